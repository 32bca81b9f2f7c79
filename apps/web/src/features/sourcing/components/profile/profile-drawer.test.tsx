import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SourcingPage } from '../../../../app/routes/sourcing';
import { theme } from '../../../../app/theme';
import { apiStub, type StubRoutes } from '../../../../test/api-stub';
import { currentUser, subject } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { panelConfig, profileResponse, searchResponse } from '../../test/fixtures';

const user = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});
const revealed = {
  ...profileResponse().contacts,
  revealed: true,
  emailV2: {
    primaryEmail: 'grace@acme.com',
    otherEmails: ['grace@acme.com', 'g.hopper@navy.mil'],
    guessEmails: [],
    maskedEmails: [],
    phones: { personal: ['+1 512 555 0199'], work: [], fax: [], other: [] },
  },
};

function renderAt(path: string, routes: StubRoutes) {
  const { fetchStub, calls } = apiStub({
    'GET /api/auth/me': [200, { user }],
    'GET /api/tb-v2/v1/sourcing/filterPanel/getConfig': [
      200,
      panelConfig({ credits: { total: 100, used: 95, remaining: 5, warning: true } }),
    ],
    'POST /api/tb-v2/v1/sourcing/search': [200, searchResponse()],
    'GET /api/tb-v2/v1/sourcing/profiles/101': [200, profileResponse()],
    ...routes,
  });
  const fetchMock = vi.fn(fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/v5/sourcing-new" element={<SourcingPage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return { calls, fetchMock };
}

// The drawer renders once the page, its lazily loaded code and the profile are in: a few renders
// later than a findBy* waits by default (1 s) on a busy machine.
const FIRST_PAINT = { timeout: 5000 };

describe('Profile drawer', { timeout: 20_000 }, () => {
  // The page loads the drawer on demand; transforming its modules the first time can outlast a
  // findBy* on a busy machine, so load them once up front. What is checked is unchanged.
  beforeAll(() => import('./profile-drawer'), 60_000);

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('opens from ?profile= with every section, safe links and only inferred diversity labels', async () => {
    const { calls } = renderAt('/v5/sourcing-new?profile=101', {});
    const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' }, FIRST_PAINT);
    const d = within(drawer);
    await d.findByText('Compiler pioneer');
    for (const title of [
      'Contact',
      'Summary',
      'Experience',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
      'Patents',
      'Projects',
      'Publications',
      'Analytics',
    ]) {
      expect(d.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(d.getByText('Jan 2020 – Present')).toBeTruthy();
    expect(d.getByText('Mar 2015 – Dec 2019')).toBeTruthy();
    expect(d.getByText('(Native)')).toBeTruthy();
    expect(d.getByText('Inferred:')).toBeTruthy();
    expect(d.getByText('Women')).toBeTruthy();
    expect(d.queryByText('female')).toBeNull();
    expect(d.queryByText('white')).toBeNull();
    const github = d.getByRole('link', { name: /GitHub/ });
    expect(github.getAttribute('href')).toBe('https://github.com/grace');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(d.queryByRole('link', { name: /Website/ })).toBeNull();
    expect(d.getByText('g***@acme.com')).toBeTruthy();
    expect(d.getByText(/5 of 100 left/)).toBeTruthy();
    expect(d.getByText('Your team is running low on contact credits.')).toBeTruthy();
    // A link to one profile runs no search.
    expect(calls).not.toContain('POST /api/tb-v2/v1/sourcing/search');
    expect(screen.getByText('Contact credits are running low')).toBeTruthy();
  });

  it('shows the 422 message in place when credits are exhausted', async () => {
    const u = userEvent.setup();
    renderAt('/v5/sourcing-new?profile=101', {
      'GET /api/v1/candidates/viewContacts': [
        422,
        {
          code: 'CREDITS_EXHAUSTED',
          message: 'Your team has used all 100 contact credits.',
          details: { total: 100 },
        },
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' }, FIRST_PAINT);
    await u.click(await within(drawer).findByRole('button', { name: 'Reveal contacts' }));
    expect(await within(drawer).findByText('Your team has used all 100 contact credits.')).toBeTruthy();
  });

  it('reveals from a card with the CSRF header, updates card and drawer, and toasts the credit use', async () => {
    const u = userEvent.setup();
    let done = false;
    const { fetchMock } = renderAt('/v5/sourcing-new?titles[0]=Engineer&start=0', {
      'GET /api/v1/candidates/viewContacts': () => {
        done = true;
        const credits = { total: 100, used: 96, remaining: 4, warning: true };
        return [200, { candidateId: 101, charged: true, contacts: revealed, credits }];
      },
      // As the server: once revealed, the profile carries the contacts.
      'GET /api/tb-v2/v1/sourcing/profiles/101': () => [
        200,
        done ? { ...profileResponse(), contacts: revealed } : profileResponse(),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    await u.click(within(card).getByRole('button', { name: 'Reveal contacts' }));
    expect(await screen.findByText('Contacts revealed · 1 credit used (4 left)')).toBeTruthy();
    const revealCall = fetchMock.mock.calls.find(([url]) => String(url).includes('viewContacts'));
    expect(String(revealCall?.[0])).toBe('/api/v1/candidates/viewContacts?candidateId=101');
    expect(new Headers(revealCall?.[1]?.headers).get('x-csrf-token')).toBe('t');
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Reveal contacts' })).toBeNull());
    expect(within(card).getByLabelText('Email (revealed)')).toBeTruthy();
    expect(screen.getByText(/4 of 100 credits left/)).toBeTruthy();

    await u.click(within(card).getByRole('button', { name: 'View profile' }));
    const drawer = await screen.findByRole('dialog', { name: 'Grace Hopper' }, FIRST_PAINT);
    expect(await within(drawer).findByRole('link', { name: 'g.hopper@navy.mil' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '+1 512 555 0199' })).toBeTruthy();
  });
});
