import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { ENGAGE_MAILBOX_PATH, EngageMailboxPage } from './engage-mailbox';

const MINE = 'GET /api/tb-v2/v1/campaigns/text/phone-number';
const AREA_CODES = 'GET /api/tb-v2/v1/campaigns/text/area-codes';
const ASSIGN = 'POST /api/tb-v2/v1/campaigns/text/assign-phone-numbers';
const user = currentUser({
  fullName: 'Dana Demo',
  email: 'dana@example.com',
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['campaign.view'] }),
});
const areaCodes = [
  { areaCode: '212', region: 'New York, NY' },
  { areaCode: '415', region: 'San Francisco, CA' },
];

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'GET /api/tb-v2/v1/engage/mailbox': [
      200,
      { mailbox: null, localTestMail: false, defaults: { dailyCap: 400, minSpacingSeconds: 45 } },
    ],
    [MINE]: [200, { phoneNumber: null, localProvider: false }],
    [AREA_CODES]: [200, { areaCodes }],
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

describe('Mailbox page › Text messages', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('gets a phone number in the area code picked, then shows it', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [ASSIGN]: (req) => [
        200,
        {
          phoneNumber: '+14155550123',
          areaCode: (req.body as { areaCode: string }).areaCode,
          createdAt: '2026-11-27T08:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Text messages' })).toBeTruthy();
    await u.click(await screen.findByRole('button', { name: 'Get a phone number' }));
    expect(await screen.findByText('Pick an area code')).toBeTruthy();
    expect(api.to(ASSIGN)).toHaveLength(0);

    await u.click(screen.getByRole('combobox', { name: /Area code/ }));
    await u.click(await screen.findByRole('option', { name: '415 · San Francisco, CA' }));
    await u.click(screen.getByRole('button', { name: 'Get a phone number' }));
    await waitFor(() => expect(api.to(ASSIGN)).toHaveLength(1));
    expect(api.to(ASSIGN)[0]?.body).toEqual({ areaCode: '415' });
    expect(await screen.findByText('+1 (415) 555-0123')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a phone number' })).toBeNull();
  });

  it('says why when no number is left in the area code', async () => {
    const u = userEvent.setup();
    renderPage({
      [ASSIGN]: [
        409,
        {
          code: 'CONFLICT',
          message: 'No phone numbers are available in area code 212 right now. Pick another area code.',
          details: { areaCode: '212' },
        },
      ],
    });
    await u.click(await screen.findByRole('combobox', { name: /Area code/ }));
    await u.click(await screen.findByRole('option', { name: '212 · New York, NY' }));
    await u.click(screen.getByRole('button', { name: 'Get a phone number' }));
    expect(
      await screen.findByText(
        'No phone numbers are available in area code 212 right now. Pick another area code.',
      ),
    ).toBeTruthy();
  });

  it('shows the number a recruiter already has, and says when texts stay on this machine', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      'GET /api/tb-v2/v1/engage/text/local-texts': [
        200,
        {
          data: [
            {
              id: 31,
              fromNumber: '+12125550101',
              toNumber: '+15125550120',
              body: 'Hi Casey, are you open to a new role?\n\nReply STOP to opt out.',
              createdAt: '2026-11-27T08:01:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      ],
      'POST /api/tb-v2/v1/engage/text/local-texts/31/answer': [200, { outcome: 'opted_out', cancelled: 1 }],
      [MINE]: [
        200,
        {
          phoneNumber: {
            phoneNumber: '+12125550101',
            areaCode: '212',
            createdAt: '2026-11-27T08:00:00.000Z',
          },
          localProvider: true,
        },
      ],
    });
    expect(await screen.findByText('+1 (212) 555-0101')).toBeTruthy();
    expect(screen.getByText(/texts are kept on this machine and reach no/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a phone number' })).toBeNull();
    // What the candidate would have received, and answering it as them.
    expect(await screen.findByText('Texts kept on this machine (1)')).toBeTruthy();
    expect(screen.getByText(/Hi Casey, are you open to a new role\?/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Reply STOP' }));
    expect(
      await screen.findByText(
        /The number is opted out: it gets no more texts from your team\. 1 unsent step was cancelled\./,
      ),
    ).toBeTruthy();
    expect(api.to('POST /api/tb-v2/v1/engage/text/local-texts/31/answer')[0]?.body).toEqual({ body: 'STOP' });
  });
});
