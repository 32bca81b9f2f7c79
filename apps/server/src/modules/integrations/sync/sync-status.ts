/** The sync's standing for a project's ATS job card: shown to whoever can see the project. */
import type { AtsSyncStatus } from '@talentbase/shared/contracts/ats-sync';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { requireVisibleProjects } from '../../projects/project-access';
import type { Caller } from '../../projects/project-lifecycle.service';
import { isTwoWay, linkOfProject } from './sync-links';

const EMPTY: AtsSyncStatus = {
  linked: false,
  twoWay: false,
  lastSyncedAt: null,
  synced: 0,
  pending: 0,
  failed: 0,
  overridden: 0,
  lastError: null,
};

export async function syncStatus(db: Executor, caller: Caller, projectId: number): Promise<AtsSyncStatus> {
  await requireVisibleProjects(db, caller, [projectId]);
  if (isDemoProjectId(projectId)) return EMPTY;
  const link = await linkOfProject(db, caller.scope.teamId, projectId);
  if (!link) return EMPTY;
  const { rows } = await db.execute<{
    last: Date | string | null;
    synced: number;
    pending: number;
    failed: number;
    overridden: number;
    last_error: string | null;
  }>(sql`
    select max(synced_at) as last,
           count(*) filter (where synced_at is not null)::int as synced,
           count(*) filter (where push_status = 'pending')::int as pending,
           count(*) filter (where push_status = 'failed')::int as failed,
           count(*) filter (where push_status = 'overridden')::int as overridden,
           (select push_error from ats_sync_states f where f.project_id = ${projectId} and f.team_id = ${caller.scope.teamId}
               and f.push_status = 'failed' order by f.updated_at desc limit 1) as last_error
      from ats_sync_states where project_id = ${projectId} and team_id = ${caller.scope.teamId}`);
  const r = rows[0];
  return {
    linked: true,
    twoWay: isTwoWay(link.atsName),
    lastSyncedAt: r?.last ? new Date(r.last).toISOString() : null,
    synced: r?.synced ?? 0,
    pending: r?.pending ?? 0,
    failed: r?.failed ?? 0,
    overridden: r?.overridden ?? 0,
    lastError: r?.last_error ?? null,
  };
}
