/**
 * Putting profiles into a project: the one-page add and the "select all N results" bulk add from
 * search share the visibility rule, and every add (an import's too) makes each newly added
 * profile one of the team's candidates with an "added" entry in its activity saying from where.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { emitAddedToProject } from '../public-api/webhook-events';

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Every id must be a profile the team can see: one that is not refuses the whole request. */
export async function checkCandidatesVisible(
  db: Executor,
  scope: TeamScope,
  ids: readonly number[],
): Promise<void> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from talent_profiles
     where id = any(${idArray(ids)}::bigint[]) and (team_id is null or team_id = ${scope.teamId})`);
  if ((rows[0]?.n ?? 0) !== ids.length) throw notFound('Candidate');
}

/**
 * Adds the profiles to the project and returns the ids that were not in it yet (the others are
 * left as they are). Call it inside the caller's transaction, after checking visibility.
 */
export async function insertProjectCandidates(
  tx: Executor,
  scope: Pick<TeamScope, 'teamId' | 'userId'>,
  projectId: number,
  ids: readonly number[],
  from: 'search' | 'import' | 'applicant_match',
): Promise<number[]> {
  const inserted = await tx.execute<{ profile_id: string }>(sql`
    insert into project_candidates (project_id, profile_id, added_by)
    select ${projectId}, unnest(${idArray(ids)}::bigint[]), ${scope.userId}
    on conflict do nothing returning profile_id::text as profile_id`);
  const addedIds = inserted.rows.map((r) => Number(r.profile_id));
  await ensureTeamCandidates(tx, scope.teamId, addedIds, scope.userId);
  await emitAddedToProject(tx, scope.teamId, projectId, addedIds);
  await recordActivity(
    tx,
    scope.teamId,
    scope.userId,
    addedIds.map((profileId) => ({ profileId, projectId, action: 'added', detail: { from } })),
  );
  return addedIds;
}
