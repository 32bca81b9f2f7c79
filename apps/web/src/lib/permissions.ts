/**
 * The UI asks the same tables the server's guards read (packages/shared/src/permissions), with the
 * subject the server sent in `GET /api/auth/me`, so a button shows only when the API would allow it.
 */
import {
  type CurrentUser,
  can,
  canInProject,
  effectiveProjectRole,
  type FeatureGate,
  type ProjectAction,
  type ProjectRole,
} from '@talentbase/shared';
import { useMe } from '../features/auth/api/get-me';

export function userCan(user: CurrentUser | null | undefined, gate: FeatureGate): boolean {
  return user ? can(user.subject, gate) : false;
}

export function userCanInProject(
  user: CurrentUser | null | undefined,
  role: ProjectRole | null | undefined,
  action: ProjectAction,
): boolean {
  if (!user) return false;
  // "View persona history: applicant-edit permission and any of owner, recruiter, screener, sourcer."
  if (action === 'applicant.viewPersonaHistory' && !user.subject.permissions.includes('applicant.edit'))
    return false;
  // A Collaborator seat acts as a Collaborator on every project, whatever the hiring team says.
  return canInProject(effectiveProjectRole(role ?? null, user.subject.license), action);
}

export function useCan(gate: FeatureGate): boolean {
  const { data } = useMe();
  return userCan(data, gate);
}

/** `role` is the member's role on the project at hand (from the project's hiring team). */
export function useCanInProject(role: ProjectRole | null | undefined, action: ProjectAction): boolean {
  const { data } = useMe();
  return userCanInProject(data, role, action);
}

/**
 * The role the signed-in member acts with on a project whose hiring-team role is `role`: a
 * Collaborator seat acts as a Collaborator everywhere (the server decides the same way).
 */
export function useProjectRole(role: ProjectRole | null): ProjectRole | null {
  const { data } = useMe();
  return effectiveProjectRole(role, data?.subject.license);
}
