import { ASSIGNABLE_PROJECT_ROLES, isProjectRole, PROJECT_ROLE_LABEL } from '@talentbase/shared';

/** The roles that can be given (never Owner: ownership is transferred), as select options. */
export const ASSIGNABLE_ROLE_OPTIONS = ASSIGNABLE_PROJECT_ROLES.map((role) => ({
  value: String(role),
  label: PROJECT_ROLE_LABEL[role],
}));

export function roleName(role: number): string {
  return isProjectRole(role) ? PROJECT_ROLE_LABEL[role] : `Role ${role}`;
}
