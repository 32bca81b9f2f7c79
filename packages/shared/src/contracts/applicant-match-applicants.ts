// Applicant match (issue 15) for real jobs: adding applicants (résumé files, JSON Resume, CSV),
// the applicant list's filters, reviewing (move forward, decline, reopen) and the team's decline
// reasons. The list, counts, résumé and scoring-detail replies are the shapes the sample projects
// already answer with (contracts/applicant-match-demo.ts), so one screen reads both.
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';
import { MATCH_LEVEL_VALUES } from './applicant-match';
import { applicantSearchRequestSchema, moveCandidateResultSchema } from './applicant-match-demo';

// ---------------------------------------------------------------------------------------------
// Intake: POST /api/tb-v2/v1/applicant-match/projects/{id}/applicants/upload (multipart, the files
// under any field name; up to APPLICANT_UPLOAD_MAX_FILES per request, each up to 10 MB).

export const APPLICANT_UPLOAD_MAX_FILES = 50;

/** What happened to one file (or one CSV row) of an upload. */
export const applicantIntakeResultSchema = z.object({
  fileName: z.string(),
  /** The CSV row (1 = first data row) when the applicant came from a CSV. */
  row: z.number().int().optional(),
  /**
   * added: a new applicant of the job; added_with_warnings: added, with what the reader was
   * unsure of; duplicate: this person already applied to the job (nothing added); rejected: the
   * file could not become a profile (`reason` says why; nothing was invented).
   */
  status: z.enum(['added', 'added_with_warnings', 'duplicate', 'rejected']),
  applicantId: z.string().nullable(),
  candidateId: z.string().nullable(),
  fullName: z.string().nullable(),
  reason: z.string().nullable(),
  warnings: z.array(z.string()),
  /** An existing team candidate this applicant was recognised as (by email, phone, link or name and company). */
  matchedCandidate: z
    .object({ candidateId: z.string(), fullName: z.string(), reasons: z.array(z.string()) })
    .nullable(),
});
export type ApplicantIntakeResult = z.infer<typeof applicantIntakeResultSchema>;

export const applicantUploadResponseSchema = z.object({
  results: z.array(applicantIntakeResultSchema),
  added: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicantUploadResponse = z.infer<typeof applicantUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The list: POST .../projects/{id}/applicants/search. The sample projects' body ({stage, start,
// limit}) plus optional filters; a sample project ignores the filters it has no data for.

export const APPLICANT_SORTS = ['score', 'appliedAt', 'name'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

export const applicantListFiltersSchema = z.strictObject({
  matchLevels: z.array(z.enum(MATCH_LEVEL_VALUES)).max(5).optional(),
  sort: z.enum(APPLICANT_SORTS).optional(),
  unreadOnly: z.boolean().optional(),
  /** Words of the name, title or company. */
  keyword: z.string().trim().max(200).optional(),
});

/** The list's body: the sample projects' `{stage, start, limit}` with the filters above. */
export const applicantListRequestSchema = applicantSearchRequestSchema.extend(
  applicantListFiltersSchema.shape,
);
export type ApplicantListRequest = z.infer<typeof applicantListRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Review: POST .../projects/{id}/applicants/review.

export const APPLICANT_REVIEW_MAX = 500;
export const REVIEW_ACTIONS = ['moveForward', 'reject', 'reopen'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

// Digits; the sample projects' applicants have negative ids.
const applicantIdText = z.string().regex(/^-?\d{1,15}$/, 'Applicant not found');

export const reviewApplicantsRequestSchema = z.strictObject({
  applicantIds: z.array(applicantIdText).min(1).max(APPLICANT_REVIEW_MAX),
  action: z.enum(REVIEW_ACTIONS),
  /** reject: one of the job's decline reasons (ats/decline-reasons). */
  declineReasonId: z.string().max(64).optional(),
  /** moveForward: the pipeline stage to move to (ats/stages); the job's first stage after review when absent. */
  toAtsStageId: z.string().max(64).optional(),
});
export type ReviewApplicantsRequest = z.input<typeof reviewApplicantsRequestSchema>;

export const reviewApplicantsResponseSchema = z.object({
  moved: z.array(
    moveCandidateResultSchema.extend({
      applicantId: z.string(),
      /** A decline on a job linked to an ATS: true when the ATS application was declined there too. */
      sentToAts: z.boolean().optional(),
    }),
  ),
  /** Applicants left as they were, with why (already in that status, not an applicant of the job). */
  skipped: z.array(z.object({ applicantId: z.string(), reason: z.string() })),
});
export type ReviewApplicantsResponse = z.infer<typeof reviewApplicantsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The team's decline reasons: GET and PUT /api/tb-v2/v1/applicant-match/decline-reasons.

export const DECLINE_REASONS_MAX = 50;
export const declineReasonSchema = z.object({ id: z.string(), name: z.string() });
export const declineReasonListSchema = z.object({ data: z.array(declineReasonSchema) });
export const saveDeclineReasonsRequestSchema = z.strictObject({
  /** The whole list in order: an entry with an id keeps (or renames) it, one without is new; absent ones are retired. */
  reasons: z
    .array(z.strictObject({ id: z.string().max(64).optional(), name: z.string().trim().min(1).max(120) }))
    .min(1)
    .max(DECLINE_REASONS_MAX),
});
