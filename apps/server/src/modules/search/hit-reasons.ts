/**
 * The reasons a hit gives for the filters it passed, one per filter, in the words of the profile:
 * "Works at Acme", "Speaks Spanish", "8 years of experience". Title, skill, keyword, distance
 * and seniority reasons come from hits.ts, which has the scores; every other filter a search
 * sets is named here, so that no hit is shown without saying why it is there.
 */
import type { SearchFilters, TalentProfileDoc } from '@talentbase/shared';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
} from '@talentbase/shared/domain/sourcing-filters';
import { educationLevelsOf } from '../talent/profile-index';
import type { ResolvedFilter } from './filter-compiler';

const same = (a: string | null | undefined, b: string) => Boolean(a) && a?.toLowerCase() === b.toLowerCase();

/** The names a filter was resolved to (the dictionary's), or what was typed when it was not. */
function namesOf(resolved: readonly ResolvedFilter[], kind: string, inputs: readonly string[]): string[] {
  const names = new Set(inputs.map((i) => i.toLowerCase()));
  for (const r of resolved) if (r.kind === kind) for (const m of r.matches) names.add(m.toLowerCase());
  return [...names];
}

const years = (n: number) => `${Math.round(n * 10) / 10} ${n === 1 ? 'year' : 'years'}`;

export function filterReasons(
  doc: TalentProfileDoc,
  source: string,
  filters: SearchFilters,
  resolved: readonly ResolvedFilter[],
  places: readonly string[],
  hasDistance: boolean,
): string[] {
  const a = doc.analytics;
  const out: string[] = [];

  if (filters.companies?.length) {
    const names = namesOf(resolved, 'company', filters.companies);
    const current = doc.position.find((p) => p.iscurrent)?.company.name ?? doc.basic.current_company;
    const past = doc.position.filter((p) => !p.iscurrent).map((p) => p.company.name);
    const now = names.find((n) => same(current, n));
    const before = past.find((p) => names.some((n) => same(p, n)));
    if (now) out.push(`Works at ${current}`);
    else if (before) out.push(`Worked at ${before}`);
  }
  if (filters.industries?.length && a.industry) out.push(`Industry: ${a.industry}`);
  if (filters.schools?.length) {
    const names = namesOf(resolved, 'school', filters.schools);
    const school = doc.education.find((e) => names.some((n) => same(e.school, n)))?.school;
    if (school) out.push(`Studied at ${school}`);
  }
  if (filters.majors?.length) {
    const names = namesOf(resolved, 'major', filters.majors);
    const major = doc.education.find((e) => names.some((n) => same(e.major, n)))?.major;
    if (major) out.push(`Studied ${major}`);
  }
  if (filters.educationLevels?.length) {
    const level = educationLevelsOf(doc).find((l) => filters.educationLevels?.includes(l));
    const label = EDUCATION_LEVEL_OPTIONS.find((o) => o.value === level)?.label;
    if (label) out.push(`Education: ${label}`);
  }
  for (const wanted of filters.languages ?? []) {
    const names = namesOf(resolved, 'language', [wanted.language]);
    const spoken = doc.language.find((l) => names.some((n) => same(l.name, n) || same(l.code, n)));
    if (spoken) out.push(`Speaks ${spoken.name}`);
  }
  if (filters.locations?.length && !hasDistance) {
    out.push(`Located in ${doc.basic.location ?? places.join(', ')}`);
  }
  if (filters.experienceRange || filters.experienceBands?.length) {
    out.push(`${years(a.fulltime_years)} of experience`);
  }
  if (filters.tenureBands?.length && a.tenure_years !== undefined) {
    out.push(`${years(a.tenure_years)} in the current role`);
  }
  for (const c of filters.contact ?? []) {
    const label = CONTACT_FILTER_OPTIONS.find((o) => o.value === c)?.label;
    if (label) out.push(label);
  }
  if (filters.recencyDays && a.last_active) out.push(`Active within ${filters.recencyDays} days`);
  if (filters.activityLevels?.length) {
    const label = ACTIVITY_LEVEL_OPTIONS.find((o) => o.value === a.activity_level)?.label;
    if (label) out.push(label);
  }
  if (filters.companySizes?.length || filters.fundingStages?.length || filters.companyTypes?.length) {
    out.push(
      `Current company matches the company filters${doc.basic.current_company ? `: ${doc.basic.current_company}` : ''}`,
    );
  }
  if (filters.usWorkAuthorization) out.push('U.S. work authorization');
  if (filters.clearances?.length && a.clearance) out.push(`Clearance: ${a.clearance}`);
  if (filters.diversity?.length) out.push('Matches the diversity filter');
  if (filters.sources?.length) out.push(`Source: ${source}`);
  return out;
}
