/**
 * The team's reasons for declining an applicant: one list for all its local jobs (what the
 * ATS-shaped decline-reasons calls answer), seeded with a sensible default list the first time
 * it is needed and editable by team admins (docs/decisions.md). A retired reason is archived, not
 * deleted, so the declines that named it keep it.
 */
import { FORBIDDEN_MESSAGE } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';

export const DEFAULT_DECLINE_REASONS = [
  'Not enough relevant experience',
  'Missing required skills',
  'Missing a required licence or certification',
  'Location does not fit the role',
  'Not authorized to work in the country',
  'Salary expectations do not fit',
  'Position filled',
  'Candidate withdrew',
] as const;

export type DeclineReason = { id: string; name: string };

/** Gives a team the default list once: when it has never had a reason. Concurrent first reads insert it once. */
export async function ensureDeclineReasons(db: Executor, teamId: string): Promise<void> {
  await db.execute(sql`
    insert into match_decline_reasons (team_id, name, position)
    select ${teamId}, d.name, d.position
      from unnest(${`{${DEFAULT_DECLINE_REASONS.map((n) => `"${n}"`).join(',')}}`}::text[])
           with ordinality as d(name, position)
     where not exists (select 1 from match_decline_reasons r where r.team_id = ${teamId})
    on conflict do nothing`);
}

export async function listDeclineReasons(db: Executor, teamId: string): Promise<DeclineReason[]> {
  await ensureDeclineReasons(db, teamId);
  const { rows } = await db.execute<DeclineReason>(sql`
    select id::text as id, name from match_decline_reasons
     where team_id = ${teamId} and not archived order by position, id`);
  return rows;
}

/** A reason the team offers now, by id; another team's or a retired one is "not found". */
export async function requireDeclineReason(db: Executor, teamId: string, id: string): Promise<DeclineReason> {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Decline reason');
  const { rows } = await db.execute<DeclineReason>(sql`
    select id::text as id, name from match_decline_reasons
     where id = ${Number(id)} and team_id = ${teamId} and not archived`);
  const row = rows[0];
  if (!row) throw notFound('Decline reason');
  return row;
}

/**
 * Replaces the team's list (team admins only): entries with an id keep or rename that reason,
 * new ones are added, the rest are retired. All or nothing.
 */
export async function saveDeclineReasons(
  db: Database,
  caller: Caller,
  reasons: readonly { id?: string | undefined; name: string }[],
): Promise<DeclineReason[]> {
  if (!caller.subject.isTeamAdmin)
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { reason: 'Only team admins edit decline reasons' });
  const seen = new Map<string, number>();
  reasons.forEach((r, i) => {
    const key = r.name.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      throw fieldError(
        { [`reasons.${i}.name`]: `"${r.name}" is already reason ${first + 1}` },
        'Each reason once, please',
      );
    seen.set(key, i);
  });
  const teamId = caller.scope.teamId;
  return db.transaction(async (tx) => {
    await ensureDeclineReasons(tx, teamId);
    const { rows: existing } = await tx.execute<{ id: string }>(sql`
      select id::text as id from match_decline_reasons where team_id = ${teamId} for update`);
    const ids = new Set(existing.map((r) => r.id));
    for (const r of reasons) if (r.id !== undefined && !ids.has(r.id)) throw notFound('Decline reason');
    // Retire everything first, then bring back what the list keeps: a swap of two names never
    // meets the one-active-name-per-team index halfway.
    await tx.execute(sql`update match_decline_reasons set archived = true where team_id = ${teamId}`);
    for (const [position, r] of reasons.entries()) {
      if (r.id !== undefined)
        await tx.execute(sql`
          update match_decline_reasons set name = ${r.name.trim()}, position = ${position + 1}, archived = false
           where id = ${Number(r.id)} and team_id = ${teamId}`);
      else
        await tx.execute(sql`
          insert into match_decline_reasons (team_id, name, position) values (${teamId}, ${r.name.trim()}, ${position + 1})`);
    }
    await audit(tx, {
      action: 'applicant_match.decline_reasons.save',
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'team',
      targetId: teamId,
      metadata: { count: reasons.length },
      ip: caller.ip,
    });
    return listDeclineReasons(tx, teamId);
  });
}
