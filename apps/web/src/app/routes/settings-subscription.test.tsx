import { MantineProvider } from '@mantine/core';
import type { PlanOfferView, Subscription } from '@talentbase/shared';
import { subscriptionReactivatedMessage, trialIneligibleMessage } from '@talentbase/shared/domain/messages';
import { PLAN_CATALOG, planGates } from '@talentbase/shared/domain/plans';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { SETTINGS_SUBSCRIPTION_PATH, SettingsSubscriptionPage } from './settings-subscription';

const GET = 'GET /api/v1/subscription';
const admin = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_admin'], solutions: ['sourcing'] }),
});
const plans: PlanOfferView[] = PLAN_CATALOG.map((p) => ({
  ...p,
  seats: { ...p.seats },
  solutions: [...p.solutions],
  gates: planGates(p),
}));
const growth: Subscription = {
  teamId: '00000000-0000-4000-8000-000000000001',
  planId: 'growth',
  planLabel: 'Growth',
  subscribedPlanId: 'growth',
  status: 'active',
  startedAt: '2026-11-08T00:00:00.000Z',
  renewsAt: '2026-12-08T00:00:00.000Z',
  trialEndsAt: null,
  canceledAt: null,
  cancelAtPeriodEnd: false,
  trialUsed: false,
  trialFromPlanId: null,
  trialEligible: false,
  seats: [
    { license: 'Recruiter', purchased: 5, inUse: 4, free: 1 },
    { license: 'Collaborator', purchased: 3, inUse: 1, free: 2 },
  ],
  credits: { contract: 200, used: 150, remaining: 50 },
  canManage: true,
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [GET]: [200, { subscription: growth, plans }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={SETTINGS_SUBSCRIPTION_PATH} element={<SettingsSubscriptionPage />} />
      </Routes>
    </MantineProvider>,
    { path: SETTINGS_SUBSCRIPTION_PATH },
  );
  return api;
}

describe('Subscription page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is built at both settings routes for everyone signed in', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'settingsSubscription')).toMatchObject({
      exists: true,
      gate: 'signedIn',
    });
    expect(NAV_ENTRIES.find((e) => e.key === 'adminSettingsSubscription')).toMatchObject({
      path: '/admin/settings/subscription',
      exists: true,
      fallbackFor: 'settingsSubscription',
    });
  });

  it('shows the plan with its renewal date, seats and credits after a skeleton, and the plans on offer', async () => {
    renderPage();
    expect(screen.getByTestId('subscription-loading')).toBeTruthy();
    const card = await screen.findByTestId('current-plan');
    expect(card.textContent).toContain('Growth');
    expect(card.textContent).toContain('Renews on December 8, 2026.');
    expect(within(card).getByRole('progressbar', { name: 'Recruiter seats: 4 of 5 in use' })).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Reveal credits: 150 of 200 used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Enterprise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downgrade to Starter' })).toBeTruthy();
    expect(screen.queryByTestId('plan-growth-waiver')).toBeNull();
    expect(screen.getByText(/billed on your next invoice/)).toBeTruthy();
  });

  it('upgrades after confirming and says so', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/v1/subscription/upgrade': [
        200,
        {
          subscription: { ...growth, planId: 'enterprise-e1s', planLabel: 'Enterprise E1S' },
          message:
            'Your team is now on Enterprise E1S. Its features are open now; the change is billed on your next invoice.',
          autoCloseMs: 5000,
        },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise E1S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade: Enterprise E1S' });
    await u.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await waitFor(() =>
      expect(api.to('POST /api/v1/subscription/upgrade')[0]?.body).toEqual({ planId: 'enterprise-e1s' }),
    );
    expect(await screen.findByText(/Your team is now on Enterprise E1S/)).toBeTruthy();
  });

  it('explains a refused downgrade with a link to the member table', async () => {
    const u = userEvent.setup();
    renderPage({
      'POST /api/v1/subscription/downgrade': [
        409,
        {
          code: 'CONFLICT',
          message: 'Starter includes 1 Recruiter seat and your team uses 4. Free 3 Recruiter seats first.',
          details: { reason: 'seats_over_limit', over: { Recruiter: 3 }, fixPath: '/admin/general/users' },
        },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Free 3 Recruiter seats first.');
    expect(
      within(alert).getByRole('link', { name: 'Manage seats in Admin › Users' }).getAttribute('href'),
    ).toBe('/admin/general/users');
  });

  it('reactivates a cancelled plan with the spec message', async () => {
    const u = userEvent.setup();
    const message = subscriptionReactivatedMessage('Growth');
    renderPage({
      [GET]: [200, { subscription: { ...growth, cancelAtPeriodEnd: true }, plans }],
      'POST /api/v1/subscription/reactivate': [200, { subscription: growth, message, autoCloseMs: 20_000 }],
    });
    expect((await screen.findByTestId('current-plan')).textContent).toContain(
      'Cancelled: ends on December 8, 2026.',
    );
    await u.click(screen.getByRole('button', { name: 'Reactivate' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('shows the spec message when a trial is refused, and offers the upgrade instead', async () => {
    const u = userEvent.setup();
    const message = trialIneligibleMessage('Enterprise E1S');
    const api = renderPage({
      'POST /api/v1/subscription/trial': [
        409,
        { code: 'CONFLICT', message, details: { reason: 'not_starter', upgradePlanId: 'enterprise-e1s' } },
      ],
    });
    await u.click(await screen.findByRole('button', { name: 'Start 14-day trial of Enterprise E1S' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start trial' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes('The plan was not changed')),
      ).toBe(true),
    );
    const alert = screen
      .getAllByRole('alert')
      .find((a) => a.textContent?.includes('The plan was not changed'));
    if (!alert) throw new Error('no alert');
    expect(alert.textContent).toContain(message);
    await u.click(within(alert).getByRole('button', { name: 'Upgrade instead' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade: Enterprise E1S' })).toBeTruthy();
    expect(api.to('POST /api/v1/subscription/trial')[0]?.body).toEqual({ planId: 'enterprise-e1s' });
  });

  it('shows a member the plan without the buttons', async () => {
    renderPage({ [GET]: [200, { subscription: { ...growth, canManage: false }, plans }] });
    expect(await screen.findByText("Only your team's admins can change the plan.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade|Downgrade|Cancel/ })).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    renderPage({
      [GET]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
