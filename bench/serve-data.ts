// Developer tool: keeps a benchmark's embedded PostgreSQL running for analysis
// (`tsx bench/serve-data.ts .bench-data/search-1000000-42 55432`), until interrupted.
import path from 'node:path';
import { embeddedSettings } from '../apps/server/src/db/database';
import { startCluster } from '../apps/server/src/db/embedded-cluster';

const dataDir = path.resolve(process.argv[2] ?? '');
const port = Number(process.argv[3] ?? 55432);
const cluster = await startCluster({ dataDir, port, settings: embeddedSettings(), log: () => {} });
console.log(`PostgreSQL on ${cluster.url('talentbase')}`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 1 << 30);
