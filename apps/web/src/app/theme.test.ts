import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenUntil } from '../lib/contrast';
import { cssVariablesResolver, focusRingColor, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light as Record<string, string>;

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(darkenUntil('#000000', ['#ffffff'], 4.5)).toBe('#000000');
    expect(contrastRatio(darkenUntil('#fab005', ['#ffffff'], 4.5), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme text colours (WCAG 1.4.3, 4.5:1)', () => {
  it('makes secondary and error text readable on white and the page grey', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-error']) {
      const color = light[variable] as string;
      for (const bg of ['#ffffff', full.colors.gray[0]])
        expect(contrastRatio(color, bg), `${variable} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every light variant and every filled variant readable text', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      if (name === 'dark') continue;
      const text = light[`--mantine-color-${name}-light-color`] as string;
      expect(contrastRatio(text, shades[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[2]), `${name} light hover`).toBeGreaterThanOrEqual(4.5);
      for (const key of ['filled', 'filled-hover'])
        expect(
          contrastRatio('#ffffff', light[`--mantine-color-${name}-${key}`] as string),
          `white on ${name} ${key}`,
        ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every outline variant readable text on white and the page grey', () => {
    for (const name of Object.keys(full.colors)) {
      if (name === 'dark') continue;
      const text = light[`--mantine-color-${name}-outline`] as string;
      for (const bg of ['#ffffff', full.colors.gray[0]])
        expect(contrastRatio(text, bg), `${name} outline on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps colours that already pass as they are', () => {
    expect(light['--mantine-color-brand-filled']).toBe(full.colors.brand?.[6]);
    expect(light['--mantine-color-brand-light-color']).toBe(full.colors.brand?.[9]);
  });
});

describe('keyboard focus ring (WCAG 2.4.13, 3:1)', () => {
  it('draws the ring in a colour that stands out from white and the page greys', () => {
    const variables = cssVariablesResolver(full).variables as Record<string, string>;
    const ring = variables['--tb-focus-ring'] as string;
    expect(ring).toBe(focusRingColor(full));
    for (const bg of ['#ffffff', full.colors.gray[0], full.colors.gray[1]])
      expect(contrastRatio(ring, bg), `focus ring on ${bg}`).toBeGreaterThanOrEqual(3);
    // Only keyboard focus shows it (Mantine's own controls and global.css agree on this).
    expect(full.focusRing).toBe('auto');
  });

  it('darkens a primary colour too pale to be seen', () => {
    const pale = mergeMantineTheme(DEFAULT_THEME, { ...theme, primaryColor: 'yellow' });
    expect(contrastRatio(pale.colors.yellow[6], '#ffffff')).toBeLessThan(3);
    expect(contrastRatio(focusRingColor(pale), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
