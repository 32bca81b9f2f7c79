/**
 * From a match score (0 to 5) and the must-have misses to a match level, and from both to the
 * applicant score in [0, 1). The thresholds and caps are documented in docs/MATCHING.md and
 * were set on the judged set in eval/ (npm run eval:match).
 *
 * The score orders applicants across and within levels: each level owns a quarter of [0, 1)
 * (best from 0.75, good from 0.5, partial from 0.25), and the match score places the applicant
 * inside it. A capped applicant keeps their match score but not the level it would give.
 */
import { MATCH_LEVEL, type MatchLevel } from '@talentbase/shared/domain/applicant-match';

export const LEVEL_THRESHOLDS = { best: 3.8, good: 2.9, partial: 1.9 } as const;

export type LevelGates = {
  /** Must-have skills missed, out of how many the job names. */
  mustSkillMisses: number;
  mustSkillCount: number;
  /** How many of: a required certification or licence, the required degree, work authorisation. */
  hardMisses: number;
  /** The applicant cannot be hired for this job (needs sponsorship the job cannot give). */
  blocked: boolean;
  /** The applicant's known career is entirely outside the job's family and related ones. */
  otherDomain: boolean;
  /** The job has no description: the title alone cannot justify a best match. */
  lackJD: boolean;
};

const ORDER: readonly MatchLevel[] = [
  MATCH_LEVEL.NOT_MATCH,
  MATCH_LEVEL.PARTIAL,
  MATCH_LEVEL.GOOD,
  MATCH_LEVEL.BEST,
];

function cap(level: MatchLevel, ceiling: MatchLevel): MatchLevel {
  return ORDER.indexOf(level) > ORDER.indexOf(ceiling) ? ceiling : level;
}

export function matchLevel(matchScore: number, g: LevelGates): MatchLevel {
  let level: MatchLevel =
    matchScore >= LEVEL_THRESHOLDS.best
      ? MATCH_LEVEL.BEST
      : matchScore >= LEVEL_THRESHOLDS.good
        ? MATCH_LEVEL.GOOD
        : matchScore >= LEVEL_THRESHOLDS.partial
          ? MATCH_LEVEL.PARTIAL
          : MATCH_LEVEL.NOT_MATCH;
  if (g.mustSkillMisses >= 1) level = cap(level, MATCH_LEVEL.GOOD);
  if (g.mustSkillMisses >= 2 || g.hardMisses >= 1 || g.otherDomain) level = cap(level, MATCH_LEVEL.PARTIAL);
  if (g.hardMisses >= 2 || g.blocked) level = MATCH_LEVEL.NOT_MATCH;
  if (g.mustSkillCount >= 2 && g.mustSkillMisses * 2 > g.mustSkillCount) level = MATCH_LEVEL.NOT_MATCH;
  if (g.otherDomain && g.mustSkillCount > 0 && g.mustSkillMisses * 2 >= g.mustSkillCount)
    level = MATCH_LEVEL.NOT_MATCH;
  if (g.lackJD) level = cap(level, MATCH_LEVEL.GOOD);
  return level;
}

const BAND: Readonly<Record<MatchLevel, number>> = {
  best: 0.75,
  good: 0.5,
  partial: 0.25,
  'not match': 0,
  pending: 0,
};

/** The applicant score: the level's band plus the match score's place within it; always < 1. */
export function applicantScore(level: MatchLevel, matchScore: number): number {
  const within = Math.min(Math.max(matchScore, 0), 5) / 5;
  const score = BAND[level] + within * 0.2499;
  return Math.round(score * 10_000) / 10_000;
}
