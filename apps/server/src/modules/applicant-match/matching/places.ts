/**
 * Places for the location check: reads "Seattle, WA", "London, UK" or "Austin, Texas" into a
 * city with coordinates (the world-cities list the talent generator uses), and measures the
 * distance between two points. Lookups happen while features are built, never while scoring.
 */
import { US_STATE_OPTIONS } from '@talentbase/shared/reference/us-states';
import { type City, loadCities } from '../../talent/generator/geography';
import { foldWord } from './tokenize';

export type Place = {
  city: string | null;
  state: string | null;
  country: string | null;
  lat: number | null;
  lon: number | null;
};

const STATE_BY_NAME = new Map<string, string>();
for (const s of US_STATE_OPTIONS) {
  STATE_BY_NAME.set(s.value.toLowerCase(), s.value);
  STATE_BY_NAME.set(s.label.toLowerCase(), s.value);
}

const COUNTRY_BY_NAME: Readonly<Record<string, string>> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  uk: 'GB',
  gb: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  canada: 'CA',
  ca: 'CA',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  españa: 'ES',
  ireland: 'IE',
  india: 'IN',
  australia: 'AU',
  netherlands: 'NL',
  mexico: 'MX',
  méxico: 'MX',
  brazil: 'BR',
};

function fold(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((w) => foldWord(w))
    .join(' ');
}

let byName: Map<string, City[]> | undefined;

function cityIndex(): Map<string, City[]> {
  if (byName) return byName;
  const index = new Map<string, City[]>();
  for (const city of loadCities()) {
    const key = fold(city.name);
    const list = index.get(key);
    if (list) list.push(city);
    else index.set(key, [city]);
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  byName = index;
  return index;
}

export function countryCode(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  const named = COUNTRY_BY_NAME[key];
  if (named) return named;
  return /^[a-z]{2}$/i.test(key) ? key.toUpperCase() : null;
}

/**
 * A place written as "City, ST", "City, State, Country" or "City, Country". Unknown cities keep
 * their names without coordinates (the check then compares state and country).
 */
export function readPlace(text: string): Place | null {
  const parts = text
    .split(',')
    .map((p) => p.trim().replace(/[.;:!]+$/, ''))
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return null;
  const [first, ...rest] = parts;
  if (!first || first.length > 60) return null;
  let state: string | null = null;
  let country: string | null = null;
  for (const part of rest) {
    const lower = part.toLowerCase();
    const usState = STATE_BY_NAME.get(lower);
    if (usState && part.length >= 2 && (part.length > 2 || part === part.toUpperCase()) && state === null) {
      state = usState;
      country ??= 'US';
      continue;
    }
    const code = countryCode(part);
    if (code) country = code;
  }
  // "Remote, US" or "United States" alone: a country with no city.
  const firstCountry = countryCode(first);
  if (firstCountry && rest.length === 0)
    return { city: null, state: null, country: firstCountry, lat: null, lon: null };
  const candidates = cityIndex().get(fold(first)) ?? [];
  const city =
    candidates.find(
      (c) => (country === null || c.country === country) && (state === null || c.adminCode === state),
    ) ?? (country === null && state === null ? candidates[0] : undefined);
  if (!city) return rest.length > 0 ? { city: first, state, country, lat: null, lon: null } : null;
  return {
    city: city.name,
    state: state ?? (city.country === 'US' ? city.adminCode : null),
    country: city.country,
    lat: city.lat,
    lon: city.lon,
  };
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}
