/**
 * Scorecards on a project candidate: a hiring-team member answers one of the team's active
 * scorecard forms about a candidate of the project and gives an overall recommendation. The
 * scorecard keeps a copy of the questions as answered, so later edits of the form never change it.
 * One per author, candidate, project and form; the author edits theirs, the hiring team reads.
 */
import { z } from 'zod';
import { SCORECARD_RECOMMENDATIONS } from '../domain/form-answers';
import { FORM_KINDS, QUESTION_TYPES } from './forms';

const answerValueSchema = z.union([
  z.string().max(20_000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(50),
  z.null(),
]);

export const formAnswersInputSchema = z
  .record(z.string().max(40), answerValueSchema, { message: 'Answers are keyed by question' })
  .refine((a) => Object.keys(a).length <= 60, 'Too many answers');

const recommendationSchema = z.enum(SCORECARD_RECOMMENDATIONS, {
  message: 'Choose an overall recommendation',
});

export const scorecardCreateRequestSchema = z.strictObject({
  formId: z
    .string({ message: 'Choose a scorecard form' })
    .regex(/^[1-9][0-9]{0,15}$/, 'Choose a scorecard form'),
  recommendation: recommendationSchema,
  answers: formAnswersInputSchema,
});
export type ScorecardCreateRequest = z.infer<typeof scorecardCreateRequestSchema>;

export const scorecardUpdateRequestSchema = z.strictObject({
  recommendation: recommendationSchema,
  answers: formAnswersInputSchema,
});
export type ScorecardUpdateRequest = z.infer<typeof scorecardUpdateRequestSchema>;

export const scorecardParamsSchema = z.strictObject({
  projectId: z.string().max(20),
  profileId: z.string().max(20),
});
export const scorecardIdParamsSchema = scorecardParamsSchema.extend({ scorecardId: z.string().max(20) });

const questionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  help: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
});

export const scorecardSchema = z.object({
  scorecardId: z.string(),
  projectId: z.string(),
  candidateId: z.number().int(),
  formId: z.string().nullable(),
  formName: z.string(),
  /** The questions as they were when the scorecard was written. */
  questions: z.array(questionSchema),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  recommendation: recommendationSchema,
  author: z.object({ userId: z.string(), name: z.string() }).nullable(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardSummarySchema = z.object({
  count: z.number().int(),
  recommendations: z.object({
    strong_no: z.number().int(),
    no: z.number().int(),
    yes: z.number().int(),
    strong_yes: z.number().int(),
  }),
  /** Each rating question answered at least once, by form: its average and how many rated it. */
  ratings: z.array(
    z.object({
      formName: z.string(),
      questionId: z.string(),
      label: z.string(),
      average: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

/** A scorecard form one may fill (active forms of kind scorecard). */
export const scorecardFormOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FORM_KINDS),
  description: z.string(),
  questions: z.array(questionSchema),
});
export type ScorecardFormOption = z.infer<typeof scorecardFormOptionSchema>;

export const scorecardListResponseSchema = z.object({
  data: z.array(scorecardSchema),
  summary: scorecardSummarySchema,
  /** Whether the caller's project role may write scorecards here. */
  canScore: z.boolean(),
  /** The team's active scorecard forms, to pick from. */
  forms: z.array(scorecardFormOptionSchema),
});
export type ScorecardListResponse = z.infer<typeof scorecardListResponseSchema>;

export const scorecardResponseSchema = z.object({ data: scorecardSchema });
