// Quick per-category timing on a loaded bench database (no HTTP): tsx /tmp/scratch/quick.ts <url> [category]
import type { Subject } from '@talentbase/shared';
import { connect } from '/work/main/apps/server/src/db/client';
import { SearchContext } from '/work/main/apps/server/src/modules/search/search-context';
import { searchCandidates } from '/work/main/apps/server/src/modules/search/search.service';
import { buildQueries, loadVocabulary, type Category } from '/work/main/bench/lib/search-queries';
const handle = connect(process.argv[2]!, { max: 6 });
const { pool, db } = handle;
const scale = Number((await pool.query('select count(*) as n from talent_profiles')).rows[0].n);
const user = (await pool.query(`select u.id as user_id, m.team_id, t.org_id from users u join team_members m on m.user_id = u.id join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`)).rows[0];
const scope = { teamId: user.team_id, orgId: user.org_id, userId: user.user_id };
const subject: Subject = { plan: 'pro', planSubtype: 'mid-market', roles: ['enterprise_member'], solutions: ['sourcing'], permissions: [], features: [], isTeamAdmin: true };
const ctx = new SearchContext(db);
const facets = process.argv[4] === 'facets';
const queries = buildQueries(await loadVocabulary(pool, scale), 42, { structured: 60, boolean: 60, keyword: 36, common: 24, radius: 30 });
const run = (q: (typeof queries)[number]) => searchCandidates(ctx, scope, subject, { filters: q.filters, sort: 'relevance', start: 0, limit: 25, facets, record: false, historyType: 0 });
for (const q of queries) await run(q);
const by = new Map<Category, number[]>();
const slow: [number, string][] = [];
for (const q of queries) { const t0 = performance.now(); await run(q); const ms = performance.now() - t0; by.set(q.category, [...(by.get(q.category) ?? []), ms]); slow.push([ms, `${q.category} ${JSON.stringify(q.filters)}`]); }
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(p / 100 * s.length) - 1)]!.toFixed(1); };
for (const [c, xs] of by) console.log(c.padEnd(12), 'p50', pct(xs, 50), 'p95', pct(xs, 95), 'max', pct(xs, 100));
slow.sort((a, b) => b[0] - a[0]); for (const [ms, d] of slow.slice(0, Number(process.argv[3] ?? 8))) console.log(ms.toFixed(1), d.slice(0, 200));
await handle.close();
