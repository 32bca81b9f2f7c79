/**
 * The ranking pass: an applicant's match level, match score, dimension scores and applicant
 * score against a job, without the explanation. This is everything the applicant list sorts
 * and filters on, at a few lookups per applicant and no strings or lists; the scoring detail
 * (score-applicant.ts) is built from the same measures only when it is saved or opened.
 *
 * The match score is a weighted mean of the dimensions the job asks about (a dimension the job
 * does not ask about shows 5 and SKIP, and carries no weight). Levels and caps: match-level.ts.
 *
 * Two edge cases, decided in docs/MATCHING.md:
 * - no résumé (lackResume): scored like any other, nothing supports it, so 'not match' with
 *   score 0 and lackResume true; 'pending' stays reserved for applicants not scored yet.
 * - a job with nothing to compare (no description and a title the taxonomy does not know):
 *   every check is SKIP and the applicant stays 'pending' until the job has a description.
 */
import { MATCH_LEVEL, type MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { applicantScore, matchLevel } from './match-level';
import { type Measures, measureAll } from './measures';
import type { PersonaFeatures } from './persona-features';
import type { RankingFeatures } from './ranking-features';

/** Weights of the dimensions in the match score (normalised over those the job asks about). */
export const WEIGHTS = {
  skills: 0.4,
  experience: 0.25,
  education: 0.1,
  location: 0.1,
  certifications: 0.1,
  languages: 0.03,
  industry: 0.02,
  free: 0.05,
} as const;

/** The numbers of a scoring detail: its match summary's, and the applicant score. */
export type Ranking = {
  level: MatchLevel;
  matchScore: number;
  experienceScore: number;
  educationScore: number;
  locationScore: number;
  skillScore: number;
  score: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

/** The dimensions that count towards the match score when the job asks for them. */
const WEIGHED_DIMENSIONS = [
  'skills',
  'experience',
  'education',
  'location',
  'certifications',
  'languages',
  'industry',
] as const;

export function rankMeasures(p: PersonaFeatures, a: RankingFeatures, m: Measures): Ranking {
  const { skills, experience, education, location, certifications, auth } = m;
  let sum = 0;
  let total = 0;
  for (const key of WEIGHED_DIMENSIONS) {
    const dimension = m[key];
    if (dimension.asked) {
      sum += dimension.score * WEIGHTS[key];
      total += WEIGHTS[key];
    }
  }
  if (p.free.length > 0) {
    sum += m.free * WEIGHTS.free;
    total += WEIGHTS.free;
  }

  const nothingToCompare = total === 0 || (!skills.asked && !experience.asked && p.lackJD);
  const matchScore = nothingToCompare || a.lackResume ? 0 : round(sum / total);
  const level = nothingToCompare
    ? MATCH_LEVEL.PENDING
    : a.lackResume
      ? MATCH_LEVEL.NOT_MATCH
      : matchLevel(matchScore, {
          mustSkillMisses: skills.mustMisses,
          mustSkillCount: p.mustCount,
          hardMisses: Number(education.hardMiss) + Number(certifications.hardMiss) + Number(auth.hardMiss),
          blocked: auth.blocked,
          otherDomain: experience.otherDomain,
          lackJD: p.lackJD,
        });
  return {
    level,
    matchScore,
    experienceScore: a.lackResume ? 0 : experience.score,
    educationScore: a.lackResume ? 0 : education.score,
    locationScore: a.lackResume ? 0 : location.score,
    skillScore: a.lackResume ? 0 : skills.score,
    score: level === MATCH_LEVEL.PENDING || a.lackResume ? 0 : applicantScore(level, matchScore),
  };
}

/** Level, match score and applicant score: what the applicant list needs, nothing more. */
export function rankApplicant(p: PersonaFeatures, a: RankingFeatures): Ranking {
  return rankMeasures(p, a, measureAll(p, a));
}

export type SliceOptions = {
  /** Longest stretch of work before yielding to the event loop, in ms (default 8). */
  sliceMs?: number;
  /**
   * How many items between two looks at the clock, a power of two (default 64: a clock read
   * costs more than a ranking). Lower it for items that take tens of microseconds each.
   */
  checkEvery?: number;
  onProgress?: (done: number, total: number) => void;
};

export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `each` over a batch without holding the event loop: it yields whenever a slice of
 * `sliceMs` has passed, checking the clock every `checkEvery` items (64 details take well under
 * a millisecond).
 */
export async function inSlices(
  count: number,
  each: (index: number) => void,
  options: SliceOptions = {},
): Promise<void> {
  const sliceMs = options.sliceMs ?? 8;
  const mask = (options.checkEvery ?? 64) - 1;
  let sliceStart = performance.now();
  for (let i = 0; i < count; i++) {
    each(i);
    if ((i & mask) === mask && performance.now() - sliceStart >= sliceMs) {
      options.onProgress?.(i + 1, count);
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  options.onProgress?.(count, count);
}

/** Ranks a batch (the list's order and levels), yielding to the event loop as it goes. */
export async function rankMany(
  p: PersonaFeatures,
  applicants: readonly RankingFeatures[],
  options: SliceOptions = {},
): Promise<Ranking[]> {
  const out: Ranking[] = new Array(applicants.length);
  await inSlices(
    applicants.length,
    (i) => {
      out[i] = rankApplicant(p, applicants[i] as RankingFeatures);
    },
    options,
  );
  return out;
}
