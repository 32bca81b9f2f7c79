import { errorBodySchema, teamMembersLiteResponseSchema } from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { activeTeamMembers } from './team-directory.service';

export async function teamDirectoryRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/team/members-lite', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team'],
      summary: 'Active members of your team (id, name, email), to pick people from',
      response: { 200: teamMembersLiteResponseSchema, 401: errorBodySchema },
    },
    handler: async (req) => ({ data: await activeTeamMembers(opts.db, requireAccount(req).scope) }),
  });
}
