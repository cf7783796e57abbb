// The database going away under a running API: a throwaway PostgreSQL of the test's own
// (initdb into a temp dir, its own port), the production server pointed at it, then the
// database stopped hard. Requests must fail fast with a 503 envelope, /api/health must say so,
// the process must stay up, and it must recover by itself once the database is back.
import { endpoints, MESSAGES } from '@silent/contracts';
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, removeDir, startServer, type RunningServer } from '../support/server';
import { requestJson, sleep, type JsonAnswer } from './support';

/** How long the API may take to notice the database is back. */
const RECOVERY_MS = 30_000;

/** The newest PostgreSQL server binaries Debian installed, if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** A PostgreSQL cluster in a temp dir. initdb refuses to run as root: use the postgres user. */
class ThrowawayPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'silent-throwaway-pg-'));
  private readonly asRoot = process.getuid?.() === 0;
  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {
    if (this.asRoot) {
      const uid = Number(this.run('id', ['-u', 'postgres'], false).trim());
      const gid = Number(this.run('id', ['-g', 'postgres'], false).trim());
      chownSync(this.dir, uid, gid);
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(command: string, args: string[], asPostgres = true): string {
    const [file, argv] =
      asPostgres && this.asRoot
        ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
        : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
    }
    return result.stdout;
  }

  init(): void {
    const data = join(this.dir, 'data');
    this.run(join(this.bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run(join(this.bin, 'pg_ctl'), [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** `immediate`: the server goes away at once, connections cut, as in a crash. */
  stop(mode: 'immediate' | 'fast' = 'immediate'): void {
    this.run(join(this.bin, 'pg_ctl'), [
      '-D',
      join(this.dir, 'data'),
      '-m',
      mode,
      '-w',
      '-t',
      '60',
      'stop',
    ]);
  }

  dispose(): void {
    try {
      this.stop('fast');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function expectUnavailable(answer: JsonAnswer): void {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({ success: false, error: MESSAGES.databaseUnavailable });
}

const bin = postgresBin();
if (!bin) {
  console.log(
    'SKIPPED database-outage test: no PostgreSQL server binaries under /usr/lib/postgresql ' +
      '(apt-get install postgresql to run it)',
  );
}
const itWithPostgres = bin ? it : it.skip;

describe('the database going away while the API runs', () => {
  let postgres: ThrowawayPostgres | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (server) removeDir(server.dataDir);
    postgres?.dispose();
  });

  itWithPostgres(
    'answers 503 envelopes while it is down and recovers by itself when it returns',
    async () => {
      postgres = new ThrowawayPostgres(bin as string, await freePort());
      postgres.init();
      postgres.start();
      server = await startServer({
        DATABASE_URL: postgres.url,
        DB_CONNECT_TIMEOUT_MS: '2000',
        // The training runner polls the database too: its failures must not take the process down.
        TRAINING_RUNNER: 'true',
        TRAINING_POLL_MS: '200',
        LOG_LEVEL: 'fatal',
      });
      const url = (path: string) => `${server?.baseUrl}${path}`;
      expect((await requestJson(url(endpoints.listTemplates.path))).status).toBe(200);

      postgres.stop('immediate');
      // Several rounds: the first hits dead pooled connections, later ones fresh refusals.
      for (let round = 0; round < 3; round += 1) {
        const health = await requestJson(url(endpoints.getHealth.path));
        expectUnavailable(health);
        expect(health.body.details).toMatchObject({ status: 'degraded', database: 'down' });
        expectUnavailable(await requestJson(url(endpoints.listTemplates.path)));
        expectUnavailable(
          await requestJson(url(endpoints.joinWaitlist.path), {
            body: { email: `outage-${round}@example.com` },
          }),
        );
        expectUnavailable(
          await requestJson(url(endpoints.enhancePrompt.path), {
            body: { originalPrompt: 'write a haiku about downtime' },
          }),
        );
        await sleep(500);
      }
      expect(server.process.exitCode).toBeNull();

      postgres.start();
      const deadline = Date.now() + RECOVERY_MS;
      let health = await requestJson(url(endpoints.getHealth.path));
      while (health.status !== 200 && Date.now() < deadline) {
        await sleep(250);
        health = await requestJson(url(endpoints.getHealth.path));
      }
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ success: true, data: { database: 'up' } });
      const join = await requestJson(url(endpoints.joinWaitlist.path), {
        body: { email: 'after-outage@example.com' },
      });
      expect(join.status).toBe(201);
      expect((await requestJson(url(endpoints.listTemplates.path))).status).toBe(200);
    },
    180_000,
  );
});
