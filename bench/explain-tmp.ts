import type { Subject } from '@talentbase/shared';
import { connect } from '../apps/server/src/db/client';
import { SearchContext } from '../apps/server/src/modules/search/search-context';
import { searchCandidates } from '../apps/server/src/modules/search/search.service';
const handle = connect(process.argv[2]!, { max: 6 });
const { pool, db } = handle;
const log: { text: string; values: unknown[]; ms: number }[] = [];
const original = pool.query.bind(pool);
// biome-ignore lint/suspicious/noExplicitAny: tool
(pool as any).query = async (text: any, values?: any) => { const t0 = performance.now(); const r = await original(text, values); if (typeof text === 'string') log.push({ text, values: values ?? [], ms: performance.now() - t0 }); return r; };
const user = (await original(`select u.id as user_id, m.team_id, t.org_id from users u join team_members m on m.user_id = u.id join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`)).rows[0];
const scope = { teamId: user.team_id, orgId: user.org_id, userId: user.user_id };
const subject: Subject = { plan: 'pro', planSubtype: 'mid-market', roles: ['enterprise_member'], solutions: ['sourcing'], permissions: [], features: [], isTeamAdmin: true };
const ctx = new SearchContext(db);
const run = () => searchCandidates(ctx, scope, subject, { filters: JSON.parse(process.argv[3]!), sort: 'relevance', start: 0, limit: 25, facets: process.argv[4] === 'facets', record: false, historyType: 0 });
await run(); log.length = 0; const t0 = performance.now(); const r = await run(); console.log('total ms', (performance.now() - t0).toFixed(1), 'total', r.total, r.totalIsEstimate);
for (const s of log) {
  console.log(`-- ${s.ms.toFixed(1)} ms: ${s.text.replace(/\s+/g, ' ').slice(0, 300)}`);
  if (s.ms > 3 && /^\s*(select|with)/i.test(s.text)) { const plan = await original(`explain (analyze, buffers) ${s.text}`, s.values); console.log(plan.rows.map((x: { 'QUERY PLAN': string }) => `   ${x['QUERY PLAN']}`).filter((l: string) => !/Sort Key|Buffers: shared hit=\d+$/.test(l)).join('\n').slice(0, 6000)); }
}
await handle.close();
