import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { LOCAL_TEST_MAIL_PATH, LocalTestMailPage } from './local-test-mail';

const LIST = 'GET /api/tb-v2/v1/engage/local-mail';
const user = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_member'],
    permissions: ['campaign.view'],
    features: ['local_test_mail'],
  }),
});
const summary = {
  id: 41,
  from: 'dana@example.com',
  to: ['casey@example.com'],
  subject: 'A role at Acme',
  receivedAt: '2026-11-26T10:00:00.000Z',
  size: 2048,
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [LIST]: [200, { enabled: true, port: 2525, data: [summary], total: 1, page: 1, pageSize: 25 }],
    'GET /api/tb-v2/v1/engage/local-mail/41': [
      200,
      {
        id: 41,
        receivedAt: summary.receivedAt,
        envelope: { from: 'dana@example.com', to: ['casey@example.com'] },
        headers: {
          from: 'Dana Demo <dana@example.com>',
          to: 'Casey <casey@example.com>',
          cc: null,
          subject: 'A role at Acme',
          date: 'Thu, 26 Nov 2026 10:00:00 +0000',
          messageId: '<tb.7.1.abc@talentbase.test>',
          inReplyTo: null,
          references: null,
          listUnsubscribe: '<http://localhost:3000/u/tok>',
          listUnsubscribePost: null,
        },
        html: '<p>Hi Casey, <a href="http://localhost:3000/t/c/xyz">see the role</a></p>',
        text: 'Hi Casey, see the role (http://localhost:3000/t/c/xyz)',
        attachments: [{ fileName: 'Backend Engineer.pdf', contentType: 'application/pdf', size: 48_213 }],
        size: 2048,
      },
    ],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={LOCAL_TEST_MAIL_PATH} element={<LocalTestMailPage />} />
      </Routes>
    </MantineProvider>,
    { path: LOCAL_TEST_MAIL_PATH },
  );
  return api;
}

describe('Local test mail page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is an Engage entry shown only while the catcher runs', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'localTestMail')).toMatchObject({
      path: LOCAL_TEST_MAIL_PATH,
      gate: 'engageLocalMail',
      section: 'Engage',
      exists: true,
    });
  });

  it('says nothing was delivered, lists the mail and opens a message with its headers and links', async () => {
    const u = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('local-mail-banner').textContent).toMatch(/not delivered to anyone/);
    const list = await screen.findByRole('navigation', { name: 'Caught messages' });
    await u.click(within(list).getByRole('button', { name: /A role at Acme/ }));
    const message = await screen.findByTestId('local-message');
    expect(within(message).getByText('<tb.7.1.abc@talentbase.test>')).toBeTruthy();
    expect(within(message).getByText('<http://localhost:3000/u/tok>')).toBeTruthy();
    expect(within(message).getByRole('link', { name: 'see the role' }).getAttribute('href')).toBe(
      'http://localhost:3000/t/c/xyz',
    );
    expect(within(message).getByText(/Hi Casey, see the role \(http/)).toBeTruthy();
    expect(within(message).getByTestId('local-message-attachments').textContent).toContain(
      'Backend Engineer.pdf · 47 KB',
    );
  });

  it('answers a message as the candidate and says what it did, or why it could not', async () => {
    const u = userEvent.setup();
    const ANSWER = 'POST /api/tb-v2/v1/engage/local-mail/41/answer';
    const api = renderPage({
      [ANSWER]: (req) =>
        (req.body as { kind?: string } | undefined)?.kind === 'bounce'
          ? [
              409,
              {
                code: 'CONFLICT',
                message: 'No mailbox of your team sent this message, so there is nothing to answer',
              },
            ]
          : [200, { kind: 'reply', matched: true, note: null, cancelledSteps: 2, duplicate: false }],
    });
    const list = await screen.findByRole('navigation', { name: 'Caught messages' });
    await u.click(within(list).getByRole('button', { name: /A role at Acme/ }));
    const panel = await screen.findByTestId('answer-as-candidate');
    await u.type(within(panel).getByLabelText('Their reply'), 'Sounds great');
    await u.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect((await within(panel).findByTestId('answer-outcome')).textContent).toBe(
      'The reply stopped the sequence and moved the candidate to Replied. 2 unsent steps were cancelled.',
    );
    expect(api.to(ANSWER)[0]?.body).toEqual({ kind: 'reply', text: 'Sounds great' });
    await u.click(within(panel).getByRole('button', { name: 'Bounce it' }));
    expect((await within(panel).findByTestId('answer-error')).textContent).toMatch(/nothing to answer/);
    expect(api.to(ANSWER)[1]?.body).toEqual({ kind: 'bounce' });
  });

  it('has an empty state', async () => {
    renderPage({ [LIST]: [200, { enabled: true, port: 2525, data: [], total: 0, page: 1, pageSize: 25 }] });
    expect(await screen.findByTestId('local-mail-empty')).toBeTruthy();
    expect(screen.getByTestId('local-mail-banner')).toBeTruthy();
  });
});
