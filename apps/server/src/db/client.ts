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

/**
 * Every connection reads tables from their first page: candidate search cuts result pages from
 * "the first N matches in storage order" (modules/search/search.repository.ts), which a
 * sequential scan joining another one mid-table, or parallel workers, would reorder. Both only
 * matter for long scans, which this application avoids anyway.
 */
const SESSION_SETTINGS = '-c synchronize_seqscans=off -c max_parallel_workers_per_gather=0';

export function connect(
  url: string,
  options: { max?: number; onError?: (err: Error) => void } = {},
): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: SESSION_SETTINGS,
    // Connections stay open: a new PostgreSQL backend maps the shared buffers it touches page by
    // page on first use, which made a search on a fresh connection ~150 ms slower at 1M
    // profiles (docs/PERFORMANCE.md). The pool is small, so keeping it costs little.
    idleTimeoutMillis: 0,
    // Idle connections do not keep a finished script (a CLI, a benchmark) alive.
    allowExitOnIdle: true,
  });
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== ADMIN_SHUTDOWN) options.onError?.(err);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
