/**
 * The approval chain of the team's offer settings, resolved to people when an offer is submitted:
 * a named member (still active on the team), the project's owner, the project's hiring
 * manager(s) (hiring-team role 2; several hiring managers each approve, in the order they joined
 * the hiring team). Someone reached twice approves once, at their first step. A step that names
 * no one refuses the submission (409) so an offer never waits for an approver who does not exist.
 */
import type { OfferApprover } from '@talentbase/shared/contracts/offer-settings';
import { projectCandidatePath } from '@talentbase/shared/domain/app-links';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { notify } from '../notifications/notify';

export type ResolvedStep = { kind: OfferApprover['kind']; userId: string };

const OWNER = 3;
const HIRING_MANAGER = 2;

async function hiringTeamWith(
  db: Executor,
  teamId: string,
  projectId: number,
  role: number,
): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    select m.user_id from project_members m
      join team_members tm on tm.user_id = m.user_id and tm.team_id = ${teamId} and tm.status in (1, 2)
     where m.project_id = ${projectId} and m.role = ${role}
     order by m.created_at, m.user_id`);
  return rows.map((r) => r.user_id);
}

export async function resolveApprovers(
  db: Executor,
  teamId: string,
  projectId: number,
  chain: readonly OfferApprover[],
): Promise<ResolvedStep[]> {
  const steps: ResolvedStep[] = [];
  for (const step of chain) {
    let ids: string[];
    if (step.kind === 'member') {
      const { rows } = await db.execute<{ user_id: string; active: boolean; full_name: string | null }>(sql`
        select u.id as user_id, u.full_name,
               exists (select 1 from team_members tm where tm.user_id = u.id and tm.team_id = ${teamId}
                        and tm.status in (1, 2)) as active
          from users u where u.id = ${step.userId}`);
      const who = rows[0];
      if (!who?.active)
        throw new AppError(
          'CONFLICT',
          `${who?.full_name ?? 'An approver of the chain'} is no longer on the team: a team admin must update the approval chain in Offer management`,
          { approver: step },
        );
      ids = [who.user_id];
    } else if (step.kind === 'project_owner') {
      ids = await hiringTeamWith(db, teamId, projectId, OWNER);
      if (ids.length === 0)
        throw new AppError('CONFLICT', 'This project has no owner to approve the offer', { approver: step });
    } else {
      ids = await hiringTeamWith(db, teamId, projectId, HIRING_MANAGER);
      if (ids.length === 0)
        throw new AppError(
          'CONFLICT',
          'This project has no hiring manager to approve the offer: add one to the hiring team, or ask a team admin to change the approval chain',
          { approver: step },
        );
    }
    for (const userId of ids)
      if (!steps.some((s) => s.userId === userId)) steps.push({ kind: step.kind, userId });
  }
  return steps;
}

/** Notifications about an offer ("Offer approvals": in the app and by email, as each person chose). */
export async function notifyAboutOffer(
  db: Executor,
  teamId: string,
  userIds: readonly string[],
  offer: { projectId: number; profileId: number },
  title: (names: { candidate: string; project: string }) => string,
  body: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const { rows } = await db.execute<{ candidate: string; project: string }>(sql`
    select coalesce((select full_name from talent_profiles where id = ${offer.profileId}), 'A candidate') as candidate,
           (select project_name from projects where id = ${offer.projectId}) as project`);
  const names = rows[0] ?? { candidate: 'A candidate', project: 'a project' };
  await notify(db, {
    teamId,
    userIds,
    event: 'offer_approval',
    title: title(names),
    body,
    link: projectCandidatePath(offer.projectId, offer.profileId),
  });
}
