import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { currentUser, subject } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ExportMenu, type ExportMenuProps } from '../index';

type Call = { method: string; path: string; body: unknown };

const exporter = currentUser({
  subject: subject({ plan: 'pro', roles: ['enterprise_member'], permissions: ['candidate.export'] }),
});
const noExport = currentUser({ subject: subject({ plan: 'pro', roles: ['enterprise_hiring_manager'] }) });

function stub(user = exporter) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/api/auth/me') return Response.json({ user });
      if (path === '/api/v1/team-settings/csv-download-templates') {
        return Response.json({
          data: [
            {
              id: '5',
              name: 'Short list',
              columns: ['name'],
              isDefault: false,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          ],
          builtInColumns: ['name'],
        });
      }
      if (path === '/api/v1/candidates/export/csv') {
        return new Response('\uFEFFName\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="candidates-2026-01-05.csv"',
          },
        });
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found', details: null }, { status: 404 });
    }),
  );
  return calls;
}

function renderMenu(props: ExportMenuProps) {
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <ExportMenu {...props} />
    </MantineProvider>,
  );
}

describe('ExportMenu', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });

  it('exports the chosen candidates as CSV through a team template', async () => {
    const u = userEvent.setup();
    const calls = stub();
    renderMenu({ candidateIds: [11, 12], projectId: '7', projectRole: 1 });
    await u.click(await screen.findByRole('button', { name: 'Export' }));
    await u.click(await screen.findByRole('menuitem', { name: 'CSV: Short list' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/v1/candidates/export/csv')).toHaveLength(1),
    );
    expect(calls.find((c) => c.path === '/api/v1/candidates/export/csv')?.body).toEqual({
      candidateIds: [11, 12],
      projectId: '7',
      templateId: '5',
    });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('offers PDF only for 1 to 50 chosen candidates', async () => {
    const u = userEvent.setup();
    stub();
    renderMenu({ projectId: '7', projectRole: 3, categoryId: 1, stageId: 2 });
    await u.click(await screen.findByRole('button', { name: 'Export' }));
    const pdf = await screen.findByRole('menuitem', { name: 'PDF profiles' });
    expect(pdf.hasAttribute('disabled') || pdf.getAttribute('data-disabled') === 'true').toBe(true);
    expect(screen.getByText(/Select 1 to 50 candidates/)).toBeTruthy();
  });

  it('is not shown without the export permission', async () => {
    const calls = stub(noExport);
    renderMenu({ candidateIds: [1] });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('is hidden from a Collaborator of the project but shown to its Recruiter', async () => {
    stub();
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <div data-testid="collaborator">
          <ExportMenu candidateIds={[1]} projectId="7" projectRole={0} />
        </div>
        <div data-testid="recruiter">
          <ExportMenu candidateIds={[1]} projectId="7" projectRole={1} />
        </div>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(1);
    expect(screen.getByTestId('collaborator').textContent).toBe('');
  });
});
