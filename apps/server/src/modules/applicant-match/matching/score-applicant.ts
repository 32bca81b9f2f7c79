/**
 * The scoring detail of spec section 3 for one applicant against one job (match summary, quick
 * checks with their evidence, other insights, lackResume, score), from precomputed features.
 * Its numbers are the ranking pass's (rank-applicant.ts, from the same measures); this adds
 * the explanation, which costs several times the ranking: build it for the applicants whose
 * detail is saved or opened, and rank with rankApplicant / rankMany.
 */
import type { QuickCheck, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import type { ApplicantFeatures } from './features';
import { measureAll } from './measures';
import type { PersonaFeatures } from './persona-features';
import {
  certificationsCheck,
  educationCheck,
  experienceCheck,
  industryCheck,
  languagesCheck,
  locationCheck,
  workAuthorizationCheck,
} from './quick-checks';
import { inSlices, type Ranking, rankMeasures, type SliceOptions } from './rank-applicant';
import { freeRequirementInsights, skillsCheck } from './skill-checks';

export { WEIGHTS } from './rank-applicant';

// A batch of 50,000 details may be kept until it is saved, and every object a detail holds
// costs garbage-collection time: empty lists become one shared frozen array (a stray push then
// fails loudly instead of changing every detail). SKIP checks are already shared.
const EMPTY = Object.freeze([]) as unknown as never[];

function compact(check: QuickCheck): QuickCheck {
  if (check.quickCheckType === 'SKIP') return check;
  if (check.matched.length === 0) check.matched = EMPTY;
  if (check.missing.length === 0) check.missing = EMPTY;
  if (check.bonusPoints.length === 0) check.bonusPoints = EMPTY;
  if (check.evidence.length === 0) check.evidence = EMPTY;
  return check;
}

/** The detail with the ranking it explains (the scoring job saves both). */
export function scoreWithRanking(
  p: PersonaFeatures,
  a: ApplicantFeatures,
): { ranking: Ranking; detail: ScoringDetail } {
  const m = measureAll(p, a.ranking);
  const ranking = rankMeasures(p, a.ranking, m);
  const skills = skillsCheck(p, a, m.skills);
  const insights = skills.insights;
  for (const i of freeRequirementInsights(p, a)) insights.push(i);
  return {
    ranking,
    detail: {
      matchSummary: {
        matchType: ranking.level,
        matchScore: ranking.matchScore,
        experienceScore: ranking.experienceScore,
        educationScore: ranking.educationScore,
        locationScore: ranking.locationScore,
        skillScore: ranking.skillScore,
      },
      quickCheck: [
        compact(experienceCheck(p, a, m.experience)),
        compact(skills.check),
        compact(educationCheck(p, a, m.education)),
        compact(certificationsCheck(p, a, m.certifications)),
        compact(languagesCheck(p, a, m.languages)),
        compact(locationCheck(p, a, m.location)),
        compact(workAuthorizationCheck(p, a, m.auth)),
        compact(industryCheck(p, a, m.industry)),
      ],
      otherInsights: insights,
      lackResume: a.lackResume,
      score: ranking.score,
    },
  };
}

export function scoreApplicant(p: PersonaFeatures, a: ApplicantFeatures): ScoringDetail {
  return scoreWithRanking(p, a).detail;
}

export type ScoreManyOptions = SliceOptions & {
  /**
   * Receives each detail as it is made (to be saved in batches); the details are then not kept,
   * so a run of 50,000 holds none of them and the result is empty.
   */
  onScored?: (detail: ScoringDetail, index: number) => void;
};

/** Scores a batch (full details) without holding the event loop; see inSlices. */
export async function scoreMany(
  p: PersonaFeatures,
  applicants: readonly ApplicantFeatures[],
  options: ScoreManyOptions = {},
): Promise<ScoringDetail[]> {
  const onScored = options.onScored;
  const out: ScoringDetail[] = onScored ? [] : new Array(applicants.length);
  await inSlices(
    applicants.length,
    (i) => {
      const detail = scoreApplicant(p, applicants[i] as ApplicantFeatures);
      if (onScored) onScored(detail, i);
      else out[i] = detail;
    },
    options,
  );
  return out;
}
