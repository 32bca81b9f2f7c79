/**
 * Card payments through Stripe Checkout, end to end on a real database, with the official SDK
 * talking to a local server that answers as Stripe's API does (POST /v1/checkout/sessions,
 * form-encoded, bearer key, idempotency key; errors in Stripe's error shape): a purchase opens a
 * payment page for its invoice, the webhook Stripe then sends marks it paid, an open invoice can
 * be paid later, and a Stripe outage keeps the purchase and says so plainly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook';

const SECRET = 'whsec_test_checkout';
const KEY = 'sk_test_talentbase_checkout';
type Seen = { path: string; auth: string; idempotencyKey: string; form: URLSearchParams };

let t: TestApp;
let admin: TestClient;
let other: TestClient;
let server: http.Server;
const seen: Seen[] = [];
let failNext = 0;

function fakeStripe(): Promise<string> {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({
        path: `${req.method} ${req.url}`,
        auth: String(req.headers.authorization ?? ''),
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        form,
      });
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext -= 1;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is having a bad day' } }));
        return;
      }
      const id = `cs_test_${seen.length}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          client_reference_id: form.get('client_reference_id'),
          metadata: { talentbase_invoice_id: form.get('metadata[talentbase_invoice_id]') },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  const apiUrl = await fakeStripe();
  t = await createTestApp({
    seed: true,
    env: {
      STRIPE_SECRET_KEY: KEY,
      STRIPE_API_URL: apiUrl,
      STRIPE_WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: 'https://talentbase.example',
    },
  });
  admin = new TestClient(t.app);
  await admin.login('admin@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.admin@talentbase.dev');
}, 120_000);
afterAll(async () => {
  await t.close();
  server.close();
});

const statusOf = async (id: string) =>
  (await t.db.pool.query('select status, provider from invoices where id = $1', [id])).rows[0];

async function buy(credits: number) {
  const products = [{ type: 'credits', quantity: credits }];
  const price = await admin.post('/api/v1/billing/order-price', { products });
  return admin.post('/api/v1/billing/purchases', {
    products,
    expectedTotalCents: price.body.data.totalCents,
  });
}

describe('card payments through Stripe Checkout', () => {
  it('a purchase opens the payment page of its invoice; the webhook that follows marks it paid', async () => {
    const res = await buy(40);
    expect(res.status).toBe(200);
    const { invoice, checkoutUrl, paymentError } = res.body.data;
    expect(paymentError).toBeNull();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(invoice.provider).toBe('stripe');
    expect(await statusOf(invoice.invoiceId)).toEqual({ status: 'open', provider: 'stripe' });

    const call = seen.at(-1) as Seen;
    expect(call.path).toBe('POST /v1/checkout/sessions');
    expect(call.auth).toBe(`Bearer ${KEY}`);
    expect(call.idempotencyKey).toContain(invoice.invoiceId);
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('client_reference_id')).toBe(invoice.invoiceId);
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe(String(invoice.totalCents));
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.form.get('line_items[0][price_data][product_data][name]')).toBe(
      `Talentbase invoice ${invoice.number}`,
    );
    expect(call.form.get('metadata[talentbase_invoice_id]')).toBe(invoice.invoiceId);
    expect(call.form.get('payment_intent_data[metadata][talentbase_invoice_id]')).toBe(invoice.invoiceId);
    expect(call.form.get('success_url')).toBe(
      `https://talentbase.example/admin/settings/invoice?paid=${invoice.number}`,
    );

    // Stripe's webhook for the finished session.
    const payload = JSON.stringify({
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          metadata: { talentbase_invoice_id: invoice.invoiceId },
        },
      },
    });
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(hook.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await statusOf(invoice.invoiceId)).status).toBe('paid');
    // A paid invoice has nothing left to pay.
    const again = await admin.post(`/api/v1/billing/invoices/${invoice.invoiceId}/checkout`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('paid already');
  });

  it('when Stripe is down the purchase stands, says why, and the invoice is paid later with Pay now', async () => {
    failNext = 2; // the SDK tries twice (one retry)
    const res = await buy(15);
    expect(res.status).toBe(200);
    const { invoice, checkoutUrl, paymentError } = res.body.data;
    expect(checkoutUrl).toBeNull();
    expect(paymentError).toContain('The card payment could not be started');
    expect(paymentError).toContain(invoice.number);
    expect((await statusOf(invoice.invoiceId)).status).toBe('open');

    const later = await admin.post(`/api/v1/billing/invoices/${invoice.invoiceId}/checkout`, {});
    expect(later.status).toBe(200);
    expect(later.body.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    failNext = 2;
    const down = await admin.post(`/api/v1/billing/invoices/${invoice.invoiceId}/checkout`, {});
    expect(down.status).toBe(503);
    expect(down.body.message).toContain('could not be started');
  });

  it("another team's invoice is not found; a member who is not a billing admin is refused", async () => {
    const res = await buy(5);
    const id = res.body.data.invoice.invoiceId;
    const calls = seen.length;
    expect((await other.post(`/api/v1/billing/invoices/${id}/checkout`, {})).status).toBe(404);
    expect((await admin.post('/api/v1/billing/invoices/not-a-uuid/checkout', {})).status).toBe(400);
    const member = new TestClient(t.app);
    await member.login('hiring.manager@talentbase.dev');
    expect((await member.post(`/api/v1/billing/invoices/${id}/checkout`, {})).status).toBe(403);
    expect(seen.length).toBe(calls);
  });

  it('the payment page says invoices are paid by card', async () => {
    const res = await admin.get('/api/v1/billing/payment');
    expect(res.body.data).toMatchObject({ provider: 'stripe', providerLabel: 'Card (Stripe)' });
  });
});
