/**
 * Candidate records: the record page (profile with the team's edits, contacts, tags, notes, files,
 * GDPR review flag, projects, activity log), the edits a team makes to a candidate, and read-only
 * share links. Paths named in spec section 7 are used verbatim under /api.
 *
 * Every request may carry a `projectId`: with one, the caller's role on that project decides;
 * without one (the all-candidates screen), the account-level gates candidateEdit and
 * candidateShare decide.
 */
import { z } from 'zod';
import { emailSchema } from '../validators/email';
import { phoneSchema } from '../validators/phone-and-messengers';
import { contactsSchema, EMAIL_TYPES, PHONE_TYPES, profileDocSchema } from './talent';

export const candidateRecordIdSchema = z
  .number({ message: 'Choose a candidate' })
  .int('Choose a candidate')
  .positive('Choose a candidate')
  .max(Number.MAX_SAFE_INTEGER);
/** Project ids travel as strings (bigint); an unknown one answers 404, like a missing project. */
export const optionalProjectIdSchema = z.string().max(20).optional();

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);
/** Optional text: blank becomes null so the profile shows "not set" rather than an empty line. */
/*#__NO_SIDE_EFFECTS__*/
const optionalTrimmed = (max: number, label: string) =>
  trimmed(max, label)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------
// Editable parts (updateCandidateInfo), each with its own rules.

export const CANDIDATE_INFO_PARTS = [
  'basicInfo',
  'emails',
  'phones',
  'socialLinks',
  'experience',
  'education',
] as const;
export type CandidateInfoPart = (typeof CANDIDATE_INFO_PARTS)[number];

export const basicInfoSchema = z.strictObject({
  fullname: z.string().trim().min(1, 'Enter a name').max(200, 'Name must be at most 200 characters'),
  headline: optionalTrimmed(300, 'Headline'),
  summary: optionalTrimmed(5000, 'Summary'),
  current_title: optionalTrimmed(200, 'Current title'),
  current_company: optionalTrimmed(200, 'Current company'),
  location: optionalTrimmed(200, 'Location'),
  city: optionalTrimmed(120, 'City'),
  state: optionalTrimmed(120, 'State'),
  country: optionalTrimmed(120, 'Country'),
});
export type BasicInfo = z.infer<typeof basicInfoSchema>;

export const MAX_EMAILS = 20;
export const MAX_PHONES = 20;

export const emailEntrySchema = z.strictObject({
  address: emailSchema,
  type: z.enum(EMAIL_TYPES, { message: 'Choose work or personal' }),
  primary: z.boolean().optional(),
});

/**
 * Emails: valid, at most 20, each address once (compared without case; the first spelling is
 * kept) and exactly one primary (the first when none is marked).
 */
export const emailsSchema = z
  .array(emailEntrySchema)
  .max(MAX_EMAILS, `At most ${MAX_EMAILS} email addresses`)
  .transform((list) => {
    const seen = new Set<string>();
    const unique = list.filter((e) => {
      const key = e.address.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const primaryIndex = Math.max(
      0,
      unique.findIndex((e) => e.primary),
    );
    return unique.map((e, i) => ({ address: e.address, type: e.type, primary: i === primaryIndex }));
  });

export const phoneEntrySchema = z.strictObject({
  number: phoneSchema,
  type: z.enum(PHONE_TYPES, { message: 'Choose personal, work, fax or other' }),
});

/** Phones: plausible (spec section 5), at most 20, each number once (compared by its digits). */
export const phonesSchema = z
  .array(phoneEntrySchema)
  .max(MAX_PHONES, `At most ${MAX_PHONES} phone numbers`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((p) => {
      const key = p.number.replace(/\D/g, '');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const SOCIAL_LINK_KEYS = [
  'linkedin',
  'github',
  'twitter',
  'stackoverflow',
  'dribbble',
  'behance',
  'scholar',
  'website',
] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const SOCIAL_LINK_LABEL: Record<SocialLinkKey, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  stackoverflow: 'Stack Overflow',
  dribbble: 'Dribbble',
  behance: 'Behance',
  scholar: 'Google Scholar',
  website: 'Website',
};

/** An http(s) link; blank means "remove this link". */
const httpUrlSchema = z
  .string()
  .trim()
  .max(500, 'Link must be at most 500 characters')
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: 'Enter a full link starting with https:// or http://' },
  );

export const socialLinksEditSchema = z
  .strictObject(
    Object.fromEntries(SOCIAL_LINK_KEYS.map((k) => [k, httpUrlSchema.optional()])) as Record<
      SocialLinkKey,
      z.ZodOptional<typeof httpUrlSchema>
    >,
  )
  .transform((links) => {
    const kept: Partial<Record<SocialLinkKey, string>> = {};
    for (const key of SOCIAL_LINK_KEYS) if (links[key]) kept[key] = links[key];
    return kept;
  });

/** `YYYY-MM`, a real month. */
const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM')
  .refine(
    (v) => Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2100,
    'Enter a year from 1900 to 2100',
  );

export const MAX_POSITIONS = 50;
export const MAX_EDUCATION = 30;

export const experienceEntrySchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'Title must be at most 200 characters'),
    company: z.string().trim().min(1, 'Enter a company').max(200, 'Company must be at most 200 characters'),
    location: optionalTrimmed(200, 'Location'),
    summary: optionalTrimmed(5000, 'Summary'),
    iscurrent: z.boolean(),
    start_date: monthSchema.nullable(),
    end_date: monthSchema.nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.iscurrent && p.end_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'A current position has no end date' });
    if (p.start_date && p.end_date && p.end_date < p.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date is before the start date' });
  });
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const experienceSchema = z
  .array(experienceEntrySchema)
  .max(MAX_POSITIONS, `At most ${MAX_POSITIONS} positions`);

const yearSchema = z
  .number({ message: 'Enter a year' })
  .int('Enter a year')
  .min(1900, 'Enter a year from 1900 to 2100')
  .max(2100, 'Enter a year from 1900 to 2100');

export const educationEntrySchema = z
  .strictObject({
    school: z.string().trim().min(1, 'Enter a school').max(200, 'School must be at most 200 characters'),
    major: optionalTrimmed(200, 'Major'),
    degree: optionalTrimmed(120, 'Degree'),
    description: optionalTrimmed(5000, 'Description'),
    startyear: yearSchema.nullable(),
    endyear: yearSchema.nullable(),
  })
  .superRefine((e, ctx) => {
    if (e.startyear !== null && e.endyear !== null && e.endyear < e.startyear)
      ctx.addIssue({ code: 'custom', path: ['endyear'], message: 'The end year is before the start year' });
  });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const educationListSchema = z
  .array(educationEntrySchema)
  .max(MAX_EDUCATION, `At most ${MAX_EDUCATION} schools`);

const infoBase = { candidateId: candidateRecordIdSchema, projectId: optionalProjectIdSchema };

/** POST /v1/candidatesV2/updateCandidateInfo: one part at a time, each with its own rules. */
export const updateCandidateInfoRequestSchema = z.discriminatedUnion(
  'part',
  [
    z.strictObject({ ...infoBase, part: z.literal('basicInfo'), value: basicInfoSchema }),
    z.strictObject({ ...infoBase, part: z.literal('emails'), value: emailsSchema }),
    z.strictObject({ ...infoBase, part: z.literal('phones'), value: phonesSchema }),
    z.strictObject({ ...infoBase, part: z.literal('socialLinks'), value: socialLinksEditSchema }),
    z.strictObject({ ...infoBase, part: z.literal('experience'), value: experienceSchema }),
    z.strictObject({ ...infoBase, part: z.literal('education'), value: educationListSchema }),
  ],
  { message: 'Choose what to edit: basicInfo, emails, phones, socialLinks, experience or education' },
);
export type UpdateCandidateInfoRequest = z.input<typeof updateCandidateInfoRequestSchema>;
export type UpdateCandidateInfo = z.output<typeof updateCandidateInfoRequestSchema>;

/** What the team changed on an open-web profile, laid over the shared document when shown. */
export type CandidateOverrides = {
  basicInfo?: BasicInfo;
  emails?: z.output<typeof emailsSchema>;
  phones?: z.output<typeof phonesSchema>;
  socialLinks?: z.output<typeof socialLinksEditSchema>;
  experience?: ExperienceEntry[];
  education?: EducationEntry[];
};

// ---------------------------------------------------------------------------------------------
// The record.

export const userRefSchema = z.object({ userId: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

export const NOTE_VISIBILITY = { ONLY_ME: 0, HIRING_TEAM: 1, TEAM: 2 } as const;
export type NoteVisibility = (typeof NOTE_VISIBILITY)[keyof typeof NOTE_VISIBILITY];
export const NOTE_VISIBILITY_LABEL: Record<NoteVisibility, string> = {
  0: 'Only me',
  1: "Project's hiring team",
  2: 'Whole team',
};

export const candidateNoteSchema = z.object({
  noteId: z.string(),
  body: z.string(),
  visibility: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  author: userRefSchema.nullable(),
  mentions: z.array(userRefSchema),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

export const candidateFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  kind: z.string(),
  uploadedBy: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type CandidateFile = z.infer<typeof candidateFileSchema>;

export const candidateProjectSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  projectStatus: z.number().int(),
  categoryName: z.string(),
  stageName: z.string().nullable(),
  addedAt: z.string(),
});
export type CandidateProject = z.infer<typeof candidateProjectSchema>;

/** What the caller may do with this candidate, from their project role or account gates. */
export const CANDIDATE_PERMISSION_KEYS = [
  'viewContact',
  'viewActivityLogs',
  'editInfo',
  'editContact',
  'editSocialLinks',
  'editExperience',
  'editEducation',
  'addFile',
  'deleteFile',
  'flagGdpr',
  'addTag',
  'addNote',
  'share',
] as const;
export type CandidatePermission = (typeof CANDIDATE_PERMISSION_KEYS)[number];
export const candidatePermissionsSchema = z.object(
  Object.fromEntries(CANDIDATE_PERMISSION_KEYS.map((k) => [k, z.boolean()])) as Record<
    CandidatePermission,
    z.ZodBoolean
  >,
);
export type CandidatePermissions = z.infer<typeof candidatePermissionsSchema>;

export const candidateRecordSchema = z.object({
  candidateId: z.number().int(),
  source: z.string(),
  /** The team's own profile (imported): edits change it in place and search finds them. */
  isTeamProfile: z.boolean(),
  profile: profileDocSchema,
  /** Parts the team edited on a shared open-web profile (shown instead of the shared values). */
  editedParts: z.array(z.enum(CANDIDATE_INFO_PARTS)),
  contacts: contactsSchema,
  /** The whole stored contact lists, once revealed: what the email and phone editors start from. */
  editableContacts: z
    .object({
      emails: z.array(z.object({ address: z.string(), type: z.enum(EMAIL_TYPES), primary: z.boolean() })),
      phones: z.array(z.object({ number: z.string(), type: z.enum(PHONE_TYPES) })),
    })
    .nullable(),
  tags: z.array(z.string()),
  notes: z.array(candidateNoteSchema),
  files: z.array(candidateFileSchema),
  gdpr: z.object({
    review: z.boolean(),
    reviewedBy: userRefSchema.nullable(),
    reviewedAt: z.string().nullable(),
  }),
  projects: z.array(candidateProjectSchema),
  /** Your role on the project the record was opened from, or null. */
  projectRole: z.number().int().nullable(),
  permissions: candidatePermissionsSchema,
});
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;
export const candidateRecordResponseSchema = z.object({ data: candidateRecordSchema });
export type CandidateRecordResponse = z.infer<typeof candidateRecordResponseSchema>;

export const recordQuerySchema = z.strictObject({ projectId: optionalProjectIdSchema });
export const candidateParamsSchema = z.strictObject({ candidateId: z.string().max(20) });

// ---------------------------------------------------------------------------------------------
// Tags.

export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS_PER_REQUEST = 20;
export const MAX_TAG_CANDIDATES = 1000;

export const tagSchema = z
  .string({ message: 'Enter a tag' })
  .trim()
  .min(1, 'Enter a tag')
  .max(TAG_MAX_LENGTH, `A tag must be at most ${TAG_MAX_LENGTH} characters`)
  .refine((v) => !/\p{Cc}/u.test(v), 'A tag cannot contain control characters');

/** Tags, each once whatever its case: the first spelling is kept. */
export const tagListSchema = z
  .array(tagSchema)
  .min(1, 'Enter at least one tag')
  .max(MAX_TAGS_PER_REQUEST, `At most ${MAX_TAGS_PER_REQUEST} tags at a time`)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((t) => {
      const key = t.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/*#__NO_SIDE_EFFECTS__*/
export const candidateIdList = (max: number) =>
  z
    .array(candidateRecordIdSchema)
    .min(1, 'Choose at least one candidate')
    .max(max, `At most ${max.toLocaleString('en-US')} candidates at a time`);

export const addTagsRequestSchema = z.strictObject({
  candidateIds: candidateIdList(MAX_TAG_CANDIDATES),
  tags: tagListSchema,
  projectId: optionalProjectIdSchema,
});
export const addTagsResponseSchema = z.object({
  /** The tags as stored (an existing team tag keeps its spelling). */
  tags: z.array(z.string()),
  added: z.number().int(),
});
export type AddTagsResponse = z.infer<typeof addTagsResponseSchema>;

export const removeTagRequestSchema = z.strictObject({
  candidateId: candidateRecordIdSchema,
  tag: tagSchema,
  projectId: optionalProjectIdSchema,
});
export const removeTagResponseSchema = z.object({ removed: z.boolean() });
export type RemoveTagResponse = z.infer<typeof removeTagResponseSchema>;

export const teamTagsQuerySchema = z.strictObject({ q: z.string().max(TAG_MAX_LENGTH).optional() });
export const teamTagsResponseSchema = z.object({
  data: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type TeamTagsResponse = z.infer<typeof teamTagsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Notes.

export const NOTE_MAX_LENGTH = 5000;
export const MAX_MENTIONS = 20;

const noteBody = z
  .string({ message: 'Write a note' })
  .trim()
  .min(1, 'Write a note')
  .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`);
const visibilitySchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: 'Choose who can see the note',
});
const mentionsSchema = z
  .array(z.uuid({ message: 'Mention a member of your team' }))
  .max(MAX_MENTIONS, `At most ${MAX_MENTIONS} mentions`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const addNoteRequestSchema = z.strictObject({
  candidateId: candidateRecordIdSchema,
  projectId: optionalProjectIdSchema,
  body: noteBody,
  visibility: visibilitySchema,
  mentions: mentionsSchema,
});
export const editNoteRequestSchema = z.strictObject({
  noteId: z.string().max(20),
  body: noteBody,
  visibility: visibilitySchema,
  mentions: mentionsSchema,
});
export const noteIdRequestSchema = z.strictObject({ noteId: z.string().max(20) });
export const noteResponseSchema = z.object({ data: candidateNoteSchema });
export type NoteResponse = z.infer<typeof noteResponseSchema>;

/** Who a note may mention: active members of the team; `onHiringTeam` when a project is given. */
export const mentionableMembersResponseSchema = z.object({
  data: z.array(
    z.object({ userId: z.string(), name: z.string(), email: z.string(), onHiringTeam: z.boolean() }),
  ),
});
export type MentionableMember = z.infer<typeof mentionableMembersResponseSchema>['data'][number];
export type MentionableMembersResponse = z.infer<typeof mentionableMembersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Files.

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILES_PER_UPLOAD = 5;
export const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const FILE_ACCEPT = '.pdf,.doc,.docx,.txt';

export const uploadFilesResponseSchema = z.object({ data: z.array(candidateFileSchema) });
export type UploadFilesResponse = z.infer<typeof uploadFilesResponseSchema>;
export const deleteFileRequestSchema = z.strictObject({
  fileId: z.string().max(20),
  projectId: optionalProjectIdSchema,
});
export const fileParamsSchema = z.strictObject({ fileId: z.string().max(20) });

// ---------------------------------------------------------------------------------------------
// Activity log.

export const activitySchema = z.object({
  activityId: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: userRefSchema.nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  createdAt: z.string(),
});
export type CandidateActivity = z.infer<typeof activitySchema>;
export const activitiesQuerySchema = z.strictObject({
  projectId: optionalProjectIdSchema,
  cursor: z.string().max(80).optional(),
});
export const activitiesResponseSchema = z.object({
  data: z.array(activitySchema),
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// GDPR review flag.

export const gdprReviewRequestSchema = z.strictObject({
  candidateIds: candidateIdList(1000),
  gdprReview: z.boolean({ message: 'Say whether to flag or unflag' }),
  projectId: optionalProjectIdSchema,
});
export const gdprReviewResponseSchema = z.object({ updated: z.number().int() });
export type GdprReviewResponse = z.infer<typeof gdprReviewResponseSchema>;
