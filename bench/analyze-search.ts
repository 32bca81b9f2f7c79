// Developer tool: runs the benchmark's query mix against a loaded bench database and prints the
// slowest queries with the SQL statements they ran and their plans. `tsx bench/analyze-search.ts <url>`.
import type { Subject } from '@talentbase/shared';
import { connect } from '../apps/server/src/db/client';
import { searchCandidates } from '../apps/server/src/modules/search/search.service';
import { SearchContext } from '../apps/server/src/modules/search/search-context';
import { buildQueries, type Category, loadVocabulary } from './lib/search-queries';
import { summarize } from './lib/stats';

const url = process.argv[2] ?? '';
const only = process.argv[3] as Category | undefined;
const handle = connect(url, { max: 6 });
const { pool, db } = handle;
const log: { text: string; values: unknown[]; ms: number }[] = [];
const original = pool.query.bind(pool);
// biome-ignore lint/suspicious/noExplicitAny: developer tool wrapping pg's overloads
(pool as any).query = async (text: any, values?: any) => {
  const t0 = performance.now();
  const r = await original(text, values);
  if (typeof text === 'string') log.push({ text, values: values ?? [], ms: performance.now() - t0 });
  return r;
};
const scale = Number((await original('select count(*) as n from talent_profiles')).rows[0].n);
const user = (
  await original(
    `select u.id as user_id, m.team_id, t.org_id from users u join team_members m on m.user_id = u.id join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`,
  )
).rows[0];
const scope = { teamId: user.team_id, orgId: user.org_id, userId: user.user_id };
const subject: Subject = {
  plan: 'pro',
  planSubtype: 'mid-market',
  roles: ['enterprise_member'],
  solutions: ['sourcing'],
  permissions: [],
  features: [],
  isTeamAdmin: true,
};
const ctx = new SearchContext(db);
const queries = buildQueries(await loadVocabulary(pool, scale), 42, {
  structured: 60,
  boolean: 60,
  keyword: 36,
  common: 24,
  radius: 30,
}).filter((q) => !only || q.category === only);
const results: { ms: number; q: (typeof queries)[number]; stmts: typeof log }[] = [];
for (const q of queries) {
  const run = () =>
    searchCandidates(ctx, scope, subject, {
      filters: q.filters,
      sort: 'relevance',
      start: 0,
      limit: 25,
      facets: process.argv[4] === 'facets',
      record: false,
      historyType: 0,
    });
  await run();
  log.length = 0;
  const t0 = performance.now();
  const r = await run();
  results.push({ ms: performance.now() - t0, q, stmts: [...log] });
  void r;
}
const byCategory = new Map<string, number[]>();
for (const r of results) byCategory.set(r.q.category, [...(byCategory.get(r.q.category) ?? []), r.ms]);
for (const [c, list] of byCategory) {
  const m = summarize(list);
  console.log(
    `${c.padEnd(12)} p50 ${m.p50.toFixed(1).padStart(7)}  p95 ${m.p95.toFixed(1).padStart(7)}  n ${m.n}`,
  );
}
results.sort((a, b) => b.ms - a.ms);
for (const r of results.slice(0, Number(process.argv[5] ?? 6))) {
  console.log(`\n=== ${r.ms.toFixed(1)} ms ${r.q.category} ${JSON.stringify(r.q.filters)}`);
  for (const s of r.stmts) {
    console.log(`  -- ${s.ms.toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if ((s.ms > 5 && s.text.trim().toLowerCase().startsWith('select')) || s.text.trim().startsWith('with')) {
      const plan = await original(`explain (analyze, buffers) ${s.text}`, s.values);
      console.log(plan.rows.map((x: { 'QUERY PLAN': string }) => `     ${x['QUERY PLAN']}`).join('\n'));
    }
  }
}
await handle.close();
