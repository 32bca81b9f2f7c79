/**
 * Data protection for admins (the `dataProtection` gate): finding a person, erasing them
 * everywhere (a job with a per-table count), a data-subject access export, per-team retention
 * rules with a dry run, and the audit list of reveals, exports, shares and erasures.
 */
import { z } from 'zod';
import { DATA_PROTECTION_REGIONS } from '../reference/gdpr-regions';
import { candidateRecordIdSchema } from './candidate-records';

// ---------------------------------------------------------------------------------------------
// Finding the person.

export const SUBJECT_LOOKUPS = ['candidate', 'email', 'phone'] as const;
export type SubjectLookup = (typeof SUBJECT_LOOKUPS)[number];
export const SUBJECT_LOOKUP_LABEL: Record<SubjectLookup, string> = {
  candidate: 'Candidate ID',
  email: 'Email address',
  phone: 'Phone number',
};

const LOOKUP_MESSAGE: Record<SubjectLookup, string> = {
  candidate: 'Enter the candidate ID (digits, from the candidate’s page address)',
  email: 'Enter an email address',
  phone: 'Enter a phone number with its country code, e.g. +44 20 7946 0958',
};

function lookupValueOk(by: SubjectLookup, value: string): boolean {
  if (by === 'candidate') return /^\d{1,15}$/.test(value);
  if (by === 'email') return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return value.replace(/[\s+\-()./]/g, '').length > 6 && !/[a-z]{2,}/i.test(value);
}

const subjectFields = {
  by: z.enum(SUBJECT_LOOKUPS, { message: 'Choose candidate ID, email or phone' }),
  value: z.string().trim().min(1, 'Enter what to look for').max(320, 'At most 320 characters'),
};

function checkLookup(q: { by: SubjectLookup; value: string }, ctx: z.RefinementCtx): void {
  if (!lookupValueOk(q.by, q.value))
    ctx.addIssue({ code: 'custom', path: ['value'], message: LOOKUP_MESSAGE[q.by] });
}

/** Who the request is about: a candidate ID, an email address or a phone number. */
export const subjectQuerySchema = z.strictObject(subjectFields).superRefine(checkLookup);
export type SubjectQuery = z.input<typeof subjectQuerySchema>;

/**
 * Rows an erasure removes or changes, by what they are. Keys are stable (they are stored with each
 * erasure); the labels are what the admin reads.
 */
export const ERASURE_COUNT_LABEL = {
  talent_profiles: 'Profiles',
  talent_contacts: 'Contact details (emails and phones)',
  talent_search: 'Search index rows',
  talent_lexemes: 'Search vocabulary words used only by them',
  team_candidates: 'Candidate records (with GDPR flags and edits)',
  project_candidates: 'Pipeline positions',
  candidate_notes: 'Notes',
  candidate_scorecards: 'Scorecards',
  candidate_tags: 'Tags',
  candidate_custom_values: 'Custom field values',
  candidate_files: 'Files',
  files_on_disk: 'Files removed from storage',
  candidate_activities: 'Activity entries',
  automation_runs: 'Automation runs',
  candidate_match_keys: 'Duplicate-check keys',
  candidate_duplicate_pairs: 'Suggested duplicate pairs',
  candidate_duplicate_dismissals: 'Dismissed duplicate pairs',
  candidate_merges: 'Merge records',
  contact_reveals: 'Contact reveals',
  credit_ledger: 'Credit ledger entries of their reveals (kept, without them)',
  sourcing_profile_views: 'Profile views in sourcing',
  ats_exports: 'Exports to the team’s ATS (the ATS keeps its own record)',
  ats_sync_states: 'Their last synced stage with the team’s ATS',
  engage_threads: 'Outreach threads (who was written to)',
  engage_answers: 'Answers written to them from the inbox',
  engage_inbound: 'Replies, out-of-office answers and bounces from them',
  engage_messages: 'Outreach emails',
  engage_events: 'Email opens, clicks and unsubscribes',
  meetings: 'Meetings with them (invitations and bookings)',
  engage_text_sends: 'Texts sent to them (the provider’s receipts)',
  local_test_texts: 'Texts to them kept on this machine (local provider)',
  match_applicants: 'Job applications (résumé as read and its scoring)',
  applicant_form_answers: 'Answers to job application forms',
  match_applicant_views: 'Who opened their applications',
  match_moves: 'Application review moves',
  match_rejection_emails: 'Rejection emails sent',
  candidate_shares: 'Share links (only about them)',
  candidate_shares_trimmed: 'Share links they were taken out of',
  search_history_not_a_fit: 'Saved searches’ not-a-fit lists',
  import_report_rows: 'Import report rows',
  import_uploads: 'Import files naming them',
  audit_log_scrubbed: 'Audit entries stripped of their identity',
} as const;
export type ErasureCountKey = keyof typeof ERASURE_COUNT_LABEL;
export const ERASURE_COUNT_KEYS = Object.keys(ERASURE_COUNT_LABEL) as ErasureCountKey[];

const countsSchema = z.record(z.string(), z.number().int());

export const subjectPersonSchema = z.object({
  candidateId: z.number().int(),
  /** Null for an open-web profile that is not among your candidates: found, but not yours to name. */
  name: z.string().nullable(),
  source: z.string(),
  /** An open-web profile: erasing it removes it from the product, for every team. */
  openWeb: z.boolean(),
  /** One of your team's candidates (in All candidates). */
  inYourRecords: z.boolean(),
});
export type SubjectPerson = z.infer<typeof subjectPersonSchema>;

export const subjectPreviewSchema = z.object({
  people: z.array(subjectPersonSchema),
  /** What an erasure would remove now, per table (see ERASURE_COUNT_LABEL). */
  counts: countsSchema,
  totalRows: z.number().int(),
  /** Other teams whose records of these open-web profiles go too (their number only). */
  otherTeams: z.number().int(),
  /** Email addresses and phone numbers that would go on the suppression list. */
  identifiers: z.object({ emails: z.number().int(), phones: z.number().int() }),
});
export type SubjectPreview = z.infer<typeof subjectPreviewSchema>;

// ---------------------------------------------------------------------------------------------
// Erasure.

export const ERASURE_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];
export const ERASURE_REASONS = ['request', 'retention', 'replay'] as const;

export const erasureRequestSchema = z
  .strictObject({
    ...subjectFields,
    /** The candidate ids the admin saw and confirmed; a different set now answers 409. */
    candidateIds: z.array(candidateRecordIdSchema).min(1, 'Nobody to erase').max(200),
    confirm: z.literal(true, { message: 'Confirm the erasure' }),
  })
  .superRefine(checkLookup);
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

export const erasureSchema = z.object({
  id: z.string(),
  status: z.enum(ERASURE_STATUSES),
  reason: z.enum(ERASURE_REASONS),
  /** How the person was found (never the value typed). */
  lookup: z.enum(SUBJECT_LOOKUPS).nullable(),
  people: z.number().int(),
  /** Whether their emails and phones went on the suppression list. */
  suppressed: z.boolean(),
  phase: z.string(),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  counts: countsSchema,
  totalRows: z.number().int(),
  requestedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type Erasure = z.infer<typeof erasureSchema>;

export const erasureListSchema = z.object({ erasures: z.array(erasureSchema) });
export type ErasureList = z.infer<typeof erasureListSchema>;

// ---------------------------------------------------------------------------------------------
// Retention rules.

export const RETENTION_MAX_RULES = 20;

export const retentionRuleInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the rule').max(80, 'At most 80 characters'),
  /** Candidates with no engagement for this many months go. */
  months: z
    .number({ message: 'Enter a number of months' })
    .int('Enter a whole number of months')
    .min(1, 'At least 1 month')
    .max(120, 'At most 120 months'),
  regions: z
    .array(z.enum(DATA_PROTECTION_REGIONS, { message: 'Choose regions from the list' }))
    .min(1, 'Choose at least one region')
    .max(DATA_PROTECTION_REGIONS.length)
    .transform((list) => [...new Set(list)]),
  /** Also put their emails and phones on the suppression list (off: they may be sourced again). */
  suppress: z.boolean().default(false),
  /** Runs nightly once on; needs a dry run of the current criteria first. */
  enabled: z.boolean().default(false),
});
export type RetentionRuleInput = z.input<typeof retentionRuleInputSchema>;

export const retentionRunSchema = z.object({
  id: z.string(),
  kind: z.enum(['dry_run', 'run']),
  status: z.enum(['running', 'done', 'failed']),
  matched: z.number().int(),
  erased: z.number().int(),
  counts: countsSchema,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  months: z.number().int(),
  regions: z.array(z.enum(DATA_PROTECTION_REGIONS)),
  suppress: z.boolean(),
  enabled: z.boolean(),
  /** The dry run of the current criteria, if one was made. */
  dryRun: z.object({ count: z.number().int(), at: z.string() }).nullable(),
  lastRun: retentionRunSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

export const retentionRuleListSchema = z.object({ rules: z.array(retentionRuleSchema) });
export type RetentionRuleList = z.infer<typeof retentionRuleListSchema>;
export const retentionRunListSchema = z.object({ runs: z.array(retentionRunSchema) });
export type RetentionRunList = z.infer<typeof retentionRunListSchema>;
export const retentionDryRunSchema = z.object({ rule: retentionRuleSchema, run: retentionRunSchema });
export type RetentionDryRun = z.infer<typeof retentionDryRunSchema>;

// ---------------------------------------------------------------------------------------------
// The audit list.

export const AUDIT_KINDS = ['reveal', 'export', 'share', 'erasure', 'access_export', 'retention'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABEL: Record<AuditKind, string> = {
  reveal: 'Contact reveal',
  export: 'Export',
  share: 'Share',
  erasure: 'Erasure',
  access_export: 'Access export',
  retention: 'Retention',
};

/** Which recorded actions each kind lists. */
export const AUDIT_KIND_ACTIONS: Record<AuditKind, readonly string[]> = {
  reveal: ['candidate.contacts_revealed'],
  export: ['candidate.exported', 'candidate.import_report_downloaded', 'gdpr.audit_exported'],
  share: ['candidate.profiles_shared', 'candidate.share_revoked'],
  erasure: [
    'gdpr.subject_lookup',
    'gdpr.erasure_requested',
    'gdpr.erasure_completed',
    'gdpr.erasure_failed',
    'gdpr.erasure_replayed',
  ],
  access_export: ['gdpr.access_exported'],
  retention: [
    'gdpr.retention_rule_saved',
    'gdpr.retention_rule_deleted',
    'gdpr.retention_dry_run',
    'gdpr.retention_run',
  ],
};

// The date must exist: JavaScript reads "2026-02-31" as 3 March and accepts year 0, both of which
// PostgreSQL refuses (a 500 had they reached it).
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-01-31')
  .refine((d) => {
    const date = new Date(`${d}T00:00:00Z`);
    return !d.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(d);
  }, 'Use a real date');

export const AUDIT_PAGE_MAX = 200;

export const auditQuerySchema = z
  .strictObject({
    kind: z.enum(AUDIT_KINDS, { message: 'Choose a kind from the list' }).optional(),
    userId: z.string().uuid('Choose a member from the list').optional(),
    /** Days, inclusive, in UTC. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The `nextCursor` of the previous page. */
    // At most 18 digits: every such number fits PostgreSQL's bigint (19 may not).
    cursor: z
      .string()
      .regex(/^\d{1,18}$/, 'Use the nextCursor of the previous page')
      .optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'End before start' });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** The filters of the audit list, for its CSV export (every matching entry, no paging). */
export const auditExportRequestSchema = z
  .strictObject({
    kind: auditQuerySchema.shape.kind,
    userId: auditQuerySchema.shape.userId,
    from: auditQuerySchema.shape.from,
    to: auditQuerySchema.shape.to,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'End before start' });
export type AuditExportRequest = z.input<typeof auditExportRequestSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  /** Who did it; null for the system (a nightly retention run, a replay) or a former member. */
  actor: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** What happened, in words, without personal data of candidates beyond their ID. */
  what: z.string(),
  /** The candidate, share, import or erasure it was about; null once erased. */
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
  /** Members of the team, for the "who" filter. */
  members: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type AuditList = z.infer<typeof auditListSchema>;
