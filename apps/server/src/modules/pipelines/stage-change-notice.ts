/**
 * "Stage changed" notifications: the project's hiring team hears that someone moved candidates.
 * One notice per move, however many candidates it moved ("moved 12 candidates to Interview"),
 * and only for moves a person made on the pipeline or in the applicant review: Engage's own moves
 * (a reply, a bounce) have notifications of their own. In-app by default (settings decide).
 */
import { projectCandidatePath, projectPath } from '@talentbase/shared/domain/app-links';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { notify } from '../notifications/notify';

export async function notifyStageChanged(
  tx: Executor,
  scope: TeamScope,
  projectId: number,
  profileIds: readonly number[],
  stageName: string,
): Promise<void> {
  if (profileIds.length === 0) return;
  const { rows } = await tx.execute<{
    project: string;
    by: string;
    candidate: string | null;
    members: string[];
  }>(sql`
    select p.project_name as project,
           coalesce((select full_name from users where id = ${scope.userId}), 'A teammate') as by,
           (select full_name from talent_profiles where id = ${profileIds[0]}) as candidate,
           array(select m.user_id::text from project_members m where m.project_id = p.id) as members
      from projects p where p.id = ${projectId} and p.team_id = ${scope.teamId}`);
  const row = rows[0];
  if (!row) return;
  const one = profileIds.length === 1;
  const who = one ? (row.candidate ?? 'a candidate') : `${profileIds.length} candidates`;
  await notify(tx, {
    teamId: scope.teamId,
    userIds: row.members,
    actorId: scope.userId,
    event: 'stage_changed',
    title: `${row.by} moved ${who} to ${stageName}`,
    body: `Project "${row.project}"`,
    link: one ? projectCandidatePath(projectId, profileIds[0] as number) : projectPath(projectId),
  });
}
