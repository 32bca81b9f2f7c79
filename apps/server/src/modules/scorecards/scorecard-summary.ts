/**
 * A candidate's scorecards summed up: how many, the recommendations tallied, and each rating
 * question's average per form (a question's id is stable across form edits, so the same question
 * of the same form is averaged across scorecards however the form changed since).
 */
import type { Scorecard, ScorecardSummary } from '@talentbase/shared';
import {
  SCORECARD_RECOMMENDATIONS,
  type ScorecardRecommendation,
} from '@talentbase/shared/domain/form-answers';

export function summarise(cards: readonly Scorecard[]): ScorecardSummary {
  const recommendations = Object.fromEntries(SCORECARD_RECOMMENDATIONS.map((r) => [r, 0])) as Record<
    ScorecardRecommendation,
    number
  >;
  const ratings = new Map<string, ScorecardSummary['ratings'][number] & { sum: number }>();
  for (const card of cards) {
    recommendations[card.recommendation]++;
    for (const q of card.questions) {
      const value = card.answers[q.id];
      if (q.type !== 'rating' || typeof value !== 'number') continue;
      // The same question of the same form across scorecards: its id is stable across edits.
      const key = `${card.formId ?? card.formName}:${q.id}`;
      const entry = ratings.get(key) ?? {
        formName: card.formName,
        questionId: q.id,
        label: q.label,
        average: 0,
        count: 0,
        sum: 0,
      };
      entry.sum += value;
      entry.count++;
      ratings.set(key, entry);
    }
  }
  return {
    count: cards.length,
    recommendations,
    ratings: [...ratings.values()].map(({ sum, ...r }) => ({
      ...r,
      average: Math.round((sum / r.count) * 100) / 100,
    })),
  };
}
