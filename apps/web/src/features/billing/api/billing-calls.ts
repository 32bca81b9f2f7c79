/**
 * Billing calls (issue 18): the order price, purchases, the credit balance and ledger, invoices and
 * the payment method. Types come from the shared contracts.
 */
import type {
  CreditsResponse,
  InvoicesResponse,
  OrderPrice,
  OrderPriceRequest,
  PaymentSettings,
  PurchaseRequest,
  PurchaseResponse,
} from '@talentbase/shared/contracts/billing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';

const retry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
  meta: { inlineErrors: true },
};

export const billingKeys = {
  all: ['billing'] as const,
  credits: (page: number) => ['billing', 'credits', page] as const,
  invoices: (page: number) => ['billing', 'invoices', page] as const,
  payment: () => ['billing', 'payment'] as const,
};

export const LEDGER_PAGE_SIZE = 20;
export const INVOICE_PAGE_SIZE = 20;

export function useCredits(page: number) {
  return useQuery({
    queryKey: billingKeys.credits(page),
    queryFn: ({ signal }) =>
      api.get<CreditsResponse>('/v1/billing/credits', { page, pageSize: LEDGER_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    ...retry,
  });
}

export function useInvoices(page: number) {
  return useQuery({
    queryKey: billingKeys.invoices(page),
    queryFn: ({ signal }) =>
      api.get<InvoicesResponse>('/v1/billing/invoices', { page, pageSize: INVOICE_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    ...retry,
  });
}

export function usePaymentSettings(enabled = true) {
  return useQuery({
    queryKey: billingKeys.payment(),
    queryFn: ({ signal }) => api.get<{ data: PaymentSettings }>('/v1/billing/payment', undefined, signal),
    enabled,
    ...retry,
  });
}

export function useOrderPrice() {
  return useMutation({
    mutationFn: (body: OrderPriceRequest) => api.post<{ data: OrderPrice }>('/v1/billing/order-price', body),
    meta: { inlineErrors: true },
  });
}

export function usePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequest) => api.post<PurchaseResponse>('/v1/billing/purchases', body),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: billingKeys.all });
      // The account's credits (credit warning, contract credits) come with the current user.
      client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    meta: { inlineErrors: true },
  });
}

/** Card payments: goes to the invoice's Stripe Checkout page (the browser leaves the app). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post<{ data: { checkoutUrl: string } }>(`/v1/billing/invoices/${invoiceId}/checkout`, {}),
    onSuccess: (res) => goToPayment(res.data.checkoutUrl),
    meta: { inlineErrors: true },
  });
}

/** One place that leaves the app for a payment page (kept apart so tests can watch it). */
export function goToPayment(url: string) {
  window.location.assign(url);
}

export const invoicePdfUrl = (invoiceId: string) => `/api/v1/billing/invoices/${invoiceId}/pdf`;

// The operator (customer console): invoices awaiting payment, and recording their outcome.
type OperatorInvoice = import('@talentbase/shared/contracts/billing').Invoice & {
  teamId: string;
  teamName: string;
};

export function useOperatorInvoices() {
  return useQuery({
    queryKey: ['billing', 'operator-invoices'],
    queryFn: ({ signal }) =>
      api.get<{ data: OperatorInvoice[] }>('/v1/customer-console/invoices', undefined, signal),
    ...retry,
  });
}

export function useSetInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { invoiceId: string; status: 'paid' | 'payment_declined' | 'open' }) =>
      api.post<{ data: OperatorInvoice }>(`/v1/customer-console/invoices/${v.invoiceId}/status`, {
        status: v.status,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['billing', 'operator-invoices'] }),
    meta: { inlineErrors: true },
  });
}
