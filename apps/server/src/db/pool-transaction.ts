import type pg from 'pg';

/**
 * Runs `work` on one connection of the pool inside a transaction: committed when it returns,
 * rolled back when it throws. For work written in plain SQL on a pool client (bulk loads, scans);
 * Drizzle code uses `db.transaction`.
 */
export async function inPoolTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
