/** The dashboard's "Offers awaiting your approval": a link per offer, nothing when none wait. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubProjectApi } from '../../projects/test/project-api';
import { OffersAwaitingMe } from './offers-awaiting-me';

const URL = 'GET /api/v1/offers/awaiting-my-approval';

describe('Offers awaiting my approval', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('links each waiting offer to the candidate in its project', async () => {
    stubProjectApi({
      [URL]: [
        200,
        {
          data: [
            {
              offerId: '5',
              projectId: '7',
              projectName: 'Backend Engineer – Berlin',
              candidateId: 42,
              candidateName: 'Ada Byron',
              salaryAmount: 95000,
              currency: 'EUR',
              salaryPeriod: 'year',
              submittedAt: '2030-01-01T10:00:00.000Z',
              submittedBy: 'Riley Relations',
            },
          ],
        },
      ],
    });
    renderWithProviders(<OffersAwaitingMe />);
    const section = await screen.findByTestId('offers-awaiting');
    expect(within(section).getByRole('heading', { name: 'Offers awaiting your approval (1)' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe(
      '/v5/talent-pool/project/7?candidate=42',
    );
    expect(within(section).getByText('EUR 95,000 a year')).toBeTruthy();
    expect(within(section).getByText(/from Riley Relations/)).toBeTruthy();
  });

  it('shows nothing when no offer waits', async () => {
    const api = stubProjectApi({ [URL]: [200, { data: [] }] });
    renderWithProviders(<OffersAwaitingMe />);
    expect(screen.getByTestId('offers-awaiting-loading')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('offers-awaiting-loading')).toBeNull());
    expect(api.to(URL)).toHaveLength(1);
    expect(screen.queryByTestId('offers-awaiting')).toBeNull();
  });
});
