import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applicant,
  BASE,
  listRoutes,
  P,
  RESUME_TEXT,
  renderScreens,
  SCORING,
} from '../test/applicant-fixtures';

const VIEW = `POST ${P}/applicants/1/view-log`;

function open(resume: Record<string, unknown>) {
  return renderScreens({
    ...listRoutes([applicant(1, { matchType: 'best', viewed: false }, 'Ada Quinn')]),
    [VIEW]: [200, {}],
    [`GET ${BASE}/applicants/1/resume`]: [
      200,
      { data: { location: '/files/ada.pdf', applicantId: '1', ...resume } },
    ],
    [`GET ${BASE}/applicants/scoring-detail/sd1`]: [200, SCORING],
  });
}

describe('The applicant panel and the scoring detail', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('records the view, shows the scores and checks, and marks a check’s evidence in the résumé text', async () => {
    const u = userEvent.setup();
    const { api } = open({ text: RESUME_TEXT, fileName: 'ada.pdf', contentType: 'application/pdf' });
    await u.click(await screen.findByRole('button', { name: 'Ada Quinn (unread)' }));
    const panel = await screen.findByTestId('applicant-panel');
    await waitFor(() => expect(api.to(VIEW)).toHaveLength(1));

    const detail = await within(panel).findByTestId('scoring-detail');
    expect(within(detail).getByTestId('scoring-score').textContent).toBe('Score 87 / 100');
    expect(within(detail).getByRole('progressbar', { name: 'Experience: 4.2 of 5' })).toBeTruthy();
    expect(within(detail).getAllByTestId('score-bar')).toHaveLength(5);
    const checks = within(detail).getAllByTestId('quick-check');
    expect(checks.map((c) => c.textContent)).toEqual([
      expect.stringMatching(
        /^Match.*Skills.*TypeScript, Node.js and PostgreSQL.*Matched:TypeScriptNode.jsPostgreSQL/,
      ),
      expect.stringMatching(/Match.*Education.*Inferred.*Bachelor's in Computer Science/),
      expect.stringMatching(/Missing.*Skills.*Kubernetes.*Missing:Kubernetes.*No words of the résumé quoted/),
    ]);
    expect(within(detail).getByTestId('other-insight').textContent).toContain('Must have');

    // Every quoted phrase is marked lightly; none is picked yet.
    const text = await within(panel).findByTestId('resume-text');
    expect(text.textContent).toBe(RESUME_TEXT);
    expect([...text.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Staff Engineer, Paylane',
      'TypeScript and Node.js',
      'PostgreSQL',
      'B.S. in Computer Science',
    ]);
    expect(text.querySelectorAll('mark[data-active]')).toHaveLength(0);

    const skills = within(checks[0] as HTMLElement).getByRole('button');
    await u.click(skills);
    expect(skills.getAttribute('aria-pressed')).toBe('true');
    expect([...text.querySelectorAll('mark[data-active]')].map((m) => m.textContent)).toEqual([
      'TypeScript and Node.js',
      'PostgreSQL',
    ]);
    const education = within(checks[1] as HTMLElement).getByRole('button');
    await u.click(education);
    expect(skills.getAttribute('aria-pressed')).toBe('false');
    expect([...text.querySelectorAll('mark[data-active]')].map((m) => m.textContent)).toEqual([
      'B.S. in Computer Science',
    ]);
    await u.click(education);
    expect(text.querySelectorAll('mark[data-active]')).toHaveLength(0);

    // Escape closes the panel.
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('applicant-panel')).toBeNull());
  });

  it('without the résumé text, links the original and quotes the picked evidence', async () => {
    const u = userEvent.setup();
    open({
      fileName: 'ada.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await u.click(await screen.findByRole('button', { name: 'Ada Quinn (unread)' }));
    const panel = await screen.findByTestId('applicant-panel');
    const link = await within(panel).findByRole('link', { name: /Open the original \(ada.docx\)/ });
    expect(link.getAttribute('href')).toBe('/files/ada.pdf');
    const check = within(await within(panel).findByTestId('scoring-detail')).getAllByTestId(
      'quick-check',
    )[0] as HTMLElement;
    await u.click(within(check).getByRole('button'));
    expect(within(panel).getByTestId('evidence-quotes').textContent).toContain('“TypeScript and Node.js”');
  });
});
