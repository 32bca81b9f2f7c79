import { MantineProvider } from '@mantine/core';
import type { Scorecard, ScorecardListResponse } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../../projects/test/project-api';
import { ScorecardsCard } from './scorecards-card';

const BASE = '/api/v1/projects/7/candidates/42/scorecards';
const questions: Scorecard['questions'] = [
  { id: 'qr', type: 'rating', label: 'Problem solving', help: '', required: true, options: [] },
  {
    id: 'qs',
    type: 'single_choice',
    label: 'Level',
    help: '',
    required: true,
    options: ['Junior', 'Senior'],
  },
  {
    id: 'qm',
    type: 'multiple_choice',
    label: 'Strengths',
    help: '',
    required: false,
    options: ['Go', 'SQL'],
  },
  { id: 'qt', type: 'short_text', label: 'Headline', help: '', required: false, options: [] },
  { id: 'qy', type: 'yes_no', label: 'Work with them again?', help: '', required: true, options: [] },
];
const form = {
  id: '5',
  name: 'Technical interview',
  kind: 'scorecard' as const,
  description: '',
  questions: [...questions],
};

const card = (over: Partial<Scorecard> = {}): Scorecard => ({
  scorecardId: '11',
  projectId: '7',
  candidateId: 42,
  formId: '5',
  formName: 'Technical interview',
  questions: [...questions],
  answers: { qr: 2, qs: 'Junior', qy: false },
  recommendation: 'no',
  author: { userId: 'u2', name: 'Hana Manager' },
  isMine: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

const list = (over: Partial<ScorecardListResponse> = {}): ScorecardListResponse => ({
  data: [card()],
  summary: {
    count: 1,
    recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 0 },
    ratings: [
      { formName: 'Technical interview', questionId: 'qr', label: 'Problem solving', average: 2, count: 1 },
    ],
  },
  canScore: true,
  forms: [form],
  ...over,
});

function renderCard(routes: ProjectRoutes) {
  const api = stubProjectApi(routes);
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <ScorecardsCard projectId="7" candidateId={42} />
    </MantineProvider>,
  );
  return api;
}

describe('Scorecards on a project candidate', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows the summary and the answers; fills a scorecard, refusing missing answers before sending', async () => {
    const u = userEvent.setup();
    const api = renderCard({
      [`GET ${BASE}`]: [200, list()],
      [`POST ${BASE}`]: (req) => [
        200,
        { data: card({ ...(req.body as object), isMine: true, scorecardId: '12' }) },
      ],
    });
    expect(screen.getByTestId('scorecards-loading')).toBeTruthy();
    const summary = await screen.findByTestId('scorecard-summary');
    expect(summary.textContent).toContain('1 scorecard');
    expect(summary.textContent).toContain('No: 1');
    expect(summary.textContent).toContain('Problem solving: 2.0 / 5');
    const item = screen.getByTestId('scorecard');
    expect(within(item).getByText('Hana Manager')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
    await u.click(within(item).getByRole('button', { name: 'Show answers' }));
    expect(within(item).getByText('2 / 5')).toBeTruthy();
    expect(within(item).getByText('Junior')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Add scorecard' }));
    // The only fillable form is chosen already.
    await u.click(await screen.findByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findAllByText('Answer this question')).toHaveLength(3);
    expect(screen.getByText('Choose an overall recommendation')).toBeTruthy();
    expect(api.to(`POST ${BASE}`)).toHaveLength(0);
    // Keyboard users are taken to the first answer to fix.
    expect(document.activeElement?.getAttribute('value')).toBe('1');

    const rating = screen.getByRole('radiogroup', { name: /Problem solving/ });
    await u.click(within(rating).getByRole('radio', { name: '4' }));
    await u.click(
      within(screen.getByRole('radiogroup', { name: /Level/ })).getByRole('radio', { name: 'Senior' }),
    );
    await u.click(screen.getByRole('checkbox', { name: 'SQL' }));
    await u.type(screen.getByRole('textbox', { name: /Headline/ }), ' Strong ');
    await u.click(
      within(screen.getByRole('radiogroup', { name: /Work with them again/ })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await u.click(screen.getByRole('radio', { name: 'Strong yes' }));
    expect(screen.queryByText('Answer this question')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    await waitFor(() => expect(api.to(`POST ${BASE}`)).toHaveLength(1));
    expect(api.to(`POST ${BASE}`)[0]?.body).toEqual({
      formId: '5',
      recommendation: 'strong_yes',
      answers: { qr: 4, qs: 'Senior', qm: ['SQL'], qt: 'Strong', qy: true },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit scorecard' })).toBeNull());
  });

  it("puts the server's message under the question it is about", async () => {
    const u = userEvent.setup();
    renderCard({
      [`GET ${BASE}`]: [200, list({ data: [], summary: { ...list().summary, count: 0, ratings: [] } })],
      [`POST ${BASE}`]: [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Some answers need attention',
          details: { fields: { 'answers.qs': 'Choose one of the options' } },
        },
      ],
    });
    expect(await screen.findByText('No scorecards yet.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Add scorecard' }));
    await u.click(
      within(screen.getByRole('radiogroup', { name: /Problem solving/ })).getByRole('radio', { name: '3' }),
    );
    await u.click(
      within(screen.getByRole('radiogroup', { name: /Level/ })).getByRole('radio', { name: 'Junior' }),
    );
    await u.click(
      within(screen.getByRole('radiogroup', { name: /Work with them/ })).getByRole('radio', { name: 'No' }),
    );
    await u.click(screen.getByRole('radio', { name: 'Strong no' }));
    await u.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Choose one of the options')).toBeTruthy();
  });

  it('lets the author edit their own scorecard, prefilled', async () => {
    const u = userEvent.setup();
    const api = renderCard({
      [`GET ${BASE}`]: [200, list({ data: [card({ isMine: true })] })],
      [`PUT ${BASE}/11`]: (req) => [200, { data: card({ ...(req.body as object), isMine: true }) }],
    });
    // Their form is filled already: nothing left to add.
    await screen.findByTestId('scorecard');
    expect(screen.queryByRole('button', { name: 'Add scorecard' })).toBeNull();
    expect(screen.getByText(/You have filled every scorecard form/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    const overall = screen.getByRole('radiogroup', { name: /Overall recommendation/ });
    expect(within(overall).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    const rating = screen.getByRole('radiogroup', { name: /Problem solving/ });
    expect(within(rating).getByRole('radio', { name: '2' })).toHaveProperty('checked', true);
    await u.click(within(overall).getByRole('radio', { name: 'Yes' }));
    await u.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(api.to(`PUT ${BASE}/11`)).toHaveLength(1));
    expect(api.to(`PUT ${BASE}/11`)[0]?.body).toEqual({
      recommendation: 'yes',
      answers: { qr: 2, qs: 'Junior', qy: false },
    });
  });

  it('shows a collaborator the scorecards without any way to add or edit', async () => {
    renderCard({
      [`GET ${BASE}`]: [200, list({ canScore: false, forms: [], data: [card({ isMine: true })] })],
    });
    await screen.findByTestId('scorecard');
    expect(screen.queryByRole('button', { name: 'Add scorecard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByText(/No scorecard forms yet/)).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderCard({
      [`GET ${BASE}`]: () => {
        calls++;
        return calls === 1
          ? [409, { code: 'CONFLICT', message: 'Try again in a moment', details: null }]
          : [200, list()];
      },
    });
    expect(await screen.findByText('The scorecards could not be loaded')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('scorecard-summary')).toBeTruthy();
  });

  it('shows nothing for a candidate who is not in the pipeline (an applicant only)', async () => {
    const api = renderCard({});
    await waitFor(() => expect(api.to(`GET ${BASE}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('scorecards')).toBeNull());
  });
});
