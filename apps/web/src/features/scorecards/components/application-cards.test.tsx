import { MantineProvider } from '@mantine/core';
import type { ApplicantAnswers, JobApplicationForm } from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../../projects/test/project-api';
import { ApplicantAnswersCard, JobApplicationFormCard } from './application-cards';

const MATCH = '/api/tb-v2/v1/applicant-match';
const FORM = `${MATCH}/jobs/7/application-form`;
const ANSWERS = `${MATCH}/projects/7/applicants/9/application-answers`;
const appForm = {
  id: '4',
  name: 'Data application',
  kind: 'application' as const,
  description: '',
  archived: false,
  questions: [
    { id: 'why', type: 'short_text' as const, label: 'Why us?', help: '', required: true, options: [] },
    { id: 'cv', type: 'file' as const, label: 'Portfolio', help: '', required: true, options: [] },
    {
      id: 'auth',
      type: 'yes_no' as const,
      label: 'Authorised to work here?',
      help: '',
      required: false,
      options: [],
    },
  ],
};

function renderUi(ui: React.ReactElement, routes: ProjectRoutes) {
  const api = stubProjectApi(routes);
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
  return api;
}

describe('Application forms on jobs', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it("records an applicant's answers: required ones first, files left for the record", async () => {
    const u = userEvent.setup();
    const empty: ApplicantAnswers = { form: appForm, recorded: null, canRecord: true };
    const api = renderUi(<ApplicantAnswersCard projectId="7" applicantId="9" />, {
      [`GET ${ANSWERS}`]: [200, { data: empty }],
      [`PUT ${ANSWERS}`]: (req) => [
        200,
        {
          data: {
            ...empty,
            recorded: {
              formId: '4',
              formName: 'Data application',
              questions: appForm.questions,
              answers: (req.body as { answers: Record<string, string> }).answers,
              recordedBy: { userId: 'u1', name: 'Rita Recruiter' },
              updatedAt: '2026-11-27T10:00:00.000Z',
            },
          },
        },
      ],
    });
    expect(await screen.findByText(/No answers recorded yet/)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Record answers' }));
    expect(screen.queryByRole('radiogroup', { name: /Overall recommendation/ })).toBeNull();
    expect(screen.getByText('Files are attached to the candidate’s record.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findAllByText('Answer this question')).toHaveLength(1);
    expect(api.to(`PUT ${ANSWERS}`)).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: /Why us/ }), 'The data');
    await u.click(screen.getByRole('radio', { name: 'Yes' }));
    await u.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(api.to(`PUT ${ANSWERS}`)).toHaveLength(1));
    expect(api.to(`PUT ${ANSWERS}`)[0]?.body).toEqual({ answers: { why: 'The data', auth: true } });
    expect(await screen.findByText(/recorded by Rita Recruiter/)).toBeTruthy();
    expect(screen.getByText('The data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit answers' })).toBeTruthy();
  });

  it('shows nothing when the job asks no questions', async () => {
    const api = renderUi(<ApplicantAnswersCard projectId="7" applicantId="9" />, {
      [`GET ${ANSWERS}`]: [200, { data: { form: null, recorded: null, canRecord: true } }],
    });
    await waitFor(() => expect(api.to(`GET ${ANSWERS}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('applicant-answers')).toBeNull());
  });

  it('names the application form of a job', async () => {
    const u = userEvent.setup();
    const none: JobApplicationForm = { form: null, canEdit: true, forms: [appForm] };
    const api = renderUi(<JobApplicationFormCard projectId="7" />, {
      [`GET ${FORM}`]: [200, { data: none }],
      [`PUT ${FORM}`]: [200, { data: { ...none, form: appForm } }],
    });
    expect(await screen.findByText('This job asks no application questions.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('combobox', { name: 'Form to ask' }));
    await u.click(await screen.findByRole('option', { name: 'Data application' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(`PUT ${FORM}`)).toHaveLength(1));
    expect(api.to(`PUT ${FORM}`)[0]?.body).toEqual({ formId: '4' });
    expect(await screen.findByText(/This job asks/)).toBeTruthy();
    expect(screen.getByText('Data application', { selector: 'strong' })).toBeTruthy();
  });
});
