import { MantineProvider } from '@mantine/core';
import type { CatalogueState, IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { CONNECT_CATALOGUE } from '@talentbase/shared/integrations/connect-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppDetailPage } from '../../../app/routes/apps-detail';
import { APP_DETAIL_PATH } from '../../../app/routes/apps-homepage';
import { theme } from '../../../app/theme';
import { currentUser, subject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../../projects/test/project-api';
import { apiAddressFields } from './api-address-option';

const CATALOGUE = 'GET /api/v1/integrations/catalogue';
const CONNECTION_ID = '0b8f2c4e-1111-4a4a-8a8a-000000000001';
const admin = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] }),
});

function connection(providerId: string, settings: Record<string, string> = {}): IntegrationConnection {
  return {
    id: CONNECTION_ID,
    providerId,
    scope: 'team',
    status: 'connected',
    settings,
    hasCredentials: true,
    storedFields: ['api_key', 'user_id'],
    lastTest: {
      ok: true,
      message: 'Signed in to Greenhouse Harvest: 1 job found.',
      checkedAt: '2026-11-27T10:00:00.000Z',
    },
    createdBy: null,
    updatedBy: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

function states(over: Record<string, Partial<CatalogueState>> = {}) {
  return {
    isAdmin: true,
    allowPrivateHosts: true,
    states: CONNECT_CATALOGUE.map((e) => ({
      providerId: e.id,
      installed: false,
      teamConnection: null,
      userConnection: null,
      blockedReason: null,
      ...over[e.id],
    })),
  };
}

function renderDetail(id: string, routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    'GET /api/auth/csrf': [200, { csrfToken: 'test-csrf' }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={APP_DETAIL_PATH} element={<AppDetailPage />} />
      </Routes>
    </MantineProvider>,
    { path: `${APP_DETAIL_PATH}?id=${id}` },
  );
  return api;
}

describe('apiAddressFields', () => {
  it('sends the address only when it changed; blank on Configure goes back to the vendor', () => {
    expect(apiAddressFields('', undefined)).toEqual({});
    expect(apiAddressFields(' https://eu.example/v1 ', undefined)).toEqual({
      apiBaseUrl: 'https://eu.example/v1',
    });
    expect(apiAddressFields('https://eu.example/v1', 'https://eu.example/v1')).toEqual({});
    expect(apiAddressFields('', 'https://eu.example/v1')).toEqual({ apiBaseUrl: '' });
  });
});

describe('the API address option', { timeout: 60_000 }, () => {
  it('connects with an API address under Advanced options, and shows its field error there', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const api = renderDetail('greenhouse_harvest', {
      [CATALOGUE]: [200, states()],
      'POST /api/v1/integrations/connections': () =>
        ++calls === 1
          ? [
              400,
              {
                code: 'VALIDATION_FAILED',
                message: 'Please correct the highlighted fields',
                details: { fields: { apiBaseUrl: "API address: this server's own loopback address" } },
              },
            ]
          : [200, { connection: connection('greenhouse_harvest') }],
    });
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Greenhouse Harvest Access Information' });
    const toggle = within(dialog).getByRole('button', { name: 'Advanced options' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await u.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const address = within(dialog).getByLabelText(/API address/) as HTMLInputElement;
    expect(address.placeholder).toBe('https://harvest.greenhouse.io/v1');
    await u.type(within(dialog).getByLabelText(/Harvest API key/), 'secret-key');
    await u.type(within(dialog).getByLabelText(/User ID/), '42');
    await u.type(address, 'https://127.0.0.1:9443/v1');
    await u.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(/own loopback address/)).toBeTruthy();
    await u.clear(address);
    await u.type(address, 'https://harvest.sandbox.example/v1');
    await u.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(api.to('POST /api/v1/integrations/connections')).toHaveLength(2));
    expect(api.to('POST /api/v1/integrations/connections')[1]?.body).toEqual({
      providerId: 'greenhouse_harvest',
      fields: { api_key: 'secret-key', user_id: '42', apiBaseUrl: 'https://harvest.sandbox.example/v1' },
    });
  });

  it('shows the address on the detail page and lets an admin change it on Configure', async () => {
    const u = userEvent.setup();
    const current = connection('greenhouse_harvest', { apiBaseUrl: 'https://harvest.sandbox.example/v1' });
    const api = renderDetail('greenhouse_harvest', {
      [CATALOGUE]: [200, states({ greenhouse_harvest: { installed: true, teamConnection: current } })],
      [`PATCH /api/v1/integrations/connections/${CONNECTION_ID}`]: [200, { connection: current }],
    });
    expect((await screen.findByTestId('api-address')).textContent).toBe(
      'API address: https://harvest.sandbox.example/v1',
    );
    await u.click(screen.getByRole('button', { name: 'Configure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Greenhouse Harvest Access Information' });
    const address = within(dialog).getByLabelText(/API address/) as HTMLInputElement;
    expect(address.value).toBe('https://harvest.sandbox.example/v1');
    expect(address.readOnly).toBe(false);
    await u.clear(address);
    await u.type(address, 'https://harvest.eu.example/v1');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.to(`PATCH /api/v1/integrations/connections/${CONNECTION_ID}`)).toHaveLength(1),
    );
    expect(api.to(`PATCH /api/v1/integrations/connections/${CONNECTION_ID}`)[0]?.body).toEqual({
      fields: { apiBaseUrl: 'https://harvest.eu.example/v1' },
    });
  });

  it('names the vendor’s own address when none is set', async () => {
    renderDetail('lever', {
      [CATALOGUE]: [200, states({ lever: { installed: true, teamConnection: connection('lever') } })],
    });
    expect((await screen.findByTestId('api-address')).textContent).toBe(
      "API address: https://api.lever.co/v1 (Lever's own)",
    );
  });

  it('is not offered for Workable, whose subdomain is its address', async () => {
    const u = userEvent.setup();
    renderDetail('workable', { [CATALOGUE]: [200, states()] });
    await u.click(await screen.findByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workable Access Information' });
    expect(within(dialog).queryByRole('button', { name: 'Advanced options' })).toBeNull();
    expect(screen.queryByTestId('api-address')).toBeNull();
  });
});
