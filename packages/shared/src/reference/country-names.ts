// Country names by ISO 3166-1 alpha-2 code, without the rest of the country list (capitals,
// currencies, languages): what a browser needs to name a country in a filter, at a tenth of the size.
import { COUNTRY_NAME_DATA } from './data/country-names';

/** The country's name as the full list (countries.ts) has it, looked up case-insensitively. */
export function countryName(code: string): string | undefined {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_NAME_DATA, key) ? COUNTRY_NAME_DATA[key] : undefined;
}
