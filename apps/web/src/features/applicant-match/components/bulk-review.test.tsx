import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applicant,
  BASE,
  listRoutes,
  P,
  type Recorded,
  type Routes,
  renderScreens,
} from '../test/applicant-fixtures';

const REVIEW = `POST ${P}/applicants/review`;
const SEND = `POST ${P}/rejection-email/send`;
const CONFIG = `PUT ${P}/rejection-email-config`;

const many = Array.from({ length: 1200 }, (_, i) => applicant(1000 + i));
const reasons: Routes = {
  [`POST ${BASE}/ats/decline-reasons`]: [200, { data: [{ id: 'r1', name: 'Not enough experience' }] }],
};

/** Declines each slice; one applicant per slice is already declined, and the second slice fails once. */
function reviewAnswer() {
  let calls = 0;
  return (req: Recorded): [number, unknown] => {
    calls += 1;
    const { applicantIds } = req.body as { applicantIds: string[] };
    if (calls === 2)
      return [503, { code: 'UNAVAILABLE', message: 'The review service is busy.', details: null }];
    const [first, ...rest] = applicantIds;
    return [
      200,
      {
        moved: rest.map((applicantId, i) => ({
          applicantId,
          // One decline a slice stayed in Talentbase (not imported from the ATS).
          sentToAts: i !== 0,
          atsJobId: '101',
          atsJobName: 'Backend Engineer',
          candidateId: `c${applicantId}`,
          status: 0,
          moveType: 'reject',
          fromAtsStageId: '1',
          fromAtsStageName: 'Under review',
          toAtsStageId: '0',
          toAtsStageName: 'Rejected',
        })),
        skipped: [{ applicantId: first, reason: 'Already declined' }],
      },
    ];
  };
}

describe('Bulk review', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('declines every applicant of the status in slices of 500 with a reason and the rejection email, and retries the failed slice', async () => {
    const u = userEvent.setup();
    const { api } = renderScreens({
      ...listRoutes(many),
      ...reasons,
      [REVIEW]: reviewAnswer(),
      [`GET ${P}/rejection-email-config`]: [
        200,
        { subject: 'Your application', body: 'Thank you for applying.' },
      ],
      [CONFIG]: (req) => [200, req.body],
      [SEND]: (req) => [
        200,
        { queued: (req.body as { applicantIds: string[] }).applicantIds.length, skipped: 0 },
      ],
    });
    await screen.findByTestId('applicant-table');
    await u.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('20 applicants selected');
    await u.click(screen.getByRole('button', { name: 'Select all 1,200' }));
    await waitFor(() =>
      expect(screen.getByTestId('selected-count').textContent).toBe('1,200 applicants selected'),
    );

    await u.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline: 1,200 applicants' });
    // Every decline names one of the team's reasons.
    expect(
      (within(dialog).getByRole('button', { name: 'Decline 1,200' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await u.click(within(dialog).getByRole('combobox', { name: 'Decline reason' }));
    await u.click(await screen.findByRole('option', { name: 'Not enough experience' }));
    await u.click(within(dialog).getByRole('checkbox', { name: /Send a rejection email/ }));
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Your application'));
    await u.clear(subject);
    await u.type(subject, 'About your application');
    await u.click(within(dialog).getByRole('button', { name: 'Decline 1,200' }));

    const result = await within(dialog).findByTestId('review-result', {}, { timeout: 20_000 });
    // Three slices: 500, 500 (failed), 200.
    expect(api.to(REVIEW).map((r) => (r.body as { applicantIds: string[] }).applicantIds.length)).toEqual([
      500, 500, 200,
    ]);
    expect(api.to(REVIEW)[0]?.body).toMatchObject({ action: 'reject', declineReasonId: 'r1' });
    expect(api.to(CONFIG)[0]?.body).toEqual({
      subject: 'About your application',
      body: 'Thank you for applying.',
    });
    expect(result.textContent).toContain('698 applicants declined.');
    expect(result.textContent).toContain('Already declined (2)');
    expect(within(result).getByTestId('not-sent-to-ats').textContent).toMatch(
      /^2 declines recorded in Talentbase only, not in the ATS/,
    );
    expect(within(result).getByRole('alert').textContent).toContain('500 applicants not reviewed');
    expect(within(result).getByRole('alert').textContent).toContain('The review service is busy.');
    // The email went to those really declined, never to the skipped.
    const emailed = api.to(SEND).flatMap((r) => (r.body as { applicantIds: string[] }).applicantIds);
    expect(emailed).toHaveLength(698);
    expect(emailed).not.toContain('1000');
    expect(within(result).getByTestId('rejection-email-result').textContent).toContain(
      'queued for 698 applicants',
    );

    await u.click(within(result).getByRole('button', { name: 'Try these 500 again' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('review-result').textContent).toContain('1,197 applicants declined.'),
    );
    expect(api.to(REVIEW)[3]?.body).toMatchObject({ applicantIds: expect.arrayContaining(['1500']) });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('review-result').textContent).toContain('Already declined (3)');
  });

  it('moves one applicant forward from the applicant panel to the chosen stage', async () => {
    const u = userEvent.setup();
    const rows = [applicant(1, {}, 'Ada Quinn')];
    const { api } = renderScreens({
      ...listRoutes(rows),
      [`POST ${BASE}/ats/stages`]: [200, { data: [{ atsStageId: 's2', atsStageName: 'Phone screen' }] }],
      [REVIEW]: (req) => [
        200,
        {
          moved: [
            {
              applicantId: '1',
              atsJobId: '101',
              atsJobName: 'Backend Engineer',
              candidateId: 'c1',
              status: 2,
              moveType: 'moveForward',
              fromAtsStageId: '1',
              fromAtsStageName: 'Under review',
              toAtsStageId: (req.body as { toAtsStageId: string }).toAtsStageId,
              toAtsStageName: 'Phone screen',
            },
          ],
          skipped: [],
        },
      ],
      [`POST ${P}/applicants/1/view-log`]: [200, {}],
    });
    await u.click(await screen.findByRole('button', { name: 'Ada Quinn' }));
    const panel = await screen.findByTestId('applicant-panel');
    await u.click(within(panel).getByRole('button', { name: 'Move forward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move forward: Ada Quinn' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Move to stage' }));
    await u.click(await screen.findByRole('option', { name: 'Phone screen' }));
    await u.click(within(dialog).getByRole('button', { name: 'Move forward' }));
    expect((await within(dialog).findByTestId('review-result')).textContent).toContain(
      '1 applicant moved forward.',
    );
    expect(api.to(REVIEW)[0]?.body).toEqual({
      applicantIds: ['1'],
      action: 'moveForward',
      toAtsStageId: 's2',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('applicant-panel')).toBeNull());
  });

  it('offers no review to a role that may not review', async () => {
    renderScreens(listRoutes([applicant(1)]), { canReview: false, canUpload: false });
    await screen.findByTestId('applicant-table');
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add applicants' })).toBeNull();
  });
});
