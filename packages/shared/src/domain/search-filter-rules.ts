/**
 * The rules a search filter value follows, without zod: the numbers and words here are the ones
 * the zod `searchFiltersSchema` (contracts/sourcing.ts) is built from, and `checkSearchFilter`
 * applies them the way the schema does. The search page checks the filters of a URL with it (a
 * link is text anyone can edit) without downloading zod, about 26 KiB of gzip JavaScript on a
 * route held to 250 KiB (issue 13). search-filter-rules.test.ts holds the two to the same answers
 * for generated values, so a rule changed in one place and not the other fails the build.
 */

import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from './company-filters';
import {
  JOBBOARD_SOURCE,
  PROFILE_SOURCE_MAX,
  PROFILE_SOURCE_MESSAGE,
  PROFILE_SOURCES,
} from './profile-sources';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  RADIUS_OPTIONS,
  RECENCY_PRESET_DAYS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from './sourcing-filters';

export const MAX_KEYWORDS_LENGTH = 4000;
export const TITLE_SCOPES = ['current', 'past', 'current_or_past'] as const;
export type TitleScope = (typeof TITLE_SCOPES)[number];

/** A value a recruiter typed or picked: trimmed, 1 to 200 characters. */
export const FILTER_TEXT = { min: 1, max: 200, emptyMessage: 'Empty values are not allowed' } as const;
export const FILTER_TEXT_MAX_MESSAGE = `At most ${FILTER_TEXT.max} characters`;

export const KM_RADIUS_VALUES = RADIUS_OPTIONS.map((o) => o.km);
export const MILE_RADIUS_VALUES = RADIUS_OPTIONS.map((o) => o.miles);
export const RADIUS_MESSAGE = `Radius is one of ${MILE_RADIUS_VALUES.join(', ')} miles or ${KM_RADIUS_VALUES.join(', ')} km`;

/** GeoNames ids are 32-bit: a larger number names no city (and must not reach the database). */
export const MAX_CITY_ID = 2_147_483_647;
export const REGION_CODE = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const LOCATION_MESSAGES = {
  city: 'Unknown city',
  region: 'Region is a country code and a region code, e.g. US-CA',
  country: 'Country is a two-letter code',
  oneOf: 'A location is one city, one region or one country',
  radiusNeedsCity: 'A radius needs a city',
} as const;

export const YEARS_OF_EXPERIENCE_MAX = 80;
export const EXPERIENCE_RANGE_MESSAGE = 'The minimum years must not be above the maximum';
export const LANGUAGE_PROFICIENCY = { min: 1, max: 5 } as const;
export const RECENCY_MESSAGE = `Recency is one of ${RECENCY_PRESET_DAYS.join(', ')} days`;
export const ACTIVITY_LEVEL_MESSAGE = 'Activity level is 1 to 4';

/** The values of an options list (the schema's enums are built from the same lists). */
export const values = <T extends { value: string | number }>(options: readonly T[]) =>
  options.map((o) => o.value);

/** How one item of a list filter is checked. */
export type FilterItem =
  | { kind: 'text' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'number'; values: readonly number[]; message: string }
  | { kind: 'location' }
  | { kind: 'language' }
  | { kind: 'source' };

/** A list filter: each item checked, at most `max` of them (`what` names them in the message). */
export type ListRule = { kind: 'list'; item: FilterItem; max: number; what: string };
/** How one filter is checked: the zod schema's shape, key by key. */
export type FilterRule =
  | ListRule
  | { kind: 'keywords' }
  | { kind: 'scope' }
  | { kind: 'experienceRange' }
  | { kind: 'recency' }
  | { kind: 'boolean' };

const text = { kind: 'text' } as const;
const choice = (options: readonly { value: string }[]): FilterItem => ({
  kind: 'choice',
  values: values(options) as string[],
});
const list = (item: FilterItem, max: number, what: string): ListRule => ({ kind: 'list', item, max, what });
const choices = (options: readonly { value: string }[], what: string): ListRule =>
  list(choice(options), options.length, what);

/**
 * Every filter of `SearchFilters`, in the schema's order (the URL and the chips follow it).
 * contracts/sourcing.ts checks at compile time that the schema has exactly these keys.
 */
export const SEARCH_FILTER_RULES = {
  keywords: { kind: 'keywords' },
  titles: list(text, 20, 'job titles'),
  titleScope: { kind: 'scope' },
  excludeTitles: list(text, 20, 'excluded job titles'),
  skills: list(text, 20, 'skills'),
  niceToHaveSkills: list(text, 20, 'nice-to-have skills'),
  locations: list({ kind: 'location' }, 20, 'locations'),
  experienceBands: choices(EXPERIENCE_BANDS, 'experience bands'),
  experienceRange: { kind: 'experienceRange' },
  tenureBands: choices(TENURE_BANDS, 'tenure bands'),
  seniorities: choices(SENIORITY_OPTIONS, 'seniority levels'),
  educationLevels: choices(EDUCATION_LEVEL_OPTIONS, 'education levels'),
  majors: list(text, 20, 'majors'),
  schools: list(text, 20, 'schools'),
  languages: list({ kind: 'language' }, 10, 'languages'),
  companies: list(text, 30, 'companies'),
  companyScope: { kind: 'scope' },
  excludeCompanies: list(text, 30, 'excluded companies'),
  companySizes: choices(COMPANY_SIZE_BANDS, 'company sizes'),
  fundingStages: choices(FUNDING_STAGE_OPTIONS, 'funding stages'),
  companyTypes: choices(COMPANY_TYPE_OPTIONS, 'company types'),
  industries: list(text, 20, 'industries'),
  diversity: choices(DIVERSITY_OPTIONS, 'diversity options'),
  contact: choices(CONTACT_FILTER_OPTIONS, 'contact filters'),
  recencyDays: { kind: 'recency' },
  activityLevels: list(
    { kind: 'number', values: values(ACTIVITY_LEVEL_OPTIONS) as number[], message: ACTIVITY_LEVEL_MESSAGE },
    4,
    'activity levels',
  ),
  usWorkAuthorization: { kind: 'boolean' },
  clearances: choices(CLEARANCE_TYPE_OPTIONS, 'clearances'),
  sources: list({ kind: 'source' }, 10, 'sources'),
  excludeInProjects: { kind: 'boolean' },
  excludeContacted: { kind: 'boolean' },
  excludeViewed: { kind: 'boolean' },
} as const satisfies Record<string, FilterRule>;

export type SearchFilterKey = keyof typeof SEARCH_FILTER_RULES;
export const SEARCH_FILTER_KEYS = Object.keys(SEARCH_FILTER_RULES) as SearchFilterKey[];

export type FilterCheck = { ok: true; value: unknown } | { ok: false; message: string };

const pass = (value: unknown): FilterCheck => ({ ok: true, value });
const fail = (message: string): FilterCheck => ({ ok: false, message });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A finite number (zod's z.number() refuses NaN and the infinities). */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A strict object: only the named keys. */
function onlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((key) => keys.includes(key));
}

function checkText(value: unknown): FilterCheck {
  if (typeof value !== 'string') return fail('Expected text');
  const trimmed = value.trim();
  if (trimmed.length < FILTER_TEXT.min) return fail(FILTER_TEXT.emptyMessage);
  if (trimmed.length > FILTER_TEXT.max) return fail(FILTER_TEXT_MAX_MESSAGE);
  return pass(trimmed);
}

function checkRadius(value: unknown): FilterCheck {
  if (!isPlainObject(value) || !onlyKeys(value, ['unit', 'value'])) return fail(RADIUS_MESSAGE);
  const { unit, value: distance } = value;
  if ((unit !== 'mi' && unit !== 'km') || !isNumber(distance)) return fail(RADIUS_MESSAGE);
  const allowed: readonly number[] = unit === 'mi' ? MILE_RADIUS_VALUES : KM_RADIUS_VALUES;
  return allowed.includes(distance) ? pass({ unit, value: distance }) : fail(RADIUS_MESSAGE);
}

function checkLocation(value: unknown): FilterCheck {
  if (!isPlainObject(value) || !onlyKeys(value, ['city', 'region', 'country', 'radius'])) {
    return fail(LOCATION_MESSAGES.oneOf);
  }
  const out: Record<string, unknown> = {};
  if (value.city !== undefined) {
    // The schema coerces the city as z.coerce.number() does: Number(value).
    const city = Number(value.city);
    if (!Number.isInteger(city) || city <= 0 || city > MAX_CITY_ID) return fail(LOCATION_MESSAGES.city);
    out.city = city;
  }
  for (const [key, pattern] of [
    ['region', REGION_CODE],
    ['country', COUNTRY_CODE],
  ] as const) {
    const code = value[key];
    if (code === undefined) continue;
    if (typeof code !== 'string' || !pattern.test(code)) return fail(LOCATION_MESSAGES[key]);
    out[key] = code;
  }
  if (value.radius !== undefined) {
    const radius = checkRadius(value.radius);
    if (!radius.ok) return radius;
    out.radius = radius.value;
  }
  const places = [out.city, out.region, out.country].filter((v) => v !== undefined).length;
  if (places !== 1) return fail(LOCATION_MESSAGES.oneOf);
  if (out.radius !== undefined && out.city === undefined) return fail(LOCATION_MESSAGES.radiusNeedsCity);
  return pass(out);
}

function checkLanguage(value: unknown): FilterCheck {
  if (!isPlainObject(value) || !onlyKeys(value, ['language', 'minProficiency']))
    return fail('Expected a language');
  const language = checkText(value.language);
  if (!language.ok) return language;
  const out: Record<string, unknown> = { language: language.value };
  const level = value.minProficiency;
  if (level !== undefined) {
    if (
      !Number.isInteger(level) ||
      (level as number) < LANGUAGE_PROFICIENCY.min ||
      (level as number) > LANGUAGE_PROFICIENCY.max
    ) {
      return fail(`Proficiency is ${LANGUAGE_PROFICIENCY.min} to ${LANGUAGE_PROFICIENCY.max}`);
    }
    out.minProficiency = level;
  }
  return pass(out);
}

function checkSource(value: unknown): FilterCheck {
  if (typeof value !== 'string' || value.length > PROFILE_SOURCE_MAX) return fail(PROFILE_SOURCE_MESSAGE);
  const known = (PROFILE_SOURCES as readonly string[]).includes(value) || JOBBOARD_SOURCE.test(value);
  return known ? pass(value) : fail(PROFILE_SOURCE_MESSAGE);
}

function checkItem(item: FilterItem, value: unknown): FilterCheck {
  switch (item.kind) {
    case 'text':
      return checkText(value);
    case 'choice':
      return typeof value === 'string' && item.values.includes(value)
        ? pass(value)
        : fail('Not one of the choices');
    case 'number':
      return Number.isInteger(value) && item.values.includes(value as number)
        ? pass(value)
        : fail(item.message);
    case 'location':
      return checkLocation(value);
    case 'language':
      return checkLanguage(value);
    case 'source':
      return checkSource(value);
  }
}

function checkExperienceRange(value: unknown): FilterCheck {
  if (!isPlainObject(value) || !onlyKeys(value, ['min', 'max'])) return fail('Expected a range of years');
  const out: Record<string, number> = {};
  for (const key of ['min', 'max'] as const) {
    const years = value[key];
    if (years === undefined) continue;
    if (!isNumber(years) || years < 0 || years > YEARS_OF_EXPERIENCE_MAX) {
      return fail(`Years are 0 to ${YEARS_OF_EXPERIENCE_MAX}`);
    }
    out[key] = years;
  }
  if (out.min !== undefined && out.max !== undefined && out.min > out.max)
    return fail(EXPERIENCE_RANGE_MESSAGE);
  return pass(out);
}

/**
 * Checks one filter's value as `searchFiltersSchema` would: the value it keeps (text trimmed, a
 * city id as a number) or the first reason it is refused. `undefined` is no filter, and passes.
 */
export function checkSearchFilter(key: SearchFilterKey, value: unknown): FilterCheck {
  if (value === undefined) return pass(undefined);
  const rule: FilterRule = SEARCH_FILTER_RULES[key];
  switch (rule.kind) {
    case 'keywords':
      if (typeof value !== 'string') return fail('Expected text');
      return value.length <= MAX_KEYWORDS_LENGTH
        ? pass(value)
        : fail(`Keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`);
    case 'scope':
      return typeof value === 'string' && (TITLE_SCOPES as readonly string[]).includes(value)
        ? pass(value)
        : fail(`One of ${TITLE_SCOPES.join(', ')}`);
    case 'experienceRange':
      return checkExperienceRange(value);
    case 'recency':
      return Number.isInteger(value) && (RECENCY_PRESET_DAYS as readonly number[]).includes(value as number)
        ? pass(value)
        : fail(RECENCY_MESSAGE);
    case 'boolean':
      return typeof value === 'boolean' ? pass(value) : fail('Expected true or false');
    case 'list': {
      if (!Array.isArray(value)) return fail(`Expected a list of ${rule.what}`);
      if (value.length > rule.max) return fail(`At most ${rule.max} ${rule.what}`);
      const kept: unknown[] = [];
      for (const item of value) {
        const checked = checkItem(rule.item, item);
        if (!checked.ok) return checked;
        kept.push(checked.value);
      }
      return pass(kept);
    }
  }
}
