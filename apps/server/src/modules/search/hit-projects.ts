/**
 * What a result card says about the team's own dealings with a candidate: whether they are
 * already one of the team's candidates, and which projects (that you may see) already hold them,
 * so a recruiter does not add someone twice or wonder where they went.
 */
import type { SearchHit } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProjectViewer, visibleTo } from '../projects/project-visibility';

export type HitMembership = Pick<SearchHit, 'inTeam' | 'inProjects' | 'inProjectCount'>;

/** Projects named per candidate; the rest are counted. */
const NAMED_PROJECTS = 3;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export const NO_MEMBERSHIP: HitMembership = { inTeam: false, inProjects: [], inProjectCount: 0 };

export async function hitMemberships(
  db: Executor,
  viewer: ProjectViewer,
  profileIds: readonly number[],
): Promise<Map<number, HitMembership>> {
  const out = new Map<number, HitMembership>();
  if (profileIds.length === 0) return out;
  const ids = idArray(profileIds);
  const [team, projects] = await Promise.all([
    db.execute<{ profile_id: string }>(sql`
      select profile_id::text as profile_id from team_candidates
       where team_id = ${viewer.scope.teamId} and merged_into is null and profile_id = any(${ids}::bigint[])`),
    db.execute<{ profile_id: string; project_id: string; project_name: string; n: number }>(sql`
      select x.profile_id::text as profile_id, x.project_id::text as project_id, x.project_name, x.n
        from (select pc.profile_id, p.id as project_id, p.project_name,
                     count(*) over (partition by pc.profile_id)::int as n,
                     row_number() over (partition by pc.profile_id order by pc.created_at desc, p.id desc) as rn
                from project_candidates pc
                join projects p on p.id = pc.project_id
               where pc.profile_id = any(${ids}::bigint[]) and ${visibleTo(viewer, 'p')}) x
       where x.rn <= ${NAMED_PROJECTS}
       order by x.profile_id, x.rn`),
  ]);
  const entry = (id: number) => {
    let m = out.get(id);
    if (!m) {
      m = { inTeam: false, inProjects: [], inProjectCount: 0 };
      out.set(id, m);
    }
    return m;
  };
  for (const r of team.rows) entry(Number(r.profile_id)).inTeam = true;
  for (const r of projects.rows) {
    const m = entry(Number(r.profile_id));
    // A candidate in a project is one of the team's candidates (adding registers them).
    m.inTeam = true;
    m.inProjects.push({ projectId: r.project_id, projectName: r.project_name });
    m.inProjectCount = r.n;
  }
  return out;
}
