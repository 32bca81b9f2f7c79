// Kept apart from countries.ts so that the generated data file can import the type without a cycle.

export const CONTINENTS = [
  { value: 'AF', label: 'Africa' },
  { value: 'AN', label: 'Antarctica' },
  { value: 'AS', label: 'Asia' },
  { value: 'EU', label: 'Europe' },
  { value: 'NA', label: 'North America' },
  { value: 'OC', label: 'Oceania' },
  { value: 'SA', label: 'South America' },
] as const;
export type Continent = (typeof CONTINENTS)[number]['value'];

export type CountryCurrency = { code: string; name: string; symbol: string };

export type CountryLanguage = { code: string; name: string; nativeName?: string };

export type Country = {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  capital: string | null;
  region: Continent;
  currency: CountryCurrency | null;
  language: CountryLanguage | null;
  flag: string;
};
