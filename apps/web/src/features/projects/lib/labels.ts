/** Wording of project codes, dates and counts on the project screens. */
import { isProjectRole, PROJECT_ROLE_LABEL } from '@talentbase/shared';
import {
  EMPLOYMENT_TYPE_OPTIONS,
  PROJECT_STATUS,
  PROJECT_STATUS_LABEL,
  type ProjectStatus,
  SELECTABLE_PROJECT_STATUS_OPTIONS,
  WORK_ARRANGEMENT_OPTIONS,
} from '@talentbase/shared/domain/projects';

export const NOT_ON_TEAM_LABEL = 'Not on hiring team';

export function roleLabel(role: number | null): string {
  return isProjectRole(role) ? PROJECT_ROLE_LABEL[role] : NOT_ON_TEAM_LABEL;
}

/** Who sees the project: the form's wording for the two visibility statuses, the spec's for the rest. */
export function statusLabel(projectStatus: number): string {
  const selectable = SELECTABLE_PROJECT_STATUS_OPTIONS.find((o) => o.value === projectStatus);
  if (selectable) return selectable.label;
  return PROJECT_STATUS_LABEL[projectStatus as ProjectStatus] ?? `Status ${projectStatus}`;
}

/** The short badge next to a project's name. */
export function statusBadge(projectStatus: number): { label: string; color: string } | null {
  if (projectStatus === PROJECT_STATUS.ARCHIVED) return { label: 'Archived', color: 'gray' };
  if (projectStatus === PROJECT_STATUS.MEMBER) return { label: 'Hiring team only', color: 'grape' };
  if (projectStatus === PROJECT_STATUS.NORMAL) return { label: 'Active', color: 'teal' };
  return null;
}

export function workArrangementLabel(value: string | null): string | null {
  if (!value) return null;
  return WORK_ARRANGEMENT_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function employmentTypeLabel(value: string | null): string | null {
  if (!value) return null;
  return EMPLOYMENT_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

const integer = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatCount(n: number): string {
  return integer.format(n);
}

export function candidatesLabel(n: number): string {
  return `${integer.format(n)} ${n === 1 ? 'candidate' : 'candidates'}`;
}

/** "3 Mar 2026"; null for a missing or unreadable date. */
export function formatDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : day.format(date);
}
