import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { countryName } from './country-names';
import { COUNTRY_NAME_DATA } from './data/country-names';

describe('countryName', () => {
  it('names every country exactly as the full list does, and no other code', () => {
    for (const country of COUNTRIES) expect(countryName(country.code), country.code).toBe(country.name);
    expect(Object.keys(COUNTRY_NAME_DATA).length).toBe(COUNTRIES.length);
  });

  it('reads codes case-insensitively and answers nothing for unknown ones', () => {
    expect(countryName(' gb ')).toBe('United Kingdom');
    expect(countryName('XX')).toBeUndefined();
    expect(countryName('constructor')).toBeUndefined();
    expect(countryName('')).toBeUndefined();
  });
});
