/**
 * One quick check per category, each a pure function of the persona's and the applicant's
 * precomputed features: a dimension score (0 to 5), whether a must-have was missed, and the
 * check a recruiter reads (MATCH, MISS, or SKIP when the job does not ask). Lookups only: no
 * text is scanned here.
 */
import type { Evidence } from '@talentbase/shared/contracts/applicant-match';
import type { QuickCheckCategory } from '@talentbase/shared/domain/applicant-match';
import { type CheckResult, EMPTY, NO_EVIDENCE, NONE, pushEvidence, round, skip } from './check-result';
import type { ApplicantFeatures } from './features';
import type { PersonaFeatures } from './persona-features';
import { distanceKm } from './places';

/** Years in the job's family, related families at half; the proxy when no title is known. */
export function relevantYears(
  p: PersonaFeatures,
  a: ApplicantFeatures,
  mustCoverage: number,
): { years: number; inferred: boolean; known: boolean } {
  if (!p.jobFamily) return { years: a.totalYears, inferred: false, known: true };
  if (a.familyYears.size === 0) return { years: a.totalYears * mustCoverage, inferred: true, known: false };
  let years = a.familyYears.get(p.jobFamily) ?? 0;
  let related = 0;
  for (const f of p.relatedFamilies) related += a.familyYears.get(f) ?? 0;
  const inferred = years === 0 && related > 0;
  years += related / 2;
  return { years, inferred, known: true };
}

const yearsLabels = new Map<number, string>();
function yearsLabel(years: number): string {
  let label = yearsLabels.get(years);
  if (label === undefined) {
    label = `${years} years relevant`;
    if (yearsLabels.size < 10_000) yearsLabels.set(years, label);
  }
  return label;
}

export function checkExperience(
  p: PersonaFeatures,
  a: ApplicantFeatures,
  mustCoverage: number,
): CheckResult & { otherDomain: boolean } {
  const rel = relevantYears(p, a, mustCoverage);
  const otherDomain = p.jobFamily !== null && rel.known && rel.years === 0 && a.familyYears.size > 0;
  if (p.minYears === null && p.jobFamily === null) return { ...skip('EXPERIENCE'), otherDomain };
  const years = Math.round(rel.years * 10) / 10;
  let score: number;
  let ok: boolean;
  if (p.minYears !== null && p.minYears > 0) {
    score = 5 * Math.min(1, rel.years / p.minYears);
    ok = rel.years >= p.minYears;
  } else {
    score = rel.years >= 2 ? 5 : rel.years >= 1 ? 4 : rel.years > 0 ? 3 : a.totalYears === 0 ? 2 : 1;
    ok = rel.years > 0;
  }
  const evidence = p.jobFamily ? (a.familyEvidence.get(p.jobFamily) ?? NO_EVIDENCE) : NO_EVIDENCE;
  const label = yearsLabel(years);
  return {
    check: {
      quickCheckType: ok ? 'MATCH' : 'MISS',
      category: 'EXPERIENCE',
      title: p.experienceTitle,
      matched: ok ? [label] : EMPTY,
      missing: ok ? EMPTY : [label],
      bonusPoints: EMPTY,
      inferred: rel.inferred,
      evidence: evidence.length > 0 ? evidence : EMPTY,
    },
    score: round(score),
    asked: true,
    hardMiss: false,
    otherDomain,
  };
}

export function checkEducation(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  const e = p.education;
  if (!e) return skip('EDUCATION');
  const rankOk = a.educationRank >= e.rank;
  let fieldOk = e.fields.length === 0;
  for (const f of e.fields) {
    if (a.fields.has(f)) fieldOk = true;
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
      : a.educationRank < 0
        ? 0.5
        : 1;
  const ok = rankOk && fieldOk;
  const held = a.educationLevel ? [a.educationLevel] : NONE;
  return {
    check: {
      quickCheckType: ok ? 'MATCH' : 'MISS',
      category: 'EDUCATION',
      title: e.title,
      matched: ok ? [...held] : EMPTY,
      missing: ok ? EMPTY : rankOk ? [e.fieldLabel] : [e.label],
      bonusPoints: a.educationRank > e.rank ? [...held] : EMPTY,
      inferred: false,
      evidence: a.educationEvidence,
    },
    score,
    asked: true,
    hardMiss: e.required && !rankOk,
  };
}

export function checkLocation(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  const l = p.location;
  if (!l) return skip('LOCATION');
  const pl = a.place;
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
  const ok = score >= 5;
  const where = pl.label;
  return {
    check: {
      quickCheckType: ok ? 'MATCH' : 'MISS',
      category: 'LOCATION',
      title: l.title,
      matched: ok ? [where] : EMPTY,
      missing: ok ? EMPTY : [where],
      bonusPoints: EMPTY,
      inferred,
      evidence: pl.evidence,
    },
    score,
    asked: true,
    hardMiss: false,
  };
}

/** Held / required lists: a share of the weight (required 2, optional 1). */
function listCheck(
  category: QuickCheckCategory,
  title: string,
  items: readonly { name: string; required: boolean; held: readonly Evidence[] | null; partial?: boolean }[],
): CheckResult {
  if (items.length === 0) return skip(category);
  const matched: string[] = [];
  const missing: string[] = [];
  const bonus: string[] = [];
  const evidence: Evidence[] = [];
  let weighted = 0;
  let total = 0;
  let hardMiss = false;
  for (const it of items) {
    const w = it.required ? 2 : 1;
    total += w;
    if (it.held) {
      weighted += it.partial ? w / 2 : w;
      if (it.required) matched.push(it.name);
      else bonus.push(it.name);
      pushEvidence(evidence, it.held);
      if (it.partial && it.required) missing.push(`${it.name} (lower level)`);
    } else if (it.required) {
      missing.push(it.name);
      hardMiss = true;
    }
  }
  return {
    check: {
      quickCheckType: missing.length === 0 && (matched.length > 0 || bonus.length > 0) ? 'MATCH' : 'MISS',
      category,
      title,
      matched,
      missing,
      bonusPoints: bonus,
      inferred: false,
      evidence,
    },
    score: round((5 * weighted) / total),
    asked: true,
    hardMiss,
  };
}

export function checkCertifications(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  return listCheck(
    'CERTIFICATIONS',
    'Certifications and licences',
    p.certifications.map((c) => ({
      name: c.name,
      required: c.required,
      held: a.certifications.get(c.id) ?? null,
    })),
  );
}

export function checkLanguages(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  const result = listCheck(
    'LANGUAGE',
    p.languages.map((l) => l.title).join(', ') || 'Languages',
    p.languages.map((l) => {
      const held = a.languages.get(l.id);
      return {
        name: l.name,
        required: true,
        held: held ? held.evidence : null,
        partial: held ? held.proficiency < l.proficiency : false,
      };
    }),
  );
  // A language is weighed, never a hard miss: the level a job asks is often negotiable.
  return { ...result, hardMiss: false };
}

export function checkIndustry(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  if (p.industries.length === 0) return skip('INDUSTRY');
  const matched: string[] = [];
  const evidence: Evidence[] = [];
  for (const i of p.industries) {
    const held = a.industries.get(i.id);
    if (held) {
      matched.push(i.name);
      pushEvidence(evidence, held);
    }
  }
  const ok = matched.length > 0;
  return {
    check: {
      quickCheckType: ok ? 'MATCH' : 'MISS',
      category: 'INDUSTRY',
      title: `Industry: ${p.industries.map((i) => i.name).join(' or ')}`,
      matched,
      missing: ok ? EMPTY : p.industries.map((i) => i.name),
      bonusPoints: EMPTY,
      inferred: false,
      evidence,
    },
    score: ok ? 5 : 1,
    asked: true,
    hardMiss: false,
  };
}

export function checkWorkAuthorization(p: PersonaFeatures, a: ApplicantFeatures): CheckResult {
  const w = p.auth;
  if (!w) return skip('WORK_AUTHORIZATION');
  let ok: boolean;
  let inferred = false;
  let hardMiss = false;
  let note: string;
  if (w.sponsorship === false && a.needsSponsorship === true) {
    ok = false;
    hardMiss = true;
    note = 'Needs visa sponsorship';
  } else if (!w.country || a.authorizedIn.has(w.country)) {
    ok = true;
    note = w.country ? `Authorized in ${w.country}` : 'No sponsorship needed';
  } else if (a.authorizedIn.has(`~${w.country}`)) {
    ok = true;
    inferred = true;
    note = `Lives in ${w.country}`;
  } else {
    ok = false;
    // Living in another country with no statement is a hard miss; saying nothing at all is not.
    hardMiss = a.place.country !== null && a.place.country !== w.country && a.authorizedIn.size > 0;
    note = a.place.country ? `Lives in ${a.place.country}, no statement` : 'No statement';
  }
  return {
    check: {
      quickCheckType: ok ? 'MATCH' : 'MISS',
      category: 'WORK_AUTHORIZATION',
      title: w.title,
      matched: ok ? [note] : EMPTY,
      missing: ok ? EMPTY : [note],
      bonusPoints: EMPTY,
      inferred,
      evidence: a.authEvidence.length > 0 ? a.authEvidence : inferred ? a.place.evidence : EMPTY,
    },
    score: ok ? 5 : 0,
    asked: true,
    hardMiss,
    // Needing a visa the job says it cannot sponsor is not a gap to weigh: the hire is impossible.
    blocked: hardMiss && note === 'Needs visa sponsorship',
  };
}
