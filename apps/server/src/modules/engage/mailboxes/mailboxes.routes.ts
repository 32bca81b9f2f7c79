/**
 * Engage settings under {engage base} = /api/tb-v2/v1/engage:
 *   GET/PUT/DELETE /mailbox, POST /mailbox/test, POST /mailbox/imap-test   the caller's own mailbox (gate engage)
 *   GET/POST /delegations, DELETE /delegations/{delegateUserId}   email delegation (gate engage)
 *   GET /team-settings (gate engage), PUT /team-settings (gate teamSettings)   sending defaults
 */
import { errorBodySchema, okResponseSchema } from '@talentbase/shared';
import {
  delegationParamsSchema,
  delegationsResponseSchema,
  grantDelegationRequestSchema,
  mailboxImapTestResponseSchema,
  mailboxResponseSchema,
  mailboxTestResponseSchema,
  saveMailboxRequestSchema,
  teamSendingSettingsSchema,
  updateTeamSendingSettingsRequestSchema,
} from '@talentbase/shared/contracts/engage-mailboxes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccount } from '../../../lib/http/access-guard';
import { grantDelegation, listDelegations, revokeDelegation } from './delegations.service';
import {
  deleteMyMailbox,
  getMyMailbox,
  type MailboxDeps,
  saveMyMailbox,
  testMyMailbox,
} from './mailbox.service';
import { testMyMailboxImap } from './mailbox-imap-test';
import { getTeamSendingSettings, updateTeamSendingSettings } from './team-sending-settings.service';

const BASE = '/api/tb-v2/v1/engage';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export async function engageSettingsRoutes(app: FastifyInstance, deps: MailboxDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(`${BASE}/mailbox`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        'Your sending mailbox (never its password), whether local test mail runs, and the team defaults',
      response: { 200: mailboxResponseSchema, ...errors },
    },
    handler: async (req) => getMyMailbox(deps, requireAccount(req).scope),
  });

  r.put(`${BASE}/mailbox`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        'Connect or change your mailbox; a blank password keeps the saved one for the same server and user',
      body: saveMailboxRequestSchema,
      response: { 200: mailboxResponseSchema, ...errors },
    },
    handler: async (req) => saveMyMailbox(deps, requireAccount(req).scope, req.body, req.ip),
  });

  r.delete(`${BASE}/mailbox`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Disconnect your mailbox (its password is deleted)',
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteMyMailbox(deps, requireAccount(req).scope, req.ip);
      return { ok: true as const };
    },
  });

  r.post(`${BASE}/mailbox/test`, {
    // Each test opens a connection to a host the user typed: a few a minute are plenty.
    config: { access: { gate: 'engage' }, rateLimit: { max: 10, timeWindow: 60_000 } },
    schema: {
      tags: ['engage'],
      summary:
        'Test the submitted mailbox settings (or the saved password when left blank): connect, TLS, sign in',
      body: saveMailboxRequestSchema,
      response: { 200: mailboxTestResponseSchema, ...errors },
    },
    handler: async (req) => testMyMailbox(deps, requireAccount(req).scope, req.body),
  });

  r.post(`${BASE}/mailbox/imap-test`, {
    config: { access: { gate: 'engage' }, rateLimit: { max: 10, timeWindow: 60_000 } },
    schema: {
      tags: ['engage'],
      summary:
        'Test reading replies: sign in to the saved IMAP server and open the inbox; the result is kept',
      response: { 200: mailboxImapTestResponseSchema, ...errors, 409: errorBodySchema },
    },
    handler: async (req) => testMyMailboxImap(deps, requireAccount(req).scope),
  });

  r.get(`${BASE}/delegations`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Who may send for you, who you may send for, and the members you can grant',
      response: { 200: delegationsResponseSchema, ...errors },
    },
    handler: async (req) => listDelegations(db, requireAccount(req).scope),
  });

  r.post(`${BASE}/delegations`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Let a member of your team send from your mailbox and edit your sequences',
      body: grantDelegationRequestSchema,
      response: { 200: delegationsResponseSchema, ...errors },
    },
    handler: async (req) => grantDelegation(db, requireAccount(req).scope, req.body.delegateUserId, req.ip),
  });

  r.delete(`${BASE}/delegations/:delegateUserId`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Take back a delegation',
      params: delegationParamsSchema,
      response: { 200: delegationsResponseSchema, ...errors },
    },
    handler: async (req) =>
      revokeDelegation(db, requireAccount(req).scope, req.params.delegateUserId, req.ip),
  });

  r.get(`${BASE}/team-settings`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        "The team's sending window, time zone, cap, spacing, privacy notice, footer and tracking domain",
      response: { 200: teamSendingSettingsSchema, ...errors },
    },
    handler: async (req) => getTeamSendingSettings(db, requireAccount(req).scope.teamId),
  });

  r.put(`${BASE}/team-settings`, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['engage'],
      summary:
        "Change the team's sending settings (only the fields given); a window that never opens is refused",
      body: updateTeamSendingSettingsRequestSchema,
      response: { 200: teamSendingSettingsSchema, ...errors },
    },
    handler: async (req) => updateTeamSendingSettings(db, requireAccount(req).scope, req.body, req.ip),
  });
}
