import { describe, expect, it } from 'vitest';
import { isInBand } from '../domain/sourcing-filters';
import { LEAD_TEMPERATURE_OPTIONS } from './lead-temperature';
import { RANGE_OPTIONS_TO_60, RANGE_OPTIONS_TO_200, RANGE_OPTIONS_TO_25000 } from './range-options';

describe('range options', () => {
  it('have the spec labels verbatim', () => {
    expect(RANGE_OPTIONS_TO_25000.map((option) => option.label)).toEqual([
      '<100',
      '100-500',
      '500-1000',
      '1000-5000',
      '5000-25000',
      '>=25000',
    ]);
    expect(RANGE_OPTIONS_TO_60.map((option) => option.label)).toEqual([
      '<10',
      '10-20',
      '20-40',
      '40-60',
      '>=60',
    ]);
    expect(RANGE_OPTIONS_TO_200.map((option) => option.label)).toEqual(['<50', '50-100', '100-200', '>=200']);
  });

  it.each([
    { name: 'to 25000', options: RANGE_OPTIONS_TO_25000 },
    { name: 'to 60', options: RANGE_OPTIONS_TO_60 },
    { name: 'to 200', options: RANGE_OPTIONS_TO_200 },
  ])('$name: each lower bound falls in exactly its own option', ({ options }) => {
    for (const option of options) {
      expect(options.filter((candidate) => isInBand(candidate, option.min))).toEqual([option]);
    }
  });

  it('puts 25000 in >=25000 and 99 in <100', () => {
    expect(RANGE_OPTIONS_TO_25000.find((option) => isInBand(option, 25_000))?.value).toBe('>=25000');
    expect(RANGE_OPTIONS_TO_25000.find((option) => isInBand(option, 99))?.value).toBe('<100');
  });
});

describe('lead temperature', () => {
  it('is hot, warm or cold', () => {
    expect(LEAD_TEMPERATURE_OPTIONS.map((option) => option.value)).toEqual(['hot', 'warm', 'cold']);
  });
});
