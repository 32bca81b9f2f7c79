/**
 * The skill checks: each persona skill against the applicant's stated and title-implied skills
 * (with years), and free requirements by their words in the résumé. Lookups only.
 */
import type { Evidence, OtherInsight } from '@talentbase/shared/contracts/applicant-match';
import { type CheckResult, NO_EVIDENCE, pushEvidence, round, skip } from './check-result';
import type { ApplicantFeatures } from './features';
import type { PersonaFeatures } from './persona-features';
import { findWord, wordEvidence } from './word-set';

const STATED = 'Stated in the résumé';
const SYNONYM = 'Named by a synonym or abbreviation';
const NOT_FOUND = 'Not found in the résumé';

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

export type SkillOutcome = CheckResult & { insights: OtherInsight[]; mustMisses: number; mustFound: number };

export function checkSkills(p: PersonaFeatures, a: ApplicantFeatures): SkillOutcome {
  if (p.skills.length === 0) return { ...skip('SKILLS'), insights: [], mustMisses: 0, mustFound: 0 };
  const matched: string[] = [];
  const missing: string[] = [];
  const bonus: string[] = [];
  const evidence: Evidence[] = [];
  const insights: OtherInsight[] = [];
  let inferred = false;
  let weighted = 0;
  let total = 0;
  let mustMisses = 0;
  for (const s of p.skills) {
    const fact = a.skills.get(s.id);
    const implied = fact ? undefined : a.impliedSkills.get(s.id);
    let credit = 0;
    let years: number | null = null;
    let reason: string;
    let ev: Evidence[] = NO_EVIDENCE;
    let viaInference = false;
    if (fact) {
      credit = 1;
      years = fact.years;
      ev = fact.evidence;
      viaInference = fact.inferred;
      reason = fact.inferred ? SYNONYM : STATED;
    } else if (implied) {
      credit = 0.6;
      years = implied.years;
      ev = implied.evidence;
      viaInference = true;
      reason = implied.title;
    } else reason = NOT_FOUND;
    if (credit > 0 && s.minYears !== null) {
      if (years === null) credit *= 0.8;
      else if (years < s.minYears) credit *= Math.max(0.4, years / s.minYears);
      reason = withYears(reason, years, s.minYears, fact === undefined);
    } else if (!fact && implied) reason = withYears(reason, null, null, true);
    const w = s.must ? 2 : 1;
    total += w;
    weighted += w * credit;
    if (credit > 0) {
      if (s.must) matched.push(s.name);
      else bonus.push(s.name);
      if (viaInference) inferred = true;
      pushEvidence(evidence, ev);
    } else if (s.must) {
      missing.push(s.name);
      mustMisses++;
    }
    if (credit === 0) {
      insights.push(s.missing);
      continue;
    }
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
    score: round((5 * weighted) / total),
    asked: true,
    hardMiss: false,
    insights,
    mustMisses,
    mustFound: matched.length,
  };
}

/** Free requirements: the share of their key words the résumé contains, quoted. */
export function freeRequirementInsights(
  p: PersonaFeatures,
  a: ApplicantFeatures,
): { insights: OtherInsight[]; mean: number } {
  if (p.free.length === 0) return { insights: [], mean: 5 };
  const insights: OtherInsight[] = [];
  let sum = 0;
  for (const r of p.free) {
    const evidence: Evidence[] = [];
    let found = 0;
    for (const h of r.hashes) {
      const at = findWord(a.words, h);
      if (at < 0) continue;
      found++;
      if (evidence.length < 4) evidence.push(wordEvidence(a.words, at, a.text));
    }
    const share = r.hashes.length === 0 ? 0 : found / r.hashes.length;
    const score = round(5 * share);
    sum += score;
    insights.push({
      category: 'free_requirements',
      isMustHave: r.isMustHave,
      key: r.text,
      reason: `${found} of ${r.hashes.length} key words in the résumé`,
      score,
      evidence,
    });
  }
  return { insights, mean: sum / p.free.length };
}
