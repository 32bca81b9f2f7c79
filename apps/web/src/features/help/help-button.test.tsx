import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubProjectApi } from '../projects/test/project-api';
import { helpKeys } from './api';
import { HelpButton } from './help-button';
import { tabKind } from './help-drawer';

const article = (slug: string, title: string, topic = 'engage') => ({
  slug,
  title,
  summary: `About ${title.toLowerCase()}`,
  topic,
});
const MAIN = {
  topics: [
    {
      key: 'getting-started',
      title: 'Getting started',
      articles: [article('welcome', 'Welcome', 'getting-started')],
    },
    {
      key: 'engage',
      title: 'Engage',
      articles: [article('sequences', 'Email sequences'), article('inbox', 'The inbox')],
    },
  ],
  popular: [article('welcome', 'Welcome', 'getting-started')],
  latestNews: { id: '2026-11-27-help', date: '2026-11-27', title: 'Help arrives' },
};
const WHATS_NEW = {
  entries: [
    {
      id: '2026-11-27-help',
      date: '2026-11-27',
      title: 'Help arrives',
      html: '<ul><li>A help button</li></ul>',
    },
    { id: '2026-11-20-search', date: '2026-11-20', title: 'Search', html: '<p>Search it all</p>' },
  ],
};
const ARTICLE = {
  ...article('sequences', 'Email sequences'),
  topicTitle: 'Engage',
  html: '<p>Build them under <a href="/engage/sequences">Engage › Sequences</a>.</p><h2>Steps</h2>',
  related: [article('inbox', 'The inbox')],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function open(extra: Parameters<typeof stubProjectApi>[0] = {}) {
  const api = stubProjectApi({
    'GET /api/v1/help': [200, MAIN],
    'GET /api/v1/help/whats-new': [200, WHATS_NEW],
    'GET /api/v1/help/topics/engage': [
      200,
      { topic: { key: 'engage', title: 'Engage' }, articles: MAIN.topics[1]?.articles },
    ],
    'GET /api/v1/help/articles/sequences': [200, ARTICLE],
    'GET /api/v1/help/search': (req) => [
      200,
      {
        query: req.query.get('q'),
        results:
          req.query.get('q') === 'sequence'
            ? [{ ...article('sequences', 'Email sequences'), snippet: '…a sequence sends…' }]
            : [],
      },
    ],
    'GET /api/version': [200, { buildId: 'web-1' }],
    ...extra,
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <HelpButton userId="u1" />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  return { api, ...view };
}

describe('Help button and drawer', { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('tells the tab kind: MAIN with a query is SEARCH', () => {
    expect(tabKind({ kind: 'MAIN' }, '  ')).toBe('MAIN');
    expect(tabKind({ kind: 'MAIN' }, 'seq')).toBe('SEARCH');
    expect(tabKind({ kind: 'ARTICLE', slug: 'x' }, 'seq')).toBe('ARTICLE');
  });

  it("shows a dot for unseen news, opens on What's new first, and forgets the dot once seen", async () => {
    const u = userEvent.setup();
    open();
    const button = await screen.findByRole('button', { name: "Help, what's new has updates" });
    await u.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Help' });
    expect(await within(drawer).findByRole('heading', { name: "What's new" })).toBeTruthy();
    expect(within(drawer).getAllByTestId('whats-new-entry')).toHaveLength(2);
    expect(within(drawer).getByText('A help button')).toBeTruthy();
    await waitFor(() =>
      expect(window.localStorage.getItem('tb-help-whats-new-seen:u1')).toBe('2026-11-27-help'),
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();

    // Back goes to the main tab; the next opening starts there.
    await u.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(await within(drawer).findByRole('searchbox', { name: 'Search help' })).toBeTruthy();
    expect(within(drawer).queryByText('New')).toBeNull();
  });

  it('searches as you type, opens an article with its related ones, goes back, opens a topic', async () => {
    window.localStorage.setItem('tb-help-whats-new-seen:u1', '2026-11-27-help');
    const u = userEvent.setup();
    const { api } = open();
    await u.click(await screen.findByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog', { name: 'Help' });
    await u.type(await within(drawer).findByRole('searchbox', { name: 'Search help' }), 'sequence');
    expect(await within(drawer).findByText('…a sequence sends…')).toBeTruthy();
    expect(within(drawer).getByText('1 article for “sequence”')).toBeTruthy();
    // Debounced: not one call per letter.
    expect(api.to('GET /api/v1/help/search').length).toBeLessThan(4);

    await u.click(within(drawer).getByText('Email sequences'));
    expect(await within(drawer).findByRole('heading', { name: 'Email sequences' })).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: 'Steps' })).toBeTruthy();
    expect(within(drawer).getByText('The inbox')).toBeTruthy();

    await u.click(within(drawer).getByRole('button', { name: 'Back' }));
    expect(await within(drawer).findByText('…a sequence sends…')).toBeTruthy();
    await u.clear(within(drawer).getByRole('searchbox', { name: 'Search help' }));
    await u.click(await within(drawer).findByText('Engage'));
    expect(await within(drawer).findByRole('heading', { name: 'Engage' })).toBeTruthy();
    expect(within(drawer).getByText('The inbox')).toBeTruthy();
  });

  it('follows an app link in an article and closes the drawer', async () => {
    window.localStorage.setItem('tb-help-whats-new-seen:u1', '2026-11-27-help');
    const u = userEvent.setup();
    open();
    await u.click(await screen.findByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog', { name: 'Help' });
    await u.click(await within(drawer).findByText('Engage'));
    await u.click(await within(drawer).findByText('Email sequences'));
    await u.click(await within(drawer).findByRole('link', { name: 'Engage › Sequences' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/engage/sequences'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull());
  });

  it('says when help cannot be loaded, and tries again', async () => {
    window.localStorage.setItem('tb-help-whats-new-seen:u1', 'x');
    const u = userEvent.setup();
    let fail = true;
    open({
      'GET /api/v1/help': () =>
        fail ? [500, { code: 'INTERNAL', message: 'Down for a moment', details: null }] : [200, MAIN],
    });
    await u.click(await screen.findByRole('button', { name: 'Help' }));
    const drawer = await screen.findByRole('dialog', { name: 'Help' });
    expect(await within(drawer).findByText('Help could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await u.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('Start here')).toBeTruthy();
  });

  it('offers a reload when the deployed build changes', async () => {
    const { queryClient } = open();
    await screen.findByRole('button', { name: /^Help/ });
    await waitFor(() => expect(queryClient.getQueryData(helpKeys.version())).toEqual({ buildId: 'web-1' }));
    expect(screen.queryByText('A new version of Talentbase is available')).toBeNull();
    await act(async () => queryClient.setQueryData(helpKeys.version(), { buildId: 'web-2' }));
    const notice = await screen.findByTestId('new-version');
    expect(within(notice).getByText('A new version of Talentbase is available')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeTruthy();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('A new version of Talentbase is available')).toBeNull();
  });
});
