/**
 * Purchases, the credit balance and ledger, invoices and the payment state of a team.
 * A purchase is one transaction: the team's seats or credits, a ledger entry for credits, the
 * invoice with the next number of the installation (a counter row locked until commit, so numbers
 * have no gaps and no duplicates under concurrency) and the audit entry. Payments go through a
 * provider seam; the only provider here is bank transfer: the invoice stays `open` until the
 * installation's operator marks it paid (or payment declined).
 */
import {
  type CreditBalance,
  type CreditsResponse,
  type Invoice,
  type InvoiceStatus,
  type OrderLine,
  type OrderPrice,
  type orderProductSchema,
  type PaymentSettings,
  PURCHASE_SUCCESS_MESSAGE,
  type PurchaseResponse,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { creditWarning } from '../auth/account-context';
import { nextRenewal } from '../subscription/periods';
import { writeLedgerEntry } from './credit-ledger';
import { type BillTo, issueInvoice } from './invoices';
import type { Pricing } from './price-table';
import { priceOrder } from './pricing';

type Product = z.output<typeof orderProductSchema>;

/**
 * The end of the team's current subscription period: where seats bought today are prorated to.
 * A team whose subscription row is not made yet (it predates subscriptions and nobody opened the
 * plan page) renews monthly from its creation, as that row will say once it is made.
 */
async function teamRenewalDate(db: Executor, teamId: string, now = new Date()): Promise<Date> {
  const { rows } = await db.execute<{ created_at: string; renews_at: string | null }>(sql`
    select t.created_at, s.renews_at from teams t left join team_subscriptions s on s.team_id = t.id
     where t.id = ${teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Team');
  const renewsAt = row.renews_at ? new Date(row.renews_at) : null;
  return renewsAt && renewsAt > now ? renewsAt : nextRenewal(new Date(row.created_at), now);
}

export async function orderPrice(
  db: Database,
  pricing: Pricing,
  scope: TeamScope,
  products: Product[],
): Promise<OrderPrice> {
  return priceOrder(pricing, products, await teamRenewalDate(db, scope.teamId));
}

type BalanceRow = { total: number; used: number; recruiter_seats: number; collaborator_seats: number };
const toBalance = (r: BalanceRow): CreditBalance => ({
  total: r.total,
  used: r.used,
  remaining: Math.max(0, r.total - r.used),
  warning: creditWarning(r.total, r.used),
  recruiterSeats: r.recruiter_seats,
  collaboratorSeats: r.collaborator_seats,
});

export async function creditBalance(db: Executor, teamId: string): Promise<CreditBalance> {
  const { rows } = await db.execute<BalanceRow>(sql`
    select contract_credits as total, credits_used as used, recruiter_seats, collaborator_seats
      from teams where id = ${teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Team');
  return toBalance(row);
}

type InvoiceRow = {
  id: string;
  number: string;
  status: InvoiceStatus;
  provider: string;
  currency: string;
  lines: OrderLine[];
  subtotal_cents: number;
  tax_rate_percent: string;
  tax_cents: number;
  total_cents: number;
  created_at: string | Date;
  created_by: string | null;
  paid_at: string | Date | null;
};
const iso = (v: string | Date) => new Date(v).toISOString();
export const toInvoice = (r: InvoiceRow): Invoice => ({
  invoiceId: r.id,
  number: r.number,
  status: r.status,
  provider: r.provider,
  currency: r.currency,
  lines: r.lines,
  subtotalCents: r.subtotal_cents,
  taxRatePercent: Number(r.tax_rate_percent),
  taxCents: r.tax_cents,
  totalCents: r.total_cents,
  createdAt: iso(r.created_at),
  createdBy: r.created_by,
  paidAt: r.paid_at ? iso(r.paid_at) : null,
});
export const INVOICE_COLUMNS = sql`i.id, i.number, i.status, i.provider, i.currency, i.lines, i.subtotal_cents,
  i.tax_rate_percent, i.tax_cents, i.total_cents, i.created_at, u.full_name as created_by, i.paid_at`;

export async function purchase(
  db: Database,
  pricing: Pricing,
  scope: TeamScope,
  body: { products: Product[]; expectedTotalCents?: number | undefined },
  ip: string | null,
): Promise<Omit<PurchaseResponse['data'], 'checkoutUrl' | 'paymentError'>> {
  return db.transaction(async (tx) => {
    const price = priceOrder(pricing, body.products, await teamRenewalDate(tx, scope.teamId));
    if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== price.totalCents) {
      throw new AppError(
        'CONFLICT',
        'The price has changed since you saw it. Review the new price and confirm again.',
        {
          totalCents: price.totalCents,
        },
      );
    }
    const seats = { Recruiter: 0, Collaborator: 0 };
    let credits = 0;
    for (const p of body.products) {
      if (p.type === 'license') seats[p.license] += p.quantity;
      else credits += p.quantity;
    }
    // The team row first (the same lock order as a reveal), then the installation's counter.
    const updated = await tx.execute<BalanceRow>(sql`
      update teams set recruiter_seats = recruiter_seats + ${seats.Recruiter},
             collaborator_seats = collaborator_seats + ${seats.Collaborator},
             contract_credits = contract_credits + ${credits}, updated_at = now()
       where id = ${scope.teamId}
      returning contract_credits as total, credits_used as used, recruiter_seats, collaborator_seats`);
    const team = updated.rows[0];
    if (!team) throw notFound('Team');
    const { invoiceId, number } = await issueInvoice(tx, {
      teamId: scope.teamId,
      price,
      provider: pricing.provider,
      createdBy: scope.userId,
    });
    if (credits > 0) {
      await writeLedgerEntry(tx, {
        teamId: scope.teamId,
        delta: credits,
        reason: 'purchase',
        balanceAfter: team.total - team.used,
        userId: scope.userId,
        invoiceId,
      });
    }
    await audit(tx, {
      action: 'billing.purchase',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'invoice',
      targetId: invoiceId,
      metadata: {
        number,
        recruiterSeats: seats.Recruiter,
        collaboratorSeats: seats.Collaborator,
        credits,
        totalCents: price.totalCents,
        currency: price.currency,
      },
      ip,
    });
    const invoice = await getInvoice(tx, scope.teamId, invoiceId);
    return { invoice, balance: toBalance(team), message: PURCHASE_SUCCESS_MESSAGE };
  });
}

export async function getInvoice(db: Executor, teamId: string, invoiceId: string): Promise<Invoice> {
  const { rows } = await db.execute<InvoiceRow>(sql`
    select ${INVOICE_COLUMNS} from invoices i left join users u on u.id = i.created_by
     where i.id = ${invoiceId} and i.team_id = ${teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Invoice');
  return toInvoice(row);
}

export async function invoiceForPdf(
  db: Executor,
  teamId: string,
  invoiceId: string,
): Promise<{ invoice: Invoice; billTo: BillTo }> {
  const invoice = await getInvoice(db, teamId, invoiceId);
  const { rows } = await db.execute<{ bill_to: BillTo }>(
    sql`select bill_to from invoices where id = ${invoiceId}`,
  );
  return { invoice, billTo: rows[0]?.bill_to as BillTo };
}

export async function listInvoices(
  db: Executor,
  teamId: string,
  page: number,
  pageSize: number,
): Promise<{ data: Invoice[]; totalNum: number; page: number; pageSize: number }> {
  const { rows } = await db.execute<InvoiceRow>(sql`
    select ${INVOICE_COLUMNS} from invoices i left join users u on u.id = i.created_by
     where i.team_id = ${teamId} order by i.seq desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from invoices where team_id = ${teamId}`,
  );
  return { data: rows.map(toInvoice), totalNum: total.rows[0]?.n ?? 0, page, pageSize };
}

export async function creditsWithLedger(
  db: Executor,
  teamId: string,
  page: number,
  pageSize: number,
): Promise<CreditsResponse['data']> {
  const balance = await creditBalance(db, teamId);
  const { rows } = await db.execute<{
    id: string;
    delta: number;
    reason: 'reveal' | 'purchase' | 'grant' | 'adjustment';
    profile_id: string | null;
    number: string | null;
    user_name: string | null;
    balance_after: number;
    created_at: string | Date;
  }>(sql`
    select l.id::text, l.delta, l.reason, l.profile_id::text, i.number, u.full_name as user_name, l.balance_after,
           l.created_at
      from credit_ledger l left join invoices i on i.id = l.invoice_id left join users u on u.id = l.user_id
     where l.team_id = ${teamId} order by l.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from credit_ledger where team_id = ${teamId}`,
  );
  return {
    balance,
    ledger: rows.map((r) => ({
      id: Number(r.id),
      delta: r.delta,
      reason: r.reason,
      profileId: r.profile_id === null ? null : Number(r.profile_id),
      invoiceNumber: r.number,
      userName: r.user_name,
      balanceAfter: r.balance_after,
      createdAt: iso(r.created_at),
    })),
    totalEntries: total.rows[0]?.n ?? 0,
    page,
    pageSize,
  };
}

export async function paymentSettings(
  db: Executor,
  pricing: Pricing,
  teamId: string,
): Promise<PaymentSettings> {
  const { rows } = await db.execute<{ declined: number; open: number; open_total: number }>(sql`
    select count(*) filter (where status = 'payment_declined')::int as declined,
           count(*) filter (where status in ('open', 'payment_declined'))::int as open,
           coalesce(sum(total_cents) filter (where status in ('open', 'payment_declined')), 0)::int as open_total
      from invoices where team_id = ${teamId}`);
  const row = rows[0] ?? { declined: 0, open: 0, open_total: 0 };
  return {
    provider: pricing.provider.name === 'stripe' ? 'stripe' : 'bank_transfer',
    providerLabel: pricing.provider.label,
    bankTransfer: pricing.table.bankTransfer,
    paymentDeclined: row.declined > 0,
    openInvoices: row.open,
    openTotalCents: row.open_total,
    currency: pricing.table.currency,
  };
}

/** The operator's view: every invoice of the installation, those awaiting payment first. */
export async function operatorInvoices(db: Executor) {
  const { rows } = await db.execute<InvoiceRow & { team_id: string; team_name: string }>(sql`
    select ${INVOICE_COLUMNS}, i.team_id, t.name as team_name
      from invoices i join teams t on t.id = i.team_id left join users u on u.id = i.created_by
     order by (i.status = 'paid'), i.seq desc limit 500`);
  return rows.map((r) => ({ ...toInvoice(r), teamId: r.team_id, teamName: r.team_name }));
}

export async function setInvoiceStatus(
  db: Database,
  operator: { userId: string },
  invoiceId: string,
  status: InvoiceStatus,
  ip: string | null,
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<
      InvoiceRow & { team_id: string; team_name: string; before: InvoiceStatus }
    >(sql`
      with prev as (select id, status from invoices where id = ${invoiceId} for update)
      update invoices i set status = ${status}, status_changed_by = ${operator.userId},
             paid_at = case when ${status} = 'paid' then coalesce(i.paid_at, now()) else null end
        from prev, teams t
       where i.id = prev.id and t.id = i.team_id
      returning i.id, i.number, i.status, i.provider, i.currency, i.lines, i.subtotal_cents, i.tax_rate_percent,
                i.tax_cents, i.total_cents, i.created_at, null::text as created_by, i.paid_at, i.team_id,
                t.name as team_name, prev.status as before`);
    const row = rows[0];
    if (!row) throw notFound('Invoice');
    await audit(tx, {
      action: 'billing.invoice_status_changed',
      teamId: row.team_id,
      actorUserId: operator.userId,
      targetType: 'invoice',
      targetId: invoiceId,
      metadata: { number: row.number, from: row.before, to: status },
      ip,
    });
    return { ...toInvoice(row), teamId: row.team_id, teamName: row.team_name };
  });
}
