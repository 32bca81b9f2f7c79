/** Projects as sourcing needs them: pick, quick-create, add candidates from search. */
import {
  addCandidatesRequestSchema,
  addCandidatesResponseSchema,
  errorBodySchema,
  pickableProjectsResponseSchema,
  projectResponseSchema,
  quickCreateProjectRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import type { Caller } from './project-lifecycle.service';
import { addCandidates, parseProjectId, pickableProjects, quickCreateProject } from './projects.service';

/** The error answers of project calls (bad input, signed out, role, not found, limit). */
export const projectErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
};

export function callerOf(req: Parameters<typeof requireAccount>[0] & { ip: string }): Caller {
  const account = requireAccount(req);
  return { scope: account.scope, subject: account.subject, ip: req.ip };
}

export async function projectsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/projects/pickable', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Open projects you can add candidates to',
      response: { 200: pickableProjectsResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({ data: await pickableProjects(db, requireAccount(req).scope) }),
  });

  r.post('/api/v1/projects/quick-create', {
    config: { access: { gate: 'projectCreate' } },
    schema: {
      tags: ['projects'],
      summary: 'Create a project by name; you become its owner',
      body: quickCreateProjectRequestSchema,
      response: { 200: projectResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      project: await quickCreateProject(db, callerOf(req), req.body.projectName),
    }),
  });

  r.post('/api/v1/projects/:projectId/candidates', {
    // The project role is checked in the service: the project must be found first.
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Add candidates to a project (owner, recruiter or sourcer)',
      params: z.strictObject({ projectId: z.string().max(20) }),
      body: addCandidatesRequestSchema,
      response: { 200: addCandidatesResponseSchema, ...projectErrors },
    },
    handler: async (req) =>
      addCandidates(
        db,
        requireAccount(req).scope,
        parseProjectId(req.params.projectId),
        req.body.candidateIds,
        req.ip,
      ),
  });
}
