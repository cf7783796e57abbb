// A PostgreSQL connection that the server drops while a transaction holds it must fail that
// transaction, not the process: node-postgres emits 'error' on a checked-out client, and an
// 'error' event nobody listens to is an uncaught exception (the API process would exit).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { TEST_DATABASE_URL, createTestDatabase, testDatabaseKinds } from './testing';

const onPostgres = testDatabaseKinds().includes('postgres') ? it : it.skip;

describe('losing a PostgreSQL connection mid-transaction', () => {
  onPostgres('fails the transaction, keeps the process and the pool working', async () => {
    const database = await createTestDatabase('postgres');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const transaction = database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`SELECT pg_backend_pid() AS pid`);
        const [row] = (result as unknown as { rows: { pid: number }[] }).rows;
        await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      // The pool replaces the dead connection.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await admin.end();
      await database.dispose();
    }
  });
});
