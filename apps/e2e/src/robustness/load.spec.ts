// Load against the real production process (embedded database): 50 connections for 20 s
// mixing enhance, batch, templates and waitlist joins (a fresh address each time). No errors,
// no timeouts, nothing but 2xx (and the limiter's 429, though its limits are raised here), and
// the server's memory after the run within 20% of what it was after a warm-up.
//
// Memory method, honestly: RSS is VmRSS of the server process from /proc/<pid>/status. We cannot
// force a GC in another process, so both figures are taken the same way: after a run of the same
// mix (the warm-up for "before"), 3 s of quiet, then the median of 5 samples 500 ms apart. RSS
// includes V8's heap (which only shrinks when V8 decides) and PGlite's WebAssembly memory (which
// never shrinks), so this bounds growth from the point the process is warm; it is not a leak
// detector for small leaks.
import autocannon, { type AutocannonResult } from 'autocannon';
import { endpoints } from '@silent/contracts';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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

async function medianRss(child: ChildProcess): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) {
      throw new Error(`server exited (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    samples.push(rssKiB(child.pid));
    await sleep(500);
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
      await sleep(3000);
      const before = await medianRss(server.process);
      const result = await run(DURATION_S);
      await sleep(3000);
      const after = await medianRss(server.process);

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
