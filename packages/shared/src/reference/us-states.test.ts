import { describe, expect, it } from 'vitest';
import { findUsState, US_STATE_OPTIONS, US_TERRITORY_CODES } from './us-states';

describe('US_STATE_OPTIONS', () => {
  it('has the 50 states, DC and the territories with unique two-letter codes', () => {
    const codes = US_STATE_OPTIONS.map((state) => state.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(codes.length - US_TERRITORY_CODES.length).toBe(51);
    expect(codes).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']));
  });

  it('looks states up by code', () => {
    expect(findUsState('ca')).toEqual({ label: 'California', value: 'CA' });
    expect(findUsState('PR')?.label).toBe('Puerto Rico');
    expect(findUsState('ZZ')).toBeUndefined();
  });
});
