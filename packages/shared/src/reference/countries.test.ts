import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_OPTIONS, findCountryByCode } from './countries';
import { CONTINENTS } from './country-types';

describe('COUNTRIES', () => {
  it('covers the world: at least 240 entries with unique ISO alpha-2 codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives the United States its capital, currency, language and flag', () => {
    expect(findCountryByCode('US')).toEqual({
      name: 'United States',
      code: 'US',
      capital: 'Washington D.C.',
      region: 'NA',
      currency: { code: 'USD', name: 'United States dollar', symbol: '$' },
      language: { code: 'en', name: 'English', nativeName: 'English' },
      flag: '🇺🇸',
    });
  });

  it('spot-checks other countries', () => {
    expect(findCountryByCode('gb')?.currency?.code).toBe('GBP');
    expect(findCountryByCode(' DE ')?.language).toEqual({
      code: 'de',
      name: 'German',
      nativeName: 'Deutsch',
    });
    expect(findCountryByCode('BR')?.region).toBe('SA');
    expect(findCountryByCode('JP')?.capital).toBe('Tokyo');
    expect(findCountryByCode('FR')?.currency?.symbol).toBe('€');
    expect(findCountryByCode('XX')).toBeUndefined();
  });

  it('leaves currency and capital empty where a territory has none', () => {
    const antarctica = findCountryByCode('AQ');
    expect(antarctica?.currency).toBeNull();
    expect(antarctica?.capital).toBeNull();
    expect(antarctica?.region).toBe('AN');
  });

  it('uses only known continent codes and well-formed values', () => {
    const continents = new Set<string>(CONTINENTS.map((continent) => continent.value));
    for (const country of COUNTRIES) {
      expect(continents.has(country.region)).toBe(true);
      expect(country.name.trim()).toBe(country.name);
      expect(country.flag.length).toBeGreaterThan(0);
      if (country.currency) expect(country.currency.code).toMatch(/^[A-Z]{3}$/);
      if (country.language) expect(country.language.code).toMatch(/^[a-z]{2,3}$/);
    }
  });

  it('offers options labelled by name', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(COUNTRIES.length);
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'CA', label: 'Canada' });
  });
});
