/**
 * Search history (spec section 3): every search the page runs is recorded per user, type 0
 * (all-in-one) or 2 (rediscovery). Running the same filters again updates the entry rather than
 * adding one. A named, saved entry is a saved search. `notAFit` lists profiles the recruiter
 * dismissed for that search; re-running from the entry leaves them out.
 */
import crypto from 'node:crypto';
import type { HistoryEntry, SearchFilters } from '@talentbase/shared';
import { ID_PREFIX } from '@talentbase/shared/domain/limits';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchHistory } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { inTeam, type TeamScope } from '../../lib/team-scope';
import type { CompiledSearch } from './filter-compiler';

type Row = typeof searchHistory.$inferSelect;

/** Filters without empty parts, keys sorted: equal searches hash equal however they were written. */
export function canonicalFilters(filters: SearchFilters): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key as keyof SearchFilters];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

export function filtersHash(filters: SearchFilters): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonicalFilters(filters)))
    .digest('hex')
    .slice(0, 40);
}

/** A short reading of a search for lists: "Software Engineer · Java, Kubernetes · Austin +30 mi". */
export function filtersSummary(
  filters: SearchFilters,
  compiled: Pick<CompiledSearch, 'normalizedKeywords' | 'places'>,
): string {
  const parts: string[] = [];
  if (filters.titles?.length) parts.push(filters.titles.join(', '));
  if (compiled.normalizedKeywords) parts.push(compiled.normalizedKeywords.slice(0, 80));
  if (filters.skills?.length) parts.push(filters.skills.join(', '));
  if (compiled.places.length) parts.push(compiled.places.join(', '));
  if (filters.companies?.length) parts.push(`at ${filters.companies.join(', ')}`);
  const rest = Object.keys(canonicalFilters(filters)).filter(
    (k) =>
      !['titles', 'keywords', 'skills', 'locations', 'companies', 'titleScope', 'companyScope'].includes(k),
  ).length;
  if (rest) parts.push(`${rest} more filter${rest === 1 ? '' : 's'}`);
  return parts.join(' · ').slice(0, 300) || 'All profiles';
}

export function historyIdOf(id: number): string {
  return `${ID_PREFIX.SEARCH_HISTORY}${id}`;
}

function parseHistoryId(id: string): number | null {
  const match = new RegExp(`^${ID_PREFIX.SEARCH_HISTORY}(\\d{1,15})$`).exec(id);
  return match ? Number(match[1]) : null;
}

function toEntry(row: Row): HistoryEntry {
  let filters: Partial<SearchFilters> = {};
  try {
    filters = JSON.parse(row.searchString) as Partial<SearchFilters>;
  } catch {
    // A row written by an older version: show it without filters rather than fail the list.
  }
  return {
    id: historyIdOf(row.id),
    userId: row.userId,
    teamId: row.teamId,
    createTime: row.createTime.toISOString(),
    lastRunAt: row.lastRunAt.toISOString(),
    searchString: row.searchString,
    filters,
    status: row.status,
    type: row.type,
    projectId: row.projectId,
    name: row.name,
    saved: row.saved,
    searchId: row.searchId,
    notAFit: row.notAFit,
    resultCount: row.resultCount,
    summary: row.summary ?? '',
  };
}

export async function recordSearch(
  db: Database,
  scope: TeamScope,
  run: {
    filters: SearchFilters;
    type: number;
    projectId: string | null;
    resultCount: number;
    searchId: string;
    summary: string;
  },
): Promise<string> {
  const canonical = canonicalFilters(run.filters);
  const [row] = await db
    .insert(searchHistory)
    .values({
      userId: scope.userId,
      teamId: scope.teamId,
      searchString: JSON.stringify(canonical),
      type: run.type,
      projectId: run.projectId,
      resultCount: run.resultCount,
      searchId: run.searchId,
      filtersHash: filtersHash(run.filters),
      summary: run.summary,
    })
    .onConflictDoUpdate({
      target: [searchHistory.userId, searchHistory.teamId, searchHistory.type, searchHistory.filtersHash],
      set: {
        status: 1,
        resultCount: run.resultCount,
        searchId: run.searchId,
        lastRunAt: sql`now()`,
        projectId: run.projectId,
      },
    })
    .returning({ id: searchHistory.id });
  return historyIdOf(row?.id ?? 0);
}

async function findOwn(db: Database, scope: TeamScope, id: string): Promise<Row> {
  const numeric = parseHistoryId(id);
  if (numeric === null) throw notFound('Search');
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(
      inTeam(
        searchHistory.teamId,
        scope,
        eq(searchHistory.id, numeric),
        eq(searchHistory.userId, scope.userId),
        eq(searchHistory.status, 1),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Search');
  return row;
}

export async function getHistoryEntry(db: Database, scope: TeamScope, id: string): Promise<HistoryEntry> {
  return toEntry(await findOwn(db, scope, id));
}

/** The entry these filters were recorded in before, if any. */
export async function findHistoryByFilters(
  db: Database,
  scope: TeamScope,
  type: number,
  filters: SearchFilters,
): Promise<HistoryEntry | null> {
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(
      inTeam(
        searchHistory.teamId,
        scope,
        eq(searchHistory.userId, scope.userId),
        eq(searchHistory.type, type),
        eq(searchHistory.filtersHash, filtersHash(filters)),
      ),
    )
    .limit(1);
  return row ? toEntry(row) : null;
}

export async function listHistory(
  db: Database,
  scope: TeamScope,
  query: { projectId?: string; type?: number; savedOnly?: boolean; start: number; limit: number },
): Promise<{ data: HistoryEntry[]; total: number }> {
  const condition = inTeam(
    searchHistory.teamId,
    scope,
    eq(searchHistory.userId, scope.userId),
    eq(searchHistory.status, 1),
    query.projectId !== undefined ? eq(searchHistory.projectId, query.projectId) : undefined,
    query.type !== undefined ? eq(searchHistory.type, query.type) : undefined,
    query.savedOnly ? eq(searchHistory.saved, true) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(searchHistory)
      .where(condition)
      .orderBy(desc(searchHistory.lastRunAt), desc(searchHistory.id))
      .limit(query.limit)
      .offset(query.start),
    db.select({ n: count() }).from(searchHistory).where(condition),
  ]);
  return { data: rows.map(toEntry), total: totals[0]?.n ?? 0 };
}

export async function updateHistoryEntry(
  db: Database,
  scope: TeamScope,
  id: string,
  patch: { name?: string | null; saved?: boolean },
): Promise<HistoryEntry> {
  const row = await findOwn(db, scope, id);
  const saved = patch.saved ?? (patch.name ? true : row.saved);
  const [updated] = await db
    .update(searchHistory)
    .set({ name: patch.name === undefined ? row.name : patch.name, saved })
    .where(and(eq(searchHistory.id, row.id), eq(searchHistory.teamId, scope.teamId)))
    .returning();
  return toEntry(updated ?? row);
}

export async function deleteHistoryEntry(db: Database, scope: TeamScope, id: string): Promise<void> {
  const row = await findOwn(db, scope, id);
  await db.update(searchHistory).set({ status: 0 }).where(eq(searchHistory.id, row.id));
}

export async function setNotAFit(
  db: Database,
  scope: TeamScope,
  id: string,
  profileId: number,
  notAFit: boolean,
): Promise<HistoryEntry> {
  const row = await findOwn(db, scope, id);
  const list = new Set(row.notAFit);
  if (notAFit) list.add(profileId);
  else list.delete(profileId);
  const [updated] = await db
    .update(searchHistory)
    .set({ notAFit: [...list] })
    .where(eq(searchHistory.id, row.id))
    .returning();
  return toEntry(updated ?? row);
}
