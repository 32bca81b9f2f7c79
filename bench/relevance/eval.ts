/**
 * `npm run eval:search [-- --scale 20000] [--write-judgements]`: search quality, measured.
 *
 * Builds its own talent database like the benchmarks (embedded PostgreSQL under
 * .bench-data/relevance-<scale>-<seed>, kept for the next run), grades every visible profile with
 * every query's rubric (bench/relevance/queries-*.ts), starts the real app and runs each query
 * through the HTTP API as the demo user: NDCG@10 and precision@10 against the rubric, zero
 * results, unexplained hits, and a walk through every page to find repeated ids and check the
 * total. A report, not a test: it exits 0 whatever the figures, and says which targets are met.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { ensureTermsCurrent } from '../../apps/server/src/modules/talent/reencode';
import { loadTalent } from '../../apps/server/src/modules/talent/talent-loader';
import { startBenchApp } from '../lib/bench-app';
import { benchDataDir, openBenchDatabase, repoRoot } from '../lib/bench-cluster';
import { progress } from '../lib/stats';
import { SearchClient } from './http-client';
import { judgeAll, loadViews } from './judge';
import { writeJudgements } from './judgements';
import { ALL_QUERIES, checkQueries } from './queries';
import { printReport, summarise, writeResults } from './report';
import { failedRow, type QueryRow, runQuery } from './run-query';

async function main() {
  const started = performance.now();
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '42' },
      'data-dir': { type: 'string' },
      reload: { type: 'boolean', default: false },
      'write-judgements': { type: 'boolean', default: false },
      /** Run only the queries whose id contains this text (while writing a rubric). */
      only: { type: 'string' },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  checkQueries(ALL_QUERIES);
  const queries = values.only ? ALL_QUERIES.filter((q) => q.id.includes(values.only ?? '')) : ALL_QUERIES;
  const dataDir = values['data-dir']
    ? path.resolve(values['data-dir'])
    : benchDataDir(`relevance-${scale}-${seed}`);
  console.log(
    `Search relevance: ${queries.length} queries, ${scale.toLocaleString('en-US')} profiles, seed ${seed}, data in ${dataDir}`,
  );
  const notes: string[] = [];
  const handle = await openBenchDatabase(dataDir, 4);
  const { db, pool } = handle;
  try {
    await applyMigrations(db);
    await seedDemo(db);
    await ensureTermsCurrent(db, (line) => console.log(line));
    const team = (await pool.query(`select id from teams where name = 'Northwind Recruiting'`)).rows[0]
      .id as string;
    const existing = Number((await pool.query('select count(*) as n from talent_profiles')).rows[0].n);
    if (existing !== scale || values.reload) {
      if (existing) await pool.query('truncate talent_profiles, talent_lexemes restart identity cascade');
      await pool.query('update talent_dictionary set profile_count = 0');
      // As the search benchmark loads it: 1% of the profiles are the demo team's own candidates.
      await loadTalent(db, pool, {
        profiles: scale,
        seed,
        teams: [{ teamId: team, share: 0.01, sources: ['import', 'ats'] }],
        onProgress: ({ phase, done, total }) => progress(phase.slice(0, 22), done, total),
      });
      await pool.query('vacuum analyze talent_search');
      notes.push(`Generated ${scale.toLocaleString('en-US')} profiles (seed ${seed}) for this run.`);
    } else {
      notes.push(`Reused the ${scale.toLocaleString('en-US')} profiles (seed ${seed}) of an earlier run.`);
    }
    const postgres = (await pool.query('show server_version')).rows[0].server_version as string;
    const demoTeam = (
      await pool.query(
        `select m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
      )
    ).rows[0].team_id as string;

    const views = await loadViews(pool, demoTeam, (done, total) => progress('reading profiles', done, total));
    const judgements = judgeAll(queries, views, (done, total) => progress('grading profiles', done, total));

    const app = await startBenchApp(db);
    const client = new SearchClient(app.base);
    await client.login();

    const rows: QueryRow[] = [];
    const searching = performance.now();
    let done = 0;
    for (const q of queries) {
      const judgement = judgements.get(q.id);
      if (!judgement) throw new Error(`No judgement for ${q.id}`);
      try {
        rows.push(await runQuery(client, q, judgement, views));
      } catch (err) {
        // A failing query (a 400 for a syntax the parser refuses, a 500) is a finding, not the end:
        // the recruiter saw no results, so it counts as a zero-result query.
        const message = (err as Error).message;
        console.log(`\n${q.id}: ${message}`);
        notes.push(`${q.id} failed: ${message.slice(0, 200)}`);
        rows.push(failedRow(q, judgement, message));
      }
      progress('searching and paging', ++done, queries.length);
    }
    await app.close();
    const searchSeconds = (performance.now() - searching) / 1000;
    notes.push(`Searching and paging took ${searchSeconds.toFixed(0)} s for ${rows.length} queries.`);

    const seconds = (performance.now() - started) / 1000;
    const summary = summarise(rows);
    printReport(rows, summary, seconds);
    if (values.only) {
      console.log('\nA partial run (--only): results, docs and judgements left as they were.');
      return;
    }
    const file = writeResults(repoRoot, rows, summary, { scale, seed, postgres, seconds, notes });
    console.log(`\nResults: ${path.relative(repoRoot, file)}; figures in docs/SEARCH-QUALITY.md`);
    if (values['write-judgements']) {
      const j = writeJudgements(repoRoot, queries, judgements, rows, { scale, seed });
      console.log(`Judgements: ${path.relative(repoRoot, j)}`);
    }
    console.log(`Whole run: ${seconds.toFixed(0)} s`);
  } finally {
    await handle.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
