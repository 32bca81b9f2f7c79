/**
 * `npm start`: the whole product in one process — PostgreSQL (embedded unless DATABASE_URL is
 * set), migrations, the demo seed, the API with the web app, and the job worker.
 * SIGINT/SIGTERM close the HTTP server, the worker, the pool and then PostgreSQL, in that order.
 */
import fs from 'node:fs';
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
  seedDemoLocalMailboxes,
} from './db/seed/demo';
import { seedTalentDemo } from './db/seed/talent-demo';
import { loadEnv } from './env';
import { type JobQueue, startQueue } from './jobs/queue';
import { JOBS } from './jobs/registry';
import { createLocalMailCatcher } from './modules/engage/local-mail/local-mail-catcher';
import { replayErasureLedger } from './modules/gdpr/erasure-replay';
import { configureGdpr } from './modules/gdpr/gdpr-settings';
import { ensureTermsCurrent } from './modules/talent/reencode';

const log = (line: string) => console.log(`[talentbase] ${line}`);

/** Pino's numeric level of warnings: lines at or above it still go to the console. */
const WARN_LEVEL = 40;

/** Every log line to the file; warnings and errors to the console as well. */
function fileLogStream(file: string): { write: (line: string) => void } {
  const out = fs.createWriteStream(file, { flags: 'w' });
  return {
    write(line) {
      out.write(line);
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level === undefined || Number(level) >= WARN_LEVEL) process.stdout.write(line);
    },
  };
}

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
  const replay = await replayErasureLedger(handle.db, configureGdpr(env), log);
  if (replay.applied > 0) log(`erasure ledger: ${replay.applied} erasure(s) applied again after a restore`);
  if (env.SEED_DEMO && (await seedDemo(handle.db))) log('demo data seeded');
  await ensureTermsCurrent(handle.db, log);
  if (env.SEED_DEMO) await seedTalentDemo(handle.db, env.SEED_TALENT_PROFILES, log);

  // The local test-mail catcher (two-command setup, never in production mode): demo mailboxes
  // send here and the app lists what it caught. A taken port leaves it off, not the product.
  let localTestMailPort: number | null = null;
  if (env.LOCAL_TEST_MAIL) {
    const catcher = createLocalMailCatcher(handle.db, env.LOCAL_TEST_MAIL_PORT);
    try {
      localTestMailPort = (await catcher.start()).port;
      cleanups.push(() => catcher.stop());
      log(
        `local test mail: SMTP on 127.0.0.1:${localTestMailPort} catches what the demo mailboxes send; nothing is delivered, it is listed in the app under Engage > Local test mail`,
      );
      if (env.SEED_DEMO) {
        const made = await seedDemoLocalMailboxes(handle.db);
        if (made > 0) log(`local test mail: ${made} demo mailbox(es) set up`);
      }
    } catch (err) {
      log(
        `local test mail is OFF: port ${env.LOCAL_TEST_MAIL_PORT} could not be used (${err instanceof Error ? err.message : err}); set LOCAL_TEST_MAIL_PORT`,
      );
    }
  }

  let queue: JobQueue | null = null;
  const app = await buildApp({
    env,
    db: handle.db,
    queueHealthy: async () => (queue ? queue.healthy() : false),
    localTestMailPort,
    ...(env.LOG_FILE ? { logStream: fileLogStream(env.LOG_FILE) } : {}),
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
