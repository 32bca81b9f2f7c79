import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicant, listRoutes, P, renderScreens } from '../test/applicant-fixtures';

const SEARCH = `POST ${P}/applicants/search`;

const rows = [
  applicant(1, { matchType: 'best', score: 0.91, viewed: false }, 'Ada Quinn'),
  applicant(2, { matchType: 'partial', score: 0.42 }, 'Bram Okafor'),
  applicant(3, { matchType: 'good', stage: 2 }, 'Chen Wei'),
  ...Array.from({ length: 23 }, (_, i) => applicant(10 + i, { matchType: 'not match', score: 0.1 })),
];

describe('Applicant list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows a tab per review status with counts and unread, and each row with its level, score and unread marker', async () => {
    const { api } = renderScreens(listRoutes(rows));
    const under = await screen.findByRole('tab', { name: /Under review/ });
    await waitFor(() => expect(under.textContent).toContain('25'));
    expect(under.textContent).toContain('1 unread');
    expect(screen.getByRole('tab', { name: /Advanced/ }).textContent).toContain('1');
    expect(screen.getByRole('tab', { name: /Rejected/ }).textContent).toContain('0');

    const table = await screen.findByTestId('applicant-table');
    const first = within(table).getAllByTestId('applicant-row')[0] as HTMLElement;
    expect(first.dataset.unread).toBe('true');
    expect(within(first).getByTestId('unread-dot')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Ada Quinn (unread)' })).toBeTruthy();
    expect(within(first).getByText('Backend Engineer · Acme')).toBeTruthy();
    expect(within(first).getByTestId('match-level').textContent).toBe('Best match');
    expect(within(first).getByTestId('applicant-score').textContent).toBe('91');
    expect(within(table).getAllByTestId('applicant-row')).toHaveLength(20);
    expect(screen.getByTestId('applicants-range').textContent).toBe('1–20 of 25 applicants');
    // The plain list call: what the sample projects answer too.
    expect(api.to(SEARCH)[0]?.body).toEqual({ stage: 1, start: 0, limit: 20 });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)?.body).toEqual({ stage: 1, start: 20, limit: 20 }));
    expect(await screen.findByText('21–25 of 25 applicants')).toBeTruthy();
  });

  it('filters by match level, sorts and switches status, each time from the first page', async () => {
    const u = userEvent.setup();
    const { api } = renderScreens(listRoutes(rows));
    await screen.findByTestId('applicant-table');
    await u.click(screen.getByRole('button', { name: 'Page 2' }));
    await u.click(
      screen
        .getAllByLabelText('Match level')
        .find((el) => el.getAttribute('type') !== 'hidden') as HTMLElement,
    );
    await u.click(await screen.findByRole('option', { name: 'Best match' }));
    await waitFor(() =>
      expect(api.to(SEARCH).at(-1)?.body).toEqual({ stage: 1, start: 0, limit: 20, matchLevels: ['best'] }),
    );
    await waitFor(() => expect(screen.getAllByTestId('applicant-row')).toHaveLength(1));

    await u.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await u.click(await screen.findByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)?.body).toMatchObject({ sort: 'appliedAt' }));

    await u.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)?.body).toMatchObject({ unreadOnly: true }));

    await u.type(screen.getByRole('textbox', { name: 'Search applicants' }), 'quinn');
    await waitFor(() => expect(api.to(SEARCH).at(-1)?.body).toMatchObject({ keyword: 'quinn' }));

    await u.click(screen.getByRole('tab', { name: /Advanced/ }));
    await waitFor(() => expect(api.to(SEARCH).at(-1)?.body).toMatchObject({ stage: 2, start: 0 }));
  });

  it('says so when a status has nobody, and shows the drop zone when the job has no applicants at all', async () => {
    const u = userEvent.setup();
    renderScreens(listRoutes(rows));
    await screen.findByTestId('applicant-table');
    await u.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect((await screen.findByTestId('applicants-none')).textContent).toBe(
      'No applicant has this status yet.',
    );
  });

  it('offers the upload as the empty state of a job without applicants', async () => {
    renderScreens(listRoutes([]));
    expect(
      await screen.findByRole('heading', { name: 'No applicants yet — drop résumés here' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('applicant-table')).toBeNull();
  });

  it('shows the load error with a retry when the list fails', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderScreens({
      ...listRoutes(rows),
      [SEARCH]: (req) => {
        if (fail) return [500, { code: 'INTERNAL', message: 'Database unavailable', details: null }];
        const r = listRoutes(rows)[SEARCH];
        return typeof r === 'function' ? r(req) : [500, {}];
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('The applicants could not be loaded');
    fail = false;
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('applicant-table')).toBeTruthy();
  });
});
