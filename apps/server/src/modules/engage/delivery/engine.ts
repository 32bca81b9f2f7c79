/**
 * The engine as the worker runs it: the configuration and one sender cache per process, so
 * that every batch of a burst reuses the mailboxes' pooled SMTP connections.
 */
import type { JobLogger } from '../../../jobs/define-job';
import type { DeliveryDeps } from './deliver';
import { deliveryConfig } from './delivery-config';
import { createSenderCache, type SenderCache } from './sender-cache';

let senders: SenderCache | null = null;

export function engineDeps(log?: JobLogger): DeliveryDeps {
  senders ??= createSenderCache({ pool: { maxConnections: 8, maxMessages: 1000 } });
  return { config: deliveryConfig(), senders, ...(log ? { log } : {}) };
}

/** Closes the pooled connections (worker shutdown, tests). */
export function closeEngine(): void {
  senders?.closeAll();
  senders = null;
}
