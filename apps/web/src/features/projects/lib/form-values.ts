/**
 * The project form's values and their mapping to the API's ten fields. Inputs hold strings (a
 * select holds its option's string value or null, the number input '' when empty); the shared
 * zod contract turns them into the request, so the client and the server word errors alike.
 */
import {
  type ProjectFields,
  type ProjectInformation,
  projectFieldsSchema,
  projectNameSchema,
} from '@talentbase/shared';
import { PROJECT_DEFAULT_FIELDS, type ProjectDefaultFieldName } from '@talentbase/shared/domain/projects';
import { zodFieldErrors } from '../../../lib/form-errors';

export type ProjectFormValues = {
  jobTitle: string;
  projectStatus: string | null;
  projectName: string;
  jobId: string;
  projectDescription: string;
  department: string;
  workArrangement: string | null;
  employmentType: string | null;
  numberOfOpenings: number | string;
  jobLocation: string;
};

/** The form's inputs in the spec's order (keys 1 to 10). */
export const PROJECT_FORM_FIELDS: readonly ProjectDefaultFieldName[] = PROJECT_DEFAULT_FIELDS.map(
  (f) => f.name,
);

const SELECTABLE_STATUSES = new Set([0, 2]);
const NAME_MAX = projectNameSchema.maxLength ?? 120;

export function emptyProjectFormValues(): ProjectFormValues {
  return {
    jobTitle: '',
    projectStatus: null,
    projectName: '',
    jobId: '',
    projectDescription: '',
    department: '',
    workArrangement: null,
    employmentType: null,
    numberOfOpenings: '',
    jobLocation: '',
  };
}

/**
 * The form prefilled with a project. An archived project's status (4) is not one the form offers:
 * it shows the status the project returns to when unarchived.
 */
export function projectFormValuesOf(project: ProjectInformation): ProjectFormValues {
  const status = project.archived ? project.statusBeforeArchive : project.projectStatus;
  return {
    jobTitle: project.jobTitle ?? '',
    projectStatus: status !== null && SELECTABLE_STATUSES.has(status) ? String(status) : null,
    projectName: project.projectName,
    jobId: project.jobId ?? '',
    projectDescription: project.projectDescription ?? '',
    department: project.department ?? '',
    workArrangement: project.workArrangement,
    employmentType: project.employmentType,
    numberOfOpenings: project.numberOfOpenings ?? '',
    jobLocation: project.jobLocation ?? '',
  };
}

function openings(value: number | string): unknown {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (!text) return undefined;
  const n = Number(text);
  // A half-typed value ("-", "1e") stays a string so the contract answers "Enter a whole number".
  return Number.isFinite(n) ? n : text;
}

/** The request body as the contract reads it (before trimming and defaults). */
export function toProjectFieldsInput(values: ProjectFormValues): Record<string, unknown> {
  return {
    jobTitle: values.jobTitle,
    projectStatus: values.projectStatus === null ? undefined : Number(values.projectStatus),
    projectName: values.projectName,
    jobId: values.jobId,
    projectDescription: values.projectDescription,
    department: values.department,
    workArrangement: values.workArrangement ?? undefined,
    employmentType: values.employmentType ?? undefined,
    numberOfOpenings: openings(values.numberOfOpenings),
    jobLocation: values.jobLocation,
  };
}

export function projectFormErrors(values: ProjectFormValues): Record<string, string> {
  return zodFieldErrors(projectFieldsSchema, toProjectFieldsInput(values));
}

/** The fields to send; call after `projectFormErrors` found nothing. */
export function toProjectFields(values: ProjectFormValues): ProjectFields {
  return projectFieldsSchema.parse(toProjectFieldsInput(values));
}

/** The project name a job title suggests, within the name's length limit. */
export function nameFromJobTitle(jobTitle: string): string {
  return jobTitle.trimStart().slice(0, NAME_MAX);
}
