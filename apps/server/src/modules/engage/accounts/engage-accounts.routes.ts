/**
 * Engage helper calls under {campaign base} = /api/tb-v2/v1/campaigns (the spec does not show
 * their paths; docs/decisions.md "Engage: helper calls"):
 *   GET  /engagement-accounts        mailboxes you may send from (empty without access)
 *   GET  /nurturing-sender-info      who nurturing campaigns send as (null without a mailbox)
 *   POST /search-project-by-roles    your projects where you hold the given roles
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  engagementAccountsResponseSchema,
  nurturingSenderInfoResponseSchema,
  searchProjectByRolesRequestSchema,
  searchProjectByRolesResponseSchema,
} from '@talentbase/shared/contracts/engage-accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { requireAccount } from '../../../lib/http/access-guard';
import { engagementAccounts, nurturingSenderInfo, searchProjectByRoles } from './engage-accounts.service';

const BASE = '/api/tb-v2/v1/campaigns';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export async function engageAccountsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const caller = (req: Parameters<typeof requireAccount>[0] & { ip: string }) => {
    const account = requireAccount(req);
    return { scope: account.scope, subject: account.subject, ip: req.ip };
  };

  r.get(`${BASE}/engagement-accounts`, {
    // Signed in: without the campaign-view permission the answer is an empty list, not a 403.
    config: { access: { signedIn: true } },
    schema: {
      tags: ['engage'],
      summary: 'The mailboxes you may send from: yours, then those delegated to you',
      response: { 200: engagementAccountsResponseSchema, ...errors },
    },
    handler: async (req) => engagementAccounts(db, caller(req)),
  });

  r.get(`${BASE}/nurturing-sender-info`, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['engage'],
      summary: 'Who nurturing campaigns send as: your mailbox, or null',
      response: { 200: nurturingSenderInfoResponseSchema, ...errors },
    },
    handler: async (req) => nurturingSenderInfo(db, caller(req)),
  });

  r.post(`${BASE}/search-project-by-roles`, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['engage'],
      summary: 'Your projects where you hold one of the roles (default owner and recruiter)',
      body: searchProjectByRolesRequestSchema,
      response: { 200: searchProjectByRolesResponseSchema, ...errors },
    },
    handler: async (req) => searchProjectByRoles(db, caller(req), req.body),
  });
}
