/**
 * Who sees a project: the one rule for every reader that names a project or shows what happened
 * in it (project pages, the dashboard, a candidate's record, notes and activity log, all
 * candidates, exports, hiring processes, import progress). Its hiring team always; the rest of
 * the team when it is visible to the team (NORMAL, or archived from NORMAL); team admins every
 * project. Nobody sees a deleted project.
 *
 * Three shapes of the same rule, so each query can use the one that fits:
 * - `visibleTo(viewer)`: a condition on a project row (aliased `p` unless named);
 * - `projectVisible(viewer, id)`: "the project with this id is visible" (false for null);
 * - `projectShown(viewer, id)`: for rows that may belong to no project (null passes).
 */
import type { Subject } from '@talentbase/shared';
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { TeamScope } from '../../lib/team-scope';

const { NORMAL, DELETED, ARCHIVED } = PROJECT_STATUS;

export type ProjectViewer = { scope: TeamScope; subject: Pick<Subject, 'isTeamAdmin'> };

/** The rule itself, for a viewer given as values or as columns of the outer query. */
function rule(alias: string, teamId: string, userId: SQL | string, isTeamAdmin: SQL | boolean): SQL {
  const p = sql.identifier(alias);
  return sql`${p}.team_id = ${teamId} and ${p}.project_status <> ${DELETED} and (
    ${isTeamAdmin}
    or exists (select 1 from project_members m where m.project_id = ${p}.id and m.user_id = ${userId})
    or ${p}.project_status = ${NORMAL}
    or (${p}.project_status = ${ARCHIVED} and ${p}.status_before_archive = ${NORMAL}))`;
}

/** SQL: the project row aliased `alias` (`p` unless named) is one the viewer may see. */
export function visibleTo(viewer: ProjectViewer, alias = 'p'): SQL {
  return rule(alias, viewer.scope.teamId, viewer.scope.userId, viewer.subject.isTeamAdmin);
}

/**
 * SQL: the project row aliased `alias` is one a member of team `teamId` may see, the member
 * given as columns of the outer query (e.g. `tm.user_id`, `tm.is_team_admin` of team_members):
 * who can read a note that mentions them.
 */
export function visibleToMember(
  alias: string,
  teamId: string,
  member: { userId: SQL; isTeamAdmin: SQL },
): SQL {
  return rule(alias, teamId, member.userId, member.isTeamAdmin);
}

/**
 * SQL: the project whose id is the expression `projectId` (a column of the outer query, such as
 * `a.project_id`) is one the viewer may see; false for null.
 */
export function projectVisible(viewer: ProjectViewer, projectId: SQL): SQL {
  return sql`exists (select 1 from projects vp where vp.id = ${projectId} and ${visibleTo(viewer, 'vp')})`;
}

/** SQL: a row of project `projectId` may be shown: it belongs to no project, or to a visible one. */
export function projectShown(viewer: ProjectViewer, projectId: SQL): SQL {
  return sql`(${projectId} is null or ${projectVisible(viewer, projectId)})`;
}
