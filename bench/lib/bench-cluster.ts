// What every benchmark does first: a data directory of its own under .bench-data (kept between
// runs, out of git), an embedded PostgreSQL on a free port, and a migrated `talentbase` database.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type DbHandle } from '../../apps/server/src/db/client';
import { embeddedSettings, ensureDatabase } from '../../apps/server/src/db/database';
import { startCluster } from '../../apps/server/src/db/embedded-cluster';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** `.bench-data/<name>`, its parent readable by the `postgres` user the cluster runs as. */
export function benchDataDir(name: string): string {
  const dir = path.join(repoRoot, '.bench-data', name);
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(dir), 0o755);
  return dir;
}

/** Starts the cluster in `dataDir` and connects to its `talentbase` database. */
export async function openBenchDatabase(
  dataDir: string,
  max: number,
): Promise<DbHandle & { url: string; stop: () => Promise<void> }> {
  const cluster = await startCluster({
    dataDir,
    port: await freePort(),
    settings: embeddedSettings(),
    log: () => {},
  });
  await ensureDatabase(cluster.url(), 'talentbase');
  const url = cluster.url('talentbase');
  const handle = connect(url, { max });
  return {
    ...handle,
    url,
    stop: async () => {
      await handle.close();
      await cluster.stop();
    },
  };
}
