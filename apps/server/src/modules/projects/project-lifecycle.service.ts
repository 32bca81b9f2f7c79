/**
 * The project lifecycle: create (within the starter plan's limit), list, information, basic info,
 * archive, unarchive, delete, last viewed, relations.
 *
 * Who sees a project is one rule for every reader, `visibleTo` (project-visibility.ts): its hiring
 * team always; the rest of the team when it is visible to the team (NORMAL, or archived from
 * NORMAL); team admins every project. A deleted project, or one you may not see, is "not found"
 * like a missing one. What you may do on
 * a project is your role's row of the permission table (project-roles.ts).
 */
import {
  type CustomValuesInput,
  canInProject,
  effectiveProjectRole,
  FORBIDDEN_MESSAGE,
  PROJECT_ACTIONS,
  PROJECT_ROLE_LABEL,
  type ProjectAction,
  type ProjectFields,
  type ProjectInformation,
  type ProjectListItem,
  type ProjectListResponse,
  type ProjectRole,
  type Subject,
} from '@talentbase/shared';
import { DEMO_PROJECT_ACTIONS } from '@talentbase/shared/contracts/applicant-match-demo';
import { projectPath } from '@talentbase/shared/domain/app-links';
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import {
  DEMO_RECRUITER_ROLE,
  isDemoProjectId,
  PROJECT_CREATION_SOURCE,
  PROJECT_STATUS,
  type ProjectStatus,
  STARTER_PROJECT_LIMIT,
} from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { saveProjectValues } from '../custom-fields/field-values.service';
import { demoPipelineInfo, projectPipelineInfo } from '../hiring-process/project-hiring-process';
import { notify } from '../notifications/notify';
import { assertRequiredProjectFields } from '../team-settings/team-settings.service';
import { visibleTo } from './project-visibility';

const { NORMAL, DELETED, ARCHIVED } = PROJECT_STATUS;
const OWNER: ProjectRole = 3;

export type Caller = { scope: TeamScope; subject: Subject; ip: string | null };

type ListRow = {
  id: string;
  project_name: string;
  job_title: string | null;
  job_location: string | null;
  project_status: number;
  creation_source: number;
  role: number | null;
  owner_id: string | null;
  owner_name: string | null;
  candidate_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  viewed_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toListItem(r: ListRow): ProjectListItem {
  return {
    projectId: String(r.id),
    projectName: r.project_name,
    jobTitle: r.job_title,
    jobLocation: r.job_location,
    projectStatus: r.project_status,
    archived: r.project_status === ARCHIVED,
    creationSource: r.creation_source,
    recruiterRole: r.role,
    owner: r.owner_id ? { userId: r.owner_id, name: r.owner_name ?? '' } : null,
    candidateCount: r.candidate_count,
    projectCreateDate: iso(r.created_at),
    projectUpdateDate: iso(r.updated_at),
    lastViewedAt: r.viewed_at ? iso(r.viewed_at) : null,
  };
}

/** The list columns of project `p` for the caller. */
function listColumns(caller: Caller): SQL {
  return sql`p.id::text as id, p.project_name, p.job_title, p.job_location, p.project_status,
    p.creation_source, p.created_at, p.updated_at,
    (select m.role from project_members m where m.project_id = p.id and m.user_id = ${caller.scope.userId}) as role,
    o.user_id::text as owner_id, u.full_name as owner_name,
    (select count(*)::int from project_candidates c where c.project_id = p.id) as candidate_count,
    (select v.viewed_at from project_views v where v.project_id = p.id and v.user_id = ${caller.scope.userId}) as viewed_at`;
}

const OWNER_JOIN = sql`left join lateral (select m.user_id from project_members m
                         where m.project_id = p.id and m.role = ${OWNER} order by m.created_at limit 1) o on true
                       left join users u on u.id = o.user_id`;

export async function listProjects(
  db: Database,
  caller: Caller,
  query: {
    keyword?: string;
    scope: 'mine' | 'team';
    state: 'active' | 'archived' | 'all';
    role?: number;
    sort: 'lastViewed' | 'updated' | 'created' | 'name';
    start: number;
    limit: number;
  },
): Promise<ProjectListResponse> {
  const { userId } = caller.scope;
  const conditions: SQL[] = [visibleTo(caller)];
  if (query.scope === 'mine' || query.role !== undefined) {
    conditions.push(sql`exists (select 1 from project_members m where m.project_id = p.id and m.user_id = ${userId}
      ${query.role !== undefined ? sql`and m.role = ${query.role}` : sql``})`);
  }
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(p.project_name ilike ${like} or p.job_title ilike ${like} or p.job_id ilike ${like}
      or p.job_location ilike ${like} or p.department ilike ${like})`);
  }
  const base = sql.join(conditions, sql` and `);
  const stateCondition =
    query.state === 'active'
      ? sql` and p.project_status <> ${ARCHIVED}`
      : query.state === 'archived'
        ? sql` and p.project_status = ${ARCHIVED}`
        : sql``;
  const order = {
    lastViewed: sql`viewed_at desc nulls last, p.updated_at desc`,
    updated: sql`p.updated_at desc`,
    created: sql`p.created_at desc`,
    name: sql`lower(p.project_name) asc`,
  }[query.sort];
  const [page, counts] = await Promise.all([
    db.execute<ListRow>(sql`
      select ${listColumns(caller)} from projects p ${OWNER_JOIN}
       where ${base}${stateCondition}
       order by ${order}, p.id desc
       limit ${query.limit} offset ${query.start}`),
    db.execute<{ active: number; archived: number }>(sql`
      select count(*) filter (where p.project_status <> ${ARCHIVED})::int as active,
             count(*) filter (where p.project_status = ${ARCHIVED})::int as archived
        from projects p where ${base}`),
  ]);
  const c = counts.rows[0] ?? { active: 0, archived: 0 };
  const total =
    query.state === 'active' ? c.active : query.state === 'archived' ? c.archived : c.active + c.archived;
  return { data: page.rows.map(toListItem), total, counts: { active: c.active, archived: c.archived } };
}

type InfoRow = ListRow & {
  status_before_archive: number | null;
  project_type: string;
  project_description: string | null;
  job_id: string | null;
  department: string | null;
  work_arrangement: string | null;
  employment_type: string | null;
  number_of_openings: number | null;
  created_by: string | null;
  creator_name: string | null;
};

function allowedActions(role: ProjectRole | null): string[] {
  return (Object.keys(PROJECT_ACTIONS) as ProjectAction[]).filter((a) => canInProject(role, a));
}

export async function projectInformation(
  db: Database,
  caller: Caller,
  projectId: number,
): Promise<ProjectInformation> {
  if (isDemoProjectId(projectId)) return demoProject(projectId);
  const { rows } = await db.execute<InfoRow>(sql`
    select ${listColumns(caller)}, p.project_type, p.project_description, p.job_id, p.department,
           p.work_arrangement, p.employment_type, p.number_of_openings, p.status_before_archive,
           p.created_by::text as created_by, cu.full_name as creator_name
      from projects p ${OWNER_JOIN}
      left join users cu on cu.id = p.created_by
     where p.id = ${projectId} and ${visibleTo(caller)}`);
  const r = rows[0];
  if (!r) throw notFound('Project');
  return {
    ...toListItem(r),
    projectType: r.project_type,
    projectDescription: r.project_description,
    jobId: r.job_id,
    department: r.department,
    workArrangement: r.work_arrangement,
    employmentType: r.employment_type,
    numberOfOpenings: r.number_of_openings,
    projectCreator: r.created_by ? { userId: r.created_by, name: r.creator_name ?? '' } : null,
    projectHiringMembers: await hiringTeam(db, projectId),
    statusBeforeArchive: r.project_status === ARCHIVED ? r.status_before_archive : null,
    permissions: allowedActions(effectiveProjectRole(r.role as ProjectRole | null, caller.scope.license)),
    ...(await projectPipelineInfo(db, caller, projectId)),
  };
}

/** The sample projects of the demo mode (spec section 7): read-only data, the same for everyone. */
function demoProject(projectId: -1 | -2): ProjectInformation {
  const now = new Date().toISOString();
  const title = projectId === -1 ? 'Senior Software Engineer' : 'Registered Nurse';
  return {
    projectId: String(projectId),
    projectName: `Sample project: ${title}`,
    jobTitle: title,
    jobLocation: projectId === -1 ? 'Austin, TX' : 'Boston, MA',
    projectStatus: NORMAL,
    archived: false,
    creationSource: PROJECT_CREATION_SOURCE.AUTO_CREATE,
    recruiterRole: DEMO_RECRUITER_ROLE,
    owner: null,
    candidateCount: 0,
    projectCreateDate: now,
    projectUpdateDate: now,
    lastViewedAt: null,
    projectType: 'sourcing',
    projectDescription: 'A sample project to explore the pipeline with.',
    jobId: null,
    department: null,
    workArrangement: null,
    employmentType: null,
    numberOfOpenings: 1,
    projectCreator: null,
    projectHiringMembers: [],
    statusBeforeArchive: null,
    // The demo user is their owner (spec), limited to what the samples answer without storing.
    permissions: [...DEMO_PROJECT_ACTIONS],
    ...demoPipelineInfo(),
  };
}

/** The caller's role on a project they may see (null when not on its hiring team), or not found. */
async function roleOnVisible(db: Executor, caller: Caller, projectId: number) {
  const { rows } = await db.execute<{ status: number; before: number | null; role: number | null }>(sql`
    select p.project_status as status, p.status_before_archive as before,
           (select m.role from project_members m where m.project_id = p.id and m.user_id = ${caller.scope.userId}) as role
      from projects p where p.id = ${projectId} and ${visibleTo(caller)} for update of p`);
  const row = rows[0];
  if (!row) throw notFound('Project');
  return {
    status: row.status as ProjectStatus,
    before: row.before as ProjectStatus | null,
    role: effectiveProjectRole(row.role as ProjectRole | null, caller.scope.license),
  };
}

function requireAction(role: ProjectRole | null, action: ProjectAction) {
  if (!canInProject(role, action)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action });
}

/** Open projects (not archived, not deleted) of the team: what the starter plan's limit counts. */
async function openProjectCount(db: Executor, teamId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from projects where team_id = ${teamId} and project_status not in (${DELETED}, ${ARCHIVED})`);
  return rows[0]?.n ?? 0;
}

/**
 * The starter plan keeps at most STARTER_PROJECT_LIMIT open projects per team. The team row is
 * locked first so two creations at once cannot both pass the count.
 */
export async function assertProjectLimit(db: Executor, caller: Caller): Promise<void> {
  if (caller.subject.plan !== 'basic') return;
  await db.execute(sql`select 1 from teams where id = ${caller.scope.teamId} for update`);
  if ((await openProjectCount(db, caller.scope.teamId)) >= STARTER_PROJECT_LIMIT) {
    throw new AppError('PROJECT_LIMIT_REACHED', PROJECT_LIMIT_MESSAGE, { limit: STARTER_PROJECT_LIMIT });
  }
}

const fieldColumns = (f: ProjectFields) => ({
  project_name: f.projectName,
  job_title: f.jobTitle,
  job_id: f.jobId ?? null,
  project_description: f.projectDescription ?? null,
  department: f.department ?? null,
  work_arrangement: f.workArrangement ?? null,
  employment_type: f.employmentType ?? null,
  number_of_openings: f.numberOfOpenings ?? null,
  job_location: f.jobLocation ?? null,
});

export async function createProject(
  db: Database,
  caller: Caller,
  fields: ProjectFields,
  customFields?: CustomValuesInput,
  /** A project made from an ATS job (talentsync): its creation source and the link, in the same transaction. */
  from?: { creationSource: number; afterInsert: (tx: Executor, projectId: number) => Promise<void> },
): Promise<ProjectInformation> {
  const projectId = await db.transaction(async (tx) => {
    await assertProjectLimit(tx, caller);
    // The team's project settings may require more of the default fields (issue 17).
    await assertRequiredProjectFields(tx, caller.scope.teamId, fields);
    const c = fieldColumns(fields);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into projects (team_id, project_name, job_title, job_id, project_description, department,
                            work_arrangement, employment_type, number_of_openings, job_location,
                            project_status, creation_source, created_by)
      values (${caller.scope.teamId}, ${c.project_name}, ${c.job_title}, ${c.job_id}, ${c.project_description},
              ${c.department}, ${c.work_arrangement}, ${c.employment_type}, ${c.number_of_openings}, ${c.job_location},
              ${fields.projectStatus}, ${from?.creationSource ?? PROJECT_CREATION_SOURCE.MANUAL_CREATE}, ${caller.scope.userId})
      returning id::text as id`);
    const id = Number(rows[0]?.id);
    await tx.execute(
      sql`insert into project_members (project_id, user_id, role) values (${id}, ${caller.scope.userId}, ${OWNER})`,
    );
    await audit(tx, {
      action: 'project.created',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(id),
      metadata: { projectName: fields.projectName, from: 'create-project' },
      ip: caller.ip,
    });
    await saveProjectValues(tx, caller.scope, id, customFields, caller.ip);
    if (from) await from.afterInsert(tx, id);
    return id;
  });
  return projectInformation(db, caller, projectId);
}

export async function updateBasicInfo(
  db: Database,
  caller: Caller,
  projectId: number,
  fields: ProjectFields,
  customFields?: CustomValuesInput,
): Promise<ProjectInformation> {
  await db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, 'project.editBasicInfo');
    const c = fieldColumns(fields);
    // An archived project keeps its state; the status chosen applies when it is unarchived.
    const status = current.status === ARCHIVED ? sql`project_status` : sql`${fields.projectStatus}`;
    const before = current.status === ARCHIVED ? sql`${fields.projectStatus}` : sql`null`;
    await tx.execute(sql`
      update projects set project_name = ${c.project_name}, job_title = ${c.job_title}, job_id = ${c.job_id},
             project_description = ${c.project_description}, department = ${c.department},
             work_arrangement = ${c.work_arrangement}, employment_type = ${c.employment_type},
             number_of_openings = ${c.number_of_openings}, job_location = ${c.job_location},
             project_status = ${status}, status_before_archive = ${before}, updated_at = now()
       where id = ${projectId}`);
    await audit(tx, {
      action: 'project.updated',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { fields: Object.keys(fields) },
      ip: caller.ip,
    });
    await saveProjectValues(tx, caller.scope, projectId, customFields, caller.ip);
  });
  return projectInformation(db, caller, projectId);
}

/**
 * Archive, unarchive or delete. Archiving remembers the status to come back to; unarchiving
 * counts against the starter plan's limit like a new project; deleting is final for users (the
 * row stays, with its audit trail, and answers 404).
 */
export async function changeProjectState(
  db: Database,
  caller: Caller,
  projectId: number,
  change: 'archive' | 'unarchive' | 'delete',
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, change === 'delete' ? 'project.delete' : 'project.editBasicInfo');
    if (change === 'archive') {
      if (current.status === ARCHIVED) return;
      await tx.execute(sql`update projects set status_before_archive = project_status, project_status = ${ARCHIVED},
                           updated_at = now() where id = ${projectId}`);
    } else if (change === 'unarchive') {
      if (current.status !== ARCHIVED) return;
      await assertProjectLimit(tx, caller);
      await tx.execute(sql`update projects set project_status = coalesce(status_before_archive, ${NORMAL}),
                           status_before_archive = null, updated_at = now() where id = ${projectId}`);
    } else {
      await tx.execute(
        sql`update projects set project_status = ${DELETED}, updated_at = now() where id = ${projectId}`,
      );
    }
    await audit(tx, {
      action: `project.${change}d`,
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { from: current.status },
      ip: caller.ip,
    });
  });
}

/** Remembers that the caller opened a project (the list's default order). Demo projects need nothing. */
export async function saveLastViewed(db: Database, caller: Caller, projectId: number): Promise<void> {
  if (isDemoProjectId(projectId)) return;
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id::text as id from projects p where p.id = ${projectId} and ${visibleTo(caller)}`);
  if (!rows[0]) throw notFound('Project');
  await db.execute(sql`
    insert into project_views (user_id, project_id) values (${caller.scope.userId}, ${projectId})
    on conflict (user_id, project_id) do update set viewed_at = now()`);
}

type RelationRow = {
  id: string;
  team_id: string;
  project_id: string;
  type: string;
  status: number;
  updated_by: string | null;
  uniq_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  metadata: Record<string, unknown>;
  ats_name: string | null;
  ats_job_id: string | null;
};

/** Relations of the projects the caller may see; ids they may not see are left out, not refused. */
export async function projectRelations(db: Database, caller: Caller, projectIds: readonly number[]) {
  const ids = projectIds.filter((id) => !isDemoProjectId(id));
  if (ids.length === 0) return [];
  const { rows } = await db.execute<RelationRow>(sql`
    select r.id::text as id, r.team_id::text as team_id, r.project_id::text as project_id, r.type, r.status,
           r.updated_by::text as updated_by, r.uniq_id, r.created_at, r.updated_at, r.metadata, r.ats_name, r.ats_job_id
      from project_relations r join projects p on p.id = r.project_id
     where r.project_id = any(${`{${ids.join(',')}}`}::bigint[]) and ${visibleTo(caller)}
     order by r.project_id, r.id`);
  return rows.map((r) => ({
    id: r.id,
    teamId: r.team_id,
    projectId: r.project_id,
    type: r.type,
    status: r.status,
    updatedBy: r.updated_by,
    uniqId: r.uniq_id,
    createDate: iso(r.created_at),
    updateDate: iso(r.updated_at),
    metadata: r.metadata,
    atsName: r.ats_name,
    atsJobId: r.ats_job_id,
  }));
}

// ---------------------------------------------------------------------------------------------
// The hiring team.

const OWNER_LEAVES_MESSAGE = 'Transfer ownership of the project before you leave it.';
const OWNER_REMOVED_MESSAGE = 'The owner cannot be removed: transfer ownership first.';

async function hiringTeam(db: Executor, projectId: number) {
  const { rows } = await db.execute<{ user_id: string; name: string; email: string; role: number }>(sql`
    select m.user_id::text as user_id, u.full_name as name, u.email, m.role
      from project_members m join users u on u.id = m.user_id
     where m.project_id = ${projectId}
     order by m.role = ${OWNER} desc, m.created_at, u.full_name`);
  return rows.map((m) => ({ userId: m.user_id, name: m.name, email: m.email, role: m.role }));
}

/** A member of the caller's team (active seat), or not found: another team's user is unknown here. */
/** Only active seats (member status 1 active user, 2 active super) can join a hiring team. */
async function requireTeamUser(db: Executor, caller: Caller, userId: string): Promise<void> {
  const { rows } = await db.execute(sql`
    select 1 from team_members
     where team_id = ${caller.scope.teamId} and user_id = ${userId} and status in (1, 2)`);
  if (rows.length === 0) throw notFound('Team member');
}

async function auditTeam(db: Executor, caller: Caller, projectId: number, action: string, metadata: object) {
  await audit(db, {
    action,
    teamId: caller.scope.teamId,
    actorUserId: caller.scope.userId,
    targetType: 'project',
    targetId: String(projectId),
    metadata: metadata as Record<string, unknown>,
    ip: caller.ip,
  });
}

/** Tells people their place on a project's hiring team changed (not the person who changed it). */
async function notifyHiringTeamChange(
  tx: Executor,
  caller: Caller,
  projectId: number,
  userIds: readonly string[],
  title: (projectName: string) => string,
  linkToProject = true,
) {
  if (userIds.length === 0) return;
  const { rows } = await tx.execute<{ name: string; by: string }>(sql`
    select p.project_name as name, coalesce((select full_name from users where id = ${caller.scope.userId}), 'A teammate') as by
      from projects p where p.id = ${projectId}`);
  const project = rows[0];
  if (!project) return;
  await notify(tx, {
    teamId: caller.scope.teamId,
    userIds,
    actorId: caller.scope.userId,
    event: 'hiring_team_changed',
    title: title(project.name),
    body: `By ${project.by}`,
    // Someone removed from a private project could not open it any more.
    link: linkToProject ? projectPath(projectId) : null,
  });
}

/** Adds a team member to the hiring team, or changes their role (never to Owner). */
export async function setHiringMember(
  db: Database,
  caller: Caller,
  projectId: number,
  userId: string,
  role: ProjectRole,
) {
  return db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, 'project.assignRole');
    await requireTeamUser(tx, caller, userId);
    const { rows } = await tx.execute<{ role: number }>(sql`
      select role from project_members where project_id = ${projectId} and user_id = ${userId}`);
    if (rows[0]?.role === OWNER) throw new AppError('UNPROCESSABLE', OWNER_REMOVED_MESSAGE);
    await tx.execute(sql`
      insert into project_members (project_id, user_id, role) values (${projectId}, ${userId}, ${role})
      on conflict (project_id, user_id) do update set role = excluded.role`);
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    await auditTeam(tx, caller, projectId, 'project.member_set', {
      userId,
      role,
      before: rows[0]?.role ?? null,
    });
    if (rows[0]?.role !== role)
      await notifyHiringTeamChange(tx, caller, projectId, [userId], (project) =>
        rows[0]
          ? `You are now ${PROJECT_ROLE_LABEL[role]} on ${project}`
          : `You joined the hiring team of ${project} as ${PROJECT_ROLE_LABEL[role]}`,
      );
    return hiringTeam(tx, projectId);
  });
}

/**
 * Shares a project with a group of the team: each of its members with an account joins the
 * hiring team with `role`. Members already on the hiring team keep their role (the owner above
 * all); invitations still pending join when they have an account. A group of another team is
 * not found.
 */
export async function shareWithGroup(
  db: Database,
  caller: Caller,
  projectId: number,
  groupId: string,
  role: ProjectRole,
) {
  return db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, 'project.assignRole');
    const { rows: group } = await tx.execute<{ name: string }>(
      sql`select name from member_groups where id = ${groupId} and team_id = ${caller.scope.teamId}`,
    );
    if (!group[0]) throw notFound('Group');
    const { rows: added } = await tx.execute<{ user_id: string }>(sql`
      insert into project_members (project_id, user_id, role)
      select ${projectId}, m.user_id, ${role}
        from member_group_members gm
        join team_members m on m.id = gm.team_member_id
       where gm.group_id = ${groupId} and m.team_id = ${caller.scope.teamId}
         and m.status in (1, 2) and m.user_id is not null
      on conflict (project_id, user_id) do nothing
      returning user_id::text as user_id`);
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    await auditTeam(tx, caller, projectId, 'project.shared_with_group', {
      groupId,
      group: group[0].name,
      role,
      added: added.map((r) => r.user_id),
    });
    await notifyHiringTeamChange(
      tx,
      caller,
      projectId,
      added.map((r) => r.user_id),
      (project) =>
        `You joined the hiring team of ${project} as ${PROJECT_ROLE_LABEL[role]} (group ${group[0]?.name})`,
    );
    return hiringTeam(tx, projectId);
  });
}

export async function removeHiringMember(db: Database, caller: Caller, projectId: number, userId: string) {
  return db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, 'project.updateHiringTeam');
    const { rows } = await tx.execute<{ role: number }>(sql`
      select role from project_members where project_id = ${projectId} and user_id = ${userId}`);
    if (!rows[0]) throw notFound('Hiring team member');
    if (rows[0].role === OWNER) throw new AppError('UNPROCESSABLE', OWNER_REMOVED_MESSAGE);
    await tx.execute(
      sql`delete from project_members where project_id = ${projectId} and user_id = ${userId}`,
    );
    await auditTeam(tx, caller, projectId, 'project.member_removed', { userId, role: rows[0].role });
    await notifyHiringTeamChange(
      tx,
      caller,
      projectId,
      [userId],
      (project) => `You left the hiring team of ${project}`,
      false,
    );
    return hiringTeam(tx, projectId);
  });
}

/** Hands the project to another team member; the previous owner stays on as Recruiter. */
export async function updateProjectOwner(db: Database, caller: Caller, projectId: number, userId: string) {
  return db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    requireAction(current.role, 'project.updateOwner');
    await requireTeamUser(tx, caller, userId);
    const RECRUITER: ProjectRole = 1;
    const { rows } = await tx.execute<{ user_id: string }>(sql`
      update project_members set role = ${RECRUITER}
       where project_id = ${projectId} and role = ${OWNER} and user_id <> ${userId}
      returning user_id::text as user_id`);
    await tx.execute(sql`
      insert into project_members (project_id, user_id, role) values (${projectId}, ${userId}, ${OWNER})
      on conflict (project_id, user_id) do update set role = excluded.role`);
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    await auditTeam(tx, caller, projectId, 'project.owner_changed', {
      to: userId,
      from: rows.map((r) => r.user_id),
    });
    return hiringTeam(tx, projectId);
  });
}

/** Leaves the hiring team (spec `quitHiringTeam`); the owner has to transfer ownership first. */
export async function quitHiringTeam(db: Database, caller: Caller, projectId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await roleOnVisible(tx, caller, projectId);
    if (current.role === null)
      throw new AppError('UNPROCESSABLE', 'You are not on this project’s hiring team.');
    requireAction(current.role, 'project.leave');
    if (current.role === OWNER) throw new AppError('UNPROCESSABLE', OWNER_LEAVES_MESSAGE);
    await tx.execute(sql`
      delete from project_members where project_id = ${projectId} and user_id = ${caller.scope.userId}`);
    await auditTeam(tx, caller, projectId, 'project.member_left', { role: current.role });
  });
}
