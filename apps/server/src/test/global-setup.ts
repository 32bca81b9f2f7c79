/**
 * Integration tier: one real PostgreSQL cluster per test run, and a migrated template database
 * that each test file clones (CREATE DATABASE ... TEMPLATE is a file copy: fast and isolated).
 * Durability is switched off here, and only here.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client';
import { ensureDatabase } from '../db/database';
import { startCluster } from '../db/embedded-cluster';
import { applyMigrations } from '../db/migrate';

export const TEMPLATE_DB = 'talentbase_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentbase-test-'));
  fs.chmodSync(dir, 0o755);
  const cluster = await startCluster({
    dataDir: path.join(dir, 'pg'),
    port: await freePort(),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    log: () => {},
  });
  await ensureDatabase(cluster.url(), TEMPLATE_DB);
  const handle = connect(cluster.url(TEMPLATE_DB), { max: 1 });
  await applyMigrations(handle.db);
  await handle.close();
  project.provide('pgAdminUrl', cluster.url());

  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
