/**
 * Invitations: an admin invites addresses with a licence; each gets a pending seat and an email
 * with a single-use link that expires after INVITATION_TTL_DAYS. Accepting sets a name and a
 * strict password (or, for an address that already has an account, asks for its password) and
 * signs the person in. Resend makes a new link (the old one stops working); withdraw frees the
 * seat. Only the SHA-256 of a link's token is stored.
 */
import type {
  AcceptInvitationRequest,
  EmailOutcome,
  InvitationInfo,
  InviteRequest,
  TeamBatchResponse,
} from '@talentbase/shared/contracts/team-admin';
import type { TeamLicense } from '@talentbase/shared/domain/accounts';
import { strictPasswordProblems } from '@talentbase/shared/validators/password';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { describeWait, type ThrottleKey } from '../../lib/failure-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SystemMessage } from '../../lib/system-mail';
import { randomToken, sha256 } from '../../lib/tokens';
import type { LoginThrottle } from '../auth/login-throttle';
import { domainOf, findConnectionByDomain } from '../sso/sso-connections.service';
import { checkAddresses } from './invite-addresses';
import { defaultRolesSql, type MemberRow, membersByEmail } from './members.repository';
import { type Actor, requireTransition } from './members.service';
import { seatLimitMessage, seatSummary } from './seats';

export const INVITATION_TTL_DAYS = 7;

export type InvitationMail = SystemMessage;

type TeamFacts = { id: string; name: string; org_name: string };

async function teamFacts(db: Executor, teamId: string, orgId: string): Promise<TeamFacts> {
  const { rows } = await db.execute<TeamFacts>(sql`
    select t.id::text, t.name, o.name as org_name from teams t join organizations o on o.id = t.org_id
     where t.id = ${teamId} and t.org_id = ${orgId}`);
  if (!rows[0]) throw notFound('Team');
  return rows[0];
}

async function inviterName(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const { rows } = await db.execute<{ full_name: string }>(
    sql`select full_name from users where id = ${userId}`,
  );
  return rows[0]?.full_name ?? null;
}

function invitationMail(
  to: string,
  token: string,
  team: TeamFacts,
  license: TeamLicense,
  inviter: string | null,
  publicUrl: string,
): InvitationMail {
  const link = `${publicUrl}/invitation/${token}`;
  return {
    to,
    teamId: team.id,
    kind: 'team-invitation',
    subject: `${inviter ?? 'Your admin'} invited you to ${team.name} on Talentbase`,
    text: [
      `${inviter ?? 'An admin'} invited you to join ${team.name} (${team.org_name}) on Talentbase with a ${license} seat.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this email, ignore it.`,
    ].join('\n'),
  };
}

const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);

function existingReason(member: MemberRow, teamName: string): string | null {
  if (member.status === 3) return null; // a removed member may be invited again
  if (member.status === 0) return `Has a cancelled seat on ${teamName}: reactivate it instead`;
  if (member.user_id === null) return 'Already invited: resend the invitation instead';
  return `Already a member of ${teamName}`;
}

/**
 * Invites every valid address of the batch, or none when the seats would not suffice (409 naming
 * the numbers, with each address's outcome in the details). Malformed and repeated addresses and
 * current members are reported one by one and do not stop the others.
 */
export async function invite(
  db: Database,
  actor: Actor,
  input: InviteRequest,
  options: { publicUrl: string; canInviteToOtherTeams: boolean },
): Promise<{ result: TeamBatchResponse; mails: InvitationMail[] }> {
  const teamId = input.teamId ?? actor.teamId;
  if (teamId !== actor.teamId && !options.canInviteToOtherTeams) throw notFound('Team');
  const checks = checkAddresses(input.emails);
  if (checks.length === 0) throw fieldError({ emails: 'Give at least one email address' });
  return db.transaction(async (tx) => {
    const team = await teamFacts(tx, teamId, actor.orgId);
    const valid = checks.filter((c) => c.reason === null).map((c) => c.email);
    const existing = new Map((await membersByEmail(tx, teamId, valid)).map((m) => [m.email, m]));
    const outcomes: EmailOutcome[] = checks.map((c) => {
      const member = existing.get(c.email);
      const reason = c.reason ?? (member ? existingReason(member, team.name) : null);
      return { email: c.email, ok: reason === null, reason };
    });
    const toInvite = outcomes.filter((o) => o.ok).map((o) => o.email);
    await tx.execute(sql`select id from teams where id = ${teamId} for update`);
    const seats = (await seatSummary(tx, teamId)).find((s) => s.license === input.license);
    if (seats && toInvite.length > seats.free)
      throw new AppError('CONFLICT', seatLimitMessage(input.license, seats, toInvite.length), {
        license: input.license,
        free: seats.free,
        needed: toInvite.length,
        results: outcomes.slice(0, 1000),
      });
    const tokens = toInvite.map(() => randomToken(24));
    if (toInvite.length > 0) {
      const batch = JSON.stringify(
        toInvite.map((email, i) => ({
          email,
          token_hash: sha256(tokens[i] as string),
          removed: existing.get(email)?.id ?? null,
        })),
      );
      // Removed members invited again reuse their row (one membership per address and team).
      await tx.execute(sql`
        with batch as (select * from jsonb_to_recordset(${batch}::jsonb) as b(email text, token_hash text, removed uuid)),
        revived as (
          update team_members m set status = 1, user_id = null, license = ${input.license},
                 account_roles = ${defaultRolesSql(teamId)},
                 invited_by = ${actor.userId}, status_changed_at = now(), updated_at = now()
            from batch b where m.id = b.removed returning m.id, m.email),
        fresh as (
          insert into team_members (team_id, email, license, status, invited_by, status_changed_at, account_roles)
          select ${teamId}, b.email, ${input.license}, 1, ${actor.userId}, now(), ${defaultRolesSql(teamId)}
            from batch b where b.removed is null
          returning id, email),
        seats as (select * from revived union all select * from fresh)
        insert into team_invitations (team_id, team_member_id, email, token_hash, expires_at, invited_by)
        select ${teamId}, s.id, s.email, b.token_hash, ${expiry().toISOString()}::timestamptz, ${actor.userId}
          from seats s join batch b on b.email = s.email`);
    }
    await analyzeAfterBulk(tx, toInvite.length);
    await audit(tx, {
      action: 'member.invited',
      teamId,
      orgId: actor.orgId,
      actorUserId: actor.userId,
      targetType: 'team',
      targetId: teamId,
      metadata: {
        license: input.license,
        count: toInvite.length,
        emails: toInvite.slice(0, 100),
        via: actor.via,
      },
      ip: actor.ip ?? null,
    });
    const inviter = await inviterName(tx, actor.userId);
    const mails = toInvite.map((email, i) =>
      invitationMail(email, tokens[i] as string, team, input.license, inviter, options.publicUrl),
    );
    return {
      result: { done: toInvite.length, skipped: outcomes.length - toInvite.length, results: outcomes },
      mails,
    };
  });
}

/** A batch this large plans badly on statistics from before it (a join thousands of times). */
const BULK = 500;

/**
 * After a batch of thousands of invitations the tables' statistics still describe them small, and
 * the next batch's joins would be planned as nested scans (minutes instead of a second).
 */
async function analyzeAfterBulk(tx: Executor, rows: number) {
  if (rows >= BULK) await tx.execute(sql`analyze team_members, team_invitations`);
}

type BatchStep = (tx: Executor, members: MemberRow[]) => Promise<InvitationMail[]>;

/**
 * Checks each address's pending member, then runs `step` once for all that may be taken (set-based:
 * a list of thousands is a few statements), reporting the ones that cannot.
 */
async function forEachInvitation(
  db: Database,
  actor: Actor,
  emails: string[],
  action: 'resendInvite' | 'withdrawInvite',
  step: BatchStep,
): Promise<{ result: TeamBatchResponse; mails: InvitationMail[] }> {
  const checks = checkAddresses(emails);
  return db.transaction(async (tx) => {
    const valid = checks.filter((c) => c.reason === null).map((c) => c.email);
    const members = new Map((await membersByEmail(tx, actor.teamId, valid)).map((m) => [m.email, m]));
    const results: EmailOutcome[] = [];
    const taken: MemberRow[] = [];
    for (const c of checks) {
      const member = members.get(c.email);
      let reason = c.reason ?? (member ? null : 'No invitation for this address on your team');
      if (!reason && member) {
        try {
          requireTransition(member, action);
        } catch (err) {
          reason = err instanceof AppError ? err.message : 'Cannot be changed';
        }
      }
      if (reason || !member) {
        results.push({ email: c.email, ok: false, reason });
        continue;
      }
      taken.push(member);
      results.push({ email: c.email, ok: true, reason: null });
    }
    await analyzeAfterBulk(tx, taken.length);
    const mails = taken.length > 0 ? await step(tx, taken) : [];
    return { result: { done: taken.length, skipped: results.length - taken.length, results }, mails };
  });
}

async function auditBatch(tx: Executor, actor: Actor, action: string, members: MemberRow[]) {
  await audit(tx, {
    action,
    teamId: actor.teamId,
    orgId: actor.orgId,
    actorUserId: actor.userId,
    targetType: members.length === 1 ? 'team_member' : 'team',
    targetId: members.length === 1 ? members[0]?.id : actor.teamId,
    metadata: {
      email: members.length === 1 ? members[0]?.email : undefined,
      count: members.length,
      emails: members.slice(0, 100).map((m) => m.email),
    },
    ip: actor.ip ?? null,
  });
}

export function resendInvitations(db: Database, actor: Actor, emails: string[], publicUrl: string) {
  return forEachInvitation(db, actor, emails, 'resendInvite', async (tx, members) => {
    const tokens = members.map(() => randomToken(24));
    const batch = JSON.stringify(
      members.map((m, i) => ({ member_id: m.id, email: m.email, token_hash: sha256(tokens[i] as string) })),
    );
    const expires = expiry().toISOString();
    // The open invitation gets a new link (the old one stops working); a pending seat without one
    // (made by an older release) gets a fresh invitation.
    await tx.execute(sql`
      with batch as (select * from jsonb_to_recordset(${batch}::jsonb) as b(member_id uuid, email text, token_hash text)),
      updated as (
        update team_invitations i set token_hash = b.token_hash, expires_at = ${expires}::timestamptz,
               send_count = send_count + 1, last_sent_at = now()
          from batch b
         where i.id = (select id from team_invitations o where o.team_member_id = b.member_id
                        and o.accepted_at is null and o.withdrawn_at is null order by o.created_at desc limit 1)
        returning i.team_member_id)
      insert into team_invitations (team_id, team_member_id, email, token_hash, expires_at, invited_by)
      select ${actor.teamId}, b.member_id, b.email, b.token_hash, ${expires}::timestamptz, ${actor.userId}
        from batch b where b.member_id not in (select team_member_id from updated)`);
    await auditBatch(tx, actor, 'member.invitation_resent', members);
    const team = await teamFacts(tx, actor.teamId, actor.orgId);
    const inviter = await inviterName(tx, actor.userId);
    return members.map((m, i) =>
      invitationMail(m.email, tokens[i] as string, team, m.license, inviter, publicUrl),
    );
  });
}

export function withdrawInvitations(db: Database, actor: Actor, emails: string[]) {
  return forEachInvitation(db, actor, emails, 'withdrawInvite', async (tx, members) => {
    const ids = JSON.stringify(members.map((m) => m.id));
    // The ids are read once into a materialised list: a set-returning call in a filter can be
    // evaluated again for every row, which is quadratic on a list of thousands.
    await tx.execute(sql`
      with ids as materialized (select jsonb_array_elements_text(${ids}::jsonb)::uuid as id)
      update team_invitations i set withdrawn_at = now()
        from ids where i.team_member_id = ids.id and i.accepted_at is null and i.withdrawn_at is null`);
    await tx.execute(sql`
      with ids as materialized (select jsonb_array_elements_text(${ids}::jsonb)::uuid as id)
      delete from team_members m using ids where m.id = ids.id and m.user_id is null`);
    await auditBatch(tx, actor, 'member.invitation_withdrawn', members);
    return [];
  });
}

type InvitationRow = {
  id: string;
  team_id: string;
  org_id: string;
  team_member_id: string | null;
  email: string;
  expires_at: Date | string;
  accepted_at: Date | string | null;
  withdrawn_at: Date | string | null;
  team_name: string;
  org_name: string;
  license: TeamLicense | null;
  inviter: string | null;
  user_id: string | null;
};

const INVALID_LINK = 'This invitation link is not valid. Ask your admin to send a new one.';

async function findInvitation(db: Executor, token: string, lock: boolean): Promise<InvitationRow> {
  return findInvitationByHash(db, sha256(token), lock);
}

async function findInvitationByHash(db: Executor, tokenHash: string, lock: boolean): Promise<InvitationRow> {
  const { rows } = await db.execute<InvitationRow>(sql`
    select i.id::text, i.team_id::text, t.org_id::text, i.team_member_id::text, i.email, i.expires_at,
           i.accepted_at, i.withdrawn_at, t.name as team_name, o.name as org_name, m.license,
           u.full_name as inviter, (select id::text from users where email = i.email) as user_id
      from team_invitations i
      join teams t on t.id = i.team_id join organizations o on o.id = t.org_id
      left join team_members m on m.id = i.team_member_id
      left join users u on u.id = i.invited_by
     where i.token_hash = ${tokenHash} ${lock ? sql`for update of i` : sql``}`);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', INVALID_LINK);
  if (row.accepted_at) throw new AppError('GONE', 'This invitation was already used: log in instead.');
  if (row.withdrawn_at || !row.team_member_id || !row.license)
    throw new AppError('GONE', 'This invitation was withdrawn. Ask your admin if you still need access.');
  if (new Date(row.expires_at).getTime() < Date.now())
    throw new AppError('GONE', 'This invitation has expired. Ask your admin to send it again.');
  return row;
}

export async function invitationInfo(db: Executor, token: string): Promise<InvitationInfo> {
  const row = await findInvitation(db, token, false);
  const sso = await invitationSso(db, row);
  return {
    sso,
    email: row.email,
    teamName: row.team_name,
    organizationName: row.org_name,
    license: row.license as TeamLicense,
    invitedBy: row.inviter,
    expiresAt: new Date(row.expires_at).toISOString(),
    existingAccount: row.user_id !== null,
  };
}

/** Takes up the invitation; answers the user and team to start a session for. */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: AcceptInvitationRequest,
  guard: InvitationGuard,
): Promise<{ userId: string; teamId: string }> {
  const found = await findInvitation(db, token, false);
  // An address whose organisation signs in through SSO only: no password to set or give.
  if ((await invitationSso(db, found)).required) throw ssoRequiredForInvitation();
  // Giving an existing account's password is a password check: throttled like sign-in, per
  // invitation, per address (the same bucket as the sign-in form's) and per source address.
  const attempt = found.user_id ? guard.throttle.throttle.attempt(guard.keys(found)) : null;
  if (attempt && !attempt.allowed) throw invitationThrottledError(attempt.retryAfterMs);
  // Hashing is slow: done before the transaction holds its locks.
  const newHash = input.fullName !== undefined && !found.user_id ? await hashPassword(input.password) : null;
  const accepted = await db.transaction(async (tx) => {
    const row = await findInvitation(tx, token, true);
    let userId = row.user_id;
    if (userId) {
      const { rows } = await tx.execute<{ password_hash: string }>(
        sql`select password_hash from users where id = ${userId}`,
      );
      if (!(await verifyPassword(input.password, rows[0]?.password_hash ?? '')))
        throw fieldError({ password: 'This is not the password of your Talentbase account' });
    } else {
      if (input.fullName === undefined || !newHash) throw fieldError({ fullName: 'Enter your name' });
      const problems = strictPasswordProblems(input.password);
      if (problems.length > 0) throw fieldError({ password: problems[0] as string });
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into users (email, full_name, password_hash, password_changed_at)
        values (${row.email}, ${input.fullName}, ${newHash}, now()) returning id::text`);
      userId = rows[0]?.id as string;
    }
    return takeUp(tx, row, userId, 'password');
  });
  attempt?.succeeded();
  return accepted;
}

/**
 * The one way an invitation is taken up, whether the person set a password or came through
 * single sign-on: the invitation's pending seat (team and licence) becomes theirs, the link is
 * used up, and the audit log says how.
 */
async function takeUp(
  tx: Executor,
  row: InvitationRow,
  userId: string,
  via: 'password' | 'sso',
): Promise<{ userId: string; teamId: string }> {
  await tx.execute(sql`
    update team_members set user_id = ${userId}, status_changed_at = now(), updated_at = now()
     where id = ${row.team_member_id} and user_id is null`);
  await tx.execute(sql`update team_invitations set accepted_at = now() where id = ${row.id}`);
  await audit(tx, {
    action: 'member.invitation_accepted',
    teamId: row.team_id,
    orgId: row.org_id,
    actorUserId: userId,
    targetType: 'team_member',
    targetId: row.team_member_id ?? undefined,
    metadata: { email: row.email, via },
  });
  return { userId, teamId: row.team_id };
}

export type InvitationGuard = {
  throttle: LoginThrottle;
  keys: (invitation: { id: string; email: string }) => ThrottleKey[];
};

/** Throttle buckets for an invitation accepted with an existing account's password. */
export function invitationGuard(throttle: LoginThrottle, ip: string | null): InvitationGuard {
  return { throttle, keys: (inv) => throttle.invitationKeys({ invitationId: inv.id, email: inv.email, ip }) };
}

export function invitationThrottledError(retryAfterMs: number): AppError {
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many wrong passwords for this invitation. Try again in ${describeWait(retryAfterMs)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  );
}

const ssoRequiredForInvitation = () =>
  new AppError(
    'CONFLICT',
    'Your organisation signs in through single sign-on: accept the invitation with Continue with single sign-on.',
    { ssoRequired: true },
  );

/**
 * Whether the invited address can (or must) come through its organisation's single sign-on: its
 * domain is one of the organisation's and the connection has a protocol set up.
 */
async function invitationSso(db: Executor, row: InvitationRow): Promise<InvitationInfo['sso']> {
  const c = await findConnectionByDomain(db, domainOf(row.email));
  const ready = !!c && ((c.samlEnabled && !!c.idpSsoUrl) || (c.oidcEnabled && !!c.oidcIssuer));
  if (!c || !ready) return { available: false, required: false };
  if (c.orgId !== row.org_id) return { available: false, required: c.ssoRequired };
  return { available: true, required: c.ssoRequired };
}

/** The IdP vouched for another address than the invited one. */
export class InvitationEmailMismatch extends Error {}

/**
 * Takes up the invitation (by its link's hash, kept server-side during the SSO round trip) for
 * the person the identity provider vouched for. The asserted email must be the invited address;
 * otherwise nothing changes and the invitation stays usable. A new person gets an account with
 * an unusable random password (they sign in through SSO).
 */
export async function acceptInvitationThroughSso(
  db: Database,
  tokenHash: string,
  identity: { email: string; fullName: string | null },
): Promise<{ userId: string; teamId: string; email: string }> {
  const email = identity.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const row = await findInvitationByHash(tx, tokenHash, true);
    if (row.email.toLowerCase() !== email) throw new InvitationEmailMismatch(row.email);
    let userId = row.user_id;
    if (!userId) {
      const name = (identity.fullName?.trim() || email.split('@')[0] || email).slice(0, 120);
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into users (email, full_name, password_hash)
        values (${row.email}, ${name}, ${await hashPassword(randomToken(32))}) returning id::text`);
      userId = rows[0]?.id as string;
    }
    return { ...(await takeUp(tx, row, userId, 'sso')), email: row.email };
  });
}

/** The invitation a link's hash names, if it may still be used (for the SSO start). */
export async function usableInvitation(db: Executor, token: string) {
  const row = await findInvitation(db, token, false);
  return { tokenHash: sha256(token), orgId: row.org_id, email: row.email, sso: await invitationSso(db, row) };
}
