import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStub } from '../../test/api-stub';
import { renderWithProviders } from '../../test/render';
import AtsExportModal from './ats-export-modal';

const CONNECTION = {
  id: '11111111-1111-4111-8111-111111111111',
  providerId: 'greenhouse_harvest',
  scope: 'team' as const,
  status: 'connected' as const,
  settings: {},
  hasCredentials: true,
  storedFields: ['api_key'],
  lastTest: null,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const C = CONNECTION.id;

const result = (candidateId: number, name: string, over: Record<string, unknown> = {}) => ({
  id: String(candidateId),
  candidateId,
  candidateName: name,
  connectionId: C,
  providerId: 'greenhouse_harvest',
  jobId: '101',
  jobTitle: 'Backend Engineer',
  stageId: '9002',
  stageName: 'Phone Screen',
  status: 'done',
  externalCandidateId: `50${candidateId}`,
  externalApplicationId: `70${candidateId}`,
  error: null,
  attempts: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

function answer(results: ReturnType<typeof result>[]) {
  const count = (s: string) => results.filter((r) => r.status === s).length;
  return {
    results,
    progress: {
      total: results.length,
      queued: count('queued'),
      running: count('running'),
      done: count('done'),
      failed: count('failed'),
    },
  };
}

let posted: unknown[] = [];
let retried = 0;

function open(routes: Record<string, unknown> = {}) {
  posted = [];
  retried = 0;
  const failed = [
    result(1, 'Ada Lovelace'),
    result(2, 'Grace Hopper', {
      status: 'failed',
      externalCandidateId: null,
      externalApplicationId: null,
      error: 'Greenhouse Harvest refused the connection’s credentials: an admin must update them',
    }),
  ];
  const { fetchStub } = apiStub({
    [`GET /api/v1/integrations/connections/${C}/jobs`]: [
      200,
      {
        jobs: [
          { id: '101', title: 'Backend Engineer', status: 'open', location: 'Berlin' },
          { id: '102', title: 'Designer', status: 'open', location: null },
        ],
        nextCursor: null,
      },
    ],
    [`GET /api/v1/integrations/connections/${C}/jobs/101/stages`]: [
      200,
      {
        stages: [
          { id: '9001', name: 'Application Review', order: 0 },
          { id: '9002', name: 'Phone Screen', order: 1 },
        ],
      },
    ],
    'POST /api/v1/integrations/exports': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return [200, { ...answer(failed), created: 2 }];
    },
    'GET /api/v1/integrations/exports': [200, answer(failed)],
    'POST /api/v1/integrations/exports/retry': () => {
      retried += 1;
      return [200, answer([failed[0]!, { ...failed[1]!, status: 'queued', error: null }])];
    },
    ...(routes as Record<string, [number, unknown]>),
  });
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  const onClose = vi.fn();
  renderWithProviders(
    <AtsExportModal projectId="101" candidateIds={[1, 2]} connections={[CONNECTION]} onClose={onClose} />,
  );
  return { onClose };
}

describe('Export to ATS', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('picks a job and a stage from the ATS, exports, and shows each candidate’s result with retry', async () => {
    open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Export to ATS' });
    const submit = within(dialog).getByRole('button', { name: 'Export 2 candidates' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    const job = await within(dialog).findByRole('combobox', { name: /Job/ });
    await waitFor(() => expect(job.hasAttribute('disabled')).toBe(false));
    await user.click(job);
    await user.type(job, 'Back');
    await user.click(await screen.findByRole('option', { name: 'Backend Engineer · Berlin', hidden: true }));
    const stage = await within(dialog).findByRole('combobox', { name: /Stage/ });
    await waitFor(() => expect(stage.hasAttribute('disabled')).toBe(false));
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(stage);
    await user.click(await screen.findByRole('option', { name: 'Phone Screen', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Export 2 candidates' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      projectId: '101',
      candidateIds: [1, 2],
      connectionId: C,
      jobId: '101',
      jobTitle: 'Backend Engineer',
      stageId: '9002',
      stageName: 'Phone Screen',
    });
    const list = await screen.findByTestId('ats-export-result-list');
    const rows = within(list).getAllByTestId('ats-export-result');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Exported');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      'https://app.greenhouse.io/people/501',
    );
    expect(rows[0]!.textContent).toContain('application 701');
    expect(rows[1]!.textContent).toContain('Failed');
    expect(rows[1]!.textContent).toContain('refused the connection’s credentials');
    expect(screen.getByText('Finished: 1 exported, 1 failed')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Export progress: 100%' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    await waitFor(() => expect(retried).toBe(1));
    expect(await screen.findByText('Exporting: 1 of 2 finished')).toBeTruthy();
  });

  it('a job list the ATS refuses says why, in the field', async () => {
    open({
      [`GET /api/v1/integrations/connections/${C}/jobs`]: [
        422,
        {
          code: 'UNPROCESSABLE',
          message: 'Greenhouse Harvest refused the connection’s credentials',
          details: null,
        },
      ],
    });
    expect(await screen.findByText('Greenhouse Harvest refused the connection’s credentials')).toBeTruthy();
  });

  it('a refused export keeps the form with the reason', async () => {
    open({
      'POST /api/v1/integrations/exports': [
        403,
        { code: 'FORBIDDEN', message: 'You do not have permission to do that', details: null },
      ],
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Export to ATS' });
    const job = await within(dialog).findByRole('combobox', { name: /Job/ });
    await waitFor(() => expect(job.hasAttribute('disabled')).toBe(false));
    await user.click(job);
    await user.click(await screen.findByRole('option', { name: 'No job (add as a prospect)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Export 2 candidates' }));
    expect(await screen.findByText('You do not have permission to do that')).toBeTruthy();
  });
});
