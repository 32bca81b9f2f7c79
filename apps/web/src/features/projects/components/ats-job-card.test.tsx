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

describe('ATS job card', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('links a job typed by id, checking the form first, then shows it as Configured', async () => {
    const api = stubProjectApi({
      [CONFIG]: [200, { data: {}, message: 'success' }],
      [LINK]: (req) => [200, { data: { ...linked, ...(req.body as object) }, message: 'success' }],
    });
    renderWithProviders(<AtsJobCard project={projectInformation({ permissions: canSync })} />);
    expect(await screen.findByText('Not Setup')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Link job' }));
    expect(await screen.findByText('Choose an ATS')).toBeTruthy();
    expect(screen.getByText('Enter the ATS job id')).toBeTruthy();
    expect(api.to(LINK)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^ATS\W*$/, { selector: 'input' }), 'lever');
    await user.type(screen.getByLabelText(/ATS job id/), 'abc-1');
    await user.click(screen.getByRole('button', { name: 'Link job' }));
    await waitFor(() => expect(api.to(LINK)).toHaveLength(1));
    expect(api.to(LINK)[0]?.body).toEqual({ projectId: '101', atsName: 'lever', atsJobId: 'abc-1' });
    expect(await screen.findByText('Configured')).toBeTruthy();
    expect(screen.getByText(/in Lever/)).toBeTruthy();
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
