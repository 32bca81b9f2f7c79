import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { visibleNav } from '../navigation-access';
import { theme } from '../theme';
import { ADMIN_API_ACCESS_PATH, AdminApiAccessPage } from './admin-api-access';

const KEYS = 'GET /api/api-access/keys';
const HOOKS = 'GET /api/api-access/webhooks';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});
const key = {
  id: '7',
  name: 'Careers site',
  prefix: 'tb_live_abcdefghijkl',
  scopes: ['projects:read', 'candidates:write'],
  rateLimitPerMinute: 120,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'Dana Demo',
  lastUsedAt: null,
  revokedAt: null,
};
const endpoint = {
  id: '3',
  url: 'https://hooks.example.com/tb',
  description: 'Zapier',
  events: ['candidate.created'],
  enabled: false,
  disabledReason:
    'Switched off on 2026-11-26 after 5 deliveries in a row failed (last: The endpoint answered 500)',
  consecutiveFailures: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const delivery = {
  id: '42',
  endpointId: '3',
  eventId: 'a1b2',
  eventType: 'candidate.created',
  status: 'failed',
  attempts: 6,
  responseStatus: 500,
  durationMs: 12,
  error: 'The endpoint answered 500',
  nextAttemptAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const SECRET = `tb_live_abcdefghijkl_${'x'.repeat(43)}`;

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [KEYS]: [200, { keys: [key] }],
    [HOOKS]: [200, { endpoints: [endpoint] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ADMIN_API_ACCESS_PATH} element={<AdminApiAccessPage />} />
      </Routes>
    </MantineProvider>,
    { path: ADMIN_API_ACCESS_PATH },
  );
  return api;
}

describe('API access page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminApiAccess')).toMatchObject({
      path: ADMIN_API_ACCESS_PATH,
      gate: 'teamSettings',
      exists: true,
    });
    const keys = (s: Parameters<typeof visibleNav>[0]) => visibleNav(s).map((e) => e.key);
    expect(keys(admin.subject)).toContain('adminApiAccess');
    expect(
      keys(subject({ plan: 'pro', roles: ['enterprise_hiring_manager'], solutions: ['sourcing'] })),
    ).not.toContain('adminApiAccess');
  });

  it('lists keys and endpoints after loading, with the reason an endpoint was switched off', async () => {
    renderPage();
    expect(screen.getByTestId('api-keys-loading')).toBeTruthy();
    const card = await screen.findByTestId('api-key-7');
    expect(card.textContent).toContain('Careers site');
    expect(card.textContent).toContain('tb_live_abcdefghijkl');
    expect(card.textContent).toContain('candidates:write');
    const hook = await screen.findByTestId('endpoint-3');
    expect(hook.textContent).toContain('5 deliveries in a row failed');
  });

  it('creates a key and shows it once with a copy button', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/api-access/keys': [201, { key: { ...key, id: '8', name: 'Zapier' }, secret: SECRET }],
    });
    await screen.findByTestId('api-key-7');
    await u.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await u.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Zapier');
    await u.click(within(dialog).getByRole('checkbox', { name: /webhooks:manage/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(api.to('POST /api/api-access/keys')).toHaveLength(1));
    expect(api.to('POST /api/api-access/keys')[0]?.body).toEqual({
      name: 'Zapier',
      scopes: ['projects:read', 'candidates:read', 'webhooks:manage'],
      rateLimitPerMinute: 120,
    });
    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    expect((within(shown).getByRole('textbox', { name: 'API key' }) as HTMLInputElement).value).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(shown.textContent).toContain('only time');
  });

  it('revokes a key after asking', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'POST /api/api-access/keys/7/revoke': [200, { ...key, revokedAt: '2026-11-27T10:00:00.000Z' }],
    });
    const card = await screen.findByTestId('api-key-7');
    await u.click(within(card).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await u.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(api.to('POST /api/api-access/keys/7/revoke')).toHaveLength(1));
  });

  it('adds an endpoint, showing the refused address error, then the signing secret once', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderPage({
      'POST /api/api-access/webhooks': () =>
        ++calls === 1
          ? [
              422,
              {
                code: 'UNPROCESSABLE',
                message: 'This address is a private network address, which Talentbase does not connect to',
                details: { reason: 'private' },
              },
            ]
          : [
              201,
              {
                endpoint: { ...endpoint, id: '4', enabled: true, disabledReason: null },
                secret: 'whsec_abc',
              },
            ],
    });
    await screen.findByTestId('endpoint-3');
    await u.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await u.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'http://10.0.0.2/hook');
    await u.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(/private network address/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect((within(shown).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(
      'whsec_abc',
    );
  });

  it('opens the delivery log and replays a delivery', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'GET /api/api-access/webhooks/3/deliveries': [200, { deliveries: [delivery] }],
      'POST /api/api-access/deliveries/42/replay': [200, { ...delivery, status: 'pending', attempts: 0 }],
    });
    const hook = await screen.findByTestId('endpoint-3');
    await u.click(within(hook).getByRole('button', { name: 'Show deliveries' }));
    const log = await within(hook).findByRole('list', { name: 'Deliveries' });
    expect(log.textContent).toContain('answered 500');
    expect(log.textContent).toContain('The endpoint answered 500');
    await u.click(within(log).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(api.to('POST /api/api-access/deliveries/42/replay')).toHaveLength(1));
  });

  it("changes an endpoint's events and switches it back on", async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'PATCH /api/api-access/webhooks/3': (req) => [200, { ...endpoint, ...(req.body as object) }],
    });
    const hook = await screen.findByTestId('endpoint-3');
    await u.click(within(hook).getByRole('button', { name: 'Edit events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Events sent to this endpoint' });
    await u.click(within(dialog).getByRole('checkbox', { name: /pipeline\.stage_changed/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Save events' }));
    await waitFor(() => expect(api.to('PATCH /api/api-access/webhooks/3')).toHaveLength(1));
    expect(api.to('PATCH /api/api-access/webhooks/3')[0]?.body).toEqual({
      events: ['candidate.created', 'pipeline.stage_changed'],
    });
    await u.click(within(hook).getByRole('switch'));
    await waitFor(() => expect(api.to('PATCH /api/api-access/webhooks/3')).toHaveLength(2));
    expect(api.to('PATCH /api/api-access/webhooks/3')[1]?.body).toEqual({ enabled: true });
  });

  it('re-enables an endpoint switched off after failures, from its notice', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'PATCH /api/api-access/webhooks/3': [
        200,
        { ...endpoint, enabled: true, disabledReason: null, consecutiveFailures: 0 },
      ],
    });
    const hook = await screen.findByTestId('endpoint-3');
    expect(within(hook).getByText('This endpoint was switched off')).toBeTruthy();
    await u.click(within(hook).getByRole('button', { name: 'Re-enable' }));
    await waitFor(() => expect(api.to('PATCH /api/api-access/webhooks/3')).toHaveLength(1));
    expect(api.to('PATCH /api/api-access/webhooks/3')[0]?.body).toEqual({ enabled: true });
  });

  it('offers the engagement events of sequences, grouped apart from the candidate events', async () => {
    const u = userEvent.setup();
    renderPage();
    await screen.findByTestId('endpoint-3');
    await u.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    expect(within(dialog).getByText('Sequences (engagement)')).toBeTruthy();
    for (const name of [/engagement\.email_sent/, /engagement\.replied/, /engagement\.bounced/])
      expect((within(dialog).getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows empty states and a load error with a retry', async () => {
    renderPage({
      [KEYS]: [200, { keys: [] }],
      [HOOKS]: [503, { code: 'UNAVAILABLE', message: 'The database is restarting.', details: null }],
    });
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
