/**
 * The screens of spec section 2 as data: route, label, icon, the feature gate that guards it and
 * whether the screen is built yet. The navbar, the user menu and the router all read this list
 * (through navigation-access.ts), so a screen is gated the same way wherever it is reached from.
 */

import {
  IconAddressBook,
  IconApps,
  IconBriefcase,
  IconBuilding,
  IconBulb,
  IconCalendar,
  IconChartBar,
  IconClock,
  IconCreditCard,
  IconFileImport,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconFolderPlus,
  IconFolders,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMailbox,
  IconMailForward,
  IconMapSearch,
  IconPlug,
  IconReceipt,
  IconRecycle,
  IconReport,
  IconSearch,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconTemplate,
  IconTimeline,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { FeatureGate } from '@talentbase/shared';
import type { ComponentType } from 'react';

export type NavIcon = ComponentType<{ size?: number | string; stroke?: number }>;

export type NavEntry = {
  key: string;
  area: 'member' | 'admin';
  section: string;
  label: string;
  path: string;
  icon: NavIcon;
  gate: FeatureGate;
  exists: boolean;
  /**
   * The same page under another route: shown only when the entry with this key is not available
   * to the user (personal settings live under both /settings and /admin/settings).
   */
  fallbackFor?: string;
  /** Other routes under this entry, by prefix (a project's page is part of Projects). */
  includes?: readonly string[];
};

type Entry = Omit<NavEntry, 'area' | 'section' | 'exists'> & { area?: NavEntry['area']; exists?: boolean };

function section(area: NavEntry['area'], name: string, entries: Entry[]): NavEntry[] {
  return entries.map((e) => ({ ...e, area: e.area ?? area, section: name, exists: e.exists ?? false }));
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  ...section('member', 'Workspace', [
    { key: 'home', label: 'Home', path: '/', icon: IconHome, gate: 'signedIn', exists: true },
    {
      key: 'dashboard',
      label: 'Dashboard',
      path: '/v5/talent-pool/dashboard',
      icon: IconLayoutDashboard,
      gate: 'signedIn',
      exists: true,
    },
    {
      key: 'sourcing',
      label: 'Sourcing',
      path: '/v5/sourcing-new',
      icon: IconSearch,
      gate: 'sourcing',
      exists: true,
    },
    {
      key: 'projects',
      label: 'Projects',
      path: '/v5/talent-pool/project-list',
      includes: ['/v5/talent-pool/project/'],
      icon: IconFolders,
      gate: 'signedIn',
      exists: true,
    },
    {
      key: 'createProject',
      label: 'Create project',
      path: '/v5/create-project',
      icon: IconFolderPlus,
      gate: 'projectCreate',
      exists: true,
    },
    {
      key: 'allCandidates',
      label: 'All candidates',
      path: '/v5/talent-pool/all-candidates',
      icon: IconUsers,
      gate: 'signedIn',
      exists: true,
    },
    {
      key: 'importCandidates',
      label: 'Import candidates',
      path: '/v5/talent-pool/import-candidates',
      icon: IconFileImport,
      gate: 'candidateImport',
      exists: true,
    },
    { key: 'insights', label: 'Insights', path: '/v5/ez-insights', icon: IconBulb, gate: 'reports' },
    { key: 'leadGen', label: 'Lead generation', path: '/lead-gen', icon: IconMapSearch, gate: 'signedIn' },
    { key: 'apps', label: 'Apps', path: '/apps/homepage', icon: IconApps, gate: 'appsHome' },
    { key: 'reports', label: 'Reports', path: '/reports', icon: IconChartBar, gate: 'reports' },
  ]),
  ...section('member', 'Engage', [
    { key: 'inbox', label: 'Inbox', path: '/engage/inbox', icon: IconInbox, gate: 'engage', exists: true },
    { key: 'outbox', label: 'Outbox', path: '/engage/outbox', icon: IconSend, gate: 'engage', exists: true },
    {
      key: 'sequences',
      label: 'Sequences',
      path: '/engage/sequences',
      icon: IconTimeline,
      gate: 'engage',
      exists: true,
    },
    {
      key: 'templates',
      label: 'Templates',
      path: '/engage/templates',
      icon: IconTemplate,
      gate: 'engage',
      exists: true,
    },
    {
      key: 'meetings',
      label: 'Meetings',
      path: '/engage/meetings',
      icon: IconCalendar,
      gate: 'engage',
      exists: true,
    },
    // Not in the spec (issue 14): what the built-in test mail server caught; only while it runs.
    {
      key: 'localTestMail',
      label: 'Local test mail',
      path: '/engage/test-mail',
      icon: IconMailbox,
      gate: 'engageLocalMail',
      exists: true,
    },
  ]),
  // Personal settings exist under /settings and /admin/settings (spec section 2). Each admin page
  // sits next to its member twin so that whichever of the two a user gets keeps its place.
  ...section('member', 'Settings', [
    {
      key: 'settingsProfile',
      label: 'Profile',
      path: '/settings/profile',
      icon: IconUser,
      gate: 'memberSettingsProfile',
      exists: true,
    },
    {
      key: 'adminSettingsProfile',
      area: 'admin',
      label: 'Profile',
      path: '/admin/settings/profile',
      icon: IconUser,
      gate: 'signedIn',
      exists: true,
      fallbackFor: 'settingsProfile',
    },
    {
      key: 'settingsPassword',
      label: 'Password',
      path: '/settings/password',
      icon: IconLock,
      gate: 'signedIn',
      exists: true,
    },
    {
      key: 'adminSettingsPassword',
      area: 'admin',
      label: 'Password',
      path: '/admin/settings/password',
      icon: IconLock,
      gate: 'signedIn',
      exists: true,
      fallbackFor: 'settingsPassword',
    },
    {
      key: 'settingsSubscription',
      label: 'Subscription',
      path: '/settings/subscription',
      icon: IconReceipt,
      gate: 'signedIn',
    },
    {
      key: 'settingsEmailDelegation',
      label: 'Email delegation',
      path: '/settings/email-delegation',
      icon: IconMailForward,
      gate: 'engage',
      exists: true,
    },
    {
      key: 'adminSettingsEmailDelegation',
      area: 'admin',
      label: 'Email delegation',
      path: '/admin/settings/email-delegation',
      icon: IconMailForward,
      gate: 'engage',
      exists: true,
      fallbackFor: 'settingsEmailDelegation',
    },
    {
      key: 'adminSettingsEmail',
      area: 'admin',
      label: 'Mailbox',
      path: '/admin/settings/email',
      icon: IconMail,
      gate: 'engage',
      exists: true,
    },
    {
      key: 'adminSettingsBilling',
      area: 'admin',
      label: 'Billing',
      path: '/admin/settings/billing',
      icon: IconReceipt,
      gate: 'billing',
    },
    {
      key: 'adminSettingsPayment',
      area: 'admin',
      label: 'Payment',
      path: '/admin/settings/payment',
      icon: IconCreditCard,
      gate: 'payment',
    },
    {
      key: 'adminSettingsIntegrations',
      area: 'admin',
      label: 'Integrations',
      path: '/admin/settings/integration',
      icon: IconAddressBook,
      gate: 'signedIn',
    },
  ]),
  ...section('admin', 'Admin', [
    {
      key: 'adminDashboard',
      label: 'Admin dashboard',
      // Spelled so in the spec.
      path: '/admin/general/dasboard',
      icon: IconLayoutDashboard,
      gate: 'adminConsole',
    },
    {
      key: 'adminUsers',
      label: 'Users',
      path: '/admin/general/users',
      icon: IconUsers,
      gate: 'adminMemberTable',
    },
    {
      key: 'adminTeams',
      label: 'Teams',
      path: '/admin/general/teams',
      icon: IconUsersGroup,
      gate: 'adminTeamInfo',
      exists: true,
    },
    {
      key: 'adminTimesheets',
      label: 'Timesheets',
      path: '/admin/general/timesheets',
      icon: IconClock,
      gate: 'adminConsole',
    },
    {
      key: 'adminReports',
      label: 'Reports',
      path: '/admin/general/reports',
      icon: IconReport,
      gate: 'reports',
    },
    { key: 'adminAts', label: 'ATS', path: '/admin/general/ats', icon: IconPlug, gate: 'adminConsole' },
    // The team's calendar accounts (issue 16); its detail page is reached from the list.
    {
      key: 'adminCalendars',
      label: 'Calendars',
      path: '/admin/general/calendars',
      icon: IconCalendar,
      gate: 'engageTeam',
      exists: true,
    },
    {
      key: 'adminOrganization',
      label: 'Organisation',
      path: '/admin/org/settings',
      icon: IconBuilding,
      gate: 'orgAdminOnly',
      exists: true,
    },
    {
      key: 'adminSourcing',
      label: 'Sourcing projects',
      path: '/admin/sourcing/projects',
      icon: IconFolders,
      gate: 'sourcing',
    },
    {
      key: 'adminEngage',
      label: 'Messages',
      path: '/admin/sourcing/engage',
      icon: IconMail,
      gate: 'engageTeam',
      exists: true,
    },
    {
      key: 'adminEngageSequences',
      label: 'Team sequences',
      path: '/admin/sourcing/engage/sequences',
      icon: IconTimeline,
      gate: 'engageTeam',
      exists: true,
    },
    {
      key: 'adminEngageTemplates',
      label: 'Team templates',
      path: '/admin/sourcing/engage/templates',
      icon: IconTemplate,
      gate: 'engageTeam',
      exists: true,
    },
    {
      key: 'adminLandingPages',
      label: 'Landing pages',
      path: '/admin/landing-page',
      icon: IconWorld,
      gate: 'adminConsole',
    },
    {
      key: 'adminEzJobs',
      label: 'EZ jobs',
      path: '/admin/ez-jobs',
      icon: IconBriefcase,
      gate: 'adminConsole',
    },
    {
      key: 'adminTalentFusion',
      label: 'Talent fusion',
      path: '/admin/talent-fusion/dasboard',
      icon: IconRecycle,
      gate: 'rediscoveryRecommendation',
    },
    {
      key: 'adminTeamSettings',
      label: 'Team settings',
      path: '/admin/team-settings/sourcing',
      icon: IconSettings,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminCampaignSettings',
      label: 'Campaign settings',
      path: '/admin/team-settings/campaign-settings',
      icon: IconSend,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminEngagementSettings',
      label: 'Engagement',
      path: '/admin/team-settings/engagement',
      icon: IconMailForward,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminHiringProcess',
      label: 'Hiring process',
      path: '/admin/team-settings/hiring-process',
      icon: IconLayoutKanban,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminCsvDownloadTemplates',
      label: 'CSV download templates',
      path: '/admin/team-settings/csv-download-templates',
      icon: IconFileTypeCsv,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminPdfWatermark',
      label: 'PDF watermark',
      path: '/admin/team-settings/pdf-watermark',
      icon: IconFileTypePdf,
      gate: 'teamSettings',
      exists: true,
    },
    // Not in the spec (issue 12): erasure, access export, retention and the audit log.
    {
      key: 'adminDataProtection',
      label: 'Data protection',
      path: '/admin/data-protection',
      icon: IconShieldLock,
      gate: 'dataProtection',
      exists: true,
    },
    // Issue 17: groups of members, the simple team settings pages.
    {
      key: 'adminGroups',
      label: 'Groups',
      path: '/admin/account-management/groups',
      icon: IconUsers,
      gate: 'adminMemberTable',
      exists: true,
    },
    {
      key: 'adminProjectSettings',
      label: 'Project settings',
      path: '/admin/team-settings/project-settings',
      icon: IconFolders,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminCompanyProfile',
      label: 'Company profile',
      path: '/admin/team-settings/company-profile',
      icon: IconBuilding,
      gate: 'teamSettings',
      exists: true,
    },
    {
      key: 'adminTeamSettingsOrganization',
      label: 'Organisation info',
      path: '/admin/team-settings/organization',
      icon: IconBuilding,
      gate: 'teamSettings',
      exists: true,
    },
  ]),
  // The operator of this installation (issue 17): every organisation, not one customer's data.
  ...section('admin', 'Operator', [
    {
      key: 'customerConsole',
      label: 'Customer console',
      path: '/customer-console/forking/dashboard',
      includes: ['/customer-console/'],
      icon: IconLayoutDashboard,
      gate: 'customerConsole',
      exists: true,
    },
  ]),
];
