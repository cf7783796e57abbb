import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBoolean } from './env-parsing';
import { EnvSchema } from './env-schema';
import { ConfigError, LOCAL_DEV_JWT_SECRET, loadConfig } from './index';
import {
  TABLE_END,
  TABLE_START,
  readTableRows,
  renderConfigTable,
  replaceTable,
} from './readme-table';

const SECRET = 'a-random-secret-of-the-deployment-0123456789';
const SAFE_OUTSIDE = { HOST: '0.0.0.0', JWT_SECRET: SECRET, SITE_URL: 'https://silent.example' };

/** The problems loadConfig refuses `env` with (empty when it starts). */
function refusals(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

describe('one boolean parser', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    [' No ', false],
  ])('reads %j as %s', (raw, value) => {
    expect(parseBoolean(raw)).toBe(value);
  });

  it.each(['on', 'off', 'maybe', '2', 'tru'])('refuses %j', (raw) => {
    expect(parseBoolean(raw)).toBeUndefined();
  });

  it('is the parser of every boolean variable: DEV_MAILBOX=0 turns the mailbox off', () => {
    expect(loadConfig({ DEV_MAILBOX: '0' }).embeddedAuth.devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'no' }).embeddedAuth.devMailbox).toBe(false);
    expect(loadConfig({ SEED_DEMO_CONTENT: '0' }).seedDemoContent).toBe(false);
    expect(loadConfig({ TRAINING_RUNNER: 'yes', NODE_ENV: 'test' }).training.runner).toBe(true);
  });
});

describe('refusing bad values', () => {
  it.each([
    [
      'DEV_MAILBOX',
      'maybe',
      'DEV_MAILBOX="maybe" is not valid: it must be one of true, 1, yes, false, 0, no',
    ],
    ['PORT', 'abc', 'PORT="abc" is not valid: it must be a whole number from 1 to 65535'],
    ['PORT', '70000', 'PORT="70000" is not valid: it must be a whole number from 1 to 65535'],
    [
      'RATE_LIMIT_MAX',
      '0',
      'RATE_LIMIT_MAX="0" is not valid: it must be a whole number of at least 1',
    ],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL="loud" is not valid: it must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'TRAINING_SUCCESS_THRESHOLD',
      '2',
      'TRAINING_SUCCESS_THRESHOLD="2" is not valid: it must be a number from 0 to 1',
    ],
    [
      'SITE_URL',
      'silent.example',
      'SITE_URL="silent.example" is not valid: it must be an origin like https://silent.example.com (no path)',
    ],
    [
      'SITE_URL',
      'https://silent.example/app',
      'SITE_URL="https://silent.example/app" is not valid: it must be an origin like https://silent.example.com (no path)',
    ],
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY="true" is not valid: it must be false, a hop count from 1 to 10, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)',
    ],
    ['TRUST_PROXY', '10.0.0.0/33', 'TRUST_PROXY="10.0.0.0/33" is not valid'],
    [
      'ADMIN_EMAILS',
      'admin@example.com,nobody',
      'ADMIN_EMAILS="admin@example.com,nobody" is not valid: it must be a comma-separated list of e-mail addresses',
    ],
    [
      'TRAINING_MODEL_MAP',
      'gpt-4',
      'TRAINING_MODEL_MAP="gpt-4" is not valid: it must be comma-separated version=model pairs',
    ],
  ])('refuses %s=%j naming the variable and what it may be', (name, value, message) => {
    const [problem] = refusals({ [name]: value });
    expect(problem).toContain(message);
  });

  it('never echoes a secret value', () => {
    const [problem] = refusals({ DATABASE_URL: 'mysql://root:hunter2@db' });
    expect(problem).toBe(
      'DATABASE_URL is not valid: it must be a postgres:// or postgresql:// URL',
    );
  });

  it('lists every problem at once', () => {
    const problems = refusals({ PORT: 'x', DEV_MAILBOX: 'x', HOST: '0.0.0.0' });
    expect(problems.map((problem) => problem.split(/[= ]/)[0])).toEqual([
      'PORT',
      'DEV_MAILBOX',
      'JWT_SECRET',
      'SITE_URL',
    ]);
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/Silent cannot start with this configuration/);
  });

  it('takes unset and empty as the default, except where empty means something', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({}).webDistDir).toBe('dist/apps/web');
    expect(loadConfig({ WEB_DIST_DIR: '' }).webDistDir).toBe('');
  });

  it('reads every accepted TRUST_PROXY form', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });
});

describe('on loopback (npm start): as easy as before', () => {
  it('starts with no settings at all, links to http://localhost:PORT and keeps the mailbox', () => {
    const config = loadConfig({});
    expect(config.reachableFromOutside).toBe(false);
    expect(config.auth.jwtSecret).toBe(LOCAL_DEV_JWT_SECRET);
    expect(config.embeddedAuth.siteUrl).toBe('http://localhost:3000');
    expect(config.embeddedAuth.devMailbox).toBe(true);
    expect(loadConfig({ PORT: '4100' }).embeddedAuth.siteUrl).toBe('http://localhost:4100');
    // The same site opened as 127.0.0.1 or [::1] may still be returned to after sign-in.
    expect(config.embeddedAuth.redirectUrls).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it.each(['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]'])(
    'treats HOST=%s as loopback',
    (host) => {
      expect(loadConfig({ HOST: host }).reachableFromOutside).toBe(false);
    },
  );
});

describe('reachable from outside: refuses to start unsafe', () => {
  it.each([
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }],
    ['HOST=::', { HOST: '::' }],
    ['a LAN address', { HOST: '192.0.2.10' }],
    ['NODE_ENV=production on loopback', { NODE_ENV: 'production' }],
  ])('%s without JWT_SECRET and SITE_URL', (_label, env) => {
    const problems = refusals(env);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^JWT_SECRET must be set when the server is reachable from outside/,
    );
    expect(problems[0]).toContain('documented local secret');
    expect(problems[1]).toMatch(/^SITE_URL must be set when the server is reachable from outside/);
  });

  it('refuses the documented secret even when it is given explicitly', () => {
    const problems = refusals({ ...SAFE_OUTSIDE, JWT_SECRET: LOCAL_DEV_JWT_SECRET });
    expect(problems).toEqual([expect.stringMatching(/^JWT_SECRET must be set/)]);
    expect(
      refusals({ ...SAFE_OUTSIDE, JWT_SECRET: '', SUPABASE_JWT_SECRET: LOCAL_DEV_JWT_SECRET }),
    ).toEqual([expect.stringMatching(/^JWT_SECRET must be set/)]);
  });

  it('refuses a short secret', () => {
    expect(refusals({ ...SAFE_OUTSIDE, JWT_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is too short .* at least 32 characters/),
    ]);
  });

  it('starts with a secret and SITE_URL, and keeps the mailbox off unless asked for', () => {
    const config = loadConfig(SAFE_OUTSIDE);
    expect(config.reachableFromOutside).toBe(true);
    expect(config.embeddedAuth.siteUrl).toBe('https://silent.example');
    expect(config.embeddedAuth.redirectUrls).toEqual([]);
    expect(config.embeddedAuth.devMailbox).toBe(false);
    expect(loadConfig({ ...SAFE_OUTSIDE, DEV_MAILBOX: 'true' }).embeddedAuth.devMailbox).toBe(true);
  });

  it('needs no SITE_URL with a hosted project (its own service mails the links)', () => {
    expect(refusals({ HOST: '0.0.0.0', SUPABASE_URL: 'https://project.supabase.co' })).toEqual([]);
  });

  it('lets the migration command run with database settings only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, { deploymentChecks: false })).not.toThrow();
  });
});

describe("the README's configuration table", () => {
  const readmePath = join(__dirname, '../../../../README.md');

  it('is generated from the schema (UPDATE_CONFIG_TABLE=1 rewrites it; then run prettier)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const table = renderConfigTable(EnvSchema);
    if (process.env.UPDATE_CONFIG_TABLE === '1') {
      writeFileSync(readmePath, replaceTable(readme, table));
      return;
    }
    const expected = readTableRows(`${TABLE_START}\n${table}\n${TABLE_END}`);
    expect(readTableRows(readme)).toEqual(expected);
  });

  it('describes every variable', () => {
    for (const [name, schema] of Object.entries(EnvSchema.properties)) {
      expect([
        name,
        String((schema as { description?: string }).description ?? '').length > 0,
      ]).toEqual([name, true]);
    }
  });
});
