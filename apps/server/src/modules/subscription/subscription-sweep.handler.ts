import { loadEnv } from '../../env';
import type { JobContext } from '../../jobs/define-job';
import { loadPricing } from '../billing/price-table';
import { dueTeams, settleTeam } from './subscription.service';

export async function run(payload: { limit: number }, { db, log, stopping }: JobContext): Promise<void> {
  const pricing = loadPricing(loadEnv());
  let settled = 0;
  for (const teamId of await dueTeams(db, payload.limit)) {
    if (stopping?.()) break;
    try {
      if (await settleTeam(db, teamId, pricing)) settled += 1;
    } catch (error) {
      log.error({ teamId, err: error }, 'subscription period could not be settled');
    }
  }
  if (settled > 0) log.info({ settled }, 'subscription periods settled');
}
