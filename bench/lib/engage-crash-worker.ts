/**
 * The worker the crash test kills: the real queue and delivery engine (the send-message jobs and
 * the sweep), pointed at the benchmark's SMTP sink. The sweep runs every second here instead of
 * every minute so that fifty trials fit in a few minutes; nothing else differs from production.
 * argv: <database url> <secrets key> <smtp port>
 */
import { connect } from '../../apps/server/src/db/client';
import { startQueue } from '../../apps/server/src/jobs/queue';
import {
  deliveryConfigFrom,
  setDeliveryConfig,
} from '../../apps/server/src/modules/engage/delivery/delivery-config';
import { deliverySweepJob } from '../../apps/server/src/modules/engage/delivery/delivery-sweep.job';
import { sendMessageJob } from '../../apps/server/src/modules/engage/delivery/send-message.job';
import { sweepDueMessages } from '../../apps/server/src/modules/engage/delivery/sweep';

const [url = '', key = '', port = '0'] = process.argv.slice(2);
const log = { info: () => {}, error: (o: object, m?: string) => console.error(m ?? '', o) };

async function main() {
  setDeliveryConfig(deliveryConfigFrom(Buffer.from(key, 'utf8'), 'https://bench.example.com', Number(port)));
  const handle = connect(url, { max: 6 });
  const queue = await startQueue(url, [sendMessageJob, deliverySweepJob], log);
  await queue.startWorkers(handle.db);
  const sweep = async () => {
    await sweepDueMessages(handle.db).catch((e) => console.error('sweep', e.message));
    setTimeout(sweep, 1000);
  };
  void sweep();
  process.send?.({ ready: true });
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
