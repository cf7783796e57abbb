// Load against the real production process (embedded database): 50 connections for 20 s
// mixing enhance, batch, templates and waitlist joins (a fresh address each time). No errors,
// no timeouts, nothing but 2xx (and the limiter's 429, though its limits are raised here), and
// the server's memory after the run within 20% of what it was after a warm-up.
//
// Memory method: RSS is VmRSS of the server process from /proc/<pid>/status. The server is
// started with `--expose-gc` and a preload (gc-on-signal.cjs) that runs a full GC on SIGUSR2;
// "before" is taken after a warm-up run of the same mix, "after" after the 20 s run, each as:
// 2 s of quiet, SIGUSR2, 1 s, then the median of 5 samples 300 ms apart. RSS still includes
// PGlite's WebAssembly memory (which never shrinks) and whatever V8 keeps after the GC, so this
// bounds growth once the process is warm; it is not a detector for small leaks.
import { endpoints } from '@silent/contracts';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { requestJson, rssKiB, sleep } from './support';

const DURATION_S = Number(process.env.LOAD_SECONDS ?? 20);
const WARMUP_S = 5;
const CONNECTIONS = 50;
const MEMORY_GROWTH_MAX = 0.2;

const json = { 'content-type': 'application/json' };

function mix(runId: string) {
  let joined = 0;
  return [
    {
      method: 'POST',
      path: endpoints.enhancePrompt.path,
      headers: json,
      body: JSON.stringify({
        originalPrompt: 'write a launch email for our new note-taking app aimed at students',
        style: 'casual',
        length: 'short',
      }),
    },
    {
      method: 'POST',
      path: endpoints.batchEnhance.path,
      headers: json,
      body: JSON.stringify({
        prompts: [
          'summarise this quarterly report for the board',
          'write a tweet about our open-source release',
          'plan a two-day team offsite in Lisbon',
        ],
      }),
    },
    { method: 'GET', path: endpoints.listTemplates.path },
    {
      method: 'POST',
      path: endpoints.joinWaitlist.path,
      headers: json,
      // A new address per request, so every join is a real insert.
      setupRequest: (request: object) => ({
        ...request,
        body: JSON.stringify({ email: `load-${runId}-${(joined += 1)}@example.com` }),
      }),
    },
  ];
}

/** RSS after a forced full GC (see the method above), in KiB. */
async function settledRss(child: ChildProcess): Promise<number> {
  await sleep(2000);
  const alive = () => child.exitCode === null && child.signalCode === null && !!child.pid;
  if (!alive())
    throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode})`);
  child.kill('SIGUSR2');
  await sleep(1000);
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    if (!alive())
      throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode})`);
    samples.push(rssKiB(child.pid as number));
    await sleep(300);
  }
  return samples.sort((a, b) => a - b)[2] ?? 0;
}

function summary(result: AutocannonResult) {
  const byStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    byStatus,
  };
}

describe('load: 50 connections mixing enhance, batch, templates and waitlist joins', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_STRICT_MAX: '100000000',
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'error',
      NODE_OPTIONS: `--expose-gc --require ${join(__dirname, 'gc-on-signal.cjs')}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });

  it(
    `serves ${DURATION_S} s of load with no errors and bounded memory`,
    async () => {
      const runId = randomUUID().slice(0, 8);
      const run = (duration: number) =>
        autocannon({
          url: server.baseUrl,
          connections: CONNECTIONS,
          duration,
          timeout: 10,
          requests: mix(runId),
        });

      const warmup = await run(WARMUP_S);
      const before = await settledRss(server.process);
      const result = await run(DURATION_S);
      const after = await settledRss(server.process);

      const figures = summary(result);
      const growth = (after - before) / before;
      console.log(
        `load: ${JSON.stringify(figures)}; warm-up ${Math.round(warmup.requests.average)} req/s; ` +
          `RSS before ${Math.round(before / 1024)} MiB, after ${Math.round(after / 1024)} MiB ` +
          `(${(growth * 100).toFixed(1)}%)`,
      );

      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.requests.total).toBeGreaterThan(0);
      const unexpected = Object.entries(figures.byStatus).filter(
        ([status]) => !status.startsWith('2') && status !== '429',
      );
      expect(unexpected).toEqual([]);
      expect(growth).toBeLessThanOrEqual(MEMORY_GROWTH_MAX);

      // Still answering afterwards.
      const health = await requestJson(`${server.baseUrl}${endpoints.getHealth.path}`);
      expect(health.status).toBe(200);
    },
    (WARMUP_S + DURATION_S) * 1000 + 60_000,
  );
});
