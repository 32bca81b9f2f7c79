/**
 * "Sequence finished" notifications: when a send takes a thread past its last step, the person
 * whose sequence it is hears about it. One notice per person and sequence for a whole batch of
 * sends ("finished for 12 candidates"), not one per candidate, so a large sequence does not bury
 * the bell. Called in the transaction that marked the threads finished.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notify } from '../../notifications/notify';

const OUTBOX_PATH = '/engage/outbox';

export async function notifySequencesFinished(tx: Executor, threadIds: readonly (number | string)[]) {
  if (threadIds.length === 0) return;
  const { rows } = await tx.execute<{
    team_id: string;
    user_id: string;
    campaign: string;
    n: number;
    first_name: string;
  }>(sql`
    select t.team_id::text as team_id, t.user_id::text as user_id, c.name as campaign, count(*)::int as n,
           min(t.recipient_name) as first_name
      from engage_threads t join engage_campaigns c on c.id = t.campaign_id
     where t.id = any(${`{${threadIds.join(',')}}`}::bigint[]) and t.status = 'finished'
     group by t.team_id, t.user_id, c.id, c.name`);
  for (const r of rows) {
    await notify(tx, {
      teamId: r.team_id,
      userIds: [r.user_id],
      event: 'sequence_finished',
      title: `Sequence "${r.campaign}" finished for ${r.n === 1 ? r.first_name : `${r.n} candidates`}`,
      body: 'Every step went out. Replies will show in your inbox.',
      link: OUTBOX_PATH,
    });
  }
}
