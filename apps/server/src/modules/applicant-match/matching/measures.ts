/**
 * The numbers behind every judgement and nothing else: each dimension's score (0 to 5) and the
 * gates the match level reads (must-have misses, hard misses, other domain). No string, list or
 * evidence is made here, so the ranking pass (rank-applicant.ts) costs a few lookups per
 * applicant. The scoring detail (score-applicant.ts) takes these same measures and only writes
 * the checks a recruiter reads around them: each rule lives here once, and the ranking and the
 * detail cannot disagree.
 */
import { round } from './check-result';
import { NO_DEGREE_RANK } from './features';
import type { PersonaFeatures, PersonaSkillFeature } from './persona-features';
import { distanceKm } from './places';
import { indexOfSorted, type RankingFeatures } from './ranking-features';

/** A dimension the job does not ask about: shown as 5 and SKIP, and it carries no weight. */
type NotAsked = { readonly asked: false; readonly score: 5 };

/** Years in the job's family, related families at half; the proxy when no title is known. */
export function relevantYears(
  p: PersonaFeatures,
  a: RankingFeatures,
  mustCoverage: number,
): { years: number; inferred: boolean; known: boolean } {
  if (!p.jobFamily) return { years: a.totalYears, inferred: false, known: true };
  if (!a.familyKnown) return { years: a.totalYears * mustCoverage, inferred: true, known: false };
  let years = p.jobFamilyIndex >= 0 ? (a.familyYears[p.jobFamilyIndex] as number) : 0;
  let related = 0;
  for (const f of p.relatedFamilyIndexes) related += a.familyYears[f] as number;
  const inferred = years === 0 && related > 0;
  years += related / 2;
  return { years, inferred, known: true };
}

export type ExperienceMeasure = (
  | NotAsked
  | { asked: true; score: number; ok: boolean; years: number; inferred: boolean }
) & { otherDomain: boolean };

export function measureExperience(
  p: PersonaFeatures,
  a: RankingFeatures,
  mustCoverage: number,
): ExperienceMeasure {
  const rel = relevantYears(p, a, mustCoverage);
  const otherDomain = p.jobFamily !== null && rel.known && rel.years === 0 && a.familyKnown;
  if (p.minYears === null && p.jobFamily === null) return { asked: false, score: 5, otherDomain };
  let score: number;
  let ok: boolean;
  if (p.minYears !== null && p.minYears > 0) {
    score = 5 * Math.min(1, rel.years / p.minYears);
    ok = rel.years >= p.minYears;
  } else {
    score = rel.years >= 2 ? 5 : rel.years >= 1 ? 4 : rel.years > 0 ? 3 : a.totalYears === 0 ? 2 : 1;
    ok = rel.years > 0;
  }
  return { asked: true, score: round(score), ok, years: rel.years, inferred: rel.inferred, otherDomain };
}

export type EducationMeasure =
  | (NotAsked & { hardMiss: false })
  | { asked: true; score: number; rankOk: boolean; fieldOk: boolean; hardMiss: boolean };

const EDUCATION_NOT_ASKED: EducationMeasure = Object.freeze({ asked: false, score: 5, hardMiss: false });

export function measureEducation(p: PersonaFeatures, a: RankingFeatures): EducationMeasure {
  const e = p.education;
  if (!e) return EDUCATION_NOT_ASKED;
  const rankOk = a.educationRank >= e.rank;
  let fieldOk = e.fields.length === 0;
  for (const f of e.fields) {
    if (a.fields.includes(f)) fieldOk = true;
    else for (const held of a.fields) if (held.includes(f) || f.includes(held)) fieldOk = true;
  }
  const score = rankOk
    ? fieldOk
      ? 5
      : 3.5
    : a.educationRank === e.rank - 1
      ? fieldOk
        ? 2.5
        : 2
      : a.educationRank === NO_DEGREE_RANK
        ? 0.5
        : 1;
  return { asked: true, score, rankOk, fieldOk, hardMiss: e.required && !rankOk };
}

export type LocationMeasure = NotAsked | { asked: true; score: number; inferred: boolean };
const LOCATION_NOT_ASKED: LocationMeasure = Object.freeze({ asked: false, score: 5 });

export function measureLocation(p: PersonaFeatures, a: RankingFeatures): LocationMeasure {
  const l = p.location;
  if (!l) return LOCATION_NOT_ASKED;
  const pl = a;
  let score: number;
  let inferred = false;
  if (l.remote) score = !l.country || !pl.country || pl.country === l.country ? 5 : 2.5;
  else if (l.lat !== null && l.lon !== null && pl.lat !== null && pl.lon !== null) {
    const d = distanceKm(l.lat, l.lon, pl.lat, pl.lon);
    score = d <= l.radiusKm ? 5 : d <= 2 * l.radiusKm ? 3 : pl.country === l.country ? 1.5 : 0.5;
  } else if (pl.country === null) score = 2.5;
  else {
    inferred = true;
    score = l.state && pl.state === l.state ? 3.5 : pl.country === l.country ? 2 : 0.5;
  }
  return { asked: true, score, inferred };
}

/** A measured list (certifications, languages): required items weigh 2, optional 1. */
export type ListMeasure = { asked: boolean; score: number; hardMiss: boolean };
const LIST_NOT_ASKED: ListMeasure = Object.freeze({ asked: false, score: 5, hardMiss: false });

/** A required certification or licence the applicant lacks is a hard miss. */
export function measureCertifications(p: PersonaFeatures, a: RankingFeatures): ListMeasure {
  if (p.certifications.length === 0) return LIST_NOT_ASKED;
  let weighted = 0;
  let total = 0;
  let hardMiss = false;
  for (const c of p.certifications) {
    const w = c.required ? 2 : 1;
    total += w;
    if (indexOfSorted(a.certificationIds, c.id) >= 0) weighted += w;
    else if (c.required) hardMiss = true;
  }
  return { asked: true, score: round((5 * weighted) / total), hardMiss };
}

/**
 * Every language the job names is required; a lower proficiency than asked earns half. A
 * language is weighed, never a hard miss: the level a job asks is often negotiable.
 */
export function measureLanguages(p: PersonaFeatures, a: RankingFeatures): ListMeasure {
  if (p.languages.length === 0) return LIST_NOT_ASKED;
  let weighted = 0;
  let total = 0;
  for (const l of p.languages) {
    total += 2;
    const at = indexOfSorted(a.languageIds, l.id);
    if (at >= 0) weighted += (a.languageLevels[at] as number) < l.proficiency ? 1 : 2;
  }
  return { asked: true, score: round((5 * weighted) / total), hardMiss: false };
}

export type IndustryMeasure = NotAsked | { asked: true; score: number; ok: boolean };
const INDUSTRY_NOT_ASKED: IndustryMeasure = Object.freeze({ asked: false, score: 5 });

export function measureIndustry(p: PersonaFeatures, a: RankingFeatures): IndustryMeasure {
  if (p.industries.length === 0) return INDUSTRY_NOT_ASKED;
  let ok = false;
  for (const i of p.industries) if (indexOfSorted(a.industryIds, i.id) >= 0) ok = true;
  return { asked: true, score: ok ? 5 : 1, ok };
}

/** Why the work-authorisation check came out as it did (its wording is the detail's business). */
export type AuthOutcome = 'needs_sponsorship' | 'authorized' | 'lives_there' | 'no_statement';
export type AuthMeasure =
  | (NotAsked & { hardMiss: false; blocked: false })
  | { asked: true; score: number; outcome: AuthOutcome; hardMiss: boolean; blocked: boolean };
const AUTH_NOT_ASKED: AuthMeasure = Object.freeze({
  asked: false,
  score: 5,
  hardMiss: false,
  blocked: false,
});

export function measureWorkAuthorization(p: PersonaFeatures, a: RankingFeatures): AuthMeasure {
  const w = p.auth;
  if (!w) return AUTH_NOT_ASKED;
  let outcome: AuthOutcome;
  let hardMiss = false;
  if (w.sponsorship === false && a.needsSponsorship === true) {
    outcome = 'needs_sponsorship';
    hardMiss = true;
  } else if (!w.country || a.authorizedIn.includes(w.country)) outcome = 'authorized';
  else if (a.authorizedIn.includes(`~${w.country}`)) outcome = 'lives_there';
  else {
    outcome = 'no_statement';
    // Living in another country with no statement is a hard miss; saying nothing at all is not.
    hardMiss = a.country !== null && a.country !== w.country && a.authorizedIn.length > 0;
  }
  const ok = outcome === 'authorized' || outcome === 'lives_there';
  return {
    asked: true,
    score: ok ? 5 : 0,
    outcome,
    hardMiss,
    // Needing a visa the job says it cannot sponsor is not a gap to weigh: the hire is impossible.
    blocked: outcome === 'needs_sponsorship',
  };
}

/**
 * A persona skill's credit (0 to 1) from how the résumé has it: stated 1, implied by a title held
 * 0.6, cut when the years asked are not stated (x0.8) or not reached (pro rata, at least x0.4).
 * `years` NaN: the résumé names the skill but not for how long.
 */
function creditOf(s: PersonaSkillFeature, implied: boolean, years: number): number {
  let credit = implied ? 0.6 : 1;
  if (s.minYears !== null) {
    if (Number.isNaN(years)) credit *= 0.8;
    else if (years < s.minYears) credit *= Math.max(0.4, years / s.minYears);
  }
  return credit;
}

/** One persona skill's credit (see creditOf), looked up on its own: the detail's way. */
export function skillCredit(s: PersonaSkillFeature, a: RankingFeatures): number {
  const stated = indexOfSorted(a.skillIds, s.id);
  if (stated >= 0) return creditOf(s, false, a.skillYears[stated] as number);
  const implied = indexOfSorted(a.impliedIds, s.id);
  return implied < 0 ? 0 : creditOf(s, true, a.impliedYears[implied] as number);
}

export type SkillsMeasure = { asked: boolean; score: number; mustMisses: number; mustFound: number };
const SKILLS_NOT_ASKED: SkillsMeasure = Object.freeze({
  asked: false,
  score: 5,
  mustMisses: 0,
  mustFound: 0,
});

/** Must-haves weigh 2, nice-to-haves 1. */
export function measureSkills(p: PersonaFeatures, a: RankingFeatures): SkillsMeasure {
  if (p.skills.length === 0) return SKILLS_NOT_ASKED;
  let weighted = 0;
  let total = 0;
  let mustMisses = 0;
  let mustFound = 0;
  // The ranking's way: one walk over the persona's and the applicant's ascending ids together
  // (cheaper than two searches per skill), credits kept by persona position, then summed in
  // the persona's order so the sum is the detail's to the last bit.
  const { sortedIds, sortedAt, credits } = p.skillIndex;
  const stated = a.skillIds;
  const implied = a.impliedIds;
  let i = 0;
  let j = 0;
  for (let k = 0; k < sortedIds.length; k++) {
    const id = sortedIds[k] as number;
    const at = sortedAt[k] as number;
    const s = p.skills[at] as PersonaSkillFeature;
    while (i < stated.length && (stated[i] as number) < id) i++;
    if (i < stated.length && stated[i] === id) {
      credits[at] = creditOf(s, false, a.skillYears[i] as number);
      continue;
    }
    while (j < implied.length && (implied[j] as number) < id) j++;
    credits[at] =
      j < implied.length && implied[j] === id ? creditOf(s, true, a.impliedYears[j] as number) : 0;
  }
  for (let at = 0; at < p.skills.length; at++) {
    const s = p.skills[at] as PersonaSkillFeature;
    const credit = credits[at] as number;
    const w = s.must ? 2 : 1;
    total += w;
    weighted += w * credit;
    if (s.must) {
      if (credit > 0) mustFound++;
      else mustMisses++;
    }
  }
  return { asked: true, score: round((5 * weighted) / total), mustMisses, mustFound };
}

/** A free requirement's score: the share of its key words the résumé contains, out of 5. */
export function requirementScore(found: number, of: number): number {
  const share = of === 0 ? 0 : found / of;
  return round(5 * share);
}

/** The mean of the free requirements' scores; 5 when the job has none (and then no weight). */
export function measureFree(p: PersonaFeatures, a: RankingFeatures): number {
  if (p.free.length === 0) return 5;
  const words = a.words;
  // Fail loudly rather than score every free requirement 0 for features loaded without words.
  if (!words) throw new Error('This job has free requirements: rank it with the résumé words loaded');
  let sum = 0;
  for (const r of p.free) {
    let found = 0;
    for (const h of r.hashes) if (indexOfSorted(words, h) >= 0) found++;
    sum += requirementScore(found, r.hashes.length);
  }
  return sum / p.free.length;
}

export type Measures = {
  skills: SkillsMeasure;
  experience: ExperienceMeasure;
  education: EducationMeasure;
  location: LocationMeasure;
  certifications: ListMeasure;
  languages: ListMeasure;
  industry: IndustryMeasure;
  auth: AuthMeasure;
  free: number;
};

export function measureAll(p: PersonaFeatures, a: RankingFeatures): Measures {
  const skills = measureSkills(p, a);
  // Without a known title, relevant years are the total scaled by the must-haves found.
  const coverage = p.mustCount > 0 ? skills.mustFound / p.mustCount : skills.asked ? skills.score / 5 : 0;
  return {
    skills,
    experience: measureExperience(p, a, coverage),
    education: measureEducation(p, a),
    location: measureLocation(p, a),
    certifications: measureCertifications(p, a),
    languages: measureLanguages(p, a),
    industry: measureIndustry(p, a),
    auth: measureWorkAuthorization(p, a),
    free: measureFree(p, a),
  };
}
