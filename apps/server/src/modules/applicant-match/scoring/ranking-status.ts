/**
 * The ranking status and match insights of spec section 3 for real jobs, in the shapes the sample
 * projects answer with (contracts/applicant-match-demo.ts), so one screen reads both. A project
 * the caller cannot see, or one that is not an applicant-match job, answers 404 like an unknown id.
 *
 * Names the spec leaves open (docs/decisions.md, "Applicant intake and scoring"): matchStatus is
 * 'idle', 'scoring' or 'finished' (the samples' word for done); status is 'active' or
 * 'archived'; jobStatus is 'open', or 'archived' for an archived project; personaId is the
 * persona's version number.
 */

import type {
  matchInsightSchema,
  rankingStatusResponseSchema,
} from '@talentbase/shared/contracts/applicant-match-demo';
import { APPLICANT_REVIEW_STATUS } from '@talentbase/shared/domain/applicant-match';
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { parseProjectId } from '../../projects/projects.service';

export type RankingStatusReply = z.infer<typeof rankingStatusResponseSchema>;
export type MatchInsightReply = z.infer<typeof matchInsightSchema>;

type JobInfo = {
  project_id: string;
  project_name: string;
  job_title: string | null;
  job_location: string | null;
  project_status: number;
  persona_version: number;
  lack_jd: boolean;
  match_status: 'idle' | 'scoring' | 'done';
  total_count: number;
  scoring_finished_count: number;
  start_scoring_date: Date | string | null;
  ats_name: string | null;
  ats_job_id: string | null;
};

const JOB_COLUMNS = sql`
  p.id::text as project_id, p.project_name, p.job_title, p.job_location, p.project_status,
  j.persona_version, j.lack_jd, j.match_status, j.total_count, j.scoring_finished_count,
  j.start_scoring_date, r.ats_name, r.ats_job_id`;

const RELATION = sql`
  left join lateral (
    select ats_name, ats_job_id from project_relations
     where project_id = j.project_id and type = 'APPLICANT_MATCH' order by id limit 1) r on true`;

/** The job of a project the caller can see, or 404. */
async function findJobInfo(db: Executor, caller: Caller, ref: { projectId?: string; atsJobId?: string }) {
  const where =
    ref.projectId !== undefined
      ? sql`p.id = ${parseProjectId(ref.projectId)}${
          ref.atsJobId !== undefined ? sql` and r.ats_job_id = ${ref.atsJobId}` : sql``
        }`
      : sql`r.ats_job_id = ${ref.atsJobId ?? ''}`;
  const { rows } = await db.execute<JobInfo>(sql`
    select ${JOB_COLUMNS}
      from match_jobs j
      join projects p on p.id = j.project_id
      ${RELATION}
     where j.team_id = ${caller.scope.teamId} and ${visibleTo(caller)} and ${where}
     order by p.id
     limit 1`);
  const row = rows[0];
  if (!row) throw notFound('Project');
  return row;
}

const jobTitleOf = (job: JobInfo) => job.job_title?.trim() || job.project_name;
const archived = (job: JobInfo) => job.project_status === PROJECT_STATUS.ARCHIVED;

export async function jobRankingStatus(
  db: Executor,
  caller: Caller,
  projectId: string,
): Promise<RankingStatusReply> {
  const job = await findJobInfo(db, caller, { projectId });
  return {
    jobProjectInfo: {
      projectId: job.project_id,
      projectName: job.project_name,
      jobTitle: jobTitleOf(job),
      jobLocation: job.job_location ?? '',
    },
    personaId: String(job.persona_version),
    projectId: job.project_id,
    type: 'APPLICANT_MATCH',
    matchStatus: job.match_status === 'done' ? 'finished' : job.match_status,
    status: archived(job) ? 'archived' : 'active',
    atsName: job.ats_name ?? '',
    atsJobId: job.ats_job_id ?? '',
    totalCount: job.total_count,
    scoringFinishedCount: job.scoring_finished_count,
    startScoringDate: job.start_scoring_date ? new Date(job.start_scoring_date).toISOString() : '',
  };
}

/** The applicant review statuses (spec section 4), in the order the samples list them. */
const STAGES = [
  APPLICANT_REVIEW_STATUS.Declined,
  APPLICANT_REVIEW_STATUS.UnderReview,
  APPLICANT_REVIEW_STATUS.MovedForward,
] as const;

export async function jobMatchInsight(
  db: Executor,
  caller: Caller,
  ref: { projectId?: string; atsJobId?: string },
): Promise<MatchInsightReply> {
  const job = await findJobInfo(db, caller, ref);
  const { rows } = await db.execute<{ match_level: string; review_status: number; n: number }>(sql`
    select match_level, review_status, count(*)::int as n
      from match_applicants
     where project_id = ${Number(job.project_id)} and team_id = ${caller.scope.teamId}
     group by match_level, review_status`);
  const level = (name: string) => rows.filter((r) => r.match_level === name).reduce((s, r) => s + r.n, 0);
  const title = jobTitleOf(job);
  return {
    projectId: job.project_id,
    atsJobId: job.ats_job_id ?? '',
    matchInfo: {
      best: level('best'),
      good: level('good'),
      partial: level('partial'),
      notMatch: level('not match'),
      pending: level('pending'),
    },
    stageCountInfo: STAGES.map((stage) => ({
      stage,
      count: rows.filter((r) => r.review_status === stage).reduce((s, r) => s + r.n, 0),
    })),
    lackJD: job.lack_jd,
    jobStatus: archived(job) ? 'archived' : 'open',
    atsJobFormatTitle: job.job_location?.trim() ? `${title} (${job.job_location.trim()})` : title,
  };
}
