import { MantineProvider } from '@mantine/core';
import { DEFAULT_HIRING_PREFERENCES } from '@talentbase/shared/contracts/notification-settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { HIRING_SETTINGS_PATH, SettingsHiringPage } from './settings-hiring';

const GET = 'GET /api/settings/hiring';
const PUT = 'PUT /api/settings/hiring';
const user = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [GET]: [200, { data: { preferences: DEFAULT_HIRING_PREFERENCES, saved: false } }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={HIRING_SETTINGS_PATH} element={<SettingsHiringPage />} />
      </Routes>
    </MantineProvider>,
    { path: HIRING_SETTINGS_PATH },
  );
  return api;
}

describe('Hiring preferences', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a personal setting every signed-in user has', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminSettingsHiring')).toMatchObject({
      path: HIRING_SETTINGS_PATH,
      gate: 'signedIn',
    });
  });

  it('saves working days; no working day at all is refused before sending', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [PUT]: (req) => [200, { data: { preferences: req.body, saved: true } }] });
    expect(screen.getByTestId('hiring-loading')).toBeTruthy();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await u.click(await screen.findByRole('checkbox', { name: day }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one working day')).toBeTruthy();
    expect(api.to(PUT)).toHaveLength(0);
    await u.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(PUT)).toHaveLength(1));
    expect(api.to(PUT)[0]?.body).toEqual({ ...DEFAULT_HIRING_PREFERENCES, workingDays: [6] });
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [GET]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
