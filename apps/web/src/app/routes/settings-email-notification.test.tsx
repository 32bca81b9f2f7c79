import { MantineProvider } from '@mantine/core';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@talentbase/shared/contracts/notification-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { EMAIL_NOTIFICATION_PATH, SettingsEmailNotificationPage } from './settings-email-notification';

const GET = 'GET /api/settings/email-notification';
const PUT = 'PUT /api/settings/email-notification';
const user = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });
const data = {
  team: DEFAULT_NOTIFICATION_SETTINGS,
  own: { events: {}, digest: null },
  effective: DEFAULT_NOTIFICATION_SETTINGS,
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [GET]: [200, { data }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={EMAIL_NOTIFICATION_PATH} element={<SettingsEmailNotificationPage />} />
      </Routes>
    </MantineProvider>,
    { path: EMAIL_NOTIFICATION_PATH },
  );
  return api;
}

describe('Email notification settings', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a personal setting every signed-in user has', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminSettingsEmailNotification')).toMatchObject({
      path: EMAIL_NOTIFICATION_PATH,
      gate: 'signedIn',
    });
  });

  it('says what the team default is, and saves an own choice (the rest follows the team)', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [PUT]: [200, { data }] });
    expect(screen.getByTestId('my-notifications-loading')).toBeTruthy();
    const group = await screen.findByRole('group', { name: 'Mentions' });
    const emailSelect = Array.from(group.querySelectorAll('input')).find(
      (i) => (i as HTMLInputElement).value === 'Team default (on)',
    );
    expect(emailSelect).toBeTruthy();
    const mentionEmail = screen.getAllByRole('combobox', { name: 'By email' })[3] as HTMLElement;
    await u.click(mentionEmail);
    await waitFor(() => expect(mentionEmail.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(mentionEmail.getAttribute('aria-controls') ?? '') as HTMLElement;
    await u.click(within(list).getByRole('option', { name: 'Off', hidden: true }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    const body = api.to(PUT)[0]?.body as { events: Record<string, unknown>; digest: unknown };
    expect(body.events.mention).toEqual({ inApp: null, email: false });
    expect(body.events.candidate_replied).toEqual({ inApp: null, email: null });
    expect(body.digest).toBeNull();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [GET]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
