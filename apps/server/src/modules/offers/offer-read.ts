/**
 * Reading offers: who may see a candidate's offers (the project's viewers, and anyone asked to
 * approve one of them), what each caller may do with an offer now, and the list of offers waiting
 * for the caller's approval.
 */
import { canInProject, effectiveProjectRole, type ProjectRole } from '@talentbase/shared';
import {
  DEFAULT_OFFER_SETTINGS,
  type OfferApprover,
  offerDefaultsSchema,
} from '@talentbase/shared/contracts/offer-settings';
import {
  type CandidateOffers,
  OFFER_STATUS_CODE,
  OFFER_STATUS_NAME,
  type Offer,
  type OfferAction,
  type OfferAwaitingApproval,
  type OfferStatus,
} from '@talentbase/shared/contracts/offers';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import type { Caller } from '../projects/project-lifecycle.service';
import { visibleTo } from '../projects/project-visibility';

export type OfferRow = {
  id: string;
  project_id: string;
  profile_id: string;
  status: OfferStatus;
  salary_amount: string;
  currency: string;
  salary_period: 'year' | 'month' | 'hour';
  bonus_percent: string | null;
  start_date: string | null;
  answer_by_date: string | null;
  benefits: string;
  signatory: string;
  notes: string;
  approval_round: number;
  engagement_before: number;
  last_comment: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The columns of an offer row as `OfferRow` reads them (offer aliased `o`). */
export const OFFER_COLUMNS = sql`o.id::text as id, o.project_id::text as project_id,
  o.profile_id::text as profile_id, o.status, o.salary_amount::text as salary_amount, o.currency,
  o.salary_period, o.bonus_percent::text as bonus_percent, o.start_date::text as start_date,
  o.answer_by_date::text as answer_by_date, o.benefits, o.signatory, o.notes, o.approval_round,
  o.engagement_before, o.last_comment, o.created_by,
  (select u.full_name from users u where u.id = o.created_by) as created_by_name, o.created_at, o.updated_at`;

type ApprovalRow = {
  offer_id: string;
  round: number;
  step_order: number;
  kind: 'member' | 'project_owner' | 'hiring_manager';
  approver_id: string;
  approver_name: string;
  decision: 'pending' | 'approved' | 'rejected';
  comment: string | null;
  decided_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** Whether the caller's role on the project lets them make and move offers ("move candidate"). */
export async function canManageOffers(db: Executor, scope: TeamScope, projectId: number): Promise<boolean> {
  const { rows } = await db.execute<{ role: number }>(sql`
    select m.role from project_members m join projects p on p.id = m.project_id
     where m.project_id = ${projectId} and m.user_id = ${scope.userId}
       and p.team_id = ${scope.teamId} and p.project_status <> 1`);
  const role = rows[0]?.role;
  if (role === undefined) return false;
  return canInProject(effectiveProjectRole(role as ProjectRole, scope.license), 'candidate.move');
}

/**
 * 404 unless the candidate is in a project of the caller's team that the caller may see, or the
 * caller is an approver of one of the candidate's offers there (an approver from outside the
 * hiring team still reads what they approve).
 */
export async function requireOfferReader(
  db: Executor,
  caller: Pick<Caller, 'scope' | 'subject'>,
  projectId: number,
  profileId: number,
): Promise<void> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select (exists (select 1 from projects p where p.id = ${projectId} and ${visibleTo(caller)})
            or exists (select 1 from candidate_offers o join candidate_offer_approvals a on a.offer_id = o.id
                        where o.team_id = ${caller.scope.teamId} and o.project_id = ${projectId}
                          and o.profile_id = ${profileId} and a.approver_id = ${caller.scope.userId}))
           and exists (select 1 from project_candidates pc join projects p on p.id = pc.project_id
                        where pc.project_id = ${projectId} and pc.profile_id = ${profileId}
                          and p.team_id = ${caller.scope.teamId} and p.project_status <> 1) as ok`);
  if (!rows[0]?.ok) throw notFound('Candidate');
}

async function approvalsOf(db: Executor, offerIds: readonly string[]): Promise<ApprovalRow[]> {
  if (offerIds.length === 0) return [];
  const { rows } = await db.execute<ApprovalRow>(sql`
    select a.offer_id::text as offer_id, a.round, a.step_order, a.kind, a.approver_id,
           coalesce(u.full_name, 'Former member') as approver_name, a.decision, a.comment, a.decided_at
      from candidate_offer_approvals a left join users u on u.id = a.approver_id
     where a.offer_id = any(${`{${offerIds.join(',')}}`}::bigint[])
     order by a.round desc, a.step_order`);
  return rows;
}

function actionsFor(
  row: OfferRow,
  manage: boolean,
  currentApproverId: string | null,
  userId: string,
): OfferAction[] {
  const out: OfferAction[] = [];
  switch (row.status) {
    case 'initiated':
      if (manage) out.push('edit', 'submit', 'withdrawn');
      break;
    case 'pending_approval':
      if (currentApproverId === userId) out.push('approve', 'reject');
      if (manage) out.push('withdrawn');
      break;
    case 'approved':
      if (manage) out.push('sent', 'withdrawn');
      break;
    case 'sent':
      if (manage) out.push('accepted', 'declined', 'withdrawn');
      break;
    default:
      break;
  }
  return out;
}

/** The current step's approval row of a pending offer (lowest pending step of its round). */
export function currentStep<T extends { round: number; step_order: number; decision: string }>(
  row: Pick<OfferRow, 'status' | 'approval_round'>,
  approvals: readonly T[],
): T | null {
  if (row.status !== 'pending_approval') return null;
  return (
    approvals
      .filter((a) => a.round === row.approval_round && a.decision === 'pending')
      .sort((a, b) => a.step_order - b.step_order)[0] ?? null
  );
}

export async function toOffers(
  db: Executor,
  scope: TeamScope,
  rows: readonly OfferRow[],
  manage: boolean,
): Promise<Offer[]> {
  const approvals = await approvalsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = approvals.filter((a) => a.offer_id === r.id);
    const current = currentStep(r, mine);
    return {
      offerId: r.id,
      projectId: r.project_id,
      candidateId: Number(r.profile_id),
      status: r.status,
      statusName: OFFER_STATUS_NAME[r.status],
      engagementStatus: OFFER_STATUS_CODE[r.status] ?? null,
      salaryAmount: Number(r.salary_amount),
      currency: r.currency,
      salaryPeriod: r.salary_period,
      bonusPercent: r.bonus_percent === null ? null : Number(r.bonus_percent),
      startDate: r.start_date,
      answerByDate: r.answer_by_date,
      benefits: r.benefits,
      signatory: r.signatory,
      notes: r.notes,
      createdBy: r.created_by ? { userId: r.created_by, name: r.created_by_name ?? 'Former member' } : null,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      lastComment: r.last_comment,
      approvals: mine.map((a) => ({
        round: a.round,
        stepOrder: a.step_order,
        kind: a.kind,
        approver: { userId: a.approver_id, name: a.approver_name },
        decision: a.decision,
        comment: a.comment,
        decidedAt: a.decided_at === null ? null : iso(a.decided_at),
      })),
      currentApprover: current ? { userId: current.approver_id, name: current.approver_name } : null,
      actions: actionsFor(r, manage, current?.approver_id ?? null, scope.userId),
    };
  });
}

export async function getOfferById(
  db: Executor,
  scope: TeamScope,
  offerId: number,
  manage: boolean,
): Promise<Offer> {
  const { rows } = await db.execute<OfferRow>(sql`
    select ${OFFER_COLUMNS} from candidate_offers o where o.id = ${offerId} and o.team_id = ${scope.teamId}`);
  const [offer] = await toOffers(db, scope, rows, manage);
  if (!offer) throw notFound('Offer');
  return offer;
}

const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type OfferSettingsRow = {
  approvalRequired: boolean;
  approvers: OfferApprover[];
  defaults: typeof DEFAULT_OFFER_SETTINGS.defaults;
};

/** The team's offer settings as stored (or the defaults of a team that never saved them). */
export async function offerSettingsOf(db: Executor, teamId: string): Promise<OfferSettingsRow> {
  const { rows } = await db.execute<{
    approval_required: boolean;
    approvers: OfferApprover[];
    defaults: unknown;
  }>(sql`select approval_required, approvers, defaults from offer_settings where team_id = ${teamId}`);
  const row = rows[0];
  const parsed = offerDefaultsSchema.safeParse({
    ...DEFAULT_OFFER_SETTINGS.defaults,
    ...((row?.defaults as object) ?? {}),
  });
  return {
    approvalRequired: row?.approval_required ?? DEFAULT_OFFER_SETTINGS.approvalRequired,
    approvers: row?.approvers ?? DEFAULT_OFFER_SETTINGS.approvers,
    defaults: parsed.success ? parsed.data : DEFAULT_OFFER_SETTINGS.defaults,
  };
}

/** What a new offer starts with: the team's defaults, dates counted from today. */
export function newOfferDefaults(settings: OfferSettingsRow): CandidateOffers['defaults'] {
  const d = settings.defaults;
  return {
    currency: d.currency,
    salaryPeriod: d.salaryPeriod,
    bonusPercent: d.bonusPercent,
    startDate: dayPlus(d.startAfterDays),
    // Answer-by never after the start date, whatever the two settings say.
    answerByDate: dayPlus(Math.min(d.expiresAfterDays, Math.max(d.startAfterDays, 0))),
    benefits: d.benefits,
    signatory: d.signatory,
  };
}

export async function listCandidateOffers(
  db: Executor,
  caller: Caller,
  projectId: number,
  profileId: number,
): Promise<CandidateOffers> {
  const { scope } = caller;
  await requireOfferReader(db, caller, projectId, profileId);
  const manage = await canManageOffers(db, scope, projectId);
  const { rows } = await db.execute<OfferRow>(sql`
    select ${OFFER_COLUMNS} from candidate_offers o
     where o.team_id = ${scope.teamId} and o.project_id = ${projectId} and o.profile_id = ${profileId}
     order by o.created_at desc, o.id desc`);
  const settings = await offerSettingsOf(db, scope.teamId);
  return {
    offers: await toOffers(db, scope, rows, manage),
    defaults: newOfferDefaults(settings),
    approvalRequired: settings.approvalRequired,
    canManage: manage,
  };
}

/** Offers whose current step is the caller's, oldest submission first. */
export async function offersAwaitingMe(db: Executor, scope: TeamScope): Promise<OfferAwaitingApproval[]> {
  const { rows } = await db.execute<{
    offer_id: string;
    project_id: string;
    project_name: string;
    profile_id: string;
    candidate_name: string;
    salary_amount: string;
    currency: string;
    salary_period: 'year' | 'month' | 'hour';
    submitted_at: Date | string;
    submitted_by: string | null;
  }>(sql`
    select o.id::text as offer_id, o.project_id::text as project_id, p.project_name,
           o.profile_id::text as profile_id, coalesce(tp.full_name, 'Candidate') as candidate_name,
           o.salary_amount::text as salary_amount, o.currency, o.salary_period,
           o.updated_at as submitted_at, u.full_name as submitted_by
      from candidate_offer_approvals a
      join candidate_offers o on o.id = a.offer_id and o.approval_round = a.round
      join projects p on p.id = o.project_id and p.project_status <> 1
      left join talent_profiles tp on tp.id = o.profile_id
      left join users u on u.id = o.created_by
     where a.approver_id = ${scope.userId} and a.decision = 'pending'
       and o.team_id = ${scope.teamId} and o.status = 'pending_approval'
       and not exists (select 1 from candidate_offer_approvals b
                        where b.offer_id = a.offer_id and b.round = a.round and b.decision = 'pending'
                          and b.step_order < a.step_order)
     order by o.updated_at, o.id
     limit 100`);
  return rows.map((r) => ({
    offerId: r.offer_id,
    projectId: r.project_id,
    projectName: r.project_name,
    candidateId: Number(r.profile_id),
    candidateName: r.candidate_name,
    salaryAmount: Number(r.salary_amount),
    currency: r.currency,
    salaryPeriod: r.salary_period,
    submittedAt: iso(r.submitted_at),
    submittedBy: r.submitted_by,
  }));
}
