/**
 * How a profile's discrete attributes become the integer codes of `talent_search.terms`.
 *
 * A code is `namespace << 24 | value`. One GIN index (intarray's gin__int_ops) over the array
 * then answers any mix of filters in a single `terms @@ query_int` test: AND across filters, OR
 * within one, NOT for exclusions. Values come from the dictionary (titles, skills, companies ...,
 * whose ids are stable), from the position of an option in the shared lists (seniority,
 * education ...: those lists are append-only for this reason), or from a fixed encoding
 * (countries, languages with proficiency, sample buckets).
 *
 * Changing a namespace or an encoding means re-encoding `talent_search`: bump
 * SEARCH_TERMS_VERSION and a server re-encodes the rows when it starts (reencode.ts).
 */
import {
  CLEARANCE_TYPE_OPTIONS,
  COMPANY_SIZE_BANDS,
  COMPANY_TYPE_OPTIONS,
  FUNDING_STAGE_OPTIONS,
} from '@talentbase/shared/domain/company-filters';
import {
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  isInBand,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from '@talentbase/shared/domain/sourcing-filters';

/**
 * The encoding of search rows: 2 added skill-area codes; 3 folds the keyword text of every
 * script (lower case beyond Latin, Arabic letter forms, character pairs for unspaced scripts).
 */
export const SEARCH_TERMS_VERSION = 3;

export const NS = {
  titleCurrent: 1,
  titlePast: 2,
  companyCurrent: 3,
  companyPast: 4,
  skill: 5,
  city: 6,
  region: 7,
  country: 8,
  seniority: 10,
  education: 11,
  major: 12,
  school: 13,
  language: 14,
  experienceBand: 15,
  tenureBand: 16,
  companySize: 17,
  funding: 18,
  companyType: 19,
  industry: 20,
  diversity: 21,
  clearance: 22,
  workAuthorization: 23,
  contact: 24,
  activity: 25,
  source: 26,
  scope: 27,
  bucket: 28,
  titleFamily: 29,
  certification: 30,
  // Grid cells of five sizes (geo-cells.ts).
  geoCell1: 31,
  geoCell2: 32,
  geoCell3: 33,
  geoCell4: 34,
  geoCell5: 35,
  // Sample groups of buckets (see bucketTerms).
  bucketHundredth: 36,
  bucketTenth: 37,
  // A skill within an area at an experience band (see skillAreaTerm).
  skillArea: 38,
} as const;
export type Namespace = keyof typeof NS;

/**
 * The groups search results are counted by (facets). A search row keeps these codes apart in
 * `facet_terms`, a short array that is quick to count over thousands of matches.
 */
export const FACET_NAMESPACE_OF = {
  title: 'titleCurrent',
  company: 'companyCurrent',
  location: 'city',
  skill: 'skill',
  seniority: 'seniority',
  education: 'education',
} as const satisfies Record<string, Namespace>;

const FACET_NAMESPACE_NUMBERS = new Set<number>(Object.values(FACET_NAMESPACE_OF).map((ns) => NS[ns]));

export function isFacetTerm(code: number): boolean {
  return FACET_NAMESPACE_NUMBERS.has(termNamespace(code));
}

const VALUE_BITS = 24;
const VALUE_LIMIT = 1 << VALUE_BITS;

export function term(ns: Namespace, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value >= VALUE_LIMIT) {
    throw new RangeError(`Search term value out of range: ${ns}=${value}`);
  }
  return NS[ns] * VALUE_LIMIT + value;
}

export function termNamespace(code: number): number {
  return Math.floor(code / VALUE_LIMIT);
}

export function termValue(code: number): number {
  return code % VALUE_LIMIT;
}

/** The [low, high] code range of a namespace: for picking one namespace out of `terms`. */
export function namespaceRange(ns: Namespace): [number, number] {
  return [NS[ns] * VALUE_LIMIT, NS[ns] * VALUE_LIMIT + VALUE_LIMIT - 1];
}

/** Position (1-based) of an option value in a shared list; 0 when it is not there. */
function optionCode(options: readonly { value: string | number }[], value: string | number): number {
  return options.findIndex((o) => o.value === value) + 1;
}

function optionTerm(ns: Namespace, options: readonly { value: string | number }[], value: string | number) {
  const code = optionCode(options, value);
  if (code === 0) throw new RangeError(`Unknown ${ns} value: ${value}`);
  return term(ns, code);
}

export const seniorityTerm = (v: string) => optionTerm('seniority', SENIORITY_OPTIONS, v);
export const educationTerm = (v: string) => optionTerm('education', EDUCATION_LEVEL_OPTIONS, v);
export const experienceBandTerm = (v: string) => optionTerm('experienceBand', EXPERIENCE_BANDS, v);
export const tenureBandTerm = (v: string) => optionTerm('tenureBand', TENURE_BANDS, v);
export const companySizeTerm = (v: string) => optionTerm('companySize', COMPANY_SIZE_BANDS, v);
export const fundingTerm = (v: string) => optionTerm('funding', FUNDING_STAGE_OPTIONS, v);
export const companyTypeTerm = (v: string) => optionTerm('companyType', COMPANY_TYPE_OPTIONS, v);
export const diversityTerm = (v: string) => optionTerm('diversity', DIVERSITY_OPTIONS, v);
export const clearanceTerm = (v: string) => optionTerm('clearance', CLEARANCE_TYPE_OPTIONS, v);
export const contactTerm = (v: string) => optionTerm('contact', CONTACT_FILTER_OPTIONS, v);
export const activityTerm = (level: number) => term('activity', level);
export const US_WORK_AUTHORIZED = term('workAuthorization', 1);

export function experienceBandFor(years: number): string {
  return (EXPERIENCE_BANDS.find((b) => isInBand(b, years)) ?? EXPERIENCE_BANDS[0]).value;
}

export function tenureBandFor(years: number): string {
  return (TENURE_BANDS.find((b) => isInBand(b, years)) ?? TENURE_BANDS[0]).value;
}

/** Countries by their two letters: AA = 0 ... ZZ = 675. */
export function countryTerm(alpha2: string): number {
  const code = alpha2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw new RangeError(`Not a country code: ${alpha2}`);
  return term('country', (code.charCodeAt(0) - 65) * 26 + (code.charCodeAt(1) - 65));
}

/**
 * A language is stored once per proficiency level up to the person's own, so "Spanish, at least
 * professional (3)" is the single code for level 3.
 */
export function languageTerms(languageId: number, proficiency: number): number[] {
  const codes: number[] = [];
  for (let level = 1; level <= Math.min(5, Math.max(1, proficiency)); level++) {
    codes.push(term('language', languageId * 8 + level));
  }
  return codes;
}

export function languageTerm(languageId: number, minProficiency: number): number {
  return term('language', languageId * 8 + Math.min(5, Math.max(1, minProficiency)));
}

/**
 * A skill held within one area cell (geo-cells.ts) at one experience band: "Kubernetes, 6 to 8
 * years, near Boston" is then a few short posting lists instead of the intersection of every
 * Kubernetes profile with every profile near Boston. The three are hashed into 24 bits, so two
 * combinations may share a code: a search reads these codes only to narrow the index and still
 * checks the skill, the band and the distance on each row.
 */
export function skillAreaTerm(skillId: number, areaCell: number, band: string): number {
  const bandIndex = EXPERIENCE_BANDS.findIndex((b) => b.value === band);
  let hash = Math.imul(skillId ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(areaCell + 1, 0x2545f491) ^ bandIndex;
  hash = Math.imul(hash ^ (hash >>> 15), 0x85ebca6b);
  hash ^= hash >>> 13;
  return term('skillArea', (hash >>> 0) % VALUE_LIMIT);
}

/**
 * Codes whose profile counts are kept (talent_term_counts) for planning searches. Skill-area codes
 * are too many to hold in memory and are estimated from their skill and area instead.
 */
export function isCountedTerm(code: number): boolean {
  return termNamespace(code) !== NS.skillArea;
}

/** Open-web profiles are visible to every team. */
export const OPEN_WEB_SCOPE = term('scope', 0);

/**
 * A team's own candidates carry a code derived from the team id. Two teams may share a code (24
 * bits), so the search also checks `team_id`; the code only lets the index skip other teams' rows.
 */
export function teamScopeTerm(teamId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < teamId.length; i++) {
    hash ^= teamId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return term('scope', 1 + (hash % (VALUE_LIMIT - 1)));
}

/** Rows fall into 1,000 buckets by a hash of their id: a few buckets are an unbiased sample. */
export const SAMPLE_BUCKETS = 1000;

export function bucketOf(profileId: number): number {
  // Knuth's multiplicative hash spreads consecutive ids over all buckets.
  return (Math.imul(profileId, 2654435761) >>> 0) % SAMPLE_BUCKETS;
}

/**
 * Codes selecting the first `count` of the 1,000 buckets. Each row also carries its bucket's 10%
 * and 1% group, so a sample takes at most 27 codes (a 10% sample is one code, not a hundred).
 */
export function bucketTerms(count: number): number[] {
  const n = Math.max(0, Math.min(count, SAMPLE_BUCKETS));
  const codes: number[] = [];
  const tenths = Math.floor(n / 100);
  for (let v = 0; v < tenths; v++) codes.push(term('bucketTenth', v));
  const hundredths = Math.floor((n % 100) / 10);
  for (let u = 0; u < hundredths; u++) codes.push(term('bucketHundredth', tenths * 10 + u));
  for (let w = tenths * 100 + hundredths * 10; w < n; w++) codes.push(term('bucket', w));
  return codes;
}

/** The bucket codes a row carries: its bucket and the 1% and 10% groups it falls in. */
export function rowBucketTerms(profileId: number): number[] {
  const b = bucketOf(profileId);
  return [
    term('bucket', b),
    term('bucketHundredth', Math.floor(b / 10)),
    term('bucketTenth', Math.floor(b / 100)),
  ];
}
