// Two API processes on one PostgreSQL must never run the same session: two real Node processes,
// each with its own runner and connection pool, drain one queue of sessions together.
import { buildSync } from 'esbuild';
import { TEST_DATABASE_URL, createTestDatabase, type TestDatabase } from '@silent/data/testing';
import { sql, type SQL } from 'drizzle-orm';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

function startChild(schemaName: string, workerId: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [childScript, TEST_DATABASE_URL, schemaName, workerId],
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
});
