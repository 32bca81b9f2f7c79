/**
 * What opens from a row of the applicant list: the résumé (where to fetch the original file, and
 * the text it was read as, which the scoring detail's evidence offsets point into) and the
 * scoring detail. The scoring detail has no id of its own: one is kept per applicant, on the
 * applicant's row, so its scoringDetailId is the applicant id (docs/decisions.md).
 */
import type { ParsedResume, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { MATCH_LEVEL } from '@talentbase/shared/domain/applicant-match';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import type { FileStorage } from '../../storage/file-storage';
import { buildDetailNow } from '../scoring/detail-on-demand';
import { parseApplicantId, requireVisibleApplicant } from './applicant-list-scope';

export const applicantResumeFilePath = (base: string, applicantId: number | string) =>
  `${base}/applicants/${applicantId}/resume/file`;

type ResumeRow = {
  resume: ParsedResume | null;
  file_name: string | null;
  content_type: string | null;
  storage_key: string | null;
};

async function resumeRow(db: Executor, caller: Caller, applicantRef: string) {
  const applicant = await requireVisibleApplicant(db, caller, parseApplicantId(applicantRef));
  const { rows } = await db.execute<ResumeRow>(sql`
    select a.resume, f.file_name, f.content_type, f.storage_key
      from match_applicants a
      left join candidate_files f on f.id = a.resume_file_id and f.team_id = a.team_id
     where a.id = ${applicant.id}`);
  const row = rows[0];
  if (!row || (row.resume === null && row.storage_key === null))
    throw new AppError('NOT_FOUND', 'This applicant came without a résumé');
  return { applicant, row };
}

export async function applicantResume(db: Executor, caller: Caller, applicantRef: string, base: string) {
  const { applicant, row } = await resumeRow(db, caller, applicantRef);
  return {
    data: {
      location: applicantResumeFilePath(base, applicant.id),
      applicantId: String(applicant.id),
      text: row.resume?.text ?? '',
      fileName: row.file_name,
      contentType: row.content_type,
    },
  };
}

/**
 * Only these types are served inline: the résumé formats the intake accepts. Anything else is
 * sent as a download, so a stored file can never run as a page of the product.
 */
const INLINE_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

export type ResumeFile = { data: Buffer; contentType: string; disposition: string };

const dispositionName = (name: string) =>
  `filename="${name.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The original file as it was sent; for an applicant who came without one (a JSON Resume, a CSV
 * row) the text the profile was read from, as plain text.
 */
export async function applicantResumeFile(
  db: Executor,
  storage: FileStorage,
  caller: Caller,
  applicantRef: string,
): Promise<ResumeFile> {
  const { applicant, row } = await resumeRow(db, caller, applicantRef);
  if (row.storage_key === null) {
    return {
      data: Buffer.from(row.resume?.text ?? '', 'utf8'),
      contentType: 'text/plain; charset=utf-8',
      disposition: `inline; ${dispositionName(`resume-${applicant.id}.txt`)}`,
    };
  }
  const data = await storage.get(row.storage_key);
  if (!data) throw new AppError('NOT_FOUND', 'The résumé file is missing from storage');
  const type = (row.content_type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const inline = INLINE_TYPES.has(type);
  return {
    data,
    contentType: inline
      ? type === 'text/plain'
        ? 'text/plain; charset=utf-8'
        : type
      : 'application/octet-stream',
    disposition: `${inline ? 'inline' : 'attachment'}; ${dispositionName(row.file_name ?? `resume-${applicant.id}`)}`,
  };
}

/**
 * The scoring detail of an applicant (its id is the applicant id). The scoring job ranks a whole
 * job before it builds details, so a ranked applicant may have none yet: it is built on the spot
 * (scoring/detail-on-demand.ts). While the applicant waits for ranking the answer is 409 "still
 * being scored", so a screen can say so and ask again later rather than draw an empty detail.
 */
export async function applicantScoringDetail(db: Executor, caller: Caller, id: string) {
  const applicant = await requireVisibleApplicant(db, caller, parseApplicantId(id));
  const { rows } = await db.execute<{ scoring_detail: ScoringDetail | null; ranked: boolean }>(sql`
    select scoring_detail, scored_persona_version is not null as ranked
      from match_applicants where id = ${applicant.id}`);
  const row = rows[0];
  let detail = row?.scoring_detail ?? null;
  if (detail === null && row?.ranked && applicant.matchLevel !== MATCH_LEVEL.PENDING)
    detail = await buildDetailNow(db, caller.scope.teamId, applicant.id);
  if (detail === null || applicant.matchLevel === MATCH_LEVEL.PENDING)
    throw new AppError('CONFLICT', 'This applicant is still being scored. Try again in a moment.', {
      matchType: MATCH_LEVEL.PENDING,
    });
  return { ...detail, scoringDetailId: String(applicant.id), applicantId: String(applicant.id) };
}
