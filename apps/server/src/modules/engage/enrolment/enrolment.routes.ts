/**
 * Enrolment calls: the candidate check (`{campaign base}/candidate/check`,
 * `{engage base}/getCandidatesForSequenceV3`), adding candidates to a campaign
 * (`{campaign base}/{id}/sequences`, `POST /api/v2/sequences`) and the consent email
 * (`POST /api/v1/candidates/send-consent-email`). Project roles are checked in the services (the
 * project must be found first); the Engage gate guards the campaign calls.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  candidateCheckRequestSchema,
  candidateCheckResponseSchema,
  consentEmailRequestSchema,
  consentEmailResponseSchema,
  enrolRequestSchema,
  enrolResponseSchema,
  sequenceCandidatesRequestSchema,
  v2SequencesRequestSchema,
} from '@talentbase/shared/contracts/engage-enrolment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { requireAccount } from '../../../lib/http/access-guard';
import { requireVisibleProjects } from '../../projects/project-access';
import type { DeliveryConfig } from '../delivery/delivery-config';
import { candidatesInStage, checkCandidateFacts, presentFacts } from './candidate-check';
import { sendConsentEmail } from './consent-email.service';
import { enrolCandidates } from './enrolment.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const CAMPAIGN_BASE = '/api/tb-v2/v1/campaigns';
const ENGAGE_BASE = '/api/tb-v2/v1/engage';

export async function enrolmentRoutes(
  app: FastifyInstance,
  opts: { db: Database; delivery: () => DeliveryConfig },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, delivery } = opts;

  r.post(`${CAMPAIGN_BASE}/candidate/check`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Check candidates before adding them to a sequence',
      body: candidateCheckRequestSchema,
      response: { 200: candidateCheckResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      await requireVisibleProjects(db, account, [req.body.projectId]);
      const { projectId, categoryId, stageId } = req.body;
      const stage =
        projectId != null && (categoryId != null || stageId != null)
          ? { projectId: Number(projectId), categoryId, stageId }
          : null;
      // A stage named with no candidates: the whole stage is checked (enrol a stage at once).
      const ids =
        stage && req.body.candidateIdList.length === 0
          ? await candidatesInStage(db, stage)
          : req.body.candidateIdList;
      const facts = await checkCandidateFacts(db, account.scope.teamId, ids, {
        channel: req.body.channel,
        checkConflict: true,
        checkGdpr: true,
        stage,
      });
      return { data: facts.map((f) => presentFacts(f)) };
    },
  });

  r.post(`${ENGAGE_BASE}/getCandidatesForSequenceV3`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Candidates for a sequence, with conflict and GDPR checks',
      body: sequenceCandidatesRequestSchema,
      response: { 200: candidateCheckResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      if (req.body.applicationIdList.length > 0)
        throw new AppError(
          'UNPROCESSABLE',
          'Applications cannot be added to a sequence by application yet. Send their candidate ids instead.',
          { fields: { applicationIdList: 'Send candidate ids (candidateIdList) instead.' } },
        );
      await requireVisibleProjects(db, account, [req.body.projectId]);
      const facts = await checkCandidateFacts(db, account.scope.teamId, req.body.candidateIdList, {
        channel: req.body.channel,
        checkConflict: !req.body.withoutCheckConflict,
        checkGdpr: req.body.checkGDPR,
      });
      return { data: facts.map((f) => presentFacts(f, req.body.checkPersonalizedInfo)) };
    },
  });

  r.post(`${CAMPAIGN_BASE}/:id/sequences`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Add candidates to a campaign (skipped when the list is empty)',
      params: z.strictObject({ id: z.string().regex(/^\d{1,15}$/, 'Campaign not found') }),
      body: enrolRequestSchema,
      response: { 200: enrolResponseSchema, ...errors },
    },
    handler: async (req) =>
      enrolCandidates(
        db,
        delivery,
        { scope: requireAccount(req).scope, ip: req.ip },
        Number(req.params.id),
        req.body.candidateIds,
      ),
  });

  r.post('/api/v2/sequences', {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Send a sequence to candidates of a project (owner and recruiter)',
      body: v2SequencesRequestSchema,
      response: { 200: enrolResponseSchema, ...errors },
    },
    handler: async (req) =>
      enrolCandidates(
        db,
        delivery,
        { scope: requireAccount(req).scope, ip: req.ip },
        req.body.campaignId,
        req.body.candidateIds,
        { projectId: req.body.projectId ?? null },
      ),
  });

  r.post('/api/v1/candidates/send-consent-email', {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Send a candidate the consent email (owner and recruiter)',
      body: consentEmailRequestSchema,
      response: { 200: consentEmailResponseSchema, ...errors },
    },
    handler: async (req) =>
      sendConsentEmail(db, delivery, { scope: requireAccount(req).scope, ip: req.ip }, req.body),
  });
}
