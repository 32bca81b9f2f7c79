/**
 * The dashboard's reads. "My projects" are projects whose hiring team I am on, neither archived
 * nor deleted. The activity feed shows the team's candidate activity on projects I may see, and
 * activity outside any project (every team member sees the team's candidates). Which projects I
 * may see is the project pages' own rule, `visibleTo`.
 */
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shownFields } from '../all-candidates/team-overrides';
import type { Caller } from '../projects/project-lifecycle.service';
import { visibleTo } from '../projects/project-visibility';

const { DELETED, ARCHIVED } = PROJECT_STATUS;

/** SQL: project `p` is one of the caller's open projects. */
function myOpenProject(caller: Caller): SQL {
  return sql`p.team_id = ${caller.scope.teamId} and p.project_status not in (${DELETED}, ${ARCHIVED})
    and exists (select 1 from project_members m where m.project_id = p.id and m.user_id = ${caller.scope.userId})`;
}

export type MyProjectRow = {
  id: string;
  project_name: string;
  job_title: string | null;
  job_location: string | null;
  project_status: number;
  role: number;
  candidate_count: number;
  updated_at: Date | string;
  viewed_at: Date | string | null;
};

/** My open projects, the one I touched last (opened, or changed by anyone) first. */
export async function myOpenProjects(db: Executor, caller: Caller, limit: number): Promise<MyProjectRow[]> {
  const me = caller.scope.userId;
  const { rows } = await db.execute<MyProjectRow>(sql`
    select p.id::text as id, p.project_name, p.job_title, p.job_location, p.project_status, m.role,
           p.updated_at, v.viewed_at,
           (select count(*)::int from project_candidates c where c.project_id = p.id) as candidate_count
      from projects p
      join project_members m on m.project_id = p.id and m.user_id = ${me}
      left join project_views v on v.project_id = p.id and v.user_id = ${me}
     where ${myOpenProject(caller)}
     order by greatest(v.viewed_at, p.updated_at) desc, p.id desc
     limit ${limit}`);
  return rows;
}

/** Candidates per pipeline category of each project. */
export async function categoryCounts(
  db: Executor,
  projectIds: readonly string[],
): Promise<{ project_id: string; category_id: number; n: number }[]> {
  if (projectIds.length === 0) return [];
  const { rows } = await db.execute<{ project_id: string; category_id: number; n: number }>(sql`
    select project_id::text as project_id, category_id, count(*)::int as n
      from project_candidates
     where project_id = any(${`{${projectIds.join(',')}}`}::bigint[])
     group by project_id, category_id`);
  return rows;
}

export type ActivityRow = {
  id: string;
  action: string;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  profile_id: string;
  candidate_name: string;
  project_id: string | null;
  project_name: string | null;
};

export async function recentActivity(db: Executor, caller: Caller, limit: number): Promise<ActivityRow[]> {
  // A team's own edit of a candidate's name (team_candidates.overrides) is the name it knows.
  const { name } = shownFields({ tc: 'tc', p: 'tp' });
  const { rows } = await db.execute<ActivityRow>(sql`
    select a.id::text as id, a.action, a.created_at, a.actor_id::text as actor_id, u.full_name as actor_name,
           a.profile_id::text as profile_id,
           ${name} as candidate_name,
           a.project_id::text as project_id, p.project_name
      from candidate_activities a
      join talent_profiles tp on tp.id = a.profile_id
      left join team_candidates tc on tc.team_id = a.team_id and tc.profile_id = a.profile_id
      left join users u on u.id = a.actor_id
      left join projects p on p.id = a.project_id
     where a.team_id = ${caller.scope.teamId}
       and (a.project_id is null or (${visibleTo(caller)}))
     order by a.created_at desc nulls last, a.id desc
     limit ${limit}`);
  return rows;
}

export type TotalsRow = { open_projects: number; candidates: number; moved: number };

export async function totals(db: Executor, caller: Caller): Promise<TotalsRow> {
  const { rows } = await db.execute<TotalsRow>(sql`
    with mine as (select p.id from projects p where ${myOpenProject(caller)})
    select (select count(*)::int from mine) as open_projects,
           (select count(distinct c.profile_id)::int from project_candidates c join mine on mine.id = c.project_id)
             as candidates,
           (select count(distinct (a.project_id, a.profile_id))::int
              from candidate_activities a join mine on mine.id = a.project_id
             where a.team_id = ${caller.scope.teamId} and a.action = 'stage_changed'
               and a.created_at > now() - interval '7 days') as moved`);
  return rows[0] ?? { open_projects: 0, candidates: 0, moved: 0 };
}
