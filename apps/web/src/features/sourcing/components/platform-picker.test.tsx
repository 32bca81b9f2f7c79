import { MantineProvider } from '@mantine/core';
import {
  buildPlatformSearch,
  INDUSTRY_NOTE,
  PLATFORMS,
  type PlatformSearchInput,
} from '@talentbase/shared/domain/platform-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../test/render';
import { PlatformPicker } from './platform-picker';

const INPUT: PlatformSearchInput = {
  titles: ['Software Engineer', 'Backend Developer'],
  skills: ['Java', 'Kubernetes'],
  location: { city: 'Austin', state: 'TX', country: 'US' },
};

// Upwork and Figma Community carry a "New" tag up to and including this day.
const LAST_NEW_DAY = new Date(2027, 0, 31, 12);
const DAY_AFTER = new Date(2027, 1, 1, 9);

const POPULAR = [
  'LinkedIn Recruiter',
  'Google',
  'LinkedIn',
  'Bing',
  'Indeed',
  'Resume search',
  'X (Twitter)',
  'Upwork',
];
const INDUSTRIES = ['Engineer', 'Design', 'Healthcare', 'Research', 'Architecture', 'Game'];

/**
 * happy-dom lays everything out at 0x0, which Mantine's popover reads as a detached target and
 * hides the menu (display: none). Mantine's test environment skips that check and the
 * transitions; the shared helper does not set it, so this file adds it around the picker.
 */
function renderPicker(input: PlatformSearchInput, today: Date) {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <PlatformPicker input={input} today={today} />
    </MantineProvider>,
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

const buttonNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/New$/, '').trim());

describe('PlatformPicker', () => {
  it('shows the eight popular searches, the six industry entries and the note', () => {
    renderPicker(INPUT, DAY_AFTER);
    expect(buttonNames(section('Popular searches'))).toEqual(POPULAR);
    expect(buttonNames(section('Search by industries'))).toEqual(INDUSTRIES);
    expect(screen.getByText(INDUSTRY_NOTE)).toBeTruthy();
    const icons = section('Popular searches').querySelectorAll('img');
    expect(icons).toHaveLength(8);
    expect(icons[0]?.getAttribute('src')).toBe('/platforms/linkedin-recruiter.svg');
    expect(icons[0]?.getAttribute('width')).toBe('16');
    expect(icons[0]?.getAttribute('height')).toBe('16');
  });

  it('lists the three engineering platforms and opens the chosen X-ray search', async () => {
    const user = userEvent.setup();
    renderPicker(INPUT, DAY_AFTER);
    await user.click(screen.getByRole('button', { name: 'Engineer' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['GitHub', 'Stack Overflow', 'GitLab']);

    await user.click(screen.getByRole('menuitem', { name: 'GitHub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search GitHub' });
    const expected = buildPlatformSearch('github', INPUT);
    const query = within(dialog).getByLabelText('Search string') as HTMLTextAreaElement;
    expect(query.value).toBe(expected.query);
    expect(query.readOnly).toBe(true);
    expect(query.value).toContain('site:github.com ("Software Engineer" OR "Backend Developer")');

    const link = within(dialog).getByRole('link', { name: 'Open in Google' });
    expect(link.getAttribute('href')).toBe(expected.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('reaches a menu platform with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderPicker(INPUT, DAY_AFTER);
    screen.getByRole('button', { name: 'Healthcare' }).focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(7);
    // The first item takes focus as the menu opens; the arrow keys then walk its items.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Search Healthgrades' })).toBeTruthy();
  });

  it('shows native Boolean with its warnings and the platform as the link target', async () => {
    const user = userEvent.setup();
    renderPicker(INPUT, DAY_AFTER);
    await user.click(screen.getByRole('button', { name: 'LinkedIn Recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search LinkedIn Recruiter' });
    const expected = buildPlatformSearch('linkedin_recruiter', INPUT);
    expect((within(dialog).getByLabelText('Search string') as HTMLTextAreaElement).value).toBe(
      '("Software Engineer" OR "Backend Developer") AND (Java OR Kubernetes)',
    );
    expect(within(dialog).getByText(expected.warnings[0] ?? '-')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Open in LinkedIn Recruiter' }).getAttribute('href'),
    ).toBe(expected.url);
  });

  it('opens the single Architecture platform straight away', async () => {
    const user = userEvent.setup();
    renderPicker(INPUT, DAY_AFTER);
    await user.click(screen.getByRole('button', { name: 'Architecture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Archinect' });
    expect(within(dialog).getByRole('link', { name: 'Open in Google' }).getAttribute('href')).toBe(
      buildPlatformSearch('archinect', INPUT).url,
    );
  });

  it('asks for a title or skill when there is nothing to search for', async () => {
    const user = userEvent.setup();
    renderPicker({ titles: [], skills: [] }, DAY_AFTER);
    await user.click(screen.getByRole('button', { name: 'Upwork' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add a job title or a skill to build a search')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
  });

  it('shows the purple New tag on its last day and hides it the day after', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPicker(INPUT, LAST_NEW_DAY);
    const upwork = screen.getByRole('button', { name: /^Upwork/ });
    expect(within(upwork).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^Design/ })).getByText('New')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Design/ }));
    const figma = await screen.findByRole('menuitem', { name: /Figma Community/ });
    expect(within(figma).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: 'Google' })).queryByText('New')).toBeNull();
    unmount();

    renderPicker(INPUT, DAY_AFTER);
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upwork' })).toBeTruthy();
  });
});

describe('platform icons', () => {
  const files = import.meta.glob<string>('/public/platforms/*.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('has a 16x16 icon for every platform', () => {
    for (const platform of PLATFORMS) {
      const svg = files[`/public${platform.icon}`];
      expect(svg, platform.icon).toBeDefined();
      expect(svg).toContain('viewBox="0 0 16 16"');
      expect(svg).toContain('width="16" height="16"');
    }
    expect(Object.keys(files)).toHaveLength(PLATFORMS.length);
  });
});
