// The pieces the quick checks share: the SKIP checks (one frozen object per category, the same
// for every applicant), the evidence limit and the rounding of scores.
import type { Evidence, QuickCheck } from '@talentbase/shared/contracts/applicant-match';
import type { QuickCheckCategory } from '@talentbase/shared/domain/applicant-match';

export const NONE: readonly string[] = [];
export const NO_EVIDENCE: Evidence[] = [];
export const MAX_EVIDENCE = 6;

// A SKIP is the same for every applicant: one frozen check per category, shared.
export const EMPTY = Object.freeze([]) as unknown as never[];
const SKIP_TITLES: Readonly<Record<QuickCheckCategory, string>> = {
  EXPERIENCE: 'Experience',
  LANGUAGE: 'Languages',
  CERTIFICATIONS: 'Certifications and licences',
  INDUSTRY: 'Industry',
  LOCATION: 'Location',
  EDUCATION: 'Education',
  WORK_AUTHORIZATION: 'Work authorization',
  SKILLS: 'Skills',
};
const SKIPS = new Map<QuickCheckCategory, QuickCheck>(
  (Object.keys(SKIP_TITLES) as QuickCheckCategory[]).map((category) => [
    category,
    Object.freeze({
      quickCheckType: 'SKIP' as const,
      category,
      title: SKIP_TITLES[category],
      matched: EMPTY,
      missing: EMPTY,
      bonusPoints: EMPTY,
      inferred: false,
      evidence: EMPTY,
    }),
  ]),
);

export function skip(category: QuickCheckCategory): QuickCheck {
  return SKIPS.get(category) as QuickCheck;
}

export function pushEvidence(into: Evidence[], from: readonly Evidence[]): void {
  for (const e of from) {
    if (into.length >= MAX_EVIDENCE) return;
    // The same words can support two items (a title naming two skills): quote them once.
    let seen = false;
    for (const held of into) if (held.start === e.start && held.end === e.end) seen = true;
    if (!seen) into.push(e);
  }
}

export const round = (n: number) => Math.round(n * 100) / 100;
