import { MantineProvider } from '@mantine/core';
import type { SearchFilters } from '@talentbase/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { filterChips } from '../lib/filter-chips';
import { ActiveFilterChips } from './filter-chips';

const FILTERS: SearchFilters = {
  keywords: 'kotlin',
  titles: ['Nurse', 'Midwife'],
  seniorities: ['senior'],
  locations: [{ country: 'US' }],
  recencyDays: 30,
};

describe('filter chips', () => {
  it('gives one chip per value, worded as the panel words it', () => {
    const chips = filterChips(FILTERS).map((c) => `${c.label}: ${c.text}`);
    expect(chips).toEqual([
      'Keywords: kotlin',
      'Job titles: Nurse',
      'Job titles: Midwife',
      'Locations: United States',
      'Seniority: Senior',
      'Recency: Past month',
    ]);
  });

  it('removes only the value clicked, and clears everything at once', async () => {
    const u = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ActiveFilterChips filters={FILTERS} onChange={onChange} />
      </MantineProvider>,
    );
    const group = screen.getByRole('toolbar', { name: 'Active filters' });
    expect(group).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Remove filter Job titles: Nurse' }));
    const update = onChange.mock.calls[0]?.[0] as (f: SearchFilters) => SearchFilters;
    expect(update(FILTERS)).toEqual({ ...FILTERS, titles: ['Midwife'] });

    await u.click(screen.getByRole('button', { name: 'Remove filter Seniority: Senior' }));
    const removeSeniority = onChange.mock.calls[1]?.[0] as (f: SearchFilters) => SearchFilters;
    expect(removeSeniority(FILTERS)).not.toHaveProperty('seniorities');

    await u.click(screen.getByRole('button', { name: 'Clear all' }));
    const clear = onChange.mock.calls[2]?.[0] as (f: SearchFilters) => SearchFilters;
    expect(clear(FILTERS)).toEqual({});
  });

  it('shows nothing without filters', () => {
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ActiveFilterChips filters={{}} onChange={vi.fn()} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('toolbar', { name: 'Active filters' })).toBeNull();
  });

  it('is one Tab stop: arrows move along the chips, Tab leaves the row', async () => {
    const u = userEvent.setup();
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <button type="button">Before</button>
        <ActiveFilterChips filters={FILTERS} onChange={vi.fn()} />
        <button type="button">After</button>
      </MantineProvider>,
    );
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('[role="toolbar"]'));
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    screen.getByRole('button', { name: 'Before' }).focus();
    await u.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove filter Keywords: kotlin' }),
    );
    await u.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove filter Job titles: Nurse' }),
    );
    await u.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear all' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    // Back into the row: where the recruiter left it.
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear all' }));
  });
});
