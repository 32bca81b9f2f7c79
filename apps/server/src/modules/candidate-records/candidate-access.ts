/**
 * Who may do what with a candidate: the one rule every candidate-record route uses (and other
 * modules may reuse).
 *
 * - With a project id, the candidate must be in that project of the caller's team (else 404) and
 *   the caller's role on the project decides (spec section 6 table, `requireProjectAction`).
 *   An applicant of the project's applicant-match job counts as in it for looking, notes and
 *   tags, the last two under `applicant.notesOrTags`.
 * - Without one (the all-candidates screen), the candidate must be one of the team's candidates
 *   and not merged away (else 404), and the account-level gate decides: candidateShare for
 *   sharing, candidateEdit for every change; looking needs no gate.
 *
 * The candidate check comes before the role check so another team's ids always answer 404.
 */
import {
  type CandidatePermission,
  type CandidatePermissions,
  can,
  canInProject,
  type FeatureGate,
  FORBIDDEN_MESSAGE,
  type ProjectAction,
  type ProjectRole,
  type Subject,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { parseProjectId, requireProjectAction } from '../projects/projects.service';

export type CandidateCaller = { scope: TeamScope; subject: Subject; ip: string | null };

export type CandidateAccess = {
  caller: CandidateCaller;
  /** The project the call was made from, or null on the all-candidates screen. */
  projectId: number | null;
  role: ProjectRole | null;
  /** Opened as an applicant of the project's job who is not in its pipeline: looking, notes and tags only. */
  asApplicant?: boolean;
};

const LOOK_ACTIONS = new Set<ProjectAction>([
  'candidate.viewContact',
  'candidate.openProfile',
  'candidate.viewActivityLogs',
]);

/** The account-level gate for an action without a project (null: any signed-in member). */
export function gateForAction(action: ProjectAction): FeatureGate | null {
  if (LOOK_ACTIONS.has(action)) return null;
  if (action === 'candidate.bulkShare') return 'candidateShare';
  return 'candidateEdit';
}

const bigintArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** What may be done to a job's applicant from the project, and under which action of the table. */
const APPLICANT_ACTIONS: Partial<Record<ProjectAction, ProjectAction>> = {
  'candidate.viewContact': 'candidate.viewContact',
  'candidate.openProfile': 'candidate.openProfile',
  'candidate.viewActivityLogs': 'candidate.viewActivityLogs',
  'candidate.addNote': 'applicant.notesOrTags',
  'candidate.addTag': 'applicant.notesOrTags',
};

/**
 * Checks that the caller may do `action` to every candidate (all or nothing) and returns the
 * access it was granted under. `projectId` is the raw request value.
 */
export async function requireCandidateAccess(
  db: Executor,
  caller: CandidateCaller,
  candidateIds: readonly number[],
  action: ProjectAction,
  projectId?: string | null,
): Promise<CandidateAccess> {
  const { scope } = caller;
  const ids = [...new Set(candidateIds)];
  if (ids.length === 0) throw notFound('Candidate');
  if (projectId !== undefined && projectId !== null && projectId !== '') {
    const project = parseProjectId(projectId);
    const found = await db.execute<{ in_pipeline: number; applicants: number }>(sql`
      select (count(*) filter (where pc.profile_id is not null))::int as in_pipeline,
             (count(*) filter (where pc.profile_id is null and a.id is not null))::int as applicants
        from unnest(${bigintArray(ids)}::bigint[]) as c(id)
        join projects p on p.id = ${project} and p.team_id = ${scope.teamId} and p.project_status <> 1
        left join project_candidates pc on pc.project_id = p.id and pc.profile_id = c.id
        left join match_applicants a on a.project_id = p.id and a.team_id = p.team_id and a.profile_id = c.id`);
    const inPipeline = found.rows[0]?.in_pipeline ?? 0;
    const applicants = found.rows[0]?.applicants ?? 0;
    if (inPipeline + applicants !== ids.length) throw notFound('Candidate');
    // An applicant of the job who is not in the pipeline (yet): looked at, noted and tagged
    // under the applicant-match rule (spec section 6), nothing else.
    const asApplicant = applicants > 0 ? APPLICANT_ACTIONS[action] : undefined;
    if (applicants > 0 && !asApplicant) throw notFound('Candidate');
    const role = await requireProjectAction(db, scope, project, action);
    if (asApplicant && !canInProject(role, asApplicant))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: asApplicant });
    return { caller, projectId: project, role, ...(applicants > 0 ? { asApplicant: true } : {}) };
  }
  const found = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from team_candidates
     where team_id = ${scope.teamId} and merged_into is null
       and profile_id = any(${bigintArray(ids)}::bigint[])`);
  if ((found.rows[0]?.n ?? 0) !== ids.length) throw notFound('Candidate');
  const gate = gateForAction(action);
  if (gate && !can(caller.subject, gate)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { gate });
  return { caller, projectId: null, role: null };
}

/** Whether the access a candidate was opened under also allows `action`. */
export function accessAllows(access: CandidateAccess, action: ProjectAction): boolean {
  if (access.asApplicant) {
    const asApplicant = APPLICANT_ACTIONS[action];
    return asApplicant !== undefined && canInProject(access.role, asApplicant);
  }
  if (access.projectId !== null) return canInProject(access.role, action);
  const gate = gateForAction(action);
  return gate === null || can(access.caller.subject, gate);
}

export const PERMISSION_ACTION: Record<CandidatePermission, ProjectAction> = {
  viewContact: 'candidate.viewContact',
  viewActivityLogs: 'candidate.viewActivityLogs',
  editInfo: 'candidate.editInfo',
  editContact: 'candidate.editContact',
  editSocialLinks: 'candidate.editSocialLinks',
  editExperience: 'candidate.editExperience',
  editEducation: 'candidate.editEducation',
  addFile: 'candidate.addFile',
  deleteFile: 'candidate.deleteFile',
  flagGdpr: 'candidate.flagGdpr',
  addTag: 'candidate.addTag',
  addNote: 'candidate.addNote',
  share: 'candidate.bulkShare',
};

export function candidatePermissions(access: CandidateAccess): CandidatePermissions {
  const entries = Object.entries(PERMISSION_ACTION).map(([key, action]) => [
    key,
    accessAllows(access, action),
  ]);
  return Object.fromEntries(entries) as CandidatePermissions;
}
