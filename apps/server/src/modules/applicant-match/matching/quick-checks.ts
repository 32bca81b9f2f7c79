/**
 * The quick checks a recruiter reads (MATCH, MISS, or SKIP when the job does not ask), one per
 * category, written around the measures of measures.ts: the score and the gates come from
 * there, and these functions only name what matched, what is missing and the résumé words that
 * support it. Lookups only: no text is scanned here.
 */
import type { Evidence, QuickCheck } from '@talentbase/shared/contracts/applicant-match';
import type { QuickCheckCategory } from '@talentbase/shared/domain/applicant-match';
import { EMPTY, NO_EVIDENCE, NONE, pushEvidence, skip } from './check-result';
import type { ApplicantFeatures } from './features';
import type {
  AuthMeasure,
  EducationMeasure,
  ExperienceMeasure,
  IndustryMeasure,
  ListMeasure,
  LocationMeasure,
} from './measures';
import type { PersonaFeatures } from './persona-features';

const yearsLabels = new Map<number, string>();
function yearsLabel(years: number): string {
  let label = yearsLabels.get(years);
  if (label === undefined) {
    label = `${years} years relevant`;
    if (yearsLabels.size < 10_000) yearsLabels.set(years, label);
  }
  return label;
}

export function experienceCheck(p: PersonaFeatures, a: ApplicantFeatures, m: ExperienceMeasure): QuickCheck {
  if (!m.asked) return skip('EXPERIENCE');
  const label = yearsLabel(Math.round(m.years * 10) / 10);
  const evidence = p.jobFamily ? (a.familyEvidence.get(p.jobFamily) ?? NO_EVIDENCE) : NO_EVIDENCE;
  return {
    quickCheckType: m.ok ? 'MATCH' : 'MISS',
    category: 'EXPERIENCE',
    title: p.experienceTitle,
    matched: m.ok ? [label] : EMPTY,
    missing: m.ok ? EMPTY : [label],
    bonusPoints: EMPTY,
    inferred: m.inferred,
    evidence: evidence.length > 0 ? evidence : EMPTY,
  };
}

export function educationCheck(p: PersonaFeatures, a: ApplicantFeatures, m: EducationMeasure): QuickCheck {
  const e = p.education;
  if (!e || !m.asked) return skip('EDUCATION');
  const ok = m.rankOk && m.fieldOk;
  const held = a.educationLevel ? [a.educationLevel] : NONE;
  return {
    quickCheckType: ok ? 'MATCH' : 'MISS',
    category: 'EDUCATION',
    title: e.title,
    matched: ok ? [...held] : EMPTY,
    missing: ok ? EMPTY : m.rankOk ? [e.fieldLabel] : [e.label],
    bonusPoints: a.educationRank > e.rank ? [...held] : EMPTY,
    inferred: false,
    evidence: a.educationEvidence,
  };
}

export function locationCheck(p: PersonaFeatures, a: ApplicantFeatures, m: LocationMeasure): QuickCheck {
  const l = p.location;
  if (!l || !m.asked) return skip('LOCATION');
  const ok = m.score >= 5;
  const where = a.place.label;
  return {
    quickCheckType: ok ? 'MATCH' : 'MISS',
    category: 'LOCATION',
    title: l.title,
    matched: ok ? [where] : EMPTY,
    missing: ok ? EMPTY : [where],
    bonusPoints: EMPTY,
    inferred: m.inferred,
    evidence: a.place.evidence,
  };
}

/** Held and required lists: required items held are matched, optional ones are bonus points. */
function listCheck(
  category: QuickCheckCategory,
  title: string,
  items: readonly { name: string; required: boolean; held: readonly Evidence[] | null; partial?: boolean }[],
): QuickCheck {
  const matched: string[] = [];
  const missing: string[] = [];
  const bonus: string[] = [];
  const evidence: Evidence[] = [];
  for (const it of items) {
    if (it.held) {
      if (it.required) matched.push(it.name);
      else bonus.push(it.name);
      pushEvidence(evidence, it.held);
      if (it.partial && it.required) missing.push(`${it.name} (lower level)`);
    } else if (it.required) missing.push(it.name);
  }
  return {
    quickCheckType: missing.length === 0 && (matched.length > 0 || bonus.length > 0) ? 'MATCH' : 'MISS',
    category,
    title,
    matched,
    missing,
    bonusPoints: bonus,
    inferred: false,
    evidence,
  };
}

export function certificationsCheck(p: PersonaFeatures, a: ApplicantFeatures, m: ListMeasure): QuickCheck {
  if (!m.asked) return skip('CERTIFICATIONS');
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

export function languagesCheck(p: PersonaFeatures, a: ApplicantFeatures, m: ListMeasure): QuickCheck {
  if (!m.asked) return skip('LANGUAGE');
  return listCheck(
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
}

export function industryCheck(p: PersonaFeatures, a: ApplicantFeatures, m: IndustryMeasure): QuickCheck {
  if (!m.asked) return skip('INDUSTRY');
  const matched: string[] = [];
  const evidence: Evidence[] = [];
  for (const i of p.industries) {
    const held = a.industries.get(i.id);
    if (held) {
      matched.push(i.name);
      pushEvidence(evidence, held);
    }
  }
  return {
    quickCheckType: m.ok ? 'MATCH' : 'MISS',
    category: 'INDUSTRY',
    title: `Industry: ${p.industries.map((i) => i.name).join(' or ')}`,
    matched,
    missing: m.ok ? EMPTY : p.industries.map((i) => i.name),
    bonusPoints: EMPTY,
    inferred: false,
    evidence,
  };
}

export function workAuthorizationCheck(p: PersonaFeatures, a: ApplicantFeatures, m: AuthMeasure): QuickCheck {
  const w = p.auth;
  if (!w || !m.asked) return skip('WORK_AUTHORIZATION');
  const ok = m.outcome === 'authorized' || m.outcome === 'lives_there';
  const inferred = m.outcome === 'lives_there';
  const note =
    m.outcome === 'needs_sponsorship'
      ? 'Needs visa sponsorship'
      : m.outcome === 'authorized'
        ? w.country
          ? `Authorized in ${w.country}`
          : 'No sponsorship needed'
        : m.outcome === 'lives_there'
          ? `Lives in ${w.country}`
          : a.place.country
            ? `Lives in ${a.place.country}, no statement`
            : 'No statement';
  return {
    quickCheckType: ok ? 'MATCH' : 'MISS',
    category: 'WORK_AUTHORIZATION',
    title: w.title,
    matched: ok ? [note] : EMPTY,
    missing: ok ? EMPTY : [note],
    bonusPoints: EMPTY,
    inferred,
    evidence: a.authEvidence.length > 0 ? a.authEvidence : inferred ? a.place.evidence : EMPTY,
  };
}
