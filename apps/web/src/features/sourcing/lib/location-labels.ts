/**
 * The URL holds a city as its GeoNames id only (`locations[0][city]=4671654`), and no endpoint
 * turns an id back into a name. Names are learnt where the page sees them (typeahead suggestions,
 * location facets, the search answer) and kept for the browser session, so a reload or a Back
 * still reads "Austin, TX, United States". Regions and countries are named from shared reference
 * lists; an unseen city falls back to its id.
 */
import type { LocationFilter } from '@talentbase/shared';
import { countryName } from '@talentbase/shared/reference/country-names';
import { findUsState } from '@talentbase/shared/reference/us-states';
import { useSyncExternalStore } from 'react';

export type PlaceParts = { city?: string; state?: string; country?: string };
type Known = { label: string; parts: PlaceParts };

const STORAGE_KEY = 'tb.sourcing.locationLabels';
const MAX_REMEMBERED = 300;
const known = new Map<string, Known>();
let loaded = false;
let version = 0;
const listeners = new Set<() => void>();

type Place = Pick<LocationFilter, 'city' | 'region' | 'country'>;

/** Identity of a place, radius left out: `{"city":4671654}`. */
export function locationKey(location: Place): string {
  if (location.city !== undefined) return JSON.stringify({ city: location.city });
  if (location.region !== undefined) return JSON.stringify({ region: location.region });
  return JSON.stringify({ country: location.country });
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function load() {
  if (loaded) return;
  loaded = true;
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!Array.isArray(parsed)) return;
    for (const row of parsed) {
      if (Array.isArray(row) && typeof row[0] === 'string' && typeof row[1]?.label === 'string') {
        known.set(row[0], row[1] as Known);
      }
    }
  } catch {
    // A damaged entry only costs names: ids are shown instead.
  }
}

function save() {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...known.entries()].slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or disabled: names are kept in memory for this page.
  }
}

/** "Austin, TX, United States" as the server labels a city: name, US state code, country. */
function partsOfCityLabel(label: string): PlaceParts {
  const parts = label.split(',').map((p) => p.trim());
  if (parts.length >= 3) return { city: parts[0], state: parts[1], country: parts.at(-1) };
  if (parts.length === 2) return { city: parts[0], country: parts[1] };
  return { city: label };
}

export function rememberLocationLabel(location: Place, label: string) {
  load();
  if (!label.trim()) return;
  const key = locationKey(location);
  const parts: PlaceParts =
    location.city !== undefined
      ? partsOfCityLabel(label)
      : location.region !== undefined
        ? { state: label, country: location.region.slice(0, 2) }
        : { country: label };
  if (known.get(key)?.label === label) return;
  known.delete(key);
  known.set(key, { label, parts });
  save();
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Re-renders the caller when a place name is learnt (a facet names a city the URL gave as an id),
 * answering a number that changes with every new name.
 */
export function useLocationLabelsVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => version,
  );
}

/** Parses a suggestion or facet value (`{"city":4671654}`) into a place, or null when it is not one. */
export function parseLocationValue(value: string): Place | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const p = parsed as Record<string, unknown>;
    if (typeof p.city === 'number' && Number.isInteger(p.city) && p.city > 0) return { city: p.city };
    if (typeof p.region === 'string' && /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(p.region))
      return { region: p.region };
    if (typeof p.country === 'string' && /^[A-Z]{2}$/.test(p.country)) return { country: p.country };
    return null;
  } catch {
    return null;
  }
}

export function locationLabel(location: Place): string {
  load();
  const remembered = known.get(locationKey(location));
  if (remembered) return remembered.label;
  if (location.region !== undefined) {
    const [country, code] = location.region.split('-');
    const state = country === 'US' && code ? findUsState(code) : undefined;
    return state ? `${state.label}, US` : location.region;
  }
  if (location.country !== undefined) return countryName(location.country) ?? location.country;
  return `City #${location.city}`;
}

/** City, state and country words for the other-platforms builder. */
export function locationParts(location: Place): PlaceParts {
  load();
  const remembered = known.get(locationKey(location));
  if (remembered) return remembered.parts;
  if (location.region !== undefined) {
    const [country, code] = location.region.split('-');
    return { state: code, country };
  }
  if (location.country !== undefined) return { country: location.country };
  return {};
}
