/**
 * Rejection emails under `/api/tb-v2/v1/applicant-match` (spec section 7, "Applicant match"):
 * recipients, the job's email configuration, the rejection email's text, and sending. One route
 * per path: the sample projects -1 and -2 get their demo answers (demo-email.ts), every other id
 * the job's real data.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  applicantIdsRequestSchema,
  emailConfigQuerySchema,
  emailConfigSchema,
  projectIdParamsSchema,
  rejectionEmailConfigSchema,
  rejectionRecipientsByCandidateSchema,
  rejectionRecipientsQuerySchema,
  rejectionRecipientsResponseSchema,
  sendRejectionResponseSchema,
  updateEmailConfigRequestSchema,
  updateRejectionEmailConfigRequestSchema,
} from '@talentbase/shared/contracts/applicant-match-email';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import type { DeliveryConfig } from '../../engage/delivery/delivery-config';
import { callerOf } from '../../projects/projects.routes';
import { parseProjectId } from '../../projects/projects.service';
import { demoProjectIdOf } from '../demo/demo-catalog';
import {
  demoEmailConfig,
  demoRecipients,
  demoRecipientsByCandidate,
  demoRejectionEmailConfig,
  demoSend,
  sampleReadOnly,
} from './demo-email';
import {
  getEmailConfig,
  getRejectionEmailConfig,
  updateEmailConfig,
  updateRejectionEmailConfig,
} from './email-config.service';
import { rejectionRecipients } from './recipients.service';
import { sendRejectionEmails } from './rejection-send.service';

const BASE = '/api/tb-v2/v1/applicant-match';
const SIGNED_IN = { access: { signedIn: true as const } };
const tags = ['applicant-match'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export async function rejectionEmailRoutes(
  app: FastifyInstance,
  opts: { db: Database; delivery: () => DeliveryConfig },
): Promise<void> {
  const { db, delivery } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/projects/:projectId/email/recipients`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'Who would get the rejection email: per applicant the address, and why not when not',
      params: projectIdParamsSchema,
      body: applicantIdsRequestSchema,
      response: { 200: rejectionRecipientsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { applicantIds } = req.body;
      if (demoProjectIdOf(req.params.projectId) !== null) return { data: demoRecipients(applicantIds) };
      const projectId = parseProjectId(req.params.projectId);
      return { data: await rejectionRecipients(db, callerOf(req), projectId, { applicantIds }) };
    },
  });

  r.get(`${BASE}/rejection/recipients/:projectId`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'The rejection email recipients among candidates of the job, keyed by candidate id',
      params: projectIdParamsSchema,
      querystring: rejectionRecipientsQuerySchema,
      response: { 200: rejectionRecipientsByCandidateSchema, ...errors },
    },
    handler: async (req) => {
      const candidateIds = req.query.candidateIds.split(',');
      if (demoProjectIdOf(req.params.projectId) !== null)
        return { data: demoRecipientsByCandidate(candidateIds) };
      const projectId = parseProjectId(req.params.projectId);
      const list = await rejectionRecipients(db, callerOf(req), projectId, { candidateIds });
      return { data: Object.fromEntries(list.map((x) => [x.candidateId ?? '', x])) };
    },
  });

  r.get(`${BASE}/projects/:projectId/email-config`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: "The job's email configuration: rejection email on or off, and the sender",
      params: projectIdParamsSchema,
      querystring: emailConfigQuerySchema,
      response: { 200: emailConfigSchema, ...errors },
    },
    handler: async (req) => {
      const demo = demoProjectIdOf(req.params.projectId);
      if (demo !== null) return demoEmailConfig(demo);
      const projectId = parseProjectId(req.params.projectId);
      return getEmailConfig(db, callerOf(req), projectId, req.query.atsName || undefined);
    },
  });

  r.put(`${BASE}/projects/:projectId/email-config`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: "Change the job's email configuration (the roles that move forward or decline)",
      params: projectIdParamsSchema,
      body: updateEmailConfigRequestSchema,
      response: { 200: emailConfigSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.projectId) !== null) throw sampleReadOnly();
      return updateEmailConfig(db, callerOf(req), parseProjectId(req.params.projectId), req.body);
    },
  });

  r.get(`${BASE}/projects/:projectId/rejection-email-config`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: "The job's rejection email: subject and body (the built-in text until one is saved)",
      params: projectIdParamsSchema,
      response: { 200: rejectionEmailConfigSchema, ...errors },
    },
    handler: async (req) => {
      const demo = demoProjectIdOf(req.params.projectId);
      if (demo !== null) return demoRejectionEmailConfig(demo);
      return getRejectionEmailConfig(db, callerOf(req), parseProjectId(req.params.projectId));
    },
  });

  r.put(`${BASE}/projects/:projectId/rejection-email-config`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: "Save the job's rejection email (template variables as in sequences)",
      params: projectIdParamsSchema,
      body: updateRejectionEmailConfigRequestSchema,
      response: { 200: rejectionEmailConfigSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.projectId) !== null) throw sampleReadOnly();
      return updateRejectionEmailConfig(db, callerOf(req), parseProjectId(req.params.projectId), req.body);
    },
  });

  r.post(`${BASE}/projects/:projectId/rejection-email/send`, {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'Send the rejection email to declined applicants, at most once each',
      params: projectIdParamsSchema,
      body: applicantIdsRequestSchema,
      response: { 200: sendRejectionResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.projectId) !== null) return demoSend(req.body.applicantIds);
      const projectId = parseProjectId(req.params.projectId);
      return sendRejectionEmails(db, delivery, callerOf(req), projectId, req.body.applicantIds);
    },
  });
}
