/**
 * The installation's price table. The one shipped here is the default; an operator replaces it
 * with a JSON file of the same shape (BILLING_PRICE_TABLE) and sets the tax rate with
 * BILLING_TAX_RATE_PERCENT. Prices are integer cents; a seat's price is for a whole 365-day year,
 * paid period by period with the subscription; a plan's price is for one monthly period.
 */
import fs from 'node:fs';
import { PLAN_CATALOG, PLAN_IDS } from '@talentbase/shared/domain/plans';
import { z } from 'zod';
import { BANK_TRANSFER, type PaymentProvider } from './invoices';
import { STRIPE } from './stripe-checkout';

const cents = z.number().int().min(0).max(100_000_000);

export const priceTableSchema = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as USD'),
  seatCents: z.strictObject({ Recruiter: cents, Collaborator: cents }),
  creditCents: cents,
  /**
   * A plan's price for one monthly period, invoiced at each renewal. A plan left out (a plan sold
   * by contract) gets no renewal invoice: its contract sets what the team pays.
   */
  planMonthlyCents: z.partialRecord(z.enum(PLAN_IDS), cents).default({}),
  /** Who issues the invoices and where a bank transfer goes. */
  seller: z.strictObject({ name: z.string().min(1), address: z.string() }),
  bankTransfer: z.strictObject({
    accountHolder: z.string().min(1),
    iban: z.string().min(1),
    bic: z.string(),
    bankName: z.string(),
    paymentTermDays: z.number().int().min(0).max(365),
  }),
});
export type PriceTable = z.infer<typeof priceTableSchema>;
/** What the installation charges (the table, the tax) and who collects it (bank transfer or Stripe). */
export type Pricing = { table: PriceTable; taxRatePercent: number; provider: PaymentProvider };

export const DEFAULT_PRICE_TABLE: PriceTable = {
  currency: 'USD',
  seatCents: { Recruiter: 120_000, Collaborator: 30_000 },
  creditCents: 150,
  // The plans' list prices, for the plans a team buys by itself.
  planMonthlyCents: Object.fromEntries(
    PLAN_CATALOG.flatMap((p) => (p.listPriceMonthly == null ? [] : [[p.id, p.listPriceMonthly * 100]])),
  ) as PriceTable['planMonthlyCents'],
  seller: { name: 'Talentbase', address: 'Set the seller in BILLING_PRICE_TABLE' },
  bankTransfer: {
    accountHolder: 'Talentbase',
    // The documentation example IBAN: an operator sets the real account in BILLING_PRICE_TABLE.
    iban: 'GB33 BUKB 2020 1555 5555 55',
    bic: 'BUKBGB22',
    bankName: 'Example Bank',
    paymentTermDays: 30,
  },
};

export function loadPricing(env: {
  BILLING_PRICE_TABLE?: string | undefined;
  BILLING_TAX_RATE_PERCENT: number;
  STRIPE_SECRET_KEY?: string | undefined;
}): Pricing {
  const provider = env.STRIPE_SECRET_KEY ? STRIPE : BANK_TRANSFER;
  if (!env.BILLING_PRICE_TABLE)
    return { table: DEFAULT_PRICE_TABLE, taxRatePercent: env.BILLING_TAX_RATE_PERCENT, provider };
  const parsed = priceTableSchema.safeParse(JSON.parse(fs.readFileSync(env.BILLING_PRICE_TABLE, 'utf8')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid BILLING_PRICE_TABLE ${env.BILLING_PRICE_TABLE}:\n${lines.join('\n')}`);
  }
  return { table: parsed.data, taxRatePercent: env.BILLING_TAX_RATE_PERCENT, provider };
}
