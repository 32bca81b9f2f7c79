/**
 * Issuing an invoice: the next number of the installation (a counter row locked until commit, so
 * numbers have no gaps and no duplicates under concurrency), the bill-to details as they are
 * today (an invoice never changes afterwards) and the provider that collects it. Purchases and
 * renewals both issue through here, inside their own transaction.
 */
import type { InvoiceStatus, OrderPrice } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { readSettings } from '../team-settings/team-settings.service';

/** Where an invoice's payment goes. Bank transfer: nothing is charged now; the operator records the outcome. */
export type PaymentProvider = { name: string; label: string; initialStatus: InvoiceStatus };
export const BANK_TRANSFER: PaymentProvider = {
  name: 'bank_transfer',
  label: 'Bank transfer',
  initialStatus: 'open',
};

export const formatInvoiceNumber = (seq: number) => `INV-${String(seq).padStart(6, '0')}`;

export type BillTo = {
  organization: string;
  team: string;
  companyName: string;
  website: string;
  description: string;
};

export async function billToOf(db: Executor, teamId: string): Promise<BillTo> {
  const { rows } = await db.execute<{ org: string; team: string }>(sql`
    select o.name as org, t.name as team from teams t join organizations o on o.id = t.org_id where t.id = ${teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Team');
  const profile = (await readSettings(db, teamId, 'company-profile')).data;
  return {
    organization: row.org,
    team: row.team,
    companyName: profile.companyName,
    website: profile.website,
    description: profile.description,
  };
}

type InvoiceDraft = {
  teamId: string;
  price: Pick<
    OrderPrice,
    'currency' | 'lines' | 'subtotalCents' | 'taxRatePercent' | 'taxCents' | 'totalCents'
  >;
  provider?: PaymentProvider;
  /** Who bought; null for an invoice the renewal issues. */
  createdBy: string | null;
};

export async function issueInvoice(
  tx: Executor,
  { teamId, price, provider = BANK_TRANSFER, createdBy }: InvoiceDraft,
): Promise<{ invoiceId: string; number: string }> {
  const counter = await tx.execute<{ seq: number }>(sql`
    insert into billing_counters (name, last_value) values ('invoice', 1)
    on conflict (name) do update set last_value = billing_counters.last_value + 1
    returning last_value as seq`);
  const seq = counter.rows[0]?.seq ?? 1;
  const number = formatInvoiceNumber(seq);
  const billTo = await billToOf(tx, teamId);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into invoices (team_id, seq, number, status, provider, currency, lines, subtotal_cents,
                          tax_rate_percent, tax_cents, total_cents, bill_to, created_by)
    values (${teamId}, ${seq}, ${number}, ${provider.initialStatus}, ${provider.name},
            ${price.currency}, ${JSON.stringify(price.lines)}::jsonb, ${price.subtotalCents}, ${price.taxRatePercent},
            ${price.taxCents}, ${price.totalCents}, ${JSON.stringify(billTo)}::jsonb, ${createdBy})
    returning id`);
  return { invoiceId: inserted.rows[0]?.id as string, number };
}
