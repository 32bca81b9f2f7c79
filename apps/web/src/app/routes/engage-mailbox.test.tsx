import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { ENGAGE_MAILBOX_PATH, EngageMailboxPage } from './engage-mailbox';

const MAILBOX = 'GET /api/tb-v2/v1/engage/mailbox';
const SAVE = 'PUT /api/tb-v2/v1/engage/mailbox';
const IMAP_TEST = 'POST /api/tb-v2/v1/engage/mailbox/imap-test';
const TEST = 'POST /api/tb-v2/v1/engage/mailbox/test';
const user = currentUser({
  fullName: 'Dana Demo',
  email: 'dana@example.com',
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['campaign.view'] }),
});
const defaults = { dailyCap: 400, minSpacingSeconds: 45 };
const saved = {
  id: 7,
  provider: 'smtp',
  fromName: 'Dana Demo',
  fromAddress: 'dana@example.com',
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'dana@example.com',
  hasPassword: true,
  dailyCap: 400,
  minSpacingSeconds: 45,
  status: 'untested',
  lastTestedAt: null,
  lastTestError: null,
  imap: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [MAILBOX]: [200, { mailbox: null, localTestMail: false, defaults }],
    'GET /api/tb-v2/v1/campaigns/text/phone-number': [200, { phoneNumber: null, localProvider: false }],
    'GET /api/tb-v2/v1/campaigns/text/area-codes': [200, { areaCodes: [] }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ENGAGE_MAILBOX_PATH} element={<EngageMailboxPage />} />
      </Routes>
    </MantineProvider>,
    { path: ENGAGE_MAILBOX_PATH },
  );
  return api;
}

describe('Mailbox page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a personal settings screen for Engage users', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminSettingsEmail')).toMatchObject({
      path: ENGAGE_MAILBOX_PATH,
      gate: 'engage',
      exists: true,
    });
  });

  it('connects an SMTP mailbox: checks fields first, sends the password once, then shows it as saved', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [SAVE]: (req) => [
        200,
        { mailbox: { ...saved, host: (req.body as { host: string }).host }, localTestMail: false, defaults },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' })).toBeTruthy();
    expect(await screen.findByText(/No mailbox is connected yet/)).toBeTruthy();
    // No local test mail on this installation: no provider choice.
    expect(screen.queryByRole('radio', { name: /Local test mail/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Send from address/ }) as HTMLInputElement).value).toBe(
      'dana@example.com',
    );

    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the SMTP server, such as smtp.gmail.com')).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);

    await u.type(screen.getByRole('textbox', { name: /Server/ }), 'smtp.example.com');
    await u.type(screen.getByRole('textbox', { name: /User name/ }), 'dana@example.com');
    await u.type(screen.getByLabelText(/^Password/), 'app-password-1');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toEqual({
      provider: 'smtp',
      fromName: 'Dana Demo',
      fromAddress: 'dana@example.com',
      host: 'smtp.example.com',
      port: 587,
      security: 'starttls',
      user: 'dana@example.com',
      password: 'app-password-1',
      dailyCap: 400,
      minSpacingSeconds: 45,
      imap: null,
    });
    expect(await screen.findByText('Not tested yet')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toMatch(/Saved/);
  });

  it('reads replies over IMAP when asked: sends the IMAP settings and shows how the last reading went', async () => {
    const u = userEvent.setup();
    const imap = {
      host: 'imap.example.com',
      port: 993,
      security: 'tls',
      user: null,
      hasPassword: false,
      status: 'failed',
      lastError: 'The IMAP server refused the user name or password',
      polledAt: '2026-11-26T10:05:00.000Z',
    };
    const api = renderPage({
      [MAILBOX]: [200, { mailbox: saved, localTestMail: false, defaults }],
      [SAVE]: [
        200,
        {
          mailbox: { ...saved, imap, updatedAt: '2026-11-26T10:06:00.000Z' },
          localTestMail: false,
          defaults,
        },
      ],
      [IMAP_TEST]: [
        200,
        {
          ok: true,
          message:
            'Signed in to imap.example.com and opened the inbox: replies will be read every two minutes.',
          testedAt: '2026-11-26T10:07:00.000Z',
          mailbox: {
            ...saved,
            imap: { ...imap, status: 'ok', lastError: null },
            updatedAt: '2026-11-26T10:06:00.000Z',
          },
        },
      ],
    });
    await u.click(await screen.findByRole('checkbox', { name: /Read replies from this mailbox/ }));
    await u.type(screen.getByRole('textbox', { name: /IMAP server/ }), 'imap.example.com');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect((api.to(SAVE)[0]?.body as { imap?: unknown } | undefined)?.imap).toEqual({
      host: 'imap.example.com',
      port: 993,
      security: 'tls',
      user: null,
    });
    const state = await screen.findByTestId('imap-state');
    expect(state.textContent).toContain('Could not read replies');
    expect(state.textContent).toContain('refused the user name or password');
    // The saved settings can be tried at once.
    await u.click(screen.getByRole('button', { name: 'Test reading replies' }));
    await waitFor(() => expect(api.to(IMAP_TEST)).toHaveLength(1));
    const result = await screen.findByTestId('imap-test-result');
    expect(result.textContent).toContain('Replies can be read');
    expect(result.textContent).toContain('Signed in to imap.example.com');
    // A change not saved yet cannot be tested: the button says so.
    await u.type(screen.getByRole('textbox', { name: /IMAP server/ }), 'x');
    expect(screen.getByRole('button', { name: 'Test reading replies' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Save your IMAP changes to test them.')).toBeTruthy();
  });

  it('tests the connection with the saved password and shows the result in plain words', async () => {
    const u = userEvent.setup();
    let call = 0;
    const api = renderPage({
      [MAILBOX]: [200, { mailbox: saved, localTestMail: false, defaults }],
      [TEST]: () => {
        call += 1;
        return call === 1
          ? [
              200,
              {
                ok: false,
                reason: 'auth-failed',
                message: 'The mail server refused the user name or password.',
                testedAt: '2026-11-26T10:01:00.000Z',
                mailbox: {
                  ...saved,
                  status: 'failed',
                  lastTestError: 'The mail server refused the user name or password.',
                },
              },
            ]
          : [
              200,
              {
                ok: true,
                reason: null,
                message: 'Connected and signed in to smtp.example.com.',
                testedAt: '2026-11-26T10:02:00.000Z',
                mailbox: { ...saved, status: 'ok' },
              },
            ];
      },
    });
    const test = await screen.findByRole('button', { name: 'Test connection' });
    await u.click(test);
    const failed = await screen.findByRole('status');
    expect(within(failed).getByText('The connection failed')).toBeTruthy();
    expect(within(failed).getByText(/refused the user name or password/)).toBeTruthy();
    expect(api.to(TEST)[0]?.body).not.toHaveProperty('password');
    await u.click(test);
    expect(await screen.findByText('The connection works')).toBeTruthy();
    expect(await screen.findByText('Connection works')).toBeTruthy();
  });

  it('puts a refused host under the server field', async () => {
    const u = userEvent.setup();
    renderPage({
      [MAILBOX]: [200, { mailbox: saved, localTestMail: false, defaults }],
      [SAVE]: [
        422,
        {
          code: 'UNPROCESSABLE',
          message:
            "localhost resolves to this server's own loopback address, which Talentbase does not connect to",
          details: { reason: 'loopback' },
        },
      ],
    });
    const host = await screen.findByRole('textbox', { name: /Server/ });
    await u.clear(host);
    await u.type(host, 'localhost');
    await u.type(screen.getByLabelText(/^Password/), 'x');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/does not connect to/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Server/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers local test mail while this machine runs it', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [MAILBOX]: [
        200,
        {
          mailbox: {
            ...saved,
            provider: 'local',
            host: null,
            port: null,
            security: null,
            user: null,
            hasPassword: false,
            minSpacingSeconds: 0,
          },
          localTestMail: true,
          defaults,
        },
      ],
      [SAVE]: (req) => [
        200,
        { mailbox: { ...saved, ...(req.body as object) }, localTestMail: true, defaults },
      ],
    });
    const local = await screen.findByRole('radio', { name: /Local test mail \(this machine only\)/ });
    expect((local as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Server/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toEqual({
      provider: 'local',
      fromName: 'Dana Demo',
      fromAddress: 'dana@example.com',
      dailyCap: 400,
      minSpacingSeconds: 0,
    });
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [MAILBOX]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
