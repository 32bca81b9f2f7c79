/**
 * Application forms on applicant-match jobs: a job names one of the team's active application
 * forms, and a recruiter records an applicant's answers to it on the applicant's detail (checked
 * by the same `checkFormAnswers` as scorecards; file questions are left for later, the résumé and
 * other files stay on the candidate's record). The answers keep a copy of the questions answered.
 */
import { z } from 'zod';
import { formAnswersInputSchema, scorecardFormOptionSchema } from './scorecards';

export const jobApplicationFormParamsSchema = z.strictObject({ projectId: z.string().max(20) });
export const applicantAnswersParamsSchema = z.strictObject({
  projectId: z.string().max(20),
  applicantId: z.string().max(20),
});

export const jobApplicationFormRequestSchema = z.strictObject({
  /** Null: the job asks no questions. */
  formId: z
    .string({ message: 'Choose an application form' })
    .regex(/^[1-9][0-9]{0,15}$/, 'Choose an application form')
    .nullable(),
});

export const jobApplicationFormResponseSchema = z.object({
  data: z.object({
    /** The form the job names (it may have been archived since), or null. */
    form: scorecardFormOptionSchema.extend({ archived: z.boolean() }).nullable(),
    /** Whether the caller may change it (the roles that edit the job's persona). */
    canEdit: z.boolean(),
    /** The team's active application forms to choose from (when canEdit). */
    forms: z.array(scorecardFormOptionSchema),
  }),
});
export type JobApplicationForm = z.infer<typeof jobApplicationFormResponseSchema>['data'];

export const applicantAnswersRequestSchema = z.strictObject({ answers: formAnswersInputSchema });

const questionSchema = scorecardFormOptionSchema.shape.questions;

export const applicantAnswersResponseSchema = z.object({
  data: z.object({
    /** The job's application form now (answers are recorded against it), or null. */
    form: scorecardFormOptionSchema.extend({ archived: z.boolean() }).nullable(),
    /** What was recorded, against the questions as they were then; null before anything is. */
    recorded: z
      .object({
        formId: z.string().nullable(),
        formName: z.string(),
        questions: questionSchema,
        answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
        recordedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
        updatedAt: z.string(),
      })
      .nullable(),
    /** Whether the caller may record answers (the roles that add notes to applicants). */
    canRecord: z.boolean(),
  }),
});
export type ApplicantAnswers = z.infer<typeof applicantAnswersResponseSchema>['data'];
