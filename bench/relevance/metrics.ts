/**
 * The measures of the relevance run, as plain functions over grades and hits:
 * precision@k (grade >= 2 counts), NDCG@k with gain 2^grade - 1 against the ideal ordering of the
 * whole data set, unexplained hits, and what paging through a whole result shows (repeated ids,
 * distinct ids against the reported total).
 */
import type { SearchHit } from '@talentbase/shared';
import type { Grade } from './rubric';

export const K = 10;
export const RELEVANT = 2;
/**
 * How far an estimated total may be from the ids paging actually reaches when the response states
 * no error of its own (`totalMargin`, the relative error at 95% confidence, is new in the search
 * contract): a recruiter reads "about 1,200" as right when it is within a tenth.
 */
export const ESTIMATE_TOLERANCE = 0.1;

const gain = (g: number) => 2 ** g - 1;

export function dcg(grades: readonly number[], k = K): number {
  let sum = 0;
  for (let i = 0; i < Math.min(k, grades.length); i++) sum += gain(grades[i] ?? 0) / Math.log2(i + 2);
  return sum;
}

/** The k best grades of the whole data set, highest first: what a perfect engine would show. */
export function idealGrades(counts: Readonly<Record<Grade, number>>, k = K): Grade[] {
  const out: Grade[] = [];
  for (const g of [3, 2, 1] as const) for (let i = 0; i < counts[g] && out.length < k; i++) out.push(g);
  return out;
}

/** NDCG@k of the shown grades against the ideal; null when nothing in the data set is relevant at all. */
export function ndcg(shown: readonly number[], ideal: readonly number[], k = K): number | null {
  const best = dcg(ideal, k);
  return best === 0 ? null : dcg(shown, k) / best;
}

/** Relevant hits (grade >= 2) in the first k, over k: a short page counts its missing places as misses. */
export function precision(shown: readonly number[], k = K): number {
  return shown.slice(0, k).filter((g) => g >= RELEVANT).length / k;
}

/** The best precision@k the data set allows (fewer than k relevant profiles caps it). */
export function idealPrecision(counts: Readonly<Record<Grade, number>>, k = K): number {
  return Math.min(k, counts[3] + counts[2]) / k;
}

/**
 * A hit the recruiter cannot tell why they see: with keywords, no term matched and nothing is
 * highlighted; or no reason at all beyond "Active recently".
 */
export function isUnexplained(hit: Pick<SearchHit, 'match'>, hasKeywords: boolean): boolean {
  const m = hit.match;
  if (hasKeywords && m.keywordTerms.length === 0 && m.highlights.length === 0) return true;
  return m.reasons.length === 0 || m.reasons.every((r) => r === 'Active recently');
}

export type PageSeen = {
  ids: readonly number[];
  total: number;
  totalIsEstimate: boolean;
  /** The stated relative error of an estimated total, when the response gives one. */
  margin: number | null;
};

export type PagingReport = {
  pages: number;
  rows: number;
  distinct: number;
  /** Ids that came back on more than one row. */
  repeatedIds: number;
  /** Rows beyond the first for those ids. */
  extraRows: number;
  total: number;
  totalIsEstimate: boolean;
  /** The total differed between pages of the same search. */
  totalChanged: boolean;
  /** Paging stopped at the result window before the end of the result. */
  truncated: boolean;
  /** distinct / min(total, window); 1 is exact. */
  ratio: number | null;
  /** The error an estimate is allowed: its stated margin, else ESTIMATE_TOLERANCE. */
  allowed: number | null;
  /** Exact totals must equal the distinct ids; estimates must be within the allowed error. */
  totalOk: boolean;
};

export function pagingReport(pages: readonly PageSeen[], window: number, truncated: boolean): PagingReport {
  const counts = new Map<number, number>();
  for (const p of pages) for (const id of p.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const rows = pages.reduce((s, p) => s + p.ids.length, 0);
  let repeatedIds = 0;
  let extraRows = 0;
  for (const n of counts.values())
    if (n > 1) {
      repeatedIds++;
      extraRows += n - 1;
    }
  const first = pages[0];
  const total = first?.total ?? 0;
  const totalIsEstimate = first?.totalIsEstimate ?? false;
  const reachable = Math.min(total, window);
  const distinct = counts.size;
  const ratio = reachable === 0 ? (distinct === 0 ? 1 : null) : distinct / reachable;
  const allowed = totalIsEstimate ? (first?.margin ?? ESTIMATE_TOLERANCE) : null;
  const totalOk =
    allowed !== null ? ratio !== null && Math.abs(ratio - 1) <= allowed : distinct === reachable;
  return {
    pages: pages.length,
    rows,
    distinct,
    repeatedIds,
    extraRows,
    total,
    totalIsEstimate,
    totalChanged: pages.some((p) => p.total !== total || p.totalIsEstimate !== totalIsEstimate),
    truncated,
    ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
    allowed,
    totalOk,
  };
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((s, v) => s + v, 0) / values.length;

export const round3 = (n: number) => Math.round(n * 1000) / 1000;
