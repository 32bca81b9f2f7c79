/**
 * The avatar palette of spec section 9: 23 colours (AVATAR_PALETTE_SIZE), one picked for each
 * person from a stable key, so a person keeps their colour from screen to screen and people
 * side by side are told apart. The colours are Mantine shades across the hue wheel; each one's
 * initials are white or near-black, whichever reads better, and both reach 4.5:1 (WCAG 1.4.3,
 * checked in avatar-palette.test.ts).
 */
import { AVATAR_PALETTE_SIZE } from '@talentbase/shared/domain/limits';
import { contrastRatio } from './contrast';

const WHITE = '#ffffff';
/** Mantine's dark-7 (the page text): initials on the light colours of the palette. */
const DARK = '#1a1b1e';

// Deep shades take white initials, bright ones dark initials; alternating them keeps neighbours
// apart. Mantine shade names in the comments.
const BACKGROUNDS = [
  '#c92a2a', // red.9
  '#fab005', // yellow.6
  '#1864ab', // blue.9
  '#40c057', // green.6
  '#862e9c', // grape.9
  '#15aabf', // cyan.6
  '#c2255c', // pink.8
  '#82c91e', // lime.6
  '#364fc7', // indigo.9
  '#fd7e14', // orange.6
  '#087f5b', // teal.9
  '#fa5252', // red.6
  '#5f3dc4', // violet.9
  '#12b886', // teal.6
  '#a61e4d', // pink.9
  '#f08c00', // yellow.8
  '#1971c2', // blue.8
  '#66a80f', // lime.8
  '#9c36b5', // grape.8
  '#2f9e44', // green.8
  '#4263eb', // indigo.7
  '#0b7285', // cyan.9
  '#7048e8', // violet.7
] as const;

export type AvatarColour = { background: string; text: string };

export const AVATAR_PALETTE: readonly AvatarColour[] = BACKGROUNDS.map((background) => ({
  background,
  text: contrastRatio(background, WHITE) >= contrastRatio(background, DARK) ? WHITE : DARK,
}));

if (AVATAR_PALETTE.length !== AVATAR_PALETTE_SIZE) {
  throw new Error(`The avatar palette has ${AVATAR_PALETTE.length} colours, the spec ${AVATAR_PALETTE_SIZE}`);
}

/** FNV-1a: a small, well-spread 32-bit hash, the same in every browser. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The palette index for a key; names are compared without case or extra spaces. */
export function avatarIndex(key: string | number): number {
  const text = typeof key === 'number' ? String(key) : key.trim().replace(/\s+/g, ' ').toLowerCase();
  return hash(text) % AVATAR_PALETTE_SIZE;
}

export function avatarColour(key: string | number): AvatarColour {
  return AVATAR_PALETTE[avatarIndex(key)] as AvatarColour;
}
