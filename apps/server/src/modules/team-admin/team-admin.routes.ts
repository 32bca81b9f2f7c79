/**
 * The team calls of spec section 7 under /api/v1/team/ (remove-user, seat-cancel,
 * seat-reactivate, transfer, switch-license, resend-email, withdraw-invite, members, seats),
 * inviting, and the public invitation link. The member table's calls are for pro admins and org
 * admins (spec section 6, `adminMemberTable`); moving a member to another team is for org admins.
 */
import { can, errorBodySchema, meResponseSchema } from '@talentbase/shared';
import {
  adminConsoleResponseSchema,
  implantationResponseSchema,
  implantationUpdateSchema,
} from '@talentbase/shared/contracts/admin-console';
import {
  acceptInvitationRequestSchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  inviteRequestSchema,
  memberResponseSchema,
  removeUserRequestSchema,
  seatRequestSchema,
  switchLicenseRequestSchema,
  teamBatchResponseSchema,
  teamEmailsRequestSchema,
  teamMembersQuerySchema,
  teamMembersResponseSchema,
  teamSeatsQuerySchema,
  teamSeatsResponseSchema,
  transferRequestSchema,
} from '@talentbase/shared/contracts/team-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Executor } from '../../db/client';
import { type CookieSettings, setCsrfCookie, setSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import type { SystemMailer } from '../../lib/system-mail';
import { randomToken } from '../../lib/tokens';
import { buildContext, toCurrentUser } from '../auth/account-context';
import { loadSessionRow } from '../auth/auth.repository';
import { type AuthSettings, startSession } from '../auth/auth.service';
import type { LoginThrottle } from '../auth/login-throttle';
import { adminConsole, implantation, updateImplantation } from './admin-console.service';
import {
  acceptInvitation,
  invitationGuard,
  invitationInfo,
  invite,
  resendInvitations,
  withdrawInvitations,
} from './invitations.service';
import { listMembers, type MemberRow, membersByEmail, toTeamMember } from './members.repository';
import * as members from './members.service';
import { seatSummary } from './seats';

export type TeamAdminRouteOptions = {
  db: Database;
  mailer: SystemMailer;
  publicUrl: string;
  cookies: CookieSettings;
  settings: AuthSettings;
  /** The sign-in throttle: an existing account's password given on an invitation counts too. */
  throttle: LoginThrottle;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const MEMBER_TABLE = { access: { gate: 'adminMemberTable' as const } };

function actorOf(req: FastifyRequest): members.Actor {
  const { scope } = requireAccount(req);
  return { userId: scope.userId, teamId: scope.teamId, orgId: scope.orgId, via: 'user', ip: req.ip ?? null };
}

/**
 * A batch of one answers like a single call: when its only address could not be taken, the
 * reason is the error (409), so a script removing one person sees the refusal.
 */
function singleRefusal(result: { done: number; results: { ok: boolean; reason: string | null }[] }) {
  if (result.results.length === 1 && result.done === 0)
    throw new AppError('CONFLICT', result.results[0]?.reason ?? 'Nothing was changed');
}

export async function teamAdminRoutes(app: FastifyInstance, opts: TeamAdminRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const sendAll = (req: FastifyRequest, mails: Parameters<SystemMailer['send']>[0][]) => {
    for (const mail of mails)
      opts.mailer
        .send(mail)
        .catch((err: unknown) => req.log.error({ err }, 'system email could not be queued'));
  };

  r.get('/api/v1/team/members', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary: 'Team members with paging (limit 0 = all), search and filters by licence and status',
      querystring: teamMembersQuerySchema,
      response: { 200: teamMembersResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const page = await listMembers(db, scope.teamId, req.query);
      return {
        data: page.rows.map(toTeamMember),
        total: page.total,
        start: req.query.start,
        limit: req.query.limit,
      };
    },
  });

  r.get('/api/v1/team/seats', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary: 'Seats bought, used and free per licence, and the seats in use (filter: licenses)',
      querystring: teamSeatsQuerySchema,
      response: { 200: teamSeatsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const licenses = req.query.licenses?.length
        ? req.query.licenses
        : (['Recruiter', 'Collaborator'] as const);
      const [summary, inUse] = await Promise.all([
        seatSummary(db, scope.teamId),
        listMembers(db, scope.teamId, {
          start: 0,
          limit: 0,
          licenses: [...licenses],
          statuses: ['active', 'pending'],
        }),
      ]);
      return {
        licenses: summary.filter((s) => licenses.includes(s.license)),
        data: inUse.rows.map(toTeamMember),
      };
    },
  });

  const seatCall = (
    path: string,
    summary: string,
    change: (tx: Executor, actor: members.Actor, id: string) => Promise<MemberRow>,
  ) =>
    r.post(path, {
      config: MEMBER_TABLE,
      schema: {
        tags: ['team'],
        summary,
        body: seatRequestSchema,
        response: { 200: memberResponseSchema, ...errors },
      },
      handler: async (req) => {
        const actor = actorOf(req);
        const row = await db.transaction((tx) => change(tx, actor, req.body.teamMemberId));
        return { member: toTeamMember(row) };
      },
    });

  seatCall(
    '/api/v1/team/seat-cancel',
    'Cancel a member’s seat (status 0): they lose access at once',
    (tx, a, id) => members.cancelSeat(tx, a, a.teamId, id),
  );
  seatCall('/api/v1/team/seat-reactivate', 'Reactivate a cancelled seat (takes a free seat)', (tx, a, id) =>
    members.reactivateSeat(tx, a, a.teamId, id),
  );

  r.post('/api/v1/team/switch-license', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary: 'Switch a member’s licence (Recruiter or Collaborator); effective on their next request',
      body: switchLicenseRequestSchema,
      response: { 200: memberResponseSchema, ...errors },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await db.transaction((tx) =>
        members.switchLicense(tx, actor, actor.teamId, req.body.teamMemberId, req.body.license),
      );
      return { member: toTeamMember(row) };
    },
  });

  r.post('/api/v1/team/transfer', {
    config: { access: { gate: 'orgAdminOnly' } },
    schema: {
      tags: ['team'],
      summary: 'Move a member to another team of the organisation (org admins)',
      body: transferRequestSchema,
      response: { 200: memberResponseSchema, ...errors },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await db.transaction((tx) =>
        members.transferMember(tx, actor, actor.teamId, req.body.teamMemberId, req.body.teamId),
      );
      return { member: toTeamMember(row) };
    },
  });

  r.post('/api/v1/team/remove-user', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary:
        'Remove members by email (status 3): their sessions end, their projects pass to newOwnerUserId (default: you)',
      body: removeUserRequestSchema,
      response: { 200: teamBatchResponseSchema, ...errors },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const emails = req.body.emails.map((e) => e.trim().toLowerCase());
      const result = await db.transaction(async (tx) => {
        const found = new Map((await membersByEmail(tx, actor.teamId, emails)).map((m) => [m.email, m]));
        const results = [];
        for (const email of [...new Set(emails)]) {
          const member = found.get(email);
          if (!member) {
            results.push({ email, ok: false, reason: 'Not a member of your team' });
            continue;
          }
          try {
            // Each removal in its own savepoint: a refused one leaves the others done.
            await tx.transaction((sp) =>
              members.removeMember(sp, actor, actor.teamId, member.id, {
                newOwnerUserId: req.body.newOwnerUserId,
              }),
            );
            results.push({ email, ok: true, reason: null });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            results.push({ email, ok: false, reason: err.message });
          }
        }
        const done = results.filter((x) => x.ok).length;
        return { done, skipped: results.length - done, results };
      });
      singleRefusal(result);
      return result;
    },
  });

  r.post('/api/v1/team/invite', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary:
        'Invite people by email (a list or pasted text) with a licence; each gets a single-use link that expires in 7 days',
      body: inviteRequestSchema,
      response: { 200: teamBatchResponseSchema, ...errors },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const { result, mails } = await invite(db, actor, req.body, {
        publicUrl: opts.publicUrl,
        canInviteToOtherTeams: can(requireAccount(req).subject, 'orgAdminOnly'),
      });
      sendAll(req, mails);
      singleRefusal(result);
      return result;
    },
  });

  r.post('/api/v1/team/resend-email', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary: 'Send invitations again with a new link (the old one stops working)',
      body: teamEmailsRequestSchema,
      response: { 200: teamBatchResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { result, mails } = await resendInvitations(db, actorOf(req), req.body.emails, opts.publicUrl);
      sendAll(req, mails);
      singleRefusal(result);
      return result;
    },
  });

  r.post('/api/v1/team/withdraw-invite', {
    config: MEMBER_TABLE,
    schema: {
      tags: ['team'],
      summary: 'Withdraw invitations: their links stop working and their seats are free again',
      body: teamEmailsRequestSchema,
      response: { 200: teamBatchResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { result } = await withdrawInvitations(db, actorOf(req), req.body.emails);
      singleRefusal(result);
      return result;
    },
  });

  r.get('/api/v1/team/invitations/:token', {
    config: { access: { public: true } },
    schema: {
      tags: ['team'],
      summary: 'What an invitation link offers (team, licence, whether the address has an account)',
      params: invitationTokenParamsSchema,
      response: { 200: invitationInfoSchema, 404: errorBodySchema, 410: errorBodySchema },
    },
    handler: async (req) => invitationInfo(db, req.params.token),
  });

  r.post('/api/v1/team/invitations/:token/accept', {
    config: { access: { public: true } },
    schema: {
      tags: ['team'],
      summary:
        'Accept an invitation: a new account sets its name and a strict password; an existing one gives its password. Signs in',
      params: invitationTokenParamsSchema,
      body: acceptInvitationRequestSchema,
      response: { 200: meResponseSchema, ...errors, 410: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (req, reply) => {
      const accepted = await acceptInvitation(
        db,
        req.params.token,
        req.body,
        invitationGuard(opts.throttle, req.ip ?? null),
      );
      const session = await startSession(db, accepted.userId, accepted.teamId, opts.settings, {
        ip: req.ip ?? null,
        userAgent: req.headers['user-agent'] ?? null,
      });
      const row = await loadSessionRow(db, session.sessionId);
      if (!row) throw new AppError('INTERNAL', 'Session could not be started');
      setSessionCookie(reply, session.token, opts.cookies);
      setCsrfCookie(reply, randomToken(24), opts.cookies);
      return { user: toCurrentUser(buildContext(row, app.installationFeatures)) };
    },
  });

  r.get('/api/v1/admin/console', {
    config: { access: { gate: 'adminConsole' } },
    schema: {
      tags: ['team'],
      summary: 'The admin console: seats per licence, members by status, credits, recent admin actions',
      response: { 200: adminConsoleResponseSchema, ...errors },
    },
    handler: async (req) => adminConsole(db, requireAccount(req).scope),
  });

  r.get('/api/v1/admin/implantation', {
    config: { access: { gate: 'adminConsole' } },
    schema: {
      tags: ['team'],
      summary: 'The onboarding mode and the setup checklist',
      response: { 200: implantationResponseSchema, ...errors },
    },
    handler: async (req) => implantation(db, requireAccount(req).scope),
  });

  r.put('/api/v1/admin/implantation', {
    config: { access: { gate: 'adminConsole' } },
    schema: {
      tags: ['team'],
      summary:
        'Set the onboarding mode (0 none, 1 implantation, 2 onboarding) and tick manual checklist items',
      body: implantationUpdateSchema,
      response: { 200: implantationResponseSchema, ...errors },
    },
    handler: async (req) => updateImplantation(db, requireAccount(req).scope, req.body, req.ip ?? null),
  });
}
