import { MantineProvider } from '@mantine/core';
import type { CatalogueState, IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { CONNECT_CATALOGUE } from '@talentbase/shared/integrations/connect-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { LINKED_SCREENS } from '../router';
import { theme } from '../theme';
import { ADMIN_ATS_DETAIL_PATH, ADMIN_ATS_PATH, AdminAtsPage } from './admin-ats';
import { ADMIN_INTEGRATIONS_PATH, AdminIntegrationsPage } from './admin-integrations';
import { AppDetailPage } from './apps-detail';
import { APP_DETAIL_PATH, APPS_HOME_PATH, AppsHomePage } from './apps-homepage';

const CATALOGUE = 'GET /api/v1/integrations/catalogue';
const admin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
});

function connection(providerId: string, over: Partial<IntegrationConnection> = {}): IntegrationConnection {
  return {
    id: '0b8f2c4e-1111-4a4a-8a8a-000000000001',
    providerId,
    scope: 'team',
    status: 'connected',
    settings: {},
    hasCredentials: true,
    storedFields: ['api_key'],
    lastTest: {
      ok: true,
      message: 'Reached api.example.com (HTTP 401).',
      checkedAt: '2026-11-27T10:00:00.000Z',
    },
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...over,
  };
}

function states(over: Record<string, Partial<CatalogueState>> = {}) {
  return {
    isAdmin: true,
    allowPrivateHosts: false,
    states: CONNECT_CATALOGUE.map((e) => ({
      providerId: e.id,
      installed: false,
      teamConnection: null,
      userConnection: null,
      blockedReason: e.contactus ? `Contact ${e.company} to connect.` : null,
      ...over[e.id],
    })),
  };
}

function renderAt(path: string, routes: ProjectRoutes, user = admin) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'GET /api/auth/csrf': [200, { csrfToken: 'test-csrf' }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={APPS_HOME_PATH} element={<AppsHomePage />} />
        <Route path={APP_DETAIL_PATH} element={<AppDetailPage />} />
        <Route path={ADMIN_ATS_PATH} element={<AdminAtsPage />} />
        <Route path={ADMIN_INTEGRATIONS_PATH} element={<AdminIntegrationsPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

describe('Apps', { timeout: 60_000 }, () => {
  it('are real screens: the apps home and detail for pro plans, the admin ATS and integrations pages', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'apps')).toMatchObject({
      path: APPS_HOME_PATH,
      gate: 'appsHome',
      exists: true,
    });
    expect(NAV_ENTRIES.find((e) => e.key === 'adminAts')).toMatchObject({
      path: ADMIN_ATS_PATH,
      exists: true,
    });
    expect(NAV_ENTRIES.find((e) => e.key === 'adminSettingsIntegrations')).toMatchObject({
      exists: true,
      gate: 'appsHome',
    });
    expect(LINKED_SCREENS.find((s) => s.path === APP_DETAIL_PATH)?.gate).toBe('appsHome');
    expect(LINKED_SCREENS.find((s) => s.path === ADMIN_ATS_DETAIL_PATH)).toBeDefined();
  });

  it('lists every integration with search and categories, and says when nothing matches', async () => {
    const u = userEvent.setup();
    renderAt(APPS_HOME_PATH, { [CATALOGUE]: [200, states()] });
    expect(await screen.findByTestId('app-greenhouse_harvest')).toBeTruthy();
    expect(screen.getAllByTestId(/^app-/)).toHaveLength(CONNECT_CATALOGUE.length);
    await u.click(screen.getByRole('radio', { name: 'HRIS' }));
    expect(screen.getAllByTestId(/^app-/).map((c) => c.dataset.testid)).toEqual([
      'app-bamboohr',
      'app-paycor',
      'app-paylocity',
    ]);
    await u.click(screen.getByRole('radio', { name: 'All' }));
    await u.type(screen.getByLabelText('Search integrations'), 'lever');
    expect(screen.getAllByTestId(/^app-/).map((c) => c.dataset.testid)).toEqual(['app-lever']);
    await u.clear(screen.getByLabelText('Search integrations'));
    await u.type(screen.getByLabelText('Search integrations'), 'zzzz');
    expect(screen.getByText('No integration found')).toBeTruthy();
    // Contact-us entries link out; LinkedIn has no detail page.
  });

  it('links contact-us entries out and keeps the LinkedIn entries without a detail page', async () => {
    renderAt(APPS_HOME_PATH, { [CATALOGUE]: [200, states()] });
    const x0pa = await screen.findByTestId('app-x0pa');
    expect(within(x0pa).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toContain('x0pa.com');
    expect(within(screen.getByTestId('app-linkedin_recruiter')).queryByRole('link')).toBeNull();
    expect(
      within(screen.getByTestId('app-lever')).getByRole('link', { name: 'Lever' }).getAttribute('href'),
    ).toBe(`${APP_DETAIL_PATH}?id=lever`);
  });

  it('connects through the dialog with the entry’s fields and shows field errors', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const api = renderAt(APPS_HOME_PATH, {
      [CATALOGUE]: [200, states()],
      'POST /api/v1/integrations/connections': () =>
        ++calls === 1
          ? [
              400,
              {
                code: 'VALIDATION_FAILED',
                message: 'Please correct the highlighted fields',
                details: { fields: { user_id: 'Enter the user id (on-behalf-of)' } },
              },
            ]
          : [200, { connection: connection('greenhouse_harvest') }],
    });
    const card = await screen.findByTestId('app-greenhouse_harvest');
    await u.click(within(card).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Greenhouse Harvest Access Information' });
    expect(within(dialog).getByText(/Need help connect to Greenhouse Harvest\?/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(
      'https://developers.greenhouse.io/harvest.html',
    );
    await u.type(within(dialog).getByLabelText(/Harvest API key/), 'secret-key');
    await u.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Enter the user id (on-behalf-of)')).toBeTruthy();
    await u.type(within(dialog).getByLabelText(/User ID/), '42');
    await u.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.to('POST /api/v1/integrations/connections')).toHaveLength(2));
    expect(api.to('POST /api/v1/integrations/connections')[1]?.body).toEqual({
      providerId: 'greenhouse_harvest',
      fields: { api_key: 'secret-key', user_id: '42' },
    });
  });

  it('offers Configure once installed, with the custom URL read-only and the last test', async () => {
    const u = userEvent.setup();
    const ukg = connection('ukg_pro', {
      settings: { url: 'https://ukg.example.com/api' },
      storedFields: ['clientId', 'clientSecret'],
    });
    renderAt(APPS_HOME_PATH, {
      [CATALOGUE]: [200, states({ ukg_pro: { installed: true, teamConnection: ukg } })],
    });
    const card = await screen.findByTestId('app-ukg_pro');
    expect(within(card).getByText('Installed')).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog', { name: 'UKG Pro Access Information' });
    expect(within(dialog).getByLabelText(/^URL/).hasAttribute('readonly')).toBe(true);
    expect((within(dialog).getByLabelText(/^URL/) as HTMLInputElement).value).toBe(
      'https://ukg.example.com/api',
    );
    expect(within(dialog).getByTestId('connection-test').textContent).toContain('Reached api.example.com');
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    renderAt(APPS_HOME_PATH, {
      [CATALOGUE]: [500, { code: 'INTERNAL', message: 'Something went wrong', details: null }],
    });
    expect(await screen.findByText('The integrations could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows an app’s detail, and none for LinkedIn', async () => {
    renderAt(`${APP_DETAIL_PATH}?id=ashby`, { [CATALOGUE]: [200, states()] });
    expect(await screen.findByRole('heading', { name: 'Ashby', level: 1 })).toBeTruthy();
    expect(screen.getByText('Two-way sync')).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Connect' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps LinkedIn without a detail page', async () => {
    renderAt(`${APP_DETAIL_PATH}?id=linkedin_recruiter`, { [CATALOGUE]: [200, states()] });
    expect(await screen.findByRole('heading', { name: 'Integration not found' })).toBeTruthy();
  });

  it('lists the ATS only on the admin ATS page, and the connected ones on the integrations page', async () => {
    renderAt(ADMIN_ATS_PATH, { [CATALOGUE]: [200, states()] });
    expect(await screen.findByTestId('app-lever')).toBeTruthy();
    expect(screen.queryByTestId('app-salesforce')).toBeNull();
  });

  it('shows the empty state of the integrations page, then a connection', async () => {
    renderAt(ADMIN_INTEGRATIONS_PATH, { [CATALOGUE]: [200, states()] });
    expect(await screen.findByText('No integration is connected yet')).toBeTruthy();
  });

  it('shows a connection on the integrations page', async () => {
    renderAt(ADMIN_INTEGRATIONS_PATH, {
      [CATALOGUE]: [200, states({ lever: { installed: true, teamConnection: connection('lever') } })],
    });
    const card = await screen.findByTestId('connection-lever');
    expect(within(card).getByText('Connected')).toBeTruthy();
    expect(within(card).getByText('For the whole team', { exact: false })).toBeTruthy();
  });

  it('shows a member why a team integration is not theirs to connect', async () => {
    const member = currentUser({ subject: subject({ plan: 'pro', roles: ['crm'] }) });
    const reason = 'Only an admin of your team can connect Lever.';
    renderAt(
      APPS_HOME_PATH,
      { [CATALOGUE]: [200, { ...states({ lever: { blockedReason: reason } }), isAdmin: false }] },
      member,
    );
    const card = await screen.findByTestId('app-lever');
    expect(within(card).getByText(reason)).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells an admin outside the Pro plan that integrations come with it', async () => {
    const growthAdmin = currentUser({
      subject: subject({ plan: 'growth', roles: ['growth_admin'], permissions: ['member.manage'] }),
    });
    const api = renderAt(ADMIN_ATS_PATH, {}, growthAdmin);
    expect(await screen.findByText('Part of the Pro plan')).toBeTruthy();
    expect(api.to(CATALOGUE)).toHaveLength(0);
  });
});
