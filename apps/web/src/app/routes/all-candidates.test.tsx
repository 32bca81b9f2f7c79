import { MantineProvider } from '@mantine/core';
import type { CandidateRow, CandidateSummary, CurrentUser } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { AllCandidatesPage } from './all-candidates';

const PATH = '/v5/talent-pool/all-candidates';
const editor = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});
const viewer = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }) });
const exporter = currentUser({
  subject: subject({
    plan: 'growth',
    roles: ['growth_recruiter'],
    solutions: ['sourcing'],
    permissions: ['candidate.export'],
  }),
});

type Req = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = [number, unknown];
type StubRoutes = Record<string, Answer | ((req: Req) => Answer)>;

function stub(routes: StubRoutes) {
  const requests: Req[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const req: Req = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(req);
      const route = routes[`${req.method} ${req.path}`];
      const [status, body] =
        typeof route === 'function'
          ? route(req)
          : (route ?? [404, { code: 'NOT_FOUND', message: 'Not found', details: null }]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { requests, to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

const row = (over: Partial<CandidateRow>): CandidateRow => ({
  profileId: 1,
  fullName: 'Anna Lindqvist',
  title: 'Data Engineer',
  company: 'Northwind',
  location: 'Austin, TX, United States',
  source: 'import',
  tags: ['python'],
  projects: [{ projectId: '7', projectName: 'Data platform' }],
  hasContact: true,
  addedAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const summary = (over: Partial<CandidateSummary>): CandidateSummary => ({
  profileId: 1,
  fullName: 'Jonathan Pemberton',
  title: 'Engineer',
  company: 'Globex',
  location: 'Austin, TX',
  source: 'import',
  emails: ['jp@globex.example'],
  phones: [],
  contactsShown: true,
  linkedinUrl: null,
  projectCount: 1,
  addedAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

function LocationProbe() {
  return <output data-testid="location">{decodeURIComponent(useLocation().search)}</output>;
}

function renderPage(
  routes: StubRoutes,
  { path = PATH, user = editor }: { path?: string; user?: CurrentUser } = {},
) {
  const api = stub({
    'GET /api/auth/me': [200, { user }],
    'GET /api/v1/projects/pickable': [200, { data: [] }],
    'GET /api/v1/candidates/duplicates/scan/latest': [200, { scan: null }],
    'GET /api/v1/candidates/duplicates': [200, { data: [], nextCursor: null }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route
          path={PATH}
          element={
            <>
              <AllCandidatesPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return api;
}

describe('All candidates page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a built navigation entry at the spec route', () => {
    const entry = NAV_ENTRIES.find((e) => e.key === 'allCandidates');
    expect(entry).toMatchObject({ path: PATH, exists: true });
  });

  it('lists candidates with a link to each profile, and loads more pages', async () => {
    const api = renderPage({
      'GET /api/v1/candidates/all': (req) =>
        req.query.get('cursor') === 'next'
          ? [
              200,
              {
                data: [row({ profileId: 2, fullName: 'Mei Tanaka', tags: [], projects: [] })],
                nextCursor: null,
              },
            ]
          : [200, { data: [row({})], nextCursor: 'next' }],
    });
    const link = await screen.findByRole('link', { name: 'Anna Lindqvist' });
    expect(link.getAttribute('href')).toBe('/v5/talent-pool/candidate/1');
    const tr = link.closest('tr') as HTMLElement;
    expect(within(tr).getByText('Northwind')).toBeTruthy();
    expect(within(tr).getByText('Data platform')).toBeTruthy();
    expect(within(tr).getByText('Imported')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Mei Tanaka' })).toBeTruthy();
    expect(api.to('GET /api/v1/candidates/all').at(-1)?.query.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps filters in the URL and sends them to the API; an empty result offers to clear them', async () => {
    const api = renderPage(
      { 'GET /api/v1/candidates/all': [200, { data: [], nextCursor: null }] },
      { path: `${PATH}?source=ats&hasContact=true&sort=name&keyword=rust` },
    );
    expect(await screen.findByText('No candidates match these filters')).toBeTruthy();
    const sent = api.to('GET /api/v1/candidates/all')[0]?.query;
    expect(sent?.get('source')).toBe('ats');
    expect(sent?.get('hasContact')).toBe('true');
    expect(sent?.get('sort')).toBe('name');
    expect(sent?.get('keyword')).toBe('rust');
    await userEvent.click(screen.getByRole('button', { name: 'Show all candidates' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?sort=name'));
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let calls = 0;
    renderPage({
      'GET /api/v1/candidates/all': () => {
        calls++;
        return calls <= 2
          ? [503, { code: 'UNAVAILABLE', message: 'Database is busy', details: null }]
          : [200, { data: [row({})], nextCursor: null }];
      },
    });
    expect(await screen.findByText('Could not load your candidates', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Anna Lindqvist' })).toBeTruthy();
  });

  it('adds a candidate: a possible duplicate is shown with its reasons, and "Create anyway" confirms', async () => {
    const api = renderPage({
      'GET /api/v1/candidates/all': [200, { data: [], nextCursor: null }],
      'POST /api/v1/candidatesV2/create': (req) =>
        (req.body as { confirmDuplicate?: boolean }).confirmDuplicate
          ? [200, { profileId: 99, projectId: null }]
          : [
              409,
              {
                code: 'DUPLICATE_CANDIDATE',
                message: 'This person may already be one of your candidates.',
                details: {
                  matches: [{ profileId: 5, fullName: 'Anna Lindqvist', reasons: ['email', 'name_company'] }],
                },
              },
            ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Anna Lindqvist');
    await userEvent.type(
      within(dialog).getByPlaceholderText('name@company.com'),
      'anna@northwind.example{enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    const matches = await within(dialog).findByTestId('duplicate-matches');
    expect(within(matches).getByRole('link', { name: 'Anna Lindqvist' }).getAttribute('href')).toBe(
      '/v5/talent-pool/candidate/5',
    );
    expect(within(matches).getByText('Same email')).toBeTruthy();
    expect(within(matches).getByText('Same name and company')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open existing' }).getAttribute('href')).toBe(
      '/v5/talent-pool/candidate/5',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add candidate' })).toBeNull());
    const posts = api.to('POST /api/v1/candidatesV2/create');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toMatchObject({ fullName: 'Anna Lindqvist', emails: ['anna@northwind.example'] });
    expect(posts[0]?.body).not.toHaveProperty('confirmDuplicate');
    expect(posts[1]?.body).toMatchObject({ confirmDuplicate: true });
  });

  it('checks the form before sending: a name is required', async () => {
    const api = renderPage({ 'GET /api/v1/candidates/all': [200, { data: [], nextCursor: null }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(api.to('POST /api/v1/candidatesV2/create')).toHaveLength(0);
  });

  it('bulk-adds the selected candidates to a project', async () => {
    const api = renderPage({
      'GET /api/v1/candidates/all': [
        200,
        { data: [row({}), row({ profileId: 2, fullName: 'Mei Tanaka' })], nextCursor: null },
      ],
      'GET /api/v1/projects/pickable': [
        200,
        {
          data: [
            {
              projectId: '7',
              projectName: 'Data platform',
              projectStatus: 0,
              recruiterRole: 3,
              candidateCount: 1,
              projectUpdateDate: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      ],
      'POST /api/v1/projects/7/candidates': [200, { projectId: '7', added: 2, alreadyInProject: 0 }],
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all candidates on this page' }),
    );
    expect(screen.getByText('2 candidates selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to project' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Data platform' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.to('POST /api/v1/projects/7/candidates')).toHaveLength(1));
    expect(api.to('POST /api/v1/projects/7/candidates')[0]?.body).toEqual({ candidateIds: [1, 2] });
  });

  it('exports the selected candidates as CSV, for people who may export', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // The download link's click would navigate the test window away; the browser's part is not ours.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = renderPage(
      {
        'GET /api/v1/candidates/all': [
          200,
          { data: [row({}), row({ profileId: 2, fullName: 'Mei Tanaka' })], nextCursor: null },
        ],
        'GET /api/v1/team-settings/csv-download-templates': [200, { data: [], builtInColumns: ['name'] }],
        'POST /api/v1/candidates/export/csv': [200, {}],
      },
      { user: exporter },
    );
    // Nothing selected: no bulk actions, so no export either.
    await screen.findByRole('link', { name: 'Anna Lindqvist' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all candidates on this page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'PDF profiles' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (standard columns)' }));
    await waitFor(() => expect(api.to('POST /api/v1/candidates/export/csv')).toHaveLength(1));
    // No project here: the chosen candidates alone, checked by the API as the team's.
    expect(api.to('POST /api/v1/candidates/export/csv')[0]?.body).toEqual({ candidateIds: [1, 2] });
    await waitFor(() => expect(download).toHaveBeenCalled());
    download.mockRestore();
  });

  it('offers no export to people without the export permission', async () => {
    renderPage({
      'GET /api/v1/candidates/all': [200, { data: [row({})], nextCursor: null }],
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all candidates on this page' }),
    );
    expect(screen.getByText('1 candidate selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add tags' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('Duplicates tab: scans with a progress bar, lists pairs with reasons, and merges with field choices', async () => {
    let scans = 0;
    const api = renderPage(
      {
        'GET /api/v1/candidates/all': [200, { data: [], nextCursor: null }],
        'POST /api/v1/candidates/duplicates/scan': () => {
          scans++;
          return [
            200,
            {
              scan: {
                scanId: '3',
                status: 'running',
                phase: 'similar names',
                processed: 40,
                total: 100,
                percent: 40,
                pairsFound: 0,
                error: null,
                createdAt: '2026-01-05T10:00:00.000Z',
                finishedAt: null,
              },
            },
          ];
        },
        'GET /api/v1/candidates/duplicates/scan/latest': () =>
          scans === 0
            ? [200, { scan: null }]
            : [
                200,
                {
                  scan: {
                    scanId: '3',
                    status: 'running',
                    phase: 'similar names',
                    processed: 40,
                    total: 100,
                    percent: 40,
                    pairsFound: 0,
                    error: null,
                    createdAt: '2026-01-05T10:00:00.000Z',
                    finishedAt: null,
                  },
                },
              ],
        'GET /api/v1/candidates/duplicates': [
          200,
          {
            data: [
              {
                a: summary({ profileId: 10, fullName: 'Jonathan Pemberton' }),
                b: summary({
                  profileId: 11,
                  fullName: 'Jonathan Pembertno',
                  // Not revealed: shown masked, and never carried over by a merge.
                  emails: ['j***@g***.example'],
                  contactsShown: false,
                  title: 'Senior Engineer',
                }),
                reasons: ['similar_name'],
                score: 0.78,
              },
            ],
            nextCursor: null,
          },
        ],
        'POST /api/v1/candidates/merge': [
          200,
          {
            keptId: 10,
            mergedId: 11,
            moved: { projects: 1, notes: 0, tags: 0, files: 0, activities: 1 },
            contactsLeftOut: { emails: 1, phones: 0 },
          },
        ],
      },
      { path: `${PATH}?tab=duplicates` },
    );
    const pairs = await screen.findByTestId('duplicate-pairs');
    expect(within(pairs).getByText('Similar name, same company')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Scan for duplicates' }));
    expect(await screen.findByRole('progressbar', { name: 'Duplicate scan progress' })).toBeTruthy();
    expect(screen.getByText(/Comparing names at each company… 40%/)).toBeTruthy();

    await userEvent.click(within(pairs).getByRole('button', { name: 'Merge…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge candidates' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Title: Senior Engineer' }));
    expect(within(dialog).getByTestId('result-title').textContent).toBe('Senior Engineer');
    expect(within(dialog).getByTestId('result-emails').textContent).toBe('jp@globex.example');
    expect(within(dialog).getByTestId('merge-hidden-contacts').textContent).toMatch(
      /Jonathan Pembertno’s contact details are not revealed, so they are not carried over/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(api.to('POST /api/v1/candidates/merge')).toHaveLength(1));
    expect(api.to('POST /api/v1/candidates/merge')[0]?.body).toEqual({
      keepId: 10,
      mergeId: 11,
      fieldChoices: {
        fullName: 'keep',
        title: 'merge',
        company: 'keep',
        location: 'keep',
        linkedinUrl: 'keep',
        emails: 'both',
        phones: 'both',
      },
    });
  });

  it('people who may not edit candidates see neither "Add candidate" nor the scan', async () => {
    renderPage(
      { 'GET /api/v1/candidates/all': [200, { data: [row({})], nextCursor: null }] },
      { user: viewer, path: `${PATH}?tab=duplicates` },
    );
    expect(await screen.findByText('No possible duplicates')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scan for duplicates' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).toBeNull();
  });
});
