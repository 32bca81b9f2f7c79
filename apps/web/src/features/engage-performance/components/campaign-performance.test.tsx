import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type RecordedRequest, stubProjectApi } from '../../projects/test/project-api';
import { PERFORMANCE_REFETCH_MS } from '../api/performance';
import { CampaignPerformance } from './campaign-performance';

const metrics = {
  enrolled: 5,
  sent: 4,
  delivered: 4,
  opened: 2,
  clicked: 1,
  replied: 1,
  bounced: 0,
  unsubscribed: 1,
  failed: 0,
};
const zero = { sent: 0, delivered: 0, opened: 0, clicked: 0, bounced: 0, failed: 0, scheduled: 0 };

function renderIt() {
  const api = stubProjectApi({
    'POST /api/tb-v2/v1/campaigns/3/performance': (req: RecordedRequest) => {
      const body = req.body as { statusFilter?: string[] };
      return [
        200,
        {
          campaignId: '3',
          metrics: body.statusFilter?.includes('bounced') ? { ...metrics, sent: 0, enrolled: 0 } : metrics,
          rates: {},
        },
      ];
    },
    'POST /api/tb-v2/v1/campaigns/3': [
      200,
      {
        total: 1,
        offset: 0,
        limit: 10,
        recipients: [
          {
            threadId: '9',
            candidateId: '1',
            fullName: 'Tia One',
            email: 'tia@example.org',
            status: 'scheduled',
            lastStep: 2,
            lastSentAt: null,
            delivered: true,
            opened: true,
            clicked: true,
            replied: false,
            bounced: false,
            unsubscribed: false,
            sender: { userId: 'u1', name: 'Ada Lovelace' },
            pipeline: { stageId: 2, stageLabel: 4, labelName: 'Email clicked', engagementStatus: 8 },
          },
        ],
      },
    ],
    'GET /api/tb-v2/v1/campaigns/3/team-statistics': [
      200,
      {
        campaignId: '3',
        steps: [
          {
            step: 1,
            subject: 'Hello',
            totals: { ...zero, sent: 4, delivered: 4, opened: 2 },
            senders: [
              { userId: 'u1', name: 'Ada Lovelace', metrics: { ...zero, sent: 4, delivered: 4, opened: 2 } },
            ],
          },
        ],
      },
    ],
  });
  renderWithProviders(<CampaignPerformance campaignId="3" />);
  return api;
}

describe('CampaignPerformance', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the numbers, the funnel, the recipients with their label and the per-step statistics', async () => {
    renderIt();
    const funnel = await screen.findByRole('list', { name: 'Funnel' });
    expect(within(funnel).getByText('2 · 50%')).toBeTruthy(); // opened of sent
    expect(within(funnel).getAllByText('1 · 25%')).toHaveLength(2); // clicked, replied
    const tia = (await screen.findByText('Tia One')).closest('.mantine-Card-root') as HTMLElement;
    expect(within(tia).getByText('Email clicked')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Step 1' })).toBeTruthy();
    expect(PERFORMANCE_REFETCH_MS).toBe(600_000);
  });

  it('sends the status filter to the performance call', async () => {
    const u = userEvent.setup();
    const api = renderIt();
    await screen.findByRole('list', { name: 'Funnel' });
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    // The dropdown's options are in the document but still hidden by its opening transition here.
    await waitFor(() =>
      expect(screen.queryAllByRole('option', { hidden: true }).map((o) => o.textContent)).toContain(
        'Bounced',
      ),
    );
    await u.click(
      screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent === 'Bounced') as HTMLElement,
    );
    await waitFor(() =>
      expect(api.to('POST /api/tb-v2/v1/campaigns/3/performance').at(-1)?.body).toEqual({
        statusFilter: ['bounced'],
      }),
    );
    expect(api.to('POST /api/tb-v2/v1/campaigns/3').at(-1)?.body).toMatchObject({
      statusFilter: ['bounced'],
      offset: 0,
    });
  });
});
