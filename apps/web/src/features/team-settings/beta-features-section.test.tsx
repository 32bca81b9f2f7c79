import { DEFAULT_SOURCING_SETTINGS } from '@talentbase/shared';
import { BETA_FEATURES } from '@talentbase/shared/domain/beta-features';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTeamSettingsSourcingPage } from '../../app/routes/admin-team-settings-sourcing';
import { renderRoute } from '../organization/test-helpers';
import type { ProjectRoutes } from '../projects/test/project-api';

const state = (enabled: string[]) => ({
  features: BETA_FEATURES.map((f) => ({ ...f, enabled: enabled.includes(f.key) })),
});
const sourcing: ProjectRoutes = {
  'GET /api/v1/team-settings/sourcing': [
    200,
    { data: DEFAULT_SOURCING_SETTINGS, updatedAt: null, updatedBy: null },
  ],
};

describe('Team settings › Sourcing: beta features', { timeout: 20_000 }, () => {
  it('switches a beta feature on for the team and says so', async () => {
    let enabled = ['ai_recommendation'];
    const api = renderRoute(<AdminTeamSettingsSourcingPage />, '/admin/team-settings/sourcing', {
      ...sourcing,
      'GET /api/v1/team/beta-features': () => [200, state(enabled)],
      'PUT /api/v1/team/beta-features': (req) => {
        enabled = (req.body as { enabled: string[] }).enabled;
        return [200, state(enabled)];
      },
    });
    const section = await screen.findByRole('region', { name: 'Beta features' });
    const diversity = await within(section).findByRole('switch', { name: /Extended diversity filters/ });
    expect((diversity as HTMLInputElement).checked).toBe(false);
    expect(
      (within(section).getByRole('switch', { name: /Recommended candidates/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.setup().click(diversity);
    await waitFor(() => expect(api.to('PUT /api/v1/team/beta-features')).toHaveLength(1));
    expect(api.to('PUT /api/v1/team/beta-features')[0]?.body).toEqual({
      enabled: ['ai_recommendation', 'diversity_extended'],
    });
    expect(await screen.findByText('Extended diversity filters switched on for your team')).toBeTruthy();
    await waitFor(() => expect((diversity as HTMLInputElement).checked).toBe(true));
  });

  it('is left out for someone who may not manage them, and says when it cannot load', async () => {
    renderRoute(<AdminTeamSettingsSourcingPage />, '/admin/team-settings/sourcing', {
      ...sourcing,
      'GET /api/v1/team/beta-features': [
        403,
        { code: 'FORBIDDEN', message: 'Forbidden resource', details: null },
      ],
    });
    expect(await screen.findByText('Your team uses the defaults: nothing saved yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Beta features' })).toBeNull());
  });

  it('offers to try again when the server fails', async () => {
    renderRoute(<AdminTeamSettingsSourcingPage />, '/admin/team-settings/sourcing', {
      ...sourcing,
      'GET /api/v1/team/beta-features': [500, { code: 'INTERNAL', message: 'Down', details: null }],
    });
    expect(await screen.findByText('Beta features could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
  });
});
