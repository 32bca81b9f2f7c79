import { MantineProvider } from '@mantine/core';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@talentbase/shared/contracts/notification-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AdminNotificationsPage, TEAM_NOTIFICATIONS_PATH } from './admin-notifications';

const GET = 'GET /api/v1/team-settings/notifications';
const PUT = 'PUT /api/v1/team-settings/notifications';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [GET]: [200, { data: { ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: null } }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={TEAM_NOTIFICATIONS_PATH} element={<AdminNotificationsPage />} />
      </Routes>
    </MantineProvider>,
    { path: TEAM_NOTIFICATIONS_PATH },
  );
  return api;
}

describe('Team notifications page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminNotifications')).toMatchObject({
      path: TEAM_NOTIFICATIONS_PATH,
      gate: 'teamSettings',
    });
  });

  it('turns stage-change emails on and switches to a daily digest', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [PUT]: (req) => [200, { data: { ...(req.body as object), updatedAt: 'x' } }] });
    expect(screen.getByTestId('team-notifications-loading')).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Stage changed' });
    const email = Array.from(group.querySelectorAll('input[role="switch"]'))[1] as HTMLInputElement;
    expect(email.checked).toBe(false);
    await u.click(email);
    await u.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    const body = api.to(PUT)[0]?.body as typeof DEFAULT_NOTIFICATION_SETTINGS;
    expect(body.events.stage_changed).toEqual({ inApp: true, email: true });
    expect(body.digest).toBe('daily');
    expect(await screen.findByText('Notification defaults saved')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [GET]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
