/**
 * What a renewal charges and grants (decisions.md "Renewals"). When a subscription period rolls
 * over, in the same transaction as the new renewal date:
 * - one invoice for the new period: the plan's price (when the price table has one; a plan sold by
 *   contract has none) and the seats the team holds beyond the plan's, each at its year's price for
 *   the period's days, the same rate a seat bought mid-period was prorated at;
 * - the plan's monthly reveal credits: the balance is topped up to the plan's allowance, as a
 *   `grant` in the credit ledger. Bought credits above the allowance are kept; unused allowance
 *   does not pile up month after month.
 * Periods a server missed while it was down are not invoiced afterwards: only the period that
 * starts now is.
 */
import type { OrderLine } from '@talentbase/shared';
import type { PlanOffer } from '@talentbase/shared/domain/plans';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { writeLedgerEntry } from './credit-ledger';
import { issueInvoice } from './invoices';
import type { Pricing } from './price-table';
import { seatCentsFor, totals } from './pricing';

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

type RenewingTeam = {
  id: string;
  orgId: string;
  recruiterSeats: number;
  collaboratorSeats: number;
  contractCredits: number;
  creditsUsed: number;
};

export function renewalLines(
  pricing: Pricing,
  team: RenewingTeam,
  offer: PlanOffer,
  periodStart: Date,
  periodEnd: Date,
): OrderLine[] {
  const lines: OrderLine[] = [];
  const range = `${day(periodStart)} to ${day(periodEnd)}`;
  const planCents = pricing.table.planMonthlyCents[offer.id];
  if (planCents === undefined) return lines;
  if (planCents > 0)
    lines.push({
      type: 'plan',
      license: null,
      description: `${offer.label} plan, ${range}`,
      quantity: 1,
      unitPriceCents: planCents,
      proratedDays: null,
      chargedUnitCents: planCents,
      amountCents: planCents,
    });
  const days = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const held = { Recruiter: team.recruiterSeats, Collaborator: team.collaboratorSeats };
  for (const license of ['Recruiter', 'Collaborator'] as const) {
    const extra = held[license] - offer.seats[license];
    if (extra <= 0) continue;
    const unit = pricing.table.seatCents[license];
    const charged = seatCentsFor(unit, days);
    lines.push({
      type: 'license',
      license,
      description: `${license} seat${extra === 1 ? '' : 's'} beyond the plan, ${range} (${days} days)`,
      quantity: extra,
      unitPriceCents: unit,
      proratedDays: days,
      chargedUnitCents: charged,
      amountCents: charged * extra,
    });
  }
  return lines;
}

/** Invoices the period that starts now and tops the credits up. The caller holds the team row's lock. */
export async function renewPeriod(
  tx: Executor,
  pricing: Pricing,
  team: RenewingTeam,
  offer: PlanOffer,
  periodStart: Date,
  periodEnd: Date,
): Promise<{ invoiceNumber: string | null; creditsGranted: number }> {
  const lines = renewalLines(pricing, team, offer, periodStart, periodEnd);
  let invoiceNumber: string | null = null;
  if (lines.length > 0) {
    const sums = totals(lines, pricing.taxRatePercent);
    const issued = await issueInvoice(tx, {
      teamId: team.id,
      price: { currency: pricing.table.currency, lines, taxRatePercent: pricing.taxRatePercent, ...sums },
      provider: pricing.provider,
      createdBy: null,
    });
    invoiceNumber = issued.number;
  }
  const balance = team.contractCredits - team.creditsUsed;
  const creditsGranted = Math.max(0, offer.monthlyCredits - balance);
  if (creditsGranted > 0) {
    await tx.execute(sql`
      update teams set contract_credits = contract_credits + ${creditsGranted}, updated_at = now()
       where id = ${team.id}`);
    await writeLedgerEntry(tx, {
      teamId: team.id,
      delta: creditsGranted,
      reason: 'grant',
      balanceAfter: balance + creditsGranted,
      userId: null,
    });
  }
  await audit(tx, {
    action: 'subscription.renewed',
    teamId: team.id,
    orgId: team.orgId,
    targetType: 'subscription',
    targetId: team.id,
    metadata: { plan: offer.id, invoice: invoiceNumber, creditsGranted, until: day(periodEnd) },
  });
  return { invoiceNumber, creditsGranted };
}
