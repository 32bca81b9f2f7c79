/**
 * The caller's own sending mailbox (`/admin/settings/email`): read, save, remove and test.
 *
 * - The password is sealed with the secret box under `engage-mailbox:<row id>` and never answered,
 *   logged or audited; answers say `hasPassword`.
 * - A saved password is only reused for the server and user it was typed for: changing the host or
 *   the user asks for the password again, so a borrowed session cannot point a saved password at a
 *   server of its own and read it there.
 * - The host goes through the SSRF guard with the team's `allowPrivateHosts`; the connection test
 *   connects to the address the guard checked.
 * - 'local' is the embedded test-mail catcher: only while it runs. With it on, a user without a
 *   mailbox gets a local one when they first open the page, so a demo sequence works at once.
 */
import {
  MAILBOX_PROVIDER_LABEL,
  type MailboxResponse,
  type MailboxTestResponse,
  type SaveMailbox,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/index';
import { audit } from '../../../lib/audit';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import {
  checkOutboundHost,
  type HostResolver,
  OutboundHostError,
  parseHost,
} from '../../../lib/net/outbound-host';
import type { SecretBox } from '../../../lib/secret-box';
import type { TeamScope } from '../../../lib/team-scope';
import { mailboxImapSecretAad } from '../inbound/mailbox-imap';
import { type MailboxSettings, testConnection } from '../mail/smtp-transport';
import {
  ensureLocalMailboxes,
  findMailbox,
  lockMailbox,
  type MailboxRow,
  mailboxSecretAad,
  toMailbox,
} from './mailbox.repository';
import { getTeamSendingSettings } from './team-sending-settings.service';

export type MailboxDeps = {
  db: Database;
  /** Made on first use, so an app that never touches a mailbox never creates a key file. */
  secretBox: () => SecretBox;
  /** The local test-mail catcher's port while it runs, null when it does not. */
  localTestMailPort: number | null;
  /** Host resolution for the SSRF guard (tests); the system resolver by default. */
  resolveHost?: HostResolver;
  /** Connection test timeouts in ms (tests shorten them). */
  testTimeoutMs?: number;
};

const LOCAL_OFF = 'Local test mail is not running on this installation: connect your SMTP server instead.';
const PLAIN_NEEDS_PRIVATE =
  'Unencrypted SMTP is only for a relay on your own network, which an admin has not allowed. Choose STARTTLS or TLS.';

/** The SMTP connection fields as the row stores them ('local' has none). */
function connectionOf(input: SaveMailbox) {
  if (input.provider !== 'smtp') return { host: null, port: null, security: null, user: null };
  return {
    host: parseHost(input.host ?? '').host,
    port: input.port ?? null,
    security: input.security ?? null,
    user: input.user ? input.user : null,
  };
}

/** Whether a saved password may be reused for these settings: same provider, server and user. */
function savedPasswordFits(
  saved: MailboxRow | null,
  input: SaveMailbox,
): saved is MailboxRow & { secret: string } {
  if (saved?.provider !== 'smtp' || saved.secret === null || input.provider !== 'smtp') return false;
  const c = connectionOf(input);
  return saved.smtpHost === c.host && (saved.smtpUser ?? null) === c.user;
}

async function guardHost(deps: MailboxDeps, teamId: string, input: SaveMailbox) {
  const team = await getTeamSendingSettings(deps.db, teamId);
  if (input.provider === 'local') {
    if (deps.localTestMailPort === null)
      throw new AppError('UNPROCESSABLE', LOCAL_OFF, { fields: { provider: LOCAL_OFF } });
    return null;
  }
  if (input.security === 'none' && !team.allowPrivateHosts)
    throw new AppError('UNPROCESSABLE', PLAIN_NEEDS_PRIVATE, { fields: { security: PLAIN_NEEDS_PRIVATE } });
  return checkOutboundHost(input.host ?? '', {
    allowPrivate: team.allowPrivateHosts,
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
}

const IMAP_PLAIN_NEEDS_PRIVATE =
  'Unencrypted IMAP is only for a server on your own network, which an admin has not allowed. Choose TLS or STARTTLS.';
const LOCAL_HAS_NO_INBOX =
  'Local test mail has no inbox to read: answer its messages as the candidate instead.';

/** The IMAP host, checked like the SMTP one; null when the request leaves IMAP as it is or turns it off. */
async function guardImapHost(deps: MailboxDeps, teamId: string, input: SaveMailbox): Promise<string | null> {
  const imap = input.imap;
  if (!imap) return null;
  if (input.provider === 'local')
    throw new AppError('UNPROCESSABLE', LOCAL_HAS_NO_INBOX, { fields: { 'imap.host': LOCAL_HAS_NO_INBOX } });
  const team = await getTeamSendingSettings(deps.db, teamId);
  if (imap.security === 'none' && !team.allowPrivateHosts)
    throw new AppError('UNPROCESSABLE', IMAP_PLAIN_NEEDS_PRIVATE, {
      fields: { 'imap.security': IMAP_PLAIN_NEEDS_PRIVATE },
    });
  try {
    await checkOutboundHost(imap.host, {
      allowPrivate: team.allowPrivateHosts,
      ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
    });
  } catch (error) {
    if (error instanceof OutboundHostError)
      throw new AppError('UNPROCESSABLE', error.message, {
        fields: { 'imap.host': error.message },
        reason: error.reason,
      });
    throw error;
  }
  return parseHost(imap.host).host;
}

/**
 * The IMAP columns a save writes (issue 16), or null to leave them. A changed server or user
 * starts reading afresh (cursor reset) and untested; the IMAP password is kept only for the same
 * server and user, as the SMTP one is.
 */
function imapColumns(
  saved: MailboxRow | null,
  input: SaveMailbox,
  host: string | null,
  seal: (password: string) => string,
): Partial<MailboxRow> | null {
  if (input.imap === undefined) return null;
  if (input.imap === null || host === null)
    return {
      imapHost: null,
      imapPort: null,
      imapSecurity: null,
      imapUser: null,
      imapSecret: null,
      imapStatus: 'off',
      imapLastError: null,
      imapUidValidity: null,
      imapLastUid: 0,
      imapNextPollAt: null,
    };
  const user = input.imap.user ? input.imap.user : null;
  const sameAccount = saved?.imapHost === host && (saved?.imapUser ?? null) === user;
  const password = input.imap.password ?? '';
  const changed =
    !sameAccount ||
    password !== '' ||
    saved?.imapPort !== input.imap.port ||
    saved?.imapSecurity !== input.imap.security;
  return {
    imapHost: host,
    imapPort: input.imap.port,
    imapSecurity: input.imap.security,
    imapUser: user,
    imapSecret: password !== '' ? seal(password) : sameAccount ? (saved?.imapSecret ?? null) : null,
    ...(changed ? { imapStatus: 'untested', imapLastError: null, imapNextPollAt: null } : {}),
    ...(sameAccount ? {} : { imapUidValidity: null, imapLastUid: 0 }),
  };
}

export async function getMyMailbox(deps: MailboxDeps, scope: TeamScope): Promise<MailboxResponse> {
  let row = await findMailbox(deps.db, scope.teamId, scope.userId);
  if (!row && deps.localTestMailPort !== null) {
    await ensureLocalMailboxes(deps.db, [{ teamId: scope.teamId, userId: scope.userId }]);
    row = await findMailbox(deps.db, scope.teamId, scope.userId);
  }
  const team = await getTeamSendingSettings(deps.db, scope.teamId);
  return {
    mailbox: row ? toMailbox(row) : null,
    localTestMail: deps.localTestMailPort !== null,
    defaults: { dailyCap: team.dailyCap, minSpacingSeconds: team.minSpacingSeconds },
  };
}

export async function saveMyMailbox(
  deps: MailboxDeps,
  scope: TeamScope,
  input: SaveMailbox,
  ip: string | null,
): Promise<MailboxResponse> {
  await guardHost(deps, scope.teamId, input);
  const imapHost = await guardImapHost(deps, scope.teamId, input);
  const c = connectionOf(input);
  const password = input.password ?? '';
  await deps.db.transaction(async (tx) => {
    const saved = await lockMailbox(tx, scope.teamId, scope.userId);
    const keepSecret = password === '' && savedPasswordFits(saved, input);
    if (input.provider === 'smtp' && c.user !== null && password === '' && !keepSecret) {
      throw fieldError({
        password: saved?.secret
          ? 'Enter the password again: the server or user name changed'
          : 'Enter the password',
      });
    }
    const connectionChanged =
      !saved ||
      password !== '' ||
      saved.provider !== input.provider ||
      saved.smtpHost !== c.host ||
      saved.smtpPort !== c.port ||
      saved.smtpSecurity !== c.security ||
      (saved.smtpUser ?? null) !== c.user;
    const values = {
      provider: input.provider,
      fromName: input.fromName,
      fromAddress: input.fromAddress,
      smtpHost: c.host,
      smtpPort: c.port,
      smtpSecurity: c.security,
      smtpUser: c.user,
      dailyCap: input.dailyCap,
      minSpacingSeconds: input.minSpacingSeconds,
      updatedAt: sql`now()`,
      ...(connectionChanged ? { status: 'untested', lastTestedAt: null, lastTestError: null } : {}),
    };
    const [row] = await tx
      .insert(engageMailboxes)
      .values({ teamId: scope.teamId, userId: scope.userId, ...values })
      .onConflictDoUpdate({ target: [engageMailboxes.teamId, engageMailboxes.userId], set: values })
      .returning({ id: engageMailboxes.id });
    const id = (row as { id: number }).id;
    const secret =
      input.provider === 'smtp' && c.user !== null
        ? keepSecret
          ? (saved?.secret ?? null)
          : deps.secretBox().encrypt(password, mailboxSecretAad(id))
        : null;
    const imap = imapColumns(saved, input, imapHost, (p) =>
      deps.secretBox().encrypt(p, mailboxImapSecretAad(id)),
    );
    await tx
      .update(engageMailboxes)
      .set({ secret, ...(imap ?? {}) })
      .where(eq(engageMailboxes.id, id));
    await audit(tx, {
      action: saved ? 'engage.mailbox_updated' : 'engage.mailbox_connected',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'engage_mailbox',
      targetId: String(id),
      // Never the password: only whether a new one was given.
      metadata: {
        provider: input.provider,
        fromAddress: input.fromAddress,
        host: c.host,
        port: c.port,
        security: c.security,
        user: c.user,
        passwordChanged: password !== '',
        imap:
          input.imap === undefined
            ? 'unchanged'
            : input.imap === null
              ? 'off'
              : {
                  host: imapHost,
                  port: input.imap.port,
                  security: input.imap.security,
                  user: input.imap.user ?? null,
                },
        dailyCap: input.dailyCap,
        minSpacingSeconds: input.minSpacingSeconds,
      },
      ip,
    });
  });
  return getMyMailbox(deps, scope);
}

export async function deleteMyMailbox(deps: MailboxDeps, scope: TeamScope, ip: string | null): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(engageMailboxes)
      .where(and(eq(engageMailboxes.teamId, scope.teamId), eq(engageMailboxes.userId, scope.userId)))
      .returning({ id: engageMailboxes.id, provider: engageMailboxes.provider });
    if (!row) throw notFound('Mailbox');
    await audit(tx, {
      action: 'engage.mailbox_removed',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'engage_mailbox',
      targetId: String(row.id),
      metadata: { provider: row.provider },
      ip,
    });
  });
}

type TestOutcome = { ok: boolean; message: string; reason: MailboxTestResponse['reason'] };

/**
 * Connects, upgrades to TLS and signs in as a send would, with the submitted settings (the saved
 * password when the field is left blank and the server and user are unchanged). The result is
 * stored on the saved mailbox only when the tested settings are the saved ones.
 */
export async function testMyMailbox(
  deps: MailboxDeps,
  scope: TeamScope,
  input: SaveMailbox,
): Promise<MailboxTestResponse> {
  const saved = await findMailbox(deps.db, scope.teamId, scope.userId);
  let checked: Awaited<ReturnType<typeof guardHost>> = null;
  let outcome: TestOutcome | null = null;
  try {
    checked = await guardHost(deps, scope.teamId, input);
  } catch (error) {
    if (!(error instanceof OutboundHostError) || error.reason !== 'unresolvable') throw error;
    outcome = { ok: false, message: error.message, reason: 'host-not-found' };
  }
  const c = connectionOf(input);
  let password = input.password ?? '';
  let usedSaved = false;
  if (!outcome && input.provider === 'smtp' && c.user !== null && password === '') {
    if (!savedPasswordFits(saved, input)) {
      throw fieldError({
        password: saved?.secret
          ? 'Enter the password again: the server or user name changed'
          : 'Enter the password to test the connection',
      });
    }
    try {
      password = deps.secretBox().decrypt(saved.secret, mailboxSecretAad(saved.id));
      usedSaved = true;
    } catch {
      outcome = {
        ok: false,
        message:
          'The saved password can no longer be read (the server’s secrets key changed). Enter it again.',
        reason: 'no-password',
      };
    }
  }
  if (!outcome) {
    const settings: MailboxSettings =
      input.provider === 'local'
        ? {
            host: '127.0.0.1',
            port: deps.localTestMailPort ?? 0,
            security: 'none',
            user: `team:${scope.teamId}`,
            password: 'local',
          }
        : {
            host: c.host ?? '',
            port: c.port ?? 0,
            security: c.security ?? 'starttls',
            user: c.user ?? '',
            password,
          };
    const t = deps.testTimeoutMs;
    const result = await testConnection(settings, {
      ...(checked ? { connectAddress: checked.address } : {}),
      ...(t ? { timeouts: { connection: t, greeting: t, socket: t, dns: t } } : {}),
    });
    outcome = result.ok
      ? {
          ok: true,
          message: `Connected and signed in to ${input.provider === 'local' ? MAILBOX_PROVIDER_LABEL.local : c.host}.`,
          reason: null,
        }
      : {
          ok: false,
          message:
            result.failure.serverResponse && result.failure.reason !== 'rejected'
              ? `${result.failure.message} The server said: ${result.failure.serverResponse}`
              : result.failure.message,
          reason: result.failure.reason,
        };
  }
  const testedAt = new Date();
  const sameAsSaved =
    saved !== null &&
    saved.provider === input.provider &&
    saved.smtpHost === c.host &&
    saved.smtpPort === c.port &&
    saved.smtpSecurity === c.security &&
    (saved.smtpUser ?? null) === c.user &&
    (input.provider !== 'smtp' || c.user === null || usedSaved || passwordMatches(deps, saved, password));
  let mailbox: MailboxTestResponse['mailbox'] = null;
  if (sameAsSaved) {
    const [row] = await deps.db
      .update(engageMailboxes)
      .set({
        status: outcome.ok ? 'ok' : 'failed',
        lastTestedAt: testedAt,
        lastTestError: outcome.ok ? null : outcome.message,
      })
      .where(eq(engageMailboxes.id, saved.id))
      .returning();
    mailbox = row ? toMailbox(row) : null;
  }
  return { ...outcome, testedAt: testedAt.toISOString(), mailbox };
}

function passwordMatches(deps: MailboxDeps, saved: MailboxRow, password: string): boolean {
  if (!saved.secret) return false;
  try {
    return deps.secretBox().decrypt(saved.secret, mailboxSecretAad(saved.id)) === password;
  } catch {
    return false;
  }
}
