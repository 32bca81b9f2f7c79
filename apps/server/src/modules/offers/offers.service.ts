/**
 * The offer lifecycle on a project candidate. Each change is one transaction that locks the offer
 * (or, for a new one, the project candidate) so two people acting at once take turns: of two
 * approvals of the same step one wins and the other is told the offer moved on (409). Every
 * status change sets the candidate's engagement status in the project (34–38; declined and
 * withdrawn give back the status the candidate had before the offer), writes an activity on the
 * candidate and an audit entry.
 *
 * Who may do what: making, editing, submitting and moving an offer need the project right to move
 * candidates; approving or rejecting needs to be the approver of the current step (403 for anyone
 * else who can see the offer, 404 for anyone who cannot).
 */
import {
  OFFER_STATUS_CODE,
  OFFER_STATUS_NAME,
  type Offer,
  type OfferCreateInput,
  type OfferStatus,
  type OfferStatusMove,
  type OfferUpdateInput,
} from '@talentbase/shared/contracts/offers';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { recordActivity } from '../candidates/team-candidates';
import type { Caller } from '../projects/project-lifecycle.service';
import { requireProjectAction } from '../projects/projects.service';
import { notifyAboutOffer, resolveApprovers } from './offer-chain';
import {
  canManageOffers,
  getOfferById,
  newOfferDefaults,
  OFFER_COLUMNS,
  type OfferRow,
  offerSettingsOf,
  requireOfferReader,
} from './offer-read';

export type OfferRef = { projectId: number; profileId: number; offerId: number };

/** Where each move may start from. */
const MOVES_FROM: Record<OfferStatusMove | 'edit' | 'submit', readonly OfferStatus[]> = {
  edit: ['initiated'],
  submit: ['initiated'],
  sent: ['approved'],
  accepted: ['sent'],
  declined: ['sent'],
  withdrawn: ['initiated', 'pending_approval', 'approved', 'sent'],
};

const VERB: Record<OfferStatusMove | 'edit' | 'submit', string> = {
  edit: 'edited',
  submit: 'submitted for approval',
  sent: 'marked as sent',
  accepted: 'marked as accepted',
  declined: 'marked as declined',
  withdrawn: 'withdrawn',
};

function refuseMove(status: OfferStatus, move: OfferStatusMove | 'edit' | 'submit'): never {
  const allowed = MOVES_FROM[move].map((s) => OFFER_STATUS_NAME[s].toLowerCase());
  throw new AppError(
    'CONFLICT',
    `This offer is ${OFFER_STATUS_NAME[status].toLowerCase()}: it can be ${VERB[move]} only when ${allowed.join(' or ')}`,
    { status, move },
  );
}

/** Locks the offer row; 404 unless it is the team's offer for this project candidate. */
async function lockOffer(tx: Executor, teamId: string, ref: OfferRef): Promise<OfferRow> {
  const { rows } = await tx.execute<OfferRow>(sql`
    select ${OFFER_COLUMNS} from candidate_offers o
     where o.id = ${ref.offerId} and o.team_id = ${teamId} and o.project_id = ${ref.projectId}
       and o.profile_id = ${ref.profileId}
       for update`);
  const row = rows[0];
  if (!row) throw notFound('Offer');
  return row;
}

type StatusChange = {
  from: OfferStatus;
  to: OfferStatus;
  event: string;
  comment?: string | null;
  engagementBefore: number;
};

/** The status, the candidate's engagement status, the activity and the audit entry, together. */
async function applyStatus(tx: Executor, caller: Caller, ref: OfferRef, change: StatusChange): Promise<void> {
  const { scope } = caller;
  const keepComment = change.comment !== undefined;
  await tx.execute(sql`
    update candidate_offers set status = ${change.to}, updated_at = now()
      ${keepComment ? sql`, last_comment = ${change.comment || null}` : sql``}
     where id = ${ref.offerId}`);
  const code = OFFER_STATUS_CODE[change.to] ?? change.engagementBefore;
  await tx.execute(sql`
    update project_candidates set engagement_status = ${code}
     where project_id = ${ref.projectId} and profile_id = ${ref.profileId}`);
  const detail = {
    offerId: String(ref.offerId),
    event: change.event,
    from: change.from,
    status: change.to,
    statusName: OFFER_STATUS_NAME[change.to],
    ...(change.comment ? { comment: change.comment } : {}),
  };
  await recordActivity(tx, scope.teamId, scope.userId, [
    { profileId: ref.profileId, projectId: ref.projectId, action: 'offer_changed', detail },
  ]);
  await audit(tx, {
    action: `offer.${change.event}`,
    teamId: scope.teamId,
    actorUserId: scope.userId,
    targetType: 'candidate_offer',
    targetId: String(ref.offerId),
    metadata: { ...detail, projectId: String(ref.projectId), candidateId: ref.profileId },
    ip: caller.ip,
  });
}

const answer = (tx: Executor, caller: Caller, ref: OfferRef) =>
  canManageOffers(tx, caller.scope, ref.projectId).then((manage) =>
    getOfferById(tx, caller.scope, ref.offerId, manage),
  );

export async function createOffer(
  db: Database,
  caller: Caller,
  projectId: number,
  profileId: number,
  input: OfferCreateInput,
): Promise<Offer> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.move');
    // The candidate's row is the lock two simultaneous "make an offer" take turns on.
    const { rows } = await tx.execute<{ engagement_status: number }>(sql`
      select engagement_status from project_candidates
       where project_id = ${projectId} and profile_id = ${profileId} for update`);
    const candidate = rows[0];
    if (!candidate) throw new AppError('NOT_FOUND', 'Candidate not found in this project');
    const { rows: open } = await tx.execute<{ status: OfferStatus }>(sql`
      select status from candidate_offers
       where project_id = ${projectId} and profile_id = ${profileId} and status not in ('declined', 'withdrawn')`);
    if (open[0])
      throw new AppError(
        'CONFLICT',
        open[0].status === 'accepted'
          ? 'This candidate has already accepted an offer in this project'
          : `This candidate already has an open offer in this project (${OFFER_STATUS_NAME[open[0].status].toLowerCase()}): edit it, or withdraw it before making a new one`,
        { status: open[0].status },
      );
    const defaults = newOfferDefaults(await offerSettingsOf(tx, scope.teamId));
    const v = { ...defaults, notes: '', ...input };
    if (v.startDate && v.answerByDate && v.answerByDate > v.startDate)
      throw new AppError('VALIDATION_FAILED', 'Please correct the highlighted fields', {
        fields: { answerByDate: 'The candidate must answer before the start date' },
      });
    const { rows: made } = await tx.execute<{ id: string }>(sql`
      insert into candidate_offers (team_id, project_id, profile_id, status, salary_amount, currency,
             salary_period, bonus_percent, start_date, answer_by_date, benefits, signatory, notes,
             engagement_before, created_by)
      values (${scope.teamId}, ${projectId}, ${profileId}, 'initiated', ${v.salaryAmount}, ${v.currency},
             ${v.salaryPeriod}, ${v.bonusPercent}, ${v.startDate}, ${v.answerByDate}, ${v.benefits},
             ${v.signatory}, ${v.notes}, ${candidate.engagement_status}, ${scope.userId})
      returning id::text as id`);
    const ref = { projectId, profileId, offerId: Number(made[0]?.id) };
    await applyStatus(tx, caller, ref, {
      from: 'initiated',
      to: 'initiated',
      event: 'created',
      engagementBefore: candidate.engagement_status,
    });
    return answer(tx, caller, ref);
  });
}

export async function updateOffer(
  db: Database,
  caller: Caller,
  ref: OfferRef,
  input: OfferUpdateInput,
): Promise<Offer> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, ref.projectId, 'candidate.move');
    const row = await lockOffer(tx, scope.teamId, ref);
    if (row.status !== 'initiated') refuseMove(row.status, 'edit');
    const startDate = input.startDate === undefined ? row.start_date : input.startDate;
    const answerBy = input.answerByDate === undefined ? row.answer_by_date : input.answerByDate;
    if (startDate && answerBy && answerBy > startDate)
      throw new AppError('VALIDATION_FAILED', 'Please correct the highlighted fields', {
        fields: { answerByDate: 'The candidate must answer before the start date' },
      });
    const set = (column: string, value: unknown) =>
      value === undefined ? sql`` : sql`, ${sql.identifier(column)} = ${value}`;
    await tx.execute(sql`
      update candidate_offers set updated_at = now()
        ${set('salary_amount', input.salaryAmount)} ${set('currency', input.currency)}
        ${set('salary_period', input.salaryPeriod)} ${set('bonus_percent', input.bonusPercent)}
        ${set('start_date', input.startDate)} ${set('answer_by_date', input.answerByDate)}
        ${set('benefits', input.benefits)} ${set('signatory', input.signatory)} ${set('notes', input.notes)}
       where id = ${ref.offerId}`);
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: ref.profileId,
        projectId: ref.projectId,
        action: 'offer_changed',
        detail: {
          offerId: String(ref.offerId),
          event: 'edited',
          status: row.status,
          fields: Object.keys(input),
        },
      },
    ]);
    await audit(tx, {
      action: 'offer.edited',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'candidate_offer',
      targetId: String(ref.offerId),
      metadata: { changes: input, projectId: String(ref.projectId), candidateId: ref.profileId },
      ip: caller.ip,
    });
    return answer(tx, caller, ref);
  });
}

export async function submitOffer(db: Database, caller: Caller, ref: OfferRef): Promise<Offer> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, ref.projectId, 'candidate.move');
    const row = await lockOffer(tx, scope.teamId, ref);
    if (row.status !== 'initiated') refuseMove(row.status, 'submit');
    const settings = await offerSettingsOf(tx, scope.teamId);
    const base = { from: row.status, engagementBefore: row.engagement_before, comment: null };
    if (!settings.approvalRequired) {
      await applyStatus(tx, caller, ref, { ...base, to: 'approved', event: 'approved_without_approval' });
      return answer(tx, caller, ref);
    }
    const steps = await resolveApprovers(tx, scope.teamId, ref.projectId, settings.approvers);
    if (steps.length === 0)
      throw new AppError(
        'CONFLICT',
        'The approval chain names no one: ask a team admin to set it in Offer management',
      );
    const round = row.approval_round + 1;
    await tx.execute(sql`update candidate_offers set approval_round = ${round} where id = ${ref.offerId}`);
    await tx.execute(sql`
      insert into candidate_offer_approvals (offer_id, round, step_order, kind, approver_id)
      select ${ref.offerId}, ${round}, s.step_order, s.kind, s.approver_id
        from jsonb_to_recordset(${JSON.stringify(
          steps.map((s, i) => ({ step_order: i + 1, kind: s.kind, approver_id: s.userId })),
        )}::jsonb) as s(step_order smallint, kind text, approver_id uuid)`);
    await applyStatus(tx, caller, ref, { ...base, to: 'pending_approval', event: 'submitted' });
    const first = steps[0];
    if (first)
      await notifyAboutOffer(
        tx,
        scope.teamId,
        [first.userId],
        ref,
        (n) => `Approve the offer for ${n.candidate} in ${n.project}`,
        'An offer waits for your approval',
      );
    return answer(tx, caller, ref);
  });
}

type StepRow = { id: string; step_order: number; approver_id: string; decision: string; name: string | null };

export async function decideOffer(
  db: Database,
  caller: Caller,
  ref: OfferRef,
  decision: 'approve' | 'reject',
  comment: string | undefined,
): Promise<Offer> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const row = await lockOffer(tx, scope.teamId, ref);
    await requireOfferReader(tx, caller, ref.projectId, ref.profileId);
    const { rows: steps } = await tx.execute<StepRow>(sql`
      select a.id::text as id, a.step_order, a.approver_id, a.decision, u.full_name as name
        from candidate_offer_approvals a left join users u on u.id = a.approver_id
       where a.offer_id = ${ref.offerId} and a.round = ${row.approval_round}
       order by a.step_order`);
    const mine = steps.find((s) => s.approver_id === scope.userId);
    if (row.status !== 'pending_approval')
      throw new AppError(
        'CONFLICT',
        `This offer is ${OFFER_STATUS_NAME[row.status].toLowerCase()}: it is not waiting for approval`,
        { status: row.status },
      );
    const current = steps.find((s) => s.decision === 'pending');
    if (!current || current.approver_id !== scope.userId) {
      if (mine && mine.decision !== 'pending')
        throw new AppError('CONFLICT', `You already ${mine.decision} this offer`, { status: row.status });
      throw new AppError(
        'FORBIDDEN',
        current
          ? `Only ${current.name ?? 'the approver of this step'} can decide on this offer now`
          : 'You are not an approver of this offer',
      );
    }
    const next = steps.find((s) => s.decision === 'pending' && s.step_order > current.step_order);
    await tx.execute(sql`
      update candidate_offer_approvals
         set decision = ${decision === 'approve' ? 'approved' : 'rejected'}, comment = ${comment || null},
             decided_at = now()
       where id = ${current.id}`);
    await audit(tx, {
      action: decision === 'approve' ? 'offer.step_approved' : 'offer.step_rejected',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'candidate_offer',
      targetId: String(ref.offerId),
      metadata: { round: row.approval_round, stepOrder: current.step_order, comment: comment ?? null },
      ip: caller.ip,
    });
    const base = { from: row.status, engagementBefore: row.engagement_before };
    if (decision === 'reject') {
      await applyStatus(tx, caller, ref, {
        ...base,
        to: 'initiated',
        event: 'rejected',
        comment: comment ?? null,
      });
      const { rows } = await tx.execute<{ created_by: string | null }>(
        sql`select created_by from candidate_offers where id = ${ref.offerId}`,
      );
      const creator = rows[0]?.created_by;
      if (creator && creator !== scope.userId)
        await notifyAboutOffer(
          tx,
          scope.teamId,
          [creator],
          ref,
          (n) => `The offer for ${n.candidate} in ${n.project} was rejected`,
          comment ?? '',
        );
    } else if (next) {
      await tx.execute(sql`update candidate_offers set updated_at = now() where id = ${ref.offerId}`);
      await recordActivity(tx, scope.teamId, scope.userId, [
        {
          profileId: ref.profileId,
          projectId: ref.projectId,
          action: 'offer_changed',
          detail: {
            offerId: String(ref.offerId),
            event: 'step_approved',
            status: row.status,
            step: current.step_order,
          },
        },
      ]);
      await notifyAboutOffer(
        tx,
        scope.teamId,
        [next.approver_id],
        ref,
        (n) => `Approve the offer for ${n.candidate} in ${n.project}`,
        'An offer waits for your approval',
      );
    } else {
      await applyStatus(tx, caller, ref, {
        ...base,
        to: 'approved',
        event: 'approved',
        comment: comment ?? null,
      });
    }
    return answer(tx, caller, ref);
  });
}

const MOVE_TO: Record<OfferStatusMove, OfferStatus> = {
  sent: 'sent',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

export async function moveOffer(
  db: Database,
  caller: Caller,
  ref: OfferRef,
  move: OfferStatusMove,
  comment: string | undefined,
): Promise<Offer> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, ref.projectId, 'candidate.move');
    const row = await lockOffer(tx, scope.teamId, ref);
    if (!MOVES_FROM[move].includes(row.status)) refuseMove(row.status, move);
    await applyStatus(tx, caller, ref, {
      from: row.status,
      to: MOVE_TO[move],
      event: move,
      comment: comment ?? null,
      engagementBefore: row.engagement_before,
    });
    return answer(tx, caller, ref);
  });
}
