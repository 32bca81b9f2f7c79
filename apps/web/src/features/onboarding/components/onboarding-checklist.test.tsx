import type { OnboardingResponse } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUser, subject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { stubProjectApi } from '../../projects/test/project-api';
import { onboardingAnswer } from '../test/fixtures';
import { OnboardingChecklist } from './onboarding-checklist';

const GET = 'GET /api/v1/onboarding';
const PROGRESS = 'POST /api/v1/user/update-onboarding-progress';
const SURVEY = 'POST /api/v1/user/update-survey-settings';
const user = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_member'] }) });

function open(answer: OnboardingResponse | (() => [number, unknown]), path = '/v5/talent-pool/dashboard') {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user }],
    [GET]: typeof answer === 'function' ? answer : [200, answer],
    [PROGRESS]: [200, { data: {} }],
    [SURVEY]: [200, { data: {} }],
  });
  renderWithProviders(
    <Routes>
      <Route path="/v5/talent-pool/dashboard" element={<OnboardingChecklist />} />
    </Routes>,
    { path },
  );
  return api;
}

describe('Getting-started checklist', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('starts at 0 % with Get started open and its survey', async () => {
    open(onboardingAnswer());
    const card = await screen.findByTestId('onboarding-checklist');
    expect(within(card).getByRole('heading', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-percent').textContent).toBe('0%');
    expect(screen.getByRole('progressbar', { name: 'Getting started: 0% done' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-summary').textContent).toBe('0 of 6 steps finished');
    expect(screen.getByTestId('onboarding-state-GetStarted').textContent).toBe('Up next');
    expect(screen.getByRole('form', { name: 'About your work' })).toBeTruthy();
  });

  it('saves the survey with the other survey settings, and asks for what is missing', async () => {
    const api = open(onboardingAnswer({}, {}, { surveySettings: { nps: { skippedAt: '2026-11-01' } } }));
    await screen.findByRole('form', { name: 'About your work' });
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose your role');
    expect(api.to(SURVEY)).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'Hiring manager' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(api.to(SURVEY)).toHaveLength(1));
    expect(api.to(SURVEY)[0]?.body).toEqual({
      settings: {
        nps: { skippedAt: '2026-11-01' },
        onboarding: { role: 'hiring_manager', hiringFor: ['sales'] },
      },
    });
  });

  it('opens a step to show its items and buttons to the real screens; the ATS step leads to the apps page', async () => {
    open(onboardingAnswer({ SurveyAnswered: true, HadProject: true, NoProject: false }));
    await screen.findByTestId('onboarding-checklist');
    expect(screen.getByTestId('onboarding-percent').textContent).toBe('17%');
    await userEvent.click(screen.getByRole('button', { name: /Manage a project/ }));
    const manage = screen.getByTestId('onboarding-step-ManageProject');
    expect(within(manage).getByTestId('onboarding-item-project').textContent).toContain('(done)');
    expect(within(manage).getByRole('link', { name: 'View all projects' }).getAttribute('href')).toBe(
      '/v5/talent-pool/project-list',
    );
    await userEvent.click(screen.getByRole('button', { name: /Send candidates to your ATS/ }));
    const ats = screen.getByTestId('onboarding-step-ConnectToATS');
    expect(within(ats).getByRole('link', { name: 'Connect your ATS' }).getAttribute('href')).toBe(
      '/apps/homepage',
    );
    expect(screen.queryByText(/Add to Chrome/)).toBeNull();
  });

  it('skips a step and hides the card through the saved progress', async () => {
    const api = open(onboardingAnswer({ SurveyAnswered: true }));
    await screen.findByTestId('onboarding-checklist');
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    await waitFor(() => expect(api.to(PROGRESS)).toHaveLength(1));
    expect(api.to(PROGRESS)[0]?.body).toEqual({
      onboardingProgress: { dismissed: false, skipped: ['FindCandidates'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hide checklist' }));
    await waitFor(() => expect(api.to(PROGRESS)).toHaveLength(2));
    expect(api.to(PROGRESS)[1]?.body).toEqual({ onboardingProgress: { dismissed: true, skipped: [] } });
  });

  it('shows nothing when hidden or not offered; the account menu link brings it back', async () => {
    open(onboardingAnswer({}, { dismissed: true }));
    await waitFor(() => expect(screen.queryByTestId('onboarding-loading')).toBeNull());
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });

  it('restores a hidden checklist from ?checklist=show', async () => {
    const api = open(
      onboardingAnswer({}, { dismissed: true, skipped: ['ConnectToATS'] }),
      '/v5/talent-pool/dashboard?checklist=show',
    );
    await screen.findByTestId('onboarding-checklist');
    await waitFor(() => expect(api.to(PROGRESS)).toHaveLength(1));
    expect(api.to(PROGRESS)[0]?.body).toEqual({
      onboardingProgress: { dismissed: false, skipped: ['ConnectToATS'] },
    });
  });

  it('says "You’re all set" at 100 %', async () => {
    const all = Object.fromEntries(
      [
        'SurveyAnswered',
        'SearchRun',
        'CandidateAdded',
        'HadProject',
        'EmailConnected',
        'SequenceCreated',
        'CandidateContacted',
        'ExportToAts',
        'TeammateInvited',
      ].map((f) => [f, true]),
    );
    open(onboardingAnswer({ ...all, NoProject: false }));
    expect(await screen.findByRole('heading', { name: 'You’re all set' })).toBeTruthy();
    expect(screen.getByTestId('onboarding-percent').textContent).toBe('100%');
    expect(screen.getByTestId('onboarding-complete')).toBeTruthy();
  });

  it('shows loading, then an error with a retry', async () => {
    open(() => [500, { code: 'INTERNAL', message: 'Something went wrong on our side', details: null }]);
    expect(screen.getByTestId('onboarding-loading')).toBeTruthy();
    const error = await screen.findByTestId('onboarding-error', {}, { timeout: 10_000 });
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
