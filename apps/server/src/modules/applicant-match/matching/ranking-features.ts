/**
 * What the ranking pass reads of an applicant, packed: sorted typed arrays of taxonomy ids with
 * their years, a fixed array of years per title family, and the résumé's word hashes. Ranking a
 * job's 5,000 applicants touches each applicant's few small arrays once, instead of walking a
 * dozen Maps and Sets scattered over the heap, and the stored form (stored-features.ts) is these
 * same arrays in base64, so loading a job's applicants is a decode, not a rebuild.
 *
 * Built from the full features (features.ts) at the end of applicantFeatures; the scoring
 * detail reads the full features for its evidence and these for its numbers.
 */
import { TITLE_FAMILIES, type TitleFamily } from '../../talent/taxonomy/families';

export type RankingFeatures = {
  lackResume: boolean;
  totalYears: number;
  /** Skill ids the résumé states, ascending, and their years (NaN: years not stated). */
  skillIds: Int32Array;
  skillYears: Float64Array;
  /** Skill ids implied by a title held (when not stated), ascending, and that title's years. */
  impliedIds: Int32Array;
  impliedYears: Float64Array;
  /** Years per title family, by index in TITLE_FAMILIES. */
  familyYears: Float64Array;
  /** True when some position's title named a family (even for 0 years). */
  familyKnown: boolean;
  /** Rank of the highest degree (EDUCATION_LEVEL_RANK), NO_DEGREE_RANK (0) when none. */
  educationRank: number;
  /** Fields of study, folded (features.ts fieldKey). */
  fields: readonly string[];
  certificationIds: Int32Array;
  languageIds: Int32Array;
  /** Proficiency 1 to 5 of each language, in languageIds order. */
  languageLevels: Float64Array;
  industryIds: Int32Array;
  lat: number | null;
  lon: number | null;
  state: string | null;
  country: string | null;
  /** Countries the applicant may work in; "~US" when only inferred from where they live. */
  authorizedIn: readonly string[];
  needsSponsorship: boolean | null;
  /**
   * The résumé's distinct word hashes, ascending (word-set.ts). Only jobs with free
   * requirements read them (rankingNeedsWords): a loader may leave them out, and null says so.
   */
  words: Int32Array | null;
};

export const FAMILY_COUNT = TITLE_FAMILIES.length;
const FAMILY_INDEX = new Map<string, number>(TITLE_FAMILIES.map((f, i) => [f, i]));

/** A family's index in RankingFeatures.familyYears; -1 for none. */
export function familyIndex(family: TitleFamily | string | null): number {
  return family === null ? -1 : (FAMILY_INDEX.get(family) ?? -1);
}

/** Whether ranking against this job reads the résumé's words (it has free requirements). */
export function rankingNeedsWords(p: { free: readonly unknown[] }): boolean {
  return p.free.length > 0;
}

/** Where `value` is in an ascending array (of its first `size` items), or -1. */
export function indexOfSorted(sorted: Int32Array, value: number, size = sorted.length): number {
  let lo = 0;
  let hi = size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] as number;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Ids ascending with their values alongside. */
function sortedPairs(entries: Iterable<[number, number]>): { ids: Int32Array; values: Float64Array } {
  const list = [...entries].sort((a, b) => a[0] - b[0]);
  return { ids: Int32Array.from(list, (e) => e[0]), values: Float64Array.from(list, (e) => e[1]) };
}

function sortedIds(ids: Iterable<number>): Int32Array {
  return Int32Array.from(ids).sort();
}

export type RankingSource = {
  lackResume: boolean;
  totalYears: number;
  skills: ReadonlyMap<number, { years: number | null }>;
  impliedSkills: ReadonlyMap<number, { years: number }>;
  familyYears: ReadonlyMap<string, number>;
  educationRank: number;
  fields: ReadonlySet<string>;
  certifications: ReadonlyMap<number, unknown>;
  languages: ReadonlyMap<number, { proficiency: number }>;
  industries: ReadonlyMap<number, unknown>;
  place: { lat: number | null; lon: number | null; state: string | null; country: string | null };
  authorizedIn: ReadonlySet<string>;
  needsSponsorship: boolean | null;
  words: { data: Int32Array; size: number };
};

export function packRanking(f: RankingSource): RankingFeatures {
  const skills = sortedPairs([...f.skills].map(([id, s]) => [id, s.years ?? Number.NaN]));
  const implied = sortedPairs([...f.impliedSkills].map(([id, s]) => [id, s.years]));
  const familyYears = new Float64Array(FAMILY_COUNT);
  for (const [family, years] of f.familyYears) {
    const i = familyIndex(family);
    if (i >= 0) familyYears[i] = years;
  }
  const languages = sortedPairs([...f.languages].map(([id, l]) => [id, l.proficiency]));
  return {
    lackResume: f.lackResume,
    totalYears: f.totalYears,
    skillIds: skills.ids,
    skillYears: skills.values,
    impliedIds: implied.ids,
    impliedYears: implied.values,
    familyYears,
    familyKnown: f.familyYears.size > 0,
    educationRank: f.educationRank,
    fields: [...f.fields],
    certificationIds: sortedIds(f.certifications.keys()),
    languageIds: languages.ids,
    languageLevels: languages.values,
    industryIds: sortedIds(f.industries.keys()),
    lat: f.place.lat,
    lon: f.place.lon,
    state: f.place.state,
    country: f.place.country,
    authorizedIn: [...f.authorizedIn],
    needsSponsorship: f.needsSponsorship,
    // The word set keeps hashes first: a view, not a copy.
    words: f.words.data.subarray(0, f.words.size),
  };
}
