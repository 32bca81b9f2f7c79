import { describe, expect, it } from 'vitest';
import { creditWarning } from './account-context';

describe('creditWarning', () => {
  it('warns from 90% of the contract credits used', () => {
    expect(creditWarning(100, 89)).toBe(false);
    expect(creditWarning(100, 90)).toBe(true);
    expect(creditWarning(100, 100)).toBe(true);
    expect(creditWarning(5, 4)).toBe(false);
    expect(creditWarning(5, 5)).toBe(true);
  });

  it('never warns a team without a credit contract', () => {
    expect(creditWarning(0, 0)).toBe(false);
  });
});
