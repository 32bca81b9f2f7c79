/**
 * Names of the filters, the filter panel's sections, and a plain reading of the active filters
 * (for the empty state and the section badges). One place so the panel, the notices and the empty
 * state call a filter the same thing.
 */
import type { SearchFilters } from '@talentbase/shared';
import { sourceLabel } from '@talentbase/shared';
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import { SEARCH_FILTER_KEYS, SEARCH_FILTER_RULES } from '@talentbase/shared/domain/search-filter-rules';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  LANGUAGE_PROFICIENCY_OPTIONS,
  RECENCY_OPTIONS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
  US_WORK_AUTHORIZATION_FILTER_TEXT,
} from '@talentbase/shared/domain/sourcing-filters';
import { locationLabel } from './location-labels';

export type FilterKey = keyof SearchFilters;

/** The filters that hold a list of values (each value is its own chip, its own `qs` index). */
export type ListFilterKey = {
  [K in FilterKey]: NonNullable<SearchFilters[K]> extends readonly unknown[] ? K : never;
}[FilterKey];

/** The list filters in the order the panel shows them (the schema's order, from the shared rules). */
export const LIST_FILTER_KEYS = SEARCH_FILTER_KEYS.filter(
  (key) => SEARCH_FILTER_RULES[key].kind === 'list',
) as readonly ListFilterKey[];

export const FILTER_LABEL: Record<FilterKey, string> = {
  keywords: 'Keywords',
  titles: 'Job titles',
  titleScope: 'Job title scope',
  excludeTitles: 'Excluded job titles',
  skills: 'Mandatory skills',
  niceToHaveSkills: 'Nice-to-have skills',
  locations: 'Locations',
  experienceBands: 'Years of experience',
  experienceRange: 'Years of experience (range)',
  tenureBands: 'Time in current role',
  seniorities: 'Seniority',
  educationLevels: 'Education level',
  majors: 'Majors',
  schools: 'Schools',
  languages: 'Languages',
  companies: 'Companies',
  companyScope: 'Company scope',
  excludeCompanies: 'Excluded companies',
  companySizes: 'Company size',
  fundingStages: 'Funding stage',
  companyTypes: 'Company type',
  industries: 'Industries',
  diversity: 'Diversity',
  contact: 'Contact info',
  recencyDays: 'Recency',
  activityLevels: 'Activity level',
  usWorkAuthorization: 'U.S. work authorization',
  clearances: 'Security clearance',
  sources: 'Source',
  excludeInProjects: 'Not in our projects',
  excludeContacted: 'Not contacted by us',
  excludeViewed: 'Not viewed by me',
};

type Option = { value: string | number; label: string };

/** The list filters whose values are codes, with the words the panel shows for them. */
const OPTION_LABELS: Partial<Record<ListFilterKey, readonly Option[]>> = {
  experienceBands: EXPERIENCE_BANDS,
  tenureBands: TENURE_BANDS,
  seniorities: SENIORITY_OPTIONS,
  educationLevels: EDUCATION_LEVEL_OPTIONS,
  companySizes: COMPANY_SIZE_BANDS,
  fundingStages: FUNDING_STAGE_OPTIONS,
  companyTypes: COMPANY_TYPE_OPTIONS,
  diversity: DIVERSITY_OPTIONS,
  contact: CONTACT_FILTER_OPTIONS,
  activityLevels: ACTIVITY_LEVEL_OPTIONS,
  clearances: CLEARANCE_TYPE_OPTIONS,
};

export type SectionId =
  | 'titles'
  | 'skills'
  | 'location'
  | 'experience'
  | 'seniority'
  | 'education'
  | 'languages'
  | 'companies'
  | 'diversity'
  | 'activity'
  | 'eligibility'
  | 'source'
  | 'known';

/** Sections in panel order, each with the filters it holds (scopes are settings, not filters). */
export const SECTIONS: readonly { id: SectionId; label: string; keys: readonly FilterKey[] }[] = [
  { id: 'titles', label: 'Job titles', keys: ['titles', 'excludeTitles'] },
  { id: 'skills', label: 'Skills', keys: ['skills', 'niceToHaveSkills'] },
  { id: 'location', label: 'Location', keys: ['locations'] },
  { id: 'experience', label: 'Experience', keys: ['experienceBands', 'experienceRange', 'tenureBands'] },
  { id: 'seniority', label: 'Seniority', keys: ['seniorities'] },
  { id: 'education', label: 'Education', keys: ['educationLevels', 'majors', 'schools'] },
  { id: 'languages', label: 'Languages', keys: ['languages'] },
  {
    id: 'companies',
    label: 'Companies',
    keys: ['companies', 'excludeCompanies', 'companySizes', 'fundingStages', 'companyTypes', 'industries'],
  },
  { id: 'diversity', label: 'Diversity', keys: ['diversity'] },
  { id: 'activity', label: 'Contact and activity', keys: ['contact', 'recencyDays', 'activityLevels'] },
  { id: 'eligibility', label: 'Work authorization', keys: ['usWorkAuthorization', 'clearances'] },
  { id: 'source', label: 'Source', keys: ['sources'] },
  { id: 'known', label: 'People we know', keys: ['excludeInProjects', 'excludeContacted', 'excludeViewed'] },
];

/** How many values a filter holds: a list counts its items, anything set counts one. */
export function filterCount(filters: SearchFilters, key: FilterKey): number {
  const value = filters[key];
  if (value === undefined || value === null || value === '') return 0;
  if (Array.isArray(value)) return value.length;
  if (key === 'recencyDays' && value === 0) return 0;
  if (value === false) return 0;
  if (key === 'experienceRange' && typeof value === 'object') {
    return Object.values(value).some((v) => v !== undefined) ? 1 : 0;
  }
  if (key === 'titleScope' || key === 'companyScope') return 0;
  return 1;
}

export function sectionCount(filters: SearchFilters, keys: readonly FilterKey[]): number {
  return keys.reduce((sum, key) => sum + filterCount(filters, key), 0);
}

/** Filters the panel can clear (everything but the keywords of the search bar). */
export function panelFilterCount(filters: SearchFilters): number {
  return SECTIONS.reduce((sum, s) => sum + sectionCount(filters, s.keys), 0);
}

function labelIn(options: readonly Option[], value: string | number) {
  return options.find((o) => o.value === value)?.label ?? String(value);
}

/** One value of a list filter in words, as its chip and the empty state show it. */
export function listValueText(key: ListFilterKey, value: unknown): string {
  if (key === 'locations') {
    const l = value as NonNullable<SearchFilters['locations']>[number];
    return l.radius ? `${locationLabel(l)} +${l.radius.value} ${l.radius.unit}` : locationLabel(l);
  }
  if (key === 'languages') {
    const l = value as NonNullable<SearchFilters['languages']>[number];
    return l.minProficiency
      ? `${l.language} (${labelIn(LANGUAGE_PROFICIENCY_OPTIONS, l.minProficiency)}+)`
      : l.language;
  }
  if (key === 'sources') return sourceLabel(String(value));
  const options = OPTION_LABELS[key];
  return options ? labelIn(options, value as string | number) : String(value);
}

/** Each active filter in words ("Job titles: Nurse, Midwife"), keywords first. */
export function describeFilters(filters: SearchFilters): { key: FilterKey; label: string; text: string }[] {
  const out: { key: FilterKey; label: string; text: string }[] = [];
  const push = (key: FilterKey, text: string) => {
    if (text) out.push({ key, label: FILTER_LABEL[key], text });
  };
  const f = filters;
  const list = (key: ListFilterKey, separator = ', ') => {
    const values = (f[key] ?? []) as readonly unknown[];
    push(key, values.map((v) => listValueText(key, v)).join(separator));
  };
  if (f.keywords?.trim()) push('keywords', f.keywords.trim());
  list('titles');
  list('excludeTitles');
  list('skills');
  list('niceToHaveSkills');
  list('locations', '; ');
  list('experienceBands');
  if (f.experienceRange && filterCount(f, 'experienceRange')) {
    const { min, max } = f.experienceRange;
    push(
      'experienceRange',
      min !== undefined && max !== undefined
        ? `${min}-${max} years`
        : min !== undefined
          ? `At least ${min} years`
          : `At most ${max} years`,
    );
  }
  list('tenureBands');
  list('seniorities');
  list('educationLevels');
  list('majors');
  list('schools');
  list('languages');
  list('companies');
  list('excludeCompanies');
  list('companySizes');
  list('fundingStages');
  list('companyTypes');
  list('industries');
  list('diversity');
  list('contact');
  if (f.recencyDays) push('recencyDays', labelIn(RECENCY_OPTIONS, f.recencyDays));
  list('activityLevels');
  if (f.usWorkAuthorization) push('usWorkAuthorization', US_WORK_AUTHORIZATION_FILTER_TEXT);
  list('clearances');
  list('sources');
  if (f.excludeInProjects) push('excludeInProjects', 'Leaving out people in our projects');
  if (f.excludeContacted) push('excludeContacted', 'Leaving out people we wrote to');
  if (f.excludeViewed) push('excludeViewed', 'Leaving out profiles I opened');
  return out;
}

/** The filters without one of them (the empty state's "remove" buttons). */
export function withoutFilter(filters: SearchFilters, key: FilterKey): SearchFilters {
  const { [key]: _removed, ...rest } = filters;
  return rest;
}
