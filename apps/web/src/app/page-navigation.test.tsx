/**
 * Moving between signed-in pages whose code loads on demand: the screen follows the address at
 * once. The board's side panel and the candidate record both have a "Note" field; before the
 * pages were keyed, following "Full record" left the board (and its panel) on screen, still
 * accepting typing, until the record's chunk arrived, and the typed text was then lost.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  MemoryRouter,
  Outlet,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../lib/lazy-named';
import { createQueryClient, ME_QUERY_KEY } from '../lib/query-client';
import { currentUser } from '../test/fixtures';
import { signedInPage } from './router';
import { theme } from './theme';

function BoardPage() {
  return (
    <>
      <textarea aria-label="Note" />
      <Link to="/record/101">Full record</Link>
    </>
  );
}

function RecordPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return (
    <>
      <h1>Candidate {id}</h1>
      <p>At {pathname}</p>
      <textarea aria-label="Note" />
      <Link to="/record/102">Next candidate</Link>
      <Link to="/record/102/activity">Activity</Link>
    </>
  );
}

/** A page module whose download finishes only when the test says so. */
function slowModule() {
  let arrive = () => {};
  const module = new Promise<{ RecordPage: typeof RecordPage }>((resolve) => {
    arrive = () => resolve({ RecordPage });
  });
  return { load: () => module, arrive: () => arrive() };
}

function renderPages() {
  const board = lazyNamed(async () => ({ BoardPage }), 'BoardPage');
  const chunk = slowModule();
  const record = lazyNamed(chunk.load, 'RecordPage');
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      children: [
        signedInPage('/board', 'signedIn', board),
        signedInPage('/record/:id', 'signedIn', record),
        // Another address of the same page, as a page's tabs have.
        signedInPage('/record/:id/activity', 'signedIn', record),
      ],
    },
  ];
  const current = { pathname: '' };
  // The app renders its routes with useRoutes under a BrowserRouter (router.tsx's AppRoutes).
  function Pages() {
    current.pathname = useLocation().pathname;
    return useRoutes(routes);
  }
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, currentUser());
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/board']}>
          <Pages />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { current, arrive: chunk.arrive };
}

describe('signed-in pages loaded on demand', { timeout: 20_000 }, () => {
  it('takes the previous page off screen as soon as the address changes, so nothing is typed into it', async () => {
    const { current, arrive } = renderPages();
    await userEvent.click(await screen.findByRole('link', { name: 'Full record' }));
    await waitFor(() => expect(current.pathname).toBe('/record/101'));
    // The record's code is still on its way: the board and its "Note" field are gone already.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Full record' })).toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Candidate 101' })).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.type(note, 'Call on Tuesday');
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
    expect((note as HTMLTextAreaElement).value).toBe('Call on Tuesday');
  });

  it('keeps the page mounted at another address it serves: another candidate, another tab', async () => {
    const { arrive } = renderPages();
    arrive();
    await userEvent.click(await screen.findByRole('link', { name: 'Full record' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.click(screen.getByRole('link', { name: 'Next candidate' }));
    expect(await screen.findByRole('heading', { name: 'Candidate 102' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
    await userEvent.click(screen.getByRole('link', { name: 'Activity' }));
    expect(await screen.findByText('At /record/102/activity')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
  });
});
