/**
 * One applicant's scoring detail, from the stored columns or from the résumé: the pure part of
 * the details phase, with no database and no event loop of its own. The detail thread
 * (detail-worker.ts) runs it for the scoring job; detail-batch.ts runs it in this thread when
 * there is no detail thread, and for the one applicant a recruiter opens before its batch came.
 *
 * The stored columns arrive as JSON text, as PostgreSQL hands them over with `::text`: parsing
 * them is part of the work, so it happens where the detail is built, not in the thread that
 * reads the rows.
 */
import type { ParsedResume, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { jsonRows } from '../../../db/json-param';
import { applicantFeatures } from '../matching/features';
import type { PersonaFeatures } from '../matching/persona-features';
import { scoreApplicant } from '../matching/score-applicant';
import { noResumeFeatures } from './no-resume-features';
import { featuresFromColumns, type StoredColumns, storedColumns } from './stored-columns';

/** What a detail is built from: the stored columns (JSON text) and the résumé text the evidence points into. */
export type DetailSource = {
  id: string;
  lack_resume: boolean;
  text: string | null;
  ranking_features: string | null;
  features: string | null;
};

/** A résumé as JSON text, for an applicant whose stored columns did not read back. */
export type ResumeSource = { id: string; resume: string | null };

/** A built detail; `store` holds the columns to keep when they were computed again from the résumé. */
export type BuiltDetail = { id: number; detail: ScoringDetail; store: StoredColumns | null };

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** The detail from the stored columns, or null when they do not read back (another format). */
export function detailFromStored(persona: PersonaFeatures, row: DetailSource): BuiltDetail | null {
  const features = row.lack_resume
    ? noResumeFeatures()
    : featuresFromColumns(parsed(row.ranking_features), parsed(row.features), row.text ?? '');
  return features ? { id: Number(row.id), detail: scoreApplicant(persona, features), store: null } : null;
}

/** The detail computed from the résumé itself, with the columns to store for next time. */
export function detailFromResume(persona: PersonaFeatures, source: ResumeSource): BuiltDetail {
  const resume = parsed(source.resume) as ParsedResume | null;
  const features = resume ? applicantFeatures(resume) : noResumeFeatures();
  return {
    id: Number(source.id),
    detail: scoreApplicant(persona, features),
    store: resume ? storedColumns(features) : null,
  };
}

/** Built details as the one jsonb parameter saveDetails writes (detail-batch.ts). */
export function detailRowsJson(built: readonly BuiltDetail[]): string {
  return jsonRows(
    built.map((b) => ({
      id: b.id,
      detail: b.detail,
      ranking_features: b.store?.rankingFeatures ?? null,
      features: b.store?.features ?? null,
    })),
  );
}

/**
 * Rows JSON in jsonb's binary wire format (a version byte, 1, then the text), for the detail
 * thread to hand over as bytes: the main thread passes them to PostgreSQL as they are (node-postgres
 * sends a Buffer parameter in binary format), so a batch's megabyte of details never becomes a
 * string on the main thread's heap, where strings that large are only freed by full collections.
 */
export function jsonbBinary(json: string): Uint8Array {
  const text = Buffer.from(json, 'utf8');
  const out = new Uint8Array(text.length + 1);
  out[0] = 1;
  out.set(text, 1);
  return out;
}
