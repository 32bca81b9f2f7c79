/**
 * What one erasure removes, and the SQL conditions every phase shares.
 *
 * - `profileIds`: profiles erased whole: the profile, its contacts and search row, and every
 *   team's records of it (a team's own candidate, or an open-web profile: a person who asks to be
 *   forgotten is forgotten by the product, not by one team).
 * - `teamRecordIds`: open-web profiles of which only the team's records go, the profile staying for
 *   everyone else (a retention rule of one team).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { GdprSettings } from './gdpr-settings';

export type ErasureTarget = {
  erasureId: string;
  /** The team that asked (and whose records of `teamRecordIds` go). */
  teamId: string;
  profileIds: readonly number[];
  teamRecordIds: readonly number[];
};

export type Counts = Record<string, number>;

export type PhaseContext = {
  db: Executor;
  target: ErasureTarget;
  settings: GdprSettings;
  /** Count what would go without removing anything outside the database (the preview). */
  dryRun: boolean;
};

export const bigints = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Every id of the target, whole or team-only. */
export const allIds = (t: ErasureTarget) => [...new Set([...t.profileIds, ...t.teamRecordIds])];

/**
 * SQL: a row keyed by (team column, profile column) is about the target: any team's row of a
 * whole profile, or the team's row of a team-only one.
 */
export function aboutTarget(t: ErasureTarget, teamCol: SQL, profileCol: SQL): SQL {
  return sql`(${profileCol} = any(${bigints(t.profileIds)}::bigint[])
    or (${teamCol} = ${t.teamId}::uuid and ${profileCol} = any(${bigints(t.teamRecordIds)}::bigint[])))`;
}

/** Adds `more` into `into`, key by key. */
export function addCounts(into: Counts, more: Counts): Counts {
  for (const [k, v] of Object.entries(more)) into[k] = (into[k] ?? 0) + v;
  return into;
}

export async function rowCount(db: Executor, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`with gone as (${query}) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Teams whose data may name the target: the asking team, and for whole profiles every team that
 * has them among its candidates, revealed them or holds them in a project.
 */
export async function affectedTeams(db: Executor, t: ErasureTarget): Promise<string[]> {
  const whole = bigints(t.profileIds);
  const { rows } = await db.execute<{ team_id: string }>(sql`
    select ${t.teamId}::uuid as team_id
    union select team_id from team_candidates where profile_id = any(${whole}::bigint[])
    union select team_id from contact_reveals where profile_id = any(${whole}::bigint[])
    union select p.team_id from project_candidates pc join projects p on p.id = pc.project_id
           where pc.profile_id = any(${whole}::bigint[])
    union select team_id from talent_profiles where id = any(${whole}::bigint[]) and team_id is not null`);
  return rows.map((r) => r.team_id);
}
