import type { ConsoleCustomer, ConsoleCustomerDetail } from '@talentbase/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, serverError } from '../../features/organization/test-helpers';
import { CUSTOMER_CONSOLE_PATH, CustomerConsolePage } from './customer-console';
import { CustomerConsoleCustomerPage, suggestions } from './customer-console-customer';

const customer: ConsoleCustomer = {
  id: 'o1',
  name: 'Northwind Talent',
  slug: 'northwind',
  teams: 2,
  archivedTeams: 0,
  members: 10,
  seatsUsed: 10,
  seatLimit: null,
  projects: 4,
  activity30d: 12,
  lastActivityAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
  failedJobs7d: 2,
  health: 'attention',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const detail: ConsoleCustomerDetail = {
  customer,
  allowedDomains: [],
  teams: [
    {
      id: 't1',
      name: 'Northwind Growth',
      plan: 'growth',
      planSubtype: null,
      solutions: [],
      members: 2,
      seatsUsed: 5,
      seatLimit: 5,
      creditsTotal: 200,
      creditsUsed: 190,
      projects: 1,
      lastActivityAt: null,
      archivedAt: null,
    },
  ],
  activityByDay: [{ day: '2026-03-01', count: 12 }],
  topActions: [{ action: 'auth.login', count: 12 }],
};

describe('CustomerConsolePage', () => {
  it('shows the totals and every organisation with its health', async () => {
    renderRoute(<CustomerConsolePage />, CUSTOMER_CONSOLE_PATH, {
      'GET /api/v1/customer-console/dashboard': [
        200,
        {
          data: {
            totals: { organizations: 1, teams: 2, members: 10, seatsUsed: 10, failedJobs7d: 2 },
            customers: [customer],
          },
        },
      ],
    });
    expect((await screen.findByRole('link', { name: 'Northwind Talent' })).getAttribute('href')).toBe(
      '/customer-console/forking/o1',
    );
    expect(screen.getByText('Needs attention')).toBeTruthy();
    expect(screen.getByText('Organisations')).toBeTruthy();
  });

  it('shows a load error', async () => {
    renderRoute(<CustomerConsolePage />, CUSTOMER_CONSOLE_PATH, {
      'GET /api/v1/customer-console/dashboard': [...serverError],
    });
    expect(await screen.findByText('The console could not be loaded')).toBeTruthy();
  });
});

describe('CustomerConsoleCustomerPage', () => {
  it('opens the strategy hub with next steps from the numbers', async () => {
    renderRoute(
      <CustomerConsoleCustomerPage />,
      '/customer-console/forking/o1/strategy-hub',
      { 'GET /api/v1/customer-console/customers/o1': [200, { data: detail }] },
      '/customer-console/forking/:customerId/strategy-hub',
    );
    expect(await screen.findByText(/2 background jobs failed this week/)).toBeTruthy();
    expect(screen.getByText(/Northwind Growth has used all its seats/)).toBeTruthy();
    expect(screen.getByText(/190 of 200 reveal credits/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Strategy hub', selected: true })).toBeTruthy();
  });

  it('opens the report with activity per day', async () => {
    renderRoute(
      <CustomerConsoleCustomerPage />,
      '/customer-console/forking/o1/report',
      { 'GET /api/v1/customer-console/customers/o1': [200, { data: detail }] },
      '/customer-console/forking/:customerId/report',
    );
    expect(await screen.findByText('Auth login: 12')).toBeTruthy();
    expect(screen.getByText('2026-03-01')).toBeTruthy();
  });

  it('suggests nothing for a healthy customer with domains', () => {
    const healthy = {
      ...detail,
      customer: { ...customer, health: 'healthy' as const, failedJobs7d: 0 },
      allowedDomains: ['northwind.example'],
      teams: [],
    };
    expect(suggestions(healthy)).toEqual([]);
  });
});
