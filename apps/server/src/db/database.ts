/**
 * Where the product's data lives: the PostgreSQL named by DATABASE_URL, or else an embedded
 * cluster under DATA_DIR/pg holding a `talentbase` database.
 */
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../env';
import { startCluster } from './embedded-cluster';

export type DatabaseRuntime = { url: string; embedded: boolean; stop: () => Promise<void> };

export const DATABASE_NAME = 'talentbase';

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export async function openDatabase(env: Env, log: (line: string) => void): Promise<DatabaseRuntime> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const cluster = await startCluster({ dataDir: path.join(env.DATA_DIR, 'pg'), port: env.PG_PORT, log });
  try {
    await ensureDatabase(cluster.url(), DATABASE_NAME);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  log(`PostgreSQL (embedded) listening on 127.0.0.1:${cluster.port}, data in ${cluster.dataDir}`);
  return { url: cluster.url(DATABASE_NAME), embedded: true, stop: cluster.stop };
}
