import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hit, panelConfig, profileResponse, searchResponse } from '../../features/sourcing/test/fixtures';
import { apiStub, type StubRoutes } from '../../test/api-stub';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { SourcingPage } from './sourcing';

const PATH = '/v5/sourcing-new';
const user = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{decodeURIComponent(location.search)}</output>;
}

function renderPage(path: string, routes: StubRoutes) {
  const searches: unknown[] = [];
  const search = routes['POST /api/tb-v2/v1/sourcing/search'];
  const { fetchStub, calls } = apiStub({
    'GET /api/auth/me': [200, { user }],
    'GET /api/tb-v2/v1/sourcing/filterPanel/getConfig': [200, panelConfig()],
    'POST /api/tb-v2/v1/sourcing/boolean/parse': [
      200,
      { normalized: '', explanation: '', warnings: [], expansions: [] },
    ],
    ...routes,
    'POST /api/tb-v2/v1/sourcing/search': (init) => {
      searches.push(JSON.parse(String(init?.body)));
      if (typeof search === 'function') return search(init);
      return search ?? [200, searchResponse()];
    },
  });
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route
          path={PATH}
          element={
            <>
              <SourcingPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return { calls, searches };
}

const location = () => screen.getByTestId('location').textContent ?? '';

describe('Sourcing page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('runs nothing on a bare page, then adds a title from the typeahead to the URL and searches', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(PATH, {
      'GET /api/tb-v2/v1/sourcing/suggest': [
        200,
        {
          suggestions: [
            { value: 'Software Engineer', label: 'Software Engineer', count: 1200, detail: 'Engineering' },
          ],
        },
      ],
    });
    expect(await screen.findByText('Find your next hire')).toBeTruthy();
    expect(searches).toHaveLength(0);

    await u.type(screen.getByRole('combobox', { name: 'Include job titles' }), 'softw');
    await u.click(await screen.findByRole('option', { name: /Software Engineer/ }, { timeout: 10_000 }));

    await waitFor(() => expect(location()).toBe('?titles[0]=Software Engineer&sort=relevance&start=0'));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      filters: { titles: ['Software Engineer'] },
      sort: 'relevance',
      start: 0,
      limit: 10,
      record: true,
    });
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    const titles = screen.getByTestId('filter-section-titles');
    expect(within(titles).getByLabelText('1 active')).toBeTruthy();
  });

  it('starts a new search with the team\u2019s sourcing defaults, which the recruiter can take off', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(PATH, {
      'GET /api/v1/team-settings/sourcing': [
        200,
        {
          data: {
            defaultRadiusMiles: 30,
            excludeInProjects: true,
            excludeContacted: false,
            excludeViewed: true,
            revealPolicy: 'all_members',
            monthlyRevealCapPerMember: null,
          },
          updatedAt: null,
          updatedBy: null,
        },
      ],
      'GET /api/tb-v2/v1/sourcing/suggest': [
        200,
        { suggestions: [{ value: 'Software Engineer', label: 'Software Engineer', count: 1200 }] },
      ],
    });
    expect(await screen.findByText('Find your next hire')).toBeTruthy();
    await u.type(screen.getByRole('combobox', { name: 'Include job titles' }), 'softw');
    await u.click(await screen.findByRole('option', { name: /Software Engineer/ }, { timeout: 10_000 }));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      filters: { titles: ['Software Engineer'], excludeInProjects: true, excludeViewed: true },
    });
    expect((searches[0] as { filters: object }).filters).not.toHaveProperty('excludeContacted');

    // The chip takes the default off, and the running search does not put it back.
    await u.click(await screen.findByRole('button', { name: /Remove filter Not viewed by me/ }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect((searches[1] as { filters: object }).filters).not.toHaveProperty('excludeViewed');
    expect(searches[1]).toMatchObject({ filters: { excludeInProjects: true } });
  });

  it('reads the search from the URL and labels an estimated total', async () => {
    const { searches } = renderPage(
      `${PATH}?skills[0]=Java&locations[0][city]=4671654&sort=recency&start=0`,
      {
        'POST /api/tb-v2/v1/sourcing/search': [
          200,
          searchResponse({ total: 48_213, totalIsEstimate: true, totalMargin: 0.044 }),
        ],
      },
    );
    expect(await screen.findByText('About 48,200 candidates')).toBeTruthy();
    expect(searches[0]).toMatchObject({
      filters: { skills: ['Java'], locations: [{ city: 4671654 }] },
      sort: 'recency',
    });
    expect(
      (screen.getByRole('textbox', { name: 'Keywords or Boolean search' }) as HTMLInputElement).placeholder,
    ).toBe('Type To Search');
  });

  it('shows the exact total with thousands separators', async () => {
    renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': [200, searchResponse({ total: 1234 })],
    });
    expect(await screen.findByText('1,234 candidates')).toBeTruthy();
  });

  it('explains an empty result with the active filters and the server warnings, and removes one', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(`${PATH}?titles[0]=Astronaut&skills[0]=Java&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': [
        200,
        searchResponse({
          total: 0,
          hits: [],
          facets: null,
          warnings: ['Not a job title we know: Astronaut.'],
        }),
      ],
    });
    const empty = await screen.findByTestId('empty-results');
    expect(within(empty).getByText('No candidates match this search')).toBeTruthy();
    expect(within(empty).getByText('Job titles: Astronaut')).toBeTruthy();
    expect(within(empty).getByText('Mandatory skills: Java')).toBeTruthy();
    expect(within(empty).getByText('Not a job title we know: Astronaut.')).toBeTruthy();
    await u.click(within(empty).getByRole('button', { name: 'Remove Job titles' }));
    await waitFor(() => expect(location()).toBe('?skills[0]=Java&sort=relevance&start=0'));
    await waitFor(() => expect(searches).toHaveLength(2));
  });

  it('shows an error state and retries', async () => {
    const u = userEvent.setup();
    let fail = true;
    const { searches } = renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': () =>
        fail
          ? [503, { code: 'UNAVAILABLE', message: 'Search is warming up, try again shortly.', details: null }]
          : [200, searchResponse()],
    });
    const error = await screen.findByTestId('results-error', {}, { timeout: 10_000 });
    expect(within(error).getByText('Search is warming up, try again shortly.')).toBeTruthy();
    fail = false;
    await u.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    expect(searches.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the last results on screen when a search is rate limited and retries once by itself', async () => {
    const u = userEvent.setup();
    const limited: [number, unknown] = [
      429,
      {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again in 1 s.',
        details: { retryAfterSeconds: 1 },
      },
    ];
    const answers: [number, unknown][] = [
      [200, searchResponse()],
      limited,
      [200, searchResponse({ hits: [hit({ profileId: 102, fullName: 'Ada Lovelace' })] })],
    ];
    const { searches } = renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': () => answers.shift() ?? limited,
    });
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();

    await u.type(screen.getByRole('textbox', { name: 'Keywords or Boolean search' }), 'compilers{Enter}');
    const notice = await screen.findByTestId('search-rate-limited');
    expect(within(notice).getByText(/Searching again in 1 s/)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByTestId('results-error')).toBeNull();

    expect(await screen.findByRole('article', { name: 'Ada Lovelace' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('search-rate-limited')).toBeNull();
    expect(searches).toHaveLength(3);
    expect(searches[2]).toEqual(searches[1]);
  });

  it('retries a rate-limited search only once, then keeps the last results with a way to try again', async () => {
    const u = userEvent.setup();
    const limited: [number, unknown] = [
      429,
      {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again in 1 s.',
        details: { retryAfterSeconds: 1 },
      },
    ];
    const answers: [number, unknown][] = [[200, searchResponse()]];
    const { searches } = renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': () => answers.shift() ?? limited,
    });
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: 'Keywords or Boolean search' }), 'compilers{Enter}');

    const notice = await screen.findByTestId('search-rate-limited');
    await waitFor(() => expect(within(notice).getByText(/still held back/)).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.getByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.queryByTestId('results-error')).toBeNull();
    expect(searches).toHaveLength(3);

    answers.push([200, searchResponse({ hits: [hit({ profileId: 102, fullName: 'Ada Lovelace' })] })]);
    await u.click(within(notice).getByRole('button', { name: 'Search again' }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(searches).toHaveLength(4);
  });

  it('drops invalid parts of a link with a notice and rewrites the URL', async () => {
    renderPage(`${PATH}?titles[0]=Nurse&recencyDays=5&sort=best`, {});
    const notice = await screen.findByTestId('url-notice');
    expect(within(notice).getByText(/Recency: left out/)).toBeTruthy();
    expect(within(notice).getByText(/Sort: unknown order/)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('?titles[0]=Nurse&sort=relevance&start=0'));
  });

  it('hides a card marked not a fit and brings it back with Undo', async () => {
    const u = userEvent.setup();
    const marks: unknown[] = [];
    renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/v1/astaskV2/history/sh_1/not-a-fit': (init) => {
        marks.push(JSON.parse(String(init?.body)));
        return [200, { entry: historyEntry() }];
      },
    });
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    await u.click(within(card).getByRole('button', { name: 'Not a fit' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).toBeNull());
    expect((await screen.findAllByText(/Grace Hopper marked not a fit/)).length).toBeGreaterThan(0);
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeTruthy();
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(await screen.findByText('Grace Hopper is back in the results.')).toBeTruthy();
    expect(marks).toEqual([
      { profileId: 101, notAFit: true },
      { profileId: 101, notAFit: false },
    ]);
  });

  it('selects all results through the server, and unticking one leaves it out of the add', async () => {
    const u = userEvent.setup();
    const two = [hit(), hit({ profileId: 102, fullName: 'Alan Turing', inTeam: false })];
    const selects: unknown[] = [];
    renderPage(`${PATH}?titles[0]=Nurse&start=0`, {
      'POST /api/tb-v2/v1/sourcing/search': [200, searchResponse({ total: 1234, hits: two })],
      'POST /api/tb-v2/v1/sourcing/search/select': (init) => {
        selects.push(JSON.parse(String(init?.body)));
        const ids = Array.from({ length: 1234 }, (_, i) => (i < 2 ? 101 + i : 1000 + i));
        return [200, { candidateIds: ids, teamCandidateIds: [101], capped: false }];
      },
      'GET /api/v1/projects/pickable': [200, { data: [] }],
    });
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await u.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Selected candidates' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Select all 1,234 results' }));
    expect(await within(bar).findByText('1,234 selected (all results)')).toBeTruthy();
    expect(selects[0]).toMatchObject({ filters: { titles: ['Nurse'] }, sort: 'relevance' });
    expect(screen.getByText('All 1,234 results are selected.')).toBeTruthy();

    await u.click(screen.getByRole('checkbox', { name: 'Select Alan Turing' }));
    expect(await within(bar).findByText('1,233 selected (all results)')).toBeTruthy();
    await u.click(within(bar).getByRole('button', { name: 'Add to project' }));
    expect(await screen.findByText('Adding 1,233 candidates')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(screen.getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected candidates' })).toBeNull());
  });

  it('shows active filters as chips, and removing one searches without it', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(`${PATH}?titles[0]=Nurse&titles[1]=Midwife&start=0`, {});
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await u.click(screen.getByRole('button', { name: 'Remove filter Job titles: Nurse' }));
    await waitFor(() => expect(location()).toBe('?titles[0]=Midwife&sort=relevance&start=0'));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toMatchObject({ filters: { titles: ['Midwife'] } });
  });

  it('walks the page from the profile drawer with previous and next', async () => {
    const u = userEvent.setup();
    const two = [hit(), hit({ profileId: 102, fullName: 'Alan Turing' })];
    renderPage(`${PATH}?titles[0]=Nurse&start=0&profile=101`, {
      'POST /api/tb-v2/v1/sourcing/search': [200, searchResponse({ total: 2, hits: two })],
      'GET /api/tb-v2/v1/sourcing/profiles/101': [200, profileResponse()],
      'GET /api/tb-v2/v1/sourcing/profiles/102': [200, { ...profileResponse(), profileId: 102 }],
    });
    expect(await screen.findByText('1 of 2 on this page')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toContain('profile=102'));
    expect(await screen.findByText('2 of 2 on this page')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps one distance unit, the recruiter\u2019s, and converts the radius to it', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(
      `${PATH}?locations[0][city]=4671654&locations[0][radius][unit]=mi&locations[0][radius][value]=30&start=0`,
      {},
    );
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await u.click(screen.getByRole('radio', { name: 'km' }));
    await waitFor(() => expect(searches.length).toBeGreaterThan(1));
    expect(searches.at(-1)).toMatchObject({
      filters: { locations: [{ city: 4671654, radius: { unit: 'km', value: 50 } }] },
    });
    expect(localStorage.getItem(`tb:${user.id}:sourcing.distanceUnit`)).toBe('"km"');
  });

  it('re-runs a search from the history with its entry id', async () => {
    const u = userEvent.setup();
    const { searches } = renderPage(PATH, {
      'POST /api/v1/astaskV2/history/search': [200, { data: [historyEntry()], total: 1 }],
    });
    await u.click(await screen.findByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', { name: 'Search history' });
    const run = await within(drawer).findByRole('button', { name: 'Run search: Nurse · Austin, TX' });
    expect(within(drawer).getByText(/1,250 results/)).toBeTruthy();
    await u.click(run);
    await waitFor(() =>
      expect(location()).toBe('?titles[0]=Nurse&seniorities[0]=senior&sort=relevance&start=0&historyId=sh_9'),
    );
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toMatchObject({
      filters: { titles: ['Nurse'], seniorities: ['senior'] },
      historyId: 'sh_9',
    });
  });
});

function historyEntry() {
  return {
    id: 'sh_9',
    userId: 'u1',
    teamId: 't1',
    createTime: '2026-01-01T00:00:00.000Z',
    lastRunAt: '2026-01-02T00:00:00.000Z',
    searchString: '{}',
    filters: { titles: ['Nurse'], seniorities: ['senior'] },
    status: 0,
    type: 0,
    projectId: null,
    name: null,
    saved: false,
    searchId: null,
    notAFit: [],
    resultCount: 1250,
    summary: 'Nurse · Austin, TX',
  };
}
