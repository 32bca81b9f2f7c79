import { sql } from 'drizzle-orm';
import type { JobContext } from '../../jobs/define-job';
import { jobSender } from '../../jobs/job-sender';
import { runRule } from './retention-run';
import { retentionRunJob } from './retention-sweep.job';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const runDate = new Date().toISOString().slice(0, 10);
  const { rows } = await db.execute<{ id: string }>(sql`
    select r.id::text from retention_rules r
     where r.enabled
       and not exists (select 1 from retention_runs x where x.rule_id = r.id and x.kind = 'run' and x.run_date = ${runDate})
     order by r.id limit ${payload.limit}`);
  const send = jobSender(db);
  let queued = 0;
  for (const row of rows) {
    const ruleId = Number(row.id);
    const id = await send(
      retentionRunJob,
      { ruleId, runDate },
      { singletonKey: `retention-run:${ruleId}:${runDate}` },
    );
    if (id) queued++;
    // No queue for it (it was not created): run here, one rule after another.
    else await runRule(db, ruleId, runDate);
  }
  if (rows.length > 0) log.info({ rules: rows.length, queued, runDate }, 'retention sweep');
}
