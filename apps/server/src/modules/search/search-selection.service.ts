/**
 * "Select all N results": a search resolved to the ids of its first matches, in the order the
 * pages show them, up to the spec's 10,000 (the same window paging stops at). The bulk add to a
 * project and the web app's tag, share and export of a whole result use it.
 */

import type { searchSelectionSchema } from '@talentbase/shared';
import { SELECTION_MAX, type SearchSelection, type Subject } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TeamScope } from '../../lib/team-scope';
import { compileUserFilters } from './compile-user-filters';
import { findPage, matchesToRead } from './search.repository';
import type { SearchContext } from './search-context';
import { getHistoryEntry } from './search-history.service';
import { keywordWords, planSearch } from './search-plan';
import type { SearchQuery } from './search-query';

export type SelectionInput = z.output<typeof searchSelectionSchema>;
export type { SearchSelection };

export type ResolvedSelection = { ids: number[]; capped: boolean };

export async function resolveSelection(
  ctx: SearchContext,
  scope: TeamScope,
  subject: Subject,
  input: SelectionInput,
): Promise<ResolvedSelection> {
  // Another user's history id is "not found", as on the search itself.
  const history = input.historyId ? await getHistoryEntry(ctx.db, scope, input.historyId) : null;
  const { compiled, params } = await compileUserFilters(ctx, scope, subject, input.filters, history?.notAFit);
  if (compiled.matchesNothing) return { ids: [], capped: false };
  const stats = await ctx.termStats();
  const ndoc = await ctx.documentCounts(keywordWords(compiled.keywordAst));
  // One more than the window says whether the search goes on past it.
  const page = { sort: input.sort, start: 0, limit: SELECTION_MAX + 1, facets: false };
  const candidates = matchesToRead(page, Boolean(compiled.tsquery && compiled.rank.hasKeywords));
  let q: SearchQuery = { compiled, plan: planSearch(compiled, stats, ndoc, { candidates }), base: params };
  let found = await findPage(ctx.pool, q, page);
  if (found.tooFew) {
    q = { compiled, plan: planSearch(compiled, stats, ndoc, { forceIndex: true }), base: params };
    found = await findPage(ctx.pool, q, page);
  }
  const excluded = new Set(input.excludeIds ?? []);
  const ids = found.rows
    .slice(0, SELECTION_MAX)
    .map((r) => Number(r.profile_id))
    .filter((id) => !excluded.has(id));
  return { ids, capped: found.rows.length > SELECTION_MAX };
}

/** Which of these profiles are already the team's candidates (tags, shares and exports need that). */
export async function teamCandidatesAmong(
  ctx: SearchContext,
  teamId: string,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await ctx.db.execute<{ id: string }>(sql`
    select profile_id::text as id from team_candidates
     where team_id = ${teamId} and merged_into is null and profile_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  const inTeam = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => inTeam.has(id));
}
