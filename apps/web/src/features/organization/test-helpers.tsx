import type { OrgTeam } from '@talentbase/shared';
import { Route, Routes } from 'react-router';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { type ProjectRoutes, stubProjectApi } from '../projects/test/project-api';

export const orgAdminUser = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['org_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});

/** Renders `element` at `path` (matched by `route`) with the API answering from `routes`. */
export function renderRoute(element: React.ReactElement, path: string, routes: ProjectRoutes, route = path) {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
  document.cookie = 'tb_csrf=t; path=/';
  const api = stubProjectApi({ 'GET /api/auth/me': [200, { user: orgAdminUser }], ...routes });
  renderWithProviders(
    <Routes>
      <Route path={route} element={element} />
    </Routes>,
    { path },
  );
  return api;
}

export function orgTeam(overrides: Partial<OrgTeam> = {}): OrgTeam {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Northwind Recruiting',
    plan: 'pro',
    planSubtype: 'mid-market',
    members: 8,
    seatsUsed: 8,
    seatLimit: null,
    archivedAt: null,
    isCurrent: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const serverError = [500, { code: 'INTERNAL', message: 'The server failed', details: null }] as const;
