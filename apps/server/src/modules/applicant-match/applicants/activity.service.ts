/**
 * Recent activity on candidates and the activities the applicant screens record. Reads go through
 * the same rules as the candidate record's activity log: only the team's candidates (any other id
 * makes the whole call "not found"), and only entries of projects the caller may see.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { fieldError, notFound } from '../../../lib/errors';
import { recordActivity } from '../../candidates/team-candidates';
import type { Caller } from '../../projects/project-lifecycle.service';
import { projectShown } from '../../projects/project-visibility';
import { requireVisibleProject } from './applicant-list-scope';

/** How many entries per candidate the recent list gives, newest first. */
export const RECENT_PER_CANDIDATE = 10;
/** The action an activity saved by a screen is logged under; its words are in `detail.activity`. */
export const SAVED_ACTIVITY = 'activity_saved';

export type RecentActivity = { candidateId: string; activity: string; at: string };

export async function recentActivity(
  db: Executor,
  caller: Caller,
  candidateIds: readonly string[],
): Promise<RecentActivity[]> {
  const ids = [...new Set(candidateIds)];
  if (!ids.every((id) => /^\d{1,15}$/.test(id))) throw notFound('Candidate');
  const list = `{${ids.join(',')}}`;
  const { rows: known } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from team_candidates
     where team_id = ${caller.scope.teamId} and merged_into is null and profile_id = any(${list}::bigint[])`);
  if ((known[0]?.n ?? 0) !== ids.length) throw notFound('Candidate');
  const { rows } = await db.execute<{
    profile_id: string;
    action: string;
    words: string | null;
    at: Date | string;
  }>(sql`
    select profile_id::text as profile_id, action, detail->>'activity' as words, created_at as at
      from (select a.*, row_number() over (partition by a.profile_id order by a.created_at desc, a.id desc) as n
              from candidate_activities a
             where a.team_id = ${caller.scope.teamId} and a.profile_id = any(${list}::bigint[])
               and ${projectShown(caller, sql`a.project_id`)}) a
     where n <= ${RECENT_PER_CANDIDATE}
     order by created_at desc, id desc`);
  return rows.map((r) => ({
    candidateId: r.profile_id,
    activity: r.action === SAVED_ACTIVITY && r.words ? r.words : r.action,
    at: new Date(r.at).toISOString(),
  }));
}

/**
 * Records an activity a screen reports (opened the résumé, viewed the scoring detail ...) on a
 * candidate of a project the caller may see: an applicant of the job or a candidate of its
 * pipeline. A real project needs the candidate named: an activity belongs to someone.
 */
export async function saveActivity(
  db: Executor,
  caller: Caller,
  input: { projectId: string; candidateId?: string | undefined; activity?: string | undefined },
): Promise<void> {
  const { projectId } = await requireVisibleProject(db, caller, input.projectId);
  if (input.candidateId === undefined)
    throw fieldError({ candidateId: 'Name the candidate the activity is about' });
  if (!/^\d{1,15}$/.test(input.candidateId)) throw notFound('Candidate');
  const profileId = Number(input.candidateId);
  const { rows } = await db.execute<{ n: number }>(sql`
    select ((select count(*) from match_applicants
              where project_id = ${projectId} and team_id = ${caller.scope.teamId} and profile_id = ${profileId})
          + (select count(*) from project_candidates where project_id = ${projectId} and profile_id = ${profileId}))::int as n`);
  if ((rows[0]?.n ?? 0) === 0) throw notFound('Candidate');
  const words = input.activity?.trim() || 'viewed';
  await recordActivity(db, caller.scope.teamId, caller.scope.userId, [
    { profileId, projectId, action: SAVED_ACTIVITY, detail: { activity: words } },
  ]);
}
