import { MantineProvider } from '@mantine/core';
import type { PickableProject } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { currentUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { type AddTarget, AddToProjectModal } from './add-to-project-modal';

function project(id: string, name: string, lastAddedByYouAt: string | null): PickableProject {
  return {
    projectId: id,
    projectName: name,
    projectStatus: 0,
    recruiterRole: 3,
    candidateCount: 4,
    projectUpdateDate: '2026-11-01T00:00:00.000Z',
    lastAddedByYouAt,
  };
}

const PROJECTS = [
  project('7', 'Backend hires', '2026-11-20T00:00:00.000Z'),
  project('8', 'Nurses Austin', null),
  project('9', 'Data team', null),
];

const TARGET: AddTarget = {
  label: '1,200 candidates',
  count: 1200,
  body: { search: { filters: { titles: ['Nurse'] } } },
  pageIds: [101],
};

function Probe() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Answers the pickable list, and the bulk add as the NDJSON events the server streams. */
function stubFetch(bulk: string | [number, unknown]) {
  const bodies: unknown[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/auth/me')) return Response.json({ user: currentUser() });
    if (url.endsWith('/api/v1/projects/pickable')) return Response.json({ data: PROJECTS });
    if (url.includes('/candidates/bulk')) {
      bodies.push(JSON.parse(String(init?.body)));
      if (typeof bulk === 'string') {
        return new Response(bulk, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
      }
      return Response.json(bulk[1], { status: bulk[0] });
    }
    return Response.json({ code: 'NOT_FOUND', message: 'Not found', details: null }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return bodies;
}

function renderModal(onDone = vi.fn()) {
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AddToProjectModal target={TARGET} onClose={vi.fn()} onDone={onDone} />
              <Probe />
            </>
          }
        />
      </Routes>
    </MantineProvider>,
    { path: '/v5/sourcing-new' },
  );
  return onDone;
}

describe('AddToProjectModal', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('puts "create new" first and your recent projects above the others', async () => {
    stubFetch('');
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Add to project' });
    const d = within(dialog);
    await d.findByRole('radio', { name: /Backend hires/ });
    const create = d.getByRole('textbox', { name: 'New project name' });
    const searchBox = d.getByRole('textbox', { name: 'Search projects' });
    // "Create new" comes before the search and the list.
    expect(create.compareDocumentPosition(searchBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const names = d
      .getAllByRole('radio')
      .map((r) => r.closest('label, .mantine-Radio-root')?.textContent ?? '');
    expect(names[0]).toContain('Backend hires');
    expect(d.getByText('Recent')).toBeTruthy();

    const u = userEvent.setup();
    await u.type(searchBox, 'nurse');
    expect(d.getAllByRole('radio')).toHaveLength(1);
    expect(d.getByRole('radio', { name: /Nurses Austin/ })).toBeTruthy();
  });

  it('adds a whole search, then toasts with a link to the project', async () => {
    const events = [
      { type: 'progress', done: 0, total: 1200 },
      { type: 'progress', done: 500, total: 1200 },
      { type: 'progress', done: 1000, total: 1200 },
      { type: 'progress', done: 1200, total: 1200 },
      {
        type: 'done',
        projectId: '8',
        projectName: 'Nurses Austin',
        total: 1200,
        added: 1150,
        alreadyInProject: 50,
      },
    ];
    const bodies = stubFetch(events.map((e) => JSON.stringify(e)).join('\n'));
    const onDone = renderModal();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: /Nurses Austin/ }));
    await u.click(screen.getByRole('button', { name: 'Add to project' }));

    expect(await screen.findByText('Added 1,150 to Nurses Austin (50 already in it)')).toBeTruthy();
    expect(bodies[0]).toEqual({ search: { filters: { titles: ['Nurse'] } } });
    expect(onDone).toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Open project' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/v5/talent-pool/project/8'));
  });

  it('says nothing was added when the server refuses or rolls back', async () => {
    stubFetch([404, { code: 'NOT_FOUND', message: 'Candidate not found', details: null }]);
    renderModal();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: /Data team/ }));
    await u.click(screen.getByRole('button', { name: 'Add to project' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was added');
    expect(alert.textContent).toContain('Candidate not found');
  });

  it('shows a stream that ends in an error as nothing added', async () => {
    stubFetch(
      [
        JSON.stringify({ type: 'progress', done: 0, total: 1200 }),
        JSON.stringify({ type: 'error', code: 'INTERNAL', message: 'The candidates could not be added' }),
      ].join('\n'),
    );
    renderModal();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('radio', { name: /Data team/ }));
    await u.click(screen.getByRole('button', { name: 'Add to project' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The candidates could not be added');
  });
});
