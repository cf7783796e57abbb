import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DataDirLockedError } from './errors';

/** The lock file's name inside the data directory (PostgreSQL ignores unknown files there). */
export const LOCK_FILE_NAME = 'silent-owner.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

// Directories this process holds: a second open from the same process is refused as well.
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, hostname: owner.hostname ?? '', startedAt: owner.startedAt ?? '' }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory corrupt
 * it. This takes an exclusive lock file holding the owner's PID. A lock whose PID is dead (the
 * owner crashed or was killed) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, process.pid);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      const owner: LockOwner = {
        pid: process.pid,
        hostname: hostname(),
        startedAt: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      heldHere.add(dir);
      const onExit = () => release();
      process.once('exit', onExit);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(dir);
        process.removeListener('exit', onExit);
        const current = readOwner(path);
        if (current?.pid === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        }
      };
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      // A lock from another machine (shared volume) cannot be probed: respect it.
      const sameHost = !owner || owner.hostname === '' || owner.hostname === hostname();
      if (owner && (!sameHost || (owner.pid !== process.pid && isAlive(owner.pid)))) {
        throw new DataDirLockedError(dir, owner.pid);
      }
      // Stale (dead owner, or a half-written file from a crash): remove and try again.
      try {
        unlinkSync(path);
      } catch {
        // Another process removed it first; the next attempt sorts it out.
      }
    }
  }
  throw new DataDirLockedError(dir, readOwner(path)?.pid ?? -1);
}
