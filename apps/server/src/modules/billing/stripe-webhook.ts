/**
 * The Stripe adapter's webhook: POST /api/v1/billing/stripe/webhook. The body is read raw and its
 * `Stripe-Signature` verified with the official SDK against STRIPE_WEBHOOK_SECRET; a missing or
 * wrong signature is refused (400) and changes nothing. Each event is recorded by its id in the
 * same transaction as its effect, so a repeated delivery (Stripe retries) changes nothing twice.
 * The invoice is named by `metadata.talentbase_invoice_id` on the paid object (set when a payment
 * is started for an invoice). Paid events mark the invoice paid; failed ones mark it payment
 * declined unless it is already paid (events may arrive out of order).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';

export const STRIPE_WEBHOOK_PATH = '/api/v1/billing/stripe/webhook';

const PAID = new Set(['payment_intent.succeeded', 'checkout.session.completed', 'invoice.paid']);
const DECLINED = new Set(['payment_intent.payment_failed', 'invoice.payment_failed']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StripeOutcome = 'paid' | 'payment_declined' | 'ignored' | 'duplicate';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The invoice an event's object names in its metadata, if any (any other shape names none). */
function namedInvoice(event: Stripe.Event): unknown {
  const data: unknown = (event as { data?: unknown }).data;
  const object = isRecord(data) ? data.object : null;
  const metadata = isRecord(object) ? object.metadata : null;
  return isRecord(metadata) ? metadata.talentbase_invoice_id : null;
}

export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<StripeOutcome> {
  const named = namedInvoice(event);
  const invoiceId = typeof named === 'string' && UUID.test(named) ? named : null;
  const target = PAID.has(event.type) ? 'paid' : DECLINED.has(event.type) ? 'payment_declined' : null;
  return db.transaction(async (tx) => {
    const exists = invoiceId
      ? (await tx.execute(sql`select 1 from invoices where id = ${invoiceId} for update`)).rows.length > 0
      : false;
    let outcome: StripeOutcome = 'ignored';
    const recorded = await tx.execute(sql`
      insert into billing_webhook_events (provider, event_id, type, invoice_id, outcome)
      values ('stripe', ${event.id}, ${event.type}, ${exists ? invoiceId : null}, 'pending')
      on conflict (provider, event_id) do nothing returning event_id`);
    if (recorded.rows.length === 0) return 'duplicate';
    if (target && exists && invoiceId) {
      const changed = await tx.execute<{ team_id: string; number: string }>(sql`
        update invoices set status = ${target},
               paid_at = case when ${target} = 'paid' then coalesce(paid_at, now()) else paid_at end
         where id = ${invoiceId} and status <> 'paid' returning team_id, number`);
      const row = changed.rows[0];
      if (row) {
        outcome = target;
        await audit(tx, {
          action: 'billing.invoice_status_changed',
          teamId: row.team_id,
          targetType: 'invoice',
          targetId: invoiceId,
          metadata: {
            number: row.number,
            to: target,
            provider: 'stripe',
            eventId: event.id,
            eventType: event.type,
          },
        });
      }
    }
    await tx.execute(
      sql`update billing_webhook_events set outcome = ${outcome} where provider = 'stripe' and event_id = ${event.id}`,
    );
    return outcome;
  });
}

export async function stripeWebhookRoutes(
  app: FastifyInstance,
  opts: { db: Database; webhookSecret: string | undefined; secretKey: string | undefined },
): Promise<void> {
  // Only inside this plugin: the signature is over the exact bytes, so JSON is not parsed first.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  // The SDK's webhook helpers need no API call; the key is only used once payments are started.
  const stripe = new Stripe(opts.secretKey ?? 'sk_unused');

  app.post(STRIPE_WEBHOOK_PATH, {
    config: { access: { public: true }, csrfExempt: true },
    schema: {
      tags: ['billing'],
      summary: 'Stripe webhook (signed: Stripe-Signature); idempotent per event id',
    },
    handler: async (req, reply) => {
      const refuse = (status: number, code: string, message: string) => {
        req.log.warn({ reason: message }, 'stripe webhook refused');
        return reply.code(status).send({ code, message, details: null });
      };
      if (!opts.webhookSecret)
        return refuse(403, 'FORBIDDEN', 'No Stripe webhook secret is configured on this server.');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        return refuse(400, 'VALIDATION_FAILED', 'The Stripe-Signature header is missing.');
      if (!Buffer.isBuffer(req.body))
        return refuse(400, 'VALIDATION_FAILED', 'The webhook body must be JSON.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body, signature, opts.webhookSecret);
      } catch (error) {
        const signatureError = (error as { type?: string }).type === 'StripeSignatureVerificationError';
        return signatureError
          ? refuse(400, 'VALIDATION_FAILED', 'The Stripe-Signature does not match this request.')
          : refuse(400, 'VALIDATION_FAILED', 'The webhook body is not a JSON Stripe event.');
      }
      const { id, type } = event as { id?: unknown; type?: unknown };
      if (
        typeof id !== 'string' ||
        id === '' ||
        id.length > 255 ||
        typeof type !== 'string' ||
        type.length > 255
      )
        return refuse(400, 'VALIDATION_FAILED', 'The webhook body is not a Stripe event (id and type).');
      const outcome = await handleStripeEvent(opts.db, event);
      return { received: true, outcome };
    },
  });
}
