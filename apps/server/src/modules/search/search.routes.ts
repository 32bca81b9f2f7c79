/**
 * Sourcing API: candidate search, Boolean parsing, suggestions, the filter panel's config, search
 * history (spec path `/v1/astaskV2/history/search`), profiles and contact reveal
 * (`/v1/candidates/viewContacts`), and "select all N results" with its bulk add to a project
 * (search-bulk.routes.ts). All behind the sourcing gate.
 */
import {
  errorBodySchema,
  filterPanelConfigSchema,
  historyEntryResponseSchema,
  historyListResponseSchema,
  historyNotAFitRequestSchema,
  historySearchRequestSchema,
  historyUpdateRequestSchema,
  okResponseSchema,
  parseBooleanRequestSchema,
  parseBooleanResponseSchema,
  profileResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
  viewContactsQuerySchema,
  viewContactsResponseSchema,
} from '@talentbase/shared';
import { demoFilterPanelConfigSchema } from '@talentbase/shared/contracts/applicant-match-demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../lib/http/access-guard';
import { teamRateLimit } from '../../lib/http/team-rate-limit';
import { demoProjectIdOf } from '../applicant-match/demo/demo-catalog';
import { demoSearchHistory } from '../applicant-match/demo/demo-search-history';
import { getProfile, viewContacts } from '../candidates/contacts.service';
import { requireVisibleProjects } from '../projects/project-access';
import { filterPanelConfig } from './filter-panel';
import { parseKeywords, searchCandidates } from './search.service';
import { searchBulkRoutes } from './search-bulk.routes';
import type { SearchContext } from './search-context';
import { deleteHistoryEntry, listHistory, setNotAFit, updateHistoryEntry } from './search-history.service';
import { suggest } from './suggest.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const sourcing = { access: { gate: 'sourcing' as const } };
const historyIdParams = z.strictObject({ id: z.string().max(40) });

export async function searchRoutes(
  app: FastifyInstance,
  opts: { search: SearchContext; teamSearchesPerMinute: number },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { search } = opts;
  const db = search.db;
  const teamSearchLimit = teamRateLimit(app, 'search', opts.teamSearchesPerMinute);
  searchBulkRoutes(app, { search, teamSearchLimit });

  r.post('/api/tb-v2/v1/sourcing/search', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary:
        'Search candidates: filters, keywords or Boolean string, ranked hits with reasons, count and facets',
      body: searchRequestSchema,
      response: { 200: searchResponseSchema, ...errors, 429: errorBodySchema },
    },
    preHandler: teamSearchLimit,
    handler: async (req) => {
      const account = requireAccount(req);
      await requireVisibleProjects(db, account, [req.body.projectId]);
      return searchCandidates(search, account.scope, account.subject, req.body);
    },
  });

  r.post('/api/tb-v2/v1/sourcing/boolean/parse', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Parse a Boolean string: normalised text, explanation, warnings and expansions',
      body: parseBooleanRequestSchema,
      response: { 200: parseBooleanResponseSchema, ...errors },
    },
    handler: async (req) => parseKeywords(search, req.body.query),
  });

  r.get('/api/tb-v2/v1/sourcing/suggest', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Suggestions for a filter (titles, skills, companies, places ...)',
      querystring: suggestQuerySchema,
      response: { 200: suggestResponseSchema, ...errors },
    },
    handler: async (req) => ({
      suggestions: await suggest(search.pool, req.query.kind, req.query.q, req.query.limit),
    }),
  });

  r.get('/api/tb-v2/v1/sourcing/filterPanel/getConfig', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Options of the filter panel for this team (diversity options, sources) and its credits',
      querystring: z.strictObject({ projectId: z.string().max(64).optional() }),
      // A sample project's panel is empty: none of the caller's team options, sources or credits.
      response: { 200: z.union([filterPanelConfigSchema, demoFilterPanelConfigSchema]), ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      if (demoProjectIdOf(req.query.projectId) !== null) return {};
      await requireVisibleProjects(db, account, [req.query.projectId]);
      return filterPanelConfig(db, account.scope, account.subject);
    },
  });

  r.get('/api/tb-v2/v1/sourcing/profiles/:id', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'A candidate profile with every section; contacts masked until revealed',
      params: z.strictObject({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: profileResponseSchema, ...errors },
    },
    handler: async (req) => getProfile(db, requireAccount(req).scope, req.params.id),
  });

  r.get('/api/v1/candidates/viewContacts', {
    config: { ...sourcing, csrfOnRead: true },
    schema: {
      tags: ['sourcing'],
      summary: 'Reveal a candidate\u2019s contacts: one contract credit per team and candidate, audited',
      description: 'Spends a credit, so it needs the `x-csrf-token` header like a state-changing call.',
      querystring: viewContactsQuerySchema,
      response: { 200: viewContactsResponseSchema, ...errors, 422: errorBodySchema },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      await requireVisibleProjects(db, account, [req.query.projectId]);
      return viewContacts(db, account.scope, req.query.candidateId, {
        projectId: req.query.projectId,
        ip: req.ip,
      });
    },
  });

  r.post('/api/v1/astaskV2/history/search', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary:
        'Your search history, newest first (type 0 all-in-one, 2 rediscovery; savedOnly for saved searches)',
      body: historySearchRequestSchema,
      response: { 200: historyListResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      // The sample projects list built-in sample searches, never the caller's own rows.
      const demo = demoProjectIdOf(req.body.projectId);
      if (demo !== null) return demoSearchHistory(demo, req.body);
      await requireVisibleProjects(db, account, [req.body.projectId]);
      return listHistory(db, account.scope, req.body);
    },
  });

  r.put('/api/v1/astaskV2/history/:id', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Name and save (or unsave) a search from your history',
      params: historyIdParams,
      body: historyUpdateRequestSchema,
      response: { 200: historyEntryResponseSchema, ...errors },
    },
    handler: async (req) => ({
      entry: await updateHistoryEntry(db, requireAccount(req).scope, req.params.id, req.body),
    }),
  });

  r.delete('/api/v1/astaskV2/history/:id', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Remove a search from your history',
      params: historyIdParams,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteHistoryEntry(db, requireAccount(req).scope, req.params.id);
      return { ok: true as const };
    },
  });

  r.post('/api/v1/astaskV2/history/:id/not-a-fit', {
    config: sourcing,
    schema: {
      tags: ['sourcing'],
      summary: 'Mark a candidate as not a fit for this search (hidden when it is re-run), or undo',
      params: historyIdParams,
      body: historyNotAFitRequestSchema,
      response: { 200: historyEntryResponseSchema, ...errors },
    },
    handler: async (req) => ({
      entry: await setNotAFit(
        db,
        requireAccount(req).scope,
        req.params.id,
        req.body.profileId,
        req.body.notAFit,
      ),
    }),
  });
}
