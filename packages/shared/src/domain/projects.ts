// Project codes from the core spec, sections 1, 3, 4 and 9.

export const PROJECT_STATUS = { NORMAL: 0, DELETED: 1, MEMBER: 2, INVISIBLE: 3, ARCHIVED: 4 } as const;
export type ProjectStatus = (typeof PROJECT_STATUS)[keyof typeof PROJECT_STATUS];

export const PROJECT_CREATION_SOURCE = {
  MANUAL_CREATE: 0,
  AUTO_CREATE: 1,
  ALPHA_PROJECT: 2,
  MANUAL_CREATE_ATS: 3,
} as const;
export type ProjectCreationSource = (typeof PROJECT_CREATION_SOURCE)[keyof typeof PROJECT_CREATION_SOURCE];

export const PROJECT_TYPE = { SOURCING: 'sourcing' } as const;
export type ProjectType = (typeof PROJECT_TYPE)[keyof typeof PROJECT_TYPE];

export const PROJECT_RELATION_TYPE = { APPLICANT_MATCH: 'APPLICANT_MATCH' } as const;
export type ProjectRelationType = (typeof PROJECT_RELATION_TYPE)[keyof typeof PROJECT_RELATION_TYPE];

export const ONBOARDING_MODE = { NONE: 0, IMPLANTATION: 1, ONBOARDING: 2 } as const;
export type OnboardingMode = (typeof ONBOARDING_MODE)[keyof typeof ONBOARDING_MODE];

/** Sample projects of the demo mode; negative so they can never collide with a stored id. */
export const DEMO_PROJECT_IDS = [-1, -2] as const;
export type DemoProjectId = (typeof DEMO_PROJECT_IDS)[number];

export function isDemoProjectId(projectId: number): projectId is DemoProjectId {
  return projectId === -1 || projectId === -2;
}

/** The demo user acts as project owner (recruiterRole 3). */
export const DEMO_RECRUITER_ROLE = 3;

// Default project form fields, keyed 1 to 10 in the order the form shows them. The spec quotes only
// "Enter job title" and "Please select"; the other placeholders follow the same pattern.
export const PROJECT_DEFAULT_FIELDS = [
  { key: 1, name: 'jobTitle', label: 'Job title', placeholder: 'Enter job title' },
  { key: 2, name: 'projectStatus', label: 'Project status', placeholder: 'Please select' },
  { key: 3, name: 'projectName', label: 'Project name', placeholder: 'Enter project name' },
  { key: 4, name: 'jobId', label: 'Job ID', placeholder: 'Enter job ID' },
  {
    key: 5,
    name: 'projectDescription',
    label: 'Project description',
    placeholder: 'Enter project description',
  },
  { key: 6, name: 'department', label: 'Department', placeholder: 'Enter department' },
  { key: 7, name: 'workArrangement', label: 'Work arrangement', placeholder: 'Please select' },
  { key: 8, name: 'employmentType', label: 'Employment type', placeholder: 'Please select' },
  { key: 9, name: 'numberOfOpenings', label: 'Number of openings', placeholder: 'Enter number of openings' },
  { key: 10, name: 'jobLocation', label: 'Job location', placeholder: 'Enter job location' },
] as const;
export type ProjectDefaultFieldName = (typeof PROJECT_DEFAULT_FIELDS)[number]['name'];

// The create form's choices. The spec names the fields but not their options: these are the usual
// ones of a job requisition (docs/decisions.md, Projects).
export const WORK_ARRANGEMENT_OPTIONS = [
  { value: 'onsite', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'remote', label: 'Remote' },
] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENT_OPTIONS)[number]['value'];

export const EMPLOYMENT_TYPE_OPTIONS = [
  { value: 'full_time', label: 'Full-time' },
  { value: 'part_time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'temporary', label: 'Temporary' },
  { value: 'internship', label: 'Internship' },
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPE_OPTIONS)[number]['value'];

/**
 * The statuses a project can be created with or switched to on its form: who sees it in the
 * project list. Archived and deleted come from their own actions; invisible is for projects the
 * product creates on its own (listed for nobody but their hiring team, on request).
 */
export const SELECTABLE_PROJECT_STATUS_OPTIONS = [
  { value: PROJECT_STATUS.NORMAL, label: 'Active: visible to the whole team' },
  { value: PROJECT_STATUS.MEMBER, label: 'Active: hiring team only' },
] as const;

export const PROJECT_STATUS_LABEL: Record<ProjectStatus, string> = {
  0: 'Active',
  1: 'Deleted',
  2: 'Active (hiring team only)',
  3: 'Hidden',
  4: 'Archived',
};

/** Open projects (not archived, not deleted) a team on the starter plan may have at once. */
export const STARTER_PROJECT_LIMIT = 3;

export const SEARCH_HISTORY_TYPE = { ALL_IN_ONE: 0, REDISCOVERY: 2 } as const;
export type SearchHistoryType = (typeof SEARCH_HISTORY_TYPE)[keyof typeof SEARCH_HISTORY_TYPE];

/** Where a sourced candidate came from; `hiretual` is the historical code for the open web. */
export const SOURCING_SOURCE = {
  IMPORT: 'import',
  ATS: 'ats',
  OPEN_WEB: 'hiretual',
  EVENT_FORM: 'event_form',
} as const;
export type SourcingSource = (typeof SOURCING_SOURCE)[keyof typeof SOURCING_SOURCE] | `jobboard_${string}`;

export const JOB_BOARD_SOURCE_PREFIX = 'jobboard_';

export function jobBoardSource(product: string): `jobboard_${string}` {
  return `jobboard_${product}`;
}
