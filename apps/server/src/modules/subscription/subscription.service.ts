/**
 * The team's plan and subscription (issue 18, part 1). A plan change writes `teams.plan` (and the
 * subtype, solutions, seats and the members' plan roles) in the same transaction as the
 * subscription row and the audit entry, so the feature gates change on the very next request.
 * Period ends (a trial that ran out, a cancellation that took effect, a renewal) are settled when
 * the subscription is next read or changed, under a lock on the team row.
 * Money is not handled here: an upgrade is billed on the next invoice by the billing module.
 */

import type {
  AccountRole,
  PlanOfferView,
  Subscription,
  SubscriptionActionResponse,
} from '@talentbase/shared';
import { can } from '@talentbase/shared';
import {
  subscriptionReactivatedMessage,
  TOAST_DURATION_MS,
  trialIneligibleMessage,
} from '@talentbase/shared/domain/messages';
import {
  BILLING_PERIOD_MONTHS,
  offerFor,
  PLAN_CATALOG,
  type PlanId,
  type PlanOffer,
  planGates,
  planOffer,
  rolesOnPlan,
  TRIAL_DAYS,
} from '@talentbase/shared/domain/plans';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { teamSubscriptions, teams } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { AccountContext } from '../auth/account-context';
import { writeLedgerEntry } from '../billing/credit-ledger';
import type { Pricing } from '../billing/price-table';
import { renewPeriod } from '../billing/renewal-invoice';
import { seatSummary } from '../team-admin/seats';
import { addMonths, nextRenewal, periodAt } from './periods';

type SubRow = typeof teamSubscriptions.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type Caller = { account: AccountContext; ip: string | null; pricing: Pricing };

export const USERS_ADMIN_PATH = '/admin/general/users';

const DAY_MS = 86_400_000;

const fmtDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function planViews(): PlanOfferView[] {
  return PLAN_CATALOG.map((p) => ({
    id: p.id,
    label: p.label,
    summary: p.summary,
    rank: p.rank,
    selfServe: p.selfServe,
    trialAvailable: p.trialAvailable,
    seats: { ...p.seats },
    monthlyCredits: p.monthlyCredits,
    solutions: [...p.solutions],
    listPriceMonthly: p.listPriceMonthly,
    gates: planGates(p),
  }));
}

async function lockTeam(tx: Executor, teamId: string): Promise<TeamRow> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound('Team');
  return team;
}

/** A team that predates subscriptions gets one on its current plan, renewing monthly from its creation. */
async function ensureRow(tx: Executor, team: TeamRow, now: Date): Promise<SubRow> {
  const [row] = await tx.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamId, team.id));
  if (row) return row;
  const [created] = await tx
    .insert(teamSubscriptions)
    .values({
      teamId: team.id,
      planId: offerFor(team.plan, team.planSubtype ?? null).id,
      status: 'active',
      startedAt: team.createdAt,
      renewsAt: nextRenewal(team.createdAt, now),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [again] = await tx.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamId, team.id));
  if (!again) throw notFound('Subscription');
  return again;
}

/**
 * Puts the team on `offer`: plan, subtype, solutions, each member's plan roles; seats and monthly
 * credits are raised to what the plan includes (`seats: 'plan'` sets seats to the plan's, used by a
 * downgrade once it is known every member fits; `seats: 'fit'` keeps at least the seats in use).
 */
async function applyPlan(
  tx: Executor,
  team: TeamRow,
  offer: PlanOffer,
  seats: 'raise' | 'plan' | 'fit',
): Promise<void> {
  let recruiterSeats = Math.max(team.recruiterSeats, offer.seats.Recruiter);
  let collaboratorSeats = Math.max(team.collaboratorSeats, offer.seats.Collaborator);
  if (seats !== 'raise') {
    const usage = await seatSummary(tx, team.id);
    const inUse = (l: 'Recruiter' | 'Collaborator') => {
      const s = usage.find((u) => u.license === l);
      return s ? s.active + s.pending : 0;
    };
    recruiterSeats =
      seats === 'plan' ? offer.seats.Recruiter : Math.max(offer.seats.Recruiter, inUse('Recruiter'));
    collaboratorSeats =
      seats === 'plan' ? offer.seats.Collaborator : Math.max(offer.seats.Collaborator, inUse('Collaborator'));
  }
  await tx
    .update(teams)
    .set({
      plan: offer.plan,
      planSubtype: offer.subtype,
      solutions: [...offer.solutions],
      recruiterSeats,
      collaboratorSeats,
      contractCredits: Math.max(team.contractCredits, offer.monthlyCredits),
      updatedAt: new Date(),
    })
    .where(eq(teams.id, team.id));
  // Credits the new plan adds are a grant in the credit ledger, like any change of the balance.
  const granted = Math.max(team.contractCredits, offer.monthlyCredits) - team.contractCredits;
  if (granted > 0)
    await writeLedgerEntry(tx, {
      teamId: team.id,
      delta: granted,
      reason: 'grant',
      balanceAfter: team.contractCredits + granted - team.creditsUsed,
      userId: null,
    });
  const { rows } = await tx.execute<{
    id: string;
    account_roles: AccountRole[];
    is_team_admin: boolean;
    license: 'Recruiter' | 'Collaborator';
  }>(sql`select id, account_roles, is_team_admin, license from team_members where team_id = ${team.id}`);
  for (const m of rows) {
    const next = rolesOnPlan(
      m.account_roles,
      { isTeamAdmin: m.is_team_admin, license: m.license },
      offer.plan,
    );
    // Starter has no admin role: a growth or enterprise admin stays an admin as the team's admin
    // (else the admin who downgrades could not manage the team, nor upgrade it again).
    const admin =
      m.is_team_admin ||
      (offer.plan === 'basic' &&
        (m.account_roles.includes('growth_admin') || m.account_roles.includes('enterprise_admin')));
    if (next.join() === m.account_roles.join() && admin === m.is_team_admin) continue;
    await tx.execute(sql`
      update team_members set account_roles = ${`{${next.join(',')}}`}::text[], is_team_admin = ${admin},
             updated_at = now()
       where id = ${m.id}`);
  }
}

/** Settles period ends that have passed. Returns the (possibly updated) row and team. */
async function settle(
  tx: Executor,
  team: TeamRow,
  row: SubRow,
  now: Date,
  pricing: Pricing,
): Promise<{ team: TeamRow; row: SubRow }> {
  let next = row;
  if (row.status === 'trialing' && row.trialEndsAt && row.trialEndsAt <= now) {
    const back = planOffer(row.trialFromPlanId ?? 'starter');
    await applyPlan(tx, team, back, 'fit');
    [next] = (await tx
      .update(teamSubscriptions)
      .set({
        planId: back.id,
        status: 'expired',
        trialFromPlanId: null,
        cancelAtPeriodEnd: false,
        renewsAt: row.renewsAt && row.renewsAt > now ? row.renewsAt : nextRenewal(row.startedAt, now),
        updatedAt: now,
      })
      .where(eq(teamSubscriptions.teamId, team.id))
      .returning()) as [SubRow];
    await audit(tx, {
      action: 'subscription.trial_ended',
      teamId: team.id,
      orgId: team.orgId,
      targetType: 'subscription',
      targetId: team.id,
      metadata: { from: row.planId, to: back.id },
    });
  } else if ((row.status === 'active' || row.status === 'expired') && row.renewsAt && row.renewsAt <= now) {
    if (row.cancelAtPeriodEnd) {
      await applyPlan(tx, team, planOffer('starter'), 'fit');
      [next] = (await tx
        .update(teamSubscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(teamSubscriptions.teamId, team.id))
        .returning()) as [SubRow];
      await audit(tx, {
        action: 'subscription.ended',
        teamId: team.id,
        orgId: team.orgId,
        targetType: 'subscription',
        targetId: team.id,
        metadata: { plan: row.planId },
      });
    } else {
      const period = periodAt(row.startedAt, now);
      [next] = (await tx
        .update(teamSubscriptions)
        .set({ renewsAt: period.end, updatedAt: now })
        .where(eq(teamSubscriptions.teamId, team.id))
        .returning()) as [SubRow];
      // A renewal (not an expired trial's period) invoices the period that starts and grants its credits.
      if (row.status === 'active')
        await renewPeriod(
          tx,
          pricing,
          team,
          offerFor(team.plan, team.planSubtype ?? null),
          period.start,
          period.end,
        );
    }
  }
  if (next === row) return { team, row };
  const [fresh] = await tx.select().from(teams).where(eq(teams.id, team.id));
  return { team: fresh ?? team, row: next };
}

export function trialEligible(row: SubRow, current: PlanOffer): boolean {
  return !row.trialUsed && current.id === 'starter' && row.status !== 'trialing';
}

async function view(
  tx: Executor,
  team: TeamRow,
  row: SubRow,
  account: AccountContext,
): Promise<Subscription> {
  const current = offerFor(team.plan, team.planSubtype ?? null);
  const usage = await seatSummary(tx, team.id);
  return {
    teamId: team.id,
    planId: current.id,
    planLabel: current.label,
    subscribedPlanId: row.planId,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    renewsAt: row.renewsAt?.toISOString() ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialUsed: row.trialUsed,
    trialFromPlanId: row.trialFromPlanId ?? null,
    trialEligible: trialEligible(row, current),
    seats: usage.map((s) => ({
      license: s.license,
      purchased: s.purchased,
      inUse: s.active + s.pending,
      free: s.free,
    })),
    credits: {
      contract: team.contractCredits,
      used: team.creditsUsed,
      remaining: Math.max(0, team.contractCredits - team.creditsUsed),
    },
    canManage: can(account.subject, 'subscriptionManage'),
  };
}

export async function getSubscription(
  db: Database,
  account: AccountContext,
  pricing: Pricing,
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockTeam(tx, account.scope.teamId);
    const settled = await settle(tx, locked, await ensureRow(tx, locked, now), now, pricing);
    return view(tx, settled.team, settled.row, account);
  });
}

type Change = { message: string; autoCloseMs?: number };

async function change(
  db: Database,
  caller: Caller,
  action: string,
  run: (
    tx: Executor,
    team: TeamRow,
    row: SubRow,
    now: Date,
  ) => Promise<Change & { metadata: Record<string, unknown> }>,
): Promise<SubscriptionActionResponse> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockTeam(tx, caller.account.scope.teamId);
    const settled = await settle(tx, locked, await ensureRow(tx, locked, now), now, caller.pricing);
    const result = await run(tx, settled.team, settled.row, now);
    await audit(tx, {
      action,
      teamId: caller.account.scope.teamId,
      orgId: caller.account.scope.orgId,
      actorUserId: caller.account.scope.userId,
      targetType: 'subscription',
      targetId: caller.account.scope.teamId,
      metadata: result.metadata,
      ip: caller.ip,
    });
    const [team] = await tx.select().from(teams).where(eq(teams.id, settled.team.id));
    const [row] = await tx
      .select()
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.teamId, settled.team.id));
    if (!team || !row) throw notFound('Subscription');
    return {
      subscription: await view(tx, team, row, caller.account),
      message: result.message,
      autoCloseMs: result.autoCloseMs ?? TOAST_DURATION_MS.SUCCESS,
    };
  });
}

function selfServe(target: PlanOffer): void {
  if (!target.selfServe)
    throw new AppError(
      'VALIDATION_FAILED',
      `${target.label} is arranged with our sales team and cannot be chosen here. Choose Starter, Growth, Enterprise E1S or Enterprise.`,
      { fields: { planId: 'Choose a plan on offer' } },
    );
}

async function setRow(tx: Executor, teamId: string, values: Partial<SubRow>): Promise<void> {
  await tx
    .update(teamSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teamSubscriptions.teamId, teamId));
}

export function startTrial(
  db: Database,
  caller: Caller,
  planId: PlanId,
): Promise<SubscriptionActionResponse> {
  return change(db, caller, 'subscription.trial_started', async (tx, team, row, now) => {
    const target = planOffer(planId);
    const current = offerFor(team.plan, team.planSubtype ?? null);
    if (!target.trialAvailable)
      throw new AppError(
        'VALIDATION_FAILED',
        `${target.label} has no trial. Trials are offered for Growth, Enterprise E1S and Enterprise.`,
        {
          fields: { planId: 'Choose a plan with a trial' },
        },
      );
    if (!trialEligible(row, current))
      throw new AppError('CONFLICT', trialIneligibleMessage(target.label), {
        reason: row.trialUsed ? 'trial_used' : row.status === 'trialing' ? 'trialing' : 'not_starter',
        upgradePlanId: target.id,
      });
    const endsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    await applyPlan(tx, team, target, 'raise');
    await setRow(tx, team.id, {
      planId: target.id,
      status: 'trialing',
      trialFromPlanId: current.id,
      trialEndsAt: endsAt,
      trialUsed: true,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    return {
      message: `Your ${target.label} trial has started. Every ${target.label} feature is open until ${fmtDate(endsAt)}; then you return to ${current.label} unless you upgrade.`,
      metadata: { from: current.id, to: target.id, trialEndsAt: endsAt.toISOString() },
    };
  });
}

export function upgrade(db: Database, caller: Caller, planId: PlanId): Promise<SubscriptionActionResponse> {
  return change(db, caller, 'subscription.upgraded', async (tx, team, row, now) => {
    const target = planOffer(planId);
    const current = offerFor(team.plan, team.planSubtype ?? null);
    selfServe(target);
    const trialing = row.status === 'trialing';
    // While trialing, keeping the trial plan for good counts as an upgrade too.
    const ok =
      target.rank > current.rank ||
      (trialing && target.rank >= current.rank && target.id !== row.trialFromPlanId);
    if (!ok || (target.id === current.id && !trialing))
      throw new AppError(
        'VALIDATION_FAILED',
        target.id === current.id
          ? `Your team is already on ${target.label}.`
          : `${target.label} is not an upgrade from ${current.label}. Use Downgrade to move to a smaller plan.`,
        { fields: { planId: 'Choose a larger plan' } },
      );
    await applyPlan(tx, team, target, 'raise');
    const newPeriod = trialing || row.status === 'canceled';
    await setRow(tx, team.id, {
      planId: target.id,
      status: 'active',
      trialFromPlanId: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      ...(newPeriod ? { startedAt: now, renewsAt: addMonths(now, BILLING_PERIOD_MONTHS) } : {}),
      ...(trialing ? { trialEndsAt: now } : {}),
    });
    return {
      message: `Your team is now on ${target.label}. Its features are open now; the change is billed on your next invoice.`,
      metadata: { from: current.id, to: target.id },
    };
  });
}

/** Why a downgrade cannot happen yet, with the way to make room; null when every member fits. */
export function seatsOverMessage(
  target: PlanOffer,
  usage: { license: 'Recruiter' | 'Collaborator'; inUse: number }[],
): { message: string; over: Record<string, number> } | null {
  const over: Record<string, number> = {};
  const parts: string[] = [];
  for (const u of usage) {
    const extra = u.inUse - target.seats[u.license];
    if (extra > 0) {
      over[u.license] = extra;
      parts.push(
        `${target.seats[u.license]} ${u.license} seat${target.seats[u.license] === 1 ? '' : 's'} and your team uses ${u.inUse}`,
      );
    }
  }
  if (parts.length === 0) return null;
  const fix = Object.entries(over)
    .map(([l, n]) => `${n} ${l} seat${n === 1 ? '' : 's'}`)
    .join(' and ');
  return {
    message: `${target.label} includes ${parts.join('; ')}. Free ${fix} first: in Admin › Users (${USERS_ADMIN_PATH}) cancel seats, remove members or withdraw pending invitations, then downgrade again.`,
    over,
  };
}

export function downgrade(db: Database, caller: Caller, planId: PlanId): Promise<SubscriptionActionResponse> {
  return change(db, caller, 'subscription.downgraded', async (tx, team, row, now) => {
    const target = planOffer(planId);
    const current = offerFor(team.plan, team.planSubtype ?? null);
    selfServe(target);
    if (target.rank >= current.rank)
      throw new AppError(
        'VALIDATION_FAILED',
        target.id === current.id
          ? `Your team is already on ${target.label}.`
          : `${target.label} is not a downgrade from ${current.label}. Use Upgrade to move to a larger plan.`,
        { fields: { planId: 'Choose a smaller plan' } },
      );
    const usage = (await seatSummary(tx, team.id)).map((s) => ({
      license: s.license,
      inUse: s.active + s.pending,
    }));
    const refused = seatsOverMessage(target, usage);
    if (refused)
      throw new AppError('CONFLICT', refused.message, {
        reason: 'seats_over_limit',
        over: refused.over,
        fixPath: USERS_ADMIN_PATH,
      });
    await applyPlan(tx, team, target, 'plan');
    const trialing = row.status === 'trialing';
    await setRow(tx, team.id, {
      planId: target.id,
      status: 'active',
      trialFromPlanId: null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      ...(trialing || row.status === 'canceled'
        ? { startedAt: now, renewsAt: addMonths(now, BILLING_PERIOD_MONTHS) }
        : {}),
      ...(trialing ? { trialEndsAt: now } : {}),
    });
    return {
      message: `Your team is now on ${target.label}. Features outside ${target.label} are closed from now on.`,
      metadata: { from: current.id, to: target.id },
    };
  });
}

export function cancel(db: Database, caller: Caller): Promise<SubscriptionActionResponse> {
  return change(db, caller, 'subscription.canceled', async (tx, team, row, now) => {
    const current = offerFor(team.plan, team.planSubtype ?? null);
    if (row.status === 'canceled')
      throw new AppError('CONFLICT', 'Your subscription has already ended. Reactivate it to renew.');
    const endsAt = row.status === 'trialing' ? row.trialEndsAt : row.renewsAt;
    if (row.cancelAtPeriodEnd)
      throw new AppError(
        'CONFLICT',
        `Your ${current.label} subscription is already set to end on ${endsAt ? fmtDate(endsAt) : 'the renewal date'}.`,
      );
    await setRow(tx, team.id, { cancelAtPeriodEnd: true, canceledAt: now });
    const when = endsAt ? fmtDate(endsAt) : 'the end of the period';
    return {
      message:
        row.status === 'trialing'
          ? `Your ${current.label} trial will end on ${when} and your team returns to ${planOffer(row.trialFromPlanId ?? 'starter').label}.`
          : `Your ${current.label} subscription will end on ${when}. Everything stays open until then; reactivate any time before.`,
      metadata: { plan: current.id, endsAt: endsAt?.toISOString() ?? null },
    };
  });
}

export function reactivate(db: Database, caller: Caller): Promise<SubscriptionActionResponse> {
  return change(db, caller, 'subscription.reactivated', async (tx, team, row, now) => {
    let label = offerFor(team.plan, team.planSubtype ?? null).label;
    if (row.status === 'canceled') {
      const back = planOffer(row.planId);
      await applyPlan(tx, team, back, 'raise');
      await setRow(tx, team.id, {
        status: 'active',
        canceledAt: null,
        cancelAtPeriodEnd: false,
        startedAt: now,
        renewsAt: addMonths(now, BILLING_PERIOD_MONTHS),
      });
      label = back.label;
    } else if (row.cancelAtPeriodEnd) {
      await setRow(tx, team.id, { cancelAtPeriodEnd: false, canceledAt: null });
    } else {
      throw new AppError(
        'CONFLICT',
        `Your ${label} subscription is active and renews on its own: there is nothing to reactivate.`,
      );
    }
    return {
      message: subscriptionReactivatedMessage(label),
      autoCloseMs: TOAST_DURATION_MS.LONG_MESSAGE,
      metadata: { plan: row.planId },
    };
  });
}

/**
 * Settles one team's period end (trial over, cancellation due, renewal) without waiting for a read:
 * the sweep calls it so that features close on time. Idempotent.
 */
export async function settleTeam(db: Database, teamId: string, pricing: Pricing): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!team) return false;
    const row = await ensureRow(tx, team, now);
    const settled = await settle(tx, team, row, now, pricing);
    return settled.row !== row;
  });
}

/** Teams whose trial or period has ended, oldest first, at most `limit`. */
export async function dueTeams(db: Executor, limit: number): Promise<string[]> {
  const { rows } = await db.execute<{ team_id: string }>(sql`
    select team_id from team_subscriptions
     where (status = 'trialing' and trial_ends_at <= now())
        or (status in ('active', 'expired') and renews_at <= now())
     order by coalesce(trial_ends_at, renews_at)
     limit ${limit}`);
  return rows.map((r) => r.team_id);
}
