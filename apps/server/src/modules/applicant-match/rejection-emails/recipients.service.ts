/**
 * Who would get a job's rejection email (spec section 7, "POST recipients" and "GET rejection
 * recipients"): per applicant, the address the email would go to and why it would not go out.
 *
 * The check runs before the decline (the decline dialog shows it), so an applicant still under
 * review can be a recipient; the send then refuses anyone not declined (NOT_DECLINED). The
 * address rules are the Engage candidate check's (candidate-check.ts): the team's view of the
 * emails, the suppression list and the candidate's own opt-out, the address masked until revealed.
 */
import type {
  RejectionRecipient,
  RejectionSkipReason,
} from '@talentbase/shared/contracts/applicant-match-email';
import type { EnrolmentReason } from '@talentbase/shared/contracts/engage-enrolment';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { checkCandidateFacts, presentFacts } from '../../engage/enrolment/candidate-check';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleJobProject } from './email-access';

export type ApplicantRow = {
  id: string;
  profile_id: string;
  review_status: number;
  email_status: 'queued' | 'skipped' | null;
};

/** The job's applicants among `ids` (numbers that are not ids of the job are simply absent). */
export async function findApplicants(
  db: Executor,
  teamId: string,
  projectId: number,
  by: { applicantIds: readonly number[] } | { candidateIds: readonly number[] },
  lock = false,
): Promise<ApplicantRow[]> {
  const ids = 'applicantIds' in by ? by.applicantIds : by.candidateIds;
  if (ids.length === 0) return [];
  const list = `{${ids.join(',')}}`;
  const column = 'applicantIds' in by ? sql`a.id` : sql`a.profile_id`;
  const { rows } = await db.execute<ApplicantRow>(sql`
    select a.id::text as id, a.profile_id::text as profile_id, a.review_status, e.status as email_status
      from match_applicants a
      left join match_rejection_emails e on e.applicant_id = a.id
     where a.project_id = ${projectId} and a.team_id = ${teamId} and ${column} = any(${list}::bigint[])
     order by a.id
     ${lock ? sql`for update of a` : sql``}`);
  return rows;
}

/** What the engine's candidate check answers, said the way a rejection email says it. */
export function skipReasonOf(reason: EnrolmentReason): RejectionSkipReason {
  switch (reason) {
    case 'NO_EMAIL':
    case 'OPTED_OUT':
    case 'NO_CREDITS':
    case 'NOT_FOUND':
      return reason;
    case 'ALREADY_ENROLLED':
      return 'ALREADY_SENT';
    default:
      // The conflict, GDPR and stage checks are off for rejection emails (rejection-send.service.ts).
      return 'NOT_FOUND';
  }
}

/** Only numbers that can be ids: anything else is an applicant not found. */
export const numericIds = (texts: readonly string[]) => [
  ...new Set(texts.filter((t) => /^\d{1,15}$/.test(t)).map(Number)),
];

export async function rejectionRecipients(
  db: Executor,
  caller: Caller,
  projectId: number,
  by: { applicantIds: readonly string[] } | { candidateIds: readonly string[] },
): Promise<RejectionRecipient[]> {
  await visibleJobProject(db, caller, projectId);
  const teamId = caller.scope.teamId;
  const rows =
    'applicantIds' in by
      ? await findApplicants(db, teamId, projectId, { applicantIds: numericIds(by.applicantIds) })
      : await findApplicants(db, teamId, projectId, { candidateIds: numericIds(by.candidateIds) });
  const facts = await checkCandidateFacts(
    db,
    teamId,
    rows.map((r) => Number(r.profile_id)),
    { channel: 'Email', checkConflict: false, checkGdpr: false },
  );
  const factsOf = new Map(facts.map((f) => [String(f.candidateId), f]));
  const present = (row: ApplicantRow): RejectionRecipient => {
    const f = factsOf.get(row.profile_id);
    const shown = f ? presentFacts(f) : null;
    const engineReason = f?.reasons[0];
    const reason: RejectionSkipReason | null =
      row.email_status === 'queued' ? 'ALREADY_SENT' : engineReason ? skipReasonOf(engineReason) : null;
    return {
      applicantId: row.id,
      candidateId: row.profile_id,
      fullName: shown?.fullName ?? '',
      email: shown?.email ?? null,
      reviewStatus: row.review_status,
      canSend: reason === null,
      reason,
    };
  };
  if ('candidateIds' in by) return rows.map(present);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(by.applicantIds)].map((applicantId) => {
    const row = byId.get(String(Number(applicantId)));
    return row && /^\d+$/.test(applicantId)
      ? present(row)
      : {
          applicantId,
          candidateId: null,
          fullName: '',
          email: null,
          reviewStatus: null,
          canSend: false,
          reason: 'NOT_FOUND',
        };
  });
}
