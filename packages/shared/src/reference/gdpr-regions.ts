// Where the GDPR (or a copy of it) applies, as the groups a retention rule picks from. ISO 3166-1
// alpha-2 codes; the UK is GB. The EEA is the EU plus Iceland, Liechtenstein and Norway.
// Switzerland (revised FADP) is offered on its own: it is neither EU nor EEA.

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const EEA_COUNTRIES = [...EU_COUNTRIES, 'IS', 'LI', 'NO'] as const;

export const DATA_PROTECTION_REGIONS = ['EU', 'EEA', 'UK', 'CH'] as const;
export type DataProtectionRegion = (typeof DATA_PROTECTION_REGIONS)[number];

export const DATA_PROTECTION_REGION_LABEL: Record<DataProtectionRegion, string> = {
  EU: 'European Union',
  EEA: 'European Economic Area (EU, Iceland, Liechtenstein, Norway)',
  UK: 'United Kingdom',
  CH: 'Switzerland',
};

const REGION_COUNTRIES: Record<DataProtectionRegion, readonly string[]> = {
  EU: EU_COUNTRIES,
  EEA: EEA_COUNTRIES,
  UK: ['GB'],
  CH: ['CH'],
};

/** The country codes of the regions, each once, sorted. */
export function countriesOfRegions(regions: readonly DataProtectionRegion[]): string[] {
  return [...new Set(regions.flatMap((r) => REGION_COUNTRIES[r]))].sort();
}
