// Helpers for the robustness suites that drive the real production process.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A secret of the test's own, passed to the server as JWT_SECRET. */
export const FAULT_JWT_SECRET = `robustness-${randomUUID()}-${randomUUID()}`;

/**
 * An access token the server accepts: HS256 with its JWT_SECRET, no session to look up.
 * Signed with node:crypto because jose is ESM-only and this Jest project runs CommonJS.
 */
export function signAccessToken(secret: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: randomUUID(),
    email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Resident set size of a process in KiB, from /proc/<pid>/status (Linux). */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface JsonAnswer {
  status: number;
  body: { success?: unknown; data?: unknown; error?: unknown } & Record<string, unknown>;
}

/** One JSON request with a hard timeout; network failures reject. */
export async function requestJson(
  url: string,
  init: { method?: string; body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(init.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: JsonAnswer['body'];
  try {
    body = JSON.parse(text) as JsonAnswer['body'];
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body };
}

/** A database of the test's own on the shared PostgreSQL server, dropped afterwards. */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
