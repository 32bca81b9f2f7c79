import type { OutboxMessage, OutboxResponse, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ProjectRoutes,
  type RecordedRequest,
  stubProjectApi,
} from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { ENGAGE_OUTBOX_PATH, EngageOutboxPage } from './engage-outbox';

const LIST = 'GET /api/tb-v2/v1/engage/outbox';
const PERFORMANCE = 'GET /api/tb-v2/v1/campaigns/performance';
const user = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });

function message(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: '11',
    threadId: '5',
    sequenceId: '3',
    sequenceName: 'Backend outreach',
    step: 2,
    status: 'scheduled',
    replyStatus: 1,
    displayStatus: 0,
    displayLabel: 'Scheduled',
    sender: { userId: 'u1', name: 'Ada Lovelace' },
    receiver: { name: 'Robin Recipient', email: 'robin@example.org' },
    cc: [],
    bcc: [],
    subject: 'Following up, {{firstName}}',
    body: '<p>Hi {{firstName}}</p>',
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

function thread(overrides: Partial<OutboxThread> = {}): OutboxThread {
  const sent = message({
    id: '10',
    step: 1,
    status: 'sent',
    replyStatus: 4,
    displayStatus: 6,
    displayLabel: 'Opened',
    subject: 'Hello',
    sentAt: '2026-11-25T09:00:00.000Z',
    opened: true,
    canEdit: false,
  });
  return {
    id: '5',
    isActive: true,
    isBounced: false,
    isClicked: false,
    isDelivered: true,
    isOpened: true,
    isReplied: false,
    projectId: '7',
    sequenceId: '3',
    step: 1,
    talentId: '99',
    userId: 'u1',
    campaignType: 0,
    status: 'scheduled',
    sequenceType: 'sequence',
    sequence: {
      id: '3',
      name: 'Backend outreach',
      status: 'ongoing',
      channel: 'Email',
      stepCount: 3,
      ownerId: 'u1',
    },
    steps: [
      {
        step: 1,
        subject: 'Hello',
        status: 'sent',
        dueAt: '2026-11-25T09:00:00.000Z',
        sentAt: '2026-11-25T09:00:00.000Z',
      },
      {
        step: 2,
        subject: 'Following up, {{firstName}}',
        status: 'scheduled',
        dueAt: '2026-12-01T09:00:00.000Z',
        sentAt: null,
      },
      { step: 3, subject: 'Last note', status: null, dueAt: null, sentAt: null },
    ],
    upcomingStep: {
      step: 2,
      subject: 'Following up, {{firstName}}',
      status: 'scheduled',
      dueAt: '2026-12-01T09:00:00.000Z',
      sentAt: null,
    },
    replies: [sent, message()],
    candidateInfo: {
      fullName: 'Robin Recipient',
      firstName: 'Robin',
      lastName: 'Recipient',
      emails: ['robin@example.org'],
      phone: null,
      company: 'Acme',
      location: null,
      currentTitle: 'Engineer',
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
    ...overrides,
  };
}

function listAnswer(threads: OutboxThread[], messages: OutboxMessage[] = []): OutboxResponse {
  return {
    view: messages.length ? 'messages' : 'recipients',
    total: messages.length || threads.length,
    offset: 0,
    limit: 20,
    dropped: 0,
    threads,
    messages,
    campaigns: threads.length || messages.length ? [{ id: '3', name: 'Backend outreach' }] : [],
    senders: [{ userId: 'u1', name: 'Ada Lovelace' }],
  };
}

const metrics = {
  enrolled: 10,
  sent: 8,
  delivered: 8,
  opened: 4,
  clicked: 2,
  replied: 1,
  bounced: 0,
  unsubscribed: 0,
  failed: 0,
};

function renderPage(routes: ProjectRoutes, path = ENGAGE_OUTBOX_PATH) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [PERFORMANCE]: [
      200,
      {
        data: [
          {
            campaignId: '3',
            name: 'Backend outreach',
            status: 'ongoing',
            campaignType: 0,
            channel: 'Email',
            ownerId: 'u1',
            metrics,
            rates: {},
          },
        ],
        refreshedAt: '2026-11-26T00:00:00.000Z',
      },
    ],
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path={ENGAGE_OUTBOX_PATH} element={<EngageOutboxPage />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('Outbox page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is the Engage outbox screen, and the team messages screen exists for admins', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'outbox')).toMatchObject({
      path: '/engage/outbox',
      exists: true,
    });
    expect(NAV_ENTRIES.find((e) => e.key === 'adminEngage')).toMatchObject({
      path: '/admin/sourcing/engage',
      gate: 'engageTeam',
      exists: true,
    });
  });

  it('explains how mail gets here when the outbox is empty', async () => {
    renderPage({ [LIST]: [200, listAnswer([])] });
    expect(await screen.findByText('Your outbox is empty')).toBeTruthy();
    expect(screen.getByText(/once candidates are enrolled in a sequence/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows each recipient with the derived status, sequence type and upcoming step, and a summary strip', async () => {
    const api = renderPage({
      [LIST]: (req: RecordedRequest) =>
        req.query.get('view') === 'messages'
          ? [200, listAnswer([], [message()])]
          : [
              200,
              listAnswer([
                thread(),
                thread({
                  id: '6',
                  status: 'bounced',
                  isBounced: true,
                  upcomingStep: null,
                  canEdit: false,
                  candidateInfo: { ...thread().candidateInfo, fullName: 'Bo Bounced' },
                }),
              ]),
            ],
    });
    const card = await screen.findByTestId('thread-5');
    expect(within(card).getByText('Scheduled')).toBeTruthy();
    expect(within(card).getByText('Sequence')).toBeTruthy();
    expect(within(card).getByTestId('upcoming-step').textContent).toContain('Next: step 2');
    expect(within(screen.getByTestId('thread-6')).getByText('Bounced')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show 3 steps' }));
    expect(within(card).getByText('Opened')).toBeTruthy();
    expect(within(card).getByText('Not scheduled yet')).toBeTruthy();
    // Not yours to change: no actions offered.
    expect(
      within(screen.getByTestId('thread-6')).queryByRole('button', { name: /Cancel|Restart|Edit/ }),
    ).toBeNull();
    expect(await screen.findByText('8 sent of 10')).toBeTruthy();
    expect(api.to(PERFORMANCE)[0]?.query.get('campaignIds')).toBe('3');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'By message' }));
    const messageCard = await screen.findByTestId('message-11');
    expect(within(messageCard).getByText('Following up, {{firstName}}')).toBeTruthy();
    expect(api.to(LIST).at(-1)?.query.get('view')).toBe('messages');
  });

  it('cancels a thread after confirmation', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [LIST]: [200, listAnswer([thread()])],
      'POST /api/tb-v2/v1/engage/outbox/threads/5/cancel': [
        200,
        { thread: thread({ status: 'canceled', isActive: false }) },
      ],
    });
    const card = await screen.findByTestId('thread-5');
    await u.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel this sequence?')).toBeTruthy();
    expect(api.to('POST /api/tb-v2/v1/engage/outbox/threads/5/cancel')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Cancel sequence' }));
    await waitFor(() => expect(api.to('POST /api/tb-v2/v1/engage/outbox/threads/5/cancel')).toHaveLength(1));
    expect(await screen.findByText('Sequence canceled for this candidate')).toBeTruthy();
  });

  it('restarts a canceled thread and shows the server’s refusal in the dialog', async () => {
    const u = userEvent.setup();
    renderPage({
      [LIST]: [200, listAnswer([thread({ status: 'canceled', isActive: false, upcomingStep: null })])],
      'POST /api/tb-v2/v1/engage/outbox/threads/5/restart': [
        422,
        { code: 'UNPROCESSABLE', message: 'This address unsubscribed or bounced', details: null },
      ],
    });
    const card = await screen.findByTestId('thread-5');
    await u.click(within(card).getByRole('button', { name: 'Restart' }));
    await u.click(await screen.findByRole('button', { name: 'Restart sequence' }));
    expect(await screen.findByText('This address unsubscribed or bounced')).toBeTruthy();
  });

  it('edits the upcoming step in a dialog and sends only what changed', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [LIST]: [200, listAnswer([thread()])],
      'PUT /api/tb-v2/v1/engage/outbox/threads/5/steps/2': [200, { thread: thread() }],
    });
    const card = await screen.findByTestId('thread-5');
    await u.click(within(card).getByRole('button', { name: 'Edit step 2' }));
    const subjectInput = (await screen.findByRole('textbox', { name: 'Subject' })) as HTMLInputElement;
    expect(subjectInput.value).toBe('Following up, {{firstName}}');
    await u.clear(subjectInput);
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a subject')).toBeTruthy();
    await u.type(subjectInput, 'Quick question');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.to('PUT /api/tb-v2/v1/engage/outbox/threads/5/steps/2')).toHaveLength(1));
    expect(api.to('PUT /api/tb-v2/v1/engage/outbox/threads/5/steps/2')[0]?.body).toEqual({
      subject: 'Quick question',
    });
  });

  it('reads its view, filters and page from the address, ignoring values the server would refuse', async () => {
    const api = renderPage(
      { [LIST]: [200, listAnswer([], [message()])] },
      `${ENGAGE_OUTBOX_PATH}?view=messages&status=bounced&sequence=3&sender=nope&q=robin&from=2026-11-01&to=junk&page=2`,
    );
    await waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(0));
    const query = api.to(LIST)[0]?.query;
    expect(query?.get('view')).toBe('messages');
    expect(query?.get('status')).toBe('bounced');
    expect(query?.get('campaignId')).toBe('3');
    expect(query?.get('senderId')).toBeNull();
    expect(query?.get('keyword')).toBe('robin');
    expect(query?.get('from')).toBeTruthy();
    expect(query?.get('to')).toBeNull();
    expect(query?.get('offset')).toBe('20');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('robin');
    // Page 2 of one message is past the end: the outbox shows the last page instead.
    await waitFor(() => expect(api.to(LIST).at(-1)?.query.get('offset')).toBe('0'));
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [LIST]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
