import { buildSync } from 'esbuild';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCK_FILE_NAME } from './data-dir-lock';
import { openDatabase } from './database';
import { DataDirLockedError } from './errors';
import { copyTemplateDataDir } from './testing';

// PGlite-only hazards: no lock of its own on the data directory, and unclean stops.
const root = resolve(__dirname, '../../..');
// Inside the repo (tmp/ is git-ignored) so the child resolves node_modules.
const childScript = join(root, 'tmp', `silent-durability-child-${process.pid}.mjs`);
const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object })
    .dependencies,
);

beforeAll(() => {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: [join(__dirname, 'durability-child.ts')],
    outfile: childScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: dependencies.flatMap((name) => [name, `${name}/*`]),
    tsconfig: join(root, 'tsconfig.base.json'),
    logLevel: 'silent',
  });
});
afterAll(() => rmSync(childScript, { force: true }));

function runChild(args: string[]) {
  return spawn(process.execPath, [childScript, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

describe('PGlite data directory', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await copyTemplateDataDir();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write after the writer is killed with SIGKILL', async () => {
    const child = runChild(['write', dataDir]);
    const acked: string[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((done, fail) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (line.startsWith('ack ')) acked.push(line.slice(4));
        }
        // Kill mid-stream, while writes are still under way.
        if (acked.length >= 150 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', (_code, signal) =>
        signal === 'SIGKILL' ? done() : fail(new Error(`writer exited early: ${stderr}`)),
      );
    });
    expect(acked.length).toBeGreaterThanOrEqual(150);

    // The killed writer left its lock behind; its PID is dead, so the lock is stale.
    const reopened = await openDatabase({ dataDir });
    try {
      const page = await reopened.repositories.waitlist.list({ search: 'crash-', limit: 500 });
      const stored = new Set(page.entries.map((entry) => entry.email));
      expect(acked.filter((email) => !stored.has(email))).toEqual([]);
      // Still writable after recovery.
      await reopened.repositories.waitlist.join({ email: 'after-crash@example.com' });
    } finally {
      await reopened.close();
    }
  });

  it('refuses a second process on the same directory with a clear message', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const child = runChild(['open', dataDir]);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(3);
      expect(output).toContain(`already in use by another process (PID ${process.pid})`);
      // The holder is unaffected.
      await expect(holder.ping()).resolves.toBeUndefined();
    } finally {
      await holder.close();
    }
  });

  it('refuses a second open in the same process, and allows it after close', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  });

  it('takes over a lock whose owner is dead', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ pid: dead, hostname: '', startedAt: new Date().toISOString() }),
    );
    const database = await openDatabase({ dataDir });
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });
});
