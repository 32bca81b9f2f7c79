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
const AllCandidatesPage = lazyNamed(() => import('./routes/all-candidates'), 'AllCandidatesPage');
const CandidateImportPage = lazyNamed(() => import('./routes/candidate-import'), 'CandidateImportPage');
const CandidateRecordPage = lazyNamed(() => import('./routes/candidate-record'), 'CandidateRecordPage');
const CreateProjectPage = lazyNamed(() => import('./routes/create-project'), 'CreateProjectPage');
const CsvDownloadTemplatesPage = lazyNamed(
  () => import('./routes/csv-download-templates'),
  'CsvDownloadTemplatesPage',
);
const DashboardPage = lazyNamed(() => import('./routes/dashboard'), 'DashboardPage');
const DataProtectionPage = lazyNamed(() => import('./routes/data-protection'), 'DataProtectionPage');
const ErasureDetailPage = lazyNamed(() => import('./routes/erasure-detail'), 'ErasureDetailPage');
const HiringProcessPage = lazyNamed(() => import('./routes/hiring-process'), 'HiringProcessPage');
const HomePage = lazyNamed(() => import('./routes/home'), 'HomePage');
const LoginPage = lazyNamed(() => import('./routes/login'), 'LoginPage');
const PdfWatermarkPage = lazyNamed(() => import('./routes/pdf-watermark'), 'PdfWatermarkPage');
const ProjectDetailPage = lazyNamed(() => import('./routes/project-detail'), 'ProjectDetailPage');
const ProjectListPage = lazyNamed(() => import('./routes/project-list'), 'ProjectListPage');
const SettingsPasswordPage = lazyNamed(() => import('./routes/settings-password'), 'SettingsPasswordPage');
const SettingsProfilePage = lazyNamed(() => import('./routes/settings-profile'), 'SettingsProfilePage');
const SharedProfilePage = lazyNamed(() => import('./routes/shared-profile'), 'SharedProfilePage');
const SignupPage = lazyNamed(() => import('./routes/signup'), 'SignupPage');
const SourcingPage = lazyNamed(() => import('./routes/sourcing'), 'SourcingPage');

type Screen = LazyNamed<ComponentType>;

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
};

/** Signed-in screens reached from other screens rather than the navbar, each with its gate. */
export const LINKED_SCREENS: { path: string; gate: FeatureGate; Screen: Screen }[] = [
  { path: PROJECT_DETAIL_ROUTE, gate: 'signedIn', Screen: ProjectDetailPage },
  { path: CANDIDATE_RECORD_ROUTE, gate: 'signedIn', Screen: CandidateRecordPage },
  { path: ERASURE_ROUTE, gate: 'dataProtection', Screen: ErasureDetailPage },
  { path: DATA_PROTECTION_SECTION_ROUTE, gate: 'dataProtection', Screen: DataProtectionPage },
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

/** A signed-in page while its chunk loads: the shell around it stays, the page area is a skeleton. */
function gatedScreen(gate: FeatureGate, Screen: Screen): ReactNode {
  return (
    <GateRoute gate={gate}>
      <Suspense fallback={<PageSkeleton />}>
        <Screen />
      </Suspense>
    </GateRoute>
  );
}

/** A page outside the shell (log in, sign up, a shared profile): the same loader the guest guard shows. */
function standaloneScreen(Screen: Screen): ReactNode {
  return (
    <Suspense
      fallback={
        <Center h="100vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <Screen />
    </Suspense>
  );
}

function linkedRoutes(): RouteObject[] {
  return LINKED_SCREENS.map(({ path, gate, Screen }) => ({
    path,
    element: gatedScreen(gate, Screen),
    handle: preloads(Screen),
  }));
}

export function screenRoutes(entries: readonly NavEntry[] = NAV_ENTRIES): RouteObject[] {
  return entries
    .filter((entry) => entry.exists)
    .map((entry) => {
      const Screen = SCREENS[entry.key];
      if (!Screen) throw new Error(`Navigation entry ${entry.key} is marked as built but has no screen`);
      return { path: entry.path, element: gatedScreen(entry.gate, Screen), handle: preloads(Screen) };
    });
}

export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: standaloneScreen(LoginPage), handle: preloads(LoginPage) },
          { path: '/signup', element: standaloneScreen(SignupPage), handle: preloads(SignupPage) },
        ],
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
      {
        path: SHARED_PROFILES_ROUTE,
        element: standaloneScreen(SharedProfilePage),
        handle: preloads(SharedProfilePage),
      },
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
