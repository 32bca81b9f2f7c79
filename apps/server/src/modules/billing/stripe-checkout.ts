/**
 * Paying an invoice by card through Stripe Checkout (the official `stripe` SDK). With
 * STRIPE_SECRET_KEY set, invoices are issued to the `stripe` provider and each is paid through a
 * Checkout Session made for it: one line of the invoice's total (tax included: the invoice, not
 * Stripe, is the document of record), and the invoice id in the session's and the payment's
 * metadata, which is how the webhook (stripe-webhook.ts) finds the invoice to mark paid or declined.
 * STRIPE_API_URL points the SDK at a Stripe-compatible endpoint (the tests run one; stripe-mock
 * works too); unset, the SDK talks to Stripe.
 */
import type { Invoice } from '@talentbase/shared';
import Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import type { PaymentProvider } from './invoices';

export const STRIPE: PaymentProvider = { name: 'stripe', label: 'Card (Stripe)', initialStatus: 'open' };

export type StripeCheckoutConfig = { secretKey: string; apiUrl?: string | undefined; publicUrl: string };

export type CheckoutStarter = (invoice: Invoice) => Promise<string>;

export function stripeCheckout(config: StripeCheckoutConfig): CheckoutStarter {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const back = `${config.publicUrl}/admin/settings/invoice`;
  return async (invoice) => {
    const metadata = { talentbase_invoice_id: invoice.invoiceId, talentbase_invoice_number: invoice.number };
    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: invoice.invoiceId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: invoice.currency.toLowerCase(),
                unit_amount: invoice.totalCents,
                product_data: {
                  name: `Talentbase invoice ${invoice.number}`,
                  description: invoice.lines
                    .map((l) => l.description)
                    .join('; ')
                    .slice(0, 500),
                },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: `${back}?paid=${encodeURIComponent(invoice.number)}`,
          cancel_url: `${back}?canceled=${encodeURIComponent(invoice.number)}`,
        },
        // One session per invoice and attempt window: a repeated click does not make a second one.
        { idempotencyKey: `checkout-${invoice.invoiceId}-${Math.floor(Date.now() / 600_000)}` },
      );
      if (!session.url) throw new Error('Stripe answered without a payment page');
      return session.url;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError(
        'UNAVAILABLE',
        `The card payment could not be started: ${reason.slice(0, 200)}. Your invoice ${invoice.number} is kept; try Pay now again in a moment.`,
        { invoiceNumber: invoice.number },
      );
    }
  };
}
