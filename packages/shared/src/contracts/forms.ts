/**
 * Forms (team settings): the question sets scorecards and job applications use. A form has a
 * kind, ordered questions with a required flag, and may be duplicated or archived. Filling them
 * in happens elsewhere; the settings page shows a preview.
 */
import { z } from 'zod';

export const FORM_LIMITS = {
  NAME_MAX: 80,
  DESCRIPTION_MAX: 500,
  MAX_QUESTIONS: 50,
  LABEL_MAX: 200,
  HELP_MAX: 300,
  MAX_OPTIONS: 20,
  OPTION_MAX: 100,
  MAX_FORMS: 200,
} as const;

export const FORM_KINDS = ['scorecard', 'application'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const FORM_KIND_NAMES: Record<FormKind, string> = {
  scorecard: 'Scorecard',
  application: 'Job application',
};

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'single_choice',
  'multiple_choice',
  'rating',
  'yes_no',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  rating: 'Rating 1–5',
  yes_no: 'Yes / no',
  file: 'File upload',
};
export const isChoiceQuestion = (type: QuestionType) =>
  type === 'single_choice' || type === 'multiple_choice';

export const formQuestionSchema = z
  .strictObject({
    /** Kept across edits so answers can refer to a question; the server makes one when absent. */
    id: z
      .string()
      .regex(/^[a-z0-9-]{1,36}$/i, 'Unknown question')
      .optional(),
    type: z.enum(QUESTION_TYPES, { message: 'Choose a question type' }),
    label: z
      .string({ message: 'Enter the question' })
      .trim()
      .min(1, 'Enter the question')
      .max(FORM_LIMITS.LABEL_MAX, `At most ${FORM_LIMITS.LABEL_MAX} characters`),
    help: z
      .string()
      .trim()
      .max(FORM_LIMITS.HELP_MAX, `At most ${FORM_LIMITS.HELP_MAX} characters`)
      .default(''),
    required: z.boolean().default(false),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'An option cannot be empty')
          .max(FORM_LIMITS.OPTION_MAX, `At most ${FORM_LIMITS.OPTION_MAX} characters`),
      )
      .max(FORM_LIMITS.MAX_OPTIONS, `At most ${FORM_LIMITS.MAX_OPTIONS} options`)
      .default([]),
  })
  .superRefine((q, ctx) => {
    if (isChoiceQuestion(q.type)) {
      if (q.options.length < 2)
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'A choice question needs at least 2 options',
        });
      const seen = new Set(q.options.map((o) => o.toLowerCase()));
      if (seen.size !== q.options.length)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option once' });
    } else if (q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only choice questions have options' });
  });
export type FormQuestion = z.output<typeof formQuestionSchema>;

export const formInputSchema = z
  .strictObject({
    name: z
      .string({ message: 'Enter a form name' })
      .trim()
      .min(1, 'Enter a form name')
      .max(FORM_LIMITS.NAME_MAX, `At most ${FORM_LIMITS.NAME_MAX} characters`),
    kind: z.enum(FORM_KINDS, { message: 'Choose scorecard or application' }),
    description: z
      .string()
      .trim()
      .max(FORM_LIMITS.DESCRIPTION_MAX, `At most ${FORM_LIMITS.DESCRIPTION_MAX} characters`)
      .default(''),
    questions: z
      .array(formQuestionSchema)
      .min(1, 'Add at least one question')
      .max(FORM_LIMITS.MAX_QUESTIONS, `At most ${FORM_LIMITS.MAX_QUESTIONS} questions`),
  })
  .superRefine((f, ctx) => {
    f.questions.forEach((q, i) => {
      if (q.type === 'file' && f.kind !== 'application')
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'type'],
          message: 'File uploads are for job applications only',
        });
    });
    const ids = f.questions.flatMap((q) => (q.id ? [q.id] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Each question once' });
  });
export type FormInput = z.input<typeof formInputSchema>;

export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FORM_KINDS),
  description: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      type: z.enum(QUESTION_TYPES),
      label: z.string(),
      help: z.string(),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type TeamForm = z.infer<typeof formSchema>;

export const formResponseSchema = z.object({ data: formSchema });
export const formListResponseSchema = z.object({ data: z.array(formSchema) });
export const formIdParamsSchema = z.strictObject({ formId: z.string().max(20) });
export const formListQuerySchema = z.strictObject({
  kind: z.enum(FORM_KINDS).optional(),
  archived: z.enum(['true', 'false']).default('false'),
});
export const formArchiveRequestSchema = z.strictObject({ archived: z.boolean() });
