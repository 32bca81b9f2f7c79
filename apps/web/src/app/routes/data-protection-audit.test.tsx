import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEntry, ERASURE_ID, MEMBER_ID, preview } from '../../features/data-protection/test/fixtures';
import type { RecordedRequest } from '../../features/projects/test/project-api';
import { location, renderDataProtection } from './data-protection.harness';

const AUDIT = 'GET /api/v1/gdpr/audit';
const AUDIT_CSV = 'POST /api/v1/gdpr/audit/export';
const LOOKUP = 'POST /api/v1/gdpr/subjects/lookup';
const ACCESS = 'POST /api/v1/gdpr/access-export';
const members = [
  { userId: MEMBER_ID, name: 'Ada Lovelace' },
  { userId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Grace Hopper' },
];

const reveal = auditEntry({
  id: '99',
  kind: 'reveal',
  action: 'candidate.contacts_revealed',
  what: 'Revealed contact details (1 email, 0 phones), 1 credit used',
  target: { type: 'talent_profile', id: '4242' },
  actor: { userId: members[1]?.userId ?? '', name: 'Grace Hopper', email: 'grace@example.com' },
});

/** Downloads go through an object URL and a clicked link: record them. */
function captureDownloads() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

function fileAnswer(name: string, type: string) {
  return async () =>
    new Response('file', {
      status: 200,
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
    });
}

describe('Data protection › audit log', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('lists who did what and when, filters by kind and member, pages on, and checks the days first', async () => {
    const u = userEvent.setup();
    const { api } = renderDataProtection('/admin/data-protection/audit', {
      [AUDIT]: (req: RecordedRequest) => {
        if (req.query.get('cursor') === '99')
          return [
            200,
            { entries: [auditEntry({ id: '50', what: 'An older entry' })], nextCursor: null, members },
          ];
        if (req.query.get('kind') === 'erasure')
          return [200, { entries: [auditEntry()], nextCursor: null, members }];
        if (req.query.get('userId')) return [200, { entries: [], nextCursor: null, members }];
        return [200, { entries: [auditEntry(), reveal], nextCursor: '99', members }];
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByTestId('audit-entry');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByText('Erasure finished: 2 profiles, 9 rows removed'),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Grace Hopper')).toBeTruthy();
    expect(api.to(AUDIT)[0]?.query.get('limit')).toBe('50');

    // Below the widest layout an expander holds what the row does not show.
    await u.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Show details' }));
    const first = await screen.findByTestId('audit-details');
    expect(within(first).getByRole('link', { name: 'View erasure' }).getAttribute('href')).toBe(
      `/admin/data-protection/erasures/${ERASURE_ID}`,
    );
    await u.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Hide details' }));
    await u.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Show details' }));
    const second = await screen.findByTestId('audit-details');
    expect(within(second).getByText('grace@example.com')).toBeTruthy();
    expect(within(second).getByText('Candidate 4242')).toBeTruthy();
    expect(within(second).getByText('127.0.0.1')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older entry')).toBeTruthy();
    expect(screen.getByText('All 3 entries shown.')).toBeTruthy();

    await u.click(screen.getByRole('combobox', { name: 'Kind' }));
    await u.click(await screen.findByRole('option', { name: 'Erasure' }));
    await waitFor(() => expect(location()).toBe('/admin/data-protection/audit?kind=erasure'));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(1));

    // An end before the start is said under the field; nothing is asked.
    const calls = api.to(AUDIT).length;
    await u.type(screen.getByLabelText('From'), '2026-03-10');
    await u.type(screen.getByLabelText('To'), '2026-03-01');
    expect(await screen.findByText('End before start')).toBeTruthy();
    expect(api.to(AUDIT).filter((r) => r.query.get('to') === '2026-03-01')).toHaveLength(0);
    expect(api.to(AUDIT).length).toBeGreaterThanOrEqual(calls);

    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/admin/data-protection/audit'));
    await u.click(screen.getByRole('combobox', { name: 'Member' }));
    await u.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
  });

  it('exports the filtered list as CSV', async () => {
    const u = userEvent.setup();
    const saved = captureDownloads();
    const { api } = renderDataProtection('/admin/data-protection/audit?kind=reveal&from=2026-03-01', {
      [AUDIT]: [200, { entries: [reveal], nextCursor: null, members }],
      [AUDIT_CSV]: [200, {}],
    });
    await screen.findByRole('table', { name: 'Audit log' });
    const fetchStub = vi.mocked(fetch);
    const json = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input, init) =>
      String(input).includes('/audit/export')
        ? fileAnswer('audit-2026-03-02.csv', 'text/csv')()
        : (json?.(input, init) as Promise<Response>),
    );
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Audit log exported')).toBeTruthy();
    expect(saved).toEqual(['audit-2026-03-02.csv']);
    const call = fetchStub.mock.calls.find(([url]) => String(url).includes('/audit/export'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ kind: 'reveal', from: '2026-03-01' });
    expect(api.requests.length).toBeGreaterThan(0);
  });

  it('shows a load error with a retry, then says when nothing was recorded yet', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderDataProtection('/admin/data-protection/audit', {
      [AUDIT]: () =>
        fail
          ? [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }]
          : [200, { entries: [], nextCursor: null, members }],
    });
    expect(
      await screen.findByText('The audit log could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
  });
});

describe('Data protection › access export', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('finds the person by phone and downloads the zip', async () => {
    const u = userEvent.setup();
    const saved = captureDownloads();
    const { api } = renderDataProtection('/admin/data-protection/access-export', {
      [LOOKUP]: [200, preview()],
    });
    await u.click(await screen.findByRole('radio', { name: 'Phone number' }));
    await u.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 20 7946 0958{Enter}');
    const found = await screen.findByTestId('access-preview');
    expect(api.to(LOOKUP)[0]?.body).toEqual({ by: 'phone', value: '+44 20 7946 0958' });
    expect(within(found).getAllByTestId('subject-person')).toHaveLength(2);

    const fetchStub = vi.mocked(fetch);
    const json = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input, init) =>
      String(input).includes('/access-export')
        ? fileAnswer('access-export-4242.zip', 'application/zip')()
        : (json?.(input, init) as Promise<Response>),
    );
    await u.click(within(found).getByRole('button', { name: 'Download access export (.zip)' }));
    expect(await screen.findByText('Access export downloaded')).toBeTruthy();
    expect(saved).toEqual(['access-export-4242.zip']);
    const call = fetchStub.mock.calls.find(([url]) => String(url).includes('/access-export'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ by: 'phone', value: '+44 20 7946 0958' });
  });

  it('shows why the export could not be made', async () => {
    const u = userEvent.setup();
    renderDataProtection('/admin/data-protection/access-export', {
      [LOOKUP]: [200, preview()],
      [ACCESS]: [
        404,
        { code: 'NOT_FOUND', message: 'Nobody in your team’s data matches this.', details: null },
      ],
    });
    await u.type(await screen.findByRole('textbox', { name: 'Email address' }), 'anna@example.com{Enter}');
    await u.click(await screen.findByRole('button', { name: 'Download access export (.zip)' }));
    expect(await screen.findByText('Nobody in your team’s data matches this.')).toBeTruthy();
    expect(screen.getByText('The export could not be made')).toBeTruthy();
  });
});
