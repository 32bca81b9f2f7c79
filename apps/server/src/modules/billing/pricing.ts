/**
 * The order price: unit prices from the price table, seats prorated to the renewal date, tax.
 * Proration rule (decisions.md "Credits, purchases and invoices"): a team's term is 365 days from
 * its creation date and renews on each anniversary; a seat bought today costs the full seat price
 * × the days left to the renewal date ÷ 365 (at least one day), rounded to the cent. Credits do
 * not expire and are not prorated. Tax is the configured rate on the subtotal, rounded to the cent.
 */
import type { OrderLine, OrderPrice, orderProductSchema } from '@talentbase/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { Pricing } from './price-table';

const DAY_MS = 86_400_000;
/** One order's total stays well inside the invoice's integer columns (10 million in the currency). */
export const MAX_ORDER_CENTS = 1_000_000_000;
export const TERM_DAYS = 365;

/** The next anniversary of `termStart` strictly after `now` (UTC dates), and the days left to it. */
export function renewalOf(termStart: Date, now: Date): { renewalDate: Date; remainingDays: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = Date.UTC(termStart.getUTCFullYear(), termStart.getUTCMonth(), termStart.getUTCDate());
  let renewal = start + TERM_DAYS * DAY_MS;
  while (renewal <= today) renewal += TERM_DAYS * DAY_MS;
  const remainingDays = Math.min(TERM_DAYS, Math.max(1, Math.round((renewal - today) / DAY_MS)));
  return { renewalDate: new Date(renewal), remainingDays };
}

type Product = z.output<typeof orderProductSchema>;

export function priceOrder(
  pricing: Pricing,
  products: Product[],
  termStart: Date,
  now = new Date(),
): OrderPrice {
  const { table, taxRatePercent } = pricing;
  const { renewalDate, remainingDays } = renewalOf(termStart, now);
  const lines: OrderLine[] = products.map((p) => {
    if (p.type === 'license') {
      const unit = table.seatCents[p.license];
      const charged = Math.round((unit * remainingDays) / TERM_DAYS);
      return {
        type: 'license',
        license: p.license,
        description: `${p.license} seat${p.quantity === 1 ? '' : 's'} (${remainingDays} of ${TERM_DAYS} days, to ${renewalDate.toISOString().slice(0, 10)})`,
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
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = Math.round((subtotalCents * taxRatePercent) / 100);
  if (subtotalCents + taxCents > MAX_ORDER_CENTS) {
    throw new AppError(
      'VALIDATION_FAILED',
      'This order is too large to buy here. Buy fewer seats or credits at once, or contact us for a quote.',
      { totalCents: subtotalCents + taxCents },
    );
  }
  return {
    currency: table.currency,
    lines,
    subtotalCents,
    taxRatePercent,
    taxCents,
    totalCents: subtotalCents + taxCents,
    renewalDate: renewalDate.toISOString().slice(0, 10),
    remainingDays,
  };
}
