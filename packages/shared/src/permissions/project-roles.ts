/**
 * Project roles and the per-action permission table of spec section 6.
 *
 * The spec's table lists numeric role ids (3, 1, 2, 0, 4) without names; the numbering matches
 * the project roles VIEWER 0, RECRUITER 1, SCREENER 2, OWNER 3, SOURCER 4. The server's project
 * guard and the web app's `useCan` both read this table, so the UI never offers what the API refuses.
 */
export const PROJECT_ROLE = { VIEWER: 0, RECRUITER: 1, SCREENER: 2, OWNER: 3, SOURCER: 4 } as const;
export type ProjectRole = (typeof PROJECT_ROLE)[keyof typeof PROJECT_ROLE];

export const PROJECT_ROLE_LABEL: Record<ProjectRole, string> = {
  0: 'Collaborator',
  1: 'Recruiter',
  2: 'Hiring manager',
  3: 'Owner',
  4: 'Sourcer',
};

export const ALL_PROJECT_ROLES: readonly ProjectRole[] = [3, 1, 2, 0, 4];
/** Owner is given by creating the project or by an owner transfer, never by assignment. */
export const ASSIGNABLE_PROJECT_ROLES: readonly ProjectRole[] = [1, 2, 0, 4];

const ALL = ALL_PROJECT_ROLES;
const OWNER_RECRUITER: readonly ProjectRole[] = [3, 1];
const OWNER_RECRUITER_SCREENER: readonly ProjectRole[] = [3, 1, 2];
const OWNER_ONLY: readonly ProjectRole[] = [3];

/** One row per action of the spec's permission table (plus the applicant-match actions). */
export const PROJECT_ACTIONS = {
  'candidate.viewContact': { roles: ALL, label: 'View contact info' },
  'candidate.openProfile': { roles: ALL, label: 'Open profile' },
  'candidate.viewActivityLogs': { roles: ALL, label: 'View activity logs' },
  'candidate.editContact': { roles: OWNER_RECRUITER, label: 'Edit emails and phones' },
  'candidate.editInfo': { roles: OWNER_RECRUITER, label: 'Edit candidate info' },
  'candidate.editSocialLinks': { roles: OWNER_RECRUITER, label: 'Edit social links' },
  'candidate.editExperience': { roles: OWNER_RECRUITER, label: 'Edit experience' },
  'candidate.editEducation': { roles: OWNER_RECRUITER, label: 'Edit education' },
  'candidate.addFile': { roles: OWNER_RECRUITER, label: 'Add files' },
  'candidate.deleteFile': { roles: OWNER_RECRUITER, label: 'Delete files' },
  'candidate.editProfile': { roles: OWNER_RECRUITER, label: 'Edit profile' },
  'candidate.flagGdpr': { roles: OWNER_RECRUITER, label: 'Flag for GDPR' },
  'candidate.sendConsentEmail': { roles: OWNER_RECRUITER, label: 'Send consent email' },
  'candidate.addTag': { roles: OWNER_RECRUITER_SCREENER, label: 'Add tag' },
  'candidate.move': { roles: OWNER_RECRUITER_SCREENER, label: 'Move candidate' },
  'candidate.addNote': { roles: OWNER_RECRUITER_SCREENER, label: 'Add note' },
  'project.leave': { roles: ALL, label: 'Leave project' },
  'project.editBasicInfo': { roles: OWNER_ONLY, label: 'Edit project basic info' },
  'job.create': { roles: OWNER_RECRUITER, label: 'Create a job' },
  'sequence.send': { roles: OWNER_RECRUITER, label: 'Send an email sequence' },
  'candidate.bulkShare': { roles: ALL, label: 'Bulk share candidates' },
  // Not in the spec's table (its copy-to-project row is cut off): the roles that source, see
  // docs/decisions.md.
  'candidate.add': { roles: [3, 1, 4], label: 'Add candidates to the project' },
  'project.create': { roles: OWNER_ONLY, label: 'Create project' },
  'project.openApiEdit': { roles: OWNER_ONLY, label: 'Open-API project edit' },
  'project.delete': { roles: OWNER_ONLY, label: 'Delete project' },
  'project.updateHiringTeam': { roles: OWNER_RECRUITER, label: 'Update hiring team' },
  'project.assignRole': { roles: OWNER_RECRUITER, label: 'Assign role' },
  'project.updateOwner': { roles: [3, 4], label: 'Update project owner' },
  'candidate.syncToAts': { roles: OWNER_RECRUITER, label: 'Sync to ATS' },
  'candidate.exportCsv': { roles: OWNER_RECRUITER, label: 'Export as CSV' },
  'candidate.exportPdf': { roles: OWNER_RECRUITER, label: 'Export as PDF' },
  'applicant.moveForwardOrDecline': { roles: [3, 1, 2, 4], label: 'Move forward or decline' },
  'applicant.editPersona': { roles: OWNER_RECRUITER_SCREENER, label: 'Edit ideal-candidate persona' },
  'applicant.notesOrTags': { roles: OWNER_RECRUITER_SCREENER, label: 'Add notes or tags' },
  // Also needs the account-level applicant-edit permission (checked by the caller).
  'applicant.viewPersonaHistory': { roles: [3, 1, 2, 4], label: 'View persona history' },
  // Not in the spec's table: the roles that judge a candidate (as for notes) fill scorecards;
  // everyone on the hiring team reads them (candidate.openProfile). See docs/decisions.md.
  'candidate.score': { roles: OWNER_RECRUITER_SCREENER, label: 'Fill scorecards' },
} as const satisfies Record<string, { roles: readonly ProjectRole[]; label: string }>;

export type ProjectAction = keyof typeof PROJECT_ACTIONS;

export function canInProject(role: ProjectRole | null | undefined, action: ProjectAction): boolean {
  if (role === null || role === undefined) return false;
  return (PROJECT_ACTIONS[action].roles as readonly ProjectRole[]).includes(role);
}

/**
 * The role a member acts with on a project: a Collaborator seat acts as a Collaborator in every
 * project, whatever role the hiring team gave (docs/decisions.md "Licences"), so switching a seat
 * takes effect on the next request without rewriting anyone's hiring-team roles.
 */
export function effectiveProjectRole<R extends ProjectRole | null>(
  role: R,
  license: 'Recruiter' | 'Collaborator' | undefined,
): R | ProjectRole {
  return role !== null && license === 'Collaborator' ? PROJECT_ROLE.VIEWER : role;
}

export function isProjectRole(value: unknown): value is ProjectRole {
  return typeof value === 'number' && (ALL_PROJECT_ROLES as readonly number[]).includes(value);
}
