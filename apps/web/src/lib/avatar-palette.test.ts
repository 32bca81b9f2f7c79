import { AVATAR_PALETTE_SIZE } from '@talentbase/shared/domain/limits';
import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColour, avatarIndex } from './avatar-palette';
import { contrastRatio } from './contrast';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Tim',
  'Barbara',
  'Edsger',
  'Frances',
];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Berners-Lee', 'Liskov'];

describe('avatar palette', () => {
  it('has the 23 colours of spec section 9, all different', () => {
    expect(AVATAR_PALETTE).toHaveLength(AVATAR_PALETTE_SIZE);
    expect(new Set(AVATAR_PALETTE.map((c) => c.background)).size).toBe(AVATAR_PALETTE_SIZE);
  });

  it('writes initials that reach 4.5:1 on every colour', () => {
    for (const { background, text } of AVATAR_PALETTE) {
      expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(4.5);
    }
    // Both kinds of text are in use: deep colours take white, bright ones dark.
    expect(new Set(AVATAR_PALETTE.map((c) => c.text)).size).toBe(2);
  });

  it('gives a key the same colour every time, names regardless of case and spacing', () => {
    expect(avatarColour('Ada Lovelace')).toBe(avatarColour('Ada Lovelace'));
    expect(avatarIndex('  ada   LOVELACE ')).toBe(avatarIndex('Ada Lovelace'));
    expect(avatarIndex(4671654)).toBe(avatarIndex('4671654'));
    // Pinned values: a change of hash would recolour everyone, which should be a decision.
    expect([avatarIndex('Ada Lovelace'), avatarIndex('Grace Hopper'), avatarIndex('u-1')]).toEqual([
      21, 10, 0,
    ]);
  });

  it('spreads names and ids over all 23 colours', () => {
    const names = FIRST.flatMap((f) => LAST.map((l) => `${f} ${l}`));
    const ids = Array.from({ length: 2300 }, (_, i) => `user-${i}`);
    for (const keys of [names, ids]) {
      const counts = new Array<number>(AVATAR_PALETTE_SIZE).fill(0);
      for (const key of keys) counts[avatarIndex(key)] = (counts[avatarIndex(key)] ?? 0) + 1;
      const expected = keys.length / AVATAR_PALETTE_SIZE;
      if (keys === ids) {
        // Many keys: every colour used, none more than twice its share.
        expect(Math.min(...counts)).toBeGreaterThan(0);
        expect(Math.max(...counts)).toBeLessThan(expected * 2);
      } else {
        // 80 names over 23 colours: at least 18 colours in use.
        expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(18);
      }
    }
  });
});
