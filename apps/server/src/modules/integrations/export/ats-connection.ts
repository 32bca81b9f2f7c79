/**
 * Opening a team's connection for an export: its catalogue names, the decrypted credentials (for
 * one call, never kept or returned) and the vendor's connector with the team's private-host switch.
 * Connector failures become answers a recruiter can act on, without any secret in them.
 */
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { exportEntry } from '@talentbase/shared/integrations/export-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { integrationConnections } from '../../../db/schema/index';
import { AppError, notFound } from '../../../lib/errors';
import { type SecretBox, SecretBoxError } from '../../../lib/secret-box';
import type { TeamScope } from '../../../lib/team-scope';
import { getTeamSendingSettings } from '../../engage/mailboxes/team-sending-settings.service';
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  connectorFor,
  credentialsFromFields,
  hasConnector,
} from '../connectors';
import { type ConnectionRow, loadOwn } from '../integrations.repository';
import { credentialsAad } from '../integrations.service';
import { refreshIfNeeded } from '../oauth/oauth.service';

export type OpenedConnection = {
  row: ConnectionRow;
  /** The vendor's name as the catalogue spells it. */
  name: string;
  connector: Connector;
};

export type ConnectorTuning = Pick<ConnectorOptions, 'maxRetries' | 'sleep' | 'timeoutMs' | 'idempotency'>;

/** The export catalogue's flags for a provider (Greenhouse Harvest: job optional, stage needed with a job). */
export function exportFlags(providerId: string) {
  const entry = exportEntry(providerId);
  return {
    hasJobs: entry?.hasJobs ?? false,
    jobOptional: entry?.jobOptional ?? !entry?.hasJobs,
    hasStages: entry?.hasStages ?? false,
    needStage: entry?.needStage ?? false,
  };
}

export function openCredentials(secretBox: SecretBox, row: ConnectionRow): Record<string, string> {
  if (!row.credentials) return {};
  try {
    return JSON.parse(secretBox.decrypt(row.credentials, credentialsAad(row.id))) as Record<string, string>;
  } catch (err) {
    if (err instanceof SecretBoxError)
      throw new ConnectorError(
        'auth',
        'The stored credentials can no longer be opened: an admin must enter them again',
      );
    throw err;
  }
}

async function build(
  db: Executor,
  secretBox: SecretBox,
  row: ConnectionRow,
  tuning: ConnectorTuning = {},
): Promise<OpenedConnection> {
  const name = connectEntry(row.providerId)?.company ?? row.providerId;
  if (!hasConnector(row.providerId))
    throw new AppError('UNPROCESSABLE', `Talentbase cannot export to ${name} yet`);
  if (row.status === 'disconnected')
    throw new AppError('UNPROCESSABLE', `${name} is disconnected: an admin must connect it again`);
  const { allowPrivateHosts } = await getTeamSendingSettings(db, row.teamId);
  row = await refreshIfNeeded(db, secretBox, row);
  const connector = connectorFor(row.providerId, {
    credentials: credentialsFromFields({ ...row.settings, ...openCredentials(secretBox, row) }),
    allowPrivateHosts,
    ...tuning,
  });
  return { row, name, connector };
}

/** A connection the caller may use (the team's, or their own personal one); others are 404. */
export async function openForCaller(
  db: Executor,
  secretBox: SecretBox,
  scope: TeamScope,
  connectionId: string,
): Promise<OpenedConnection> {
  const { row } = await loadOwn(db, scope, connectionId);
  try {
    return await build(db, secretBox, row);
  } catch (err) {
    throw toAppError(err, connectEntry(row.providerId)?.company ?? row.providerId);
  }
}

/** For the export job: the connection by id inside its team. */
export async function openForJob(
  db: Executor,
  secretBox: SecretBox,
  teamId: string,
  connectionId: string,
  tuning?: ConnectorTuning,
): Promise<OpenedConnection> {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.id, connectionId), eq(integrationConnections.teamId, teamId)));
  if (!row) throw notFound('Connection');
  return build(db, secretBox, row, tuning);
}

const WHY: Record<ConnectorError['kind'], string> = {
  auth: 'refused the connection’s credentials: an admin must update them on the integration’s page',
  not_found: 'does not know this job or account',
  rate_limited: 'asks us to slow down: try again in a minute',
  invalid: 'did not accept the request',
  unavailable: 'could not be reached or answered with an error: try again later',
  timeout: 'did not answer in time: try again later',
};

/** What a recruiter reads when the ATS fails; the connector's own message never carries a secret. */
export function failureMessage(err: ConnectorError, name: string): string {
  if (err.kind === 'invalid' || err.kind === 'not_found') return `${name} ${WHY[err.kind]}: ${err.message}`;
  return `${name} ${WHY[err.kind]}`;
}

export function toAppError(err: unknown, name: string): unknown {
  if (!(err instanceof ConnectorError)) return err;
  const message = failureMessage(err, name);
  switch (err.kind) {
    case 'not_found':
      return new AppError('NOT_FOUND', message);
    case 'rate_limited':
      return new AppError('RATE_LIMITED', message);
    case 'unavailable':
    case 'timeout':
      return new AppError('UNAVAILABLE', message);
    default:
      return new AppError('UNPROCESSABLE', message, { kind: err.kind });
  }
}
