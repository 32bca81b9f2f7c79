import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ProjectRoutes, stubProjectApi } from '../../features/projects/test/project-api';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NAV_ENTRIES } from '../navigation';
import { theme } from '../theme';
import { PDF_WATERMARK_PATH, PdfWatermarkPage } from './pdf-watermark';

const WATERMARK = 'GET /api/v1/team-settings/pdf-watermark';
const SAVE = 'PUT /api/v1/team-settings/pdf-watermark';
const admin = currentUser({
  subject: subject({
    plan: 'pro',
    roles: ['enterprise_admin'],
    solutions: ['sourcing'],
    permissions: ['member.manage'],
  }),
});

function renderPage(routes: ProjectRoutes = {}) {
  const api = stubProjectApi({
    'GET /api/auth/me': [200, { user: admin }],
    [WATERMARK]: [200, { enabled: false, text: 'Old text' }],
    ...routes,
  });
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path={PDF_WATERMARK_PATH} element={<PdfWatermarkPage />} />
      </Routes>
    </MantineProvider>,
    { path: PDF_WATERMARK_PATH },
  );
  return api;
}

describe('PDF watermark page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('is a team-settings screen', () => {
    expect(NAV_ENTRIES.find((e) => e.key === 'adminPdfWatermark')).toMatchObject({
      path: PDF_WATERMARK_PATH,
      gate: 'teamSettings',
      exists: true,
    });
  });

  it('turns the watermark on with its text; an empty text is refused before sending', async () => {
    const u = userEvent.setup();
    const api = renderPage({ [SAVE]: (req) => [200, req.body] });
    expect(screen.getByTestId('watermark-loading')).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: /Add a watermark/ });
    const text = screen.getByRole('textbox', { name: 'Watermark text' }) as HTMLInputElement;
    expect(text.value).toBe('Old text');
    expect(text.disabled).toBe(true);
    await u.click(toggle);
    await u.clear(text);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the watermark text')).toBeTruthy();
    expect(api.to(SAVE)).toHaveLength(0);
    await u.type(text, '  Confidential  ');
    expect(screen.getByText('16/60 characters')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1));
    expect(api.to(SAVE)[0]?.body).toEqual({ enabled: true, text: 'Confidential' });
    expect(await screen.findByText('Watermark saved')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderPage({ [WATERMARK]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }] });
    expect(await screen.findByText('Try again shortly.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
