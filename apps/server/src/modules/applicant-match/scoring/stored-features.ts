/**
 * The applicant's scoring features as kept in `match_applicants.features`, so that scoring a job
 * again reads them instead of re-reading every résumé. The features hold Maps, Sets and a typed
 * array; they are written as tagged JSON ({"$m": entries}, {"$s": values}, {"$i": base64}) and
 * the résumé text is left out (it is already in `resume`; it is put back when read).
 *
 * The engine may change what the features hold: `FEATURES_FORMAT` names the shape, and stored
 * features of another format (or none: the column is nullable) are simply computed again from
 * the résumé. Bump it whenever `ApplicantFeatures` changes.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { jsonDocument } from '../../../db/json-param';
import { type ApplicantFeatures, applicantFeatures } from '../matching/features';

export const FEATURES_FORMAT = 1;

type Stored = { format: number; features: Omit<ApplicantFeatures, 'text'> };

function encode(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { $m: [...value.entries()] };
  if (value instanceof Set) return { $s: [...value.values()] };
  if (value instanceof Int32Array)
    return { $i: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  return value;
}

function decode(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const tagged = value as { $m?: [unknown, unknown][]; $s?: unknown[]; $i?: string };
  if (tagged.$m) return new Map(tagged.$m);
  if (tagged.$s) return new Set(tagged.$s);
  if (typeof tagged.$i === 'string') {
    const bytes = Buffer.from(tagged.$i, 'base64');
    // Copied so the array is aligned and owns its memory (a Buffer may be a slice of a pool).
    return new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }
  return value;
}

/** The features in their stored form: a plain JSON value (inside a row of `jsonRows`). */
export function storedFeatures(features: ApplicantFeatures): unknown {
  const { text: _text, ...rest } = features;
  const stored: Stored = { format: FEATURES_FORMAT, features: rest };
  return JSON.parse(JSON.stringify(stored, encode));
}

/** The features as one jsonb parameter. */
export function storeFeatures(features: ApplicantFeatures): string {
  return jsonDocument(storedFeatures(features));
}

/** Stored features read back (from the column as text), or null when absent or of another format. */
export function readFeatures(storedText: string | null, resumeText: string): ApplicantFeatures | null {
  if (!storedText) return null;
  try {
    const stored = JSON.parse(storedText, decode) as Partial<Stored>;
    if (stored.format !== FEATURES_FORMAT || !stored.features) return null;
    return { ...stored.features, text: resumeText } as ApplicantFeatures;
  } catch {
    return null;
  }
}

/** An applicant without a résumé (a CSV row): nothing to read, and the detail says lackResume. */
const NO_RESUME: ParsedResume = {
  doc: {
    basic: {
      fullname: '',
      headline: null,
      summary: null,
      location: null,
      city: null,
      state: null,
      country: null,
      current_title: null,
      current_company: null,
      highlight: null,
      image_url: null,
      social_links: {},
      opt_out: false,
      gdpr_status: 'none',
    },
    current_position: null,
    education: [],
    position: [],
    handson: [],
    language: [],
    certification: [],
    patent: [],
    project: [],
    publication: [],
    analytics: {
      availability: null,
      availability_reason: null,
      compensation_base: null,
      experience_range: null,
      fulltime_years: 0,
      focus: null,
      focus_score: null,
      industry: null,
      education_level: null,
      title_level: null,
      skill: [],
      parsed_skill: [],
      norm_location: {
        city: null,
        state: null,
        country: null,
        country_code: null,
        latitude: null,
        longitude: null,
        in_gdpr: false,
      },
      veteran: false,
      visa_sponsorship: false,
      gender: null,
      race: null,
      activity_level: 1,
      last_active: null,
    },
  },
  contacts: { emails: [], phones: [] },
  text: '',
  warnings: [],
};

let noResume: ApplicantFeatures | null = null;

/** The features of an applicant with no résumé (shared: scoring only reads them). */
export function noResumeFeatures(): ApplicantFeatures {
  noResume ??= { ...applicantFeatures(NO_RESUME), lackResume: true };
  return noResume;
}

/** What scoring reads of an applicant: stored features when current, else computed from the résumé. */
export function featuresOf(row: {
  lackResume: boolean;
  resume: ParsedResume | null;
  storedFeatures: string | null;
}): { features: ApplicantFeatures; computed: boolean } {
  if (row.lackResume || !row.resume) return { features: noResumeFeatures(), computed: false };
  const stored = readFeatures(row.storedFeatures, row.resume.text ?? '');
  if (stored) return { features: stored, computed: false };
  return { features: applicantFeatures(row.resume), computed: true };
}
