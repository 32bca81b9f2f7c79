// Candidate filter options of the sourcing search (core spec section 9, second spec section 3.7).
// Company filters live in company-filters.ts.

/** Miles are what the recruiter picks; the km figure is what the search engine is sent. */
export const RADIUS_OPTIONS = [
  { value: 5, miles: 5, km: 8, label: '5 miles' },
  { value: 10, miles: 10, km: 16, label: '10 miles' },
  { value: 15, miles: 15, km: 25, label: '15 miles' },
  { value: 30, miles: 30, km: 50, label: '30 miles' },
  { value: 50, miles: 50, km: 80, label: '50 miles' },
  { value: 100, miles: 100, km: 160, label: '100 miles' },
] as const;
export type RadiusMiles = (typeof RADIUS_OPTIONS)[number]['miles'];

/** Radius used by the built-in sample searches. */
export const SAMPLE_SEARCH_RADIUS_KM = 80;

export function radiusMilesToKm(miles: number): number | undefined {
  return RADIUS_OPTIONS.find((option) => option.miles === miles)?.km;
}

export const ACTIVITY_LEVEL_OPTIONS = [
  { value: 1, label: 'No Activity Recorded' },
  { value: 2, label: 'Somewhat Active' },
  { value: 3, label: 'Active' },
  { value: 4, label: 'Very Active' },
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVEL_OPTIONS)[number]['value'];

export const SENIORITY_OPTIONS = [
  { value: 'junior', label: 'Junior' },
  { value: 'senior', label: 'Senior' },
  { value: 'manager', label: 'Manager' },
  { value: 'director', label: 'Director' },
  { value: 'executive', label: 'Executive' },
] as const;
export type Seniority = (typeof SENIORITY_OPTIONS)[number]['value'];

export const EDUCATION_LEVEL_OPTIONS = [
  { value: 'high_school', label: 'High School' },
  { value: 'associate', label: 'Associate' },
  { value: 'bachelor', label: 'Bachelor' },
  { value: 'master', label: 'Master' },
  { value: 'ph.d', label: 'Ph.D.' },
  { value: 'jd', label: 'JD' },
  { value: 'md', label: 'MD' },
  { value: 'do', label: 'DO' },
  { value: 'mba', label: 'MBA' },
  { value: 'pharmd', label: 'PharmD' },
] as const;
export type EducationLevel = (typeof EDUCATION_LEVEL_OPTIONS)[number]['value'];

// The spec fixes the scale (1 to 5, from limited to native) but not the wording in between.
export const LANGUAGE_PROFICIENCY_OPTIONS = [
  { value: 1, label: 'Limited' },
  { value: 2, label: 'Basic' },
  { value: 3, label: 'Professional' },
  { value: 4, label: 'Fluent' },
  { value: 5, label: 'Native' },
] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCY_OPTIONS)[number]['value'];

/** Options marked featureFlagged are offered only to teams with the diversity-extension flag. */
export const DIVERSITY_OPTIONS = [
  { value: 'women', label: 'Women', featureFlagged: false },
  { value: 'african-american', label: 'African American', featureFlagged: false },
  { value: 'hispanic', label: 'Hispanic', featureFlagged: false },
  { value: 'veteran', label: 'Veteran', featureFlagged: false },
  { value: 'native-american', label: 'Native American', featureFlagged: false },
  { value: 'lgbt', label: 'LGBT', featureFlagged: true },
  { value: 'asian-american', label: 'Asian American', featureFlagged: true },
] as const;
export type Diversity = (typeof DIVERSITY_OPTIONS)[number]['value'];

export function diversityOptionsFor(flagEnabled: boolean): readonly (typeof DIVERSITY_OPTIONS)[number][] {
  return flagEnabled ? DIVERSITY_OPTIONS : DIVERSITY_OPTIONS.filter((option) => !option.featureFlagged);
}

/** `param` is the candidate-list filter field each option sets. */
export const CONTACT_FILTER_OPTIONS = [
  { value: 'has_contact_info', label: 'Has contact info', param: 'filterByContact' },
  { value: 'has_personal_email', label: 'Has personal email', param: 'filterByPersonalContact' },
] as const;
export type ContactFilter = (typeof CONTACT_FILTER_OPTIONS)[number]['value'];

// Day 0 reads as "no limit": the shorter list, which leaves it out, is for filters that must
// always be bounded.
const RECENCY_LABELS: Readonly<Record<number, string>> = {
  0: 'Any time',
  1: 'Past 24 hours',
  7: 'Past week',
  30: 'Past month',
  90: 'Past 3 months',
  180: 'Past 6 months',
  360: 'Past year',
};

function recencyOptions<T extends number>(days: readonly T[]): readonly { value: T; label: string }[] {
  return days.map((value) => ({ value, label: RECENCY_LABELS[value] ?? `Past ${value} days` }));
}

export const RECENCY_PRESET_DAYS = [0, 1, 7, 30, 90, 180, 360] as const;
export const RECENCY_PRESET_DAYS_BOUNDED = [1, 7, 30, 90, 180, 360] as const;
export type RecencyPresetDays = (typeof RECENCY_PRESET_DAYS)[number];

export const RECENCY_OPTIONS = recencyOptions(RECENCY_PRESET_DAYS);
export const RECENCY_OPTIONS_BOUNDED = recencyOptions(RECENCY_PRESET_DAYS_BOUNDED);

/**
 * A numeric band for querying: `min` inclusive, `max` exclusive, `max: null` open-ended. Half-open
 * bounds let neighbouring bands share an edge (2-4 and 4-6) without counting anyone twice.
 */
export type NumericBand = { value: string; label: string; min: number; max: number | null };

export function isInBand(band: Pick<NumericBand, 'min' | 'max'>, value: number): boolean {
  return value >= band.min && (band.max === null || value < band.max);
}

export const EXPERIENCE_BANDS = [
  { value: '0-2', label: '0-2 years', min: 0, max: 2 },
  { value: '2-4', label: '2-4 years', min: 2, max: 4 },
  { value: '4-6', label: '4-6 years', min: 4, max: 6 },
  { value: '6-8', label: '6-8 years', min: 6, max: 8 },
  { value: '8-10', label: '8-10 years', min: 8, max: 10 },
  { value: '10+', label: '10+ years', min: 10, max: null },
] as const satisfies readonly NumericBand[];
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['value'];

/** Years in the current role. */
export const TENURE_BANDS = [
  { value: '<0.5', label: '<0.5 years', min: 0, max: 0.5 },
  { value: '0.5-1', label: '0.5-1 years', min: 0.5, max: 1 },
  { value: '1-2', label: '1-2 years', min: 1, max: 2 },
  { value: '2-4', label: '2-4 years', min: 2, max: 4 },
  { value: '4+', label: '4+ years', min: 4, max: null },
] as const satisfies readonly NumericBand[];
export type TenureBand = (typeof TENURE_BANDS)[number]['value'];

export const US_WORK_AUTHORIZATION_FILTER_TEXT = 'Candidates With U.S. Work Authorization';

/** Year pickers (education, positions) go back this many years. */
export const YEAR_LIST_SPAN = 50;

/** Years from `currentYear` down to `currentYear - YEAR_LIST_SPAN`, newest first. */
export function yearOptions(currentYear: number): readonly { value: number; label: string }[] {
  return Array.from({ length: YEAR_LIST_SPAN + 1 }, (_, index) => {
    const year = currentYear - index;
    return { value: year, label: String(year) };
  });
}
