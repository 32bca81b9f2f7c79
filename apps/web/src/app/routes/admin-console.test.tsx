import { MantineProvider } from '@mantine/core';
import type { AdminConsoleResponse } from '@talentbase/shared/contracts/admin-console';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import {
  ADMIN_DASHBOARD_ALIAS,
  ADMIN_DASHBOARD_PATH,
  AdminConsolePage,
  AdminDashboardRedirect,
} from './admin-console';

const admin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
});
const CONSOLE = 'GET /api/v1/admin/console';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const summary = (overrides: Partial<AdminConsoleResponse> = {}): AdminConsoleResponse => ({
  team: { id: 't1', name: 'Northwind Recruiting', onboardingMode: 1 },
  seats: [
    { license: 'Recruiter', purchased: 10, active: 6, pending: 1, free: 3 },
    { license: 'Collaborator', purchased: 5, active: 2, pending: 0, free: 3 },
  ],
  membersByStatus: { active: 8, pending: 1, cancelled: 2, removed: 4 },
  credits: { total: 1000, used: 250, remaining: 750 },
  recentActions: [
    {
      id: 1,
      action: 'member.switch_license',
      summary: 'switched Ada Byron to Collaborator',
      actorName: 'Alex Admin',
      createdAt: minutesAgo(5),
    },
    {
      id: 2,
      action: 'member.invite',
      summary: 'invited 3 people',
      actorName: null,
      createdAt: minutesAgo(180),
    },
  ],
  ...overrides,
});

function renderPage(routes: ProjectRoutes, path = ADMIN_DASHBOARD_PATH) {
  const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: admin }], ...routes });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_DASHBOARD_PATH} element={<AdminConsolePage />} />
        <Route path={ADMIN_DASHBOARD_ALIAS} element={<AdminDashboardRedirect />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

describe('Admin console', { timeout: 60_000 }, () => {
  it('is the built Admin dashboard entry, spelled as the spec spells it', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminDashboard')).toMatchObject({
      path: '/admin/general/dasboard',
      gate: 'adminConsole',
      exists: true,
    });
    expect(NAV_ENTRIES.find((e) => e.key === 'adminImplantation')).toMatchObject({
      path: '/admin/general/implantation',
      gate: 'adminConsole',
      exists: true,
    });
  });

  it('shows seats, members by status, credits and the recent admin actions as sentences', async () => {
    renderPage({ [CONSOLE]: [200, summary()] });
    expect(screen.getByTestId('console-loading')).toBeTruthy();
    const recruiter = await screen.findByRole('region', { name: 'Recruiter seats' });
    expect(within(recruiter).getByText('3 free')).toBeTruthy();
    const members = screen.getByTestId('console-members');
    expect(within(members).getByText('8')).toBeTruthy();
    expect(within(members).getByText('Kicked out')).toBeTruthy();
    const credits = screen.getByTestId('console-credits');
    expect(within(credits).getByText('750')).toBeTruthy();
    const items = within(screen.getByTestId('console-actions')).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('Alex Admin switched Ada Byron to Collaborator · 5 min ago');
    expect(items[1]?.textContent).toBe('Someone invited 3 people · 3 h ago');
    expect(screen.getByTestId('console-mode').textContent).toContain('Implantation');
  });

  it('says when no admin action was taken yet', async () => {
    renderPage({ [CONSOLE]: [200, summary({ recentActions: [] })] });
    expect(await screen.findByText(/No admin actions yet/)).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderPage({
      [CONSOLE]: () =>
        fail
          ? [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }]
          : [200, summary()],
    });
    const error = await screen.findByTestId('console-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('The database is restarting.')).toBeTruthy();
    fail = false;
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('console-members')).toBeTruthy();
  });

  it('leads /admin/general/dashboard to the console', async () => {
    renderPage({ [CONSOLE]: [200, summary()] }, ADMIN_DASHBOARD_ALIAS);
    expect(await screen.findByTestId('console-members')).toBeTruthy();
  });
});
