// Applicant match (issue 15): the ideal-candidate persona built from a job description, a parsed
// résumé, and the scoring detail that explains an applicant's score. These shapes are shared by
// the matching engine (server, pure), the intake (résumé files to profiles), the API and the
// screens. Spec: core-product.md section 3 (Applicant, Scoring detail, Match groups and levels).
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';
import {
  MATCH_LEVEL,
  OTHER_INSIGHT_CATEGORIES,
  QUICK_CHECK_CATEGORIES,
  QUICK_CHECK_TYPES,
} from '../domain/applicant-match';
import { EDUCATION_LEVEL_OPTIONS } from '../domain/sourcing-filters';
import { profileDocSchema } from './talent';

const EDUCATION_LEVELS = EDUCATION_LEVEL_OPTIONS.map((o) => o.value) as [
  (typeof EDUCATION_LEVEL_OPTIONS)[number]['value'],
  ...(typeof EDUCATION_LEVEL_OPTIONS)[number]['value'][],
];

/** A skill the job asks for, by its taxonomy name, with the years it needs (null: any). */
export const personaSkillSchema = z.object({
  name: z.string().min(1).max(120),
  minYears: z.number().min(0).max(50).nullable(),
});
export type PersonaSkill = z.infer<typeof personaSkillSchema>;

/**
 * The ideal candidate of a job. Built from the job description (`extractPersona`), then editable
 * by the owner, recruiter and screener; every change is kept as history.
 */
export const personaSchema = z.object({
  jobTitle: z.string().max(200),
  mustHaveSkills: z.array(personaSkillSchema).max(60),
  niceToHaveSkills: z.array(personaSkillSchema).max(60),
  /** Years of experience overall (null: not asked). */
  minYearsExperience: z.number().min(0).max(50).nullable(),
  education: z.object({
    /** The lowest level that satisfies the job (spec section 9 education values). */
    level: z.enum(EDUCATION_LEVELS).nullable(),
    /** Fields of study the job names ("Computer Science", "Nursing"); any one satisfies it. */
    fields: z.array(z.string().max(120)).max(20),
    required: z.boolean(),
  }),
  /** Certifications and licences by their taxonomy name (RN, PMP, CPA, GPhC ...). */
  certifications: z.array(z.object({ name: z.string().max(120), required: z.boolean() })).max(30),
  /** Languages with the lowest proficiency accepted (1 to 5, 5 native). */
  languages: z
    .array(z.object({ name: z.string().max(60), proficiency: z.number().int().min(1).max(5) }))
    .max(20),
  location: z.object({
    city: z.string().max(120).nullable(),
    state: z.string().max(120).nullable(),
    country: z.string().max(120).nullable(),
    remote: z.boolean(),
    radiusKm: z.number().min(0).max(20_000).nullable(),
  }),
  workAuthorization: z.object({
    /** ISO country the applicant must be authorised to work in (null: not asked). */
    country: z.string().length(2).nullable(),
    /** False when the job says it cannot sponsor a visa; null when it does not say. */
    sponsorshipAvailable: z.boolean().nullable(),
  }),
  industries: z.array(z.string().max(120)).max(20),
  /** Requirements the engine could not map to a field, kept as written (scored as free requirements). */
  freeRequirements: z.array(z.object({ text: z.string().max(500), isMustHave: z.boolean() })).max(30),
  /** True when the job has no description to build from (spec: lackJD). */
  lackJD: z.boolean(),
});
export type Persona = z.infer<typeof personaSchema>;

/** Where in the résumé text a judgement comes from: the words themselves and their offsets. */
export const evidenceSchema = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const quickCheckSchema = z.object({
  quickCheckType: z.enum(QUICK_CHECK_TYPES),
  category: z.enum(QUICK_CHECK_CATEGORIES),
  /** What the check is about, as a recruiter reads it ("5+ years of Python"). */
  title: z.string(),
  matched: z.array(z.string()),
  missing: z.array(z.string()),
  bonusPoints: z.array(z.string()),
  /** True when the judgement is inferred (a synonym, a title implying a skill) rather than stated. */
  inferred: z.boolean(),
  evidence: z.array(evidenceSchema),
});
export type QuickCheck = z.infer<typeof quickCheckSchema>;

export const otherInsightSchema = z.object({
  category: z.enum(OTHER_INSIGHT_CATEGORIES),
  isMustHave: z.boolean(),
  key: z.string(),
  reason: z.string(),
  /** 0 to 5. */
  score: z.number().min(0).max(5),
  evidence: z.array(evidenceSchema),
});
export type OtherInsight = z.infer<typeof otherInsightSchema>;

export const MATCH_LEVEL_VALUES = [
  MATCH_LEVEL.BEST,
  MATCH_LEVEL.GOOD,
  MATCH_LEVEL.PARTIAL,
  MATCH_LEVEL.NOT_MATCH,
  MATCH_LEVEL.PENDING,
] as const;

export const scoringDetailSchema = z.object({
  matchSummary: z.object({
    matchType: z.enum(MATCH_LEVEL_VALUES),
    /** Each 0 to 5. */
    matchScore: z.number().min(0).max(5),
    experienceScore: z.number().min(0).max(5),
    educationScore: z.number().min(0).max(5),
    locationScore: z.number().min(0).max(5),
    skillScore: z.number().min(0).max(5),
  }),
  quickCheck: z.array(quickCheckSchema),
  otherInsights: z.array(otherInsightSchema),
  lackResume: z.boolean(),
  /** The applicant score: at least 0 and below 1 (orders applicants within a level). */
  score: z.number().min(0).lt(1),
});
export type ScoringDetail = z.infer<typeof scoringDetailSchema>;

/** A résumé read into the profile structure, with what the reader was unsure of. */
export const parsedResumeSchema = z.object({
  doc: profileDocSchema,
  contacts: z.object({
    emails: z.array(z.string().max(254)).max(20),
    phones: z.array(z.string().max(40)).max(20),
  }),
  /** The plain text the résumé was read from (evidence offsets point into it). */
  text: z.string(),
  warnings: z.array(z.string()),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** One file of an intake: read, read with warnings, or refused with the reason. */
export type IntakeFileResult =
  | { fileName: string; status: 'parsed'; resume: ParsedResume }
  | { fileName: string; status: 'parsed_with_warnings'; resume: ParsedResume }
  | { fileName: string; status: 'rejected'; reason: string };

// ---------------------------------------------------------------------------------------------
// Jobs and personas over HTTP (`/api/tb-v2/v1/applicant-match/jobs`).

export const JOB_DESCRIPTION_MAX = 100_000;

const projectIdString = z.string().regex(/^\d{1,15}$/, 'Project not found');

export const matchJobParamsSchema = z.strictObject({ projectId: projectIdString });

export const openJobRequestSchema = z.strictObject({
  projectId: projectIdString,
  jobDescription: z
    .string()
    .max(
      JOB_DESCRIPTION_MAX,
      `The job description must be at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
    ),
  /** When the job comes from an applicant-tracking system. */
  atsName: z.string().trim().min(1).max(60).nullish(),
  atsJobId: z.string().trim().min(1).max(120).nullish(),
});
export type OpenJobRequest = z.input<typeof openJobRequestSchema>;

export const describeJobRequestSchema = z.strictObject({
  jobDescription: openJobRequestSchema.shape.jobDescription,
});

export const editPersonaRequestSchema = z.strictObject({
  persona: personaSchema.omit({ lackJD: true }),
  /** The version the edit was made from (409 when someone saved since). */
  fromVersion: z.number().int().min(1),
});
export type EditPersonaRequest = z.input<typeof editPersonaRequestSchema>;

export const rankingStatusSchema = z.object({
  matchStatus: z.enum(['idle', 'scoring', 'done']),
  totalCount: z.number().int(),
  scoringFinishedCount: z.number().int(),
  startScoringDate: z.string().nullable(),
});

export type RankingStatus = z.infer<typeof rankingStatusSchema>;

export const matchJobSchema = z.object({
  projectId: z.string(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  persona: personaSchema,
  personaVersion: z.number().int(),
  lackJD: z.boolean(),
  atsName: z.string().nullable(),
  atsJobId: z.string().nullable(),
  rankingStatus: rankingStatusSchema,
  canEditPersona: z.boolean(),
  updatedAt: z.string(),
});
export type MatchJob = z.infer<typeof matchJobSchema>;

export const personaVersionSchema = z.object({
  version: z.number().int(),
  source: z.enum(['extracted', 'edited']),
  changedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  persona: personaSchema,
});
export type PersonaVersion = z.infer<typeof personaVersionSchema>;
export const personaHistoryResponseSchema = z.object({ data: z.array(personaVersionSchema) });
