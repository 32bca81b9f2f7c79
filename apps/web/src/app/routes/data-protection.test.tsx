import { MantineProvider } from '@mantine/core';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { doneErasure, ERASURE_ID, erasure, preview } from '../../features/data-protection/test/fixtures';
import type { RecordedRequest } from '../../features/projects/test/project-api';
import { createQueryClient } from '../../lib/query-client';
import { apiStub } from '../../test/api-stub';
import { currentUser, subject } from '../../test/fixtures';
import { NAV_ENTRIES } from '../navigation';
import { visibleNav } from '../navigation-access';
import { AppRoutes } from '../router';
import { theme } from '../theme';
import { location, renderDataProtection, teamAdmin } from './data-protection.harness';

const LOOKUP = 'POST /api/v1/gdpr/subjects/lookup';
const ERASE = 'POST /api/v1/gdpr/erasures';
const LIST = 'GET /api/v1/gdpr/erasures';
const ONE = `GET /api/v1/gdpr/erasures/${ERASURE_ID}`;
const RETRY = `POST /api/v1/gdpr/erasures/${ERASURE_ID}/retry`;
const PAGE = '/admin/data-protection';

async function findByEmail(u: ReturnType<typeof userEvent.setup>, email: string) {
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  await u.clear(input);
  await u.type(input, email);
  await u.click(screen.getByRole('button', { name: 'Find' }));
}

describe('Data protection › erasure', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is an admin screen that only the dataProtection gate opens', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminDataProtection')).toMatchObject({
      path: PAGE,
      area: 'admin',
      gate: 'dataProtection',
      exists: true,
    });
    const keys = (s: Parameters<typeof visibleNav>[0]) => visibleNav(s).map((e) => e.key);
    expect(keys(teamAdmin.subject)).toContain('adminDataProtection');
    expect(
      keys(currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) }).subject),
    ).not.toContain('adminDataProtection');
  });

  it('shows the no-access panel, not the page, to a member without the gate (tabs and erasure pages too)', async () => {
    const member = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });
    for (const path of [PAGE, `${PAGE}/audit`, `${PAGE}/erasures/${ERASURE_ID}`]) {
      const { fetchStub, calls } = apiStub({ 'GET /api/auth/me': [200, { user: member }] });
      vi.stubGlobal('fetch', vi.fn(fetchStub));
      const view = render(
        <MantineProvider theme={theme}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>,
      );
      // The app's routes load the shell and pages lazily: allow for that on a busy machine.
      expect(await screen.findByText(NO_ACCESS_MESSAGE, undefined, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Data protection' })).toBeNull();
      expect(calls.filter((c) => c.includes('/gdpr/'))).toEqual([]);
      view.unmount();
    }
  });

  it('finds a person, shows what goes per table, asks for a typed confirmation, then follows the job to its result', async () => {
    const u = userEvent.setup();
    let polls = 0;
    const { api } = renderDataProtection(PAGE, {
      [LIST]: [200, { erasures: [] }],
      [LOOKUP]: [200, preview()],
      [ERASE]: [200, erasure({ status: 'pending', phase: 'queued', progress: 0, counts: {}, totalRows: 0 })],
      [ONE]: () => {
        polls += 1;
        return [200, polls < 2 ? erasure() : doneErasure()];
      },
    });
    expect(await screen.findByText('No erasures yet')).toBeTruthy();

    // A malformed address is refused before anything is sent.
    await findByEmail(u, 'anna.lee@');
    expect(await screen.findByText('Enter an email address')).toBeTruthy();
    expect(api.to(LOOKUP)).toHaveLength(0);

    await findByEmail(u, 'Anna.Lee@example.com');
    const found = await screen.findByTestId('erasure-preview');
    expect(api.to(LOOKUP)[0]?.body).toEqual({ by: 'email', value: 'Anna.Lee@example.com' });
    expect(within(found).getByText('2 profiles found')).toBeTruthy();
    expect(within(found).getByText('Anna Lee-Featherstonehaugh')).toBeTruthy();
    expect(within(found).getByText('An open-web profile not among your candidates')).toBeTruthy();
    const counts = within(found).getByRole('table', { name: 'What an erasure removes' });
    expect(within(counts).getByRole('row', { name: /Notes\s+3/ })).toBeTruthy();
    expect(within(counts).getByRole('row', { name: /Total\s+9/ })).toBeTruthy();
    // Tables with nothing to remove are left out.
    expect(within(counts).queryByText('Tags')).toBeNull();
    expect(
      within(found).getByText(/2 email addresses and 1 phone number go on the suppression list/),
    ).toBeTruthy();

    await u.click(within(found).getByRole('button', { name: 'Erase permanently…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase permanently?' });
    expect(within(dialog).getByText('This cannot be undone')).toBeTruthy();
    expect(within(dialog).getByText(/1 other team also loses its record/)).toBeTruthy();
    const typed = within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' });
    expect(document.activeElement).toBe(typed);
    await u.type(typed, 'erase it');
    await u.click(within(dialog).getByRole('button', { name: 'Erase 2 profiles' }));
    expect(await within(dialog).findByText('Type ERASE to confirm the erasure')).toBeTruthy();
    expect(api.to(ERASE)).toHaveLength(0);

    await u.clear(typed);
    await u.type(typed, 'ERASE{Enter}');
    await waitFor(() => expect(api.to(ERASE)).toHaveLength(1));
    expect(api.to(ERASE)[0]?.body).toEqual({
      by: 'email',
      value: 'Anna.Lee@example.com',
      candidateIds: [4242, 9001],
      confirm: true,
    });
    expect(await screen.findByText('Erasure started')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`${PAGE}/erasures/${ERASURE_ID}`));

    // Running: a named progress bar and the step it is at; then the result, per table.
    // The first answer may still be the queued erasure at 0%: wait for the running one.
    await waitFor(
      () =>
        expect(
          screen.getByRole('progressbar', { name: 'Erasure progress' }).getAttribute('aria-valuenow'),
        ).toBe('57'),
      { timeout: 10_000 },
    );
    expect(screen.getByText(/Files removed\. Removing notes, tags and activity/)).toBeTruthy();
    const done = await screen.findByTestId('erasure-done', {}, { timeout: 10_000 });
    expect(done.textContent).toMatch(/2 profiles and 9 rows about them were removed/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const result = screen.getByRole('table', { name: 'Removed, by table' });
    expect(within(result).getByRole('row', { name: /Files removed from storage\s+1/ })).toBeTruthy();
    expect(await screen.findByText('Erasure finished')).toBeTruthy();
    // Polling stops once it is done.
    const after = polls;
    await new Promise((r) => setTimeout(r, 1500));
    expect(polls).toBe(after);
  });

  it('says so when nobody holds the address, and a candidate ID that is not found is told under the field', async () => {
    const u = userEvent.setup();
    renderDataProtection(PAGE, {
      [LIST]: [200, { erasures: [] }],
      [LOOKUP]: (req: RecordedRequest) =>
        (req.body as { by: string }).by === 'email'
          ? [
              200,
              preview({
                people: [],
                counts: {},
                totalRows: 0,
                otherTeams: 0,
                identifiers: { emails: 1, phones: 0 },
              }),
            ]
          : [404, { code: 'NOT_FOUND', message: 'Candidate not found', details: null }],
    });
    await findByEmail(u, 'nobody@example.com');
    expect(await screen.findByTestId('nobody-found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase permanently…' })).toBeNull();

    await u.click(screen.getByRole('radio', { name: 'Candidate ID' }));
    const id = screen.getByRole('textbox', { name: 'Candidate ID' });
    await u.type(id, '12ab');
    await u.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Enter the candidate ID \(digits/)).toBeTruthy();
    await u.clear(id);
    await u.type(id, '123{Enter}');
    expect(await screen.findByText('Candidate not found')).toBeTruthy();
    expect(id.getAttribute('aria-invalid')).toBe('true');
  });

  it('looks again when what was found changed before the confirmation (409)', async () => {
    const u = userEvent.setup();
    const { api } = renderDataProtection(PAGE, {
      [LIST]: [200, { erasures: [] }],
      [LOOKUP]: [200, preview()],
      [ERASE]: [
        409,
        {
          code: 'CONFLICT',
          message: 'What was found has changed since you looked. Review the list and confirm again.',
          details: { found: [4242] },
        },
      ],
    });
    await findByEmail(u, 'anna@example.com');
    await u.click(await screen.findByRole('button', { name: 'Erase permanently…' }));
    await u.type(await screen.findByRole('textbox', { name: 'Type ERASE to confirm' }), 'ERASE{Enter}');
    expect(await screen.findByText('What was found has changed')).toBeTruthy();
    expect(api.to(LOOKUP)).toHaveLength(2);
    expect(location()).toBe(PAGE);
  });

  it('lists past erasures with their status, and retries a stopped one', async () => {
    const u = userEvent.setup();
    const stopped = erasure({
      status: 'failed',
      error: 'The erasure stopped before it finished. Retry it; nothing is lost.',
    });
    const { api } = renderDataProtection(PAGE, {
      [LIST]: [200, { erasures: [stopped, doneErasure({ id: 'b1d2c3b4-4a5e-4f60-8a7b-9c0d1e2f3a4b' })] }],
      [RETRY]: [200, erasure({ status: 'pending' })],
    });
    const rows = await screen.findAllByTestId('erasure-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Stopped')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Done')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Retry/ })).toBeNull();
    await u.click(within(rows[0] as HTMLElement).getByRole('button', { name: /^Retry the erasure of/ }));
    await waitFor(() => expect(api.to(RETRY)).toHaveLength(1));
    expect(await screen.findByText('Retrying')).toBeTruthy();
  });

  it('shows a stopped erasure with a retry on its own page, and a load error with a retry', async () => {
    const u = userEvent.setup();
    let fail = true;
    let retried = false;
    const { api } = renderDataProtection(`${PAGE}/erasures/${ERASURE_ID}`, {
      [ONE]: () => {
        if (fail) return [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }];
        if (retried) return [200, erasure()];
        return [
          200,
          erasure({
            status: 'failed',
            error: 'The erasure stopped before it finished. Retry it; nothing is lost.',
          }),
        ];
      },
      [RETRY]: () => {
        retried = true;
        return [200, erasure()];
      },
    });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The erasure stopped')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Removed so far' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Retry the erasure' }));
    await waitFor(() => expect(api.to(RETRY)).toHaveLength(1));
    expect(await screen.findByRole('progressbar', { name: 'Erasure progress' })).toBeTruthy();
  });

  it('sends an unknown tab back to the page itself', async () => {
    renderDataProtection(`${PAGE}/nonsense`, { [LIST]: [200, { erasures: [] }] });
    await waitFor(() => expect(location()).toBe(PAGE));
    expect(await screen.findByRole('tab', { name: 'Erasure', selected: true })).toBeTruthy();
  });
});
