/**
 * Reviewing the applicants of a job linked to an ATS job: a move forward moves each imported
 * applicant's application in the ATS (connector.moveCandidate) to the ATS stage asked for (by
 * default the stage after the ATS's first), then mirrors the move here (review status, local
 * pipeline, the move record with the ATS stage, activity, audit) for the applications the ATS
 * moved. A decline names one of the ATS's reasons (checked against the ATS); each imported
 * applicant's application is declined in the ATS first (connector.rejectApplication) with that
 * reason, then the decline is recorded here. Applicants without an ATS application, or an ATS whose
 * API takes no declines, are declined here only, and the reply (sentToAts: false) and the activity
 * say so. Reopening is local. Applicants that did not come from the ATS cannot be moved there and come
 * back in `skipped` with the reason. If the ATS refuses or cannot be reached before anything
 * moved, the call fails with the ATS's clear message and nothing is written.
 */
import type { ReviewApplicantsResponse } from '@talentbase/shared/contracts/applicant-match-applicants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { ConnectorError } from '../../integrations/connectors';
import { failureMessage, toAppError } from '../../integrations/export/ats-connection';
import type { Caller } from '../../projects/project-lifecycle.service';
import { requireProjectAction } from '../../projects/projects.service';
import { checkInputShape, type ReviewInput, reviewApplicants } from '../applicants/review.service';
import { type AtsJobLink, openLinked, secretBoxFor } from './ats-link';
import { linkedAsJob, linkedDeclineReasons, linkedStages } from './ats-linked-job';

const FATAL = new Set(['auth', 'rate_limited', 'unavailable', 'timeout']);

type ApplicationRow = {
  id: string;
  review_status: number;
  application_id: string | null;
  /** An earlier decline already declined the application in the ATS (a reopen here leaves it there). */
  declined_in_ats: boolean;
};

/** The applicants asked for, of this job and team, with their application in the linked ATS (if any). */
async function applications(
  db: Database,
  caller: Caller,
  projectId: number,
  input: ReviewInput,
  link: AtsJobLink,
): Promise<ApplicationRow[]> {
  const ids = [...new Set(input.applicantIds)].filter((id) => /^\d{1,15}$/.test(id));
  const { rows } = await db.execute<ApplicationRow>(sql`
    select a.id::text as id, a.review_status, l.external_application_id as application_id,
           exists (select 1 from candidate_activities ca
                    where ca.team_id = a.team_id and ca.profile_id = a.profile_id
                      and ca.project_id = a.project_id and ca.action = 'applicant_declined'
                      and ca.detail->>'applicantId' = a.id::text
                      and ca.detail->>'sentTo' is not null) as declined_in_ats
      from match_applicants a
      left join match_applicant_ats_links l
             on l.applicant_id = a.id and l.project_id = a.project_id and l.ats_name = ${link.atsName}
     where a.project_id = ${projectId} and a.team_id = ${caller.scope.teamId}
       and a.id = any(${`{${ids.join(',') || '0'}}`}::bigint[])
     order by a.id`);
  return rows;
}

/**
 * Declines in the ATS first, then here. If the ATS refuses or cannot be reached before any
 * application was declined there, the call fails with its message and nothing is written; a
 * refusal after that leaves that applicant undeclined, in `skipped` with the reason.
 */
async function declineLinked(
  db: Database,
  caller: Caller,
  projectId: number,
  input: ReviewInput,
  link: AtsJobLink,
  declineReason: { id: string; name: string },
): Promise<ReviewApplicantsResponse> {
  const rows = await applications(db, caller, projectId, input, link);
  const opened = await openLinked(db, secretBoxFor(db), link);
  const connector = opened.connector;
  const sent = new Set<string>();
  const skipped: ReviewApplicantsResponse['skipped'] = [];
  const toRecord: string[] = [];
  for (const r of rows) {
    // Already declined: the review reports it; the ATS is not asked again.
    if (r.review_status === 0 || !r.application_id || !connector.rejectApplication) {
      toRecord.push(r.id);
      continue;
    }
    // Declined in the ATS before and reopened here only: the ATS application is still declined.
    if (r.declined_in_ats) {
      sent.add(r.id);
      toRecord.push(r.id);
      continue;
    }
    try {
      await connector.rejectApplication(r.application_id, declineReason.id);
      sent.add(r.id);
      toRecord.push(r.id);
    } catch (err) {
      if (!(err instanceof ConnectorError)) throw err;
      if (sent.size === 0) throw toAppError(err, link.atsLabel);
      skipped.push({ applicantId: r.id, reason: failureMessage(err, link.atsLabel) });
    }
  }
  const found = new Set(rows.map((r) => r.id));
  const missing = [...new Set(input.applicantIds)].filter((id) => !found.has(id));
  const recorded =
    toRecord.length + missing.length > 0
      ? await reviewApplicants(
          db,
          caller,
          projectId,
          { ...input, applicantIds: [...toRecord, ...missing] },
          { job: linkedAsJob(link), declineReason, atsDecline: { atsLabel: link.atsLabel, sent } },
        )
      : { moved: [], skipped: [] };
  return { moved: recorded.moved, skipped: [...recorded.skipped, ...skipped] };
}

export async function reviewLinkedJob(
  db: Database,
  caller: Caller,
  projectId: number,
  input: ReviewInput,
  link: AtsJobLink,
): Promise<ReviewApplicantsResponse> {
  checkInputShape(input);
  await requireProjectAction(db, caller.scope, projectId, 'applicant.moveForwardOrDecline');
  const job = linkedAsJob(link);
  if (input.action === 'reopen') return reviewApplicants(db, caller, projectId, input, { job });
  if (input.action === 'reject') {
    if (input.declineReasonId === undefined)
      throw fieldError(
        { declineReasonId: 'Choose a decline reason' },
        'Choose why the applicants are declined',
      );
    const reasons = await linkedDeclineReasons(db, link);
    const declineReason = reasons.find((r) => r.id === input.declineReasonId);
    if (!declineReason) throw notFound('Decline reason');
    return declineLinked(db, caller, projectId, input, link, declineReason);
  }

  const stages = await linkedStages(db, link);
  const target =
    input.toAtsStageId !== undefined
      ? stages.find((s) => s.atsStageId === input.toAtsStageId)
      : (stages[1] ?? stages[0]);
  if (!target)
    throw new AppError(
      'VALIDATION_FAILED',
      input.toAtsStageId !== undefined
        ? `"${input.toAtsStageId}" is not a stage of this job: pick one from ats/stages`
        : `The ${link.atsLabel} job has no stage to move to`,
      input.toAtsStageId !== undefined ? { fields: { toAtsStageId: 'Not a stage of this job' } } : null,
    );

  const rows = await applications(db, caller, projectId, input, link);
  const skipped: ReviewApplicantsResponse['skipped'] = [];
  const toMirror: string[] = [];
  const movedApplications: string[] = [];
  const opened = await openLinked(db, secretBoxFor(db), link);
  for (const r of rows) {
    // Already moved forward: the review reports it; the ATS is not asked again.
    if (r.review_status === 2) {
      toMirror.push(r.id);
      continue;
    }
    if (!r.application_id) {
      skipped.push({
        applicantId: r.id,
        reason: `Not in ${link.atsLabel} yet: export them to it from the pipeline (Export to ATS), or import its applicants`,
      });
      continue;
    }
    try {
      await opened.connector.moveCandidate(r.application_id, target.atsStageId);
      toMirror.push(r.id);
      movedApplications.push(r.application_id);
    } catch (err) {
      if (!(err instanceof ConnectorError)) throw err;
      if (FATAL.has(err.kind) && movedApplications.length === 0) throw toAppError(err, link.atsLabel);
      skipped.push({ applicantId: r.id, reason: failureMessage(err, link.atsLabel) });
    }
  }
  const found = new Set(rows.map((r) => r.id));
  const missing = [...new Set(input.applicantIds)].filter((id) => !found.has(id));
  const mirrored =
    toMirror.length + missing.length > 0
      ? await reviewApplicants(
          db,
          caller,
          projectId,
          { applicantIds: [...toMirror, ...missing], action: 'moveForward' },
          { job, toStage: { id: target.atsStageId, name: target.atsStageName } },
        )
      : { moved: [], skipped: [] };
  for (const applicationId of movedApplications)
    await db.execute(sql`
      update match_applicant_ats_links set external_stage_id = ${target.atsStageId}, updated_at = now()
       where project_id = ${projectId} and ats_name = ${link.atsName} and external_application_id = ${applicationId}`);
  return { moved: mirrored.moved, skipped: [...mirrored.skipped, ...skipped] };
}
