/**
 * The filters compiled as one user searches them: within their team's rows, with the diversity
 * filters their plan includes, and without the profiles they marked not a fit. The search page and
 * "select all results" compile through here so that a selection is exactly what the pages show.
 */
import { can, type SearchFilters, type Subject } from '@talentbase/shared';
import type { TeamScope } from '../../lib/team-scope';
import { type CompiledSearch, compileFilters } from './filter-compiler';
import type { SearchContext } from './search-context';
import { SqlParams } from './sql-params';

export async function compileUserFilters(
  ctx: SearchContext,
  scope: TeamScope,
  subject: Subject,
  filters: SearchFilters,
  notAFit: readonly number[] = [],
): Promise<{ compiled: CompiledSearch; params: SqlParams }> {
  const params = new SqlParams();
  const compiled = await compileFilters(filters, params, {
    teamId: scope.teamId,
    dict: await ctx.dictionary(),
    geo: ctx.geo,
    lookupLexemes: ctx.lookupLexemes,
    wordCounts: ctx.wordCounts,
    diversityExtended: can(subject, 'diversityExtended'),
    notAFit,
    userId: scope.userId,
  });
  return { compiled, params };
}
