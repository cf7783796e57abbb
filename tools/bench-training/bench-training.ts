// Benchmarks training: one session over 10,000 generated items run the way the API's runner
// runs it (claim, read, train with the offline engine, store), and the training data listing
// with filters on 100,000 rows, both on embedded PGlite. Prints the figures and writes
// bench/training.json. Budgets: the session under 60 s, the listing p50 under 20 ms.
import { DIFFICULTIES } from '@silent/contracts';
import {
  ANONYMOUS,
  TrainingRunsRepository,
  type TrainingDataFilter,
  type Viewer,
} from '@silent/data';
import { createTestDatabase } from '@silent/data/testing';
import { createEnhancer } from '@silent/prompt-engine';
import { trainSession } from '@silent/training';
import { sql } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { cyclic, generateTrainingData } from './generate';

// Issue #17: 10,000 items train in at most 15 s on this machine kind.
const BUDGET = { tenThousandItemsSecondsMax: 15, listing100kMsMax: 20 };
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const seconds = (start: number) => (performance.now() - start) / 1000;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const database = await createTestDatabase('pglite');
try {
  const { trainingData, sessions } = database.repositories;

  // 1. A session over 10,000 items.
  const items = generateTrainingData(10_000);
  const loadStart = performance.now();
  for (let offset = 0; offset < items.length; offset += 1000) {
    await trainingData.addMany(items.slice(offset, offset + 1000), null);
  }
  const insertSeconds = seconds(loadStart);
  const categories = [...new Set(items.map((item) => item.category))];
  await sessions.create(
    { sessionName: 'bench: 10,000 items', categories },
    { ownerId: null, createdBy: null },
  );

  const runs = new TrainingRunsRepository(database.db);
  const sessionStart = performance.now();
  const session = await runs.claimNext('bench');
  if (!session) throw new Error('the bench session was not queued');
  const rows = await trainingData.listForTraining(session.categories, session.ownerId);
  let lastBeat = 0;
  const pipelineStart = performance.now();
  const record = await trainSession({
    categories: session.categories,
    rows,
    enhancer: createEnhancer(),
    // As the runner does: yield between batches, write progress about once a second.
    onProgress: async (done, total) => {
      await yieldToEventLoop();
      if (Date.now() - lastBeat < 1000 && done < total) return;
      lastBeat = Date.now();
      await runs.progress(session.id, 'bench', done, total);
    },
  });
  const pipelineSeconds = seconds(pipelineStart);
  if (!(await runs.complete(session.id, 'bench', record))) throw new Error('not completed');
  const tenThousandItemsSeconds = seconds(sessionStart);
  const stored = await sessions.findById(session.id);

  // 2. Listing with filters on 100,000 rows: top the table up with generated rows spread over
  // a year, as a long-lived install would have.
  const topUpStart = performance.now();
  await database.db.execute(sql`
    INSERT INTO training_data (input_text, expected_output, category, difficulty_level, tags, created_at)
    SELECT 'generated request ' || g,
           '## Role' || chr(10) || 'You are an expert.' || chr(10) || chr(10) || '## Task' || chr(10) || repeat('Do the thing well. ', 20) || g,
           (${sql.raw(`ARRAY[${categories.map((name) => `'${name}'`).join(',')}]`)})[1 + g % ${categories.length}],
           (ARRAY['easy','medium','hard'])[1 + (g / 7) % 3],
           ARRAY['generated'],
           now() - (g % 525600) * interval '1 minute'
    FROM generate_series(1, ${100_000 - items.length}) AS g`);
  await database.db.execute(sql`ANALYZE training_data`);
  const topUpSeconds = seconds(topUpStart);
  // A signed-in user with 500 examples of their own: their lists are their rows plus the
  // shared ones (an OR over the owner), the query every signed-in visit makes.
  const user: Viewer = { kind: 'user', id: '5f0c8a52-6a5e-4b8f-9d7e-2c1f3f1d0a11' };
  await trainingData.addMany(generateTrainingData(500), user.id);
  await database.db.execute(sql`ANALYZE training_data`);
  const total = await trainingData.count(ANONYMOUS);

  const filters: Record<string, [TrainingDataFilter, Viewer]> = {
    'category + difficulty': [{ category: 'email', difficulty: 'hard' }, ANONYMOUS],
    category: [{ category: 'marketing' }, ANONYMOUS],
    difficulty: [{ difficulty: 'medium' }, ANONYMOUS],
    'none (limit 50)': [{}, ANONYMOUS],
    'category + difficulty, limit 200': [
      { category: 'education', difficulty: 'easy', limit: 200 },
      ANONYMOUS,
    ],
    'signed in: category + difficulty': [{ category: 'email', difficulty: 'hard' }, user],
    'signed in: none (limit 50)': [{}, user],
  };
  const listing: Record<string, { p50Ms: number; p99Ms: number }> = {};
  const all: number[] = [];
  for (const [name, [filter, viewer]] of Object.entries(filters)) {
    for (let warm = 0; warm < 20; warm += 1) await trainingData.list(filter, viewer);
    const times: number[] = [];
    for (let run = 0; run < 200; run += 1) {
      const start = performance.now();
      await trainingData.list(filter, viewer);
      times.push(performance.now() - start);
    }
    all.push(...times);
    listing[name] = { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
  }
  // Rotate through every category and difficulty, as a person clicking the filters would.
  const rotating: number[] = [];
  for (let run = 0; run < 300; run += 1) {
    const start = performance.now();
    await trainingData.list(
      {
        category: cyclic(categories, run),
        difficulty: cyclic(DIFFICULTIES, run),
      },
      ANONYMOUS,
    );
    rotating.push(performance.now() - start);
  }
  all.push(...rotating);
  listing['rotating category + difficulty'] = {
    p50Ms: round(percentile(rotating, 50)),
    p99Ms: round(percentile(rotating, 99)),
  };
  const listing100kMs = round(percentile(all, 50));

  const results = {
    node: process.version,
    cpu: cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'unknown',
    cores: cpus().length,
    loadAverage: round(loadavg()[0] ?? 0, 2),
    measuredAt: new Date().toISOString(),
    budget: BUDGET,
    withinBudget:
      tenThousandItemsSeconds < BUDGET.tenThousandItemsSecondsMax &&
      listing100kMs < BUDGET.listing100kMsMax,
    tenThousandItemsSeconds: round(tenThousandItemsSeconds, 2),
    listing100kMs,
    session: {
      items: record.trainingDataCount,
      categories: categories.length,
      pipelineSeconds: round(pipelineSeconds, 2),
      storeAndReadSeconds: round(tenThousandItemsSeconds - pipelineSeconds, 2),
      progressTotal: stored?.progress_total ?? null,
      successRate: round(record.successRate),
      baselineSuccessRate: round(record.baselineSuccessRate),
      durationMinutes: round(record.durationMinutes),
      engine: record.engine,
      insertSeconds: round(insertSeconds, 2),
    },
    listing100k: { rows: total, topUpSeconds: round(topUpSeconds, 2), byFilter: listing },
  };

  console.log(
    `training session, ${record.trainingDataCount} items: ${results.tenThousandItemsSeconds} s ` +
      `(pipeline ${results.session.pipelineSeconds} s; budget < ${BUDGET.tenThousandItemsSecondsMax} s); ` +
      `success ${results.session.baselineSuccessRate} -> ${results.session.successRate}`,
  );
  console.log(
    `training data listing, ${total} rows: p50 ${listing100kMs} ms (budget < ${BUDGET.listing100kMsMax} ms)`,
  );
  for (const [name, figures] of Object.entries(listing)) {
    console.log(`  ${name.padEnd(34)} p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms`);
  }
  const out = resolve('bench/training.json');
  mkdirSync(resolve('bench'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`wrote ${out}`);
} finally {
  await database.dispose();
}
