/**
 * What the two-way sync reads about a linked project: its ATS link (project_relations ATS_SYNC),
 * whether the vendor syncs both ways (the connect catalogue's two_way_integration), and which
 * pipeline stage an ATS stage maps back to.
 */
import { TALENTSYNC_RELATION_TYPE } from '@talentbase/shared';
import type { TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type StageMap = {
  stageId: number | null;
  categoryId?: number;
  atsStageId: string;
  atsStageName?: string;
}[];
export type Position = { categoryId: number; stageId: number | null };

export type SyncLink = {
  teamId: string;
  orgId: string;
  projectId: number;
  atsName: string;
  atsJobId: string;
  stageMapping: StageMap;
  /** Who set up the link: moves the sync makes in Talentbase are made in their name. */
  actorId: string | null;
};

/** True only for vendors the catalogue marks two-way (JazzHR, Workday, Ashby, Teamtailor...). */
export function isTwoWay(providerId: string): boolean {
  return connectEntry(providerId)?.two_way_integration === true;
}

type LinkRow = {
  team_id: string;
  org_id: string;
  project_id: string;
  ats_name: string;
  ats_job_id: string;
  metadata: { stageMapping?: StageMap } | null;
  actor_id: string | null;
};

const toLink = (r: LinkRow): SyncLink => ({
  teamId: r.team_id,
  orgId: r.org_id,
  projectId: Number(r.project_id),
  atsName: r.ats_name,
  atsJobId: r.ats_job_id,
  stageMapping: r.metadata?.stageMapping ?? [],
  actorId: r.actor_id,
});

const linkSelect = sql`
  select r.team_id, t.org_id, r.project_id::text as project_id, r.ats_name, r.ats_job_id, r.metadata,
         coalesce(r.updated_by, p.created_by,
                  (select m.user_id from project_members m where m.project_id = p.id order by m.user_id limit 1))::text as actor_id
    from project_relations r
    join projects p on p.id = r.project_id and p.team_id = r.team_id
    join teams t on t.id = r.team_id
   where r.type = ${TALENTSYNC_RELATION_TYPE} and r.ats_name is not null and r.ats_job_id is not null`;

export async function linkOfProject(
  db: Executor,
  teamId: string,
  projectId: number,
): Promise<SyncLink | null> {
  const { rows } = await db.execute<LinkRow>(
    sql`${linkSelect} and r.team_id = ${teamId} and r.project_id = ${projectId} order by r.id limit 1`,
  );
  return rows[0] ? toLink(rows[0]) : null;
}

/** Every linked project of two-way vendors (of one team, or of all teams for the periodic pull). */
export async function twoWayLinks(db: Executor, teamId?: string): Promise<SyncLink[]> {
  const { rows } = await db.execute<LinkRow>(
    sql`${linkSelect} ${teamId ? sql`and r.team_id = ${teamId}` : sql``} order by r.project_id`,
  );
  return rows.map(toLink).filter((l) => isTwoWay(l.atsName) && l.stageMapping.length > 0);
}

/** The ATS stage a pipeline position is mapped to, or null (unmapped stages are never written). */
export function atsStageFor(link: SyncLink, to: Position) {
  return (
    link.stageMapping.find((m) =>
      m.stageId !== null ? m.stageId === to.stageId : to.stageId === null && m.categoryId === to.categoryId,
    ) ?? null
  );
}

/**
 * The pipeline position an ATS stage maps back to: the first in pipeline order when several map
 * to the same ATS stage; null when the ATS stage is not mapped.
 */
export function pipelineStageFor(
  link: SyncLink,
  detail: TemplateDetail,
  atsStageId: string,
): { categoryId: number; stageId: number | null; stageName: string } | null {
  const rows = link.stageMapping.filter((m) => m.atsStageId === atsStageId);
  for (const category of detail) {
    if (category.stages.length === 0) {
      if (rows.some((m) => m.stageId === null && m.categoryId === category.categoryId))
        return { categoryId: category.categoryId, stageId: null, stageName: category.categoryName };
      continue;
    }
    for (const stage of category.stages)
      if (rows.some((m) => m.stageId === stage.stageId))
        return { categoryId: category.categoryId, stageId: stage.stageId, stageName: stage.stageName };
  }
  return null;
}
