/** The Offer section of a project candidate: empty, make an offer, buttons by what the offer allows. */
import type { CandidateOffers, Offer } from '@talentbase/shared/contracts/offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../../projects/test/project-api';
import { OfferSection } from './offer-section';

const BASE = '/api/v1/projects/7/candidates/42/offers';
const defaults: CandidateOffers['defaults'] = {
  currency: 'EUR',
  salaryPeriod: 'year',
  bonusPercent: 10,
  startDate: '2030-02-01',
  answerByDate: '2030-01-20',
  benefits: 'Pension',
  signatory: 'Dana Lee',
};
const me = '00000000-0000-4000-8000-000000000001';
const harper = '00000000-0000-4000-8000-000000000002';

function offer(over: Partial<Offer> = {}): Offer {
  return {
    offerId: '5',
    projectId: '7',
    candidateId: 42,
    status: 'initiated',
    statusName: 'Offer initiated',
    engagementStatus: 34,
    salaryAmount: 95000,
    currency: 'EUR',
    salaryPeriod: 'year',
    bonusPercent: 10,
    startDate: '2030-02-01',
    answerByDate: '2030-01-20',
    benefits: 'Pension',
    signatory: 'Dana Lee',
    notes: '',
    createdBy: { userId: me, name: 'Riley Relations' },
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    lastComment: null,
    approvals: [],
    currentApprover: null,
    actions: ['edit', 'submit', 'withdrawn'],
    ...over,
  };
}

const answer = (offers: Offer[], canManage = true): [number, { data: CandidateOffers }] => [
  200,
  { data: { offers, defaults, approvalRequired: true, canManage } },
];

function renderSection(routes: ProjectRoutes) {
  const api = stubProjectApi(routes);
  renderWithProviders(<OfferSection projectId="7" candidateId={42} />);
  return api;
}

describe('Offer section', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('makes an offer with the team defaults prefilled and checks the salary first', async () => {
    const u = userEvent.setup();
    let offers: Offer[] = [];
    const api = renderSection({
      [`GET ${BASE}`]: () => answer(offers),
      [`POST ${BASE}`]: (req) => {
        offers = [offer({ salaryAmount: (req.body as { salaryAmount: number }).salaryAmount })];
        return [200, { data: offers[0] }];
      },
    });
    expect(screen.getByTestId('offer-loading')).toBeTruthy();
    expect(await screen.findByText('No offer yet.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    expect((within(dialog).getByLabelText('Currency') as HTMLInputElement).value).toBe('EUR');
    expect((within(dialog).getByLabelText('Benefits') as HTMLTextAreaElement).value).toBe('Pension');
    await u.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Enter the salary as a number')).toBeTruthy();
    expect(api.to(`POST ${BASE}`)).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Salary/ }), '95000');
    await u.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(api.to(`POST ${BASE}`)).toHaveLength(1));
    expect(api.to(`POST ${BASE}`)[0]?.body).toMatchObject({
      salaryAmount: 95000,
      currency: 'EUR',
      salaryPeriod: 'year',
      startDate: '2030-02-01',
    });
    expect(await screen.findByTestId('offer-status')).toHaveProperty('textContent', 'Offer initiated');
    expect(screen.getByText('EUR 95,000 a year')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the approval steps and lets only the current approver approve or reject, with a reason', async () => {
    const u = userEvent.setup();
    const pending = offer({
      status: 'pending_approval',
      statusName: 'Pending approval',
      approvals: [
        {
          round: 1,
          stepOrder: 1,
          kind: 'member',
          approver: { userId: harper, name: 'Harper Manager' },
          decision: 'approved',
          comment: 'Fine by me',
          decidedAt: '2030-01-02T10:00:00.000Z',
        },
        {
          round: 1,
          stepOrder: 2,
          kind: 'project_owner',
          approver: { userId: me, name: 'Riley Relations' },
          decision: 'pending',
          comment: null,
          decidedAt: null,
        },
      ],
      currentApprover: { userId: me, name: 'Riley Relations' },
      actions: ['approve', 'reject'],
    });
    const api = renderSection({
      [`GET ${BASE}`]: answer([pending], false),
      [`POST ${BASE}/5/reject`]: [200, { data: offer({ lastComment: 'Too high' }) }],
    });
    const steps = await screen.findByTestId('offer-approvals');
    expect(within(steps).getByText('Harper Manager')).toBeTruthy();
    expect(within(steps).getByText('Approved')).toBeTruthy();
    expect(within(steps).getByText('“Fine by me”')).toBeTruthy();
    expect(within(steps).getByText('Waiting')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the offer' });
    await u.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why the offer is rejected')).toBeTruthy();
    expect(api.to(`POST ${BASE}/5/reject`)).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too high');
    await u.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.to(`POST ${BASE}/5/reject`)).toHaveLength(1));
    expect(api.to(`POST ${BASE}/5/reject`)[0]?.body).toEqual({ comment: 'Too high' });
  });

  it('offers sent, accepted and declined only when the offer allows them, and shows earlier offers', async () => {
    renderSection({
      [`GET ${BASE}`]: answer([
        offer({
          offerId: '6',
          status: 'sent',
          statusName: 'Sent',
          actions: ['accepted', 'declined', 'withdrawn'],
        }),
        offer({
          offerId: '4',
          status: 'declined',
          statusName: 'Declined',
          lastComment: 'Took another job',
          actions: [],
        }),
      ]),
    });
    expect(await screen.findByRole('button', { name: 'Mark as accepted' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Declined' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(
      within(screen.getByTestId('offer-history')).getByText(/Declined · EUR 95,000 a year/),
    ).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderSection({
      [`GET ${BASE}`]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }],
    });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
