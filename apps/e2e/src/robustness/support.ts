// Helpers for the robustness suites that drive the real production process.
import { LOCAL_ANON_KEY } from '@silent/contracts';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { latestMail } from '../auth/sign-in';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A secret of the test's own, passed to the server as JWT_SECRET (never the documented one). */
export const FAULT_JWT_SECRET = `robustness-${randomUUID()}-${randomUUID()}`;

/**
 * A real session from the server's embedded auth service: ask for a code, read it from the
 * local mailbox (loopback only), verify it. The server refuses tokens no session issued.
 */
export async function signInByCode(baseUrl: string, email: string): Promise<string> {
  const auth = (path: string, body: object) =>
    fetch(`${baseUrl}/auth/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  const sent = await auth('otp', { email });
  if (!sent.ok) throw new Error(`could not request a code for ${email}: ${await sent.text()}`);
  const { code } = await latestMail(baseUrl, email);
  const verified = await auth('verify', { type: 'email', email, token: code });
  const session = (await verified.json()) as { access_token?: string };
  if (!session.access_token) throw new Error(`no session for ${email}: ${JSON.stringify(session)}`);
  return session.access_token;
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
