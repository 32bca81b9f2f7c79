import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PURCHASE_SUCCESS_MESSAGE } from '@talentbase/shared/contracts/billing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OperatorInvoices } from '../../features/billing/components/operator-invoices';
import { PaymentDeclinedBanner } from '../../features/billing/components/payment-declined-banner';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AdminSettingsBillingPage } from './admin-settings-billing';
import { AdminSettingsInvoicePage } from './admin-settings-invoice';
import { AdminSettingsPaymentPage } from './admin-settings-payment';

const starterAdmin = currentUser({ subject: subject({ plan: 'basic', isTeamAdmin: true }) });
const growthRecruiter = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});

const balance = { total: 50, used: 45, remaining: 5, warning: true, recruiterSeats: 1, collaboratorSeats: 0 };
const ledgerEntry = (id: number, delta: number, reason: string, extra = {}) => ({
  id,
  delta,
  reason,
  profileId: reason === 'reveal' ? 900 + id : null,
  invoiceNumber: null,
  userName: 'Sam Starter',
  balanceAfter: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const credits = (page = 1, totalEntries = 2) => ({
  data: {
    balance,
    ledger: [ledgerEntry(2, -1, 'reveal'), ledgerEntry(1, 50, 'grant', { userName: null })],
    totalEntries,
    page,
    pageSize: 20,
  },
});
const line = {
  type: 'credits',
  license: null,
  description: 'Contact reveal credits',
  quantity: 100,
  unitPriceCents: 150,
  proratedDays: null,
  chargedUnitCents: 150,
  amountCents: 15000,
};
const quote = {
  currency: 'USD',
  lines: [line],
  subtotalCents: 15000,
  taxRatePercent: 20,
  taxCents: 3000,
  totalCents: 18000,
  renewalDate: '2027-05-01',
  remainingDays: 155,
};
const invoice = (n: number, status = 'open') => ({
  invoiceId: `00000000-0000-4000-8000-00000000000${n}`,
  number: `INV-00000${n}`,
  status,
  provider: 'bank_transfer',
  currency: 'USD',
  lines: [line],
  subtotalCents: 15000,
  taxRatePercent: 20,
  taxCents: 3000,
  totalCents: 18000,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Sam Starter',
  paidAt: null,
});
const payment = (declined = false) => ({
  data: {
    provider: 'bank_transfer',
    providerLabel: 'Bank transfer',
    bankTransfer: {
      accountHolder: 'Talentbase',
      iban: 'GB33 BUKB 2020 1555 5555 55',
      bic: 'BUKBGB22',
      bankName: 'Example Bank',
      paymentTermDays: 30,
    },
    paymentDeclined: declined,
    openInvoices: 1,
    openTotalCents: 18000,
    currency: 'USD',
  },
});

function renderAt(
  path: string,
  page: ReactNode,
  routes: ProjectRoutes = {},
  user = starterAdmin,
  url = path,
) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'GET /api/v1/billing/credits': [200, credits()],
    'GET /api/v1/billing/payment': [200, payment()],
    'GET /api/v1/billing/invoices': [
      200,
      {
        data: [
          {
            ...invoice(3),
            createdBy: null,
            lines: [
              {
                type: 'plan',
                license: null,
                description: 'Growth plan, 2026-11-27 to 2026-12-27',
                quantity: 1,
                unitPriceCents: 49_900,
                proratedDays: null,
                chargedUnitCents: 49_900,
                amountCents: 49_900,
              },
            ],
          },
          invoice(2),
          invoice(1, 'paid'),
        ],
        totalNum: 3,
        page: 1,
        pageSize: 20,
      },
    ],
    'POST /api/v1/billing/order-price': [200, { data: quote }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MantineProvider>,
    { path: url },
  );
  return api;
}

describe('Billing, payment and invoice pages', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    vi.restoreAllMocks();
  });

  it('are settings screens behind the spec gates', () => {
    const entry = (key: string) => NAV_ENTRIES.find((e) => e.key === key);
    expect(entry('adminSettingsBilling')).toMatchObject({
      path: '/admin/settings/billing',
      gate: 'billing',
      exists: true,
    });
    expect(entry('adminSettingsPayment')).toMatchObject({
      path: '/admin/settings/payment',
      gate: 'payment',
      exists: true,
    });
    expect(entry('adminSettingsInvoice')).toMatchObject({
      path: '/admin/settings/invoice',
      gate: 'billingAdmin',
      exists: true,
    });
  });

  it('shows the balance and the ledger, prices an order before buying and shows the purchase message for 20 s', async () => {
    const u = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const api = renderAt('/admin/settings/billing', <AdminSettingsBillingPage />, {
      'POST /api/v1/billing/purchases': [
        200,
        {
          data: {
            invoice: invoice(3),
            balance: { ...balance, total: 150, remaining: 105 },
            message: PURCHASE_SUCCESS_MESSAGE,
            checkoutUrl: null,
            paymentError: null,
          },
        },
      ],
    });
    expect((await screen.findByTestId('balance-Credits left')).textContent).toBe('5');
    expect(screen.getByText('Running low')).toBeTruthy();
    expect(screen.getByText('Reveal')).toBeTruthy();
    expect(screen.getByText('Contract credits')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Show price' }));
    await waitFor(() => expect(api.to('POST /api/v1/billing/order-price')).toHaveLength(1));
    expect(api.to('POST /api/v1/billing/order-price')[0]?.body).toEqual({
      products: [{ type: 'credits', quantity: 100 }],
    });
    expect(await screen.findByText('Total $180.00')).toBeTruthy();
    expect(screen.getByText('Tax (20 %) $30.00')).toBeTruthy();
    expect(api.to('POST /api/v1/billing/purchases')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Buy for $180.00' }));
    await waitFor(() => expect(api.to('POST /api/v1/billing/purchases')).toHaveLength(1));
    expect(api.to('POST /api/v1/billing/purchases')[0]?.body).toEqual({
      products: [{ type: 'credits', quantity: 100 }],
      expectedTotalCents: 18000,
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: PURCHASE_SUCCESS_MESSAGE, autoClose: 20_000 }),
      ),
    );
    expect(await screen.findByText(/Invoice INV-000003 is ready/)).toBeTruthy();
  });

  it('adds seats to the order and says when nothing is chosen', async () => {
    const u = userEvent.setup();
    const api = renderAt('/admin/settings/billing', <AdminSettingsBillingPage />);
    const creditsInput = await screen.findByRole('textbox', { name: /Reveal credits/ });
    await u.clear(creditsInput);
    expect(await screen.findByText(/Choose at least one credit or seat/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show price' }) as HTMLButtonElement).disabled).toBe(true);
    const seats = screen.getByRole('textbox', { name: /Recruiter seats/ });
    await u.clear(seats);
    await u.type(seats, '2');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Show price' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await u.click(screen.getByRole('button', { name: 'Show price' }));
    await waitFor(() => expect(api.to('POST /api/v1/billing/order-price')).toHaveLength(1));
    expect(api.to('POST /api/v1/billing/order-price')[0]?.body).toEqual({
      products: [{ type: 'license', license: 'Recruiter', quantity: 2 }],
    });
  });

  it('says clearly when a purchase is refused and nothing was bought', async () => {
    const u = userEvent.setup();
    renderAt('/admin/settings/billing', <AdminSettingsBillingPage />, {
      'POST /api/v1/billing/purchases': [
        409,
        { code: 'CONFLICT', message: 'The price has changed since you saw it.', details: null },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Show price' }));
    await u.click(await screen.findByRole('button', { name: 'Buy for $180.00' }));
    expect(await screen.findByText('The price has changed since you saw it.')).toBeTruthy();
    expect(screen.getByText('Nothing was bought')).toBeTruthy();
  });

  it('shows an empty ledger and a load error with a retry', async () => {
    renderAt('/admin/settings/billing', <AdminSettingsBillingPage />, {
      'GET /api/v1/billing/credits': [200, { data: { ...credits().data, ledger: [], totalEntries: 0 } }],
    });
    expect(await screen.findByText(/No reveals or purchases yet/)).toBeTruthy();
  });

  it('shows a load error', async () => {
    renderAt('/admin/settings/billing', <AdminSettingsBillingPage />, {
      'GET /api/v1/billing/credits': [
        503,
        { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null },
      ],
    });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('tells a member without the admin role that the admins manage it', async () => {
    const api = renderAt('/admin/settings/payment', <AdminSettingsPaymentPage />, {}, growthRecruiter);
    expect(await screen.findByText("Managed by your team's admins")).toBeTruthy();
    expect(api.to('GET /api/v1/billing/payment')).toHaveLength(0);
  });

  it('gives the bank transfer details, what is open and the payment-declined banner', async () => {
    renderAt('/admin/settings/payment', <AdminSettingsPaymentPage />, {
      'GET /api/v1/billing/payment': [200, payment(true)],
    });
    expect(await screen.findByText('GB33 BUKB 2020 1555 5555 55')).toBeTruthy();
    expect(screen.getByText('Payment method: Bank transfer')).toBeTruthy();
    expect(screen.getByTestId('open-invoices').textContent).toContain('1 invoice to pay, $180.00 in all.');
  });

  it('shows the payment-declined banner while an invoice payment is declined', async () => {
    renderAt('/admin/settings/payment', <PaymentDeclinedBanner />, {
      'GET /api/v1/billing/payment': [200, payment(true)],
    });
    expect((await screen.findByTestId('payment-declined')).textContent).toContain('was declined');
    expect(screen.getByRole('link', { name: 'See your invoices' }).getAttribute('href')).toBe(
      '/admin/settings/invoice',
    );
  });

  it('lists the invoices with their status and a PDF link each', async () => {
    renderAt('/admin/settings/invoice', <AdminSettingsInvoicePage />);
    expect((await screen.findAllByText('INV-000002')).length).toBeGreaterThan(0);
    // The table (wide screens) and the cards (phones) hold the same invoices; CSS shows one.
    expect(screen.getAllByText('Paid')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: 'Download PDF of INV-000002', hidden: true });
    expect(links).toHaveLength(2);
    // A renewal's invoice names the plan it is for.
    expect(screen.getAllByText(/Growth plan/)).toHaveLength(2);
    for (const link of links)
      expect(link.getAttribute('href')).toBe(
        '/api/v1/billing/invoices/00000000-0000-4000-8000-000000000002/pdf',
      );
  });

  it('pays an open card invoice with Pay now, and leaves bank-transfer and paid ones alone', async () => {
    const u = userEvent.setup();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const api = renderAt('/admin/settings/invoice', <AdminSettingsInvoicePage />, {
      'GET /api/v1/billing/invoices': [
        200,
        {
          data: [
            { ...invoice(4), provider: 'stripe' },
            { ...invoice(5, 'paid'), provider: 'stripe' },
            invoice(2),
          ],
          totalNum: 3,
          page: 1,
          pageSize: 20,
        },
      ],
      'POST /api/v1/billing/invoices/00000000-0000-4000-8000-000000000004/checkout': [
        200,
        { data: { checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_4' } },
      ],
    });
    const buttons = await screen.findAllByRole('button', { name: 'Pay now INV-000004', hidden: true });
    expect(buttons).toHaveLength(2); // the table and the phone cards
    expect(
      screen.queryAllByRole('button', { name: /Pay now INV-000005|Pay now INV-000002/, hidden: true }),
    ).toHaveLength(0);
    await u.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_4'));
    expect(
      api.to('POST /api/v1/billing/invoices/00000000-0000-4000-8000-000000000004/checkout'),
    ).toHaveLength(1);
  });

  it('thanks the buyer back from the card payment page', async () => {
    renderAt(
      '/admin/settings/invoice',
      <AdminSettingsInvoicePage />,
      {},
      starterAdmin,
      '/admin/settings/invoice?paid=INV-000004',
    );
    expect(await screen.findByText('Thank you for your payment')).toBeTruthy();
    expect(screen.getByText(/Invoice INV-000004 shows as paid/)).toBeTruthy();
  });

  it('says when there are no invoices yet', async () => {
    renderAt('/admin/settings/invoice', <AdminSettingsInvoicePage />, {
      'GET /api/v1/billing/invoices': [200, { data: [], totalNum: 0, page: 1, pageSize: 20 }],
    });
    expect(await screen.findByText(/No invoices yet/)).toBeTruthy();
  });

  it('lets the operator record a bank transfer as paid or declined', async () => {
    const u = userEvent.setup();
    const operator = currentUser({
      subject: subject({ plan: 'basic', isTeamAdmin: true, features: ['platform_operator'] }),
    });
    const api = renderAt(
      '/customer-console/forking/dashboard',
      <OperatorInvoices />,
      {
        'GET /api/v1/customer-console/invoices': [
          200,
          {
            data: [
              { ...invoice(2), teamId: 't1', teamName: 'Northwind Recruiting' },
              { ...invoice(1, 'paid'), teamId: 't1', teamName: 'Northwind Recruiting' },
            ],
          },
        ],
        'POST /api/v1/customer-console/invoices/00000000-0000-4000-8000-000000000002/status': (req) => [
          200,
          { data: { ...invoice(2, (req.body as { status: string }).status), teamId: 't1', teamName: 'N' } },
        ],
      },
      operator,
    );
    expect(await screen.findByText('Northwind Recruiting')).toBeTruthy();
    expect(screen.queryByText('INV-000001')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Mark paid INV-000002' }));
    await waitFor(() =>
      expect(
        api.to('POST /api/v1/customer-console/invoices/00000000-0000-4000-8000-000000000002/status')[0]?.body,
      ).toEqual({
        status: 'paid',
      }),
    );
  });

  it('tells the operator when nothing awaits payment', async () => {
    renderAt('/customer-console/forking/dashboard', <OperatorInvoices />, {
      'GET /api/v1/customer-console/invoices': [200, { data: [invoice(1, 'paid')] }],
    });
    expect(await screen.findByText('No invoices awaiting payment.')).toBeTruthy();
  });
});
