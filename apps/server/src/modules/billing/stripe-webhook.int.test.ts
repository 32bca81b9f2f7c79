/**
 * The Stripe adapter's webhook on a real database, with signatures the official SDK makes: a paid
 * event marks the invoice paid once however often it is delivered, a forged or missing signature
 * changes nothing, a failed payment shows the team as payment declined (but never un-pays an
 * invoice), and without a configured secret the endpoint refuses everything.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const SECRET = 'whsec_test_talentbase';
const stripe = new Stripe('sk_test_unused');
let t: TestApp;
let admin: TestClient;
let events = 0;

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

function event(type: string, invoiceId: string, id = `evt_${++events}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `pi_${events}`,
        object: 'payment_intent',
        metadata: { talentbase_invoice_id: invoiceId },
      },
    },
  });
}

function deliver(payload: string, signature?: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) }
        : signature
          ? { 'stripe-signature': signature }
          : {}),
    },
  });
}

async function newInvoice(): Promise<string> {
  const res = await admin.post('/api/v1/billing/purchases', {
    products: [{ type: 'credits', quantity: 10 }],
  });
  expect(res.status).toBe(200);
  return res.body.data.invoice.invoiceId as string;
}
const statusOf = async (id: string) =>
  (await q('select status from invoices where id = $1', [id])).rows[0].status;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  admin = new TestClient(t.app);
  await admin.login('admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('Stripe webhook', () => {
  it('marks the invoice paid once, however often the event is delivered', async () => {
    const invoice = await newInvoice();
    const payload = event('payment_intent.succeeded', invoice);
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await statusOf(invoice)).toBe('paid');
    const paidAt = (await q('select paid_at from invoices where id = $1', [invoice])).rows[0].paid_at;
    for (let i = 0; i < 3; i++) {
      const again = await deliver(payload);
      expect(again.statusCode).toBe(200);
      expect(again.json().outcome).toBe('duplicate');
    }
    // Parallel replays too.
    const parallel = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(parallel.map((r) => r.json().outcome)).toEqual(Array(5).fill('duplicate'));
    expect((await q('select paid_at from invoices where id = $1', [invoice])).rows[0].paid_at).toEqual(
      paidAt,
    );
    const audits = await q(
      `select count(*)::int as n from audit_log where action = 'billing.invoice_status_changed' and target_id = $1`,
      [invoice],
    );
    expect(audits.rows[0].n).toBe(1);
  });

  it('refuses a forged, tampered or missing signature and changes nothing', async () => {
    const invoice = await newInvoice();
    const payload = event('payment_intent.succeeded', invoice);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = stripe.webhooks.generateTestHeaderString({
      payload: event('payment_intent.succeeded', invoice, 'evt_other'),
      secret: SECRET,
    });
    for (const signature of [forged, tampered, 't=1,v1=deadbeef', '']) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Stripe-Signature/);
    }
    expect(await statusOf(invoice)).toBe('open');
    expect((await q('select count(*)::int as n from billing_webhook_events')).rows[0].n).toBe(1);
  });

  it('shows a declined payment to the team, and never un-pays a paid invoice', async () => {
    const invoice = await newInvoice();
    const declined = await deliver(event('payment_intent.payment_failed', invoice));
    expect(declined.json().outcome).toBe('payment_declined');
    expect((await admin.get('/api/v1/billing/payment')).body.data.paymentDeclined).toBe(true);
    expect((await deliver(event('invoice.paid', invoice))).json().outcome).toBe('paid');
    expect((await admin.get('/api/v1/billing/payment')).body.data.paymentDeclined).toBe(false);
    // A late failure event for the paid invoice changes nothing.
    expect((await deliver(event('invoice.payment_failed', invoice))).json().outcome).toBe('ignored');
    expect(await statusOf(invoice)).toBe('paid');
  });

  it('records but ignores events it does not handle or for invoices it does not know', async () => {
    expect((await deliver(event('customer.created', await newInvoice()))).json().outcome).toBe('ignored');
    expect(
      (await deliver(event('payment_intent.succeeded', '00000000-0000-4000-8000-000000000000'))).json()
        .outcome,
    ).toBe('ignored');
    expect((await deliver(event('payment_intent.succeeded', 'not-an-id'))).json().outcome).toBe('ignored');
  });

  it('refuses a signed body that is not a Stripe event, and odd objects change nothing', async () => {
    for (const payload of ['{}', 'not json', '[]', '{"id":"evt_x"}']) {
      const res = await deliver(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The webhook body is not a (JSON )?Stripe event/);
    }
    for (const object of [null, 'text', [1], { metadata: 'x' }, { metadata: null }]) {
      const payload = JSON.stringify({ id: `evt_odd_${++events}`, type: 'invoice.paid', data: { object } });
      const res = await deliver(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().outcome).toBe('ignored');
    }
  });

  it('refuses everything when no webhook secret is configured', async () => {
    const bare = await createTestApp();
    try {
      const payload = event('payment_intent.succeeded', '00000000-0000-4000-8000-000000000000');
      const res = await deliver(payload, undefined, bare.app);
      expect(res.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
