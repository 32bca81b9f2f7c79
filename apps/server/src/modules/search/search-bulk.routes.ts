/**
 * "Select all N results" on the Sourcing page:
 *   POST /api/tb-v2/v1/sourcing/search/select               a search as the ids of its first
 *        10,000 matches (the web app's tag, share and export of a whole result)
 *   POST /api/v1/projects/:projectId/candidates/bulk        add up to 10,000 candidates (ids, or
 *        a search resolved on the server) to a project, streaming progress as NDJSON
 * Every check runs before the first byte of the stream: bad input is a plain 4xx and writes
 * nothing (bulk-add.service.ts).
 */
import { PassThrough } from 'node:stream';
import {
  type BulkAddEvent,
  bulkAddRequestSchema,
  can,
  errorBodySchema,
  FORBIDDEN_MESSAGE,
  searchSelectionSchema,
  searchSelectResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { checkProjectForBulkAdd, runBulkAdd } from '../projects/bulk-add.service';
import { checkCandidatesVisible } from '../projects/project-candidates';
import { parseProjectId } from '../projects/projects.service';
import type { SearchContext } from './search-context';
import { resolveSelection, teamCandidatesAmong } from './search-selection.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export function searchBulkRoutes(
  app: FastifyInstance,
  opts: { search: SearchContext; teamSearchLimit: (req: FastifyRequest) => Promise<void> },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { search, teamSearchLimit } = opts;
  const db = search.db;

  r.post('/api/tb-v2/v1/sourcing/search/select', {
    config: { access: { gate: 'sourcing' as const } },
    schema: {
      tags: ['sourcing'],
      summary:
        'Select all results of a search: the ids of its first 10,000 matches in result order, less those excluded',
      body: searchSelectionSchema,
      response: { 200: searchSelectResponseSchema, ...errors },
    },
    // Resolving a selection runs the search: it counts against the team's searches.
    preHandler: teamSearchLimit,
    handler: async (req) => {
      const account = requireAccount(req);
      const { ids, capped } = await resolveSelection(search, account.scope, account.subject, req.body);
      return {
        candidateIds: ids,
        teamCandidateIds: await teamCandidatesAmong(search, account.scope.teamId, ids),
        capped,
      };
    },
  });

  r.post('/api/v1/projects/:projectId/candidates/bulk', {
    // The project role decides (checked in the service: the project must be found first);
    // resolving a search needs the sourcing gate as well.
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary:
        'Add up to 10,000 candidates (ids or a whole search) to a project; progress streams as NDJSON events',
      description:
        'Answers `application/x-ndjson`: `{"type":"progress","done","total"}` per step of 500, then `{"type":"done",...}` once committed, or `{"type":"error",...}` when it was rolled back. Bad input is refused with a 4xx before any event and writes nothing.',
      params: z.strictObject({ projectId: z.string().max(20) }),
      body: bulkAddRequestSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const account = requireAccount(req);
      const { scope } = account;
      const projectId = parseProjectId(req.params.projectId);
      const projectName = await checkProjectForBulkAdd(db, scope, projectId);
      let ids: number[];
      if (req.body.search) {
        if (!can(account.subject, 'sourcing')) {
          throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { gate: 'sourcing' });
        }
        await teamSearchLimit(req);
        ids = (await resolveSelection(search, scope, account.subject, req.body.search)).ids;
      } else ids = [...new Set(req.body.candidateIds ?? [])];
      if (ids.length === 0) {
        throw new AppError('UNPROCESSABLE', 'This search has no candidates left to add.');
      }
      await checkCandidatesVisible(db, scope, ids);

      const stream = new PassThrough();
      const send = (event: BulkAddEvent) => stream.write(`${JSON.stringify(event)}\n`);
      send({ type: 'progress', done: 0, total: ids.length });
      runBulkAdd(db, scope, projectId, ids, req.ip, (done, total) => send({ type: 'progress', done, total }))
        .then((result) =>
          send({ type: 'done', projectId: String(projectId), projectName, total: ids.length, ...result }),
        )
        .catch((error: unknown) => {
          req.log.error({ err: error, projectId }, 'bulk add rolled back');
          send(
            error instanceof AppError
              ? { type: 'error', code: error.code, message: error.message }
              : {
                  type: 'error',
                  code: 'INTERNAL',
                  message: 'The candidates could not be added and nothing was changed. Please try again.',
                },
          );
        })
        .finally(() => stream.end());
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  });
}
