import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineTheme,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { contrastRatio, darkenUntil } from '../lib/contrast';

// A violet leaning to indigo: reads as "recruiting product" without clashing with the
// red/yellow/teal used by error, warning and success states.
const brand: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#7048e8',
  '#6741d9',
  '#5f3dc4',
  '#5034a8',
];

const fontFamily =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine's ring shows for keyboard focus only (not on a mouse click); global.css draws the
  // same ring, in --tb-focus-ring, on everything else that can take focus (cards, links).
  focusRing: 'auto',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Fields stay `required` (aria-required, native validity) without the red asterisk: nearly
    // every field here is required, and an asterisk inside the label text breaks exact label
    // queries ("New password" vs "New password *") in browser tests and in some screen readers.
    // Plain objects typed by the components' props, not `Modal.extend(...)`: `extend` would pull
    // each component's code into the first chunk every page loads (issue 13, initial load).
    TextInput: { defaultProps: { withAsterisk: false } satisfies Partial<TextInputProps> },
    PasswordInput: { defaultProps: { withAsterisk: false } satisfies Partial<PasswordInputProps> },
    // The close buttons are icons: give them a name a screen reader can say (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
    // Mantine puts a role="presentation" placeholder inside role="menu" to hold the first focus;
    // a menu may only contain items (axe: aria-required-children). Without it the first item
    // takes focus when a menu opens, which is also what keyboard users expect.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A toast's text under its title is gray-6 in Mantine's stylesheet: the theme's dimmed instead.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps>,
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/** A little above 4.5:1, so that rounding and anti-aliasing never take text below AA. */
const TEXT_RATIO = 4.6;
/** WCAG 2.4.13 / 1.4.11: a focus indicator reaches 3:1 against what is next to it; a little above. */
const FOCUS_RING_RATIO = 3.1;

/**
 * The colour of the 2 px focus ring (keyboard focus, issue 13): the primary colour, darkened if it
 * ever falls below 3:1 on the backgrounds cards and controls sit on (white, gray-0, gray-1).
 */
export function focusRingColor(t: MantineTheme): string {
  const white = t.white.length === 7 ? t.white : '#ffffff';
  const primary = t.colors[t.primaryColor] ?? t.colors.blue;
  return darkenUntil(primary[6], [white, t.colors.gray[0], t.colors.gray[1]], FOCUS_RING_RATIO);
}

/**
 * Text colours that reach 4.5:1 (WCAG 1.4.3), set here once rather than in each place (issue 13).
 * Mantine's light scheme falls short in three places, computed from the palette itself:
 * - secondary ("dimmed") text is gray-6, 3.3:1 on white: gray-6 darkened to clear white and the
 *   page's gray-0;
 * - error text is red-6 (3.3:1): the red that clears white;
 * - light badges, alerts and subtle buttons write shade 9 on shade 1 (2 on hover): teal 3.8:1,
 *   yellow 2.5:1; shade 9 darkened until it clears shade 2;
 * - filled buttons put white on shade 6 (red 3.3:1, teal 2.6:1): the first of shades 6 to 9 that
 *   clears white, or shade 9 darkened;
 * - outline badges and buttons write shade 6 on the page (grape 3.9:1 on white): the filled
 *   colour, darkened until it clears white and the page's gray-0.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const white = t.white.length === 7 ? t.white : '#ffffff';
  const gray = t.colors.gray;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': darkenUntil(gray[6], [white, gray[0], gray[1]], TEXT_RATIO),
    '--mantine-color-error': darkenUntil(t.colors.red[6], [white, gray[0]], TEXT_RATIO),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    if (name === 'dark' || shades.length < 10) continue;
    light[`--mantine-color-${name}-light-color`] = darkenUntil(shades[9], [shades[1], shades[2]], TEXT_RATIO);
    const fill = shades.slice(6).find((s) => contrastRatio(s, white) >= TEXT_RATIO);
    const filled = fill ?? darkenUntil(shades[9], [white], TEXT_RATIO);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-outline`] = darkenUntil(filled, [white, gray[0]], TEXT_RATIO);
    light[`--mantine-color-${name}-filled-hover`] = darkenUntil(
      filled,
      [white],
      contrastRatio(filled, white) + 0.8,
    );
  }
  return { variables: { '--tb-focus-ring': focusRingColor(t) }, light, dark: {} };
};
