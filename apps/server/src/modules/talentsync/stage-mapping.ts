/**
 * Checks a link's stage mapping before it is saved: every pipeline stage is a stage of the
 * project's hiring process, and every ATS stage is one the ATS lists for the linked job (read
 * live through the team's connection of that ATS). The ATS stage names are taken from the list.
 * Without a connection to that ATS the ATS stage ids cannot be checked and nothing can sync; the
 * mapping is then kept as given (docs/decisions.md).
 */
import { stageMappingKey } from '@talentbase/shared';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { TeamScope } from '../../lib/team-scope';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { openForJob, toAppError } from '../integrations/export/ats-connection';
import type { AtsLink } from './talentsync.service';

export async function checkedStageMapping(
  db: Executor,
  secretBox: SecretBox,
  scope: TeamScope,
  projectId: number,
  link: AtsLink,
): Promise<AtsLink> {
  const mapping = link.stageMapping ?? [];
  if (mapping.length === 0) return link;
  const { detail } = await projectPipeline(db, scope.teamId, projectId);
  // A stage of the pipeline, or a category of it that has no stages (Screen, Interview...).
  const positions = new Map<string, number>();
  for (const c of detail) {
    if (c.stages.length === 0)
      positions.set(stageMappingKey({ stageId: null, categoryId: c.categoryId }), c.categoryId);
    for (const s of c.stages) positions.set(stageMappingKey({ stageId: s.stageId }), c.categoryId);
  }
  const missing = mapping.filter((m) => !positions.has(stageMappingKey(m)));
  if (missing.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      `${missing[0]?.stageId !== null ? `Stage ${missing[0]?.stageId}` : `Category ${missing[0]?.categoryId}`} is not a stage of this project's hiring process`,
      { stageIds: missing.map((m) => m.stageId), categoryIds: missing.map((m) => m.categoryId ?? null) },
    );
  const name = connectEntry(link.atsName)?.company ?? link.atsName;
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from integration_connections
     where team_id = ${scope.teamId} and provider_id = ${link.atsName} and status <> 'disconnected'
       and (user_id is null or user_id = ${scope.userId})
     order by (user_id is null) desc, created_at limit 1`);
  const connectionId = rows[0]?.id;
  // Without a connection there is nothing to check against, and nothing syncs: kept as given.
  if (!connectionId)
    return {
      ...link,
      stageMapping: mapping.map((m) => ({ ...m, categoryId: positions.get(stageMappingKey(m)) })),
    };
  let atsStages: { id: string; name: string }[];
  try {
    const { connector } = await openForJob(db, secretBox, scope.teamId, connectionId);
    atsStages = await connector.listStages(link.atsJobId);
  } catch (err) {
    throw toAppError(err, name);
  }
  const byId = new Map(atsStages.map((s) => [s.id, s.name]));
  const unknown = mapping.filter((m) => !byId.has(m.atsStageId));
  if (unknown.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      `${unknown[0]?.atsStageId} is not a stage of job ${link.atsJobId} in ${name}`,
      { atsStageIds: unknown.map((m) => m.atsStageId) },
    );
  return {
    ...link,
    stageMapping: mapping.map((m) => ({
      stageId: m.stageId,
      categoryId: positions.get(stageMappingKey(m)),
      atsStageId: m.atsStageId,
      atsStageName: byId.get(m.atsStageId) ?? m.atsStageName ?? '',
    })),
  };
}
