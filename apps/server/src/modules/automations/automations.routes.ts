/**
 * Automations over HTTP (/admin/team-settings/automations): team settings, `teamSettings` gate.
 * The spec names no paths; they follow the style of the other team-setting endpoints.
 */
import { errorBodySchema, successResponseSchema } from '@talentbase/shared';
import {
  automationEnableRequestSchema,
  automationOptionsResponseSchema,
  automationReorderRequestSchema,
  automationRuleIdParamsSchema,
  automationRuleInputSchema,
  automationRuleListResponseSchema,
  automationRuleResponseSchema,
  automationRunListQuerySchema,
  automationRunListResponseSchema,
} from '@talentbase/shared/contracts/automations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as service from './automations.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const TAGS = ['automations'];
const access = { gate: 'teamSettings' } as const;

export async function automationsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const callerOf = (req: Parameters<typeof requireAccount>[0] & { ip: string }) => ({
    scope: requireAccount(req).scope,
    ip: req.ip,
  });

  r.get('/api/v1/automations', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: "The team's automation rules in the order they run, with each one's last run",
      response: { 200: automationRuleListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.listRules(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/automations/options', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'What a rule may name: stages and their labels, projects, team members, sequences',
      response: { 200: automationOptionsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.ruleOptions(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/automations/runs', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Recent runs of the rules (or of one rule), newest first, with each action’s outcome',
      querystring: automationRunListQuerySchema,
      response: { 200: automationRunListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.listRuns(db, requireAccount(req).scope, req.query) }),
  });

  r.post('/api/v1/automations', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Create a rule: when a candidate enters a stage, run its actions (added last)',
      body: automationRuleInputSchema,
      response: { 200: automationRuleResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.createRule(db, callerOf(req), req.body) }),
  });

  r.post('/api/v1/automations/reorder', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Set the order the rules run in (every rule of the team, once)',
      body: automationReorderRequestSchema,
      response: { 200: automationRuleListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.reorderRules(db, callerOf(req), req.body.ruleIds) }),
  });

  r.put('/api/v1/automations/:ruleId', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Edit a rule',
      params: automationRuleIdParamsSchema,
      body: automationRuleInputSchema,
      response: { 200: automationRuleResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.updateRule(db, callerOf(req), service.parseRuleId(req.params.ruleId), req.body),
    }),
  });

  r.post('/api/v1/automations/:ruleId/enabled', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Turn a rule on or off',
      params: automationRuleIdParamsSchema,
      body: automationEnableRequestSchema,
      response: { 200: automationRuleResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.setRuleEnabled(
        db,
        callerOf(req),
        service.parseRuleId(req.params.ruleId),
        req.body.enabled,
      ),
    }),
  });

  r.delete('/api/v1/automations/:ruleId', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Delete a rule (its run history goes with it)',
      params: automationRuleIdParamsSchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await service.deleteRule(db, callerOf(req), service.parseRuleId(req.params.ruleId));
      return { success: true as const };
    },
  });
}
