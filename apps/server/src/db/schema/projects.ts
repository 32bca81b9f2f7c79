/**
 * Projects: where sourcing becomes hiring. A project belongs to a team, has a hiring team of
 * members with project roles (spec section 6 numbering) and holds candidates (talent profiles).
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { talentProfiles } from './talent';

export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull().default('sourcing'),
    projectDescription: text('project_description'),
    /** NORMAL 0, DELETED 1, MEMBER 2, INVISIBLE 3, ARCHIVED 4. */
    projectStatus: smallint('project_status').notNull().default(0),
    /** MANUAL_CREATE 0, AUTO_CREATE 1, ALPHA_PROJECT 2, MANUAL_CREATE_ATS 3. */
    creationSource: smallint('creation_source').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The job the project hires for (the create form's default fields, spec section 3).
    jobTitle: text('job_title'),
    jobId: text('job_id'),
    department: text('department'),
    workArrangement: text('work_arrangement'),
    employmentType: text('employment_type'),
    numberOfOpenings: integer('number_of_openings'),
    jobLocation: text('job_location'),
    /** The status an archived project goes back to when unarchived. */
    statusBeforeArchive: smallint('status_before_archive'),
    /** The hiring process the pipeline follows; null means the team's default template. */
    hiringProcessTemplateId: bigint('hiring_process_template_id', { mode: 'number' }).references(
      () => hiringProcessTemplates.id,
    ),
  },
  (t) => [
    index('projects_team_idx').on(t.teamId, t.projectStatus, t.updatedAt),
    check('projects_status_check', sql`${t.projectStatus} in (0, 1, 2, 3, 4)`),
    check('projects_creation_source_check', sql`${t.creationSource} in (0, 1, 2, 3)`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** VIEWER 0, RECRUITER 1, SCREENER 2, OWNER 3, SOURCER 4. */
    role: smallint('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_role_check', sql`${t.role} in (0, 1, 2, 3, 4)`),
  ],
);

export const projectCandidates = pgTable(
  'project_candidates',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    /** Pipeline category (hiring-process template ids); new candidates start in Sourcing (1). */
    categoryId: smallint('category_id').notNull().default(1),
    /**
     * Stage inside the category; new candidates start in Good Fit (1). Null for a category
     * without stages (Screen, Interview, Offer and Hired by default).
     */
    stageId: smallint('stage_id').default(1),
    /** The stage label's order (spec section 4, starting at 1 = N/A). */
    stageLabel: smallint('stage_label').notNull().default(1),
    /** Candidate engagement status 1 to 38 (spec section 4), 1 = NA. */
    engagementStatus: smallint('engagement_status').notNull().default(1),
    stageUpdatedAt: timestamp('stage_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list filters ask about the person, kept on the row so a filtered stage list reads
     * only the index: 1 has contact details, 2 has a personal email, 4 likely available
     * (availability >= HIGH_AVAILABILITY). Set and kept current by database triggers (migration
     * 0008, `tb_candidate_flags`), whatever path adds the candidate or changes their contacts.
     */
    flags: smallint('flags').notNull().default(0),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.profileId] }),
    index('project_candidates_profile_idx').on(t.profileId),
    // A stage's list, newest move first: the board's columns and the candidate list filter.
    // Migration 0008 adds INCLUDE (stage_label, flags) so filtered lists and counts stay index-only.
    index('project_candidates_stage_idx').on(
      t.projectId,
      t.categoryId,
      t.stageId,
      t.stageUpdatedAt.desc(),
      t.profileId,
    ),
    // A list over several positions (a whole category, the whole project), newest move first.
    // Migration 0009 adds INCLUDE (category_id, stage_id, stage_label, flags): index-only pages.
    index('project_candidates_recent_idx').on(t.projectId, t.stageUpdatedAt.desc(), t.profileId),
    check('project_candidates_label_check', sql`${t.stageLabel} between 1 and 20`),
    check('project_candidates_engagement_check', sql`${t.engagementStatus} between 1 and 38`),
  ],
);

/**
 * A team's hiring process: pipeline categories, each with optional stages (spec section 3,
 * projectHiringProcess). `template_detail` is the list of categories
 * `{categoryId, categoryName, stages: [{stageId, stageName, stageStatus}]}`. The team's default
 * template (`is_default`) is the spec's default outbound pipeline until the team edits it.
 */
export const hiringProcessTemplates = pgTable(
  'hiring_process_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    templateDetail: jsonb('template_detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hiring_process_templates_team_idx').on(t.teamId),
    uniqueIndex('hiring_process_templates_default_key').on(t.teamId).where(sql`${t.isDefault}`),
    uniqueIndex('hiring_process_templates_name_key').on(t.teamId, sql`lower(${t.templateName})`),
  ],
);

/** When each user last opened each project (save-last-viewed): the list sorts by it. */
export const projectViews = pgTable(
  'project_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

/** A project's links to other systems (spec section 3, projectRelation), e.g. an ATS job it ranks. */
export const projectRelations = pgTable(
  'project_relations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: smallint('status').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    uniqId: text('uniq_id'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    atsName: text('ats_name'),
    atsJobId: text('ats_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_relations_project_idx').on(t.projectId)],
);
