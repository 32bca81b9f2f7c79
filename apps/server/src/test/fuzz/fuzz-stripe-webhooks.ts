/**
 * The Stripe webhook only acts on requests signed with Stripe-Signature, which the generators
 * cannot make. This transport wraps whatever the plan's body was as the object of a Stripe event
 * (so the fuzzed values reach the handler's reading of `data.object.metadata`) and signs it with
 * the test app's webhook secret, as Stripe would, using the official SDK.
 */
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '../../modules/billing/stripe-webhook';
import type { Transport } from './fuzz-client';

export const FUZZ_STRIPE_ENV = { STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_talentbase' };
const stripe = new Stripe('sk_test_unused');
let sequence = 0;

function parsed(payload: string | Buffer | undefined): unknown {
  try {
    return JSON.parse(String(payload ?? ''));
  } catch {
    return String(payload ?? '');
  }
}

export function signingStripeWebhooks(inner: Transport): Transport {
  return (req) => {
    if (!req.url.startsWith(STRIPE_WEBHOOK_PATH)) return inner(req);
    const payload = JSON.stringify({
      id: `evt_fuzz_${++sequence}`,
      object: 'event',
      type: sequence % 2 ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      data: { object: parsed(req.payload) },
    });
    return inner({
      ...req,
      headers: {
        ...(req.headers ?? {}),
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: FUZZ_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
        }),
      },
      payload,
    });
  };
}
