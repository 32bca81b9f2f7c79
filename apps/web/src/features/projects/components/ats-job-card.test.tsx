import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OWNER_PERMISSIONS, projectInformation } from '../test/fixtures';
import { stubProjectApi } from '../test/project-api';
import { AtsJobCard } from './ats-job-card';

const CONFIG = 'GET /api/v1/talentsync/getProjectConfig';
const LINK = 'POST /api/v1/talentsync/linkProject';
const UNLINK = 'POST /api/v1/talentsync/unlinkProject';
const linked = {
  projectId: '101',
  atsName: 'lever',
  atsJobId: 'abc-1',
  atsJobName: 'Backend Engineer',
  stageMapping: [],
  status: 'Configured',
  updatedBy: 'Ada Lovelace',
  updateDate: '2026-03-01T10:00:00.000Z',
};
const canSync = [...OWNER_PERMISSIONS, 'candidate.syncToAts'];
const CONNECTIONS = 'GET /api/v1/integrations/connections';
const JOBS = 'GET /api/v1/integrations/connections/c-1/jobs';
const STAGES = 'GET /api/v1/integrations/connections/c-1/jobs/j1/stages';
const SUMMARY = 'GET /api/v1/pipelines/101/summary';
const ashby = { id: 'c-1', providerId: 'ashby', status: 'connected', hasCredentials: true };
const stage = (stageId: number, stageName: string) => ({ stageId, stageName, stageStatus: 0 });
const PIPELINE = {
  templateId: null,
  templateName: 'Default',
  total: 0,
  positions: [],
  categories: [
    { categoryId: 1, categoryName: 'Sourcing', stages: [stage(1, 'Good Fit'), stage(2, 'Contacted')] },
    { categoryId: 2, categoryName: 'Screen', stages: [] },
    { categoryId: 3, categoryName: 'Interview', stages: [] },
    { categoryId: 4, categoryName: 'Offer', stages: [] },
  ],
};

describe('ATS job card', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('picks the ATS and the job from the ATS, suggests the stage mapping by name, and saves it', async () => {
    const api = stubProjectApi({
      [CONFIG]: [200, { data: {}, message: 'success' }],
      [CONNECTIONS]: [200, { connections: [ashby] }],
      [JOBS]: (req) =>
        req.query.get('cursor')
          ? [
              200,
              {
                jobs: [{ id: 'j3', title: 'Data Scientist', status: 'Open', location: 'Remote' }],
                nextCursor: null,
              },
            ]
          : [
              200,
              {
                jobs: [
                  { id: 'j1', title: 'Backend Engineer', status: 'Open', location: 'Berlin' },
                  { id: 'j2', title: 'Designer', status: 'Open', location: null },
                ],
                nextCursor: 'p2',
              },
            ],
      [STAGES]: [
        200,
        {
          stages: [
            { id: 's1', name: 'Application Review', order: 0 },
            { id: 's2', name: 'Phone Screen', order: 1 },
            { id: 's3', name: 'Onsite', order: 2 },
            { id: 's4', name: 'Offer', order: 3 },
          ],
        },
      ],
      [SUMMARY]: [200, { data: PIPELINE }],
      [LINK]: (req) => [200, { data: { ...linked, ...(req.body as object) }, message: 'success' }],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    expect(await screen.findByText('Not Setup')).toBeTruthy();
    const user = userEvent.setup();
    // The only connected ATS is chosen; it is two-way.
    expect(await screen.findByText(/Two-way/)).toBeTruthy();
    expect(await screen.findByRole('option', { name: /Backend Engineer · Berlin/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('option', { name: /Data Scientist/ })).toBeTruthy();
    await user.type(screen.getByLabelText('Search jobs'), 'back');
    expect(screen.queryByRole('option', { name: /Designer/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Job/ }), 'j1');
    // Suggestions: Good Fit ↔ Application Review, Screen ↔ Phone Screen, Interview ↔ Onsite, Offer ↔ Offer.
    const interview = await screen.findByRole('combobox', { name: 'Interview' });
    await waitFor(() => expect((interview as HTMLSelectElement).value).toBe('s3'));
    expect((screen.getByRole('combobox', { name: 'Sourcing › Good Fit' }) as HTMLSelectElement).value).toBe(
      's1',
    );
    expect((screen.getByRole('combobox', { name: 'Screen' }) as HTMLSelectElement).value).toBe('s2');
    expect((screen.getByRole('combobox', { name: 'Sourcing › Contacted' }) as HTMLSelectElement).value).toBe(
      '',
    );
    // A recruiter changes one by keyboard-friendly select: Contacted → Phone Screen is not wanted; Offer unmapped.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Offer' }), '');
    await user.click(screen.getByRole('button', { name: 'Link job' }));
    await waitFor(() => expect(api.to(LINK)).toHaveLength(1));
    expect(api.to(LINK)[0]?.body).toEqual({
      projectId: '101',
      atsName: 'ashby',
      atsJobId: 'j1',
      atsJobName: 'Backend Engineer',
      stageMapping: [
        { stageId: 1, atsStageId: 's1' },
        { stageId: null, categoryId: 2, atsStageId: 's2' },
        { stageId: null, categoryId: 3, atsStageId: 's3' },
      ],
    });
    expect(await screen.findByText('Configured')).toBeTruthy();
  });

  it('without a connected ATS, points to Apps', async () => {
    stubProjectApi({
      [CONFIG]: [200, { data: {}, message: 'success' }],
      [CONNECTIONS]: [200, { connections: [] }],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    const link = await screen.findByRole('link', { name: 'Apps' });
    expect(link.getAttribute('href')).toBe('/apps/homepage');
  });

  it('a plan without Apps (403) is told the same', async () => {
    stubProjectApi({
      [CONFIG]: [200, { data: {}, message: 'success' }],
      [CONNECTIONS]: [403, { code: 'FORBIDDEN', message: 'Upgrade', details: null }],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    expect(await screen.findByText(/No ATS is connected yet/)).toBeTruthy();
  });

  it('shows the stored mapping by stage name', async () => {
    stubProjectApi({
      [CONFIG]: [
        200,
        {
          data: {
            ...linked,
            atsName: 'ashby',
            stageMapping: [{ stageId: null, categoryId: 3, atsStageId: 's3', atsStageName: 'Onsite' }],
          },
          message: 'success',
        },
      ],
      [SUMMARY]: [200, { data: PIPELINE }],
      'GET /api/v1/integrations/sync/projects/101/status': [
        200,
        {
          data: {
            linked: true,
            twoWay: true,
            lastSyncedAt: '2026-03-01T10:00:00.000Z',
            synced: 4,
            pending: 1,
            failed: 1,
            overridden: 0,
            lastError: 'Ashby did not answer in time: try again later',
          },
        },
      ],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    expect(await screen.findByText('Interview → Onsite')).toBeTruthy();
    expect(screen.getByText(/Two-way/)).toBeTruthy();
    expect(await screen.findByText(/Last synced .* · 1 move waiting/)).toBeTruthy();
    expect(
      screen.getByText('1 move could not be written: Ashby did not answer in time: try again later'),
    ).toBeTruthy();
  });

  it('unlinks for a recruiter, and is read-only without Sync to ATS', async () => {
    const api = stubProjectApi({
      [CONFIG]: [200, { data: linked, message: 'success' }],
      [UNLINK]: [200, { success: true }],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    expect(await screen.findByText(/Linked by Ada Lovelace/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(api.to(UNLINK)).toHaveLength(1));
    expect(await screen.findByText('Not Setup')).toBeTruthy();
  });

  it('shows no controls to a member without Sync to ATS, and a load error with a retry', async () => {
    stubProjectApi({ [CONFIG]: [500, { code: 'INTERNAL', message: 'The server failed', details: null }] });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: [] })} />);
    expect(await screen.findByText('The ATS job could not be loaded', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link job' })).toBeNull();
  });
});
