// The built server refuses to start on a configuration that is bad or unsafe where it would
// be reachable from outside, naming what is wrong, and exits before it listens or opens data.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BUNDLE, WORKSPACE_ROOT, freePort, removeDir } from '../support/server';

const DOCUMENTED_SECRET = 'silent-local-development-jwt-secret-change-me-0001';

interface Exit {
  code: number | null;
  stderr: string;
}

/** Runs the production bundle with `env` on top of a clean environment; kills it after 20 s. */
async function start(env: Record<string, string>): Promise<Exit> {
  const dataDir = mkdtempSync(join(tmpdir(), 'silent-refusal-'));
  const child = spawn(process.execPath, [API_BUNDLE], {
    cwd: WORKSPACE_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  removeDir(dataDir);
  return { code, stderr };
}

describe('start-up refusals of the production server', () => {
  it.each([
    [
      'HOST=0.0.0.0 with no JWT_SECRET and no SITE_URL',
      { HOST: '0.0.0.0' },
      [/JWT_SECRET must be set when the server is reachable from outside/, /SITE_URL must be set/],
    ],
    [
      'NODE_ENV=production with the documented JWT secret',
      {
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        JWT_SECRET: DOCUMENTED_SECRET,
        SITE_URL: 'https://silent.example',
      },
      [/JWT_SECRET must be set .*NODE_ENV=production.*documented local secret/],
    ],
    [
      'NODE_ENV=production with a short secret',
      { NODE_ENV: 'production', JWT_SECRET: 'short', SITE_URL: 'https://silent.example' },
      [/JWT_SECRET is too short/],
    ],
    [
      'NODE_ENV=production without SITE_URL',
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      [/SITE_URL must be set .*never from a request's Host header/],
    ],
    [
      'a boolean that is not one',
      { DEV_MAILBOX: 'maybe' },
      [/DEV_MAILBOX="maybe" is not valid: it must be one of true, 1, yes, false, 0, no/],
    ],
    [
      'a port that is not one',
      { PORT: 'eighty' },
      [/PORT="eighty" is not valid: it must be a whole number from 1 to 65535/],
    ],
    [
      'TRUST_PROXY=true (trusting every client)',
      { TRUST_PROXY: 'true' },
      [/TRUST_PROXY="true" is not valid: it must be false, a hop count/],
    ],
  ])('refuses %s, naming the problem', async (_label, env, messages) => {
    const exit = await start(env);
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('Silent cannot start with this configuration');
    for (const message of messages) expect(exit.stderr).toMatch(message);
  });
});
