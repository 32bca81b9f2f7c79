/**
 * `npm run seed:talent -- --profiles N --seed S`: generate N talent profiles (deterministic for a
 * seed) and index them. Uses DATABASE_URL, the embedded cluster of a running `npm start`, or
 * starts the embedded cluster itself. Adds to what is there; `--reset` empties the talent tables
 * first.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../db/client';
import { DATABASE_NAME, openDatabase } from '../db/database';
import { runningClusterUrl } from '../db/embedded-cluster';
import { applyMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { loadTalent } from '../modules/talent/talent-loader';

const USAGE = 'Usage: npm run seed:talent -- --profiles N [--seed S] [--reset]';

function progressLine(phase: string, done: number, total: number, started: number): string {
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
  return `${phase.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${Math.round(rate).toLocaleString('en-US')}/s)`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      profiles: { type: 'string' },
      seed: { type: 'string', default: '1' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const profiles = Number(values.profiles);
  const seed = Number(values.seed);
  if (!Number.isInteger(profiles) || profiles < 1 || profiles > 5_000_000 || !Number.isInteger(seed)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = loadEnv();
  const attached = env.DATABASE_URL ? null : runningClusterUrl(path.join(env.DATA_DIR, 'pg'), DATABASE_NAME);
  const database = attached
    ? { url: attached, stop: async () => {} }
    : await openDatabase(env, (line) => console.log(`[talentbase] ${line}`));
  const handle = connect(database.url, { max: 6 });
  try {
    await applyMigrations(handle.db);
    if (values.reset) {
      await handle.pool.query('truncate talent_profiles, talent_lexemes restart identity cascade');
      await handle.pool.query('update talent_dictionary set profile_count = 0');
    }
    const started = Date.now();
    let last = 0;
    const report = await loadTalent(handle.db, handle.pool, {
      profiles,
      seed,
      onProgress: ({ phase, done, total }) => {
        if (Date.now() - last < 500 && done !== total) return;
        last = Date.now();
        process.stdout.write(`\r${progressLine(phase, done, total, started)}`);
        if (done === total) process.stdout.write('\n');
      },
    });
    process.stdout.write('\n');
    for (const [phase, ms] of Object.entries(report.phases))
      console.log(`  ${phase.padEnd(14)} ${(ms / 1000).toFixed(1)} s`);
    console.log(
      `${report.profiles.toLocaleString('en-US')} profiles (ids ${report.firstId}-${report.lastId}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
    await database.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
