/**
 * The stored (JSON) form of an applicant's features, kept in `match_applicants.features` so a
 * job's applicants are ranked again without reading their résumés again.
 *
 * Three parts, so each reader pays only for what it needs:
 * - `ranking`: what the ranking pass reads (ids ascending with their years, ranks, place).
 *   Loading a job's applicants to rank them selects `features->'ranking'` (and `features->'words'`
 *   when the job has free requirements, rankingNeedsWords) and calls deserializeRanking.
 * - `words`: the résumé's distinct word hashes, ascending, little-endian int32 in base64.
 * - `detail`: the evidence behind each fact, as [start, end] spans into the résumé text (the
 *   text itself is the `resume` column's, not copied here), with the few labels it needs.
 *   deserializeFeatures(stored, resume.text) gives back the full features for a scoring detail.
 *
 * Taxonomy ids are positions in the taxonomy index and change when the taxonomy does: `format`
 * holds the format version and a fingerprint of the taxonomy, and a stored form made with
 * another one reads as null, so the caller recomputes the features from the résumé. Bump
 * FEATURES_FORMAT whenever applicantFeatures reads a résumé differently.
 */
import os from 'node:os';
import type { Evidence } from '@talentbase/shared/contracts/applicant-match';
import type { EducationLevel } from '@talentbase/shared/domain/sourcing-filters';
import { TITLE_FAMILIES } from '../../talent/taxonomy/families';
import type { ApplicantFeatures } from './features';
import { FAMILY_COUNT, familyIndex, packRanking, type RankingFeatures } from './ranking-features';
import { taxonomyIndex } from './taxonomy-index';
import { hashWord } from './word-set';

export const FEATURES_FORMAT = 1;

type Span = [start: number, end: number];

/**
 * Years as whole months (a number) when that is exact, which it nearly always is since positions
 * are dated by month; otherwise the years themselves, written as a string. "41" instead of
 * "3.4166666666666665": a third of the ranking part's size, and the same double back.
 */
type StoredYears = number | string;

function yearsOut(years: number): StoredYears {
  const months = Math.round(years * 12);
  return months / 12 === years ? months : String(years);
}

function yearsIn(stored: StoredYears | null | undefined): number {
  if (typeof stored === 'number') return stored / 12;
  if (typeof stored === 'string') return Number(stored);
  return Number.NaN;
}

export type StoredRanking = {
  lackResume: boolean;
  totalYears: number;
  /** Skill ids, ascending (as every id list here), and their years (StoredYears; null: not stated). */
  skills: number[];
  skillYears: (StoredYears | null)[];
  implied: number[];
  impliedYears: StoredYears[];
  /** Years per title family, by family name (stable whatever the order of the families). */
  familyYears: Record<string, StoredYears>;
  educationRank: number;
  fields: string[];
  certifications: number[];
  languages: number[];
  languageLevels: number[];
  industries: number[];
  lat: number | null;
  lon: number | null;
  state: string | null;
  country: string | null;
  authorizedIn: string[];
  needsSponsorship: boolean | null;
};

export type StoredDetail = {
  /** Per skill, in `ranking.skills` order. */
  skillInferred: boolean[];
  skillEvidence: Span[][];
  /** Per implied skill, in `ranking.implied` order. */
  impliedTitles: string[];
  impliedEvidence: Span[][];
  titleYears: [id: number, years: number][];
  familyEvidence: Record<string, Span[]>;
  educationLevel: EducationLevel | null;
  educationEvidence: Span[];
  /** Per item, in `ranking.certifications` / `languages` / `industries` order. */
  certificationEvidence: Span[][];
  languageEvidence: Span[][];
  industryEvidence: Span[][];
  placeLabel: string;
  placeEvidence: Span[];
  authEvidence: Span[];
  /** Where each word of `words` first appears: all starts, then all ends (int32, base64). */
  wordSpans: string;
};

export type StoredFeatures = { format: string; ranking: StoredRanking; words: string; detail: StoredDetail };

let currentFormat: string | null = null;

/** FEATURES_FORMAT and a fingerprint of the taxonomy ids and families the features name. */
export function featuresFormat(): string {
  if (currentFormat === null) {
    let h = hashWord(TITLE_FAMILIES.join(','));
    for (const t of taxonomyIndex().terms)
      h = Math.imul(h ^ hashWord(`${t.id}:${t.kind}:${t.name}:${t.families.join(',')}`), 0x01000193);
    currentFormat = `${FEATURES_FORMAT}.${(h >>> 0).toString(16)}`;
  }
  return currentFormat;
}

// Packed lists are little-endian int32. On a little-endian machine (every one Node supports
// today) they are copied as bytes; the byte-by-byte path keeps the format right elsewhere.
const LITTLE_ENDIAN = os.endianness() === 'LE';

function encodeInts(values: Int32Array): string {
  if (LITTLE_ENDIAN)
    return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
  const buf = Buffer.allocUnsafe(values.length * 4);
  for (let i = 0; i < values.length; i++) buf.writeInt32LE(values[i] as number, i * 4);
  return buf.toString('base64');
}

function decodeInts(base64: string): Int32Array {
  const buf = Buffer.from(base64, 'base64');
  if (buf.length % 4 !== 0) throw new Error('Stored features: a packed list has a broken length');
  const out = new Int32Array(buf.length / 4);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(buf);
  else for (let i = 0; i < out.length; i++) out[i] = buf.readInt32LE(i * 4);
  return out;
}

function byId<V>(map: ReadonlyMap<number, V>): [number, V][] {
  return [...map].sort((a, b) => a[0] - b[0]);
}

const spans = (list: readonly Evidence[]): Span[] => list.map((e) => [e.start, e.end]);

export function serializeFeatures(f: ApplicantFeatures): StoredFeatures {
  const size = f.words.size;
  // Ascending ids: the ranking's binary searches need them so, and loading then copies as is.
  const skills = byId(f.skills);
  const implied = byId(f.impliedSkills);
  const languages = byId(f.languages);
  const certifications = byId(f.certifications);
  const industries = byId(f.industries);
  return {
    format: featuresFormat(),
    ranking: {
      lackResume: f.lackResume,
      totalYears: f.totalYears,
      skills: skills.map(([id]) => id),
      skillYears: skills.map(([, s]) => (s.years === null ? null : yearsOut(s.years))),
      implied: implied.map(([id]) => id),
      impliedYears: implied.map(([, s]) => yearsOut(s.years)),
      familyYears: Object.fromEntries([...f.familyYears].map(([family, y]) => [family, yearsOut(y)])),
      educationRank: f.educationRank,
      fields: [...f.fields],
      certifications: certifications.map(([id]) => id),
      languages: languages.map(([id]) => id),
      languageLevels: languages.map(([, l]) => l.proficiency),
      industries: industries.map(([id]) => id),
      lat: f.place.lat,
      lon: f.place.lon,
      state: f.place.state,
      country: f.place.country,
      authorizedIn: [...f.authorizedIn],
      needsSponsorship: f.needsSponsorship,
    },
    words: encodeInts(f.words.data.subarray(0, size)),
    detail: {
      skillInferred: skills.map(([, s]) => s.inferred),
      skillEvidence: skills.map(([, s]) => spans(s.evidence)),
      impliedTitles: implied.map(([, s]) => s.title),
      impliedEvidence: implied.map(([, s]) => spans(s.evidence)),
      titleYears: [...f.titleYears],
      familyEvidence: Object.fromEntries([...f.familyEvidence].map(([k, v]) => [k, spans(v)])),
      educationLevel: f.educationLevel,
      educationEvidence: spans(f.educationEvidence),
      certificationEvidence: certifications.map(([, e]) => spans(e)),
      languageEvidence: languages.map(([, l]) => spans(l.evidence)),
      industryEvidence: industries.map(([, e]) => spans(e)),
      placeLabel: f.place.label,
      placeEvidence: spans(f.place.evidence),
      authEvidence: spans(f.authEvidence),
      wordSpans: encodeInts(f.words.data.subarray(size, 3 * size)),
    },
  };
}

function isStored(value: unknown): value is StoredFeatures {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredFeatures>;
  return (
    v.format === featuresFormat() &&
    typeof v.ranking === 'object' &&
    v.ranking !== null &&
    typeof v.words === 'string' &&
    typeof v.detail === 'object' &&
    v.detail !== null
  );
}

/** An ascending id list as loaded; anything else is not a stored form of ours. */
function ascending(ids: readonly number[]): Int32Array {
  const out = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    if (!Number.isInteger(id) || (i > 0 && id <= (out[i - 1] as number)))
      throw new Error('Stored features: ids out of order');
    out[i] = id;
  }
  return out;
}

function sameLength(values: readonly unknown[], count: number): void {
  if (values.length !== count) throw new Error('Stored features: lists of different lengths');
}

function levels(values: readonly number[], count: number): Float64Array {
  sameLength(values, count);
  return Float64Array.from(values);
}

/** Stored years as the ranking reads them (NaN: not stated). */
function yearsList(values: readonly (StoredYears | null)[], count: number): Float64Array {
  sameLength(values, count);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = yearsIn(values[i]);
  return out;
}

function rankingOf(r: StoredRanking, words: string | null | undefined): RankingFeatures {
  const skillIds = ascending(r.skills);
  const impliedIds = ascending(r.implied);
  const languageIds = ascending(r.languages);
  const familyYears = new Float64Array(FAMILY_COUNT);
  let familyKnown = false;
  for (const family in r.familyYears) {
    familyKnown = true;
    const i = familyIndex(family);
    if (i >= 0) familyYears[i] = yearsIn(r.familyYears[family]);
  }
  return {
    lackResume: r.lackResume === true,
    totalYears: r.totalYears,
    skillIds,
    skillYears: yearsList(r.skillYears, skillIds.length),
    impliedIds,
    impliedYears: yearsList(r.impliedYears, impliedIds.length),
    familyYears,
    familyKnown,
    educationRank: r.educationRank,
    fields: r.fields,
    certificationIds: ascending(r.certifications),
    languageIds,
    languageLevels: levels(r.languageLevels, languageIds.length),
    industryIds: ascending(r.industries),
    lat: r.lat,
    lon: r.lon,
    state: r.state,
    country: r.country,
    authorizedIn: r.authorizedIn,
    needsSponsorship: r.needsSponsorship,
    words: typeof words === 'string' ? decodeInts(words) : null,
  };
}

/**
 * The ranking part alone (`features->'ranking'`) with the stored value's `format`, and its
 * `words` when the job has free requirements (else null: see rankingNeedsWords). Null when it
 * was made with another taxonomy or format, or is not one.
 */
export function deserializeRanking(
  ranking: unknown,
  format: unknown,
  words?: string | null,
): RankingFeatures | null {
  if (format !== featuresFormat() || typeof ranking !== 'object' || ranking === null) return null;
  try {
    return rankingOf(ranking as StoredRanking, words);
  } catch {
    return null;
  }
}

/**
 * The full features back from their stored form and the résumé text the spans point into. Null
 * when the stored form is from another taxonomy or format, is not one, or does not fit the text
 * (the résumé changed since): then recompute with applicantFeatures.
 */
export function deserializeFeatures(stored: unknown, text: string): ApplicantFeatures | null {
  if (!isStored(stored)) return null;
  try {
    return rebuild(stored, text);
  } catch {
    return null;
  }
}

function rebuild({ ranking: r, words, detail: d }: StoredFeatures, text: string): ApplicantFeatures | null {
  let fits = true;
  const evidence = (list: readonly Span[] | undefined): Evidence[] =>
    (list ?? []).map(([start, end]) => {
      if (!(start >= 0 && end >= start && end <= text.length)) fits = false;
      return { text: text.slice(start, end), start, end };
    });
  const hashes = decodeInts(words);
  const wordSpans = decodeInts(d.wordSpans);
  if (wordSpans.length !== 2 * hashes.length) return null;
  const data = new Int32Array(3 * hashes.length);
  data.set(hashes, 0);
  data.set(wordSpans, hashes.length);
  for (let i = hashes.length; i < data.length; i++) if ((data[i] as number) > text.length) fits = false;

  const features: Omit<ApplicantFeatures, 'ranking'> = {
    text,
    lackResume: r.lackResume,
    skills: new Map(
      r.skills.map((id, i) => [
        id,
        {
          years: r.skillYears[i] == null ? null : yearsIn(r.skillYears[i]),
          inferred: d.skillInferred[i] === true,
          evidence: evidence(d.skillEvidence[i]),
        },
      ]),
    ),
    impliedSkills: new Map(
      r.implied.map((id, i) => [
        id,
        {
          title: d.impliedTitles[i] ?? '',
          years: yearsIn(r.impliedYears[i]),
          evidence: evidence(d.impliedEvidence[i]),
        },
      ]),
    ),
    titleYears: new Map(d.titleYears),
    familyYears: new Map(Object.entries(r.familyYears).map(([family, y]) => [family, yearsIn(y)])),
    familyEvidence: new Map(Object.entries(d.familyEvidence).map(([k, v]) => [k, evidence(v)])),
    totalYears: r.totalYears,
    educationRank: r.educationRank,
    educationLevel: d.educationLevel,
    educationEvidence: evidence(d.educationEvidence),
    fields: new Set(r.fields),
    certifications: new Map(r.certifications.map((id, i) => [id, evidence(d.certificationEvidence[i])])),
    languages: new Map(
      r.languages.map((id, i) => [
        id,
        { proficiency: r.languageLevels[i] ?? 0, evidence: evidence(d.languageEvidence[i]) },
      ]),
    ),
    place: {
      lat: r.lat,
      lon: r.lon,
      state: r.state,
      country: r.country,
      label: d.placeLabel,
      evidence: evidence(d.placeEvidence),
    },
    authorizedIn: new Set(r.authorizedIn),
    needsSponsorship: r.needsSponsorship,
    authEvidence: evidence(d.authEvidence),
    industries: new Map(r.industries.map((id, i) => [id, evidence(d.industryEvidence[i])])),
    words: { data, size: hashes.length },
  };
  if (!fits) return null;
  // The ranking part must read back as deserializeRanking reads it: ids in ascending order.
  for (const ids of [r.skills, r.implied, r.certifications, r.languages, r.industries]) ascending(ids);
  return { ...features, ranking: packRanking(features) };
}
