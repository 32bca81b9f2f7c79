/**
 * A team's candidates: the people a team works with, whether it imported them or added an
 * open-web profile to one of its projects. Candidate ids are talent profile ids everywhere (search
 * results, pipelines, records), and every per-team fact about a candidate is keyed by
 * `(team_id, profile_id)`, so one team's tags, notes, files and edits never reach another team.
 *
 * - `team_candidates`: one row per candidate of a team (all candidates), with the team's edits
 *   to an open-web profile (`overrides`), the GDPR review flag, and where a merged duplicate went.
 * - `candidate_match_keys`: normalised identity keys (email, E.164 phone, profile URL, name plus
 *   company) for the duplicate check on insert and the duplicate scan.
 * - `candidate_tags`, `candidate_notes`, `candidate_files`, `candidate_activities`: the record.
 * - `candidate_shares`: read-only share links (send-sharing-profile).
 * - `candidate_imports`: CSV imports with progress and their row report.
 * - `csv_download_templates`: the team's CSV export column sets.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projects } from './projects';
import { talentProfiles } from './talent';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
const profileRef = (name = 'profile_id') =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => talentProfiles.id, { onDelete: 'cascade' });

export const teamCandidates = pgTable(
  'team_candidates',
  {
    teamId: teamRef(),
    profileId: profileRef(),
    /**
     * The team's edits to an open-web profile (basic info, emails, phones, social links,
     * experience, education), laid over the shared document when shown. A team's own profiles
     * are edited in place instead.
     */
    overrides: jsonb('overrides').notNull().default(sql`'{}'::jsonb`),
    gdprReview: boolean('gdpr_review').notNull().default(false),
    gdprReviewedBy: uuid('gdpr_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    gdprReviewedAt: timestamp('gdpr_reviewed_at', { withTimezone: true }),
    /** Set when this candidate was merged into another: it then leaves every list. */
    mergedInto: bigint('merged_into', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.profileId] }),
    index('team_candidates_recent_idx').on(t.teamId, t.createdAt.desc(), t.profileId),
    index('team_candidates_profile_idx').on(t.profileId),
  ],
);

/** Identity keys of a team's candidates; kind: 1 email, 2 phone, 3 profile URL, 4 name + company. */
export const candidateMatchKeys = pgTable(
  'candidate_match_keys',
  {
    teamId: teamRef(),
    kind: smallint('kind').notNull(),
    key: text('key').notNull(),
    profileId: profileRef(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.kind, t.key, t.profileId] }),
    index('candidate_match_keys_profile_idx').on(t.profileId),
    check('candidate_match_keys_kind_check', sql`${t.kind} between 1 and 4`),
  ],
);

/** Pairs a user said are not the same person: the duplicate list stops suggesting them. */
export const candidateDuplicateDismissals = pgTable(
  'candidate_duplicate_dismissals',
  {
    teamId: teamRef(),
    /** The smaller profile id of the pair first. */
    profileA: profileRef('profile_a'),
    profileB: profileRef('profile_b'),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.profileA, t.profileB] }),
    check('candidate_duplicate_dismissals_order_check', sql`${t.profileA} < ${t.profileB}`),
  ],
);

/** Each merge: which candidate was kept, which was folded into it, and the field choices. */
export const candidateMerges = pgTable(
  'candidate_merges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    keptProfileId: bigint('kept_profile_id', { mode: 'number' }).notNull(),
    mergedProfileId: bigint('merged_profile_id', { mode: 'number' }).notNull(),
    fieldChoices: jsonb('field_choices').notNull().default(sql`'{}'::jsonb`),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_merges_team_idx').on(t.teamId, t.createdAt)],
);

export const candidateTags = pgTable(
  'candidate_tags',
  {
    teamId: teamRef(),
    profileId: profileRef(),
    tag: text('tag').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.profileId, t.tag] }),
    index('candidate_tags_tag_idx').on(t.teamId, t.tag),
  ],
);

/** Visibility: 0 only the author, 1 the project's hiring team, 2 the whole team. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    profileId: profileRef(),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    visibility: smallint('visibility').notNull().default(2),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_notes_profile_idx').on(t.teamId, t.profileId, t.createdAt),
    check('candidate_notes_visibility_check', sql`${t.visibility} in (0, 1, 2)`),
  ],
);

export const candidateFiles = pgTable(
  'candidate_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    profileId: profileRef(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the storage backend keeps the bytes (a relative path for local disk). */
    storageKey: text('storage_key').notNull(),
    /** 'resume' or 'other'. */
    kind: text('kind').notNull().default('resume'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_files_profile_idx').on(t.teamId, t.profileId)],
);

/** Who did what to a candidate, and when: the record's activity log and the dashboard's feed. */
export const candidateActivities = pgTable(
  'candidate_activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    profileId: profileRef(),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. added, stage_changed, tagged, note_added, file_uploaded, info_updated, merged. */
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_activities_profile_idx').on(t.teamId, t.profileId, t.createdAt.desc()),
    index('candidate_activities_team_idx').on(t.teamId, t.createdAt.desc()),
  ],
);

/** A read-only link to one or more candidate profiles (bulk share). */
export const candidateShares = pgTable(
  'candidate_shares',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    /** Random, URL-safe; only its SHA-256 is stored. */
    tokenHash: text('token_hash').notNull().unique(),
    profileIds: bigint('profile_ids', { mode: 'number' }).array().notNull(),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
    message: text('message'),
    /**
     * Optional sections the sharer ticked (compensation, visa, workAuthorization, clearance);
     * everything else of the kind is left out of the public page.
     */
    includes: text('includes').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when someone of the team revoked the link: it then opens nothing. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('candidate_shares_team_idx').on(t.teamId, t.createdAt),
    // A candidate's links (the share dialog's list): profile_ids @> array[id].
    index('candidate_shares_profiles_idx').using('gin', t.profileIds),
    check(
      'candidate_shares_includes_check',
      sql`${t.includes} <@ array['compensation', 'visa', 'workAuthorization', 'clearance']::text[]`,
    ),
  ],
);

/** A CSV import; status: pending, running, done, failed. */
export const candidateImports = pgTable(
  'candidate_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    fileName: text('file_name').notNull(),
    /** Where the uploaded file waits for the import job (local storage key). */
    storageKey: text('storage_key').notNull(),
    mapping: jsonb('mapping').notNull().default(sql`'{}'::jsonb`),
    /** skip, or create: what to do with a row that matches an existing candidate. */
    duplicatePolicy: text('duplicate_policy').notNull().default('skip'),
    status: text('status').notNull().default('pending'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Rows skipped because the person is on the suppression list (erased at their request). */
    suppressedCount: integer('suppressed_count').notNull().default(0),
    /** Row-by-row problems: [{row, column, message}], capped. */
    report: jsonb('report').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('candidate_imports_team_idx').on(t.teamId, t.createdAt),
    check('candidate_imports_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/** A team's CSV download template: which columns an export writes, in order. */
export const csvDownloadTemplates = pgTable(
  'csv_download_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    name: text('name').notNull(),
    columns: text('columns').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('csv_download_templates_team_idx').on(t.teamId)],
);

/** Team-wide PDF export settings (/admin/team-settings/pdf-watermark). */
export const teamPdfSettings = pgTable('team_pdf_settings', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  watermarkEnabled: boolean('watermark_enabled').notNull().default(false),
  watermarkText: text('watermark_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A full duplicate scan of a team's candidates (POST /v1/candidates/duplicates/scan); status:
 * pending, running, done, failed. At most one pending or running scan per team.
 */
export const candidateDuplicateScans = pgTable(
  'candidate_duplicate_scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** What the scan is doing now (keys, exact, similar names, saving) and how far it got. */
    phase: text('phase').notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    pairsFound: integer('pairs_found').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('candidate_duplicate_scans_team_idx').on(t.teamId, t.createdAt),
    uniqueIndex('candidate_duplicate_scans_active_key')
      .on(t.teamId)
      .where(sql`${t.status} in ('pending', 'running')`),
    check(
      'candidate_duplicate_scans_status_check',
      sql`${t.status} in ('pending', 'running', 'done', 'failed')`,
    ),
  ],
);

/** Pairs the last scan suggests are the same person, with why and how sure (0 to 1). */
export const candidateDuplicatePairs = pgTable(
  'candidate_duplicate_pairs',
  {
    teamId: teamRef(),
    /** The smaller profile id of the pair first. */
    profileA: profileRef('profile_a'),
    profileB: profileRef('profile_b'),
    score: real('score').notNull(),
    /** email, phone, profile_url, name_company, similar_name. */
    reasons: text('reasons').array().notNull(),
    scanId: bigint('scan_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.profileA, t.profileB] }),
    index('candidate_duplicate_pairs_list_idx').on(t.teamId, t.score.desc(), t.profileA, t.profileB),
    index('candidate_duplicate_pairs_b_idx').on(t.teamId, t.profileB),
    check('candidate_duplicate_pairs_order_check', sql`${t.profileA} < ${t.profileB}`),
  ],
);
