// Starts the production bundle (dist/apps/api/main.mjs serving dist/apps/web) on a free
// loopback port with a data directory of its own. The one starter the end-to-end suites and
// the benchmarks share. CommonJS so Jest (CJS) and the .mjs bench scripts can both load it.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { existsSync, mkdtempSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const WORKSPACE_ROOT = resolve(__dirname, '..', '..');
const API_BUNDLE = join(WORKSPACE_ROOT, 'dist/apps/api/main.mjs');
const WEB_DIST = join(WORKSPACE_ROOT, 'dist/apps/web');

function freePort() {
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

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${baseUrl} did not become healthy within ${timeoutMs} ms`);
}

/**
 * `bundle` is the server to start (default: this checkout's build; benchmarks compare others).
 * `env` is added to (and overrides) the defaults: production mode, 127.0.0.1, a free port, an
 * embedded database in `dataDir` (a new temp directory unless given), the built web app.
 * NODE_ENV=production counts as reachable from outside, so the server insists on what a real
 * deployment sets: a random JWT_SECRET of this start (pass one to keep tokens valid across
 * restarts) and SITE_URL, its own address. The local mailbox is asked for explicitly: the
 * suites read sign-in codes there, and it answers loopback clients only.
 */
async function startProductionServer({
  env = {},
  dataDir,
  timeoutMs = 90_000,
  bundle = API_BUNDLE,
} = {}) {
  if (!existsSync(bundle) || !existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('Production build missing: run `npm run build` first.');
  }
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'silent-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: WORKSPACE_ROOT,
    env: {
      ...process.env,
      // The production bundle, whatever NODE_ENV the caller has (Jest sets `test`).
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: '',
      WEB_DIST_DIR: WEB_DIST,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: baseUrl,
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir: dir,
    process: child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill(signal);
      }),
  };
}

module.exports = { WORKSPACE_ROOT, API_BUNDLE, WEB_DIST, freePort, startProductionServer };
