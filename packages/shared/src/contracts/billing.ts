/**
 * Billing (issue 18, part 2): the order price, purchases of seats and reveal credits, the credit
 * ledger, invoices and the payment method. Money is in integer cents of the installation's
 * currency; the server computes every price, the client only shows it.
 */
import { z } from 'zod';

/** Spec section 8, shown for 20 s after a purchase. */
export const PURCHASE_SUCCESS_MESSAGE =
  'Thank you for your purchase. You are all set! We successfully added your purchased credits to your account. Happy recruiting!';
export const PURCHASE_SUCCESS_MESSAGE_MS = 20_000;

export const PURCHASE_MAX_SEATS = 1_000;
export const PURCHASE_MAX_CREDITS = 100_000;

export const CREDIT_LEDGER_REASONS = ['reveal', 'purchase', 'grant', 'adjustment'] as const;
export type CreditLedgerReason = (typeof CREDIT_LEDGER_REASONS)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'payment_declined'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  open: 'Open (to be paid by bank transfer)',
  paid: 'Paid',
  payment_declined: 'Payment declined',
};

const licenseProductSchema = z.strictObject({
  type: z.literal('license'),
  /** Which seat; the spec's own call names none, so a licence means a Recruiter seat. */
  license: z.enum(['Recruiter', 'Collaborator']).default('Recruiter'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Buy at least 1 seat')
    .max(PURCHASE_MAX_SEATS, `At most ${PURCHASE_MAX_SEATS} seats at once`),
});
const creditsProductSchema = z.strictObject({
  type: z.literal('credits'),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Buy at least 1 credit')
    .max(PURCHASE_MAX_CREDITS, `At most ${PURCHASE_MAX_CREDITS.toLocaleString('en-US')} credits at once`),
});
export const orderProductSchema = z.discriminatedUnion('type', [licenseProductSchema, creditsProductSchema], {
  error: "Each product's type is 'license' or 'credits'",
});
export type OrderProduct = z.input<typeof orderProductSchema>;

export const orderPriceRequestSchema = z.strictObject({
  products: z
    .array(orderProductSchema)
    .min(1, 'Choose at least one product')
    .max(10, 'At most 10 products in one order'),
});
export type OrderPriceRequest = z.input<typeof orderPriceRequestSchema>;

export const orderLineSchema = z.object({
  /** A plan line is the renewal's plan price; licence lines are seats; credits are reveal credits. */
  type: z.enum(['license', 'credits', 'plan']),
  license: z.enum(['Recruiter', 'Collaborator']).nullable(),
  description: z.string(),
  quantity: z.number().int(),
  /** The full price of one unit (a seat for a whole 365-day term, or one credit). */
  unitPriceCents: z.number().int(),
  /** Seats only: the days left in the term that this purchase is charged for (else null). */
  proratedDays: z.number().int().nullable(),
  /** The price charged per unit after proration. */
  chargedUnitCents: z.number().int(),
  amountCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderPriceSchema = z.object({
  currency: z.string(),
  lines: z.array(orderLineSchema),
  subtotalCents: z.number().int(),
  /** Percent, e.g. 20 for 20 %. */
  taxRatePercent: z.number(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** The end of the current 365-day term, to which seats are prorated (ISO date). */
  renewalDate: z.string(),
  remainingDays: z.number().int(),
});
export type OrderPrice = z.infer<typeof orderPriceSchema>;
export const orderPriceResponseSchema = z.object({ data: orderPriceSchema });

export const purchaseRequestSchema = orderPriceRequestSchema.extend({
  /** The total the buyer saw; when the price has changed since, nothing is bought (409). */
  expectedTotalCents: z.number().int().min(0).optional(),
});
export type PurchaseRequest = z.input<typeof purchaseRequestSchema>;

export const creditBalanceSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  warning: z.boolean(),
  recruiterSeats: z.number().int(),
  collaboratorSeats: z.number().int(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const invoiceSchema = z.object({
  invoiceId: z.string().uuid(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  provider: z.string(),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  subtotalCents: z.number().int(),
  taxRatePercent: z.number(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const purchaseResponseSchema = z.object({
  data: z.object({
    invoice: invoiceSchema,
    balance: creditBalanceSchema,
    message: z.string(),
    /** With card payments (Stripe): the payment page of the invoice, to go to now. */
    checkoutUrl: z.string().nullable(),
    /** Why the card payment could not be started (the purchase itself is done). */
    paymentError: z.string().nullable(),
  }),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;
export const checkoutResponseSchema = z.object({ data: z.object({ checkoutUrl: z.string() }) });

export const creditLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(CREDIT_LEDGER_REASONS),
  /** The revealed profile; null once the person was erased (the money record stays). */
  profileId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  userName: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

export const billingPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'Page starts at 1').max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
});
export type BillingPageQuery = z.input<typeof billingPageQuerySchema>;

export const creditsResponseSchema = z.object({
  data: z.object({
    balance: creditBalanceSchema,
    ledger: z.array(creditLedgerEntrySchema),
    totalEntries: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

export const invoicesResponseSchema = z.object({
  data: z.array(invoiceSchema),
  totalNum: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoiceIdParamsSchema = z.strictObject({
  invoiceId: z.string().uuid('Not a valid invoice id'),
});

export const paymentSettingsSchema = z.object({
  provider: z.enum(['bank_transfer', 'stripe']),
  providerLabel: z.string(),
  bankTransfer: z.object({
    accountHolder: z.string(),
    iban: z.string(),
    bic: z.string(),
    bankName: z.string(),
    paymentTermDays: z.number().int(),
  }),
  /** True while an invoice of the team is marked payment declined (spec: payment-declined flag). */
  paymentDeclined: z.boolean(),
  openInvoices: z.number().int(),
  openTotalCents: z.number().int(),
  currency: z.string(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsResponseSchema = z.object({ data: paymentSettingsSchema });

/** The operator records what came of an invoice sent for bank transfer. */
export const invoiceStatusRequestSchema = z.strictObject({
  status: z.enum(['paid', 'payment_declined', 'open'], {
    error: "Status is 'paid', 'payment_declined' or 'open'",
  }),
});
export const operatorInvoiceSchema = invoiceSchema.extend({ teamId: z.string(), teamName: z.string() });
export const operatorInvoicesResponseSchema = z.object({ data: z.array(operatorInvoiceSchema) });
export const operatorInvoiceResponseSchema = z.object({ data: operatorInvoiceSchema });

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
