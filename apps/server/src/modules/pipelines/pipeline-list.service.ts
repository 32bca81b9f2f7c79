/**
 * Reading a project's pipeline: the candidate list filter (spec section 3), the board's counts and
 * the candidates by engagement status. Anyone on the project's hiring team may read it.
 *
 * The list is ordered by the last stage change, newest first. One position reads that order
 * straight from `project_candidates_stage_idx` (project, category, stage, stage_updated_at desc,
 * profile); several positions (a whole category, the whole project) read
 * `project_candidates_recent_idx` (project, stage_updated_at desc, profile) once. Both carry the
 * position, label and flags, so a page costs about (offset + limit) index entries whatever the
 * project's size. The contact and availability filters read flags carried by the index, so
 * profiles and contacts are read only for the rows of the page.
 */
import {
  type CandidateListResponse,
  type CandidatesByStatusResponse,
  PIPELINE_COUNT_CAP,
  type PipelineCandidate,
  type PipelineSummary,
} from '@talentbase/shared';
import { engagementStatusName } from '@talentbase/shared/domain/engagement';
import { defaultTemplateDetail, type PipelinePosition } from '@talentbase/shared/domain/pipeline';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { shownFields } from '../all-candidates/team-overrides';
import { DEFAULT_TEMPLATE_NAME, projectPipeline } from '../hiring-process/project-pipeline';
import { requireProjectAction } from '../projects/projects.service';
import { allPositions } from './pipeline-positions';

export type CandidateListFilter = {
  start?: number;
  offset?: number;
  limit: number;
  filterByContact: boolean;
  filterByPersonalContact: boolean;
  filterByAvailability: boolean;
  categoryId?: number;
  stageId?: number | null;
  stageNumber?: number;
};

/** May the caller read this project's pipeline? Any role on its hiring team may (spec section 6). */
export async function requirePipelineReader(
  db: Executor,
  scope: TeamScope,
  projectId: number,
): Promise<void> {
  await requireProjectAction(db, scope, projectId, 'candidate.openProfile');
}

/** Availability lives in the profile document (analytics.availability, 0 to 1); shown per row. */
const AVAILABILITY = sql`((p.doc::jsonb) #>> '{analytics,availability}')::real`;

/**
 * The list filters read `project_candidates.flags` (1 has contact, 2 personal email, 4 likely
 * available), which database triggers keep current and the stage index carries: a filtered page
 * and its count never leave the index.
 */
const FLAG = { CONTACT: 1, PERSONAL_EMAIL: 2, AVAILABLE: 4 } as const;

function positionCondition(position: PipelinePosition): SQL {
  return position.stageId === null
    ? sql`pc.category_id = ${position.categoryId} and pc.stage_id is null`
    : sql`pc.category_id = ${position.categoryId} and pc.stage_id = ${position.stageId}`;
}

/** The positions a filter covers: one stage, a category's stages, or the whole pipeline. */
async function positionsOf(
  db: Executor,
  teamId: string,
  projectId: number,
  filter: CandidateListFilter,
): Promise<PipelinePosition[]> {
  if (filter.categoryId !== undefined && filter.stageId !== undefined) {
    return [{ categoryId: filter.categoryId, stageId: filter.stageId }];
  }
  const { detail } = await projectPipeline(db, teamId, projectId);
  const all = allPositions(detail);
  return filter.categoryId === undefined ? all : all.filter((p) => p.categoryId === filter.categoryId);
}

/** The filters other than the position, on candidate row `pc`. */
function rowConditions(filter: CandidateListFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.stageNumber !== undefined) where.push(sql`pc.stage_label = ${filter.stageNumber}`);
  const flags =
    (filter.filterByContact ? FLAG.CONTACT : 0) |
    (filter.filterByPersonalContact ? FLAG.PERSONAL_EMAIL : 0) |
    (filter.filterByAvailability ? FLAG.AVAILABLE : 0);
  if (flags) where.push(sql`(pc.flags & ${flags}::smallint) = ${flags}::smallint`);
  return where;
}

type ListRow = {
  profile_id: string;
  full_name: string;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  category_id: number;
  stage_id: number | null;
  stage_label: number;
  engagement_status: number;
  created_at: Date | string;
  stage_updated_at: Date | string;
  has_contact: boolean;
  has_personal_email: boolean;
  availability: number | null;
};

const toCandidate = (r: ListRow): PipelineCandidate => ({
  candidateId: Number(r.profile_id),
  name: r.full_name,
  currentTitle: r.current_title,
  currentCompany: r.current_company,
  location: r.location,
  categoryId: r.category_id,
  stageId: r.stage_id,
  stageLabel: r.stage_label,
  engagementStatus: r.engagement_status,
  addedAt: new Date(r.created_at).toISOString(),
  stageUpdatedAt: new Date(r.stage_updated_at).toISOString(),
  hasContact: r.has_contact,
  hasPersonalEmail: r.has_personal_email,
  availability: r.availability === null ? null : Number(r.availability),
});

/**
 * The ids of the page in list order. One position reads its stage index in order. Several
 * positions read the project's recency index once, keeping rows of those positions (a whole
 * category or project): a deep page then costs one index-only pass, not one pass per position.
 * For a small category PostgreSQL may prefer the stage index and sort the few rows it has.
 */
function pageQuery(
  projectId: number,
  positions: PipelinePosition[],
  filter: CandidateListFilter,
  skip: number,
) {
  const where = rowConditions(filter);
  const inPositions =
    positions.length === 1
      ? positionCondition(positions[0] as PipelinePosition)
      : sql`(${sql.join(
          positions.map((p) => sql`(${positionCondition(p)})`),
          sql` or `,
        )})`;
  // "nulls last" spells the indexes' order exactly (the column is never null, but PostgreSQL only
  // reads an index in order for the same null placement; plain "desc" would sort every row).
  return sql`select pc.profile_id, pc.stage_updated_at from project_candidates pc
    where pc.project_id = ${projectId} and ${inPositions}
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    order by pc.stage_updated_at desc nulls last, pc.profile_id limit ${filter.limit} offset ${skip}`;
}

/** How many match, counting no further than `cap` (+1 to know it was passed). */
function countQuery(
  projectId: number,
  positions: PipelinePosition[],
  filter: CandidateListFilter,
  cap: number,
) {
  const where = rowConditions(filter);
  const anyPosition = sql.join(
    positions.map((p) => sql`(${positionCondition(p)})`),
    sql` or `,
  );
  return sql`select count(*)::int as n from (
    select 1 from project_candidates pc
    where pc.project_id = ${projectId} and (${anyPosition})
    ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    limit ${cap + 1}) m`;
}

// The team's edits of an open-web profile's name, title, company and location show in the list.
const shown = shownFields();

export async function listPipelineCandidates(
  db: Database,
  scope: TeamScope,
  projectId: number,
  filter: CandidateListFilter,
): Promise<CandidateListResponse> {
  if (isDemoProjectId(projectId)) return { data: [], total: 0, totalCapped: false };
  await requirePipelineReader(db, scope, projectId);
  const positions = await positionsOf(db, scope.teamId, projectId, filter);
  if (positions.length === 0) return { data: [], total: 0, totalCapped: false };
  const skip = filter.offset ?? filter.start ?? 0;
  // Counting stops at spec section 9's other limit: beyond it the list says "10,000+".
  const cap = PIPELINE_COUNT_CAP;
  const [page, counted] = await Promise.all([
    db.execute<ListRow>(sql`
      with page as (${pageQuery(projectId, positions, filter, skip)})
      select pc.profile_id::text as profile_id, ${shown.name} as full_name, ${shown.title} as current_title,
             ${shown.company} as current_company, ${shown.location} as location,
             pc.category_id, pc.stage_id, pc.stage_label, pc.engagement_status, pc.created_at, pc.stage_updated_at,
             coalesce(jsonb_array_length(c.emails) > 0 or jsonb_array_length(c.phones) > 0, false) as has_contact,
             coalesce(c.emails @> '[{"type":"personal"}]', false) as has_personal_email,
             ${AVAILABILITY} as availability
        from page
        join project_candidates pc on pc.project_id = ${projectId} and pc.profile_id = page.profile_id
        join talent_profiles p on p.id = pc.profile_id
        left join team_candidates tc on tc.team_id = ${scope.teamId} and tc.profile_id = pc.profile_id
        left join talent_contacts c on c.profile_id = pc.profile_id
       order by page.stage_updated_at desc nulls last, page.profile_id`),
    db.execute<{ n: number }>(countQuery(projectId, positions, filter, cap)),
  ]);
  const n = counted.rows[0]?.n ?? 0;
  return { data: page.rows.map(toCandidate), total: Math.min(n, cap), totalCapped: n > cap };
}

/** The board's headers: the pipeline and how many candidates sit at each position and label. */
export async function pipelineSummary(
  db: Database,
  scope: TeamScope,
  projectId: number,
): Promise<PipelineSummary> {
  if (isDemoProjectId(projectId)) {
    return {
      templateId: null,
      templateName: DEFAULT_TEMPLATE_NAME,
      categories: defaultTemplateDetail(),
      total: 0,
      positions: [],
    };
  }
  await requirePipelineReader(db, scope, projectId);
  const pipeline = await projectPipeline(db, scope.teamId, projectId);
  const { rows } = await db.execute<{
    category_id: number;
    stage_id: number | null;
    stage_label: number;
    n: number;
  }>(sql`
    select category_id, stage_id, stage_label, count(*)::int as n
      from project_candidates where project_id = ${projectId}
     group by category_id, stage_id, stage_label
     order by category_id, stage_id nulls first, stage_label`);
  const positions: PipelineSummary['positions'] = [];
  for (const r of rows) {
    let position = positions.find((p) => p.categoryId === r.category_id && p.stageId === r.stage_id);
    if (!position) {
      position = { categoryId: r.category_id, stageId: r.stage_id, count: 0, labels: [] };
      positions.push(position);
    }
    position.count += r.n;
    position.labels.push({ stageLabel: r.stage_label, count: r.n });
  }
  return {
    templateId: pipeline.templateId,
    templateName: pipeline.templateName,
    categories: pipeline.detail,
    total: positions.reduce((sum, p) => sum + p.count, 0),
    positions,
  };
}

/** Candidate ids grouped by engagement status, most recently moved first within each. */
export async function candidatesByStatus(
  db: Database,
  scope: TeamScope,
  projectId: number,
): Promise<CandidatesByStatusResponse> {
  if (isDemoProjectId(projectId)) return { data: [] };
  await requirePipelineReader(db, scope, projectId);
  const { rows } = await db.execute<{ engagement_status: number; n: number; ids: string[] }>(sql`
    select engagement_status, count(*)::int as n,
           (array_agg(profile_id::text order by stage_updated_at desc, profile_id))[1:${PIPELINE_COUNT_CAP}] as ids
      from project_candidates where project_id = ${projectId}
     group by engagement_status order by engagement_status`);
  return {
    data: rows.map((r) => ({
      engagementStatus: r.engagement_status,
      statusName: engagementStatusName(r.engagement_status) ?? String(r.engagement_status),
      count: r.n,
      candidateIds: r.ids.map(Number),
    })),
  };
}
