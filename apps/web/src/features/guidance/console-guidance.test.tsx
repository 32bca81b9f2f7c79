import type { ConsoleGuidanceItem } from '@talentbase/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../organization/test-helpers';

const forbidden = [403, { code: 'FORBIDDEN', message: 'Not allowed', details: null }] as [number, unknown];

import { ConsoleGuidance } from './console-guidance';

const row = (name: string, over: Partial<ConsoleGuidanceItem['config']> = {}): ConsoleGuidanceItem => ({
  config: {
    guidanceName: name,
    tutorialType: 'MemberDashboard',
    expiredUTCDate: null,
    appearsOnce: true,
    skipUpdateRedux: false,
    priority: 701,
    disabled: false,
    minPlan: 'basic',
    maxPlan: 'pro',
    route: '/v5/talent-pool/dashboard',
    steps: [{ target: 'a', title: 't', body: 'b', style: 'Popover', actions: ['Complete'] }],
    ...over,
  },
  seen: 3,
  completed: 1,
  helpful: 1,
  notHelpful: 0,
  updatedAt: '2026-11-27T00:00:00.000Z',
});
const PATH = '/customer-console/forking/dashboard';

describe('ConsoleGuidance', () => {
  it('lists the tutorials with plans, expiry and counts', async () => {
    renderRoute(<ConsoleGuidance />, PATH, {
      'GET /api/v1/customer-console/guidance': [
        200,
        {
          data: [
            row('member-dashboard-tour'),
            row('recruit-mate-activity', { expiredUTCDate: '2024-09-29T00:00:00.000Z', minPlan: 'growth' }),
          ],
        },
      ],
    });
    const rows = await screen.findAllByTestId('guidance-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Never')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('29 Sept 2024')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Expired')).toBeTruthy();
    expect(screen.getAllByText('3 seen · 1 completed · 1 helpful · 0 not helpful')).toHaveLength(2);
  });

  it('turns a tutorial off', async () => {
    const api = renderRoute(<ConsoleGuidance />, PATH, {
      'GET /api/v1/customer-console/guidance': [200, { data: [row('member-dashboard-tour')] }],
      'PATCH /api/v1/customer-console/guidance/member-dashboard-tour': [
        200,
        { data: row('member-dashboard-tour', { disabled: true }) },
      ],
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'Shown member-dashboard-tour' }));
    await waitFor(() =>
      expect(api.to('PATCH /api/v1/customer-console/guidance/member-dashboard-tour')[0]?.body).toEqual({
        disabled: true,
      }),
    );
  });

  it("edits the expiry and shows the server's refusal", async () => {
    const api = renderRoute(<ConsoleGuidance />, PATH, {
      'GET /api/v1/customer-console/guidance': [200, { data: [row('member-dashboard-tour')] }],
      'PATCH /api/v1/customer-console/guidance/member-dashboard-tour': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message:
            'The expiry date must be later than 2023-01-01 (UTC), or empty for a tutorial that never expires',
          details: null,
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit member-dashboard-tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member-dashboard-tour' });
    fireEvent.click(within(dialog).getByLabelText('Never expires'));
    fireEvent.change(within(dialog).getByLabelText(/Expires on/), { target: { value: '2022-05-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('guidance-edit-error')).textContent).toContain(
      'later than 2023-01-01',
    );
    expect(api.to('PATCH /api/v1/customer-console/guidance/member-dashboard-tour')[0]?.body).toMatchObject({
      expiredUTCDate: '2022-05-01T00:00:00.000Z',
      priority: 701,
    });
  });

  it('has an error and an empty state', async () => {
    renderRoute(<ConsoleGuidance />, PATH, { 'GET /api/v1/customer-console/guidance': forbidden });
    expect(await screen.findByText('The tutorials could not be loaded')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderRoute(<ConsoleGuidance />, PATH, { 'GET /api/v1/customer-console/guidance': [200, { data: [] }] });
    expect(await screen.findByText('No tutorials are configured.')).toBeTruthy();
  });
});
