/**
 * The exact number of profiles a search matches, counted whole in SQL through the same compiled
 * filters as the search itself: what an estimated total is checked against.
 */
import type { SearchFilters } from '@talentbase/shared';
import { compileFilters } from '../../apps/server/src/modules/search/filter-compiler';
import type { SearchContext } from '../../apps/server/src/modules/search/search-context';
import { keywordWords, planSearch } from '../../apps/server/src/modules/search/search-plan';
import { paramsOf, whereOf } from '../../apps/server/src/modules/search/search-query';
import { SqlParams } from '../../apps/server/src/modules/search/sql-params';

export async function exactCount(
  ctx: SearchContext,
  teamId: string,
  filters: SearchFilters,
): Promise<number> {
  const params = new SqlParams();
  const compiled = await compileFilters(filters, params, {
    teamId,
    dict: await ctx.dictionary(),
    geo: ctx.geo,
    lookupLexemes: ctx.lookupLexemes,
    wordCounts: ctx.wordCounts,
    diversityExtended: true,
  });
  if (compiled.matchesNothing) return 0;
  const ndoc = await ctx.documentCounts(keywordWords(compiled.keywordAst));
  const q = { compiled, plan: planSearch(compiled, await ctx.termStats(), ndoc), base: params };
  const p = paramsOf(params);
  const { rows } = await ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from talent_search s where ${whereOf(q, p)}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
}
