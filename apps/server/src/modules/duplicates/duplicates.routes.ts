/** Duplicate management over HTTP: check, scan and its progress, suggested pairs, dismiss, merge. */
import {
  dismissPairRequestSchema,
  duplicateCheckRequestSchema,
  duplicateCheckResponseSchema,
  duplicatePairsQuerySchema,
  duplicatePairsResponseSchema,
  duplicateScanResponseSchema,
  errorBodySchema,
  latestScanResponseSchema,
  mergeRequestSchema,
  mergeResponseSchema,
  successResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import { notFound } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import {
  checkDuplicates,
  dismissPair,
  getScan,
  latestScan,
  listPairs,
  type ScanJobSender,
  startScan,
} from './duplicates.service';
import { mergeCandidates } from './merge.service';

export const candidateErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

const ok = successResponseSchema;

export async function duplicatesRoutes(
  app: FastifyInstance,
  opts: { db: Database; sendJob?: ScanJobSender | null },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // Scans run on the job worker; without one (a lone API process) the API runs them itself.
  const send = opts.sendJob === undefined ? jobSender(db) : opts.sendJob;

  r.post('/api/v1/candidates/duplicates/check', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'Candidates of your team who may be the person you are about to add, and why',
      body: duplicateCheckRequestSchema,
      response: { 200: duplicateCheckResponseSchema, ...candidateErrors },
    },
    handler: async (req) => ({ matches: await checkDuplicates(db, requireAccount(req).scope, req.body) }),
  });

  r.post('/api/v1/candidates/duplicates/scan', {
    config: { access: { gate: 'candidateEdit' } },
    schema: {
      tags: ['candidates'],
      summary: 'Scan all your team’s candidates for duplicates (one scan at a time per team)',
      response: { 200: duplicateScanResponseSchema, ...candidateErrors },
    },
    handler: async (req) => ({
      scan: await startScan(db, requireAccount(req).scope, send, req.ip),
    }),
  });

  r.get('/api/v1/candidates/duplicates/scan/latest', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'Your team’s most recent duplicate scan, if any',
      response: { 200: latestScanResponseSchema, ...candidateErrors },
    },
    handler: async (req) => ({ scan: await latestScan(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/candidates/duplicates/scan/:id', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'Progress of a duplicate scan',
      params: z.strictObject({ id: z.string().max(20) }),
      response: { 200: duplicateScanResponseSchema, ...candidateErrors },
    },
    handler: async (req) => {
      if (!/^\d{1,15}$/.test(req.params.id)) throw notFound('Duplicate scan');
      return { scan: await getScan(db, requireAccount(req).scope, Number(req.params.id)) };
    },
  });

  r.get('/api/v1/candidates/duplicates', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'Suggested duplicate pairs, most certain first, with both candidates and the reasons',
      querystring: duplicatePairsQuerySchema,
      response: { 200: duplicatePairsResponseSchema, ...candidateErrors },
    },
    handler: async (req) => listPairs(db, requireAccount(req), req.query),
  });

  r.post('/api/v1/candidates/duplicates/dismiss', {
    config: { access: { gate: 'candidateEdit' } },
    schema: {
      tags: ['candidates'],
      summary: 'These two are different people: never suggest the pair again',
      body: dismissPairRequestSchema,
      response: { 200: ok, ...candidateErrors },
    },
    handler: async (req) => {
      await dismissPair(db, requireAccount(req).scope, req.body, req.ip);
      return { success: true as const };
    },
  });

  r.post('/api/v1/candidates/merge', {
    config: { access: { gate: 'candidateEdit' } },
    schema: {
      tags: ['candidates'],
      summary: 'Merge a duplicate into the candidate you keep, choosing each field',
      body: mergeRequestSchema,
      response: { 200: mergeResponseSchema, ...candidateErrors },
    },
    handler: async (req) => mergeCandidates(db, requireAccount(req).scope, req.body, req.ip),
  });
}
