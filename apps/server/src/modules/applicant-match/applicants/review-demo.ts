/**
 * A review on a sample project: answered like the real one and forgotten (the demo stores
 * nothing). A move forward lands in the sample job's "Moved" stage (spec section 7); ids that are
 * not sample applicants, or already in that status, are skipped with the reason.
 */
import type {
  ReviewApplicantsRequest,
  ReviewApplicantsResponse,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import {
  APPLICANT_REVIEW_STATUS,
  APPLICANT_REVIEW_STATUS_LABELS,
  type ApplicantReviewStatus,
} from '@talentbase/shared/domain/applicant-match';
import type { DemoProjectId } from '@talentbase/shared/domain/projects';
import { DEMO_ATS, DEMO_ATS_STAGES, demoApplicant, demoAtsJobId } from '../demo/demo-catalog';

const TO: Record<ReviewApplicantsRequest['action'], ApplicantReviewStatus> = {
  moveForward: APPLICANT_REVIEW_STATUS.MovedForward,
  reject: APPLICANT_REVIEW_STATUS.Declined,
  reopen: APPLICANT_REVIEW_STATUS.UnderReview,
};

const stageOf = (status: number) => {
  const [review, moved, rejected] = DEMO_ATS_STAGES;
  if (status === APPLICANT_REVIEW_STATUS.MovedForward) return moved;
  if (status === APPLICANT_REVIEW_STATUS.Declined) return rejected;
  return review;
};

export function reviewDemoApplicants(
  projectId: DemoProjectId,
  input: ReviewApplicantsRequest,
): ReviewApplicantsResponse {
  const to = TO[input.action];
  const out: ReviewApplicantsResponse = { moved: [], skipped: [] };
  for (const applicantId of new Set(input.applicantIds)) {
    const applicant = demoApplicant(applicantId);
    if (!applicant) out.skipped.push({ applicantId, reason: 'Applicant not found' });
    else if (applicant.stage === to)
      out.skipped.push({
        applicantId,
        reason: `Already ${APPLICANT_REVIEW_STATUS_LABELS[to].toLowerCase()}`,
      });
    else {
      const from = stageOf(applicant.stage);
      const dest = stageOf(to);
      out.moved.push({
        applicantId,
        atsJobId: demoAtsJobId(projectId),
        atsJobName: DEMO_ATS.jobName,
        candidateId: applicant.candidateId,
        status: to,
        moveType: input.action,
        fromAtsStageId: from.atsStageId,
        fromAtsStageName: from.atsStageName,
        toAtsStageId: dest.atsStageId,
        toAtsStageName: dest.atsStageName,
      });
    }
  }
  return out;
}
