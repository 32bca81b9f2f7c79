/**
 * Seats: what a team bought per licence and what holds one. An active member (status 1 or 2 with
 * a user) and a pending invitation (status 1 with no user yet) hold a seat; a cancelled seat
 * (status 0) and a removed member (3) do not. Every call that takes a seat checks here, under a
 * lock on the team row, so two admins inviting at once cannot both take the last seat.
 */
import type { SeatLicenseSummary } from '@talentbase/shared/contracts/team-admin';
import type { TeamLicense } from '@talentbase/shared/domain/accounts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';

export const LICENSES: readonly TeamLicense[] = ['Recruiter', 'Collaborator'];

type CountRow = { license: TeamLicense; active: number; pending: number };

export async function seatSummary(db: Executor, teamId: string): Promise<SeatLicenseSummary[]> {
  const { rows: team } = await db.execute<{ recruiter_seats: number; collaborator_seats: number }>(sql`
    select recruiter_seats, collaborator_seats from teams where id = ${teamId}`);
  const bought = team[0];
  if (!bought) throw notFound('Team');
  const { rows } = await db.execute<CountRow>(sql`
    select license,
           count(*) filter (where user_id is not null)::int as active,
           count(*) filter (where user_id is null)::int as pending
      from team_members where team_id = ${teamId} and status in (1, 2)
     group by license`);
  return LICENSES.map((license) => {
    const purchased = license === 'Recruiter' ? bought.recruiter_seats : bought.collaborator_seats;
    const row = rows.find((r) => r.license === license);
    const active = row?.active ?? 0;
    const pending = row?.pending ?? 0;
    return { license, purchased, active, pending, free: Math.max(0, purchased - active - pending) };
  });
}

/**
 * Refuses (409) when `needed` more seats of `license` would pass what the team bought. Locks the
 * team row until the transaction ends: call it inside the transaction that takes the seats.
 */
export async function assertSeatsFree(
  tx: Executor,
  teamId: string,
  license: TeamLicense,
  needed: number,
): Promise<void> {
  if (needed <= 0) return;
  await tx.execute(sql`select id from teams where id = ${teamId} for update`);
  const summary = (await seatSummary(tx, teamId)).find((s) => s.license === license);
  if (!summary || summary.free >= needed) return;
  throw new AppError('CONFLICT', seatLimitMessage(license, summary, needed), {
    license,
    purchased: summary.purchased,
    free: summary.free,
    needed,
  });
}

export function seatLimitMessage(license: TeamLicense, s: SeatLicenseSummary, needed: number): string {
  const bought = `${s.purchased} ${license} seat${s.purchased === 1 ? '' : 's'}`;
  if (s.free === 0)
    return `No ${license} seat is free: all ${bought} are taken. Remove someone, withdraw an invitation or buy more seats.`;
  return `This needs ${needed} ${license} seats and only ${s.free} of ${bought} ${s.free === 1 ? 'is' : 'are'} free. Remove some addresses or buy more seats.`;
}
