import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const WORKSPACE_ROOT = resolve(__dirname, '../../../..');
export const API_BUNDLE = join(WORKSPACE_ROOT, 'dist/apps/api/main.mjs');
export const WEB_BUILD = join(WORKSPACE_ROOT, 'dist/apps/web/index.html');

/** E-mail the e2e server treats as an admin (ADMIN_EMAILS). */
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the production bundle on a free loopback port with its own data directory.
 * `env` overrides defaults (e.g. DATABASE_URL to run against a real PostgreSQL).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  if (!existsSync(API_BUNDLE) || !existsSync(WEB_BUILD)) {
    throw new Error('Production build missing: run `npm run build` before the e2e suite.');
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'silent-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', API_BUNDLE], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      // Jest sets NODE_ENV=test; the server under test is the production bundle.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: join(WORKSPACE_ROOT, 'dist/apps/web'),
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_STRICT_MAX: '100000',
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      // Many sign-ins come from 127.0.0.1 in one run; the product defaults (60 s per address,
      // 30 mails per IP per 5 minutes) are tested by the auth suites themselves.
      AUTH_LINK_COOLDOWN_SECONDS: '1',
      AUTH_RATE_LIMIT_EMAIL: '10000',
      AUTH_RATE_LIMIT_VERIFY: '10000',
      AUTH_RATE_LIMIT_TOKEN: '10000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child, options.timeoutMs ?? 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill(signal);
      }),
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
