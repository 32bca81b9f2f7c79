/**
 * Which lifecycle actions to offer on a project. The list knows only the caller's role there and
 * asks the shared permission table; the detail page has the server's own list of permissions.
 * Both come from the same table, so the UI offers what the API allows.
 */
import { canInProject, isProjectRole, type ProjectAction } from '@talentbase/shared';

export type ProjectActionSet = { edit: boolean; archive: boolean; unarchive: boolean; delete: boolean };

function actionSet(allowed: (action: ProjectAction) => boolean, archived: boolean): ProjectActionSet {
  const edit = allowed('project.editBasicInfo');
  return { edit, archive: edit && !archived, unarchive: edit && archived, delete: allowed('project.delete') };
}

export function actionsForRole(role: number | null, archived: boolean): ProjectActionSet {
  const r = isProjectRole(role) ? role : null;
  return actionSet((action) => canInProject(r, action), archived);
}

export function actionsForPermissions(permissions: readonly string[], archived: boolean): ProjectActionSet {
  return actionSet((action) => permissions.includes(action), archived);
}

export function hasAny(actions: ProjectActionSet): boolean {
  return actions.archive || actions.unarchive || actions.delete;
}
