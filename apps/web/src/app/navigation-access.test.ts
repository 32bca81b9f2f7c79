import { describe, expect, it } from 'vitest';
import { subject } from '../test/fixtures';
import { NAV_ENTRIES, type NavEntry } from './navigation';
import { groupNav, routeFor, visibleNav } from './navigation-access';
import { SCREENS } from './router';

const keys = (entries: readonly NavEntry[]) => entries.map((e) => e.key);
const growth = subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] });
const proAdmin = subject({ plan: 'pro', roles: ['enterprise_admin'], permissions: ['member.manage'] });
const proHiringManager = subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] });

describe('visibleNav', () => {
  it('shows nothing without a subject', () => {
    expect(visibleNav(null)).toEqual([]);
  });

  it('shows only screens that exist', () => {
    const shown = visibleNav(growth);
    expect(shown.every((e) => e.exists)).toBe(true);
    expect(keys(shown)).toContain('sourcing');
    expect(keys(shown)).toContain('projects');
    expect(keys(shown)).toContain('dashboard');
    expect(keys(shown)).not.toContain('inbox');
  });

  it('gives the member profile to growth and to pro hiring managers, the admin profile to others', () => {
    expect(keys(visibleNav(growth))).toEqual([
      'home',
      'dashboard',
      'sourcing',
      'projects',
      'createProject',
      'allCandidates',
      'importCandidates',
      'settingsProfile',
      'settingsPassword',
      'settingsSubscription',
      // Spec: payment is for growth (the page tells a recruiter that the admins manage it).
      'adminSettingsPayment',
      // Everyone's own notification choices and hiring preferences (issue 17 part 5).
      'adminSettingsEmailNotification',
      'adminSettingsHiring',
    ]);
    // Everyone sees projects; creating them is for recruiters, members and starter accounts.
    expect(keys(visibleNav(proHiringManager))).toEqual([
      'home',
      'dashboard',
      'projects',
      'allCandidates',
      // Apps and the integrations settings are for every member of a pro team (issue 19).
      'apps',
      'settingsProfile',
      'settingsPassword',
      'settingsSubscription',
      'adminSettingsIntegrations',
      'adminSettingsEmailNotification',
      'adminSettingsHiring',
    ]);
    expect(keys(visibleNav(proAdmin))).toEqual([
      'home',
      'dashboard',
      'projects',
      'allCandidates',
      'importCandidates',
      'apps',
      'adminSettingsProfile',
      'settingsPassword',
      'settingsSubscription',
      'adminSettingsPayment',
      'adminSettingsInvoice',
      'adminSettingsIntegrations',
      'adminSettingsEmailNotification',
      'adminSettingsHiring',
      // Team administration (issue 17): the console, the setup checklist, members and seats.
      'adminDashboard',
      'adminImplantation',
      'adminUsers',
      // The team's ATS connections (issue 19).
      'adminAts',
      // Admins answer erasure and access requests (issue 12).
      'adminDataProtection',
      // The member table's admins keep the team's groups (issue 17).
      'adminGroups',
    ]);
    expect(keys(visibleNav(subject({ plan: 'basic' })))).toEqual([
      'home',
      'dashboard',
      'sourcing', // "or starter"
      'projects',
      'createProject',
      'allCandidates', // every signed-in member
      'inbox', // Engage: replies to the sequences below
      'outbox', // Engage (campaign view, or starter): a starter team emails its candidates too
      'sequences',
      'templates',
      'meetings', // Engage: meeting templates, the calendar link and recent meetings
      'adminSettingsProfile',
      'settingsPassword',
      'settingsSubscription',
      // A starter emails its candidates too (Engage gate): delegation and its own mailbox.
      'settingsEmailDelegation',
      'adminSettingsEmail',
      // Spec: billing is for starter, and so is payment (issue 18).
      'adminSettingsBilling',
      'adminSettingsPayment',
      'adminSettingsEmailNotification',
      'adminSettingsHiring',
    ]);
    // Local test mail shows only while this installation runs the catcher.
    expect(keys(visibleNav(subject({ plan: 'basic' })))).not.toContain('localTestMail');
    expect(keys(visibleNav(subject({ plan: 'basic', features: ['local_test_mail'] })))).toContain(
      'localTestMail',
    );
  });

  it('filters by each entry gate once screens exist', () => {
    const built = NAV_ENTRIES.map((e) => ({ ...e, exists: true }));
    const starter = keys(visibleNav(subject({ plan: 'basic' }), built));
    expect(starter).toContain('sourcing'); // "or starter"
    expect(starter).toContain('createProject');
    expect(starter).not.toContain('apps'); // pro plans only
    expect(starter).not.toContain('adminTeams'); // org admin only
    const orgAdmin = keys(visibleNav(subject({ plan: 'pro', roles: ['org_admin'] }), built));
    expect(orgAdmin).toContain('adminTeams');
    expect(orgAdmin).toContain('apps');
    expect(orgAdmin).not.toContain('sourcing');
    // Issue 17: the organisation's pages are the org admin's; the console is the operator's alone.
    expect(orgAdmin).toEqual(expect.arrayContaining(['adminOrganization', 'adminGroups']));
    expect(orgAdmin).not.toContain('customerConsole');
    const operator = keys(visibleNav(subject({ plan: 'basic', features: ['platform_operator'] }), built));
    expect(operator).toContain('customerConsole');
    const teamAdmin = keys(
      visibleNav(subject({ plan: 'pro', solutions: ['sourcing'], permissions: ['member.manage'] }), built),
    );
    expect(teamAdmin).toEqual(
      expect.arrayContaining([
        'adminTeamSettings',
        'adminProjectSettings',
        'adminCompanyProfile',
        'adminTeamSettingsOrganization',
        'adminApiAccess',
        'adminAtsSourceTracking',
        'adminSourceTracking',
      ]),
    );
    expect(teamAdmin).not.toContain('adminTeams');
  });
});

describe('routeFor', () => {
  it('sends the Profile link to the profile route the user may open', () => {
    expect(routeFor('settingsProfile', growth)).toBe('/settings/profile');
    expect(routeFor('settingsProfile', proAdmin)).toBe('/admin/settings/profile');
    expect(routeFor('settingsPassword', proAdmin)).toBe('/settings/password');
    expect(routeFor('settingsSubscription', proAdmin)).toBe('/settings/subscription');
    expect(routeFor('settingsProfile', null)).toBeNull();
  });
});

describe('groupNav', () => {
  it('groups by section in list order', () => {
    expect(groupNav(visibleNav(proAdmin)).map((s) => [s.name, keys(s.entries)])).toEqual([
      ['Workspace', ['home', 'dashboard', 'projects', 'allCandidates', 'importCandidates', 'apps']],
      [
        'Settings',
        [
          'adminSettingsProfile',
          'settingsPassword',
          'settingsSubscription',
          // Payment for an enterprise admin on pro, and the invoices of a billing admin (issue 18).
          'adminSettingsPayment',
          'adminSettingsInvoice',
          'adminSettingsIntegrations',
          'adminSettingsEmailNotification',
          'adminSettingsHiring',
        ],
      ],
      [
        'Admin',
        [
          'adminDashboard',
          'adminImplantation',
          'adminUsers',
          'adminAts',
          'adminDataProtection',
          'adminGroups',
        ],
      ],
    ]);
  });
});

describe('navigation data', () => {
  it('has unique keys and paths, and a screen for every built entry', () => {
    expect(new Set(keys(NAV_ENTRIES)).size).toBe(NAV_ENTRIES.length);
    expect(new Set(NAV_ENTRIES.map((e) => e.path)).size).toBe(NAV_ENTRIES.length);
    for (const entry of NAV_ENTRIES.filter((e) => e.exists))
      expect(SCREENS[entry.key], entry.key).toBeDefined();
  });

  it('points every fallback at a real entry', () => {
    for (const entry of NAV_ENTRIES) {
      if (entry.fallbackFor) expect(keys(NAV_ENTRIES)).toContain(entry.fallbackFor);
    }
  });
});

describe('team settings › tags and custom fields', () => {
  it('are shown to members who may manage team settings, and to no one else', () => {
    const teamAdmin = subject({
      plan: 'pro',
      roles: ['enterprise_admin'],
      solutions: ['sourcing'],
      permissions: ['member.manage'],
    });
    for (const key of ['adminTags', 'adminCustomFields']) {
      expect(keys(visibleNav(teamAdmin))).toContain(key);
      expect(keys(visibleNav(proAdmin))).not.toContain(key); // no sourcing or recruit mate
      expect(keys(visibleNav(proHiringManager))).not.toContain(key);
      expect(keys(visibleNav(growth))).not.toContain(key);
      expect(keys(visibleNav(subject({ plan: 'basic', permissions: ['member.manage'] })))).not.toContain(key);
    }
  });
});

describe('single sign-on screens', () => {
  it('lists SAML and SCIM under team settings for team-settings admins only', () => {
    const teamAdmin = subject({
      plan: 'pro',
      roles: ['enterprise_admin'],
      permissions: ['member.manage'],
      solutions: ['sourcing'],
    });
    expect(
      NAV_ENTRIES.filter((e) => e.key === 'adminSaml' || e.key === 'adminScim').map((e) => [e.path, e.gate]),
    ).toEqual([
      ['/admin/team-settings/saml', 'teamSettings'],
      ['/admin/team-settings/scim', 'teamSettings'],
    ]);
    expect(keys(visibleNav(teamAdmin))).toEqual(expect.arrayContaining(['adminSaml', 'adminScim']));
    expect(keys(visibleNav(growth))).not.toContain('adminSaml');
    expect(keys(visibleNav(subject({ plan: 'basic' })))).not.toContain('adminScim');
  });
});
