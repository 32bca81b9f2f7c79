/**
 * Routes. The signed-in screens come from the navigation list (route + gate + built-or-not), so a
 * screen is guarded by the same gate the navbar filters on; SCREENS maps each built entry to
 * its page component.
 */
import type { FeatureGate } from '@talentbase/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CANDIDATE_RECORD_ROUTE, SHARED_PROFILES_ROUTE } from '../features/candidate-record/lib/paths';
import { DATA_PROTECTION_SECTION_ROUTE, ERASURE_ROUTE } from '../features/data-protection/lib/paths';
import { PROJECT_DETAIL_ROUTE } from '../features/projects/lib/paths';
import { GateRoute } from './guards/gate-route';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layouts/app-layout';
import { NAV_ENTRIES, type NavEntry } from './navigation';
import { AllCandidatesPage } from './routes/all-candidates';
import { CandidateImportPage } from './routes/candidate-import';
import { CandidateRecordPage } from './routes/candidate-record';
import { CreateProjectPage } from './routes/create-project';
import { CsvDownloadTemplatesPage } from './routes/csv-download-templates';
import { DashboardPage } from './routes/dashboard';
import { DataProtectionPage } from './routes/data-protection';
import { ErasureDetailPage } from './routes/erasure-detail';
import { ErrorPage } from './routes/error-page';
import { HiringProcessPage } from './routes/hiring-process';
import { HomePage } from './routes/home';
import { LoginPage } from './routes/login';
import { NotFoundPage } from './routes/not-found';
import { PdfWatermarkPage } from './routes/pdf-watermark';
import { ProjectDetailPage } from './routes/project-detail';
import { ProjectListPage } from './routes/project-list';
import { SettingsPasswordPage } from './routes/settings-password';
import { SettingsProfilePage } from './routes/settings-profile';
import { SharedProfilePage } from './routes/shared-profile';
import { SignupPage } from './routes/signup';
import { SourcingPage } from './routes/sourcing';

export const SCREENS: Record<string, ComponentType> = {
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
export const LINKED_SCREENS: { path: string; gate: FeatureGate; Screen: ComponentType }[] = [
  { path: PROJECT_DETAIL_ROUTE, gate: 'signedIn', Screen: ProjectDetailPage },
  { path: CANDIDATE_RECORD_ROUTE, gate: 'signedIn', Screen: CandidateRecordPage },
  { path: ERASURE_ROUTE, gate: 'dataProtection', Screen: ErasureDetailPage },
  { path: DATA_PROTECTION_SECTION_ROUTE, gate: 'dataProtection', Screen: DataProtectionPage },
];

function linkedRoutes(): RouteObject[] {
  return LINKED_SCREENS.map(({ path, gate, Screen }) => ({
    path,
    element: (
      <GateRoute gate={gate}>
        <Screen />
      </GateRoute>
    ),
  }));
}

export function screenRoutes(entries: readonly NavEntry[] = NAV_ENTRIES): RouteObject[] {
  return entries
    .filter((entry) => entry.exists)
    .map((entry) => {
      const Screen = SCREENS[entry.key];
      if (!Screen) throw new Error(`Navigation entry ${entry.key} is marked as built but has no screen`);
      return {
        path: entry.path,
        element: (
          <GateRoute gate={entry.gate}>
            <Screen />
          </GateRoute>
        ),
      };
    });
}

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ element: <AppLayout />, children: [...screenRoutes(), ...linkedRoutes()] }],
      },
      // Share links open without signing in.
      { path: SHARED_PROFILES_ROUTE, element: <SharedProfilePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
