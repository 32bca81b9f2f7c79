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
import { CAMPAIGN_SETTINGS_PATH, CampaignSettingsPage } from './campaign-settings';
import { ENGAGEMENT_SETTINGS_PATH, EngagementSettingsPage } from './engagement-settings';

const SETTINGS = 'GET /api/tb-v2/v1/engage/team-settings';
const SAVE = 'PUT /api/tb-v2/v1/engage/team-settings';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const settings = {
  sendingWindow: { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
  timezone: 'UTC',
  dailyCap: 400,
  minSpacingSeconds: 45,
  privacyNotice: null,
  unsubscribeFooter: null,
  trackingDomain: null,
  allowPrivateHosts: false,
  updatedAt: null,
};

function renderAt(path: string, routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [SETTINGS]: [200, settings],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={CAMPAIGN_SETTINGS_PATH} element={<CampaignSettingsPage />} />
        <Route path={ENGAGEMENT_SETTINGS_PATH} element={<EngagementSettingsPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

describe('Team sending settings pages', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('are team-settings screens', () => {
    for (const path of [CAMPAIGN_SETTINGS_PATH, ENGAGEMENT_SETTINGS_PATH])
      expect(NAV_ENTRIES.find((e) => e.path === path)).toMatchObject({ gate: 'teamSettings', exists: true });
  });

  it('refuses a window with no days before sending, then saves the window and pace', async () => {
    const u = userEvent.setup();
    const api = renderAt(CAMPAIGN_SETTINGS_PATH, {
      [SAVE]: (req) => [200, { ...settings, ...(req.body as object) }],
    });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await u.click(await screen.findByRole('checkbox', { name: day }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/no days, so it never opens/)).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    await u.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    const cap = screen.getByRole('textbox', { name: /Emails a day per mailbox/ });
    await u.clear(cap);
    await u.type(cap, '250');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toEqual({
      sendingWindow: { days: [6], start: '08:00', end: '18:00' },
      timezone: 'UTC',
      dailyCap: 250,
      minSpacingSeconds: 45,
    });
  });

  it('saves the engagement settings and explains private hosts', async () => {
    const u = userEvent.setup();
    const api = renderAt(ENGAGEMENT_SETTINGS_PATH, {
      [SAVE]: (req) => [200, { ...settings, ...(req.body as object) }],
    });
    const domain = await screen.findByRole('textbox', { name: 'Tracking domain' });
    await u.type(domain, 'https://links.example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/host name only/)).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    await u.clear(domain);
    await u.type(domain, 'links.example.com');
    await u.type(screen.getByRole('textbox', { name: 'Privacy notice' }), 'We found you on GitHub.');
    expect(screen.getByText(/Cloud metadata addresses stay blocked/)).toBeTruthy();
    await u.click(screen.getByRole('switch', { name: /Allow SMTP servers on the private network/ }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toEqual({
      privacyNotice: 'We found you on GitHub.',
      unsubscribeFooter: '',
      trackingDomain: 'links.example.com',
      allowPrivateHosts: true,
    });
  });
});
