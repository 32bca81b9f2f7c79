/**
 * Talent sync (issue 19 item 5): a project linked to a job of the team's ATS, stored as the
 * project's relation of type ATS_SYNC (atsName, atsJobId; job name and stage mapping in its
 * metadata). One link per project: the project row is locked while the link changes.
 */
import {
  TALENTSYNC_RELATION_TYPE,
  TALENTSYNC_STATUS_CONFIGURED,
  TALENTSYNC_STATUS_NOT_SETUP,
  type TalentsyncProjectConfig,
} from '@talentbase/shared';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { jsonDocument } from '../../db/json-param';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { requireVisibleProjects } from '../projects/project-access';
import type { Caller } from '../projects/project-lifecycle.service';
import { requireProjectAction } from '../projects/projects.service';
import { checkedStageMapping } from './stage-mapping';

type StageMapping = TalentsyncProjectConfig['stageMapping'];
export type AtsLink = { atsName: string; atsJobId: string; atsJobName?: string; stageMapping?: StageMapping };

type LinkRow = {
  project_id: string;
  ats_name: string;
  ats_job_id: string;
  metadata: { atsJobName?: string | null; stageMapping?: StageMapping };
  updated_by: string | null;
  updated_at: Date | string;
};

async function linksOf(db: Executor, teamId: string, ids: readonly number[]): Promise<Map<string, LinkRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<LinkRow>(sql`
    select r.project_id::text as project_id, r.ats_name, r.ats_job_id, r.metadata,
           u.full_name as updated_by, r.updated_at
      from project_relations r left join users u on u.id = r.updated_by
     where r.team_id = ${teamId} and r.type = ${TALENTSYNC_RELATION_TYPE}
       and r.project_id = any(${`{${ids.join(',')}}`}::bigint[])
       and r.ats_name is not null and r.ats_job_id is not null`);
  return new Map(rows.map((r) => [r.project_id, r]));
}

const present = (r: LinkRow): TalentsyncProjectConfig => ({
  projectId: r.project_id,
  atsName: r.ats_name,
  atsJobId: r.ats_job_id,
  atsJobName: r.metadata?.atsJobName ?? null,
  stageMapping: r.metadata?.stageMapping ?? [],
  status: TALENTSYNC_STATUS_CONFIGURED,
  updatedBy: r.updated_by,
  updateDate: new Date(r.updated_at).toISOString(),
});

/** The project's link, or null (not linked, or a sample project). Another team's id: 404. */
export async function projectConfig(
  db: Executor,
  caller: Caller,
  projectId: number,
): Promise<TalentsyncProjectConfig | null> {
  await requireVisibleProjects(db, caller, [projectId]);
  if (isDemoProjectId(projectId)) return null;
  const row = (await linksOf(db, caller.scope.teamId, [projectId])).get(String(projectId));
  return row ? present(row) : null;
}

/** Not Setup until linked, Configured after; any id the caller cannot see fails the whole call (404). */
export async function configStatus(db: Executor, caller: Caller, projectIds: readonly number[]) {
  await requireVisibleProjects(db, caller, projectIds);
  const links = await linksOf(
    db,
    caller.scope.teamId,
    projectIds.filter((id) => !isDemoProjectId(id)),
  );
  return projectIds.map((id) => ({
    projectId: String(id),
    status: links.has(String(id)) ? TALENTSYNC_STATUS_CONFIGURED : TALENTSYNC_STATUS_NOT_SETUP,
  }));
}

/** Writes the link inside the caller's transaction (the project row is locked by the caller). */
export async function writeLink(
  tx: Executor,
  caller: Caller,
  projectId: number,
  link: AtsLink,
): Promise<void> {
  const metadata = jsonDocument({
    atsJobName: link.atsJobName || null,
    stageMapping: link.stageMapping ?? [],
  });
  const { rows } = await tx.execute<{ id: string; ats_name: string | null; ats_job_id: string | null }>(sql`
    select id::text as id, ats_name, ats_job_id from project_relations
     where project_id = ${projectId} and type = ${TALENTSYNC_RELATION_TYPE} order by id limit 1`);
  const before = rows[0];
  if (before)
    await tx.execute(sql`
      update project_relations
         set ats_name = ${link.atsName}, ats_job_id = ${link.atsJobId}, metadata = ${metadata}::jsonb,
             status = 1, updated_by = ${caller.scope.userId}, updated_at = now()
       where id = ${before.id}`);
  else
    await tx.execute(sql`
      insert into project_relations (team_id, project_id, type, status, updated_by, uniq_id, metadata, ats_name, ats_job_id)
      values (${caller.scope.teamId}, ${projectId}, ${TALENTSYNC_RELATION_TYPE}, 1, ${caller.scope.userId},
              ${`${link.atsName}:${link.atsJobId}`}, ${metadata}::jsonb, ${link.atsName}, ${link.atsJobId})`);
  await audit(tx, {
    action: 'project.ats_linked',
    teamId: caller.scope.teamId,
    actorUserId: caller.scope.userId,
    targetType: 'project',
    targetId: String(projectId),
    metadata: {
      before: before ? { atsName: before.ats_name, atsJobId: before.ats_job_id } : null,
      after: { atsName: link.atsName, atsJobId: link.atsJobId, stageMapping: link.stageMapping ?? [] },
    },
    ip: caller.ip,
  });
}

async function lockProject(tx: Executor, caller: Caller, projectId: number): Promise<void> {
  if (isDemoProjectId(projectId)) throw notFound('Project');
  await requireProjectAction(tx, caller.scope, projectId, 'candidate.syncToAts');
  await tx.execute(
    sql`select id from projects where id = ${projectId} and team_id = ${caller.scope.teamId} for update`,
  );
}

/** Link (or re-link) a project to an ATS job: owner and recruiter (Sync to ATS). */
export async function linkProject(
  db: Database,
  caller: Caller,
  projectId: number,
  link: AtsLink,
  secretBox?: SecretBox,
) {
  let checked = link;
  if (link.stageMapping?.length) {
    // Visibility first (another team's project is 404), then the ATS's live stage list, outside the transaction.
    if (isDemoProjectId(projectId)) throw notFound('Project');
    await requireProjectAction(db, caller.scope, projectId, 'candidate.syncToAts');
    if (!secretBox) throw new AppError('UNPROCESSABLE', 'Stage mapping needs the connection vault');
    checked = await checkedStageMapping(db, secretBox, caller.scope, projectId, link);
  }
  await db.transaction(async (tx) => {
    await lockProject(tx, caller, projectId);
    await writeLink(tx, caller, projectId, checked);
  });
  return projectConfig(db, caller, projectId);
}

/** Remove the link; the project goes back to Not Setup. Unlinking an unlinked project changes nothing. */
export async function unlinkProject(db: Database, caller: Caller, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProject(tx, caller, projectId);
    const { rows } = await tx.execute<{ ats_name: string | null; ats_job_id: string | null }>(sql`
      delete from project_relations where project_id = ${projectId} and type = ${TALENTSYNC_RELATION_TYPE}
      returning ats_name, ats_job_id`);
    if (rows.length === 0) return;
    await audit(tx, {
      action: 'project.ats_unlinked',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { before: { atsName: rows[0]?.ats_name, atsJobId: rows[0]?.ats_job_id } },
      ip: caller.ip,
    });
  });
}
