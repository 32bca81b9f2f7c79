import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AdminOfferManagementPage, OFFER_MANAGEMENT_PATH } from './admin-offer-management';

const GET = 'GET /api/v1/team-settings/offer-management';
const PUT = 'PUT /api/v1/team-settings/offer-management';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const dana = '00000000-0000-4000-8000-000000000001';
const settings = {
  approvalRequired: true,
  approvers: [{ kind: 'hiring_manager', name: 'The hiring manager' }],
  defaults: {
    currency: 'USD',
    salaryPeriod: 'year',
    startAfterDays: 14,
    expiresAfterDays: 7,
    bonusPercent: null,
    benefits: '',
    signatory: '',
  },
  stages: [
    { code: 34, key: 'OfferInitiated', name: 'Offer initiated' },
    { code: 35, key: 'OfferPendingApproval', name: 'Pending approval' },
    { code: 36, key: 'OfferApproved', name: 'Approved' },
    { code: 37, key: 'OfferSent', name: 'Sent' },
    { code: 38, key: 'OfferAccepted', name: 'Accepted' },
  ],
  updatedAt: null,
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [GET]: [200, { data: settings }],
    'GET /api/v1/automations/options': [
      200,
      {
        data: {
          stages: [],
          projects: [],
          sequences: [],
          members: [{ userId: dana, name: 'Dana Lee', email: 'd@x.test' }],
        },
      },
    ],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={OFFER_MANAGEMENT_PATH} element={<AdminOfferManagementPage />} />
      </Routes>
    </MantineProvider>,
    { path: OFFER_MANAGEMENT_PATH },
  );
  return api;
}

describe('Offer management page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminOfferManagement')).toMatchObject({
      path: OFFER_MANAGEMENT_PATH,
      gate: 'teamSettings',
    });
  });

  it('shows the offer stages, adds an approver first in the chain and saves', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [PUT]: (req) => [200, { data: { ...settings, ...(req.body as object), approvers: [] } }],
    });
    expect(screen.getByTestId('offer-loading')).toBeTruthy();
    expect(await screen.findByText('2. Pending approval')).toBeTruthy();
    await u.click(screen.getByRole('combobox', { name: 'Add an approver' }));
    await u.click(await screen.findByRole('option', { name: 'Dana Lee', hidden: true }));
    expect(await screen.findByText('2. Dana Lee')).toBeTruthy();
    await u.click(screen.getAllByRole('button', { name: 'Move up' })[1] as HTMLElement);
    expect(screen.getByText('1. Dana Lee')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    expect(api.to(PUT)[0]?.body).toMatchObject({
      approvalRequired: true,
      approvers: [{ kind: 'member', userId: dana }, { kind: 'hiring_manager' }],
      defaults: { currency: 'USD' },
    });
  });

  it('refuses an empty chain while approval is required, before sending', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    await u.click(await screen.findByRole('button', { name: 'Remove' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Add at least one approver/)).toBeTruthy();
    expect(api.to(PUT)).toHaveLength(0);
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [GET]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
