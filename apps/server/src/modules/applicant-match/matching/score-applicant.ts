/**
 * Scores one applicant against one job from precomputed features: the scoring detail of spec
 * section 3 (match summary, quick checks, other insights, lackResume, score). Deterministic and
 * local; lookups over integer ids and hashes only, a few microseconds per applicant.
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
import type { OtherInsight, QuickCheck, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { MATCH_LEVEL } from '@talentbase/shared/domain/applicant-match';
import type { ApplicantFeatures } from './features';
import { applicantScore, matchLevel } from './match-level';
import type { PersonaFeatures } from './persona-features';
import {
  checkCertifications,
  checkEducation,
  checkExperience,
  checkIndustry,
  checkLanguages,
  checkLocation,
  checkWorkAuthorization,
} from './quick-checks';
import { checkSkills, freeRequirementInsights } from './skill-checks';

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

const round = (n: number) => Math.round(n * 100) / 100;

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

type Acc = { sum: number; total: number };

function add(acc: Acc, asked: boolean, score: number, weight: number): void {
  if (!asked) return;
  acc.sum += score * weight;
  acc.total += weight;
}

export function scoreApplicant(p: PersonaFeatures, a: ApplicantFeatures): ScoringDetail {
  const skills = checkSkills(p, a);
  const coverage = p.mustCount > 0 ? skills.mustFound / p.mustCount : skills.asked ? skills.score / 5 : 0;
  const experience = checkExperience(p, a, coverage);
  const education = checkEducation(p, a);
  const location = checkLocation(p, a);
  const certifications = checkCertifications(p, a);
  const languages = checkLanguages(p, a);
  const industry = checkIndustry(p, a);
  const auth = checkWorkAuthorization(p, a);
  const free = freeRequirementInsights(p, a);

  const acc: Acc = { sum: 0, total: 0 };
  add(acc, skills.asked, skills.score, WEIGHTS.skills);
  add(acc, experience.asked, experience.score, WEIGHTS.experience);
  add(acc, education.asked, education.score, WEIGHTS.education);
  add(acc, location.asked, location.score, WEIGHTS.location);
  add(acc, certifications.asked, certifications.score, WEIGHTS.certifications);
  add(acc, languages.asked, languages.score, WEIGHTS.languages);
  add(acc, industry.asked, industry.score, WEIGHTS.industry);
  add(acc, p.free.length > 0, free.mean, WEIGHTS.free);

  const nothingToCompare = acc.total === 0 || (!skills.asked && !experience.asked && p.lackJD);
  const matchScore = nothingToCompare || a.lackResume ? 0 : round(acc.sum / acc.total);
  const level = nothingToCompare
    ? MATCH_LEVEL.PENDING
    : a.lackResume
      ? MATCH_LEVEL.NOT_MATCH
      : matchLevel(matchScore, {
          mustSkillMisses: skills.mustMisses,
          mustSkillCount: p.mustCount,
          hardMisses: Number(education.hardMiss) + Number(certifications.hardMiss) + Number(auth.hardMiss),
          blocked: auth.blocked === true,
          otherDomain: experience.otherDomain,
          lackJD: p.lackJD,
        });
  const insights: OtherInsight[] = skills.insights;
  for (const i of free.insights) insights.push(i);

  return {
    matchSummary: {
      matchType: level,
      matchScore,
      experienceScore: a.lackResume ? 0 : experience.score,
      educationScore: a.lackResume ? 0 : education.score,
      locationScore: a.lackResume ? 0 : location.score,
      skillScore: a.lackResume ? 0 : skills.score,
    },
    quickCheck: [
      compact(experience.check),
      compact(skills.check),
      compact(education.check),
      compact(certifications.check),
      compact(languages.check),
      compact(location.check),
      compact(auth.check),
      compact(industry.check),
    ],
    otherInsights: insights,
    lackResume: a.lackResume,
    score: level === MATCH_LEVEL.PENDING || a.lackResume ? 0 : applicantScore(level, matchScore),
  };
}

export type ScoreManyOptions = {
  /** Longest stretch of scoring before yielding to the event loop, in ms. */
  sliceMs?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Receives each detail as it is made (to be saved in batches); the details are then not kept,
   * so a run of 50,000 holds none of them and the result is empty.
   */
  onScored?: (detail: ScoringDetail, index: number) => void;
};

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Scores a batch without holding the event loop: it yields whenever a slice of `sliceMs`
 * (default 8 ms) has passed, checking the clock every 64 applicants.
 */
export async function scoreMany(
  p: PersonaFeatures,
  applicants: readonly ApplicantFeatures[],
  options: ScoreManyOptions = {},
): Promise<ScoringDetail[]> {
  const sliceMs = options.sliceMs ?? 8;
  const onScored = options.onScored;
  const out: ScoringDetail[] = onScored ? [] : new Array(applicants.length);
  let sliceStart = performance.now();
  for (let i = 0; i < applicants.length; i++) {
    const detail = scoreApplicant(p, applicants[i] as ApplicantFeatures);
    if (onScored) onScored(detail, i);
    else out[i] = detail;
    if ((i & 63) === 63 && performance.now() - sliceStart >= sliceMs) {
      options.onProgress?.(i + 1, applicants.length);
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  options.onProgress?.(applicants.length, applicants.length);
  return out;
}
