/** Test harness: the data-protection screens at a path, with a stubbed API (used by the *.test.tsx beside it). */
import { MantineProvider } from '@mantine/core';
import { Route, Routes, useLocation } from 'react-router';
import {
  DATA_PROTECTION_PATH,
  DATA_PROTECTION_SECTION_ROUTE,
  ERASURE_ROUTE,
} from '../../features/data-protection/lib/paths';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { DataProtectionPage } from './data-protection';
import { ErasureDetailPage } from './erasure-detail';

/** A team admin of a starter team: has the dataProtection gate. */
export const teamAdmin = currentUser({ subject: subject({ isTeamAdmin: true }) });

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderDataProtection(path: string, routes: ProjectRoutes) {
  const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: teamAdmin }], ...routes });
  const view = renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={DATA_PROTECTION_PATH} element={<DataProtectionPage />} />
        <Route path={DATA_PROTECTION_SECTION_ROUTE} element={<DataProtectionPage />} />
        <Route path={ERASURE_ROUTE} element={<ErasureDetailPage />} />
      </Routes>
      <Where />
    </MantineProvider>,
    { path },
  );
  return { api, ...view };
}

export const location = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
