/**
 * A profile document becomes its `talent_search` row here, and only here: the generator, imports
 * and edits all call `buildSearchRow`, so every profile is searchable in the same way.
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import { EDUCATION_LEVEL_RANK, educationLevelOfDegree } from '@talentbase/shared/domain/degrees';
import {
  DIVERSITY_OPTIONS,
  type EducationLevel,
  SENIORITY_OPTIONS,
} from '@talentbase/shared/domain/sourcing-filters';
import { withBigrams } from './bigrams';
import type { Dictionary } from './dictionary';
import { areaCell, cellTerms } from './geo-cells';
import { foldScripts } from './scripts';
import {
  activityTerm,
  clearanceTerm,
  companySizeTerm,
  companyTypeTerm,
  contactTerm,
  countryTerm,
  diversityTerm,
  educationTerm,
  experienceBandFor,
  experienceBandTerm,
  fundingTerm,
  isFacetTerm,
  languageTerms,
  OPEN_WEB_SCOPE,
  rowBucketTerms,
  seniorityTerm,
  skillAreaTerm,
  teamScopeTerm,
  tenureBandFor,
  tenureBandTerm,
  term,
  US_WORK_AUTHORIZED,
} from './search-terms';
import { TITLE_FAMILIES } from './taxonomy/families';

export type IndexInput = {
  profileId: number;
  teamId: string | null;
  source: string;
  doc: TalentProfileDoc;
  contacts: StoredContacts;
};

export type SearchRow = {
  profileId: number;
  teamId: string | null;
  terms: number[];
  facetTerms: number[];
  rankScore: number;
  yearsExperience: number;
  tenureYears: number;
  lastActive: string | null;
  lat: number | null;
  lon: number | null;
  /**
   * Keyword text by weight, with its word pairs (bigrams.ts): A current title, B past titles and
   * headline, C skills and companies, D the rest.
   */
  keywords: [string, string, string, string];
};

const isOption = (options: readonly { value: string }[], value: unknown): value is string =>
  typeof value === 'string' && options.some((o) => o.value === value);

export function regionKey(countryCode: string, adminCode: string): string {
  return `${countryCode.toUpperCase()}-${adminCode.toUpperCase()}`;
}

export function educationLevelsOf(doc: TalentProfileDoc): EducationLevel[] {
  const levels = new Set<EducationLevel>();
  for (const e of doc.education) {
    const level = educationLevelOfDegree(e.degree);
    if (level) levels.add(level);
  }
  return [...levels].sort((a, b) => EDUCATION_LEVEL_RANK[b] - EDUCATION_LEVEL_RANK[a]);
}

export function contactFlags(contacts: StoredContacts) {
  const hasEmail = contacts.emails.length > 0;
  const hasPhone = contacts.phones.length > 0;
  return {
    hasEmail,
    hasPhone,
    hasPersonalEmail: contacts.emails.some((e) => e.type === 'personal'),
    hasContactInfo: hasEmail || hasPhone,
  };
}

function daysBetween(isoDate: string, today: Date): number {
  return Math.max(0, (today.getTime() - Date.parse(isoDate)) / 86_400_000);
}

/**
 * Static quality, 0 to 1: how active the person is, how complete the profile is, how recently
 * they were seen. It orders the bounded candidate set and breaks ties between equal matches.
 */
export function rankScoreOf(doc: TalentProfileDoc, contacts: StoredContacts, today: Date): number {
  const a = doc.analytics;
  const activity = ((a.activity_level - 1) / 3) * 0.4;
  let completeness = 0;
  if (doc.basic.summary) completeness += 0.06;
  if (doc.handson.length >= 5) completeness += 0.08;
  if (doc.education.length > 0) completeness += 0.05;
  if (doc.position.length > 1) completeness += 0.05;
  if (contacts.emails.length + contacts.phones.length > 0) completeness += 0.06;
  const days = a.last_active ? daysBetween(a.last_active, today) : 3650;
  const recency = 0.3 * Math.exp(-days / 180);
  return Math.round((activity + completeness + recency) * 10_000) / 10_000;
}

export function buildSearchRow(input: IndexInput, dict: Dictionary, today: Date): SearchRow {
  const { doc, contacts } = input;
  const a = doc.analytics;
  const terms = new Set<number>();
  const add = (code: number | undefined) => {
    if (code !== undefined) terms.add(code);
  };
  const addId = (ns: Parameters<typeof term>[0], entry: { id: number } | undefined) => {
    if (entry) terms.add(term(ns, entry.id));
  };

  add(input.teamId ? teamScopeTerm(input.teamId) : OPEN_WEB_SCOPE);
  for (const code of rowBucketTerms(input.profileId)) add(code);
  addId('source', dict.find('source', input.source));

  // Titles: the current one, and every other one held before.
  const current = doc.current_position;
  const currentTitle = current ? dict.findTitle(current.title) : undefined;
  addId('titleCurrent', currentTitle);
  const family = currentTitle?.meta.family;
  const familyIndex = TITLE_FAMILIES.indexOf(family as (typeof TITLE_FAMILIES)[number]);
  if (familyIndex >= 0) add(term('titleFamily', familyIndex + 1));
  for (const p of doc.position) {
    if (p.iscurrent) continue;
    const past = dict.findTitle(p.title);
    if (past && past.id !== currentTitle?.id) addId('titlePast', past);
  }

  // Companies, and the facts of the current one.
  const currentCompany = current ? dict.find('company', current.company.name) : undefined;
  addId('companyCurrent', currentCompany);
  for (const p of doc.position) {
    if (p.iscurrent) continue;
    const past = dict.find('company', p.company.name);
    if (past && past.id !== currentCompany?.id) addId('companyPast', past);
  }
  const company = currentCompany?.meta ?? {};
  if (isOption(COMPANY_SIZE_BANDS, company.sizeBand)) add(companySizeTerm(company.sizeBand));
  if (isOption(FUNDING_STAGE_OPTIONS, company.fundingStage)) add(fundingTerm(company.fundingStage));
  if (Array.isArray(company.types)) {
    for (const t of company.types) if (isOption(COMPANY_TYPE_OPTIONS, t)) add(companyTypeTerm(t));
  }
  const industry = a.industry ?? (typeof company.industry === 'string' ? company.industry : null);
  if (industry) addId('industry', dict.find('industry', industry));

  // Skills, under whichever synonym the profile wrote them, and each within the profile's area
  // and experience band.
  const loc = a.norm_location;
  const years = a.fulltime_years;
  const band = experienceBandFor(years);
  const area = loc.latitude !== null && loc.longitude !== null ? areaCell(loc.latitude, loc.longitude) : null;
  const addSkill = (name: string) => {
    const skill = dict.find('skill', name);
    if (!skill) return;
    terms.add(term('skill', skill.id));
    if (area !== null) terms.add(skillAreaTerm(skill.id, area, band));
  };
  for (const s of doc.handson) addSkill(s.handson_skill);
  for (const s of a.skill) addSkill(s);

  // Place.
  if (loc.city_id && loc.city_id > 0 && loc.city_id < 1 << 24) add(term('city', loc.city_id));
  if (loc.latitude !== null && loc.longitude !== null)
    for (const cell of cellTerms(loc.latitude, loc.longitude)) add(cell);
  if (loc.country_code) {
    add(countryTerm(loc.country_code));
    if (loc.state) addId('region', dict.find('region', regionKey(loc.country_code, loc.state)));
  }

  // Level, education, languages, certifications.
  if (isOption(SENIORITY_OPTIONS, a.title_level)) add(seniorityTerm(a.title_level));
  for (const level of educationLevelsOf(doc)) add(educationTerm(level));
  for (const e of doc.education) {
    addId('school', dict.find('school', e.school));
    if (e.major) addId('major', dict.find('major', e.major));
  }
  for (const l of doc.language) {
    const language = dict.find('language', l.code ?? l.name) ?? dict.find('language', l.name);
    if (language) for (const code of languageTerms(language.id, l.proficiency)) add(code);
  }
  for (const c of doc.certification) addId('certification', dict.find('certification', c.name));

  // Experience and tenure bands (the exact figures are columns for ranges and sorting).
  const tenure = a.tenure_years ?? tenureOfCurrent(doc, today);
  add(experienceBandTerm(band));
  add(tenureBandTerm(tenureBandFor(tenure)));

  // Inferred labels, clearance, authorisation, contact and activity.
  for (const d of a.diversity ?? []) if (isOption(DIVERSITY_OPTIONS, d)) add(diversityTerm(d));
  if (a.veteran) add(diversityTerm('veteran'));
  if (isOption(CLEARANCE_TYPE_OPTIONS, a.clearance)) add(clearanceTerm(a.clearance));
  if (a.us_work_authorized) add(US_WORK_AUTHORIZED);
  const flags = contactFlags(contacts);
  if (flags.hasContactInfo) add(contactTerm('has_contact_info'));
  if (flags.hasPersonalEmail) add(contactTerm('has_personal_email'));
  add(activityTerm(a.activity_level));

  const pastTitles = doc.position.filter((p) => !p.iscurrent).map((p) => p.title);
  const companies = doc.position.map((p) => p.company.name);
  const fields: SearchRow['keywords'] = [
    current?.title ?? doc.basic.current_title ?? '',
    [...pastTitles, doc.basic.headline ?? ''].join(' ; '),
    [...doc.handson.map((s) => s.handson_skill), ...new Set(companies)].join(' ; '),
    [
      ...doc.education.flatMap((e) => [e.school, e.major ?? '', e.degree ?? '']),
      ...doc.certification.map((c) => c.name),
      industry ?? '',
      doc.basic.location ?? '',
      doc.basic.summary ?? '',
    ].join(' ; '),
  ];

  const keywords = fields.map((field) => withBigrams(foldScripts(field))) as SearchRow['keywords'];
  const sorted = [...terms].sort((x, y) => x - y);
  return {
    profileId: input.profileId,
    teamId: input.teamId,
    terms: sorted,
    facetTerms: sorted.filter(isFacetTerm),
    rankScore: rankScoreOf(doc, contacts, today),
    yearsExperience: years,
    tenureYears: tenure,
    lastActive: a.last_active,
    lat: loc.latitude,
    lon: loc.longitude,
    keywords,
  };
}

/** Years since the current position started, from its `YYYY-MM` start date. */
export function tenureOfCurrent(doc: TalentProfileDoc, today: Date): number {
  const start = doc.current_position?.start_date;
  if (!start) return 0;
  const [y, m] = start.split('-').map(Number) as [number, number];
  const months = (today.getUTCFullYear() - y) * 12 + (today.getUTCMonth() + 1 - m);
  return Math.max(0, Math.round((months / 12) * 10) / 10);
}
