import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { hit } from '../test/fixtures';
import { ResultCard, type ResultCardActions } from './result-card';

function actions(overrides: Partial<ResultCardActions> = {}): ResultCardActions {
  return {
    onView: vi.fn(),
    onReveal: vi.fn(),
    onAddToProject: vi.fn(),
    onNotAFit: vi.fn(),
    onSelect: vi.fn(),
    ...overrides,
  };
}

function renderCard(props: Partial<Parameters<typeof ResultCard>[0]> = {}) {
  const a = props.actions ?? actions();
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <ResultCard hit={hit()} selected={false} revealing={false} distanceUnit="mi" actions={a} {...props} />
    </MantineProvider>,
  );
  return a;
}

describe('ResultCard', () => {
  it('is an article named after the candidate, with the facts, reasons and badges', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Grace Hopper' });
    const c = within(card);
    expect(c.getByText('Current title matches: Senior Software Engineer')).toBeTruthy();
    expect(c.getByText('Has 1 of 2 skills: Java')).toBeTruthy();
    expect(c.getByText('Open web')).toBeTruthy();
    expect(c.getByText('Team candidate')).toBeTruthy();
    expect(c.getByText(/12 years experience/)).toBeTruthy();
    expect(c.getByText(/10 mi away/)).toBeTruthy();
    expect(c.getByText(/Senior · Active/)).toBeTruthy();
    // The matched skill stands out; the others do not.
    expect(c.getByTitle('Java: matches your search')).toBeTruthy();
    expect(c.getByTitle('Kubernetes')).toBeTruthy();
    // Highlights: the title range and the summary snippet, with markup kept as text.
    const marks = [...card.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Software Engineer', 'compilers']);
    expect(card.querySelector('b')).toBeNull();
    expect(c.getByText(/<b>and<\/b> teams/)).toBeTruthy();
    expect(c.getByLabelText('Email (not revealed)')).toBeTruthy();
    expect(c.getByLabelText('Phone (not revealed)')).toBeTruthy();
    expect(c.getByLabelText(/^Match \d+%: Title 100%, Skills 50%/)).toBeTruthy();
  });

  it('calls reveal, view, add and not-a-fit with the hit', async () => {
    const user = userEvent.setup();
    const a = renderCard();
    const card = within(screen.getByRole('article', { name: 'Grace Hopper' }));
    await user.click(card.getByRole('button', { name: 'Reveal contacts' }));
    expect(a.onReveal).toHaveBeenCalledWith(expect.objectContaining({ profileId: 101 }));
    await user.click(card.getByRole('button', { name: 'View profile' }));
    expect(a.onView).toHaveBeenCalledTimes(1);
    await user.click(card.getByRole('button', { name: 'Add to project' }));
    expect(a.onAddToProject).toHaveBeenCalledTimes(1);
    await user.click(card.getByRole('button', { name: 'Not a fit' }));
    expect(a.onNotAFit).toHaveBeenCalledTimes(1);
    await user.click(card.getByRole('checkbox', { name: 'Select Grace Hopper' }));
    expect(a.onSelect).toHaveBeenCalledWith(expect.objectContaining({ profileId: 101 }), true);
  });

  it('offers no reveal once revealed, and no not-a-fit for an unrecorded search', () => {
    renderCard({
      hit: hit({ contact: { hasEmail: true, hasPersonalEmail: true, hasPhone: false, revealed: true } }),
      actions: actions({ onNotAFit: undefined }),
    });
    const card = within(screen.getByRole('article', { name: 'Grace Hopper' }));
    expect(card.queryByRole('button', { name: 'Reveal contacts' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Not a fit' })).toBeNull();
    expect(card.getByLabelText('Personal email (revealed)')).toBeTruthy();
  });
});
