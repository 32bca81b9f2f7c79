import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRoutes, P, type Recorded, renderScreens } from '../test/applicant-fixtures';

const UPLOAD = `POST ${P}/applicants/upload`;

const resume = (name: string, body = 'Ada Quinn, engineer') =>
  new File([body], name, { type: 'application/pdf' });

/** Adds each file; "broken" ones are refused, "known" ones are duplicates; the second request fails once. */
function uploadAnswer(release?: Promise<void>) {
  let calls = 0;
  return async (req: Recorded): Promise<[number, unknown]> => {
    calls += 1;
    if (release && calls === 1) await release;
    if (calls === 2) return [500, { code: 'INTERNAL', message: 'The upload was cut off.', details: null }];
    const results = req.files.map((fileName) => ({
      fileName,
      status: fileName.startsWith('broken')
        ? 'rejected'
        : fileName.startsWith('known')
          ? 'duplicate'
          : 'added',
      applicantId: '1',
      candidateId: '1',
      fullName: fileName.startsWith('broken') ? null : 'Ada Quinn',
      reason: fileName.startsWith('broken') ? 'The PDF is encrypted: no text could be read.' : null,
      warnings: [],
      matchedCandidate: null,
    }));
    return [200, { results, added: results.length, duplicates: 0, rejected: 0 }];
  };
}

describe('Adding applicants', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('sends a large drop 50 files at a time with progress, lists every file, and sends the failed request again', async () => {
    const u = userEvent.setup();
    let open: () => void = () => {};
    const release = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { api } = renderScreens({ ...listRoutes([]), [UPLOAD]: uploadAnswer(release) });
    const zone = await screen.findByTestId('applicant-drop-zone');
    const files = [
      resume('broken-1.pdf'),
      resume('known-1.pdf'),
      ...Array.from({ length: 118 }, (_, i) => resume(`resume-${i}.pdf`)),
      new File(['MZ'], 'setup.exe'),
      new File([], 'empty.txt'),
    ];
    fireEvent.drop(zone, { dataTransfer: { files } });

    // The first request is on its way: the bar says so.
    expect((await screen.findByTestId('upload-progress-label')).textContent).toBe('Uploading 0 of 120 files');
    open();
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(3), { timeout: 20_000 });
    expect(api.to(UPLOAD).map((r) => r.files.length)).toEqual([50, 50, 20]);
    await waitFor(() =>
      expect(screen.getByTestId('upload-progress-label').textContent).toBe('Sent 120 of 120 files'),
    );

    const summary = screen.getByTestId('upload-summary');
    expect(summary.textContent).toContain('Added: 68');
    expect(summary.textContent).toContain('Duplicate: 1');
    expect(summary.textContent).toContain('Rejected: 3');
    expect(summary.textContent).toContain('Not sent: 50');
    const lines = screen.getAllByTestId('upload-result');
    const line = (name: string) => lines.find((l) => l.textContent?.includes(name)) as HTMLElement;
    expect(line('broken-1.pdf').textContent).toContain('The PDF is encrypted');
    expect(line('setup.exe').textContent).toContain('use PDF, DOCX, TXT, JSON Resume or CSV');
    expect(line('empty.txt').textContent).toContain('The file is empty.');
    expect(line('resume-48.pdf').dataset.status).toBe('failed');
    expect(line('resume-48.pdf').textContent).toContain('Not sent: The upload was cut off.');

    const failed = screen.getByTestId('upload-failed');
    await u.click(within(failed).getByRole('button', { name: 'Send the 50 files again' }));
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(4));
    expect(api.to(UPLOAD)[3]?.files).toEqual(Array.from({ length: 50 }, (_, i) => `resume-${i + 48}.pdf`));
    await waitFor(() => expect(screen.getByTestId('upload-summary').textContent).toContain('Added: 118'));
    expect(screen.getByTestId('upload-summary').textContent).not.toContain('Not sent');
    expect(screen.queryByTestId('upload-failed')).toBeNull();
  });
});
