/**
 * Everything the sample projects answer, built once from the applicant seeds: the applicants with
 * their scores, the scoring details, the sample ATS job (its stages, decline reasons and the
 * record of the one move forward), the ranking status and the match insights. The same for every
 * user and team: nothing here reads or writes the database.
 */
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import type { Applicant, MoveCandidateResult } from '@talentbase/shared/contracts/applicant-match-demo';
import {
  APPLICANT_REVIEW_STATUS,
  MATCH_GROUPS,
  matchGroupForStatus,
} from '@talentbase/shared/domain/applicant-match';
import { DEMO_MOVED_STAGE_NAME, MOVE_TYPE } from '@talentbase/shared/domain/pipeline';
import { type DemoProjectId, isDemoProjectId } from '@talentbase/shared/domain/projects';
import {
  contactsOf,
  DEMO_APPLICANT_SEEDS,
  type DemoApplicantSeed,
  demoApplicantId,
  demoCandidateId,
  demoScoringDetailId,
  profileOf,
} from './demo-applicants';
import { DEMO_PERSONA, scoreDemoApplicant } from './demo-scoring';

/** The sample job in the sample ATS; each sample project is linked to its own copy of it. */
export const DEMO_ATS = { atsName: 'Sample ATS', jobName: DEMO_PERSONA.jobTitle, jobLocation: 'Austin, TX' };
export const demoAtsJobId = (projectId: DemoProjectId) => String(projectId);

/** The sample ids arrive as text: only exactly "-1" or "-2" is a sample project. */
export function demoProjectIdOf(ref: string | number | null | undefined): DemoProjectId | null {
  if (ref === null || ref === undefined) return null;
  const text = String(ref).trim();
  if (text !== '-1' && text !== '-2') return null;
  const id = Number(text);
  return isDemoProjectId(id) ? id : null;
}

const details = new Map<string, { applicantId: string; detail: ScoringDetail }>();

function applicantOf(s: DemoApplicantSeed): Applicant {
  const detail = scoreDemoApplicant(s);
  details.set(demoScoringDetailId(s.n), { applicantId: demoApplicantId(s.n), detail });
  return {
    applicantId: demoApplicantId(s.n),
    candidateId: demoCandidateId(s.n),
    atsCandidateId: `sample-${s.n}`,
    score: detail.score,
    scoringDetailId: demoScoringDetailId(s.n),
    stage: s.stage,
    matchType: detail.matchSummary.matchType,
    viewed: s.viewed,
    appliedAt: s.appliedAt,
    profile: profileOf(s),
    contacts: contactsOf(s),
    source: { sourcingId: null, applicantMatchId: demoApplicantId(s.n) },
  };
}

/** Best first, as the applicant list shows them. */
export const DEMO_APPLICANTS: readonly Applicant[] = DEMO_APPLICANT_SEEDS.map(applicantOf).sort(
  (a, b) => b.score - a.score || a.applicantId.localeCompare(b.applicantId),
);

export function demoApplicant(applicantId: string): Applicant | undefined {
  return DEMO_APPLICANTS.find((a) => a.applicantId === applicantId);
}

/** A scoring detail by its id (or by the applicant's id, which the screens also hold). */
export function demoScoringDetail(id: string) {
  const byDetail = details.get(id);
  if (byDetail) return { scoringDetailId: id, ...byDetail };
  const applicant = demoApplicant(id);
  const byApplicant = applicant ? details.get(applicant.scoringDetailId) : undefined;
  return applicant && byApplicant
    ? { scoringDetailId: applicant.scoringDetailId, ...byApplicant }
    : undefined;
}

/** The review stages the sample answers for: 0 declined, 1 under review, 2 moved forward. */
const STAGES = [
  APPLICANT_REVIEW_STATUS.Declined,
  APPLICANT_REVIEW_STATUS.UnderReview,
  APPLICANT_REVIEW_STATUS.MovedForward,
];

export function demoStageCounts() {
  return STAGES.map((stage) => {
    const inStage = DEMO_APPLICANTS.filter((a) => a.stage === stage);
    return { stage, count: inStage.length, unread: inStage.filter((a) => !a.viewed).length };
  });
}

export function demoGroupCounts() {
  const counts = Object.fromEntries(MATCH_GROUPS.map((g) => [g, 0])) as Record<
    (typeof MATCH_GROUPS)[number],
    number
  >;
  for (const a of DEMO_APPLICANTS) counts[matchGroupForStatus(a.stage as 0 | 1 | 2)] += 1;
  return counts;
}

export const DEMO_ATS_STAGES = [
  { atsStageId: 'sample-application-review', atsStageName: 'Application Review' },
  { atsStageId: 'sample-moved', atsStageName: DEMO_MOVED_STAGE_NAME },
  { atsStageId: 'sample-rejected', atsStageName: 'Rejected' },
] as const;

export const DEMO_DECLINE_REASONS = [
  { id: 'sample-experience', name: 'Not enough relevant experience' },
  { id: 'sample-skills', name: 'Missing required skills' },
  { id: 'sample-location', name: 'Location does not fit the role' },
  { id: 'sample-filled', name: 'Position filled' },
  { id: 'sample-withdrew', name: 'Candidate withdrew' },
] as const;

/** The record of moves on the sample job: a move with moveType moveForward lands in "Moved". */
export function demoMoveRecords(projectId: DemoProjectId): Record<string, MoveCandidateResult> {
  const [review, moved] = DEMO_ATS_STAGES;
  const out: Record<string, MoveCandidateResult> = {};
  for (const a of DEMO_APPLICANTS.filter((x) => x.stage === APPLICANT_REVIEW_STATUS.MovedForward)) {
    out[a.candidateId] = {
      atsJobId: demoAtsJobId(projectId),
      atsJobName: DEMO_ATS.jobName,
      candidateId: a.candidateId,
      status: APPLICANT_REVIEW_STATUS.MovedForward,
      moveType: MOVE_TYPE.MOVE_FORWARD,
      fromAtsStageId: review.atsStageId,
      fromAtsStageName: review.atsStageName,
      toAtsStageId: moved.atsStageId,
      toAtsStageName: moved.atsStageName,
    };
  }
  return out;
}

/** Fixed dates keep the answers identical from one call (and one user) to the next. */
const SCORING_STARTED = '2026-01-16T09:00:00.000Z';

export function demoRankingStatus(projectId: DemoProjectId) {
  return {
    jobProjectInfo: {
      projectId: String(projectId),
      projectName: `Sample project: ${DEMO_ATS.jobName}`,
      jobTitle: DEMO_ATS.jobName,
      jobLocation: DEMO_ATS.jobLocation,
    },
    personaId: `sample-persona${projectId}`,
    projectId: String(projectId),
    type: 'APPLICANT_MATCH',
    matchStatus: 'finished',
    status: 'active',
    atsName: DEMO_ATS.atsName,
    atsJobId: demoAtsJobId(projectId),
    totalCount: DEMO_APPLICANTS.length,
    scoringFinishedCount: DEMO_APPLICANTS.length,
    startScoringDate: SCORING_STARTED,
  };
}

export function demoMatchInsight(projectId: DemoProjectId) {
  const level = (t: string) => DEMO_APPLICANTS.filter((a) => a.matchType === t).length;
  return {
    projectId: String(projectId),
    atsJobId: demoAtsJobId(projectId),
    matchInfo: {
      best: level('best'),
      good: level('good'),
      partial: level('partial'),
      notMatch: level('not match'),
      pending: level('pending'),
    },
    stageCountInfo: demoStageCounts().map(({ stage, count }) => ({ stage, count })),
    lackJD: false,
    jobStatus: 'open',
    atsJobFormatTitle: `${DEMO_ATS.jobName} (${DEMO_ATS.jobLocation})`,
  };
}
