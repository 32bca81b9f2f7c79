/**
 * `npm start`: the whole product in one process — PostgreSQL (embedded unless DATABASE_URL is
 * set), migrations, the demo seed, the API with the web app, and the job worker.
 * SIGINT/SIGTERM close the HTTP server, the worker, the pool and then PostgreSQL, in that order.
 */
import { buildApp } from './app';
import { connect } from './db/client';
import { openDatabase } from './db/database';
import { applyMigrations } from './db/migrate';
import {
  DEMO_GROWTH_USERS,
  DEMO_PASSWORD,
  DEMO_PRO_USERS,
  DEMO_STARTER_USER,
  seedDemo,
} from './db/seed/demo';
import { seedTalentDemo } from './db/seed/talent-demo';
import { loadEnv } from './env';
import { type JobQueue, startQueue } from './jobs/queue';
import { JOBS } from './jobs/registry';
import { configureDelivery } from './modules/engage/delivery/delivery-config';
import { replayErasureLedger } from './modules/gdpr/erasure-replay';
import { configureGdpr } from './modules/gdpr/gdpr-settings';
import { ensureTermsCurrent } from './modules/talent/reencode';

const log = (line: string) => console.log(`[talentbase] ${line}`);

async function main(): Promise<void> {
  const env = loadEnv();
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, stopping`);
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(err));
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const database = await openDatabase(env, log);
  cleanups.push(database.stop);
  const handle = connect(database.url, { onError: (err) => console.error('database pool error', err) });
  cleanups.push(handle.close);

  await applyMigrations(handle.db);
  log('database migrations applied');
  // Before anyone is served: a database restored from a backup forgets erased people again.
  configureDelivery(env);
  const replay = await replayErasureLedger(handle.db, configureGdpr(env), log);
  if (replay.applied > 0) log(`erasure ledger: ${replay.applied} erasure(s) applied again after a restore`);
  if (env.SEED_DEMO && (await seedDemo(handle.db))) log('demo data seeded');
  await ensureTermsCurrent(handle.db, log);
  if (env.SEED_DEMO) await seedTalentDemo(handle.db, env.SEED_TALENT_PROFILES, log);

  let queue: JobQueue | null = null;
  const app = await buildApp({
    env,
    db: handle.db,
    queueHealthy: async () => (queue ? queue.healthy() : false),
  });
  queue = await startQueue(database.url, JOBS, app.log);
  cleanups.push(queue.stop);
  if (env.RUN_WORKER) {
    await queue.startWorkers(handle.db);
    log(`job worker started (${JOBS.map((j) => j.name).join(', ')})`);
  }
  cleanups.push(() => app.close());
  await app.listen({ host: env.HOST, port: env.PORT });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const logins = [...DEMO_PRO_USERS, ...DEMO_GROWTH_USERS, DEMO_STARTER_USER].map((u) => u.email);
  console.log(
    [
      '',
      `  Talentbase is running at http://localhost:${port}`,
      `  API docs: http://localhost:${port}/api/docs`,
      '',
      `  Demo login: demo@talentbase.dev / ${DEMO_PASSWORD}`,
      `  Other demo logins (same password): ${logins.filter((e) => e !== 'demo@talentbase.dev').join(', ')}`,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error('[talentbase] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
