import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { ENGAGE_INBOX_PATH, EngageInboxPage } from './engage-inbox';

const LIST = 'GET /api/tb-v2/v1/engage/inbox';
const READ = 'POST /api/tb-v2/v1/engage/inbox/read';
const ANSWER = 'POST /api/tb-v2/v1/engage/inbox/conversations/t7/answer';
const user = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['campaign.view'] }),
});
const conversation = {
  key: 't7',
  threadId: 7,
  candidate: { profileId: 41, name: 'Casey Candidate', email: 'casey@example.com' },
  campaign: { id: 3, name: 'Backend outreach' },
  project: { id: 9, name: 'Backend hiring' },
  sender: { userId: 'u1', name: 'Dana Demo' },
  last: {
    id: 55,
    kind: 'reply',
    intent: 'interested',
    subject: 'Re: A role at Acme',
    snippet: 'Yes, I am interested. When can we talk?',
    receivedAt: '2026-11-26T10:00:00.000Z',
    read: false,
  },
  messages: 1,
  unread: 1,
  note: null,
  display: { status: 7, label: 'Opened, replied' },
};

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [LIST]: [200, { data: [conversation], total: 1, unread: 1, page: 1, pageSize: 25 }],
    'GET /api/tb-v2/v1/engage/inbox/conversations/t7': [
      200,
      {
        conversation,
        entries: [
          {
            direction: 'out',
            id: 12,
            kind: null,
            step: 1,
            from: null,
            subject: 'A role at Acme',
            text: 'Hi Casey, a role for you.',
            at: '2026-11-25T10:00:00.000Z',
            read: true,
            intent: null,
            bounce: null,
            delivery: null,
          },
          {
            direction: 'in',
            id: 55,
            kind: 'reply',
            step: null,
            from: 'casey@example.com',
            subject: 'Re: A role at Acme',
            text: 'Yes, I am interested. When can we talk?',
            at: '2026-11-26T10:00:00.000Z',
            read: false,
            intent: 'interested',
            bounce: null,
            delivery: null,
          },
        ],
        answer: { to: 'casey@example.com', from: 'dana@acme.example', subject: 'Re: A role at Acme' },
        answerBlocked: null,
      },
    ],
    [READ]: [200, { updated: 1, unread: 0 }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={ENGAGE_INBOX_PATH} element={<EngageInboxPage />} />
      </Routes>
    </MantineProvider>,
    { path: ENGAGE_INBOX_PATH },
  );
  return api;
}

describe('Engage inbox page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is an Engage entry for everyone with Engage', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'inbox')).toMatchObject({
      path: ENGAGE_INBOX_PATH,
      gate: 'engage',
      section: 'Engage',
      exists: true,
    });
  });

  it('lists a reply with what it said, opens it with what was sent before, and marks it read', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const row = within(list).getByTestId('inbox-conversation');
    expect(row.textContent).toContain('Casey Candidate');
    expect(row.textContent).toContain('Interested');
    expect(row.textContent).toContain('Backend outreach');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('1 unread reply');
    await u.click(row);
    const thread = await screen.findByTestId('inbox-thread');
    expect(within(thread).getByTestId('inbox-entry-sent').textContent).toContain('You sent step 1');
    expect(within(thread).getByTestId('inbox-entry-received').textContent).toContain('When can we talk?');
    // The thread's reply display status (spec section 4).
    expect(within(thread).getByTestId('inbox-display-status').textContent).toBe('Opened, replied');
    expect(within(thread).getByRole('link', { name: 'Casey Candidate' }).getAttribute('href')).toContain(
      '/candidate/41',
    );
    await screen.findByText('Backend hiring');
    expect(api.to(READ)[0]?.body).toEqual({ ids: [55], read: true });
    await u.click(within(thread).getByRole('button', { name: 'Mark unread' }));
    expect(api.to(READ).at(-1)?.body).toEqual({ ids: [55], read: false });
  });

  it('asks for replies and all, unread only, through the filters', async () => {
    const u = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('navigation', { name: 'Conversations' });
    await u.click(screen.getByRole('radio', { name: 'All' }));
    await u.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    const last = api.to(LIST).at(-1);
    expect(last?.query.get('show')).toBe('all');
    expect(last?.query.get('unreadOnly')).toBe('true');
  });

  it('has an empty state that says where replies come from', async () => {
    renderPage({ [LIST]: [200, { data: [], total: 0, unread: 0, page: 1, pageSize: 25 }] });
    const empty = await screen.findByTestId('inbox-empty');
    expect(empty.textContent).toMatch(/No replies yet/);
    expect(within(empty).getByRole('link', { name: 'check your mailbox settings' })).toBeTruthy();
  });

  it('answers in the thread from the conversation, and asks for words first', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [ANSWER]: [
        201,
        {
          entry: {
            direction: 'out',
            id: 3,
            kind: null,
            step: null,
            from: 'dana@acme.example',
            subject: 'Re: A role at Acme',
            text: 'Tuesday works.',
            at: '2026-11-26T11:00:00.000Z',
            read: true,
            intent: null,
            bounce: null,
            delivery: { status: 'sending', error: null },
          },
        },
      ],
    });
    await u.click(await screen.findByTestId('inbox-conversation'));
    const box = await screen.findByTestId('inbox-answer');
    expect(box.textContent).toContain('To casey@example.com · from dana@acme.example · Re: A role at Acme');
    await u.click(within(box).getByRole('button', { name: 'Send answer' }));
    expect(await within(box).findByText('Write your answer')).toBeTruthy();
    expect(api.to(ANSWER)).toHaveLength(0);
    const field = within(box).getByRole('textbox', { name: 'Your answer' });
    await u.type(field, 'Tuesday works.');
    await u.keyboard('{Control>}{Enter}{/Control}');
    await vi.waitFor(() => expect(api.to(ANSWER)).toHaveLength(1));
    expect(api.to(ANSWER)[0]?.body).toEqual({ body: 'Tuesday works.' });
    await vi.waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('says why a conversation cannot be answered', async () => {
    const u = userEvent.setup();
    renderPage({
      'GET /api/tb-v2/v1/engage/inbox/conversations/t7': [
        200,
        {
          conversation,
          entries: [],
          answer: null,
          answerBlocked: 'Answers go out from Dana Demo’s mailbox: only they can send one.',
        },
      ],
    });
    await u.click(await screen.findByTestId('inbox-conversation'));
    expect((await screen.findByTestId('inbox-answer-blocked')).textContent).toContain('Dana Demo’s mailbox');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });
});
