/**
 * The ATS job an applicant-match job is linked to (talent sync's ATS_SYNC relation: atsName is the
 * catalogue provider id, atsJobId the ATS's job) and the team's connection to that ATS, opened
 * with its decrypted credentials for one call (export/ats-connection.ts). The secret box is the
 * app's (set by the import routes' registration), so the ATS-shaped calls elsewhere in the
 * module can open the connection too.
 */
import { TALENTSYNC_RELATION_TYPE } from '@talentbase/shared';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import { hasConnector } from '../../integrations/connectors';
import {
  type ConnectorTuning,
  type OpenedConnection,
  openForJob,
  toAppError,
} from '../../integrations/export/ats-connection';

export type AtsJobLink = {
  projectId: number;
  teamId: string;
  atsName: string;
  atsLabel: string;
  atsJobId: string;
  atsJobName: string | null;
  /** The team's connection to that ATS (null: not connected, or disconnected). */
  connectionId: string | null;
  connectionStatus: string | null;
};

export const atsLabelOf = (atsName: string) => connectEntry(atsName)?.company ?? atsName;

type LinkRow = {
  project_id: string;
  ats_name: string;
  ats_job_id: string;
  metadata: { atsJobName?: string | null } | null;
  connection_id: string | null;
  connection_status: string | null;
};

const toLink = (teamId: string, r: LinkRow): AtsJobLink => ({
  projectId: Number(r.project_id),
  teamId,
  atsName: r.ats_name,
  atsLabel: atsLabelOf(r.ats_name),
  atsJobId: r.ats_job_id,
  atsJobName: r.metadata?.atsJobName ?? null,
  connectionId: r.connection_status === 'disconnected' ? null : r.connection_id,
  connectionStatus: r.connection_status,
});

/**
 * The ATS links of a team's projects, by project id or by ATS job id (the caller checks the
 * project is visible). The team's connection is its team-wide one for that provider.
 */
export async function findAtsLinks(
  db: Executor,
  teamId: string,
  by: { projectIds?: readonly number[]; atsJobId?: string },
): Promise<AtsJobLink[]> {
  const where =
    by.projectIds !== undefined
      ? sql`r.project_id = any(${`{${by.projectIds.join(',') || '0'}}`}::bigint[])`
      : sql`r.ats_job_id = ${by.atsJobId ?? ''}`;
  const { rows } = await db.execute<LinkRow>(sql`
    select r.project_id::text as project_id, r.ats_name, r.ats_job_id, r.metadata,
           c.id::text as connection_id, c.status as connection_status
      from project_relations r
      join match_jobs j on j.project_id = r.project_id and j.team_id = r.team_id
      left join integration_connections c
             on c.team_id = r.team_id and c.provider_id = r.ats_name and c.owner_key = ''
     where r.team_id = ${teamId} and r.type = ${TALENTSYNC_RELATION_TYPE}
       and r.ats_name is not null and r.ats_job_id is not null and ${where}
     order by r.project_id`);
  return rows.map((r) => toLink(teamId, r));
}

export async function atsLinkOf(db: Executor, teamId: string, projectId: number): Promise<AtsJobLink | null> {
  return (await findAtsLinks(db, teamId, { projectIds: [projectId] }))[0] ?? null;
}

export const canReadApplicants = (link: AtsJobLink) => hasConnector(link.atsName);

const secretBoxes = new WeakMap<Database, () => SecretBox>();

/** Called where the routes are registered: the secret box that opens this app's connections. */
export function useSecretBox(db: Database, secretBox: () => SecretBox): void {
  secretBoxes.set(db, secretBox);
}

export function secretBoxFor(db: Database): SecretBox {
  const box = secretBoxes.get(db);
  if (!box) throw new AppError('UNAVAILABLE', 'The ATS connection cannot be opened right now');
  return box();
}

/** Opens the link's connection, or explains (422) why the ATS cannot be reached from this job. */
export async function openLinked(
  db: Executor,
  secretBox: SecretBox,
  link: AtsJobLink,
  tuning?: ConnectorTuning,
): Promise<OpenedConnection> {
  if (!canReadApplicants(link))
    throw new AppError('UNPROCESSABLE', `Talentbase cannot read applicants from ${link.atsLabel} yet`);
  if (!link.connectionId)
    throw new AppError(
      'UNPROCESSABLE',
      `${link.atsLabel} is not connected: an admin connects it on the integrations page`,
    );
  try {
    return await openForJob(db, secretBox, link.teamId, link.connectionId, tuning);
  } catch (err) {
    throw toAppError(err, link.atsLabel);
  }
}
