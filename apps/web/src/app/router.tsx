/**
 * Routes. The signed-in screens come from the navigation list (route + gate + built-or-not), so a
 * screen is guarded by the same gate the navbar filters on; SCREENS maps each built entry to
 * its page component. Every page but the error and 404 pages is loaded lazily, and so is the
 * signed-in shell (lib/lazy-named.ts): while a page's chunk arrives the shell stays in place with a
 * page skeleton inside. `preloadMatchedRoutes` starts the chunks of the first URL while the session
 * is checked, instead of one after the other.
 *
 * The routes are rendered by `useRoutes` under a `BrowserRouter` (declarative mode), not by a data
 * router: the app loads no route data through the router, and the data router's machinery is about
 * 17 KiB of gzip JavaScript that every page would download first (issue 13, initial load). A render
 * error lands on the error page through `RouteErrorBoundary`, as the data router's errorElement did.
 */
import { Center, Loader } from '@mantine/core';
import type { FeatureGate } from '@talentbase/shared';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppShellSkeleton, PageSkeleton } from '../components/app-shell-skeleton';
import { APPLICANT_MATCH_JOB_ROUTE } from '../features/applicant-match/lib/paths';
import { CANDIDATE_RECORD_ROUTE, SHARED_PROFILES_ROUTE } from '../features/candidate-record/lib/paths';
import { DATA_PROTECTION_SECTION_ROUTE, ERASURE_ROUTE } from '../features/data-protection/lib/paths';
import { PROJECT_DETAIL_ROUTE } from '../features/projects/lib/paths';
import { type LazyNamed, lazyNamed } from '../lib/lazy-named';
import { GateRoute } from './guards/gate-route';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { NAV_ENTRIES, type NavEntry } from './navigation';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage } from './routes/not-found';

const AppLayout = lazyNamed(() => import('./layouts/app-layout'), 'AppLayout');
const AdminEngageMessagesPage = lazyNamed(
  () => import('./routes/admin-engage-messages'),
  'AdminEngageMessagesPage',
);
const AdminCalendarsPage = lazyNamed(() => import('./routes/admin-calendars'), 'AdminCalendarsPage');
const AdminCalendarsDetailPage = lazyNamed(
  () => import('./routes/admin-calendars-detail'),
  'AdminCalendarsDetailPage',
);
const EngageMeetingsPage = lazyNamed(() => import('./routes/engage-meetings'), 'EngageMeetingsPage');
const AllCandidatesPage = lazyNamed(() => import('./routes/all-candidates'), 'AllCandidatesPage');
const CampaignSettingsPage = lazyNamed(() => import('./routes/campaign-settings'), 'CampaignSettingsPage');
const CandidateImportPage = lazyNamed(() => import('./routes/candidate-import'), 'CandidateImportPage');
const CandidateRecordPage = lazyNamed(() => import('./routes/candidate-record'), 'CandidateRecordPage');
const CreateProjectPage = lazyNamed(() => import('./routes/create-project'), 'CreateProjectPage');
const CsvDownloadTemplatesPage = lazyNamed(
  () => import('./routes/csv-download-templates'),
  'CsvDownloadTemplatesPage',
);
const AdminTagsPage = lazyNamed(() => import('./routes/admin-tags'), 'AdminTagsPage');
const AdminApiAccessPage = lazyNamed(() => import('./routes/admin-api-access'), 'AdminApiAccessPage');
const AdminCustomFieldsPage = lazyNamed(
  () => import('./routes/admin-custom-fields'),
  'AdminCustomFieldsPage',
);
const EmailDelegationPage = lazyNamed(() => import('./routes/email-delegation'), 'EmailDelegationPage');
const EngageMailboxPage = lazyNamed(() => import('./routes/engage-mailbox'), 'EngageMailboxPage');
const EngagementSettingsPage = lazyNamed(
  () => import('./routes/engagement-settings'),
  'EngagementSettingsPage',
);
const LocalTestMailPage = lazyNamed(() => import('./routes/local-test-mail'), 'LocalTestMailPage');
const DashboardPage = lazyNamed(() => import('./routes/dashboard'), 'DashboardPage');
const DataProtectionPage = lazyNamed(() => import('./routes/data-protection'), 'DataProtectionPage');
const ApplicantMatchJobPage = lazyNamed(
  () => import('./routes/applicant-match-job'),
  'ApplicantMatchJobPage',
);
const EngageSequenceEditorPage = lazyNamed(
  () => import('./routes/engage-sequence-editor'),
  'EngageSequenceEditorPage',
);
const EngageSequencesPage = lazyNamed(() => import('./routes/engage-sequences'), 'EngageSequencesPage');
const EngageTemplateEditorPage = lazyNamed(
  () => import('./routes/engage-template-editor'),
  'EngageTemplateEditorPage',
);
const EngageTemplatesPage = lazyNamed(() => import('./routes/engage-templates'), 'EngageTemplatesPage');
const AdminEngageSequencesPage = lazyNamed(
  () => import('./routes/admin-engage-sequences'),
  'AdminEngageSequencesPage',
);
const AdminEngageTemplatesPage = lazyNamed(
  () => import('./routes/admin-engage-templates'),
  'AdminEngageTemplatesPage',
);
const EngageInboxPage = lazyNamed(() => import('./routes/engage-inbox'), 'EngageInboxPage');
const EngageOutboxPage = lazyNamed(() => import('./routes/engage-outbox'), 'EngageOutboxPage');
const ErasureDetailPage = lazyNamed(() => import('./routes/erasure-detail'), 'ErasureDetailPage');
const HiringProcessPage = lazyNamed(() => import('./routes/hiring-process'), 'HiringProcessPage');
const HomePage = lazyNamed(() => import('./routes/home'), 'HomePage');
const LoginPage = lazyNamed(() => import('./routes/login'), 'LoginPage');
const PdfWatermarkPage = lazyNamed(() => import('./routes/pdf-watermark'), 'PdfWatermarkPage');
const ProjectDetailPage = lazyNamed(() => import('./routes/project-detail'), 'ProjectDetailPage');
const ProjectListPage = lazyNamed(() => import('./routes/project-list'), 'ProjectListPage');
const SettingsPasswordPage = lazyNamed(() => import('./routes/settings-password'), 'SettingsPasswordPage');
const SettingsSubscriptionPage = lazyNamed(
  () => import('./routes/settings-subscription'),
  'SettingsSubscriptionPage',
);
const SettingsProfilePage = lazyNamed(() => import('./routes/settings-profile'), 'SettingsProfilePage');
const SharedProfilePage = lazyNamed(() => import('./routes/shared-profile'), 'SharedProfilePage');
const SignupPage = lazyNamed(() => import('./routes/signup'), 'SignupPage');
const SourcingPage = lazyNamed(() => import('./routes/sourcing'), 'SourcingPage');
const AdminAutomationsPage = lazyNamed(() => import('./routes/admin-automations'), 'AdminAutomationsPage');
const AdminFormsPage = lazyNamed(() => import('./routes/admin-forms'), 'AdminFormsPage');
const AdminOfferManagementPage = lazyNamed(
  () => import('./routes/admin-offer-management'),
  'AdminOfferManagementPage',
);
const AdminNotificationsPage = lazyNamed(
  () => import('./routes/admin-notifications'),
  'AdminNotificationsPage',
);
const SettingsEmailNotificationPage = lazyNamed(
  () => import('./routes/settings-email-notification'),
  'SettingsEmailNotificationPage',
);
const SettingsHiringPage = lazyNamed(() => import('./routes/settings-hiring'), 'SettingsHiringPage');

const AdminSamlPage = lazyNamed(() => import('./routes/admin-saml'), 'AdminSamlPage');
const AdminScimPage = lazyNamed(() => import('./routes/admin-scim'), 'AdminScimPage');
const AdminUsersPage = lazyNamed(() => import('./routes/admin-users'), 'AdminUsersPage');
const InvitationPage = lazyNamed(() => import('./routes/invitation'), 'InvitationPage');
const AdminConsolePage = lazyNamed(() => import('./routes/admin-console'), 'AdminConsolePage');
const AdminDashboardRedirect = lazyNamed(() => import('./routes/admin-console'), 'AdminDashboardRedirect');
const AdminImplantationPage = lazyNamed(() => import('./routes/admin-implantation'), 'AdminImplantationPage');
const AdminTeamsPage = lazyNamed(() => import('./routes/admin-teams'), 'AdminTeamsPage');
const AdminTeamDetailPage = lazyNamed(() => import('./routes/admin-team-detail'), 'AdminTeamDetailPage');
const AdminGroupsPage = lazyNamed(() => import('./routes/admin-groups'), 'AdminGroupsPage');
const AdminOrgSettingsPage = lazyNamed(() => import('./routes/admin-org-settings'), 'AdminOrgSettingsPage');
const AdminTeamSettingsSourcingPage = lazyNamed(
  () => import('./routes/admin-team-settings-sourcing'),
  'AdminTeamSettingsSourcingPage',
);
const AdminTeamSettingsProjectsPage = lazyNamed(
  () => import('./routes/admin-team-settings-projects'),
  'AdminTeamSettingsProjectsPage',
);
const AdminTeamSettingsCompanyProfilePage = lazyNamed(
  () => import('./routes/admin-team-settings-company-profile'),
  'AdminTeamSettingsCompanyProfilePage',
);
const AdminTeamSettingsAtsSourceTrackingPage = lazyNamed(
  () => import('./routes/admin-team-settings-ats-source-tracking'),
  'AdminTeamSettingsAtsSourceTrackingPage',
);
const AdminTeamSettingsSourceTrackingPage = lazyNamed(
  () => import('./routes/admin-team-settings-source-tracking'),
  'AdminTeamSettingsSourceTrackingPage',
);
const AdminTeamSettingsOrganizationPage = lazyNamed(
  () => import('./routes/admin-team-settings-organization'),
  'AdminTeamSettingsOrganizationPage',
);
const CustomerConsolePage = lazyNamed(() => import('./routes/customer-console'), 'CustomerConsolePage');
const CustomerConsoleCustomerPage = lazyNamed(
  () => import('./routes/customer-console-customer'),
  'CustomerConsoleCustomerPage',
);

const AdminSettingsBillingPage = lazyNamed(
  () => import('./routes/admin-settings-billing'),
  'AdminSettingsBillingPage',
);
const AdminSettingsPaymentPage = lazyNamed(
  () => import('./routes/admin-settings-payment'),
  'AdminSettingsPaymentPage',
);
const AdminSettingsInvoicePage = lazyNamed(
  () => import('./routes/admin-settings-invoice'),
  'AdminSettingsInvoicePage',
);

type Screen = LazyNamed<ComponentType>;

const AppsHomePage = lazyNamed(() => import('./routes/apps-homepage'), 'AppsHomePage');
const AppDetailPage = lazyNamed(() => import('./routes/apps-detail'), 'AppDetailPage');
const OauthCallbackPage = lazyNamed(
  () => import('./routes/integrations-oauth-callback'),
  'OauthCallbackPage',
);
const AdminAtsPage = lazyNamed(() => import('./routes/admin-ats'), 'AdminAtsPage');
const AdminAtsDetailPage = lazyNamed(() => import('./routes/admin-ats'), 'AdminAtsDetailPage');
const AdminIntegrationsPage = lazyNamed(() => import('./routes/admin-integrations'), 'AdminIntegrationsPage');
export const SCREENS: Record<string, Screen> = {
  home: HomePage,
  dashboard: DashboardPage,
  settingsProfile: SettingsProfilePage,
  adminSettingsProfile: SettingsProfilePage,
  settingsPassword: SettingsPasswordPage,
  adminSettingsPassword: SettingsPasswordPage,
  sourcing: SourcingPage,
  projects: ProjectListPage,
  allCandidates: AllCandidatesPage,
  createProject: CreateProjectPage,
  adminHiringProcess: HiringProcessPage,
  importCandidates: CandidateImportPage,
  adminCsvDownloadTemplates: CsvDownloadTemplatesPage,
  adminPdfWatermark: PdfWatermarkPage,
  adminDataProtection: DataProtectionPage,
  settingsEmailDelegation: EmailDelegationPage,
  adminSettingsEmailDelegation: EmailDelegationPage,
  adminSettingsEmail: EngageMailboxPage,
  adminCampaignSettings: CampaignSettingsPage,
  adminEngagementSettings: EngagementSettingsPage,
  localTestMail: LocalTestMailPage,
  templates: EngageTemplatesPage,
  sequences: EngageSequencesPage,
  adminEngageSequences: AdminEngageSequencesPage,
  adminEngageTemplates: AdminEngageTemplatesPage,
  inbox: EngageInboxPage,
  outbox: EngageOutboxPage,
  adminEngage: AdminEngageMessagesPage,
  meetings: EngageMeetingsPage,
  adminCalendars: AdminCalendarsPage,
  adminUsers: AdminUsersPage,
  adminDashboard: AdminConsolePage,
  adminImplantation: AdminImplantationPage,
  adminTeams: AdminTeamsPage,
  adminOrganization: AdminOrgSettingsPage,
  adminTeamSettings: AdminTeamSettingsSourcingPage,
  adminGroups: AdminGroupsPage,
  adminProjectSettings: AdminTeamSettingsProjectsPage,
  adminCompanyProfile: AdminTeamSettingsCompanyProfilePage,
  adminTeamSettingsOrganization: AdminTeamSettingsOrganizationPage,
  customerConsole: CustomerConsolePage,
  adminTags: AdminTagsPage,
  adminCustomFields: AdminCustomFieldsPage,
  adminAutomations: AdminAutomationsPage,
  adminForms: AdminFormsPage,
  adminOfferManagement: AdminOfferManagementPage,
  adminNotifications: AdminNotificationsPage,
  adminSettingsEmailNotification: SettingsEmailNotificationPage,
  adminSettingsHiring: SettingsHiringPage,
  adminSaml: AdminSamlPage,
  adminScim: AdminScimPage,
  settingsSubscription: SettingsSubscriptionPage,
  adminSettingsSubscription: SettingsSubscriptionPage,
  adminSettingsBilling: AdminSettingsBillingPage,
  adminSettingsPayment: AdminSettingsPaymentPage,
  adminSettingsInvoice: AdminSettingsInvoicePage,
  apps: AppsHomePage,
  adminAts: AdminAtsPage,
  adminSettingsIntegrations: AdminIntegrationsPage,
  adminApiAccess: AdminApiAccessPage,
  adminAtsSourceTracking: AdminTeamSettingsAtsSourceTrackingPage,
  adminSourceTracking: AdminTeamSettingsSourceTrackingPage,
};

/** Signed-in screens reached from other screens rather than the navbar, each with its gate. */
export const LINKED_SCREENS: { path: string; gate: FeatureGate; Screen: Screen }[] = [
  { path: PROJECT_DETAIL_ROUTE, gate: 'signedIn', Screen: ProjectDetailPage },
  { path: CANDIDATE_RECORD_ROUTE, gate: 'signedIn', Screen: CandidateRecordPage },
  { path: ERASURE_ROUTE, gate: 'dataProtection', Screen: ErasureDetailPage },
  { path: DATA_PROTECTION_SECTION_ROUTE, gate: 'dataProtection', Screen: DataProtectionPage },
  // Engage editors (issue 14): "new" and an id share the page.
  { path: '/engage/templates/:templateId', gate: 'engage', Screen: EngageTemplateEditorPage },
  { path: '/engage/sequences/:sequenceId', gate: 'engage', Screen: EngageSequenceEditorPage },
  // Meetings (issue 16): one member's calendar, from the team's calendars.
  { path: '/admin/general/calendars-detail', gate: 'engageTeam', Screen: AdminCalendarsDetailPage },
  // Applicant match (issue 15): a project's job and persona.
  {
    path: APPLICANT_MATCH_JOB_ROUTE,
    gate: 'signedIn',
    Screen: ApplicantMatchJobPage,
  },
  // Team administration (issue 17): the member table under Account management too.
  { path: '/admin/account-management/users', gate: 'adminMemberTable', Screen: AdminUsersPage },
  { path: '/admin/general/dashboard', gate: 'adminConsole', Screen: AdminDashboardRedirect },
  // Issue 17: a team of the organisation, the organisation's second address, the project
  // settings' other addresses, and one customer of the console with its report and strategy hub.
  { path: '/admin/general/teams/detail/:teamId', gate: 'adminTeamInfo', Screen: AdminTeamDetailPage },
  { path: '/admin/organization', gate: 'orgAdminOnly', Screen: AdminOrgSettingsPage },
  { path: '/admin/team-settings/projects', gate: 'teamSettings', Screen: AdminTeamSettingsProjectsPage },
  {
    path: '/admin/team-settings/project-setting',
    gate: 'teamSettings',
    Screen: AdminTeamSettingsProjectsPage,
  },
  {
    path: '/customer-console/forking/:customerId',
    gate: 'customerConsole',
    Screen: CustomerConsoleCustomerPage,
  },
  {
    path: '/customer-console/forking/:customerId/report',
    gate: 'customerConsole',
    Screen: CustomerConsoleCustomerPage,
  },
  {
    path: '/customer-console/forking/:customerId/strategy-hub',
    gate: 'customerConsole',
    Screen: CustomerConsoleCustomerPage,
  },
  { path: '/apps/appDetail', gate: 'appsHome', Screen: AppDetailPage },
  { path: '/admin/general/ats-detail', gate: 'adminConsole', Screen: AdminAtsDetailPage },
  // OAuth sign-ins to integrations come back here (docs/decisions.md "OAuth connections").
  { path: '/integrations/oauth/callback', gate: 'appsHome', Screen: OauthCallbackPage },
  { path: '/integrations/oauth/bullhorn-salesforce/callback', gate: 'appsHome', Screen: OauthCallbackPage },
  { path: '/integrations/oauth/top-echelon/callback', gate: 'appsHome', Screen: OauthCallbackPage },
];

type PreloadHandle = { preload: () => Promise<unknown> };

function preloads(part: PreloadHandle): PreloadHandle {
  return { preload: part.preload };
}

/**
 * Starts downloading the lazy chunks of the routes matching the first URL (the shell and the
 * page), so they arrive while `/api/auth/me` answers. Later navigations load on render.
 */
export function preloadMatchedRoutes(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as Partial<PreloadHandle> | undefined;
    handle?.preload?.().catch(() => undefined); // rendering retries and reports a failure
  }
}

// Pages are module-level constants: a few dozen entries for the life of the app.
const pageKeys = new Map<Screen, string>();

/** One key per page component: routes that serve the same page (its tabs, say) share it. */
function pageKey(Screen: Screen): string {
  let key = pageKeys.get(Screen);
  if (!key) {
    key = `page-${pageKeys.size}`;
    pageKeys.set(Screen, key);
  }
  return key;
}

/**
 * A lazily loaded page under its own Suspense boundary, keyed by the page. React Router renders
 * every route's element in the same place with no key of its own, and it navigates inside a React
 * transition: without a key, the next page would reuse the previous page's boundary, so React
 * would keep the previous page on screen, still live, under the new address until the next page's
 * chunk arrived, and whatever was typed there meanwhile (a note in the board's side panel just
 * after "Full record", say) vanished when the page finally changed. Keyed, the previous page leaves
 * at once and the skeleton shows until the next one is ready; another address served by the same
 * page (another candidate, another tab) keeps it mounted.
 */
function lazyPage(Screen: Screen, fallback: ReactNode): ReactNode {
  return (
    <Suspense key={pageKey(Screen)} fallback={fallback}>
      <Screen />
    </Suspense>
  );
}

/** A signed-in page: the shell around it stays, the page area is a skeleton while its chunk loads. */
export function signedInPage(path: string, gate: FeatureGate, Screen: Screen): RouteObject {
  return {
    path,
    element: <GateRoute gate={gate}>{lazyPage(Screen, <PageSkeleton />)}</GateRoute>,
    handle: preloads(Screen),
  };
}

/** A page outside the shell (log in, sign up, a shared profile): the same loader the guest guard shows. */
function standalonePage(path: string, Screen: Screen): RouteObject {
  const loader = (
    <Center h="100vh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
  return { path, element: lazyPage(Screen, loader), handle: preloads(Screen) };
}

function linkedRoutes(): RouteObject[] {
  return LINKED_SCREENS.map(({ path, gate, Screen }) => signedInPage(path, gate, Screen));
}

export function screenRoutes(entries: readonly NavEntry[] = NAV_ENTRIES): RouteObject[] {
  return entries
    .filter((entry) => entry.exists)
    .map((entry) => {
      const Screen = SCREENS[entry.key];
      if (!Screen) throw new Error(`Navigation entry ${entry.key} is marked as built but has no screen`);
      return signedInPage(entry.path, entry.gate, Screen);
    });
}

export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <GuestOnly />,
        children: [standalonePage('/login', LoginPage), standalonePage('/signup', SignupPage)],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<AppShellSkeleton />}>
                <AppLayout />
              </Suspense>
            ),
            handle: preloads(AppLayout),
            children: [...screenRoutes(), ...linkedRoutes()],
          },
        ],
      },
      // Share links open without signing in.
      standalonePage(SHARED_PROFILES_ROUTE, SharedProfilePage),
      // An invitation link opens signed in or not (issue 17).
      standalonePage('/invitation/:token', InvitationPage),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's routes for the current URL (under a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
