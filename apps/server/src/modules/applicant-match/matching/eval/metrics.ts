// Agreement, confusion and ranking quality of the engine's levels against the judged levels.
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';

export const LEVELS = ['best', 'good', 'partial', 'not match'] as const;
type Judged = (typeof LEVELS)[number];

const RANK: Readonly<Record<Judged, number>> = { best: 3, good: 2, partial: 1, 'not match': 0 };

export function rankOf(level: MatchLevel): number {
  return level === 'pending' ? 0 : RANK[level];
}

export function agreement(pairs: readonly { expected: Judged; got: MatchLevel }[]) {
  let exact = 0;
  let withinOne = 0;
  for (const p of pairs) {
    const d = Math.abs(RANK[p.expected] - rankOf(p.got));
    if (d === 0) exact++;
    if (d <= 1) withinOne++;
  }
  return { exact: exact / pairs.length, withinOne: withinOne / pairs.length, n: pairs.length };
}

/** rows: expected level; columns: the engine's level. */
export function confusion(pairs: readonly { expected: Judged; got: MatchLevel }[]): number[][] {
  const table = LEVELS.map(() => LEVELS.map(() => 0));
  for (const p of pairs) {
    const row = table[LEVELS.indexOf(p.expected)];
    const col = LEVELS.indexOf(p.got === 'pending' ? 'not match' : p.got);
    if (row) row[col] = (row[col] ?? 0) + 1;
  }
  return table;
}

/**
 * NDCG@k of one job: the résumés ranked by the engine's score, gains from the judged levels
 * (best 3, good 2, partial 1, not match 0; gain 2^g - 1). Ties keep the judged set's order.
 */
export function ndcgAt(k: number, ranked: readonly { expected: Judged; score: number }[]): number {
  const gain = (l: Judged) => 2 ** RANK[l] - 1;
  const dcg = (list: readonly Judged[]) =>
    list.slice(0, k).reduce((sum, l, i) => sum + gain(l) / Math.log2(i + 2), 0);
  const byEngine = [...ranked].sort((a, b) => b.score - a.score).map((r) => r.expected);
  const ideal = [...ranked].map((r) => r.expected).sort((a, b) => RANK[b] - RANK[a]);
  const best = dcg(ideal);
  return best === 0 ? 1 : dcg(byEngine) / best;
}
