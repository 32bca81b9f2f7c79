import { DEFAULT_ATS_SOURCE_TRACKING, DEFAULT_SOURCE_TRACKING } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, serverError } from '../../features/organization/test-helpers';
import { AdminTeamSettingsAtsSourceTrackingPage } from './admin-team-settings-ats-source-tracking';
import { AdminTeamSettingsSourceTrackingPage } from './admin-team-settings-source-tracking';

const fresh = { updatedAt: null, updatedBy: null };
const ATS_GET = 'GET /api/v1/team-settings/ats-source-tracking';
const ATS_PUT = 'PUT /api/v1/team-settings/ats-source-tracking';

describe('ATS source tracking page', () => {
  it('saves the source, the medium and an exception for one ATS', async () => {
    const api = renderRoute(
      <AdminTeamSettingsAtsSourceTrackingPage />,
      '/admin/team-settings/ats-source-tracking',
      {
        [ATS_GET]: [200, { data: DEFAULT_ATS_SOURCE_TRACKING, ...fresh }],
        [ATS_PUT]: (req) => [
          200,
          { data: req.body, updatedAt: '2026-03-01T10:00:00.000Z', updatedBy: 'Dana Demo' },
        ],
      },
    );
    expect(await screen.findByText('Your team uses the defaults: nothing saved yet.')).toBeTruthy();
    expect(screen.getByText(/No exceptions/)).toBeTruthy();
    const user = userEvent.setup();
    const medium = screen.getAllByLabelText(/^Medium/)[0] as HTMLInputElement;
    await user.clear(medium);
    await user.type(medium, 'Outbound');
    await user.click(screen.getByRole('button', { name: 'Add an exception' }));
    const row = screen.getByRole('group', { name: 'Exception 1' });
    await user.type(within(row).getByLabelText('ATS'), 'lever');
    const rowSource = within(row).getByLabelText('Source name');
    await user.clear(rowSource);
    await user.type(rowSource, 'Talentbase agency');
    expect(screen.getByTestId('source-example').textContent).toContain(
      'to Lever with source Talentbase agency',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(ATS_PUT)).toHaveLength(1));
    expect(api.to(ATS_PUT)[0]?.body).toEqual({
      sourceName: 'Talentbase',
      sourceMedium: 'Outbound',
      overrides: [{ providerId: 'lever', sourceName: 'Talentbase agency', sourceMedium: 'Outbound' }],
    });
    expect(await screen.findByText(/by Dana Demo/)).toBeTruthy();
  });

  it('checks the form before sending: an empty source and a repeated ATS', async () => {
    const api = renderRoute(
      <AdminTeamSettingsAtsSourceTrackingPage />,
      '/admin/team-settings/ats-source-tracking',
      {
        [ATS_GET]: [
          200,
          {
            data: {
              ...DEFAULT_ATS_SOURCE_TRACKING,
              overrides: [
                { providerId: 'lever', sourceName: 'A', sourceMedium: 'B' },
                { providerId: 'lever', sourceName: 'C', sourceMedium: 'D' },
              ],
            },
            ...fresh,
          },
        ],
        [ATS_PUT]: [200, { data: DEFAULT_ATS_SOURCE_TRACKING, ...fresh }],
      },
    );
    const user = userEvent.setup();
    const source = (await screen.findAllByLabelText(/^Source name/))[0] as HTMLInputElement;
    await user.clear(source);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the source name')).toBeTruthy();
    expect(screen.getByText(/lever already has its own source/)).toBeTruthy();
    expect(api.to(ATS_PUT)).toHaveLength(0);
    // Removing the repeated row and filling the source lets it save.
    await user.click(screen.getByRole('button', { name: 'Remove exception 2' }));
    await user.type(source, 'Talentbase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(ATS_PUT)).toHaveLength(1));
  });

  it('shows a load error with a retry', async () => {
    renderRoute(<AdminTeamSettingsAtsSourceTrackingPage />, '/admin/team-settings/ats-source-tracking', {
      [ATS_GET]: [...serverError],
    });
    expect(await screen.findByText('ATS source tracking could not be loaded')).toBeTruthy();
  });
});

describe('Source tracking page', () => {
  it('turns on the medium by origin and saves the words, with server messages under the fields', async () => {
    const api = renderRoute(<AdminTeamSettingsSourceTrackingPage />, '/admin/team-settings/source-tracking', {
      'GET /api/v1/team-settings/source-tracking': [200, { data: DEFAULT_SOURCE_TRACKING, ...fresh }],
      'PUT /api/v1/team-settings/source-tracking': (req) => [200, { data: req.body, ...fresh }],
    });
    const jobBoard = (await screen.findByLabelText(/^Job board/)) as HTMLInputElement;
    expect(jobBoard.disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Write where each candidate came from/ }));
    expect(jobBoard.disabled).toBe(false);
    await user.clear(jobBoard);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the job board medium')).toBeTruthy();
    await user.type(jobBoard, 'Job boards');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/v1/team-settings/source-tracking')).toHaveLength(1));
    expect(api.to('PUT /api/v1/team-settings/source-tracking')[0]?.body).toEqual({
      mediumByOrigin: true,
      originMediums: { ...DEFAULT_SOURCE_TRACKING.originMediums, jobboard: 'Job boards' },
    });
    expect(screen.getByRole('link', { name: 'ATS source tracking' }).getAttribute('href')).toBe(
      '/admin/team-settings/ats-source-tracking',
    );
  });
});
