/**
 * `npm run worker`: only the job worker, for running more workers beside the API. It expects
 * the database to be reachable (DATABASE_URL, or the embedded cluster started by `npm start`)
 * and already migrated.
 */
import { connect } from './db/client';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrate';
import { loadEnv } from './env';
import { startQueue } from './jobs/queue';
import { JOBS } from './jobs/registry';
import { configureDelivery } from './modules/engage/delivery/delivery-config';
import { replayErasureLedger } from './modules/gdpr/erasure-replay';
import { configureGdpr } from './modules/gdpr/gdpr-settings';

const log = (line: string) => console.log(`[talentbase-worker] ${line}`);
const jobLog = {
  info: (obj: object, msg?: string) => log(`${msg ?? ''} ${JSON.stringify(obj)}`),
  error: (obj: object, msg?: string) => console.error(`[talentbase-worker] ${msg ?? ''}`, obj),
};

async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(env, log);
  const handle = connect(database.url);
  await applyMigrations(handle.db);
  // Like `npm start`: erasures this database has not applied (a restore) before any job runs.
  await replayErasureLedger(handle.db, configureGdpr(env), log);
  configureDelivery(env);
  const queue = await startQueue(database.url, JOBS, jobLog);
  await queue.startWorkers(handle.db);
  log(`working ${JOBS.map((j) => j.name).join(', ')}`);
  const stop = async () => {
    await queue.stop();
    await handle.close();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error('[talentbase-worker] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
