/**
 * Connections to the connect catalogue's integrations (issue 19): connect, configure, test and
 * disconnect, for the team (an admin's job) or for the member personally (per-user entries).
 *
 * - Fields are checked against the entry's modal definition: unknown keys, missing required
 *   fields and malformed emails are a 400 naming the field; custom URL fields go through the
 *   outbound-host guard (a private address is a 400 unless the team allows private hosts) and
 *   cannot be changed after connecting. The connector vendors' optional API address may change on
 *   Configure (audited with the old and new address).
 * - The connection test runs before anything is written: a failing test is a 422 with its
 *   message and nothing is stored. A passing one is written with the row and its audit entry in one
 *   transaction.
 * - The credentials are sealed (secret box, associated data binding them to the row) and never
 *   leave the server: answers carry `hasCredentials` and the names of the stored fields.
 */
import type {
  CatalogueState,
  CatalogueStatesResponse,
  ConfigureRequest,
  ConnectCatalogueEntry,
  ConnectRequest,
  IntegrationConnection,
} from '@talentbase/shared/contracts/integrations';
import { API_ADDRESS_FIELD } from '@talentbase/shared/integrations/api-address';
import {
  CONNECT_CATALOGUE,
  connectEntry,
  connectionScope,
  usesOAuth,
} from '@talentbase/shared/integrations/connect-catalogue';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { integrationConnections } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import { type SecretBox, SecretBoxError } from '../../lib/secret-box';
import type { TeamScope } from '../../lib/team-scope';
import { getTeamSendingSettings } from '../engage/mailboxes/team-sending-settings.service';
import { checkFields, mergeApiAddress, type Split } from './connection-fields';
import type { ConnectionTester } from './connection-test';
import { type ConnectionRow, loadOwn, rowsFor, toConnection } from './integrations.repository';
import { oauthUnavailable } from './oauth/oauth-clients';

type Row = ConnectionRow;

export type IntegrationDeps = {
  db: Database;
  secretBox: () => SecretBox;
  tester: ConnectionTester;
};

export type Actor = { scope: TeamScope; isAdmin: boolean; ip?: string | null };

export const credentialsAad = (id: string) => `integration:${id}:credentials`;

const adminOnly = (entry: ConnectCatalogueEntry) =>
  `Only an admin of your team can connect ${entry.company}.`;

/** Why this user cannot connect the entry now, or null when they can. */
export function blockedReason(
  entry: ConnectCatalogueEntry,
  isAdmin: boolean,
  teamConnected: boolean,
): string | null {
  if (entry.contactus) return `Contact ${entry.company} to connect: they set the integration up for you.`;
  if (entry.appConnectType === 'EMAIL')
    return 'Email accounts are connected from your Engage mailbox settings.';
  if (entry.appConnectType === 'CALENDAR')
    return 'Calendars and meeting tools are connected from your calendar settings.';
  if (entry.authType === 'entry+rpa')
    return `${entry.company} is connected from the Talentbase browser extension.`;
  if (entry.authType === 'teamBased+oauth' && !teamConnected && !isAdmin)
    return `An admin of your team must first authorise ${entry.company} for the company; then you can connect your own account.`;
  if (usesOAuth(entry)) {
    const missing = oauthUnavailable(entry);
    if (missing) return missing;
    // Once the company is authorised, members sign in with their own accounts.
    if (entry.authType === 'teamBased+oauth') return null;
  }
  if (connectionScope(entry) === 'team' && !isAdmin) return adminOnly(entry);
  return null;
}

export async function listStates(db: Database, actor: Actor): Promise<CatalogueStatesResponse> {
  const rows = await rowsFor(db, actor.scope);
  const { allowPrivateHosts } = await getTeamSendingSettings(db, actor.scope.teamId);
  const states: CatalogueState[] = CONNECT_CATALOGUE.map((entry) => {
    const team = rows.find((r) => r.providerId === entry.id && r.scope === 'team') ?? null;
    const mine = rows.find((r) => r.providerId === entry.id && r.scope === 'user') ?? null;
    const live = (r: Row | null) => r !== null && r.status !== 'disconnected';
    // Team-based OAuth: a member's own sign-in; for an admin, the company authorisation they made.
    const own =
      entry.authType === 'teamBased+oauth'
        ? (mine ?? (actor.isAdmin ? team : null))
        : connectionScope(entry) === 'user'
          ? mine
          : team;
    return {
      providerId: entry.id,
      installed: live(own),
      teamConnection: team ? toConnection(team) : null,
      userConnection: mine ? toConnection(mine) : null,
      blockedReason: live(own) ? null : blockedReason(entry, actor.isAdmin, live(team)),
    };
  });
  return { isAdmin: actor.isAdmin, allowPrivateHosts, states };
}

export async function listConnections(db: Database, scope: TeamScope): Promise<IntegrationConnection[]> {
  return (await rowsFor(db, scope)).filter((r) => r.status !== 'disconnected').map(toConnection);
}

async function runTest(
  deps: IntegrationDeps,
  entry: ConnectCatalogueEntry,
  split: Split,
  allowPrivateHosts: boolean,
) {
  const outcome = await deps.tester(entry.id, split.secrets, { settings: split.settings, allowPrivateHosts });
  return { ...outcome, checkedAt: new Date().toISOString() };
}

function testFailed(message: string): AppError {
  return new AppError('UNPROCESSABLE', `The connection test failed: ${message}`, { test: 'failed' });
}

export async function connect(
  deps: IntegrationDeps,
  actor: Actor,
  input: ConnectRequest,
): Promise<IntegrationConnection> {
  const entry = connectEntry(input.providerId);
  if (!entry) throw fieldError({ providerId: 'Unknown integration' }, 'Unknown integration');
  const { scope } = actor;
  const userScoped = connectionScope(entry) === 'user';
  const existing = await rowsFor(deps.db, scope);
  const teamRow = existing.find((r) => r.providerId === entry.id && r.scope === 'team');
  const blocked = blockedReason(entry, actor.isAdmin, !!teamRow && teamRow.status !== 'disconnected');
  if (blocked) throw new AppError(blocked === adminOnly(entry) ? 'FORBIDDEN' : 'UNPROCESSABLE', blocked);
  if (usesOAuth(entry))
    throw new AppError('UNPROCESSABLE', `${entry.company} is connected by signing in with ${entry.company}.`);
  const mine = userScoped ? existing.find((r) => r.providerId === entry.id && r.scope === 'user') : teamRow;
  if (mine && mine.status !== 'disconnected')
    throw new AppError('CONFLICT', `${entry.company} is already connected: use Configure to change it.`);

  const { allowPrivateHosts } = await getTeamSendingSettings(deps.db, scope.teamId);
  const split = await checkFields(entry, input.fields, allowPrivateHosts, false);
  const test = await runTest(deps, entry, split, allowPrivateHosts);
  if (!test.ok) throw testFailed(test.message);

  const row = await deps.db.transaction(async (tx) => {
    const values = {
      status: 'connected',
      settings: split.settings,
      credentials: null as string | null,
      storedFields: Object.keys(split.secrets),
      lastTest: test,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    let saved: Row;
    if (mine) {
      [saved] = (await tx
        .update(integrationConnections)
        .set({ ...values, createdBy: scope.userId })
        .where(eq(integrationConnections.id, mine.id))
        .returning()) as [Row];
    } else {
      [saved] = (await tx
        .insert(integrationConnections)
        .values({
          ...values,
          teamId: scope.teamId,
          providerId: entry.id,
          scope: userScoped ? 'user' : 'team',
          userId: userScoped ? scope.userId : null,
          ownerKey: userScoped ? scope.userId : '',
          createdBy: scope.userId,
        })
        .onConflictDoNothing()
        .returning()) as [Row];
      if (!saved)
        throw new AppError('CONFLICT', `${entry.company} is already connected: use Configure to change it.`);
    }
    if (Object.keys(split.secrets).length > 0) {
      const sealed = deps.secretBox().encrypt(JSON.stringify(split.secrets), credentialsAad(saved.id));
      [saved] = (await tx
        .update(integrationConnections)
        .set({ credentials: sealed })
        .where(eq(integrationConnections.id, saved.id))
        .returning()) as [Row];
    }
    await audit(tx, {
      action: 'integration.connected',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'integration_connection',
      targetId: saved.id,
      metadata: {
        providerId: entry.id,
        scope: saved.scope,
        fields: saved.storedFields,
        settings: Object.keys(saved.settings),
        ...(saved.settings[API_ADDRESS_FIELD] ? { apiAddress: saved.settings[API_ADDRESS_FIELD] } : {}),
      },
      ip: actor.ip ?? null,
    });
    return saved;
  });
  return toConnection(row);
}

function mayChange(actor: Actor, row: Row, entry: ConnectCatalogueEntry): void {
  if (row.scope === 'team' && !actor.isAdmin)
    throw new AppError('FORBIDDEN', `Only an admin of your team can change the ${entry.company} connection.`);
}

/** The stored secrets. One sealed under a previous SECRETS_KEY (or tampered with) cannot be
 * opened: the answer says to enter the credentials again (configure with every secret field). */
function openCredentials(
  deps: IntegrationDeps,
  row: Row,
  typed: Record<string, string> = {},
): Record<string, string> {
  if (!row.credentials) return {};
  try {
    return JSON.parse(deps.secretBox().decrypt(row.credentials, credentialsAad(row.id))) as Record<
      string,
      string
    >;
  } catch (err) {
    if (!(err instanceof SecretBoxError)) throw err;
    if (row.storedFields.every((f) => typed[f])) return {};
    throw new AppError(
      'UNPROCESSABLE',
      "The stored credentials can no longer be opened (the server's secrets key changed): enter them again.",
      { reason: err.reason },
    );
  }
}

export async function configure(
  deps: IntegrationDeps,
  actor: Actor,
  id: string,
  input: ConfigureRequest,
): Promise<IntegrationConnection> {
  const { row, entry } = await loadOwn(deps.db, actor.scope, id);
  mayChange(actor, row, entry);
  if (row.status === 'disconnected')
    throw new AppError('CONFLICT', `${entry.company} is not connected: connect it first.`);
  if (entry.disable_config) throw new AppError('CONFLICT', `${entry.company} has nothing to configure.`);
  const defs = entry.modal?.content ?? [];
  const errors: Record<string, string> = {};
  for (const def of defs) {
    const typed = input.fields[def.field]?.trim();
    if (def.url && typed && typed.replace(/\/+$/, '') !== (row.settings[def.field] ?? ''))
      errors[def.field] = `${def.label} cannot be changed after connecting: disconnect and connect again.`;
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  const secretsOnly = Object.fromEntries(
    Object.entries(input.fields).filter(([k]) => !defs.find((d) => d.field === k)?.url),
  );
  const { allowPrivateHosts } = await getTeamSendingSettings(deps.db, actor.scope.teamId);
  const typed = await checkFields(entry, secretsOnly, allowPrivateHosts, true);
  const address = mergeApiAddress(row.settings, typed.settings);
  const merged: Split = {
    secrets: { ...openCredentials(deps, row, typed.secrets), ...typed.secrets },
    settings: address.settings,
  };
  const test = await runTest(deps, entry, merged, allowPrivateHosts);
  if (!test.ok) throw testFailed(test.message);
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(integrationConnections)
      .set({
        status: 'connected',
        credentials:
          Object.keys(merged.secrets).length > 0
            ? deps.secretBox().encrypt(JSON.stringify(merged.secrets), credentialsAad(row.id))
            : null,
        storedFields: Object.keys(merged.secrets),
        settings: merged.settings,
        lastTest: test,
        updatedBy: actor.scope.userId,
        updatedAt: new Date(),
      })
      .where(eq(integrationConnections.id, row.id))
      .returning()) as [Row];
    await audit(tx, {
      action: 'integration.configured',
      teamId: actor.scope.teamId,
      orgId: actor.scope.orgId,
      actorUserId: actor.scope.userId,
      targetType: 'integration_connection',
      targetId: row.id,
      metadata: {
        providerId: entry.id,
        replacedFields: Object.keys(typed.secrets),
        ...(address.changed ? { apiAddress: address.changed } : {}),
      },
      ip: actor.ip ?? null,
    });
    return updated;
  });
  return toConnection(saved);
}

export async function retest(
  deps: IntegrationDeps,
  actor: Actor,
  id: string,
): Promise<IntegrationConnection> {
  const { row, entry } = await loadOwn(deps.db, actor.scope, id);
  mayChange(actor, row, entry);
  if (row.status === 'disconnected')
    throw new AppError('CONFLICT', `${entry.company} is not connected: connect it first.`);
  const { allowPrivateHosts } = await getTeamSendingSettings(deps.db, actor.scope.teamId);
  const test = usesOAuth(entry)
    ? await oauthRenewalTest(deps, row)
    : await runTest(
        deps,
        entry,
        { secrets: openCredentials(deps, row), settings: row.settings },
        allowPrivateHosts,
      );
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(integrationConnections)
      .set({ status: test.ok ? 'connected' : 'error', lastTest: test, updatedAt: new Date() })
      .where(eq(integrationConnections.id, row.id))
      .returning()) as [Row];
    await audit(tx, {
      action: 'integration.tested',
      teamId: actor.scope.teamId,
      orgId: actor.scope.orgId,
      actorUserId: actor.scope.userId,
      targetType: 'integration_connection',
      targetId: row.id,
      metadata: { providerId: entry.id, ok: test.ok },
      ip: actor.ip ?? null,
    });
    return updated;
  });
  return toConnection(saved);
}

/**
 * An OAuth connection is tested by renewing its sign-in (oauth.service.ts `renewalTest`). Loaded
 * when used: the OAuth service imports this module for the connection rules.
 */
async function oauthRenewalTest(deps: IntegrationDeps, row: Row) {
  const { renewalTest } = await import('./oauth/oauth.service');
  return { ...(await renewalTest(deps.db, deps.secretBox(), row)), checkedAt: new Date().toISOString() };
}

export async function disconnect(
  deps: IntegrationDeps,
  actor: Actor,
  id: string,
): Promise<IntegrationConnection> {
  const { row, entry } = await loadOwn(deps.db, actor.scope, id);
  mayChange(actor, row, entry);
  const cleared = {
    status: 'disconnected',
    credentials: null,
    storedFields: [],
    settings: {},
    lastTest: null,
    updatedBy: actor.scope.userId,
    updatedAt: new Date(),
  };
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(integrationConnections)
      .set(cleared)
      .where(eq(integrationConnections.id, row.id))
      .returning()) as [Row];
    // Withdrawing the company authorisation of a team-based OAuth provider ends the members'
    // personal connections too: they were allowed only under it (the admin-first rule).
    const members =
      entry.authType === 'teamBased+oauth' && row.scope === 'team'
        ? await tx
            .update(integrationConnections)
            .set(cleared)
            .where(
              and(
                eq(integrationConnections.teamId, row.teamId),
                eq(integrationConnections.providerId, entry.id),
                eq(integrationConnections.scope, 'user'),
                ne(integrationConnections.status, 'disconnected'),
              ),
            )
            .returning({ id: integrationConnections.id })
        : [];
    await audit(tx, {
      action: 'integration.disconnected',
      teamId: actor.scope.teamId,
      orgId: actor.scope.orgId,
      actorUserId: actor.scope.userId,
      targetType: 'integration_connection',
      targetId: row.id,
      metadata: {
        providerId: entry.id,
        ...(members.length > 0 ? { membersDisconnected: members.length } : {}),
      },
      ip: actor.ip ?? null,
    });
    return updated;
  });
  return toConnection(saved);
}
