/**
 * All candidates (/v5/talent-pool/all-candidates): every candidate of the team, adding one by
 * hand with a duplicate check, the duplicate scan, suggested pairs, dismissing and merging.
 */
import { z } from 'zod';
import { emailSchema } from '../validators/email';
import { phoneSchema } from '../validators/phone-and-messengers';
import { customFieldFiltersParamSchema } from './custom-fields';

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
/*#__NO_SIDE_EFFECTS__*/
const optionalTrimmed = (max: number, label: string) =>
  trimmed(max, label)
    .optional()
    .transform((v) => (v ? v : undefined));
const urlText = z
  .string()
  .trim()
  .max(500, 'Links must be at most 500 characters')
  .refine(
    (v) => v === '' || /^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v),
    'Enter a valid web address',
  );

export const candidateIdNumberSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------------------------------------
// Duplicate check and add by hand.

export const MATCH_REASONS = ['email', 'phone', 'profile_url', 'name_company', 'similar_name'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const MATCH_REASON_LABEL: Record<MatchReason, string> = {
  email: 'Same email',
  phone: 'Same phone',
  profile_url: 'Same profile link',
  name_company: 'Same name and company',
  similar_name: 'Similar name, same company',
};

export const duplicateCheckRequestSchema = z.strictObject({
  fullName: trimmed(200, 'Name').optional(),
  company: trimmed(200, 'Company').optional(),
  emails: z.array(z.string().max(254)).max(20).optional(),
  phones: z.array(z.string().max(50)).max(20).optional(),
  profileUrls: z.array(z.string().max(500)).max(20).optional(),
  /** ISO-2: how national phone numbers are read. */
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country code is two letters')
    .optional(),
});
export type DuplicateCheckRequest = z.infer<typeof duplicateCheckRequestSchema>;

export const duplicateMatchSchema = z.object({
  profileId: z.number().int(),
  fullName: z.string(),
  reasons: z.array(z.enum(MATCH_REASONS)),
});
export type DuplicateMatchItem = z.infer<typeof duplicateMatchSchema>;
export const duplicateCheckResponseSchema = z.object({ matches: z.array(duplicateMatchSchema) });

export const createCandidateRequestSchema = z.strictObject({
  projectId: z
    .union([z.string().regex(/^\d{1,15}$/, 'Choose a project'), z.number().int().positive()])
    .nullable()
    .optional(),
  fullName: z.string().trim().min(1, 'Enter a name').max(200, 'Name must be at most 200 characters'),
  title: optionalTrimmed(200, 'Title'),
  company: optionalTrimmed(200, 'Company'),
  location: optionalTrimmed(200, 'Location'),
  emails: z.array(emailSchema).max(10, 'At most 10 email addresses').optional(),
  phones: z.array(phoneSchema).max(10, 'At most 10 phone numbers').optional(),
  linkedinUrl: urlText.optional(),
  otherUrls: z.array(urlText).max(10, 'At most 10 links').optional(),
  skills: z.array(trimmed(100, 'Skill').min(1)).max(100, 'At most 100 skills').optional(),
  notes: optionalTrimmed(5000, 'Notes'),
  /** Create even though the duplicate check found possible matches. */
  confirmDuplicate: z.boolean().optional(),
});
export type CreateCandidateRequest = z.input<typeof createCandidateRequestSchema>;
export const createCandidateResponseSchema = z.object({
  profileId: z.number().int(),
  projectId: z.string().nullable(),
});
export type CreateCandidateResponse = z.infer<typeof createCandidateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The list.

export const ALL_CANDIDATES_SORTS = ['recent', 'oldest', 'name'] as const;
export const ALL_CANDIDATES_PAGE_SIZE = 50;
const DATE_MESSAGE = 'Use a date like 2026-01-31';
// The shape alone let "2026-13-45" through to PostgreSQL, which refused the cast (a 500): the date
// must exist, and year 0 does not.
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !text.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, DATE_MESSAGE);

export const allCandidatesQuerySchema = z.strictObject({
  keyword: z.string().trim().max(200).optional(),
  source: z
    .string()
    .regex(/^(import|ats|event_form|hiretual|jobboard_[a-z0-9_]{1,40})$/, 'Unknown source')
    .optional(),
  tag: z.string().trim().max(100).optional(),
  projectId: z
    .string()
    .regex(/^\d{1,15}$/, 'Choose a project')
    .optional(),
  hasContact: z.enum(['true', 'false']).optional(),
  addedFrom: dateText.optional(),
  addedTo: dateText.optional(),
  sort: z.enum(ALL_CANDIDATES_SORTS).default('recent'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ALL_CANDIDATES_PAGE_SIZE),
  /** Custom field conditions, all of which must hold: a JSON list of `customFieldFilterSchema`. */
  customFields: customFieldFiltersParamSchema.optional(),
});
export type AllCandidatesQuery = z.input<typeof allCandidatesQuerySchema>;

export const candidateRowSchema = z.object({
  profileId: z.number().int(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  source: z.string(),
  tags: z.array(z.string()),
  projects: z.array(z.object({ projectId: z.string(), projectName: z.string() })),
  hasContact: z.boolean(),
  addedAt: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;
export const allCandidatesResponseSchema = z.object({
  data: z.array(candidateRowSchema),
  nextCursor: z.string().nullable(),
});
export type AllCandidatesResponse = z.infer<typeof allCandidatesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Duplicate scan, suggested pairs, dismiss, merge.

export const SCAN_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const duplicateScanSchema = z.object({
  scanId: z.string(),
  status: z.enum(SCAN_STATUSES),
  phase: z.string(),
  processed: z.number().int(),
  total: z.number().int(),
  /** 0 to 100. */
  percent: z.number().int(),
  pairsFound: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type DuplicateScan = z.infer<typeof duplicateScanSchema>;
export const duplicateScanResponseSchema = z.object({ scan: duplicateScanSchema });
export type DuplicateScanResponse = z.infer<typeof duplicateScanResponseSchema>;
export const latestScanResponseSchema = z.object({ scan: duplicateScanSchema.nullable() });
export type LatestScanResponse = z.infer<typeof latestScanResponseSchema>;

export const candidateSummarySchema = z.object({
  profileId: z.number().int(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  source: z.string(),
  /** Masked unless the team revealed this candidate's contacts. */
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  /**
   * Whether the contacts are shown whole (the team's own candidate, or revealed). A merge carries
   * only contacts shown whole: masked ones are not the team's to copy.
   */
  contactsShown: z.boolean(),
  linkedinUrl: z.string().nullable(),
  /** The projects holding the candidate that the caller may see. */
  projectCount: z.number().int(),
  addedAt: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const duplicatePairSchema = z.object({
  a: candidateSummarySchema,
  b: candidateSummarySchema,
  reasons: z.array(z.enum(MATCH_REASONS)),
  /** 0 to 1: how sure the scan is. */
  score: z.number(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;
export const duplicatePairsQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const duplicatePairsResponseSchema = z.object({
  data: z.array(duplicatePairSchema),
  nextCursor: z.string().nullable(),
});
export type DuplicatePairsResponse = z.infer<typeof duplicatePairsResponseSchema>;

export const dismissPairRequestSchema = z
  .strictObject({ profileA: candidateIdNumberSchema, profileB: candidateIdNumberSchema })
  .refine((v) => v.profileA !== v.profileB, {
    message: 'Choose two different candidates',
    path: ['profileB'],
  });

export const MERGE_FIELDS = ['fullName', 'title', 'company', 'location', 'linkedinUrl'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export const MERGE_LIST_FIELDS = ['emails', 'phones'] as const;
export type MergeListField = (typeof MERGE_LIST_FIELDS)[number];

const side = z.enum(['keep', 'merge']);
const listSide = z.enum(['keep', 'merge', 'both']);
export const fieldChoicesSchema = z.strictObject({
  fullName: side.default('keep'),
  title: side.default('keep'),
  company: side.default('keep'),
  location: side.default('keep'),
  linkedinUrl: side.default('keep'),
  emails: listSide.default('both'),
  phones: listSide.default('both'),
});
export type FieldChoices = z.output<typeof fieldChoicesSchema>;

export const mergeRequestSchema = z.strictObject({
  keepId: candidateIdNumberSchema,
  mergeId: candidateIdNumberSchema,
  fieldChoices: fieldChoicesSchema.default({
    fullName: 'keep',
    title: 'keep',
    company: 'keep',
    location: 'keep',
    linkedinUrl: 'keep',
    emails: 'both',
    phones: 'both',
  }),
});
export type MergeRequest = z.input<typeof mergeRequestSchema>;
export const mergeResponseSchema = z.object({
  keptId: z.number().int(),
  mergedId: z.number().int(),
  moved: z.object({
    projects: z.number().int(),
    notes: z.number().int(),
    tags: z.number().int(),
    files: z.number().int(),
    activities: z.number().int(),
  }),
  /**
   * Contacts of the merged candidate that were not carried over because the team has not
   * revealed them (they would otherwise show without spending a credit).
   */
  contactsLeftOut: z.object({ emails: z.number().int(), phones: z.number().int() }),
});
export type MergeResponse = z.infer<typeof mergeResponseSchema>;
