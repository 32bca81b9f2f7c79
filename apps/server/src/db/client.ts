import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

// `$client` is the pool: search runs its hand-built SQL on it directly.
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle has the same query API as the database. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DbHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

// Postgres answers 57P01 to open connections when it is shut down under them (Ctrl-C, test
// teardown). That is expected during a stop and must not crash the process.
const ADMIN_SHUTDOWN = '57P01';

export function connect(
  url: string,
  options: { max?: number; onError?: (err: Error) => void } = {},
): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== ADMIN_SHUTDOWN) options.onError?.(err);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
