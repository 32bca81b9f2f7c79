/**
 * The other demo calls of spec section 7: the sample ATS job (stages, decline reasons, move
 * record), talent-pool auto-sync, ranking status, match insights, recent activity, save
 * activity and project recommendations (the talentsync configuration: ../../talentsync). The sample projects get
 * their built-in answers. The ATS-shaped calls, recent activity and save activity answer real
 * projects too (a local job's own hiring process and decline reasons: ../applicants/), and so do
 * ranking status and match insights (../scoring/ranking-status.ts); a job linked to a job of the
 * team's connected ATS gets the ATS's stages and decline reasons (../ats-import/ats-linked-job.ts); the other calls answer 404 for
 * any other project (never another team's data) until their feature lands.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  applicantProjectParamsSchema,
  atsJobRequestSchema,
  atsStagesResponseSchema,
  declineReasonsResponseSchema,
  emptyResponseSchema,
  matchInsightsRequestSchema,
  matchInsightsResponseSchema,
  moveCandidateRecordRequestSchema,
  moveCandidateRecordResponseSchema,
  projectIdQuerySchema,
  projectIdRequestSchema,
  projectRecommendationsResponseSchema,
  rankingStatusResponseSchema,
  recentActivityQuerySchema,
  recentActivityResponseSchema,
  saveActivityRequestSchema,
  talentPoolAutoSyncResponseSchema,
} from '@talentbase/shared/contracts/applicant-match-demo';
import type { DemoProjectId } from '@talentbase/shared/domain/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/errors';
import { callerOf } from '../../projects/projects.routes';
import { recentActivity, saveActivity } from '../applicants/activity.service';
import { listDeclineReasons } from '../applicants/ats-decline-reasons';
import { latestMoves, localJobStages, requireLocalJob } from '../applicants/ats-local-job';
import { linkedAsJob, linkedDeclineReasons, linkedJobFor, linkedStages } from '../ats-import/ats-linked-job';
import { jobMatchInsight, jobRankingStatus } from '../scoring/ranking-status';
import {
  type ApplicantRouteDeps,
  APPLICANT_MATCH_BASE as BASE,
  sampleProject,
} from './demo-applicants.routes';
import {
  DEMO_APPLICANTS,
  DEMO_ATS_STAGES,
  DEMO_DECLINE_REASONS,
  demoMatchInsight,
  demoMoveRecords,
  demoProjectIdOf,
  demoRankingStatus,
} from './demo-catalog';

const signedIn = { access: { signedIn: true as const } };
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

/** Whether an ATS-shaped call names a sample project's job (else it names a local job). */
const namesSample = (body: { atsJobId?: string | undefined; projectId?: string | undefined }) =>
  demoProjectIdOf(body.projectId ?? body.atsJobId) !== null;

/** A sample project's ATS job is named by its id ("-1", "-2"), or the call names the project. */
function sampleJob(body: { atsJobId?: string | undefined; projectId?: string | undefined }): DemoProjectId {
  if (body.projectId !== undefined) {
    const project = sampleProject(body.projectId);
    // A job of another project beside a sample project is not the sample's job.
    if (body.atsJobId !== undefined && demoProjectIdOf(body.atsJobId) !== project) throw notFound('Project');
    return project;
  }
  return sampleProject(body.atsJobId);
}

const SAMPLE_CANDIDATE_IDS = new Set(DEMO_APPLICANTS.map((a) => a.candidateId));

export function demoProjectRoutes(app: FastifyInstance, { db }: ApplicantRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ats = { tags: ['applicant-match'], body: atsJobRequestSchema };

  r.post(`${BASE}/ats/stages`, {
    config: signedIn,
    schema: {
      ...ats,
      summary: "The ATS job's stages applicants can be moved to",
      response: { 200: atsStagesResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (!namesSample(req.body)) {
        const caller = callerOf(req);
        const linked = await linkedJobFor(db, caller, req.body);
        if (linked) return { data: await linkedStages(db, linked) };
        const stages = await localJobStages(db, caller, await requireLocalJob(db, caller, req.body));
        return { data: stages.map(({ atsStageId, atsStageName }) => ({ atsStageId, atsStageName })) };
      }
      sampleJob(req.body);
      return { data: [...DEMO_ATS_STAGES] };
    },
  });

  for (const path of [`${BASE}/ats/declineReasons`, `${BASE}/ats/decline-reasons`]) {
    r.post(path, {
      config: signedIn,
      schema: {
        ...ats,
        summary: "The ATS job's reasons for declining an applicant",
        response: { 200: declineReasonsResponseSchema, ...errors },
      },
      handler: async (req) => {
        if (!namesSample(req.body)) {
          const caller = callerOf(req);
          const linked = await linkedJobFor(db, caller, req.body);
          if (linked) return { data: await linkedDeclineReasons(db, linked) };
          await requireLocalJob(db, caller, req.body);
          return { data: await listDeclineReasons(db, caller.scope.teamId) };
        }
        sampleJob(req.body);
        return { data: [...DEMO_DECLINE_REASONS] };
      },
    });
  }

  r.post(`${BASE}/ats/move-candidate-record`, {
    config: signedIn,
    schema: {
      tags: ['applicant-match'],
      summary: 'Applicants moved forward or declined in the ATS job, keyed by candidate id',
      body: moveCandidateRecordRequestSchema,
      response: { 200: moveCandidateRecordResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (!namesSample(req.body)) {
        const caller = callerOf(req);
        const linked = await linkedJobFor(db, caller, { atsJobId: req.body.atsJobId });
        const job = linked
          ? linkedAsJob(linked)
          : await requireLocalJob(db, caller, { atsJobId: req.body.atsJobId });
        return latestMoves(db, caller, job, req.body.candidateIds);
      }
      const records = demoMoveRecords(sampleJob({ atsJobId: req.body.atsJobId }));
      const only = req.body.candidateIds;
      return only ? Object.fromEntries(Object.entries(records).filter(([id]) => only.includes(id))) : records;
    },
  });

  r.get('/api/tb-v2/v1/relationship/project/:id/talent-pool/auto-sync', {
    config: signedIn,
    schema: {
      tags: ['relationships'],
      summary: "Whether the project's candidates are copied to talent pools automatically",
      params: applicantProjectParamsSchema,
      response: { 200: talentPoolAutoSyncResponseSchema, ...errors },
    },
    handler: async (req) => {
      sampleProject(req.params.id);
      return { enabled: false, talentPoolIds: [] };
    },
  });

  // Ranking status and match insights also answer the team's real jobs (scoring/ranking-status.ts).
  r.post(`${BASE}/jobs/ranking-status`, {
    config: signedIn,
    schema: {
      tags: ['applicant-match'],
      summary: "How far the project's applicants have been scored against its job",
      body: projectIdRequestSchema,
      response: { 200: rankingStatusResponseSchema, ...errors },
    },
    handler: async (req) => {
      const sample = demoProjectIdOf(req.body.projectId);
      return sample !== null
        ? demoRankingStatus(sample)
        : jobRankingStatus(db, callerOf(req), req.body.projectId);
    },
  });

  r.post(`${BASE}/jobs/match-insights`, {
    config: signedIn,
    schema: {
      tags: ['applicant-match'],
      summary: 'Applicants per match level and stage for each job asked for',
      body: matchInsightsRequestSchema,
      response: { 200: matchInsightsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const data = [];
      for (const job of req.body.jobList) {
        const isSample = demoProjectIdOf(job.projectId) !== null || demoProjectIdOf(job.atsJobId) !== null;
        data.push(
          isSample ? demoMatchInsight(sampleJob(job)) : await jobMatchInsight(db, callerOf(req), job),
        );
      }
      return { data };
    },
  });

  r.get('/api/tb-v2/v1/activity/candidate/recent', {
    config: signedIn,
    schema: {
      tags: ['applicant-match'],
      summary: 'Recent activity on these candidates, newest first (none for the sample applicants)',
      querystring: recentActivityQuerySchema,
      response: { 200: recentActivityResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (!req.query.candidateIds.every((id) => SAMPLE_CANDIDATE_IDS.has(id)))
        return { data: await recentActivity(db, callerOf(req), req.query.candidateIds) };
      return { data: [] };
    },
  });

  r.post('/api/v1/candidates/saveActivity', {
    config: signedIn,
    schema: {
      tags: ['applicant-match'],
      summary: 'Record an activity on a candidate of a project (the sample projects record nothing)',
      body: saveActivityRequestSchema,
      response: { 200: emptyResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.body.projectId) === null) {
        await saveActivity(db, callerOf(req), req.body);
        return {};
      }
      sampleProject(req.body.projectId);
      if (req.body.candidateId !== undefined && !SAMPLE_CANDIDATE_IDS.has(req.body.candidateId))
        throw notFound('Candidate');
      return {};
    },
  });

  r.get('/api/tb-v2/v1/recommendation/project-candidates', {
    config: signedIn,
    schema: {
      tags: ['recommendations'],
      summary: 'Candidates recommended for the project',
      querystring: projectIdQuerySchema,
      response: { 200: projectRecommendationsResponseSchema, ...errors },
    },
    handler: async (req) => {
      sampleProject(req.query.projectId);
      return { candidates: [] };
    },
  });
  // The talentsync calls answer the sample projects in ../../talentsync/talentsync.routes.ts.
}
