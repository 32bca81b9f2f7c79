/**
 * The one way a profile becomes one of a team's candidates, and the one way a candidate's
 * activity is recorded. Pipelines, records, imports and merges all call these, so "all candidates"
 * and each candidate's activity log stay complete whatever path a candidate came in by.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueStageAutomations, type StageEntry } from '../automations/stage-triggers';

const bigintArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Registers profiles as the team's candidates; those already registered are left as they are. */
export async function ensureTeamCandidates(
  db: Executor,
  teamId: string,
  profileIds: readonly number[],
  userId: string | null,
): Promise<void> {
  if (profileIds.length === 0) return;
  await db.execute(sql`
    insert into team_candidates (team_id, profile_id, created_by)
    select ${teamId}, unnest(${bigintArray(profileIds)}::bigint[]), ${userId}
    on conflict do nothing`);
}

export type ActivityEntry = {
  profileId: number;
  projectId?: number | null;
  /** e.g. added, stage_changed, label_changed, tagged, note_added, file_uploaded, info_updated. */
  action: string;
  detail?: Record<string, unknown>;
};

/** Appends entries to candidates' activity logs. Pass the transaction of the change itself. */
export async function recordActivity(
  db: Executor,
  teamId: string,
  actorId: string | null,
  entries: readonly ActivityEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  // Moves set automations off (automations/stage-triggers.ts): their entries' ids are the keys.
  const moves = entries.some((e) => e.action === 'stage_changed' && e.projectId != null);
  // One statement for any number of entries: a bulk move of 1,000 candidates is one insert.
  const inserted = await db.execute<StageEntry & { action: string }>(sql`
    insert into candidate_activities (team_id, profile_id, project_id, actor_id, action, detail)
    select ${teamId}, e.profile_id, e.project_id, ${actorId}, e.action, e.detail
      from jsonb_to_recordset(${JSON.stringify(
        entries.map((e) => ({
          profile_id: e.profileId,
          project_id: e.projectId ?? null,
          action: e.action,
          detail: e.detail ?? {},
        })),
      )}::jsonb) as e(profile_id bigint, project_id bigint, action text, detail jsonb)
    ${moves ? sql`returning id, profile_id, project_id, action, detail` : sql``}`);
  if (moves)
    await queueStageAutomations(
      db,
      teamId,
      inserted.rows.filter((r) => r.action === 'stage_changed'),
    );
}
