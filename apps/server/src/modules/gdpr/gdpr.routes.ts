/**
 * Data protection over HTTP, for the team's admins (gate dataProtection):
 *   POST /api/v1/gdpr/subjects/lookup             who a request is about, and what an erasure removes
 *   POST /api/v1/gdpr/erasures                    erase them (a job); GET .../erasures, .../erasures/:id
 *   POST /api/v1/gdpr/erasures/:id/retry          start a stopped erasure again
 *   POST /api/v1/gdpr/access-export               everything held about them, as one zip
 *   GET/POST /api/v1/gdpr/retention-rules, PUT/DELETE .../:ruleId, POST .../:ruleId/dry-run,
 *   GET .../:ruleId/runs                          per-team retention rules
 *   GET /api/v1/gdpr/audit, POST /api/v1/gdpr/audit/export   the audit list and its CSV
 * Another team's erasure or rule answers 404.
 */
import {
  auditExportRequestSchema,
  auditListSchema,
  auditQuerySchema,
  erasureListSchema,
  erasureRequestSchema,
  erasureSchema,
  errorBodySchema,
  retentionDryRunSchema,
  retentionRuleInputSchema,
  retentionRuleListSchema,
  retentionRuleSchema,
  retentionRunListSchema,
  subjectPreviewSchema,
  subjectQuerySchema,
  successResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import { requireAccount } from '../../lib/http/access-guard';
import { attachment } from '../../lib/http/attachment';
import { buildAccessExport } from './access-export';
import { auditCsv, listAudit } from './audit-list.service';
import {
  type ErasureJobSender,
  getErasure,
  listErasures,
  previewSubject,
  requestErasure,
  retryErasure,
} from './erasure.service';
import type { GdprSettings } from './gdpr-settings';
import { createRule, deleteRule, dryRunRule, listRules, listRuns, updateRule } from './retention.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const access = { access: { gate: 'dataProtection' as const } };
const tags = ['data-protection'];
const erasureParams = z.strictObject({ erasureId: z.string().max(40) });
const ruleParams = z.strictObject({ ruleId: z.string().max(20) });

export async function gdprRoutes(
  app: FastifyInstance,
  opts: { db: Database; settings: GdprSettings; sendJob?: ErasureJobSender | null },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = opts;
  // Erasures run on the job worker; without one (a lone API process) the API runs them itself.
  const deps = { db, settings, send: opts.sendJob === undefined ? jobSender(db) : opts.sendJob };

  r.post('/api/v1/gdpr/subjects/lookup', {
    config: access,
    schema: {
      tags,
      summary:
        'Find the person a request is about (candidate ID, email or phone) and what an erasure would remove',
      body: subjectQuerySchema,
      response: { 200: subjectPreviewSchema, ...errors },
    },
    handler: async (req) => previewSubject(deps, requireAccount(req).scope, req.body, { ip: req.ip }),
  });

  r.post('/api/v1/gdpr/erasures', {
    config: access,
    schema: {
      tags,
      summary:
        'Erase the confirmed people everywhere and put their emails and phones on the suppression list',
      body: erasureRequestSchema,
      response: { 200: erasureSchema, ...errors },
    },
    handler: async (req) => requestErasure(deps, requireAccount(req).scope, req.body, { ip: req.ip }),
  });

  r.get('/api/v1/gdpr/erasures', {
    config: access,
    schema: {
      tags,
      summary: 'Your team’s last 50 erasures',
      response: { 200: erasureListSchema, ...errors },
    },
    handler: async (req) => ({ erasures: await listErasures(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/gdpr/erasures/:erasureId', {
    config: access,
    schema: {
      tags,
      summary: 'An erasure: status, progress and rows removed per table',
      params: erasureParams,
      response: { 200: erasureSchema, ...errors },
    },
    handler: async (req) => getErasure(db, requireAccount(req).scope, req.params.erasureId),
  });

  r.post('/api/v1/gdpr/erasures/:erasureId/retry', {
    config: access,
    schema: {
      tags,
      summary: 'Start an erasure that stopped again (it resumes where it stopped)',
      params: erasureParams,
      response: { 200: erasureSchema, ...errors },
    },
    handler: async (req) => retryErasure(deps, requireAccount(req).scope, req.params.erasureId),
  });

  r.post('/api/v1/gdpr/access-export', {
    config: access,
    schema: {
      tags,
      summary: 'Everything your team holds about a person, as JSON plus their files, in one zip',
      body: subjectQuerySchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const account = requireAccount(req);
      const zip = await buildAccessExport(db, settings, account, req.body, {
        ip: req.ip,
        actorName: account.row.user.fullName,
      });
      return reply
        .type('application/zip')
        .header('content-disposition', attachment(zip.fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.bytes));
    },
  });

  const rules = '/api/v1/gdpr/retention-rules';

  r.get(rules, {
    config: access,
    schema: {
      tags,
      summary: 'Your team’s retention rules',
      response: { 200: retentionRuleListSchema, ...errors },
    },
    handler: async (req) => ({ rules: await listRules(db, requireAccount(req).scope) }),
  });

  r.post(rules, {
    config: access,
    schema: {
      tags,
      summary: 'Create a retention rule (off until a dry run of its criteria)',
      body: retentionRuleInputSchema,
      response: { 200: retentionRuleSchema, ...errors },
    },
    handler: async (req) => createRule(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.put(`${rules}/:ruleId`, {
    config: access,
    schema: {
      tags,
      summary: 'Change a retention rule, or turn it on (needs a dry run of the criteria) or off',
      params: ruleParams,
      body: retentionRuleInputSchema,
      response: { 200: retentionRuleSchema, ...errors },
    },
    handler: async (req) => updateRule(db, requireAccount(req).scope, req.params.ruleId, req.body, req.ip),
  });

  r.delete(`${rules}/:ruleId`, {
    config: access,
    schema: {
      tags,
      summary: 'Delete a retention rule (its runs are kept)',
      params: ruleParams,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteRule(db, requireAccount(req).scope, req.params.ruleId, req.ip);
      return { success: true as const };
    },
  });

  r.post(`${rules}/:ruleId/dry-run`, {
    config: access,
    schema: {
      tags,
      summary: 'How many candidates the rule would delete now (nothing is deleted)',
      params: ruleParams,
      response: { 200: retentionDryRunSchema, ...errors },
    },
    handler: async (req) => dryRunRule(db, requireAccount(req).scope, req.params.ruleId, req.ip),
  });

  r.get(`${rules}/:ruleId/runs`, {
    config: access,
    schema: {
      tags,
      summary: 'The rule’s last 30 dry runs and runs, with their counts',
      params: ruleParams,
      response: { 200: retentionRunListSchema, ...errors },
    },
    handler: async (req) => ({ runs: await listRuns(db, requireAccount(req).scope, req.params.ruleId) }),
  });

  r.get('/api/v1/gdpr/audit', {
    config: access,
    schema: {
      tags,
      summary: 'Reveals, exports, shares, erasures and retention of your team: who, what, when',
      querystring: auditQuerySchema,
      response: { 200: auditListSchema, ...errors },
    },
    handler: async (req) => listAudit(db, requireAccount(req).scope, req.query),
  });

  r.post('/api/v1/gdpr/audit/export', {
    config: access,
    schema: {
      tags,
      summary: 'The filtered audit list as CSV (at most 10,000 entries)',
      body: auditExportRequestSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const csv = await auditCsv(db, requireAccount(req).scope, req.body, req.ip);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(csv.fileName))
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  });
}
