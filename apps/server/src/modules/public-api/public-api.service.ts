/**
 * The public API's reads and writes, built on the app's own services so the same rules apply:
 * project creation (createProject: the starter limit, required fields, owner), adding to a
 * project and moving through the pipeline (requireProjectAction, insertProjectCandidates,
 * moveInPipeline: stage checks, activity, audit, notices, webhooks), candidate creation
 * (createCandidateByHand: the duplicate check, match keys, search rows).
 *
 * A key acts as the team admin who made it: it reads the projects that member may see and writes
 * where that member's project role allows. Candidates are the ones the team owns (added,
 * imported, applied or created through the API), never open-web profiles (their contacts cost
 * reveal credits).
 */
import type { PublicCandidate, PublicCreateCandidate, PublicProject } from '@talentbase/shared';
import { PROJECT_CREATION_SOURCE } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createCandidateByHand } from '../all-candidates/all-candidates.service';
import { findDuplicates, matchKeysOf } from '../duplicates/match-keys';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { changeStage, moveInPipeline } from '../pipelines/pipeline-moves.service';
import { checkCandidatesVisible, insertProjectCandidates } from '../projects/project-candidates';
import { type Caller, createProject } from '../projects/project-lifecycle.service';
import { visibleTo } from '../projects/project-visibility';
import { requireProjectAction } from '../projects/projects.service';
import type { ApiKeyContext } from './api-key-auth';

export const callerOf = (key: ApiKeyContext, ip: string | null): Caller => ({
  scope: key.account.scope,
  subject: key.account.subject,
  ip,
});

const idOf = (id: string | number, what: string): number => {
  const text = String(id);
  if (!/^\d{1,15}$/.test(text)) throw notFound(what);
  return Number(text);
};

type ProjectRow = {
  id: string;
  project_name: string;
  project_description: string | null;
  project_status: number;
  creation_source: number;
  campaign_source: string | null;
  job_title: string | null;
  job_location: string | null;
  candidate_count: number;
  created_at: Date | string;
  updated_at: Date | string;
};

const toProject = (r: ProjectRow): PublicProject => ({
  id: r.id,
  name: r.project_name,
  description: r.project_description,
  status: r.project_status,
  creationSource: r.creation_source,
  campaignSource: r.campaign_source,
  jobTitle: r.job_title,
  jobLocation: r.job_location,
  candidateCount: r.candidate_count,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const PROJECT_COLUMNS = sql`p.id::text as id, p.project_name, p.project_description, p.project_status,
  p.creation_source, s.campaign_source, p.job_title, p.job_location, p.created_at, p.updated_at,
  (select count(*)::int from project_candidates c where c.project_id = p.id) as candidate_count`;

export async function listPublicProjects(
  db: Database,
  key: ApiKeyContext,
  page: number,
  pageSize: number,
): Promise<{ data: PublicProject[]; page: number; pageSize: number; total: number }> {
  const viewer = key.account;
  const [{ rows }, count] = await Promise.all([
    db.execute<ProjectRow>(sql`
      select ${PROJECT_COLUMNS}
        from projects p left join project_api_sources s on s.project_id = p.id
       where ${visibleTo(viewer)}
       order by p.updated_at desc, p.id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from projects p where ${visibleTo(viewer)}`),
  ]);
  return { data: rows.map(toProject), page, pageSize, total: count.rows[0]?.n ?? 0 };
}

export async function getPublicProject(
  db: Executor,
  key: ApiKeyContext,
  id: string | number,
): Promise<PublicProject> {
  const projectId = idOf(id, 'Project');
  const { rows } = await db.execute<ProjectRow>(sql`
    select ${PROJECT_COLUMNS}
      from projects p left join project_api_sources s on s.project_id = p.id
     where p.id = ${projectId} and ${visibleTo(key.account)}`);
  if (!rows[0]) throw notFound('Project');
  return toProject(rows[0]);
}

export async function createPublicProject(
  db: Database,
  key: ApiKeyContext,
  ip: string | null,
  fields: Parameters<typeof createProject>[2],
): Promise<PublicProject> {
  const info = await createProject(db, callerOf(key, ip), fields, undefined, {
    creationSource: PROJECT_CREATION_SOURCE.AUTO_CREATE,
    onCreated: async (tx, projectId) => {
      await tx.execute(sql`
        insert into project_api_sources (project_id, team_id, campaign_source, api_key_id)
        values (${projectId}, ${key.account.scope.teamId}, 'OPEN-API', ${key.id})`);
    },
  });
  return getPublicProject(db, key, info.projectId);
}

type PositionRow = {
  profile_id: string;
  full_name: string;
  category_id: number;
  stage_id: number | null;
  stage_label: number;
  added_at: Date | string;
};

export async function listPublicProjectCandidates(
  db: Database,
  key: ApiKeyContext,
  id: string,
  page: number,
  pageSize: number,
) {
  const project = await getPublicProject(db, key, id);
  const projectId = Number(project.id);
  const { teamId } = key.account.scope;
  const [{ rows }, { detail }] = await Promise.all([
    db.execute<PositionRow>(sql`
      select c.profile_id::text as profile_id, p.full_name,
             c.category_id, c.stage_id, c.stage_label, c.created_at as added_at
        from project_candidates c
        join talent_profiles p on p.id = c.profile_id
       where c.project_id = ${projectId}
       order by c.created_at desc, c.profile_id desc
       limit ${pageSize} offset ${(page - 1) * pageSize}`),
    projectPipeline(db, teamId, projectId),
  ]);
  const data = rows.map((r) => {
    const category = detail.find((c) => c.categoryId === r.category_id);
    const stage = category?.stages.find((s) => s.stageId === r.stage_id);
    return {
      candidateId: r.profile_id,
      fullName: r.full_name,
      position: {
        categoryId: r.category_id,
        stageId: r.stage_id,
        stageLabel: r.stage_label,
        categoryName: category?.categoryName ?? `Category ${r.category_id}`,
        stageName: stage?.stageName ?? null,
      },
      addedAt: new Date(r.added_at).toISOString(),
    };
  });
  return { data, page, pageSize, total: project.candidateCount };
}

/** Adds one candidate (all or nothing), at Sourcing or at the position asked for. */
export async function addToPublicProject(
  db: Database,
  key: ApiKeyContext,
  ip: string | null,
  id: string,
  input: {
    candidateId: string | number;
    categoryId?: number | undefined;
    stageId?: number | null | undefined;
  },
): Promise<{ added: boolean }> {
  const projectId = idOf(id, 'Project');
  const candidateId = idOf(input.candidateId, 'Candidate');
  const caller = callerOf(key, ip);
  const { scope } = caller;
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.add');
    await checkCandidatesVisible(tx, scope, [candidateId]);
    const added = await insertProjectCandidates(tx, scope, projectId, [candidateId], 'search');
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    if (input.categoryId !== undefined)
      await moveInPipeline(tx, caller, projectId, {
        candidateIds: [candidateId],
        categoryId: input.categoryId,
        stageId: input.stageId ?? null,
      });
    return { added: added.length > 0 };
  });
}

export async function moveInPublicProject(
  db: Database,
  key: ApiKeyContext,
  ip: string | null,
  id: string,
  candidateId: string,
  input: { categoryId: number; stageId: number | null; stageLabel?: number | undefined },
) {
  const projectId = idOf(id, 'Project');
  // The sample projects of the demo mode (negative ids) are not part of the API.
  const answer = await changeStage(db, callerOf(key, ip), projectId, {
    candidateIds: [idOf(candidateId, 'Candidate')],
    categoryId: input.categoryId,
    stageId: input.stageId,
    ...(input.stageLabel !== undefined ? { stageLabel: input.stageLabel } : {}),
  });
  return answer;
}

type CandidateRow = {
  id: string;
  full_name: string;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  emails: { address: string }[] | null;
  created_at: Date | string;
};

async function loadCandidates(
  db: Executor,
  teamId: string,
  ids: readonly number[],
): Promise<PublicCandidate[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<CandidateRow>(sql`
    select p.id::text as id, p.full_name, p.current_title, p.current_company, p.location,
           c.emails, p.created_at
      from talent_profiles p
      join team_candidates tc on tc.team_id = ${teamId} and tc.profile_id = p.id and tc.merged_into is null
      left join talent_contacts c on c.profile_id = p.id
     where p.team_id = ${teamId} and p.id = any(${`{${ids.join(',')}}`}::bigint[])
     order by p.id`);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.full_name,
    title: r.current_title,
    company: r.current_company,
    location: r.location,
    emails: (r.emails ?? []).map((e) => e.address),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function getPublicCandidate(
  db: Executor,
  key: ApiKeyContext,
  id: string,
): Promise<PublicCandidate> {
  const [found] = await loadCandidates(db, key.account.scope.teamId, [idOf(id, 'Candidate')]);
  if (!found) throw notFound('Candidate');
  return found;
}

export async function searchPublicCandidatesByEmail(
  db: Executor,
  key: ApiKeyContext,
  email: string,
): Promise<PublicCandidate[]> {
  const { teamId } = key.account.scope;
  const matches = await findDuplicates(db, teamId, matchKeysOf({ emails: [email] }));
  return loadCandidates(
    db,
    teamId,
    matches.filter((m) => m.reasons.includes('email')).map((m) => m.profileId),
  );
}

export async function createPublicCandidate(
  db: Database,
  key: ApiKeyContext,
  ip: string | null,
  input: PublicCreateCandidate,
): Promise<PublicCandidate> {
  const { projectId, allowDuplicate, ...fields } = input;
  const { profileId } = await createCandidateByHand(
    db,
    callerOf(key, ip),
    {
      ...fields,
      projectId: projectId === undefined ? null : idOf(projectId, 'Project'),
      confirmDuplicate: allowDuplicate === true,
    },
    'OPEN-API',
  );
  return getPublicCandidate(db, key, String(profileId));
}
