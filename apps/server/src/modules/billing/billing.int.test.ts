/**
 * Billing end to end on a real database: the order price (unit prices, proration, tax), purchases
 * of seats and credits with their invoices and ledger entries, the ledger under concurrent reveals
 * and purchases, invoice numbers without gaps, the PDF, the operator's paid / declined marks,
 * who may do what, and another team's ids.
 */
import { PURCHASE_SUCCESS_MESSAGE } from '@talentbase/shared';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient; // admin@: enterprise admin of the pro team
let admin2: TestClient; // org.admin@, made an enterprise admin of the pro team too
let member: TestClient; // demo@: team admin on pro mid-market, no billing screen
let recruiter: TestClient; // growth.recruiter@: sees the payment screen, not an admin
let other: TestClient; // growth.admin@: admin of another team
let operator: TestClient;

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const teamOf = async (email: string) =>
  (
    await q('select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1', [
      email,
    ])
  ).rows[0].team_id as string;
let proTeam: string;

const ledgerSum = async (teamId: string) =>
  (await q('select coalesce(sum(delta), 0)::int as s from credit_ledger where team_id = $1', [teamId]))
    .rows[0].s;
const balance = async (teamId: string) =>
  (await q('select contract_credits - credits_used as b from teams where id = $1', [teamId])).rows[0].b;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { BILLING_TAX_RATE_PERCENT: '20' } });
  await q(
    `update team_members set account_roles = array['enterprise_admin'] where user_id = (select id from users where email = 'org.admin@talentbase.dev')`,
  );
  const login = async (email: string) => {
    const c = new TestClient(t.app);
    await c.login(email);
    return c;
  };
  admin = await login('admin@talentbase.dev');
  admin2 = await login('org.admin@talentbase.dev');
  member = await login('demo@talentbase.dev');
  recruiter = await login('growth.recruiter@talentbase.dev');
  other = await login('growth.admin@talentbase.dev');
  operator = await login('operator@talentbase.dev');
  proTeam = await teamOf('admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const PRICE = '/api/v1/billing/order-price';
const BUY = '/api/v1/billing/purchases';

describe('order price', () => {
  it('prices credits at the unit price, prorates seats to the renewal date and adds the tax', async () => {
    // The subscription renews in 20 days: a seat costs 20/365 of its year's price.
    expect((await admin.get('/api/v1/subscription')).status).toBe(200);
    await q(
      `update team_subscriptions set renews_at = date_trunc('day', now()) + interval '20 days 3 hours' where team_id = $1`,
      [proTeam],
    );
    const res = await admin.post(PRICE, {
      products: [
        { type: 'license', quantity: 2 },
        { type: 'license', license: 'Collaborator', quantity: 1 },
        { type: 'credits', quantity: 100 },
      ],
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.currency).toBe('USD');
    expect(d.remainingDays).toBe(20);
    const recruiterUnit = Math.round((120_000 * 20) / 365);
    const collaboratorUnit = Math.round((30_000 * 20) / 365);
    expect(d.lines[0]).toMatchObject({
      license: 'Recruiter',
      quantity: 2,
      unitPriceCents: 120_000,
      proratedDays: 20,
    });
    expect(d.lines[0].amountCents).toBe(recruiterUnit * 2);
    expect(d.lines[1].amountCents).toBe(collaboratorUnit);
    expect(d.lines[2]).toMatchObject({
      type: 'credits',
      unitPriceCents: 150,
      amountCents: 15_000,
      proratedDays: null,
    });
    const subtotal = recruiterUnit * 2 + collaboratorUnit + 15_000;
    expect(d.subtotalCents).toBe(subtotal);
    expect(d.taxRatePercent).toBe(20);
    expect(d.taxCents).toBe(Math.round(subtotal * 0.2));
    expect(d.totalCents).toBe(subtotal + d.taxCents);
  });

  it("takes the spec's own call: one licence", async () => {
    const res = await admin.post(PRICE, { products: [{ type: 'license', quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.lines).toHaveLength(1);
  });

  it('prorates to the renewal date of the subscription, not to an anniversary of the team', async () => {
    await q(`update teams set created_at = date_trunc('day', now()) - interval '366 days' where id = $1`, [
      proTeam,
    ]);
    await q(
      `update team_subscriptions set renews_at = date_trunc('day', now()) + interval '3 days' where team_id = $1`,
      [proTeam],
    );
    const res = await admin.post(PRICE, { products: [{ type: 'license', quantity: 1 }] });
    expect(res.body.data.remainingDays).toBe(3);
    expect(res.body.data.lines[0].description).toMatch(/\(3 days to the renewal on \d{4}-\d{2}-\d{2}\)/);
  });

  it('refuses an order too large for one invoice with a clear 400', async () => {
    // Seats for a whole year (a subscription renewing in a year) at the most one order may buy.
    await q(
      `update team_subscriptions set renews_at = date_trunc('day', now()) + interval '365 days' where team_id = $1`,
      [proTeam],
    );
    const res = await admin.post(PRICE, {
      products: Array.from({ length: 10 }, () => ({ type: 'license', quantity: 1000 })),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('too large');
  });

  it.each([
    [{}, 'products'],
    [{ products: [] }, 'at least one'],
    [{ products: [{ type: 'seats', quantity: 1 }] }, "'license' or 'credits'"],
    [{ products: [{ type: 'credits', quantity: 0 }] }, 'at least 1'],
    [{ products: [{ type: 'credits', quantity: 1.5 }] }, 'whole number'],
    [{ products: [{ type: 'credits', quantity: '3' }] }, 'whole number'],
    [{ products: [{ type: 'license', quantity: 5000 }] }, 'At most'],
    [{ products: [{ type: 'license', license: 'Owner', quantity: 1 }] }, ''],
    [{ products: [{ type: 'credits', quantity: 1, extra: 1 }] }, ''],
  ])('refuses %j with a clear 400', async (body, words) => {
    const res = await admin.post(PRICE, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body).toLowerCase()).toContain(words.toLowerCase());
  });
});

describe('purchases', () => {
  it('adds seats and credits with an invoice and a ledger entry, in one go', async () => {
    const before = (await q('select * from teams where id = $1', [proTeam])).rows[0];
    const quote = await admin.post(PRICE, {
      products: [
        { type: 'license', quantity: 1 },
        { type: 'credits', quantity: 40 },
      ],
    });
    const res = await admin.post(BUY, {
      products: [
        { type: 'license', quantity: 1 },
        { type: 'credits', quantity: 40 },
      ],
      expectedTotalCents: quote.body.data.totalCents,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(PURCHASE_SUCCESS_MESSAGE);
    expect(res.body.data.invoice).toMatchObject({ status: 'open', provider: 'bank_transfer' });
    expect(res.body.data.invoice.totalCents).toBe(quote.body.data.totalCents);
    expect(res.body.data.invoice.number).toMatch(/^INV-\d{6}$/);
    const after = (await q('select * from teams where id = $1', [proTeam])).rows[0];
    expect(after.recruiter_seats).toBe(before.recruiter_seats + 1);
    expect(after.contract_credits).toBe(before.contract_credits + 40);
    expect(res.body.data.balance.remaining).toBe(after.contract_credits - after.credits_used);
    const ledger = await admin.get('/api/v1/billing/credits');
    expect(ledger.status).toBe(200);
    expect(ledger.body.data.ledger[0]).toMatchObject({
      delta: 40,
      reason: 'purchase',
      invoiceNumber: res.body.data.invoice.number,
      balanceAfter: after.contract_credits - after.credits_used,
    });
    // The team had credits before its first ledger entry: an opening grant keeps the sum exact.
    expect(ledger.body.data.ledger[1]).toMatchObject({ reason: 'grant' });
    expect(await ledgerSum(proTeam)).toBe(await balance(proTeam));
    const audited = await q(
      `select actor_user_id from audit_log where action = 'billing.purchase' and target_id = $1`,
      [res.body.data.invoice.invoiceId],
    );
    expect(audited.rowCount).toBe(1);
  });

  it('buys nothing when the price changed since it was shown (409)', async () => {
    const before = await balance(proTeam);
    const invoices = (await q('select count(*)::int as n from invoices')).rows[0].n;
    const res = await admin.post(BUY, {
      products: [{ type: 'credits', quantity: 5 }],
      expectedTotalCents: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('price has changed');
    expect(await balance(proTeam)).toBe(before);
    expect((await q('select count(*)::int as n from invoices')).rows[0].n).toBe(invoices);
  });

  it('two admins buying at once both succeed with correct totals and numbers without gaps', async () => {
    const before = (await q('select * from teams where id = $1', [proTeam])).rows[0];
    const buys = [];
    for (let i = 0; i < 10; i++) {
      const c = i % 2 === 0 ? admin : admin2;
      buys.push(
        c.post(BUY, {
          products: [
            { type: 'credits', quantity: 10 },
            { type: 'license', license: 'Collaborator', quantity: 1 },
          ],
        }),
      );
    }
    const results = await Promise.all(buys);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const after = (await q('select * from teams where id = $1', [proTeam])).rows[0];
    expect(after.contract_credits).toBe(before.contract_credits + 100);
    expect(after.collaborator_seats).toBe(before.collaborator_seats + 10);
    expect(await ledgerSum(proTeam)).toBe(await balance(proTeam));
    const seqs = (await q('select seq from invoices order by seq')).rows.map((r) => r.seq as number);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const balances = (
      await q(
        `select balance_after from credit_ledger where team_id = $1 and reason = 'purchase' order by id`,
        [proTeam],
      )
    ).rows.map((r) => r.balance_after as number);
    // Each entry's balance is the one before it plus its ten credits: no two saw the same balance.
    expect(new Set(balances).size).toBe(balances.length);
  });
});

describe('reveals against the ledger', () => {
  it('50 parallel reveals with 10 credits left: exactly 10 succeed, the rest are refused clearly', async () => {
    // The growth team has no ledger entries yet: its 10 credits come in as the opening grant.
    const team = await teamOf('growth.recruiter@talentbase.dev');
    const { rows } = await q(
      `insert into talent_profiles (source, full_name, doc) select 'generated', 'Ledger Person ' || g, '{}'
         from generate_series(1, 50) g returning id`,
    );
    await q('update teams set contract_credits = credits_used + 10 where id = $1', [team]);
    const results = await Promise.all(
      rows.map((r) => recruiter.get(`/api/v1/candidates/viewContacts?candidateId=${r.id}`)),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body.code).toBe('CREDITS_EXHAUSTED');
    expect(refused[0]?.body.message).toContain('Ask your admin to add credits');
    expect(await balance(team)).toBe(0);
    expect(await ledgerSum(team)).toBe(0);
    const reveals = await q(
      `select profile_id, balance_after from credit_ledger where team_id = $1 and reason = 'reveal'`,
      [team],
    );
    // One entry per revealed profile, balances 9 down to 0.
    expect(reveals.rowCount).toBeGreaterThanOrEqual(10);
    const lastTen = reveals.rows
      .slice(-10)
      .map((r) => r.balance_after as number)
      .sort((a, b) => a - b);
    expect(lastTen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // A profile already revealed is free again: no new entry, no charge.
    const first = ok[0]?.body.candidateId as number;
    const again = await recruiter.get(`/api/v1/candidates/viewContacts?candidateId=${first}`);
    expect(again.status).toBe(200);
    expect(again.body.charged).toBe(false);
    expect(
      (await q('select count(*)::int as n from credit_ledger where team_id = $1', [team])).rows[0].n,
    ).toBe((reveals.rowCount ?? 0) + 1);
  });
});

describe('invoices', () => {
  it('lists the team invoices and downloads a real PDF with the number and the company profile', async () => {
    await admin.put('/api/v1/team-settings/company-profile', {
      companyName: 'Northwind Holdings Ltd',
      website: '',
      logoUrl: '',
      description: '',
    });
    const bought = await admin.post(BUY, { products: [{ type: 'credits', quantity: 1 }] });
    const list = await admin.get('/api/v1/billing/invoices?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(5);
    expect(list.body.data[0].number).toBe(bought.body.data.invoice.number);
    expect(list.body.totalNum).toBeGreaterThan(5);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/billing/invoices/${bought.body.data.invoice.invoiceId}/pdf`,
      headers: { cookie: ['tb_session', 'tb_csrf'].map((k) => `${k}=${admin.cookie(k)}`).join('; ') },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(`Invoice ${bought.body.data.invoice.number}`);
    expect(text).toContain('Northwind Holdings Ltd');
    expect(text).toContain('Total');
    expect(text).toContain('Payment by bank transfer');
  });

  it("answers 404 for another team's invoice, exactly like a missing one", async () => {
    const mine = (await admin.get('/api/v1/billing/invoices')).body.data[0].invoiceId;
    const theirs = await other.get(`/api/v1/billing/invoices/${mine}/pdf`);
    const missing = await other.get('/api/v1/billing/invoices/00000000-0000-4000-8000-000000000000/pdf');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.message).toBe(missing.body.message);
    expect(
      (await other.get('/api/v1/billing/invoices')).body.data.map((i: { invoiceId: string }) => i.invoiceId),
    ).not.toContain(mine);
    expect((await admin.get('/api/v1/billing/invoices/not-a-uuid/pdf')).status).toBe(400);
  });

  it('refuses non-admins (403) and hides the operator routes (404)', async () => {
    for (const c of [member, recruiter]) {
      expect((await c.post(PRICE, { products: [{ type: 'credits', quantity: 1 }] })).status).toBe(403);
      expect((await c.post(BUY, { products: [{ type: 'credits', quantity: 1 }] })).status).toBe(403);
      expect((await c.get('/api/v1/billing/invoices')).status).toBe(403);
      expect((await c.get('/api/v1/billing/credits')).status).toBe(403);
    }
    expect((await admin.get('/api/v1/customer-console/invoices')).status).toBe(404);
  });

  it('the operator marks a bank transfer paid, or declined: the team sees the payment-declined state', async () => {
    const inv = (await admin.get('/api/v1/billing/invoices')).body.data[0];
    const payment = async () => (await admin.get('/api/v1/billing/payment')).body.data;
    expect((await payment()).paymentDeclined).toBe(false);
    expect((await payment()).bankTransfer.iban).toBeTruthy();
    const listed = await operator.get('/api/v1/customer-console/invoices');
    expect(listed.status).toBe(200);
    expect(listed.body.data.some((i: { invoiceId: string }) => i.invoiceId === inv.invoiceId)).toBe(true);
    const declined = await operator.post(`/api/v1/customer-console/invoices/${inv.invoiceId}/status`, {
      status: 'payment_declined',
    });
    expect(declined.status).toBe(200);
    expect((await payment()).paymentDeclined).toBe(true);
    const paid = await operator.post(`/api/v1/customer-console/invoices/${inv.invoiceId}/status`, {
      status: 'paid',
    });
    expect(paid.body.data.status).toBe('paid');
    expect(paid.body.data.paidAt).toBeTruthy();
    expect((await payment()).paymentDeclined).toBe(false);
    expect(
      (
        await q(
          `select count(*)::int as n from audit_log where action = 'billing.invoice_status_changed' and target_id = $1`,
          [inv.invoiceId],
        )
      ).rows[0].n,
    ).toBe(2);
    expect(
      (
        await operator.post(`/api/v1/customer-console/invoices/${inv.invoiceId}/status`, {
          status: 'refunded',
        })
      ).status,
    ).toBe(400);
  });
});
