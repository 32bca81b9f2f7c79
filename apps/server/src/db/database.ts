/**
 * Where the product's data lives: the PostgreSQL named by DATABASE_URL, or else an embedded
 * cluster under DATA_DIR/pg holding a `talentbase` database.
 */
import os from 'node:os';
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

/**
 * Settings of the embedded cluster, sized to the machine: search reads a few hundred MB of index
 * and rows per million profiles, so a quarter of memory (up to 4 GB) goes to shared buffers; JIT
 * compilation costs more than it saves on short queries; storage is assumed to be SSD. An external
 * PostgreSQL should be set up alike (docs/SCALING.md).
 */
export function embeddedSettings(totalMemBytes = os.totalmem()): Record<string, string> {
  const mb = Math.floor(totalMemBytes / 1024 / 1024);
  const shared = Math.max(128, Math.min(4096, Math.floor(mb / 4)));
  return {
    shared_buffers: `${shared}MB`,
    effective_cache_size: `${Math.max(512, Math.floor(mb / 2))}MB`,
    work_mem: '32MB',
    maintenance_work_mem: '512MB',
    random_page_cost: '1.1',
    jit: 'off',
    // Searches are many and short: on a few cores, parallel workers cost more to start than they save.
    max_parallel_workers_per_gather: '0',
    // One node, no replicas: minimal WAL lets a bulk load into tables emptied in its own
    // transaction skip the log (the files are synced at commit), and fewer checkpoints during
    // large loads means less rewriting of whole pages.
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_wal_size: '4GB',
  };
}

export async function openDatabase(env: Env, log: (line: string) => void): Promise<DatabaseRuntime> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  const cluster = await startCluster({
    dataDir: path.join(env.DATA_DIR, 'pg'),
    port: env.PG_PORT,
    settings: embeddedSettings(),
    log,
  });
  try {
    await ensureDatabase(cluster.url(), DATABASE_NAME);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  log(`PostgreSQL (embedded) listening on 127.0.0.1:${cluster.port}, data in ${cluster.dataDir}`);
  return { url: cluster.url(DATABASE_NAME), embedded: true, stop: cluster.stop };
}
