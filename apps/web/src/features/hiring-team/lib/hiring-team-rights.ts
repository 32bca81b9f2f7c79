/**
 * What the caller may do to a project's hiring team: their project role's row of the permission
 * table and, for editing other people's place on it, the account's hiringTeamEdit gate. The API
 * applies the same two checks (setMember/removeMember are behind the gate; transferring ownership
 * and leaving are not), so the editor offers exactly what the server accepts.
 */
import { canInProject, type HiringMember, PROJECT_ROLE, type ProjectRole } from '@talentbase/shared';

export type HiringTeamRights = {
  add: boolean;
  changeRole: boolean;
  remove: boolean;
  transfer: boolean;
  /** On the hiring team: may leave (the owner only after transferring ownership). */
  leave: boolean;
};

export function hiringTeamRights(input: {
  role: ProjectRole | null;
  gate: boolean;
  /** The demo's sample projects cannot be changed. */
  readOnly: boolean;
}): HiringTeamRights {
  const { role, gate, readOnly } = input;
  const can = (action: Parameters<typeof canInProject>[1]) => !readOnly && canInProject(role, action);
  return {
    add: gate && can('project.updateHiringTeam') && can('project.assignRole'),
    changeRole: gate && can('project.assignRole'),
    remove: gate && can('project.updateHiringTeam'),
    transfer: can('project.updateOwner'),
    leave: can('project.leave'),
  };
}

/** What may be done to one row. Nobody edits the owner's row (ownership is transferred) or their own. */
export function rowRights(rights: HiringTeamRights, member: HiringMember, meId: string | null) {
  const editable = member.role !== PROJECT_ROLE.OWNER && member.userId !== meId;
  return {
    changeRole: editable && rights.changeRole,
    remove: editable && rights.remove,
    makeOwner: editable && rights.transfer,
  };
}
