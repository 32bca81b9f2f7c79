/**
 * The skills check and the insights a recruiter reads: each persona skill with the credit
 * measures.ts gives it, why (stated, a synonym, implied by a title, the years), and the résumé
 * words that show it; free requirements with the words of theirs the résumé contains.
 */
import type { Evidence, OtherInsight, QuickCheck } from '@talentbase/shared/contracts/applicant-match';
import { NO_EVIDENCE, pushEvidence, round, skip } from './check-result';
import type { ApplicantFeatures } from './features';
import { requirementScore, type SkillsMeasure, skillCredit } from './measures';
import type { PersonaFeatures } from './persona-features';
import { findWord, wordEvidence } from './word-set';

const STATED = 'Stated in the résumé';
const SYNONYM = 'Named by a synonym or abbreviation';

// Reasons repeat across thousands of applicants: each distinct wording is built once and kept
// (years in tenths, so a few hundred strings per title at most).
const reasons = new Map<string, Map<number, string>>();
function withYears(base: string, years: number | null, minYears: number | null, implied: boolean): string {
  const key = `${implied ? 'i' : 's'}${base}|${minYears ?? ''}`;
  let byYears = reasons.get(key);
  if (!byYears) {
    byYears = new Map();
    if (reasons.size > 50_000) reasons.clear();
    reasons.set(key, byYears);
  }
  const tenths = years === null ? -1 : Math.round(years * 10);
  let text = byYears.get(tenths);
  if (text === undefined) {
    text = implied ? `Implied by the title ${base}` : base;
    if (minYears !== null)
      text +=
        years === null
          ? `; ${minYears}+ years asked, years not stated`
          : tenths < minYears * 10
            ? `; ${tenths / 10} of ${minYears} years`
            : `; ${tenths / 10} years`;
    byYears.set(tenths, text);
  }
  return text;
}

export function skillsCheck(
  p: PersonaFeatures,
  a: ApplicantFeatures,
  m: SkillsMeasure,
): { check: QuickCheck; insights: OtherInsight[] } {
  if (!m.asked) return { check: skip('SKILLS'), insights: [] };
  const matched: string[] = [];
  const missing: string[] = [];
  const bonus: string[] = [];
  const evidence: Evidence[] = [];
  const insights: OtherInsight[] = [];
  let inferred = false;
  for (const s of p.skills) {
    const credit = skillCredit(s, a.ranking);
    if (credit === 0) {
      if (s.must) missing.push(s.name);
      insights.push(s.missing);
      continue;
    }
    const fact = a.skills.get(s.id);
    const implied = fact ? undefined : a.impliedSkills.get(s.id);
    let reason: string;
    let ev: Evidence[] = NO_EVIDENCE;
    let years: number | null = null;
    if (fact) {
      years = fact.years;
      ev = fact.evidence;
      if (fact.inferred) inferred = true;
      reason = fact.inferred ? SYNONYM : STATED;
    } else {
      years = implied?.years ?? null;
      ev = implied?.evidence ?? NO_EVIDENCE;
      inferred = true;
      reason = implied?.title ?? '';
    }
    if (s.minYears !== null) reason = withYears(reason, years, s.minYears, fact === undefined);
    else if (!fact) reason = withYears(reason, null, null, true);
    if (s.must) matched.push(s.name);
    else bonus.push(s.name);
    pushEvidence(evidence, ev);
    insights.push({
      category: 'skill',
      isMustHave: s.must,
      key: s.name,
      reason,
      score: round(credit * 5),
      evidence: ev,
    });
  }
  const matchedAny = matched.length > 0 || bonus.length > 0;
  return {
    check: {
      quickCheckType: missing.length === 0 && matchedAny ? 'MATCH' : 'MISS',
      category: 'SKILLS',
      title: p.mustCount > 0 ? `${p.mustCount} must-have skills` : 'Skills the job names',
      matched,
      missing,
      bonusPoints: bonus,
      inferred,
      evidence,
    },
    insights,
  };
}

/** Free requirements: the share of their key words the résumé contains, quoted. */
export function freeRequirementInsights(p: PersonaFeatures, a: ApplicantFeatures): OtherInsight[] {
  const insights: OtherInsight[] = [];
  for (const r of p.free) {
    const evidence: Evidence[] = [];
    let found = 0;
    for (const h of r.hashes) {
      const at = findWord(a.words, h);
      if (at < 0) continue;
      found++;
      if (evidence.length < 4) evidence.push(wordEvidence(a.words, at, a.text));
    }
    insights.push({
      category: 'free_requirements',
      isMustHave: r.isMustHave,
      key: r.text,
      reason: `${found} of ${r.hashes.length} key words in the résumé`,
      score: requirementScore(found, r.hashes.length),
      evidence,
    });
  }
  return insights;
}
