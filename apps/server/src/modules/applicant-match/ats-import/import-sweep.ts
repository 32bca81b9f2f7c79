/**
 * The periodic import: every linked applicant-match job whose team is connected to its ATS and
 * whose last import began more than `intervalMinutes` ago (or never ran) gets one scheduled run,
 * at most 200 per sweep, oldest first. A job with a run queued or running gets none (the unique
 * index on active runs makes two sweeps at once harmless).
 */
import { TALENTSYNC_RELATION_TYPE } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { CONNECTOR_PROVIDER_IDS } from '../../integrations/connectors';
import { failStaleRuns } from './import-run';

const PER_SWEEP = 200;

export async function queueScheduledImports(
  db: Database,
  intervalMinutes: number,
  enqueue: (runId: number) => Promise<unknown>,
): Promise<number> {
  if (intervalMinutes <= 0) return 0;
  await failStaleRuns(db);
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into match_ats_imports (team_id, project_id, ats_name, ats_job_id, trigger)
    select r.team_id, r.project_id, r.ats_name, r.ats_job_id, 'scheduled'
      from project_relations r
      join match_jobs j on j.project_id = r.project_id and j.team_id = r.team_id
      join projects p on p.id = r.project_id and p.project_status not in (1, 4)
      join integration_connections c
        on c.team_id = r.team_id and c.provider_id = r.ats_name and c.owner_key = '' and c.status = 'connected'
      left join lateral (
        select max(i.created_at) as last from match_ats_imports i where i.project_id = r.project_id
      ) l on true
     where r.type = ${TALENTSYNC_RELATION_TYPE} and r.ats_name is not null and r.ats_job_id is not null
       and r.ats_name = any(${`{${CONNECTOR_PROVIDER_IDS.join(',')}}`}::text[])
       and (l.last is null or l.last < now() - make_interval(mins => ${intervalMinutes}))
       and not exists (select 1 from match_ats_imports a
                        where a.project_id = r.project_id and a.status in ('queued', 'running'))
     order by l.last nulls first
     limit ${PER_SWEEP}
    on conflict do nothing
    returning id::text as id`);
  for (const r of rows) await enqueue(Number(r.id));
  return rows.length;
}
