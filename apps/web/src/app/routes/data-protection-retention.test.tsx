import type { RetentionRule } from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { rule, run } from '../../features/data-protection/test/fixtures';
import type { RecordedRequest } from '../../features/projects/test/project-api';
import { renderDataProtection } from './data-protection.harness';

const PAGE = '/admin/data-protection/retention';
const RULES = 'GET /api/v1/gdpr/retention-rules';
const CREATE = 'POST /api/v1/gdpr/retention-rules';
const UPDATE = 'PUT /api/v1/gdpr/retention-rules/7';
const DELETE = 'DELETE /api/v1/gdpr/retention-rules/7';
const DRY_RUN = 'POST /api/v1/gdpr/retention-rules/7/dry-run';
const RUNS = 'GET /api/v1/gdpr/retention-rules/7/runs';

/** A small in-memory server for the rules: what was saved is what the list answers next. */
function rulesServer(initial: RetentionRule[]) {
  let rules = [...initial];
  return {
    [RULES]: () => [200, { rules }] as [number, unknown],
    [CREATE]: (req: RecordedRequest) => {
      const body = req.body as RetentionRule;
      if (body.name === 'Taken')
        return [
          400,
          {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            details: { fields: { name: 'A rule has this name already' } },
          },
        ] as [number, unknown];
      const created = rule({ ...body, id: '7', enabled: false });
      rules = [...rules, created];
      return [200, created] as [number, unknown];
    },
    [UPDATE]: (req: RecordedRequest) => {
      const body = req.body as RetentionRule;
      const current = rules.find((r) => r.id === '7') as RetentionRule;
      if (body.enabled && !current.dryRun)
        return [
          409,
          {
            code: 'CONFLICT',
            message: 'Run a dry run first',
            details: { fields: { enabled: 'Run a dry run first' } },
          },
        ] as [number, unknown];
      const saved = { ...current, ...body };
      rules = rules.map((r) => (r.id === '7' ? saved : r));
      return [200, saved] as [number, unknown];
    },
    [DELETE]: () => {
      rules = rules.filter((r) => r.id !== '7');
      return [200, { success: true }] as [number, unknown];
    },
    [DRY_RUN]: () => {
      const dry = run({ matched: 37 });
      rules = rules.map((r) => (r.id === '7' ? { ...r, dryRun: { count: 37, at: dry.startedAt } } : r));
      return [200, { rule: rules[0], run: dry }] as [number, unknown];
    },
    [RUNS]: [
      200,
      {
        runs: [
          run(),
          run({ id: '2', kind: 'run', matched: 3, erased: 3, startedAt: '2026-02-01T02:00:00.000Z' }),
        ],
      },
    ] as [number, unknown],
  };
}

describe('Data protection › retention rules', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('creates a rule from the empty state; the contract and the server speak under the fields', async () => {
    const u = userEvent.setup();
    const { api } = renderDataProtection(PAGE, rulesServer([]));
    expect(await screen.findByText('No retention rules yet')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New retention rule' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);

    // Nothing named, no region, months out of range: said before sending.
    for (const region of ['European Union', 'United Kingdom'])
      await u.click(within(dialog).getByRole('checkbox', { name: region }));
    const months = within(dialog).getByRole('textbox', { name: 'Delete candidates with no engagement for' });
    await u.clear(months);
    await u.type(months, '400');
    await u.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(await within(dialog).findByText('Name the rule')).toBeTruthy();
    expect(within(dialog).getByText('At most 120 months')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one region')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);

    await u.type(name, 'Taken');
    await u.clear(months);
    await u.type(months, '18');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Switzerland' }));
    await u.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    expect(await within(dialog).findByText('A rule has this name already')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await u.clear(name);
    await u.type(name, 'Swiss candidates after 18 months');
    await u.click(within(dialog).getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(2));
    expect(api.to(CREATE)[1]?.body).toEqual({
      name: 'Swiss candidates after 18 months',
      months: 18,
      regions: ['CH'],
      suppress: false,
      enabled: false,
    });
    expect(await screen.findByText('Rule created')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Swiss candidates after 18 months' });
    expect(within(card).getByText('Off')).toBeTruthy();
  });

  it('turns a rule on only after a dry run, showing its count first; then off again', async () => {
    const u = userEvent.setup();
    const { api } = renderDataProtection(PAGE, rulesServer([rule()]));
    const card = await screen.findByRole('article', { name: 'Unengaged EU and UK candidates' });
    const toggle = within(card).getByRole('switch', { name: /^Run every night/ }) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(within(card).getByText('Make a dry run first.')).toBeTruthy();

    await u.click(within(card).getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(api.to(DRY_RUN)).toHaveLength(1));
    expect(await within(card).findByText(/37 candidates would be deleted now\./)).toBeTruthy();
    expect(await screen.findByText('37 candidates would be deleted now. Nothing was deleted.')).toBeTruthy();
    await waitFor(() => expect(toggle.disabled).toBe(false));

    await u.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn the rule on?' });
    expect(within(dialog).getByText('37 candidates')).toBeTruthy();
    expect(api.to(UPDATE)).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.to(UPDATE)).toHaveLength(1));
    expect(api.to(UPDATE)[0]?.body).toMatchObject({ enabled: true, months: 24, regions: ['EU', 'UK'] });
    expect(await screen.findByText('Rule turned on')).toBeTruthy();
    expect(await within(card).findByText('On')).toBeTruthy();

    await u.click(within(card).getByRole('switch', { name: /^Run every night/ }));
    await waitFor(() => expect(api.to(UPDATE)).toHaveLength(2));
    expect(api.to(UPDATE)[1]?.body).toMatchObject({ enabled: false });
    expect(await screen.findByText('Rule turned off')).toBeTruthy();
  });

  it('edits a rule that is on: new criteria turn it off, said before saving', async () => {
    const u = userEvent.setup();
    const on = rule({ enabled: true, dryRun: { count: 37, at: '2026-03-01T09:00:00.000Z' } });
    const { api } = renderDataProtection(PAGE, rulesServer([on]));
    const card = await screen.findByRole('article', { name: on.name });
    await u.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change retention rule' });
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(on.name);
    expect(within(dialog).queryByText(/turn the rule off/)).toBeNull();
    await u.click(within(dialog).getByRole('checkbox', { name: 'Switzerland' }));
    expect(within(dialog).getByText(/New months or regions turn the rule off/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(api.to(UPDATE)).toHaveLength(1));
    expect(api.to(UPDATE)[0]?.body).toMatchObject({ enabled: false, regions: ['EU', 'UK', 'CH'] });
  });

  it('shows the history, and deletes a rule after asking', async () => {
    const u = userEvent.setup();
    const { api } = renderDataProtection(PAGE, rulesServer([rule()]));
    const card = await screen.findByRole('article', { name: 'Unengaged EU and UK candidates' });
    await u.click(within(card).getByRole('button', { name: 'History' }));
    const history = await within(card).findByRole('table', {
      name: 'History of Unengaged EU and UK candidates',
    });
    expect(within(history).getByText('37 candidates would go')).toBeTruthy();
    expect(within(history).getByText('3 candidates deleted')).toBeTruthy();

    await u.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the rule?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(api.to(DELETE)).toHaveLength(1));
    expect(await screen.findByText('No retention rules yet')).toBeTruthy();
    expect(screen.getByText('Rule deleted')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderDataProtection(PAGE, {
      [RULES]: [503, { code: 'UNAVAILABLE', message: 'Try again shortly.', details: null }],
    });
    expect(
      await screen.findByText('Retention rules could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
