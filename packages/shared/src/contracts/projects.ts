/**
 * Projects, as far as sourcing needs them: pick one of your projects (or create one by name) and
 * add candidates from search. The project lifecycle, pipeline and hiring team build on this.
 */
import { z } from 'zod';
import { customValuesInputSchema } from './custom-fields';
import { projectPipelineInfoSchema } from './hiring-process';

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a project name')
  .max(120, 'Project name must be at most 120 characters');

export const projectSummarySchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** NORMAL 0, DELETED 1, MEMBER 2, INVISIBLE 3, ARCHIVED 4 (spec section 4). */
  projectStatus: z.number().int(),
  /** Your role on the project's hiring team (spec section 6 numbering). */
  recruiterRole: z.number().int(),
  candidateCount: z.number().int(),
  projectUpdateDate: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const pickableProjectSchema = projectSummarySchema.extend({
  /** When you last added candidates to it; the dialog lists these "recent" projects first. */
  lastAddedByYouAt: z.string().nullable().default(null),
});
export type PickableProject = z.infer<typeof pickableProjectSchema>;
export const pickableProjectsResponseSchema = z.object({ data: z.array(pickableProjectSchema) });
export type PickableProjectsResponse = z.infer<typeof pickableProjectsResponseSchema>;

export const quickCreateProjectRequestSchema = z.strictObject({ projectName: projectNameSchema });
export const projectResponseSchema = z.object({ project: projectSummarySchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

export const addCandidatesRequestSchema = z.strictObject({
  candidateIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one candidate')
    .max(500, 'At most 500 candidates at a time'),
});
export const addCandidatesResponseSchema = z.object({
  projectId: z.string(),
  added: z.number().int(),
  alreadyInProject: z.number().int(),
});
export type AddCandidatesResponse = z.infer<typeof addCandidatesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The project lifecycle: create, list, information, basic info, archive, unarchive, delete.

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const workArrangementSchema = z.enum(['onsite', 'hybrid', 'remote'], { message: 'Please select' });
const employmentTypeSchema = z.enum(['full_time', 'part_time', 'contract', 'temporary', 'internship'], {
  message: 'Please select',
});
/** NORMAL 0 (the whole team sees it) or MEMBER 2 (hiring team only): SELECTABLE_PROJECT_STATUS_OPTIONS. */
const selectableStatusSchema = z.union([z.literal(0), z.literal(2)], { message: 'Please select' });

/** The ten default fields of the create form, in the spec's order. */
export const projectFieldsSchema = z.strictObject({
  jobTitle: z.string().trim().min(1, 'Enter job title').max(200, 'Job title must be at most 200 characters'),
  projectStatus: selectableStatusSchema,
  projectName: projectNameSchema,
  jobId: optionalText(64, 'Job ID'),
  projectDescription: optionalText(5000, 'Project description'),
  department: optionalText(120, 'Department'),
  workArrangement: workArrangementSchema.optional(),
  employmentType: employmentTypeSchema.optional(),
  numberOfOpenings: z
    .number({ message: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(1, 'At least 1 opening')
    .max(1000, 'At most 1,000 openings')
    .optional(),
  jobLocation: optionalText(200, 'Job location'),
});
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
export type ProjectFieldsInput = z.input<typeof projectFieldsSchema>;

/** The team's project custom fields, by field id (required ones must hold a value to save). */
const projectCustomFieldsSchema = { customFields: customValuesInputSchema.optional() };
export const createProjectRequestSchema = projectFieldsSchema.extend(projectCustomFieldsSchema);
export const updateBasicInfoRequestSchema = projectFieldsSchema.extend({
  projectId: z.string().max(20),
  ...projectCustomFieldsSchema,
});
export const projectIdRequestSchema = z.strictObject({ projectId: z.string().max(20) });

export const hiringMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Project role (spec section 6 numbering). */
  role: z.number().int(),
});
export type HiringMember = z.infer<typeof hiringMemberSchema>;

/** One row of the project list. `recruiterRole` is null for a team project you are not on. */
export const projectListItemSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  jobTitle: z.string().nullable(),
  jobLocation: z.string().nullable(),
  projectStatus: z.number().int(),
  archived: z.boolean(),
  creationSource: z.number().int(),
  recruiterRole: z.number().int().nullable(),
  owner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  candidateCount: z.number().int(),
  projectCreateDate: z.string(),
  projectUpdateDate: z.string(),
  lastViewedAt: z.string().nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const PROJECT_LIST_SORTS = ['lastViewed', 'updated', 'created', 'name'] as const;
export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];
export const PROJECT_LIST_SCOPES = ['mine', 'team'] as const;
export const PROJECT_LIST_STATES = ['active', 'archived', 'all'] as const;

export const projectListQuerySchema = z.strictObject({
  keyword: z.string().trim().max(200).optional(),
  /** Projects you are on (mine), or every project of the team you may see (team). */
  scope: z.enum(PROJECT_LIST_SCOPES).default('mine'),
  state: z.enum(PROJECT_LIST_STATES).default('active'),
  /** Only projects where you have this role. */
  role: z.coerce.number().int().min(0).max(4).optional(),
  sort: z.enum(PROJECT_LIST_SORTS).default('lastViewed'),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListResponseSchema = z.object({
  data: z.array(projectListItemSchema),
  total: z.number().int(),
  /** Counts by state for the tabs, with the same keyword and role. */
  counts: z.object({ active: z.number().int(), archived: z.number().int() }),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** GET /v1/projects/projectInformation/{id}: the project with its job, hiring team and your rights. */
export const projectInformationSchema = projectListItemSchema.extend({
  projectType: z.string(),
  projectDescription: z.string().nullable(),
  jobId: z.string().nullable(),
  department: z.string().nullable(),
  workArrangement: z.string().nullable(),
  employmentType: z.string().nullable(),
  numberOfOpenings: z.number().int().nullable(),
  projectCreator: z.object({ userId: z.string(), name: z.string() }).nullable(),
  projectHiringMembers: z.array(hiringMemberSchema),
  /** For an archived project, the status unarchiving gives back (null otherwise). */
  statusBeforeArchive: z.number().int().nullable(),
  /** The actions of the permission table your role allows here. */
  permissions: z.array(z.string()),
  // The project's pipeline (projectHiringProcess, projectStageLabelConfig, projectStageDetails).
  // The server always sends them; optional so that answers built before they existed still parse.
  ...projectPipelineInfoSchema.partial().shape,
});
export type ProjectInformation = z.infer<typeof projectInformationSchema>;
export const projectInformationResponseSchema = z.object({ data: projectInformationSchema });
export type ProjectInformationResponse = z.infer<typeof projectInformationResponseSchema>;

export const projectRelationSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  projectId: z.string(),
  type: z.string(),
  status: z.number().int(),
  updatedBy: z.string().nullable(),
  uniqId: z.string().nullable(),
  createDate: z.string(),
  updateDate: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  atsName: z.string().nullable(),
  atsJobId: z.string().nullable(),
});
export const projectRelationRequestSchema = z.strictObject({
  projectIds: z.array(z.string().max(20)).min(1, 'Choose at least one project').max(100),
});
export const projectRelationResponseSchema = z.object({ data: z.array(projectRelationSchema) });

// ---------------------------------------------------------------------------------------------
// The hiring team: add, change role, remove, transfer ownership, leave.

/** Roles that can be given on the hiring team: every role but Owner (ownership is transferred). */
const assignableRoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)], {
  message: 'Choose Collaborator, Recruiter, Hiring manager or Sourcer',
});

export const hiringMemberRequestSchema = z.strictObject({
  projectId: z.string().max(20),
  userId: z.uuid('Choose a member of your team'),
  role: assignableRoleSchema,
});
/** Shares the project with a group (issue 17): its members join the hiring team with `role`. */
export const shareWithGroupRequestSchema = z.strictObject({
  projectId: z.string().max(20),
  groupId: z.uuid('Choose a group of your team'),
  role: assignableRoleSchema,
});
export const removeHiringMemberRequestSchema = z.strictObject({
  projectId: z.string().max(20),
  userId: z.uuid('Choose a member of your team'),
});
export const updateProjectOwnerRequestSchema = removeHiringMemberRequestSchema;
export const hiringTeamResponseSchema = z.object({ data: z.array(hiringMemberSchema) });
export type HiringTeamResponse = z.infer<typeof hiringTeamResponseSchema>;
