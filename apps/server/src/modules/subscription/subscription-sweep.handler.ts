import type { JobContext } from '../../jobs/define-job';
import { dueTeams, settleTeam } from './subscription.service';

export async function run(payload: { limit: number }, { db, log, stopping }: JobContext): Promise<void> {
  let settled = 0;
  for (const teamId of await dueTeams(db, payload.limit)) {
    if (stopping?.()) break;
    try {
      if (await settleTeam(db, teamId)) settled += 1;
    } catch (error) {
      log.error({ teamId, err: error }, 'subscription period could not be settled');
    }
  }
  if (settled > 0) log.info({ settled }, 'subscription periods settled');
}
