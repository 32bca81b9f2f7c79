import { sql } from 'drizzle-orm';
import type { JobContext } from '../../jobs/define-job';
import { enqueueRuns } from './stage-triggers';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  await db.transaction(async (tx) => {
    // A run left running for half an hour lost its worker: it goes back to pending.
    await tx.execute(sql`
      update automation_runs set status = 'pending'
       where status = 'running' and created_at < now() - interval '30 minutes'`);
    const { rows } = await tx.execute<{ id: string; rule_id: string; activity_id: string }>(sql`
      select r.id::text as id, r.rule_id::text as rule_id, r.activity_id::text as activity_id
        from automation_runs r
       where r.status = 'pending' and r.created_at < now() - interval '1 minute'
         and not exists (select 1 from pgboss.job j
                          where j.name = 'automation-run' and j.state in ('created', 'retry', 'active')
                            and (j.data->>'runId')::bigint = r.id)
       order by r.created_at limit ${payload.limit}`);
    if (rows.length > 0) {
      await enqueueRuns(tx, rows);
      log.info({ runs: rows.length }, 'automation runs queued again');
    }
  });
}
