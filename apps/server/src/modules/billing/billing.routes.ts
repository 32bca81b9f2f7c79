import {
  billingPageQuerySchema,
  checkoutResponseSchema,
  creditsResponseSchema,
  errorBodySchema,
  type Invoice,
  invoiceIdParamsSchema,
  invoiceStatusRequestSchema,
  invoicesResponseSchema,
  operatorInvoiceResponseSchema,
  operatorInvoicesResponseSchema,
  orderPriceRequestSchema,
  orderPriceResponseSchema,
  paymentSettingsResponseSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import * as billing from './billing.service';
import { renderInvoicePdf } from './invoice-pdf';
import type { Pricing } from './price-table';
import type { CheckoutStarter } from './stripe-checkout';

const ADMIN = { gate: 'billingAdmin' } as const;
// `hidden`: to anyone but the operator these routes do not exist (404, never 401/403).
const OPERATOR = { gate: 'customerConsole', hidden: true } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function billingRoutes(
  app: FastifyInstance,
  opts: { db: Database; pricing: Pricing; startCheckout: CheckoutStarter | null },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, pricing, startCheckout } = opts;

  /** A card invoice's payment page, or why it could not be made (the purchase stands either way). */
  async function startPayment(
    invoice: Invoice,
  ): Promise<{ checkoutUrl: string | null; paymentError: string | null }> {
    if (!startCheckout || invoice.provider !== 'stripe') return { checkoutUrl: null, paymentError: null };
    try {
      return { checkoutUrl: await startCheckout(invoice), paymentError: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { checkoutUrl: null, paymentError: error.message };
    }
  }

  r.post('/api/v1/billing/order-price', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary:
        'The price of an order of seats and reveal credits: unit prices, seats prorated to renewal, tax',
      body: orderPriceRequestSchema,
      response: { 200: orderPriceResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await billing.orderPrice(db, pricing, requireAccount(req).scope, req.body.products),
    }),
  });

  r.post('/api/v1/billing/purchases', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary:
        'Buy seats and reveal credits: added at once, with an invoice to pay by bank transfer or by card (Stripe Checkout)',
      body: purchaseRequestSchema,
      response: { 200: purchaseResponseSchema, 409: errorBodySchema, ...errors },
    },
    handler: async (req) => {
      const bought = await billing.purchase(db, pricing, requireAccount(req).scope, req.body, req.ip);
      return { data: { ...bought, ...(await startPayment(bought.invoice)) } };
    },
  });

  r.post('/api/v1/billing/invoices/:invoiceId/checkout', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary: 'Pay an open invoice by card: a Stripe Checkout page for it',
      params: invoiceIdParamsSchema,
      response: { 200: checkoutResponseSchema, 409: errorBodySchema, 503: errorBodySchema, ...errors },
    },
    handler: async (req) => {
      const invoice = await billing.getInvoice(db, requireAccount(req).scope.teamId, req.params.invoiceId);
      if (invoice.status === 'paid')
        throw new AppError('CONFLICT', `Invoice ${invoice.number} is paid already.`);
      if (!startCheckout || invoice.provider !== 'stripe')
        throw new AppError(
          'CONFLICT',
          `Invoice ${invoice.number} is paid by bank transfer: the account to pay is on the Payment page.`,
        );
      return { data: { checkoutUrl: await startCheckout(invoice) } };
    },
  });

  r.get('/api/v1/billing/credits', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary: "The team's reveal-credit balance and its ledger, newest first",
      querystring: billingPageQuerySchema,
      response: { 200: creditsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await billing.creditsWithLedger(
        db,
        requireAccount(req).scope.teamId,
        req.query.page,
        req.query.pageSize,
      ),
    }),
  });

  r.get('/api/v1/billing/invoices', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary: "The team's invoices, newest first",
      querystring: billingPageQuerySchema,
      response: { 200: invoicesResponseSchema, ...errors },
    },
    handler: async (req) =>
      billing.listInvoices(db, requireAccount(req).scope.teamId, req.query.page, req.query.pageSize),
  });

  r.get('/api/v1/billing/invoices/:invoiceId/pdf', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary: 'Download an invoice as a PDF',
      params: invoiceIdParamsSchema,
      response: { 200: z.any().describe('The invoice as application/pdf'), ...errors },
    },
    handler: async (req, reply) => {
      const { invoice, billTo } = await billing.invoiceForPdf(
        db,
        requireAccount(req).scope.teamId,
        req.params.invoiceId,
      );
      const pdf = await renderInvoicePdf(invoice, billTo, pricing.table);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  r.get('/api/v1/billing/payment', {
    config: { access: ADMIN },
    schema: {
      tags: ['billing'],
      summary:
        'How the team pays (bank transfer details), its open invoices and whether a payment was declined',
      response: { 200: paymentSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await billing.paymentSettings(db, pricing, requireAccount(req).scope.teamId),
    }),
  });

  r.get('/api/v1/customer-console/invoices', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: "Every team's invoices, those awaiting payment first",
      response: { 200: operatorInvoicesResponseSchema, 404: errorBodySchema },
    },
    handler: async () => ({ data: await billing.operatorInvoices(db) }),
  });

  r.post('/api/v1/customer-console/invoices/:invoiceId/status', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: 'Record a bank transfer received (paid) or a payment declined',
      params: invoiceIdParamsSchema,
      body: invoiceStatusRequestSchema,
      response: { 200: operatorInvoiceResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (req) => ({
      data: await billing.setInvoiceStatus(
        db,
        { userId: requireAccount(req).scope.userId },
        req.params.invoiceId,
        req.body.status,
        req.ip,
      ),
    }),
  });
}
