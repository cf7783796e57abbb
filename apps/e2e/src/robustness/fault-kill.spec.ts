// SIGKILL the production server in the middle of a stream of waitlist joins and training-data
// writes, restart it on the same data, and check that every write it acknowledged is there,
// exactly once: on the embedded database (same data directory) and on a real PostgreSQL
// (a database of the test's own, created and dropped here).
import { endpoints } from '@silent/contracts';
import { randomUUID } from 'node:crypto';
import { E2E_ADMIN_EMAIL, removeDir, startServer, type RunningServer } from '../support/server';
import { FAULT_JWT_SECRET, createScratchDatabase, requestJson, signInByCode } from './support';

/** Writers running at once, and how many acknowledged writes to see before the kill. */
const WRITERS = 6;
const KILL_AFTER_ACKS = 240;
/** The training-data list shows at most 200 items: stay well under it. */
const TRAINING_LIST_MAX = 200;

interface Acked {
  emails: string[];
  inputs: string[];
  refused: string[];
}

const writerEmail = (runId: string) => `writer-${runId}@fault.test`;

/** Writes until the server stops answering; kills it once enough writes were acknowledged. */
async function writeUntilKilled(server: RunningServer, runId: string): Promise<Acked> {
  const token = await signInByCode(server.baseUrl, writerEmail(runId));
  const acked: Acked = { emails: [], inputs: [], refused: [] };
  let sequence = 0;
  let killed = false;
  const exited = new Promise<void>((resolve) => server.process.once('exit', () => resolve()));

  async function writer() {
    while (true) {
      const n = (sequence += 1);
      const training = n % 2 === 0;
      try {
        if (training) {
          const input = `fault ${runId} item ${n}: write a short product update`;
          const answer = await requestJson(`${server.baseUrl}${endpoints.addTrainingData.path}`, {
            token,
            body: {
              input_text: input,
              expected_output: `Role: product writer. Task: ${input}.`,
              category: `fault-${runId}`,
            },
          });
          if (answer.status === 201) acked.inputs.push(input);
          else acked.refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        } else {
          const email = `fault-${runId}-${n}@example.com`;
          const answer = await requestJson(`${server.baseUrl}${endpoints.joinWaitlist.path}`, {
            body: { email },
          });
          if (answer.status === 201) acked.emails.push(email);
          else acked.refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        }
      } catch {
        // Connection refused or reset: the server is gone, this write was never acknowledged.
        if (killed) return;
        acked.refused.push(`network error before the kill (write ${n})`);
        return;
      }
      if (!killed && acked.emails.length + acked.inputs.length >= KILL_AFTER_ACKS) {
        killed = true;
        // Mid-stream: the other writers have requests in flight right now.
        server.process.kill('SIGKILL');
      }
    }
  }

  await Promise.all(Array.from({ length: WRITERS }, writer));
  await exited;
  return acked;
}

async function storedEmails(server: RunningServer, runId: string): Promise<string[]> {
  const token = await signInByCode(server.baseUrl, E2E_ADMIN_EMAIL);
  const emails: string[] = [];
  for (let offset = 0; ; offset += 500) {
    const answer = await requestJson(
      `${server.baseUrl}${endpoints.listWaitlist.path}?search=fault-${runId}&limit=500&offset=${offset}`,
      { token },
    );
    expect(answer.status).toBe(200);
    const page = answer.body.data as { total: number; entries: { email: string }[] };
    emails.push(...page.entries.map((entry) => entry.email));
    if (page.entries.length < 500) return emails;
  }
}

/** The writer's items, read as the writer: training data belongs to whoever added it. */
async function storedInputs(server: RunningServer, runId: string): Promise<string[]> {
  const url = `${server.baseUrl}${endpoints.listTrainingData.path}?category=fault-${runId}&limit=${TRAINING_LIST_MAX}`;
  const token = await signInByCode(server.baseUrl, writerEmail(runId));
  const answer = await requestJson(url, { token });
  expect(answer.status).toBe(200);
  const items = answer.body.data as { input_text: string; shared: boolean }[];
  // A full page could hide rows beyond it: the test only counts when it sees everything.
  expect(items.length).toBeLessThan(TRAINING_LIST_MAX);
  expect(items.every((item) => !item.shared)).toBe(true);
  // Nobody else sees them: an anonymous listing of the category is empty.
  const anonymous = await requestJson(url);
  expect(anonymous.status).toBe(200);
  expect(anonymous.body.data).toEqual([]);
  return items.map((item) => item.input_text);
}

function duplicates(values: string[]): string[] {
  const seen = new Map<string, number>();
  for (const value of values)
    seen.set(value.toLowerCase(), (seen.get(value.toLowerCase()) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([value]) => value);
}

const kinds: [
  label: string,
  setup: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
][] = [
  ['embedded database', async () => ({ env: {}, cleanup: async () => undefined })],
  [
    'PostgreSQL',
    async () => {
      const database = await createScratchDatabase('silent_fault');
      return { env: { DATABASE_URL: database.url }, cleanup: () => database.drop() };
    },
  ],
];

describe.each(kinds)('SIGKILL during writes (%s)', (label, setup) => {
  let cleanup: (() => Promise<void>) | undefined;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      const running = server.process.exitCode === null && server.process.signalCode === null;
      if (running) await server.stop('SIGKILL');
    }
    if (servers[0]) removeDir(servers[0].dataDir);
    await cleanup?.();
  });

  it('keeps every acknowledged write, once, after a restart on the same data', async () => {
    const database = await setup();
    cleanup = database.cleanup;
    const env = {
      ...database.env,
      JWT_SECRET: FAULT_JWT_SECRET,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'error',
    };
    const runId = randomUUID().slice(0, 8);
    const first = await startServer(env);
    servers.push(first);

    const acked = await writeUntilKilled(first, runId);
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(acked.refused).toEqual([]);

    const second = await startServer(env, { dataDir: first.dataDir });
    servers.push(second);
    const emails = await storedEmails(second, runId);
    const inputs = await storedInputs(second, runId);
    console.log(
      `fault (${label}): ${acked.emails.length} joins and ${acked.inputs.length} training items ` +
        `acknowledged before SIGKILL; after restart ${emails.length} joins and ${inputs.length} ` +
        `items stored (the difference: writes committed whose answer the kill cut off)`,
    );

    const storedEmailSet = new Set(emails.map((email) => email.toLowerCase()));
    expect(acked.emails.filter((email) => !storedEmailSet.has(email.toLowerCase()))).toEqual([]);
    const storedInputSet = new Set(inputs);
    expect(acked.inputs.filter((input) => !storedInputSet.has(input))).toEqual([]);
    expect(duplicates(emails)).toEqual([]);
    expect(duplicates(inputs)).toEqual([]);
    // At most one in-flight write per writer can have committed without its answer.
    expect(emails.length + inputs.length).toBeLessThanOrEqual(
      acked.emails.length + acked.inputs.length + WRITERS,
    );

    // And it still takes writes.
    const after = await requestJson(`${second.baseUrl}${endpoints.joinWaitlist.path}`, {
      body: { email: `fault-${runId}-after@example.com` },
    });
    expect(after.status).toBe(201);
  }, 180_000);
});
