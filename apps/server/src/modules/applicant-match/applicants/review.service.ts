/**
 * The review (spec sections 3 and 4): move forward sets review status 2, reject sets 0, reopen
 * puts an applicant back under review (1); for the roles of applicant.moveForwardOrDecline. One
 * transaction for up to 500 applicants, all or nothing: applicants already in that status, and
 * ids that are not applicants of this job (another team's included), come back in `skipped` with
 * the reason and are left as they were.
 *
 * Each move is kept (`match_moves`, what move-candidate-record answers) and written to the
 * candidate's activity log. Moving forward places the candidate in the project's pipeline at the
 * chosen stage (default: the first stage after Sourcing) through the pipeline's own move, so the
 * stage checks, engagement status, activity and audit are the pipeline's. A reject names one of
 * the team's decline reasons. Declining or reopening leaves the pipeline as it is: where a
 * candidate sits there is the recruiter's call (docs/decisions.md).
 */
import type {
  ReviewAction,
  ReviewApplicantsResponse,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import {
  APPLICANT_REVIEW_STATUS,
  APPLICANT_REVIEW_STATUS_LABELS,
  type ApplicantReviewStatus,
} from '@talentbase/shared/domain/applicant-match';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { fieldError } from '../../../lib/errors';
import { recordActivity } from '../../candidates/team-candidates';
import { projectPipeline } from '../../hiring-process/project-pipeline';
import { moveInPipeline } from '../../pipelines/pipeline-moves.service';
import { requirePosition } from '../../pipelines/pipeline-positions';
import { insertProjectCandidates } from '../../projects/project-candidates';
import type { Caller } from '../../projects/project-lifecycle.service';
import { requireProjectAction } from '../../projects/projects.service';
import { ensureDeclineReasons, requireDeclineReason } from './ats-decline-reasons';
import {
  type AtsStage,
  atsStageIdOf,
  defaultMoveTarget,
  type LocalJob,
  positionOfAtsStageId,
  requireLocalJob,
} from './ats-local-job';

const STATUS_OF: Record<ReviewAction, ApplicantReviewStatus> = {
  moveForward: APPLICANT_REVIEW_STATUS.MovedForward,
  reject: APPLICANT_REVIEW_STATUS.Declined,
  reopen: APPLICANT_REVIEW_STATUS.UnderReview,
};

const ALREADY: Record<ReviewAction, string> = {
  moveForward: 'Already moved forward',
  reject: 'Already declined',
  reopen: 'Already under review',
};

const ACTIVITY: Record<ReviewAction, string> = {
  moveForward: 'applicant_moved_forward',
  reject: 'applicant_declined',
  reopen: 'applicant_reopened',
};

/** A review status as a stage of the job's own review: `review-1` "Under review". */
const reviewStage = (status: ApplicantReviewStatus) => ({
  id: `review-${status}`,
  name: APPLICANT_REVIEW_STATUS_LABELS[status],
});

export type ReviewInput = {
  applicantIds: string[];
  action: ReviewAction;
  declineReasonId?: string | undefined;
  toAtsStageId?: string | undefined;
};

type Locked = { id: string; profile_id: string; review_status: ApplicantReviewStatus };

export function checkInputShape(input: ReviewInput): void {
  if (input.declineReasonId !== undefined && input.action !== 'reject')
    throw fieldError({ declineReasonId: 'A decline reason goes with reject only' });
  if (input.toAtsStageId !== undefined && input.action !== 'moveForward')
    throw fieldError({ toAtsStageId: 'A stage to move to goes with moveForward only' });
}

/** Where a move forward lands: the stage asked for (it must be in the project's pipeline) or the default. */
async function targetStage(
  tx: Executor,
  caller: Caller,
  projectId: number,
  asked?: string,
): Promise<AtsStage> {
  const { detail } = await projectPipeline(tx, caller.scope.teamId, projectId);
  if (asked === undefined) return defaultMoveTarget(detail);
  const named = requirePosition(detail, positionOfAtsStageId(asked));
  return {
    atsStageId: atsStageIdOf(named),
    atsStageName: named.stageName ?? named.categoryName,
    position: { categoryId: named.categoryId, stageId: named.stageId },
  };
}

async function declineReasonFor(tx: Executor, teamId: string, asked?: string) {
  await ensureDeclineReasons(tx, teamId);
  if (asked === undefined)
    throw fieldError(
      { declineReasonId: 'Choose a decline reason' },
      'Choose why the applicants are declined',
    );
  return requireDeclineReason(tx, teamId, asked);
}

/**
 * A job linked to an ATS job (../ats-import/ats-review.ts): the moves are recorded with the ATS
 * job, the ATS stage moved to and the ATS decline reason (checked against the ATS before); the
 * local pipeline takes its default stage.
 */
export type LinkedReview = {
  job: LocalJob;
  toStage?: { id: string; name: string };
  declineReason?: { id: string; name: string };
  /** A decline: the ATS (by name) and the applicants whose ATS application it declined. */
  atsDecline?: { atsLabel: string; sent: ReadonlySet<string> };
};

export async function reviewApplicants(
  db: Database,
  caller: Caller,
  projectId: number,
  input: ReviewInput,
  linked?: LinkedReview,
): Promise<ReviewApplicantsResponse> {
  checkInputShape(input);
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'applicant.moveForwardOrDecline');
    const local = await requireLocalJob(tx, caller, { projectId: String(projectId) });
    const job = linked?.job ?? local;
    const to = STATUS_OF[input.action];
    const reason =
      input.action === 'reject'
        ? (linked?.declineReason ?? (await declineReasonFor(tx, scope.teamId, input.declineReasonId)))
        : null;
    // An ATS's reason is not one of the team's: it is kept by name in the activity.
    const reasonId = reason && !linked?.declineReason ? Number(reason.id) : null;
    const ids = [...new Set(input.applicantIds)];
    const { rows: found } = await tx.execute<Locked>(sql`
      select id::text as id, profile_id::text as profile_id, review_status
        from match_applicants
       where project_id = ${projectId} and team_id = ${scope.teamId}
         and id = any(${`{${ids.join(',')}}`}::bigint[])
       order by id
         for update`);
    const byId = new Map(found.map((r) => [r.id, r]));
    const skipped: ReviewApplicantsResponse['skipped'] = [];
    const moving: Locked[] = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) skipped.push({ applicantId: id, reason: 'Applicant not found' });
      else if (row.review_status === to) skipped.push({ applicantId: id, reason: ALREADY[input.action] });
      else moving.push(row);
    }
    if (moving.length === 0) return { moved: [], skipped };

    const profileIds = moving.map((r) => Number(r.profile_id));
    let toStage = reviewStage(to);
    if (input.action === 'moveForward') {
      const target = await targetStage(tx, caller, projectId, linked ? undefined : input.toAtsStageId);
      await insertProjectCandidates(tx, scope, projectId, profileIds, 'applicant_match');
      await moveInPipeline(tx, caller, projectId, {
        candidateIds: profileIds,
        categoryId: target.position.categoryId,
        stageId: target.position.stageId,
        moveType: 'moveForward',
      });
      toStage = linked?.toStage ?? { id: target.atsStageId, name: target.atsStageName };
    }

    await tx.execute(sql`
      update match_applicants
         set review_status = ${to}, decline_reason_id = ${reasonId},
             reviewed_by = ${scope.userId}, reviewed_at = now(), updated_at = now()
       where id = any(${`{${moving.map((r) => r.id).join(',')}}`}::bigint[])`);
    const moves = moving.map((r) => ({
      applicant_id: Number(r.id),
      profile_id: Number(r.profile_id),
      from_stage_id: reviewStage(r.review_status).id,
      from_stage_name: reviewStage(r.review_status).name,
    }));
    await tx.execute(sql`
      insert into match_moves (team_id, project_id, applicant_id, profile_id, status, move_type,
                               from_stage_id, from_stage_name, to_stage_id, to_stage_name, decline_reason_id, moved_by)
      select ${scope.teamId}, ${projectId}, m.applicant_id, m.profile_id, ${to}, ${input.action},
             m.from_stage_id, m.from_stage_name, ${toStage.id}, ${toStage.name},
             ${reasonId}, ${scope.userId}
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
             as m(applicant_id bigint, profile_id bigint, from_stage_id text, from_stage_name text)`);
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      moves.map((m) => ({
        profileId: m.profile_id,
        projectId,
        action: ACTIVITY[input.action],
        detail: {
          applicantId: String(m.applicant_id),
          from: m.from_stage_name,
          to: toStage.name,
          ...(reason ? { declineReason: reason.name } : {}),
          ...(linked?.atsDecline
            ? linked.atsDecline.sent.has(String(m.applicant_id))
              ? { sentTo: linked.atsDecline.atsLabel }
              : { notSentTo: linked.atsDecline.atsLabel }
            : {}),
        },
      })),
    );
    await audit(tx, {
      action: `applicant_match.review.${input.action}`,
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { applicantIds: moving.map((r) => r.id), skipped: skipped.length, toStage: toStage.id },
      ip: caller.ip,
    });
    return {
      moved: moves.map((m) => ({
        applicantId: String(m.applicant_id),
        atsJobId: job.atsJobId,
        atsJobName: job.atsJobName,
        candidateId: String(m.profile_id),
        status: to,
        moveType: input.action,
        fromAtsStageId: m.from_stage_id,
        fromAtsStageName: m.from_stage_name,
        toAtsStageId: toStage.id,
        toAtsStageName: toStage.name,
        ...(linked?.atsDecline ? { sentToAts: linked.atsDecline.sent.has(String(m.applicant_id)) } : {}),
      })),
      skipped,
    };
  });
}
