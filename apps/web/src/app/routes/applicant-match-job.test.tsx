import { MantineProvider } from '@mantine/core';
import type { MatchJob, Persona } from '@talentbase/shared/contracts/applicant-match';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { personaChanges } from '../../features/applicant-match/lib/persona-changes';
import { projectInformation } from '../../features/projects/test/fixtures';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { ApplicantMatchJobPage } from './applicant-match-job';

const JOB = 'GET /api/tb-v2/v1/applicant-match/jobs/101';
const OPEN = 'POST /api/tb-v2/v1/applicant-match/jobs';
const PERSONA = 'PUT /api/tb-v2/v1/applicant-match/jobs/101/persona';
const HISTORY = 'GET /api/tb-v2/v1/applicant-match/jobs/101/persona-history';

const persona: Persona = {
  jobTitle: 'Backend Engineer',
  mustHaveSkills: [
    { name: 'Python', minYears: 5 },
    { name: 'PostgreSQL', minYears: null },
  ],
  niceToHaveSkills: [{ name: 'Kubernetes', minYears: null }],
  minYearsExperience: 5,
  education: { level: 'bachelor', fields: ['Computer Science'], required: true },
  certifications: [],
  languages: [{ name: 'Spanish', proficiency: 4 }],
  location: { city: 'Berlin', state: null, country: 'Germany', remote: false, radiusKm: 50 },
  workAuthorization: { country: 'DE', sponsorshipAvailable: null },
  industries: ['Financial Services'],
  freeRequirements: [{ text: 'Comfortable on call one week a month', isMustHave: true }],
  lackJD: false,
};

const job = (extra: Partial<MatchJob> = {}): MatchJob => ({
  projectId: '101',
  jobTitle: 'Backend Engineer',
  jobDescription: 'We need 5+ years of Python and PostgreSQL.',
  persona,
  personaVersion: 1,
  lackJD: false,
  atsName: null,
  atsJobId: null,
  rankingStatus: { matchStatus: 'idle', totalCount: 0, scoringFinishedCount: 0, startScoringDate: null },
  canEditPersona: true,
  updatedAt: '2026-11-26T10:00:00Z',
  ...extra,
});

function renderPage(routes: ProjectRoutes) {
  const api = stubProjectApi({
    'GET /api/v1/projects/projectInformation/101': [200, { data: projectInformation() }],
    [HISTORY]: [
      200,
      {
        data: [
          {
            version: 1,
            source: 'extracted',
            changedBy: { userId: 'u1', name: 'Ada Lovelace' },
            createdAt: '2026-11-26T10:00:00Z',
            persona,
          },
        ],
      },
    ],
    'GET /api/tb-v2/v1/applicant-match/projects/101/applicants/stage-summary': [
      200,
      { stages: [{ stage: 1, count: 0, unread: 0 }] },
    ],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route
          path="/v5/talent-pool/project/:projectId/applicant-match"
          element={<ApplicantMatchJobPage />}
        />
      </Routes>
    </MantineProvider>,
    { path: '/v5/talent-pool/project/101/applicant-match' },
  );
  return api;
}

/** A job that already exists opens on its applicants; the persona is on the other tab. */
async function openJobTab(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('tab', { name: 'Job and persona' }));
}

describe('Applicant match job page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('starts applicant match from a pasted description and shows the persona built from it', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [JOB]: [404, { code: 'NOT_FOUND', message: 'Job not found' }],
      [OPEN]: [200, job()],
    });
    expect(await screen.findByTestId('applicant-match-not-started')).toBeTruthy();
    await u.type(screen.getByRole('textbox', { name: 'Description' }), 'We need 5+ years of Python.');
    await u.click(screen.getByRole('button', { name: 'Start applicant match' }));
    const editor = await screen.findByRole('region', { name: 'Ideal candidate' });
    expect(api.to(OPEN)[0]?.body).toEqual({
      projectId: '101',
      jobDescription: 'We need 5+ years of Python.',
    });
    const must = within(editor).getByRole('group', { name: 'Must-have skills' });
    expect(
      within(must)
        .getAllByTestId('persona-skill')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Python'), expect.stringContaining('PostgreSQL')]);
    expect(within(editor).getByText(/Comfortable on call/)).toBeTruthy();
  });

  it('saves an edit from the version it was made on, and offers the latest after a conflict', async () => {
    const u = userEvent.setup();
    const api = renderPage({
      [JOB]: [200, job()],
      [PERSONA]: [
        409,
        { code: 'CONFLICT', message: 'The persona was changed by someone else (now version 2).' },
      ],
    });
    await openJobTab(u);
    const editor = await screen.findByRole('region', { name: 'Ideal candidate' });
    const nice = within(editor).getByRole('group', { name: 'Nice-to-have skills' });
    await u.type(
      within(nice).getByRole('textbox', { name: 'Add to nice-to-have skills' }),
      'Terraform{Enter}',
    );
    await u.click(within(editor).getByRole('button', { name: 'Remove PostgreSQL' }));
    await u.click(within(editor).getByRole('button', { name: 'Save persona' }));
    await waitFor(() => expect(api.to(PERSONA)).toHaveLength(1));
    const sent = api.to(PERSONA)[0]?.body as { persona: Persona; fromVersion: number };
    expect(sent.fromVersion).toBe(1);
    expect(sent.persona.niceToHaveSkills.map((s) => s.name)).toEqual(['Kubernetes', 'Terraform']);
    expect(sent.persona.mustHaveSkills.map((s) => s.name)).toEqual(['Python']);
    expect(sent.persona).not.toHaveProperty('lackJD');
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('changed by someone else');
    expect(within(alert).getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
    // The history names who built each version.
    const history = screen.getByRole('region', { name: 'Persona history' });
    expect((await within(history).findByTestId('persona-version')).textContent).toContain('Ada Lovelace');
  });

  it('is read-only for a role that cannot edit the persona', async () => {
    const u = userEvent.setup();
    renderPage({ [JOB]: [200, job({ canEditPersona: false })] });
    await openJobTab(u);
    const editor = await screen.findByRole('region', { name: 'Ideal candidate' });
    expect(within(editor).queryByRole('button', { name: 'Save persona' })).toBeNull();
    expect(within(editor).getByText(/read-only for your role/)).toBeTruthy();
  });
});

describe('personaChanges', () => {
  it('says what changed in words', () => {
    const after: Persona = {
      ...persona,
      mustHaveSkills: [{ name: 'Python', minYears: 5 }],
      niceToHaveSkills: [...persona.niceToHaveSkills, { name: 'Terraform', minYears: 2 }],
      minYearsExperience: 3,
      location: { ...persona.location, remote: true },
    };
    expect(personaChanges(persona, after)).toEqual([
      'Removed must-have: PostgreSQL',
      'Added nice-to-have: Terraform (2+ years)',
      'Years of experience: 5 → 3',
      'Remote is now fine',
    ]);
  });
});
