import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, subject } from '../../test/fixtures';
import { openPipeline } from '../pipeline/test/pipeline-fixtures';

const pro = { 'GET /api/auth/me': [200, { user: currentUser({ subject: subject({ plan: 'pro' }) }) }] };
const connection = (providerId: string, over: Record<string, unknown> = {}) => ({
  id: `1111111${providerId.length}-1111-4111-8111-111111111111`,
  providerId,
  scope: 'team',
  status: 'connected',
  settings: {},
  hasCredentials: true,
  storedFields: ['api_key'],
  lastTest: null,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

async function selectTwo() {
  const user = userEvent.setup();
  const board = await screen.findByTestId('pipeline-board');
  const goodFit = within(board).getAllByTestId('board-column')[0] as HTMLElement;
  await user.click(await within(goodFit).findByRole('checkbox', { name: 'Select Candidate 12' }));
  await user.click(within(goodFit).getByRole('checkbox', { name: /Select Ada/ }));
  return user;
}

describe('Export to ATS on the pipeline', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('an owner of a team with a Greenhouse Harvest connection exports a selection', async () => {
    const { api } = openPipeline(3, {
      ...pro,
      'GET /api/v1/integrations/connections': [200, { connections: [connection('greenhouse_harvest')] }],
    });
    const user = await selectTwo();
    await user.click(await screen.findByRole('button', { name: 'Export to ATS…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to ATS' });
    expect(within(dialog).getByText(/2 candidates go to Greenhouse Harvest/)).toBeTruthy();
    await waitFor(() =>
      expect(
        api.to(`GET /api/v1/integrations/connections/${connection('greenhouse_harvest').id}/jobs`),
      ).toHaveLength(1),
    );
  });

  it('is not offered without a connection Talentbase can export to', async () => {
    openPipeline(3, {
      ...pro,
      'GET /api/v1/integrations/connections': [
        200,
        { connections: [connection('copper'), connection('lever', { status: 'disconnected' })] },
      ],
    });
    await selectTwo();
    expect(await screen.findByText('2 selected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export to ATS…' })).toBeNull();
  });

  it('is not offered to a collaborator', async () => {
    const { api } = openPipeline(0, {
      ...pro,
      'GET /api/v1/integrations/connections': [200, { connections: [connection('greenhouse_harvest')] }],
    });
    await screen.findByTestId('pipeline-board');
    expect(screen.queryByRole('button', { name: 'Export to ATS…' })).toBeNull();
    expect(api.to('GET /api/v1/integrations/connections')).toHaveLength(0);
  });
});
