/**
 * The order price: unit prices from the price table, seats prorated to the renewal date, tax.
 * Proration rule (decisions.md "Credits, purchases and invoices"): a seat's price is for a whole
 * 365-day year, and the team pays it period by period with its subscription. A seat bought today
 * costs the year's price × the days left to the subscription's renewal date ÷ 365 (at least one
 * day), rounded to the cent; each renewal then invoices the seats beyond the plan for the next
 * period (see renewal-invoice.ts). Credits do not expire and are not prorated. Tax is the
 * configured rate on the subtotal, rounded to the cent.
 */
import type { OrderLine, OrderPrice, orderProductSchema } from '@talentbase/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { Pricing } from './price-table';

const DAY_MS = 86_400_000;
/** One order's total stays well inside the invoice's integer columns (10 million in the currency). */
export const MAX_ORDER_CENTS = 1_000_000_000;
export const TERM_DAYS = 365;

/** Whole UTC days from `now`'s date to `renewsAt`'s date, at least one. */
export function daysUntil(renewsAt: Date, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = Date.UTC(renewsAt.getUTCFullYear(), renewsAt.getUTCMonth(), renewsAt.getUTCDate());
  return Math.max(1, Math.round((end - today) / DAY_MS));
}

/** A seat's price for `days` of its 365-day year, in cents. */
export const seatCentsFor = (yearCents: number, days: number) => Math.round((yearCents * days) / TERM_DAYS);

/** Subtotal, tax and total of priced lines, refused when too large for one invoice. */
export function totals(lines: OrderLine[], taxRatePercent: number) {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = Math.round((subtotalCents * taxRatePercent) / 100);
  if (subtotalCents + taxCents > MAX_ORDER_CENTS) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This order is too large to buy here. Buy fewer seats or credits at once, or contact us for a quote.',
      { totalCents: subtotalCents + taxCents },
    );
  }
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

type Product = z.output<typeof orderProductSchema>;

export function priceOrder(
  pricing: Pricing,
  products: Product[],
  renewalDate: Date,
  now = new Date(),
): OrderPrice {
  const { table, taxRatePercent } = pricing;
  const remainingDays = daysUntil(renewalDate, now);
  const lines: OrderLine[] = products.map((p) => {
    if (p.type === 'license') {
      const unit = table.seatCents[p.license];
      const charged = seatCentsFor(unit, remainingDays);
      return {
        type: 'license',
        license: p.license,
        description: `${p.license} seat${p.quantity === 1 ? '' : 's'} (${remainingDays} ${remainingDays === 1 ? 'day' : 'days'} to the renewal on ${renewalDate.toISOString().slice(0, 10)})`,
        quantity: p.quantity,
        unitPriceCents: unit,
        proratedDays: remainingDays,
        chargedUnitCents: charged,
        amountCents: charged * p.quantity,
      };
    }
    return {
      type: 'credits',
      license: null,
      description: `Contact reveal credit${p.quantity === 1 ? '' : 's'}`,
      quantity: p.quantity,
      unitPriceCents: table.creditCents,
      proratedDays: null,
      chargedUnitCents: table.creditCents,
      amountCents: table.creditCents * p.quantity,
    };
  });
  const { subtotalCents, taxCents, totalCents } = totals(lines, taxRatePercent);
  return {
    currency: table.currency,
    lines,
    subtotalCents,
    taxRatePercent,
    taxCents,
    totalCents,
    renewalDate: renewalDate.toISOString().slice(0, 10),
    remainingDays,
  };
}
