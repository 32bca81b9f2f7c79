import {
  DEFAULT_COMPANY_PROFILE,
  DEFAULT_PROJECT_SETTINGS,
  DEFAULT_SOURCING_SETTINGS,
} from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, serverError } from '../../features/organization/test-helpers';
import { AdminTeamSettingsCompanyProfilePage } from './admin-team-settings-company-profile';
import { AdminTeamSettingsProjectsPage } from './admin-team-settings-projects';
import { AdminTeamSettingsSourcingPage } from './admin-team-settings-sourcing';

const fresh = { updatedAt: null, updatedBy: null };

describe('team settings pages', () => {
  it('Sourcing: saves the default exclusions and the reveal cap', async () => {
    const api = renderRoute(<AdminTeamSettingsSourcingPage />, '/admin/team-settings/sourcing', {
      'GET /api/v1/team-settings/sourcing': [200, { data: DEFAULT_SOURCING_SETTINGS, ...fresh }],
      'PUT /api/v1/team-settings/sourcing': (req) => [
        200,
        { data: req.body, updatedAt: '2026-03-01T10:00:00.000Z', updatedBy: 'Dana Demo' },
      ],
    });
    expect(await screen.findByText('Your team uses the defaults: nothing saved yet.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Exclude candidates already in one of the team's projects"));
    await user.type(screen.getByLabelText('Monthly reveals per member'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/v1/team-settings/sourcing')).toHaveLength(1));
    expect(api.to('PUT /api/v1/team-settings/sourcing')[0]?.body).toMatchObject({
      excludeInProjects: true,
      monthlyRevealCapPerMember: 40,
      defaultRadiusMiles: null,
    });
    expect(await screen.findByText(/by Dana Demo/)).toBeTruthy();
  });

  it('Projects: the three fields every project has stay required; others can be added', async () => {
    const api = renderRoute(<AdminTeamSettingsProjectsPage />, '/admin/team-settings/project-settings', {
      'GET /api/v1/team-settings/projects': [200, { data: DEFAULT_PROJECT_SETTINGS, ...fresh }],
      'PUT /api/v1/team-settings/projects': (req) => [200, { data: req.body, ...fresh }],
    });
    const title = await screen.findByLabelText('Job title (always required)');
    expect((title as HTMLInputElement).disabled).toBe(true);
    expect((title as HTMLInputElement).checked).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Department'));
    await user.click(screen.getByLabelText("Only the project's hiring team"));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('PUT /api/v1/team-settings/projects')).toHaveLength(1));
    expect(api.to('PUT /api/v1/team-settings/projects')[0]?.body).toEqual({
      requiredFields: ['jobTitle', 'projectStatus', 'projectName', 'department'],
      defaultVisibility: 2,
    });
  });

  it('Company profile: shows the server message under the field', async () => {
    renderRoute(<AdminTeamSettingsCompanyProfilePage />, '/admin/team-settings/company-profile', {
      'GET /api/v1/team-settings/company-profile': [200, { data: DEFAULT_COMPANY_PROFILE, ...fresh }],
      'PUT /api/v1/team-settings/company-profile': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          details: { fields: { logoUrl: 'Logo URL must be a web address starting with https://' } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Logo URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logo URL must be a web address starting with https://')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderRoute(<AdminTeamSettingsSourcingPage />, '/admin/team-settings/sourcing', {
      'GET /api/v1/team-settings/sourcing': [...serverError],
    });
    expect(await screen.findByText('Sourcing settings could not be loaded')).toBeTruthy();
  });
});
