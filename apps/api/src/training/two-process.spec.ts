// Two API processes on one PostgreSQL must never run the same session: two real Node processes,
// each with its own runner and connection pool, drain one queue of sessions together. And a
// process killed in the middle of a session leaves it to another, which continues it from the
// last category the dead one finished.
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { createEnhancer, type Enhancer } from '@silent/prompt-engine';
import { readCheckpoint } from '@silent/training';
import { sql, type SQL } from 'drizzle-orm';
import { buildSync } from 'esbuild';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TrainingRunner } from './runner';

const root = resolve(__dirname, '../../../..');
// Inside the repository (tmp/ is git-ignored) so the child resolves node_modules.
const childScript = join(root, 'tmp', `silent-training-child-${process.pid}.mjs`);
const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object })
    .dependencies,
);

const describeOnPostgres = process.env.TEST_POSTGRES === '0' ? describe.skip : describe;

interface ChildReport {
  workerId: string;
  ran: string[];
}

function startChild(schemaName: string, workerId: string, mode = 'normal') {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [childScript, TEST_DATABASE_URL, schemaName, workerId, mode],
    { cwd: root, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<void>((resolveReady, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('ready\n')) resolveReady();
    });
    child.on('exit', () => fail(new Error(`${workerId} exited before ready: ${stderr}`)));
  });
  const report = new Promise<ChildReport>((resolveReport, fail) => {
    child.on('exit', (code) => {
      const line = stdout.split('\n').find((entry) => entry.startsWith('{'));
      if (code === 0 && line) resolveReport(JSON.parse(line) as ChildReport);
      else fail(new Error(`${workerId} exited with ${code}: ${stderr}`));
    });
  });
  return { child, ready, report };
}

describeOnPostgres('training runners in two processes on PostgreSQL', () => {
  let database: TestDatabase;
  const query = async <T>(statement: SQL) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    mkdirSync(join(root, 'tmp'), { recursive: true });
    buildSync({
      absWorkingDir: root,
      entryPoints: [join(__dirname, 'runner-child.ts')],
      outfile: childScript,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: dependencies.flatMap((name) => [name, `${name}/*`]),
      tsconfig: join(root, 'tsconfig.base.json'),
      logLevel: 'silent',
    });
    // Its own schema, dropped afterwards: other suites share this server.
    database = await createTestDatabase('postgres', { seed: true });
  });
  afterAll(async () => {
    rmSync(childScript, { force: true });
    await database?.dispose();
  });

  it('runs every session exactly once', async () => {
    const categories = ['email', 'marketing', 'customer-support', 'education'];
    const queued: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const session = await database.repositories.sessions.create(
        {
          sessionName: `parallel ${index}`,
          categories: [categories[index % categories.length]!],
        },
        { ownerId: null, createdBy: null },
      );
      queued.push(session.id);
    }

    const children = [
      startChild(database.schemaName!, 'worker-a'),
      startChild(database.schemaName!, 'worker-b'),
    ];
    await Promise.all(children.map((child) => child.ready));
    // Both start claiming at the same moment.
    for (const { child } of children) child.stdin.end('go\n');
    const reports = await Promise.all(children.map((child) => child.report));

    const ran = reports.flatMap((report) => report.ran);
    expect([...ran].sort()).toEqual([...queued].sort());
    expect(new Set(ran).size).toBe(ran.length);
    for (const report of reports) expect(report.ran.length).toBeGreaterThan(0);

    const rows = await query<{ id: string; status: string; claimed_by: string }>(
      sql`SELECT id, status, claimed_by FROM training_sessions ORDER BY created_at`,
    );
    for (const row of rows) {
      expect(row.status).toBe('completed');
      const owner = reports.find((report) => report.ran.includes(row.id));
      expect(row.claimed_by).toBe(owner?.workerId);
    }
    // Each session wrote its metrics once: nine for its one category plus seven overall.
    const metrics = await query<{ session_id: string; n: number }>(
      sql`SELECT session_id, count(*)::int AS n FROM performance_metrics GROUP BY session_id`,
    );
    expect(metrics).toHaveLength(queued.length);
    expect(metrics.every((row) => row.n === 16)).toBe(true);
  });

  it('continues the session of a killed process from its last finished category', async () => {
    await database.db.execute(sql`DELETE FROM training_sessions`);
    const categories = ['customer-support', 'education', 'email', 'marketing'];
    const shared = { ownerId: null, createdBy: null };
    const crashed = await database.repositories.sessions.create(
      { sessionName: 'killed mid-run', categories },
      shared,
    );
    const dying = startChild(database.schemaName!, 'worker-killed', 'slow');
    dying.report.catch(() => undefined);
    await dying.ready;
    dying.child.stdin.end('go\n');
    // Killed (no shutdown, no last write) once its first category is checkpointed.
    let checkpoints: ReturnType<typeof readCheckpoint> = [];
    for (let attempt = 0; attempt < 3000 && checkpoints.length === 0; attempt += 1) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 5));
      const [row] = await query<{ checkpoint: unknown }>(
        sql`SELECT checkpoint FROM training_sessions WHERE id = ${crashed.id}`,
      );
      checkpoints = readCheckpoint(row?.checkpoint);
    }
    dying.child.kill('SIGKILL');
    await new Promise((resolveExit) => dying.child.once('exit', resolveExit));
    expect(checkpoints.map((checkpoint) => checkpoint.category)).toEqual(['customer-support']);
    const [left] = await query<{ status: string; claimed_by: string }>(
      sql`SELECT status, claimed_by FROM training_sessions WHERE id = ${crashed.id}`,
    );
    expect(left).toEqual({ status: 'in_progress', claimed_by: 'worker-killed' });

    const counting = (counter: { calls: number }): Enhancer => {
      const offline = createEnhancer();
      return {
        ...offline,
        enhance: (input, options) => {
          counter.calls += 1;
          return offline.enhance(input, options);
        },
      };
    };
    // Another process notices the silence (its heartbeat goes stale) and takes the session over.
    const resumed = { calls: 0 };
    const survivor = new TrainingRunner({
      database,
      workerId: 'worker-survivor',
      pollMs: 10,
      staleMs: 300,
      enhancer: counting(resumed),
    });
    let requeued: string[] = [];
    for (let attempt = 0; attempt < 100 && requeued.length === 0; attempt += 1) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
      requeued = (await survivor.recover()).requeued;
    }
    expect(requeued).toEqual([crashed.id]);
    expect(await survivor.runOnce()).toBe(crashed.id);

    const reference = await database.repositories.sessions.create(
      { sessionName: 'never killed', categories },
      shared,
    );
    const full = { calls: 0 };
    const uninterrupted = new TrainingRunner({
      database,
      pollMs: 10,
      staleMs: 60_000,
      enhancer: counting(full),
    });
    expect(await uninterrupted.runOnce()).toBe(reference.id);

    const outcome = (id: string) =>
      query(
        sql`SELECT status, training_data_count, success_rate, baseline_success_rate, engine,
              progress_done, progress_total, attempts, checkpoint
            FROM training_sessions WHERE id = ${id}`,
      );
    expect(await outcome(crashed.id)).toEqual([
      expect.objectContaining({ status: 'completed', attempts: 1, checkpoint: null }),
    ]);
    const [crashedRow] = await outcome(crashed.id);
    const [referenceRow] = await outcome(reference.id);
    expect({ ...(crashedRow as object), attempts: 0 }).toEqual(referenceRow);
    const figures = (id: string) =>
      query(
        sql`SELECT metric_name, category, metric_value FROM performance_metrics
            WHERE session_id = ${id} AND metric_name <> 'p50_latency_ms'
            ORDER BY metric_name, category NULLS FIRST`,
      );
    expect(await figures(crashed.id)).toEqual(await figures(reference.id));
    const results = (id: string) =>
      query(
        sql`SELECT category, status, payload FROM training_results WHERE session_id = ${id}
            ORDER BY category`,
      );
    expect(await results(crashed.id)).toEqual(await results(reference.id));
    expect(await results(crashed.id)).toHaveLength(categories.length);
    expect((await figures(crashed.id)).length).toBeGreaterThan(0);
    // The survivor evaluated only what the killed process had not finished.
    expect(resumed.calls).toBe(full.calls - checkpoints[0]!.evaluations);
  });
});
