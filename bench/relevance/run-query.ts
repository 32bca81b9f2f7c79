/**
 * One query of the relevance set through the HTTP API: the first page as the recruiter sees it
 * (10 hits with facets), graded by the rubric, then the whole result paged 50 at a time to find
 * repeated ids and compare the ids reached with the reported total.
 */
import { PAGINATION } from '@talentbase/shared/domain/limits';
import type { SearchClient } from './http-client';
import type { QueryJudgement } from './judge';
import {
  idealGrades,
  idealPrecision,
  isUnexplained,
  K,
  ndcg,
  type PageSeen,
  type PagingReport,
  pagingReport,
  precision,
} from './metrics';
import { type Grade, gradeOf, type ProfileView, type RelevanceQuery } from './rubric';

const PAGE = 50;

export type HitRow = {
  rank: number;
  profileId: number;
  externalId: string;
  title: string | null;
  grade: Grade;
  unexplained: boolean;
  reasons: string[];
};

export type QueryRow = {
  id: string;
  family: string;
  features: readonly string[];
  intent: string;
  filters: RelevanceQuery['filters'];
  total: number;
  totalIsEstimate: boolean;
  zeroResults: boolean;
  p10: number;
  ndcg10: number | null;
  idealP10: number;
  counts: Record<Grade, number>;
  top10: HitRow[];
  unexplained: number;
  /** The first 10 of a 50-hit page are the 10 of a 10-hit page. */
  pageSizeConsistent: boolean;
  paging: PagingReport;
  ms: { firstPage: number; paging: number };
  /** How the engine read the keywords, and what it warned about: for reading a poor result. */
  parsed: { normalized: string | null; warnings: string[] };
  /** The API refused or failed the search (status and message). */
  error?: string;
};

export async function runQuery(
  client: SearchClient,
  query: RelevanceQuery,
  judgement: QueryJudgement,
  views: ReadonlyMap<number, ProfileView>,
): Promise<QueryRow> {
  const hasKeywords = Boolean(query.filters.keywords?.trim());
  const t0 = performance.now();
  const first = await client.search(query.filters, 0, K, true);
  const firstMs = performance.now() - t0;
  const top10: HitRow[] = first.hits.map((hit, i) => {
    const view = views.get(hit.profileId);
    return {
      rank: i + 1,
      profileId: hit.profileId,
      externalId: view?.externalId ?? `id:${hit.profileId}`,
      title: hit.currentTitle,
      // A hit the demo user should not see at all (another team's) is not relevant.
      grade: view ? gradeOf(query, view) : 0,
      unexplained: isUnexplained(hit, hasKeywords),
      reasons: hit.match.reasons,
    };
  });
  const shown = top10.map((h) => h.grade);

  const t1 = performance.now();
  const pages: PageSeen[] = [];
  let truncated = false;
  for (let start = 0; ; start += PAGE) {
    if (start + PAGE > PAGINATION.MAX_RESULT_WINDOW) {
      truncated = true;
      break;
    }
    const page = await client.search(query.filters, start, PAGE, false);
    pages.push({
      ids: page.hits.map((h) => h.profileId),
      total: page.total,
      totalIsEstimate: page.totalIsEstimate,
      margin: page.totalMargin,
    });
    if (page.hits.length < PAGE) break;
  }
  const pagingMs = performance.now() - t1;
  const firstOfFifty = pages[0]?.ids.slice(0, K) ?? [];

  return {
    id: query.id,
    family: query.family,
    features: query.features,
    intent: query.intent,
    filters: query.filters,
    total: first.total,
    totalIsEstimate: first.totalIsEstimate,
    zeroResults: first.total === 0 && first.hits.length === 0,
    p10: precision(shown),
    ndcg10: ndcg(shown, idealGrades(judgement.counts)),
    idealP10: idealPrecision(judgement.counts),
    counts: judgement.counts,
    top10,
    unexplained: top10.filter((h) => h.unexplained).length,
    pageSizeConsistent:
      firstOfFifty.length === top10.length && firstOfFifty.every((id, i) => id === top10[i]?.profileId),
    paging: pagingReport(pages, PAGINATION.MAX_RESULT_WINDOW, truncated),
    ms: { firstPage: Math.round(firstMs), paging: Math.round(pagingMs) },
    parsed: {
      normalized: first.query?.normalized ?? null,
      warnings: [...(first.query?.warnings.map((w) => w.message) ?? []), ...first.warnings],
    },
  };
}

/** The row of a search the API refused or failed: the recruiter saw nothing. */
export function failedRow(query: RelevanceQuery, judgement: QueryJudgement, error: string): QueryRow {
  return {
    id: query.id,
    family: query.family,
    features: query.features,
    intent: query.intent,
    filters: query.filters,
    total: 0,
    totalIsEstimate: false,
    zeroResults: true,
    p10: 0,
    ndcg10: ndcg([], idealGrades(judgement.counts)),
    idealP10: idealPrecision(judgement.counts),
    counts: judgement.counts,
    top10: [],
    unexplained: 0,
    pageSizeConsistent: true,
    paging: pagingReport([], PAGINATION.MAX_RESULT_WINDOW, false),
    ms: { firstPage: 0, paging: 0 },
    parsed: { normalized: null, warnings: [] },
    error: error.slice(0, 300),
  };
}
