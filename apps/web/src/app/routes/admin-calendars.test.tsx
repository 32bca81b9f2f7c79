import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { LINKED_SCREENS } from '../router';
import { theme } from '../theme';
import { ADMIN_CALENDARS_DETAIL_PATH, ADMIN_CALENDARS_PATH, AdminCalendarsPage } from './admin-calendars';
import { AdminCalendarsDetailPage } from './admin-calendars-detail';

const user = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    permissions: ['campaign.view', 'member.manage'],
  }),
});
const dana = { userId: '11111111-1111-4111-8111-111111111111', name: 'Dana Demo', email: 'dana@example.com' };
const sam = { userId: '22222222-2222-4222-8222-222222222222', name: 'Sam Shared', email: 'sam@example.com' };
const account = {
  id: '3',
  user: dana,
  type: 'calendly',
  shareStatus: 'private',
  sharedTeamIds: [],
  link: 'https://calendly.com/dana-demo',
  location: 'Zoom',
  hasToken: true,
  eventTypes: [{ uri: 'x', name: 'Interview', durationMinutes: 60, schedulingUrl: 'https://calendly.com/x' }],
  status: 'calendly',
  fromOtherWorkspace: false,
  pollStatus: 'failed',
  lastError: 'Calendly answered 500 (gave up after 3 retries)',
  polledAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function renderAt(path: string, routes: ProjectRoutes) {
  stubProjectApi({ 'GET /api/auth/me': [200, { user }], ...routes });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_CALENDARS_PATH} element={<AdminCalendarsPage />} />
        <Route path={ADMIN_CALENDARS_DETAIL_PATH} element={<AdminCalendarsDetailPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
}

describe('Admin calendars', { timeout: 60_000 }, () => {
  it('is an admin screen with its detail page, for team admins of Engage', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminCalendars')).toMatchObject({
      path: ADMIN_CALENDARS_PATH,
      gate: 'engageTeam',
      exists: true,
    });
    expect(LINKED_SCREENS.find((s) => s.path === ADMIN_CALENDARS_DETAIL_PATH)?.gate).toBe('engageTeam');
  });

  it('lists each member with the resolved status and opens one', async () => {
    const u = userEvent.setup();
    renderAt(ADMIN_CALENDARS_PATH, {
      'GET /api/tb-v2/v1/calendars/accounts': [
        200,
        {
          members: [
            { user: dana, status: 'calendly', account },
            {
              user: sam,
              status: 'auth',
              account: { ...account, user: sam, status: 'auth', fromOtherWorkspace: true },
            },
          ],
        },
      ],
      [`GET /api/tb-v2/v1/calendars/accounts/${dana.userId}`]: [
        200,
        { user: dana, status: 'calendly', account },
      ],
    });
    expect(await screen.findByText('Calendly connected')).toBeTruthy();
    expect(screen.getByText('Not connected')).toBeTruthy();
    await u.click(screen.getByRole('link', { name: 'Dana Demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Dana Demo's calendar" })).toBeTruthy();
    expect(screen.getByText('Interview (60 min)')).toBeTruthy();
    expect(screen.getByText(/gave up after 3 retries/)).toBeTruthy();
  });

  it('says when a member is not found', async () => {
    renderAt(`${ADMIN_CALENDARS_DETAIL_PATH}?userId=${sam.userId}`, {
      [`GET /api/tb-v2/v1/calendars/accounts/${sam.userId}`]: [
        404,
        { code: 'NOT_FOUND', message: 'Team member not found', details: null },
      ],
    });
    expect(await screen.findByText('This calendar could not be loaded')).toBeTruthy();
  });
});
