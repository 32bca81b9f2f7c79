import type { AtsImportRun, AtsImportState } from '@talentbase/shared/contracts/applicant-match-ats-import';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRoutes, P, renderScreens } from '../test/applicant-fixtures';

const IMPORT = `${P}/ats-import`;

const run = (over: Partial<AtsImportRun> = {}): AtsImportRun => ({
  id: '7',
  status: 'queued',
  trigger: 'manual',
  atsName: 'greenhouse_harvest',
  atsLabel: 'Greenhouse Harvest',
  atsJobId: '101',
  total: 0,
  processed: 0,
  imported: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  skippedDetail: [],
  withoutResume: 0,
  error: null,
  createdAt: '2026-11-27T20:00:00.000Z',
  finishedAt: null,
  ...over,
});

const linked = (over: Partial<AtsImportState> = {}): AtsImportState => ({
  link: {
    atsName: 'greenhouse_harvest',
    atsLabel: 'Greenhouse Harvest',
    atsJobId: '101',
    atsJobName: 'Backend',
  },
  connected: true,
  supported: true,
  canImport: true,
  intervalMinutes: 30,
  latest: null,
  ...over,
});

describe('Importing applicants from the ATS', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('starts an import, follows it with a progress bar and shows the counts and skipped reasons', async () => {
    const u = userEvent.setup();
    const states: AtsImportState[] = [
      linked(),
      linked({ latest: run({ status: 'running', total: 40, processed: 10 }) }),
      linked({
        latest: run({
          status: 'done',
          total: 40,
          processed: 40,
          imported: 36,
          updated: 2,
          unchanged: 1,
          skipped: 1,
          skippedDetail: [{ name: 'Application 99', reason: 'Greenhouse Harvest gave no name or email' }],
          withoutResume: 36,
          finishedAt: '2026-11-27T20:01:00.000Z',
        }),
      }),
    ];
    let reads = 0;
    const { api } = renderScreens({
      ...listRoutes([]),
      [`GET ${IMPORT}`]: () => [200, states[Math.min(reads++, states.length - 1)]],
      [`POST ${IMPORT}`]: [200, run()],
    });
    const button = await screen.findByRole('button', { name: 'Import applicants from Greenhouse Harvest' });
    expect(screen.getByText(/imported every 30 minutes/)).toBeTruthy();
    await u.click(button);
    await waitFor(() => expect(api.to(`POST ${IMPORT}`)).toHaveLength(1));
    // The run is queued: the button waits, the bar says the ATS is being read, then counts.
    expect((await screen.findByTestId('ats-import-progress-label')).textContent).toMatch(
      /Reading the applications from Greenhouse Harvest|Importing 10 of 40 applications/,
    );
    expect(
      (screen.getByRole('button', { name: 'Import applicants from Greenhouse Harvest' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await waitFor(
      () =>
        expect(screen.getByTestId('ats-import-progress-label').textContent).toBe(
          'Importing 10 of 40 applications',
        ),
      {
        timeout: 5000,
      },
    );
    const result = await screen.findByTestId('ats-import-result', {}, { timeout: 8000 });
    expect(result.textContent).toMatch(/36 imported, 2 updated, 1 unchanged, 1 skipped/);
    expect(screen.getByTestId('ats-import-skipped').textContent).toMatch(
      /Application 99: Greenhouse Harvest gave no name or email/,
    );
    expect(screen.getByTestId('ats-import-no-resume').textContent).toMatch(
      /36 applicants came without a résumé/,
    );
  });

  it('shows the ATS’s clear message when the last import failed', async () => {
    renderScreens({
      ...listRoutes([]),
      [`GET ${IMPORT}`]: [
        200,
        linked({
          latest: run({
            status: 'failed',
            error: 'Greenhouse Harvest refused the connection’s credentials: an admin must update them',
            finishedAt: '2026-11-27T20:01:00.000Z',
          }),
        }),
      ],
    });
    expect((await screen.findByTestId('ats-import-failed')).textContent).toMatch(
      /refused the connection’s credentials/,
    );
  });

  it('says why the import cannot start when the ATS is not connected', async () => {
    renderScreens({ ...listRoutes([]), [`GET ${IMPORT}`]: [200, linked({ connected: false })] });
    expect((await screen.findByTestId('ats-import-blocked')).textContent).toMatch(/not connected/);
    expect(
      (screen.getByRole('button', { name: 'Import applicants from Greenhouse Harvest' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('shows nothing for a job that is not linked, and an error with a retry when the state cannot load', async () => {
    const first = renderScreens(listRoutes([]));
    await waitFor(() => expect(first.api.to(`GET ${IMPORT}`)).toHaveLength(1));
    expect(screen.queryByTestId('ats-import-card')).toBeNull();
    first.view.unmount();
    renderScreens({
      ...listRoutes([]),
      [`GET ${IMPORT}`]: [422, { code: 'UNPROCESSABLE', message: 'Try again later', details: null }],
    });
    expect((await screen.findByTestId('ats-import-error')).textContent).toMatch(/could not be loaded/);
  });
});
