/**
 * Importing a job's applicants from its linked ATS job (issue 19 item 5):
 * GET  /api/tb-v2/v1/applicant-match/projects/{id}/ats-import  the link, the latest run and its progress
 * POST /api/tb-v2/v1/applicant-match/projects/{id}/ats-import  start an import (a background job)
 * The same plugin hands the app's secret box to the ATS-shaped calls (ats-link.ts).
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  atsImportRunSchema,
  atsImportStateSchema,
} from '@talentbase/shared/contracts/applicant-match-ats-import';
import { applicantProjectParamsSchema } from '@talentbase/shared/contracts/applicant-match-demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { loadEnv } from '../../../env';
import { jobSender } from '../../../jobs/job-sender';
import type { SecretBox } from '../../../lib/secret-box';
import { callerOf } from '../../projects/projects.routes';
import type { FileStorage } from '../../storage/file-storage';
import { APPLICANT_MATCH_BASE } from '../demo/demo-applicants.routes';
import { requestScoring } from '../scoring/request-scoring';
import { atsApplicantImportJob } from './ats-import.job';
import { importState, startImport } from './ats-import.service';
import { useSecretBox } from './ats-link';
import { runAtsImport } from './import-run';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export async function atsImportRoutes(
  app: FastifyInstance,
  opts: {
    db: Database;
    storage: FileStorage;
    secretBox: () => SecretBox;
    intervalMinutes?: number;
  },
): Promise<void> {
  const { db } = opts;
  useSecretBox(db, opts.secretBox);
  const send = jobSender(db);
  const intervalMinutes = opts.intervalMinutes ?? loadEnv().ATS_IMPORT_INTERVAL_MINUTES;
  // Without a worker (no queue yet) the import runs in this process, in the background.
  const enqueue = async (runId: number) => {
    let id: string | null = null;
    try {
      id = await send(atsApplicantImportJob, { runId });
    } catch {
      id = null;
    }
    if (id === null)
      void runAtsImport(db, runId, {
        secretBox: opts.secretBox(),
        storage: opts.storage,
        requestScoring: (projectId) => requestScoring(db, projectId),
      }).catch(() => {});
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `${APPLICANT_MATCH_BASE}/projects/:id/ats-import`;

  r.get(path, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['applicant-match'],
      summary: "The job's ATS link and its latest import of applicants from the ATS, with progress",
      params: applicantProjectParamsSchema,
      response: { 200: atsImportStateSchema, ...errors },
    },
    handler: async (req) => importState(db, callerOf(req), req.params.id, intervalMinutes),
  });

  r.post(path, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['applicant-match'],
      summary:
        "Import the linked ATS job's applicants into the job (in the background); a run in progress is answered instead",
      params: applicantProjectParamsSchema,
      response: { 200: atsImportRunSchema, ...errors },
    },
    handler: async (req) => startImport({ db, enqueue }, callerOf(req), req.params.id),
  });
}
