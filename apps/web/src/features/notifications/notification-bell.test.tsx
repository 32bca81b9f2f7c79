import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubProjectApi } from '../projects/test/project-api';
import { notificationKeys } from './api';
import { NotificationBell } from './notification-bell';

const item = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  category: 'personal',
  event: 'mention',
  title: `Notification ${id}`,
  body: 'Can you call her this week?',
  link: `/v5/talent-pool/candidate/${id}`,
  read: false,
  createdAt: new Date().toISOString(),
  ...over,
});
const list = (
  items: ReturnType<typeof item>[],
  unread = { candidate: 1, personal: 2, team: 0 },
  nextBefore: string | null = null,
) => {
  const totalNum = unread.candidate + unread.personal + unread.team;
  return { data: items, unread, totalNum, allRead: totalNum === 0, showDot: totalNum > 0, nextBefore };
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(routes: Parameters<typeof stubProjectApi>[0]) {
  const api = stubProjectApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  return { api, ...view };
}

describe('Notification bell', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the unread count, lists by category, opens one (marking it read) and marks all read', async () => {
    const u = userEvent.setup();
    const { api } = open({
      'GET /api/v1/notifications': (req) => {
        if (req.query.get('limit') === '1') return [200, list([item('9')])];
        if (req.query.get('category') === 'candidate')
          return [200, list([item('7', { category: 'candidate', title: 'Robin replied' })])];
        return [200, list([item('9'), item('8', { read: true, body: '' })])];
      },
      'POST /api/v1/notifications/read': [200, { updated: 1 }],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    await u.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findAllByTestId('notification-row')).toHaveLength(2);
    expect(within(panel).getByText('All (3)')).toBeTruthy();
    expect(within(panel).getByText('Candidates (1)')).toBeTruthy();

    await u.click(within(panel).getByText('Candidates (1)'));
    expect(await within(panel).findByText('Robin replied')).toBeTruthy();
    expect(api.to('GET /api/v1/notifications').some((r) => r.query.get('category') === 'candidate')).toBe(
      true,
    );

    await u.click(within(panel).getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(api.to('GET /api/v1/notifications').some((r) => r.query.get('unreadOnly') === 'true')).toBe(
        true,
      ),
    );

    await u.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.to('POST /api/v1/notifications/read')[0]?.body).toEqual({ all: true }));

    await u.click(within(panel).getByText('Robin replied'));
    await waitFor(() => expect(api.to('POST /api/v1/notifications/read')[1]?.body).toEqual({ ids: ['7'] }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/v5/talent-pool/candidate/7'));
  });

  it('pages to older notifications', async () => {
    const u = userEvent.setup();
    const { api } = open({
      'GET /api/v1/notifications': (req) => {
        if (req.query.get('before') === '8') return [200, list([item('3', { title: 'An older one' })])];
        return [200, list([item('9'), item('8')], undefined, '8')];
      },
    });
    await u.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await u.click(await within(panel).findByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('An older one')).toBeTruthy();
    expect(within(panel).getAllByTestId('notification-row')).toHaveLength(3);
    expect(within(panel).queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(api.to('GET /api/v1/notifications').some((r) => r.query.get('before') === '8')).toBe(true);
  });

  it('says so when there is nothing, and shows no count', async () => {
    const u = userEvent.setup();
    open({ 'GET /api/v1/notifications': [200, list([], { candidate: 0, personal: 0, team: 0 })] });
    await u.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('announces a notification that arrives while the page is open, once', async () => {
    let answer = list([item('5')], { candidate: 0, personal: 1, team: 0 });
    const { queryClient } = open({ 'GET /api/v1/notifications': () => [200, answer] });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // What was there on arrival is not announced.
    expect(screen.queryByText('New notification')).toBeNull();
    answer = list([item('6', { title: 'Dana mentioned you' }), item('5')], {
      candidate: 0,
      personal: 2,
      team: 0,
    });
    await queryClient.invalidateQueries({ queryKey: notificationKeys.summary() });
    expect(await screen.findByText('New notification')).toBeTruthy();
    expect(screen.getByText('Dana mentioned you')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });
});
