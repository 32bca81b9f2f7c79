import type { OutboxMessage, OutboxResponse, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ENGAGE_OUTBOX_PATH, EngageOutboxPage } from './engage-outbox';

const LIST = 'GET /api/tb-v2/v1/engage/outbox';
const EDIT = 'PUT /api/tb-v2/v1/engage/outbox/threads/5/steps/2';
const user = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });

function text(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: '11',
    threadId: '5',
    sequenceId: '3',
    sequenceName: 'Texting designers',
    step: 2,
    status: 'scheduled',
    replyStatus: 1,
    displayStatus: 0,
    displayLabel: 'Scheduled',
    sender: { userId: 'u1', name: 'Ada Lovelace' },
    receiver: { name: 'Robin Recipient', email: null, phone: '+14155550101' },
    channel: 'Text',
    cc: [],
    bcc: [],
    subject: '',
    body: 'Any thoughts, {{firstName}}?',
    scheduleTime: '2026-12-01T09:00:00.000Z',
    sentAt: null,
    opened: false,
    clicked: false,
    replied: false,
    edited: false,
    lastError: null,
    threadStatus: 'scheduled',
    canEdit: true,
    ...overrides,
  };
}

const steps = [
  {
    step: 1,
    subject: '',
    channel: 'Text' as const,
    status: 'sent',
    dueAt: null,
    sentAt: '2026-11-25T09:00:00.000Z',
  },
  {
    step: 2,
    subject: '',
    channel: 'Text' as const,
    status: 'scheduled',
    dueAt: '2026-12-01T09:00:00.000Z',
    sentAt: null,
  },
];

const thread: OutboxThread = {
  id: '5',
  isActive: true,
  isBounced: false,
  isClicked: false,
  isDelivered: true,
  isOpened: false,
  isReplied: false,
  projectId: '7',
  sequenceId: '3',
  step: 1,
  talentId: '99',
  userId: 'u1',
  campaignType: 0,
  status: 'scheduled',
  sequenceType: 'text',
  sequence: {
    id: '3',
    name: 'Texting designers',
    status: 'ongoing',
    channel: 'Text',
    stepCount: 2,
    ownerId: 'u1',
  },
  steps,
  upcomingStep: steps[1] ?? null,
  replies: [
    text({ id: '10', step: 1, status: 'sent', sentAt: '2026-11-25T09:00:00.000Z', canEdit: false }),
    text(),
  ],
  candidateInfo: {
    fullName: 'Robin Recipient',
    firstName: 'Robin',
    lastName: 'Recipient',
    emails: [],
    phone: '+14155550101',
    company: 'Acme',
    location: null,
    currentTitle: 'Designer',
    linkedin: null,
    github: null,
    scholar: null,
    senderName: 'Ada Lovelace',
    applicationId: null,
  },
  cancelReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
  canEdit: true,
};

const answer = (messages: OutboxMessage[] = []): OutboxResponse => ({
  view: messages.length ? 'messages' : 'recipients',
  total: messages.length || 1,
  offset: 0,
  limit: 20,
  dropped: 0,
  threads: [thread],
  messages,
  campaigns: [{ id: '3', name: 'Texting designers' }],
  senders: [{ userId: 'u1', name: 'Ada Lovelace' }],
});

function renderPage(path: string, messages: OutboxMessage[] = []) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    'GET /api/tb-v2/v1/campaigns/performance': [200, { data: [], refreshedAt: '2026-11-26T00:00:00.000Z' }],
    [LIST]: [200, answer(messages)],
    [EDIT]: [200, thread],
  });
  renderWithProviders(
    <Routes>
      <Route path={ENGAGE_OUTBOX_PATH} element={<EngageOutboxPage />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('Outbox › text sequences', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('names text steps as texts, not as emails without a subject', async () => {
    renderPage(ENGAGE_OUTBOX_PATH);
    const card = await screen.findByTestId('thread-5');
    expect(within(card).getByTestId('upcoming-step').textContent).toContain('Text message');
    expect(within(card).getByTestId('upcoming-step').textContent).not.toContain('Reply in the same thread');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show 2 steps' }));
    expect(within(card).getAllByText(/Step \d: Text message/)).toHaveLength(2);
  });

  it('shows a text message with the phone it goes to, and edits it without a subject', async () => {
    const u = userEvent.setup();
    const api = renderPage(`${ENGAGE_OUTBOX_PATH}?view=messages`, [text()]);
    const card = await screen.findByTestId('message-11');
    expect(within(card).getByText('Text message')).toBeTruthy();
    expect(within(card).getByText(/To Robin Recipient \(\+14155550101\)/)).toBeTruthy();
    await u.click(within(card).getByRole('button', { name: /Edit/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    const words = screen.getByRole('textbox', { name: /Message/ });
    await u.clear(words);
    await u.type(words, 'Still keen, Robin?');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to(EDIT)).toHaveLength(1));
    expect(api.to(EDIT)[0]?.body).toEqual({ body: 'Still keen, Robin?' });
  });
});
