/**
 * The stored features (matching/stored-features.ts, the one stored format) as the two columns
 * of `match_applicants` that hold them:
 * - `ranking_features`: { format, ranking }, all the ranking pass reads; small and kept inline
 *   (db/schema/applicant-match.ts), so loading a job's applicants to rank them is cheap;
 * - `features`: { format, words, detail }, the résumé's word hashes (read by the ranking only for
 *   a job with free requirements) and the evidence spans a scoring detail needs.
 *
 * Either column of another format (or null, or of the earlier single-column form) reads as
 * null: the caller computes the features again from the résumé and stores both.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { type ApplicantFeatures, applicantFeatures } from '../matching/features';
import type { RankingFeatures } from '../matching/ranking-features';
import { deserializeFeatures, deserializeRanking, serializeFeatures } from '../matching/stored-features';
import { noResumeFeatures } from './no-resume-features';

export type StoredColumns = { rankingFeatures: unknown; features: unknown };

export function storedColumns(features: ApplicantFeatures): StoredColumns {
  const { format, ranking, words, detail } = serializeFeatures(features);
  return { rankingFeatures: { format, ranking }, features: { format, words, detail } };
}

const partOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** The ranking part as the ranking pass reads it (`words` only for a job that needs them). */
export function rankingFromColumn(rankingFeatures: unknown, words?: string | null): RankingFeatures | null {
  const part = partOf(rankingFeatures);
  return part ? deserializeRanking(part.ranking, part.format, words) : null;
}

/** The full features from both columns and the résumé text their evidence points into. */
export function featuresFromColumns(
  rankingFeatures: unknown,
  features: unknown,
  text: string,
): ApplicantFeatures | null {
  const ranking = partOf(rankingFeatures);
  const rest = partOf(features);
  if (!ranking || !rest || ranking.format !== rest.format) return null;
  return deserializeFeatures({ ...rest, ranking: ranking.ranking }, text);
}

export type ApplicantSource = {
  lackResume: boolean;
  resume: ParsedResume | null;
  rankingFeatures: unknown;
  features: unknown;
};

/**
 * Everything scoring reads of an applicant: from the stored columns when current, else computed
 * from the résumé (then `store` holds the columns to keep). No résumé: the shared features of
 * an applicant lacking one, nothing to store.
 */
export function fullFeaturesOf(row: ApplicantSource): {
  features: ApplicantFeatures;
  store: StoredColumns | null;
} {
  if (row.lackResume || !row.resume) return { features: noResumeFeatures(), store: null };
  const text = row.resume.text ?? '';
  const stored = featuresFromColumns(row.rankingFeatures, row.features, text);
  if (stored) return { features: stored, store: null };
  const features = applicantFeatures(row.resume);
  return { features, store: storedColumns(features) };
}
