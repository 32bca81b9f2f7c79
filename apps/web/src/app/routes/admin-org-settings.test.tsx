import type { Organization } from '@talentbase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute, serverError } from '../../features/organization/test-helpers';
import { AdminOrgSettingsPage, ORG_SETTINGS_PATH } from './admin-org-settings';
import { AdminTeamSettingsOrganizationPage } from './admin-team-settings-organization';

const org: Organization = {
  id: 'o1',
  name: 'Northwind Talent',
  slug: null,
  allowedDomains: ['northwind.example'],
  activeTeams: 2,
  members: 10,
  currentTeam: { id: 't1', name: 'Northwind Recruiting' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('AdminOrgSettingsPage', () => {
  it('saves the name, slug and domains, and shows the server message under the slug', async () => {
    let calls = 0;
    const api = renderRoute(<AdminOrgSettingsPage />, ORG_SETTINGS_PATH, {
      'GET /api/v1/organization': [200, { data: org }],
      'PUT /api/v1/organization': () =>
        ++calls === 1
          ? [
              400,
              {
                code: 'VALIDATION_FAILED',
                message: 'Please correct the highlighted fields',
                details: { fields: { slug: 'Slug can only contain lowercase letters' } },
              },
            ]
          : [200, { data: { ...org, slug: 'northwind' } }],
    });
    const user = userEvent.setup();
    const slug = await screen.findByLabelText('Slug');
    await user.type(slug, 'North Wind');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(await screen.findByText('Slug can only contain lowercase letters')).toBeTruthy();
    await user.clear(slug);
    await user.type(slug, 'northwind');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(api.to('PUT /api/v1/organization')).toHaveLength(2));
    expect(api.to('PUT /api/v1/organization')[1]?.body).toEqual({
      name: 'Northwind Talent',
      slug: 'northwind',
      allowedDomains: ['northwind.example'],
    });
  });

  it('shows under the domains a domain another organisation holds, and keeps the form as typed', async () => {
    renderRoute(<AdminOrgSettingsPage />, ORG_SETTINGS_PATH, {
      'GET /api/v1/organization': [200, { data: org }],
      'PUT /api/v1/organization': [
        400,
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          details: {
            fields: { allowedDomains: 'People with talentbase.dev addresses belong to another organisation' },
          },
        },
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/the same list as on the single sign-on page/)).toBeTruthy();
    await user.type(screen.getByPlaceholderText('example.com'), 'talentbase.dev{enter}');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(
      await screen.findByText('People with talentbase.dev addresses belong to another organisation'),
    ).toBeTruthy();
    expect(screen.getByText('talentbase.dev')).toBeTruthy();
  });

  it('shows a load error', async () => {
    renderRoute(<AdminOrgSettingsPage />, ORG_SETTINGS_PATH, {
      'GET /api/v1/organization': [...serverError],
    });
    expect(await screen.findByText('The organisation could not be loaded')).toBeTruthy();
  });
});

describe('AdminTeamSettingsOrganizationPage', () => {
  it('shows the organisation read-only, with a link to its settings for an org admin', async () => {
    renderRoute(<AdminTeamSettingsOrganizationPage />, '/admin/team-settings/organization', {
      'GET /api/v1/organization': [200, { data: org }],
    });
    expect(await screen.findByText('Northwind Talent')).toBeTruthy();
    expect(screen.getByText('northwind.example')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'organisation settings' })).getAttribute('href')).toBe(
      ORG_SETTINGS_PATH,
    );
  });
});
