// The applicant-match calls the demo sample projects (-1 and -2) answer (core spec section 7,
// "Demo answers for sample projects -1 and -2"). The spec names the calls and a few fields of
// their replies; these schemas give every reply its full shape so the server validates what
// leaves it and the web app types its calls. Entities follow spec section 3 (Applicant,
// Move-candidate result, Ranking status, Match insights, Project recommendations).
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';
import type { ProjectAction } from '../permissions/project-roles';
import { MATCH_LEVEL_VALUES, scoringDetailSchema } from './applicant-match';
import { contactsSchema, profileDocSchema } from './talent';

/** A project id as the product's calls send it: digits, or a sample project's negative id. */
const projectRef = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}$/, 'Not a project id');
const idText = z.string().min(1).max(64);

export const applicantProjectParamsSchema = z.strictObject({ id: projectRef });
export const applicantViewLogParamsSchema = z.strictObject({ projectId: projectRef, applicantId: idText });
export const applicantIdParamsSchema = z.strictObject({ applicantId: idText });
export const scoringDetailParamsSchema = z.strictObject({ id: idText });

/** Spec section 3, Applicant. `stage` is the review status (0 declined, 1 under review, 2 moved forward). */
export const applicantSchema = z.object({
  applicantId: z.string(),
  candidateId: z.string(),
  /** The candidate's id in the ATS: the talent-profile link is talentprofile/{atsCandidateId}. */
  atsCandidateId: z.string(),
  score: z.number().min(0).lt(1),
  scoringDetailId: z.string(),
  stage: z.number().int(),
  matchType: z.enum(MATCH_LEVEL_VALUES),
  viewed: z.boolean(),
  appliedAt: z.string(),
  profile: profileDocSchema,
  contacts: contactsSchema,
  /** The sourcing system's id of the person and the applicant-match id of the application. */
  source: z.object({ sourcingId: z.string().nullable(), applicantMatchId: z.string() }),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantSearchRequestSchema = z.strictObject({
  stage: z.number().int().min(0).max(6),
  start: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(10),
});
export const applicantSearchResponseSchema = z.object({
  total: z.number().int(),
  applicants: z.array(applicantSchema),
});
export type ApplicantSearchResponse = z.infer<typeof applicantSearchResponseSchema>;

const stageCountSchema = z.object({ stage: z.number().int(), count: z.number().int() });
export const applicantUnreadResponseSchema = z.object({
  total: z.number().int(),
  byStage: z.array(stageCountSchema),
});
export const applicantStageSummaryResponseSchema = z.object({
  stages: z.array(stageCountSchema.extend({ unread: z.number().int() })),
});
export const applicantCountResponseSchema = z.object({
  total: z.number().int(),
  /** Per match group of spec section 3 (UnderReview, MovedForward, Declined). */
  byGroup: z.object({
    UnderReview: z.number().int(),
    MovedForward: z.number().int(),
    Declined: z.number().int(),
  }),
});

/** The ATS calls name a job; the sample projects' ATS jobs are "-1" and "-2" (or name the project). */
export const atsJobRequestSchema = z
  .strictObject({ atsJobId: idText.optional(), projectId: projectRef.optional() })
  .refine((b) => b.atsJobId !== undefined || b.projectId !== undefined, {
    message: 'Give the atsJobId or the projectId',
  });
export const atsStageSchema = z.object({ atsStageId: z.string(), atsStageName: z.string() });
export const atsStagesResponseSchema = z.object({ data: z.array(atsStageSchema) });
export const declineReasonsResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const moveCandidateRecordRequestSchema = z.strictObject({
  atsJobId: idText,
  /** Only these candidates' records (all when absent). */
  candidateIds: z.array(idText).max(500).optional(),
});
/** Spec section 3, Move-candidate result. */
export const moveCandidateResultSchema = z.object({
  atsJobId: z.string(),
  atsJobName: z.string(),
  candidateId: z.string(),
  /** The review status the move set (spec section 4: moveForward sets 2, reject sets 0). */
  status: z.number().int(),
  moveType: z.string(),
  fromAtsStageId: z.string(),
  fromAtsStageName: z.string(),
  toAtsStageId: z.string(),
  toAtsStageName: z.string(),
});
export type MoveCandidateResult = z.infer<typeof moveCandidateResultSchema>;
/** Keyed by candidate id. */
export const moveCandidateRecordResponseSchema = z.record(z.string(), moveCandidateResultSchema);

export const talentPoolAutoSyncResponseSchema = z.object({
  enabled: z.boolean(),
  talentPoolIds: z.array(z.string()),
});

export const projectIdRequestSchema = z.strictObject({ projectId: projectRef });
/** Spec section 3, Ranking status (kept per project). */
export const rankingStatusResponseSchema = z.object({
  jobProjectInfo: z.object({
    projectId: z.string(),
    projectName: z.string(),
    jobTitle: z.string(),
    jobLocation: z.string(),
  }),
  personaId: z.string(),
  projectId: z.string(),
  type: z.string(),
  matchStatus: z.string(),
  status: z.string(),
  atsName: z.string(),
  atsJobId: z.string(),
  totalCount: z.number().int(),
  scoringFinishedCount: z.number().int(),
  startScoringDate: z.string(),
});

export const matchInsightsRequestSchema = z.strictObject({
  jobList: z
    .array(z.strictObject({ projectId: projectRef.optional(), atsJobId: idText.optional() }))
    .min(1)
    .max(100),
});
/** Spec section 3, Match insights: one per job asked for. */
export const matchInsightSchema = z.object({
  projectId: z.string(),
  atsJobId: z.string(),
  matchInfo: z.object({
    best: z.number().int(),
    good: z.number().int(),
    partial: z.number().int(),
    notMatch: z.number().int(),
    pending: z.number().int(),
  }),
  stageCountInfo: z.array(stageCountSchema),
  lackJD: z.boolean(),
  jobStatus: z.string(),
  atsJobFormatTitle: z.string(),
});
export const matchInsightsResponseSchema = z.object({ data: z.array(matchInsightSchema) });

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(idText).min(1).max(200),
);
export const recentActivityQuerySchema = z.strictObject({ candidateIds: idList });
export const recentActivityResponseSchema = z.object({
  data: z.array(z.object({ candidateId: z.string(), activity: z.string(), at: z.string() })),
});

/** The calls whose demo answer is empty (view log, save activity). */
export const emptyResponseSchema = z.strictObject({});

export const saveActivityRequestSchema = z.strictObject({
  projectId: projectRef,
  candidateId: idText.optional(),
  activity: z.string().max(100).optional(),
});

export const applicantResumeResponseSchema = z.object({
  data: z.object({
    /** A URL the browser can open: the résumé as it was sent (a PDF for the sample projects). */
    location: z.string(),
    applicantId: z.string(),
    /** The plain text read from the résumé: the scoring detail's evidence offsets point into it. */
    text: z.string().optional(),
    /** The original file's name and content type (absent when the applicant came without a file). */
    fileName: z.string().nullable().optional(),
    contentType: z.string().nullable().optional(),
  }),
});

export const scoringDetailResponseSchema = scoringDetailSchema.extend({
  scoringDetailId: z.string(),
  applicantId: z.string(),
});

export const projectIdQuerySchema = z.strictObject({ projectId: projectRef });
/** Spec: project recommendations are candidate ids; the sample projects have none. */
export const projectRecommendationsResponseSchema = z.object({ candidates: z.array(z.string()) });

export const talentsyncProjectConfigResponseSchema = z.object({
  data: z.strictObject({}),
  message: z.literal('success'),
});
export const TALENTSYNC_NOT_SETUP = 'Not Setup';
export const talentsyncConfigStatusRequestSchema = z.strictObject({
  projectIdList: z.array(projectRef).min(1).max(100),
});
export const talentsyncConfigStatusResponseSchema = z.object({
  data: z.array(z.object({ projectId: z.string(), status: z.string() })),
});

/** The filter panel of a sample project: empty (no team's options, sources or credits). */
export const demoFilterPanelConfigSchema = z.strictObject({});

/**
 * What the demo user may do on a sample project: the actions of its role, owner (recruiterRole 3),
 * that the samples answer without storing anything: reading, and moving or reviewing an applicant
 * (a move forward lands in "Moved" and is forgotten). Every write that would keep something
 * (edits, files, tags, notes, sharing, sequences, exports, project and team changes) is left out;
 * docs/decisions.md, "Applicant match: the demo sample projects".
 */
export const DEMO_PROJECT_ACTIONS = [
  'candidate.viewContact',
  'candidate.openProfile',
  'candidate.viewActivityLogs',
  'candidate.move',
  'applicant.moveForwardOrDecline',
] as const satisfies readonly ProjectAction[];
