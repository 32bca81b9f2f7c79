/**
 * "City, State, Country" as a recruiter types it, resolved to a known city when one fits (so a
 * hand-added candidate is found by location and radius searches like any other). The most
 * populous city of that name wins, narrowed by the country and US state when given. Text that
 * names no known city stays as typed.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { COUNTRIES, findCountryByCode } from '@talentbase/shared/reference/countries';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { normalizeName } from '../talent/dictionary';

type NormLocation = TalentProfileDoc['analytics']['norm_location'];

// The EU and EEA plus the UK and Switzerland: where the GDPR (or its copies) applies.
const GDPR_COUNTRIES = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH'.split(
    ' ',
  ),
);

const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'united states of america': 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
};

function countryOf(text: string): string | null {
  const norm = normalizeName(text);
  if (!norm) return null;
  const alias = COUNTRY_ALIASES[norm];
  if (alias) return alias;
  if (norm.length === 2) return findCountryByCode(norm)?.code ?? null;
  return COUNTRIES.find((c) => normalizeName(c.name) === norm)?.code ?? null;
}

export type ResolvedLocation = {
  location: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  norm: NormLocation;
};

const EMPTY_NORM: NormLocation = {
  city: null,
  state: null,
  country: null,
  country_code: null,
  latitude: null,
  longitude: null,
  in_gdpr: false,
  city_id: null,
};

type CityRow = {
  id: number;
  name: string;
  country: string;
  admin_code: string | null;
  lat: number;
  lon: number;
};

/** What a typed location needs looked up: nothing (empty, or a country alone), or a city. */
type Parsed =
  | { done: ResolvedLocation }
  | {
      typed: string;
      parts: string[];
      cityName: string;
      countryCode: string | null;
      stateText: string | null;
    };

function parseLocation(text: string | null | undefined): Parsed {
  const typed = text?.trim() || null;
  if (!typed) return { done: { location: null, city: null, state: null, country: null, norm: EMPTY_NORM } };
  const parts = typed
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const countryCode = last ? countryOf(last) : parts.length === 1 ? countryOf(parts[0] as string) : null;
  if (parts.length === 1 && countryCode) {
    const name = findCountryByCode(countryCode)?.name ?? typed;
    return {
      done: {
        location: typed,
        city: null,
        state: null,
        country: name,
        norm: {
          ...EMPTY_NORM,
          country: name,
          country_code: countryCode,
          in_gdpr: GDPR_COUNTRIES.has(countryCode),
        },
      },
    };
  }
  const cityName = normalizeName(parts[0] as string);
  const stateText = parts.length >= 3 || (parts.length === 2 && !countryCode) ? (parts[1] as string) : null;
  return { typed, parts, cityName, countryCode, stateText };
}

function located(
  parsed: Exclude<Parsed, { done: ResolvedLocation }>,
  found: CityRow | undefined,
): ResolvedLocation {
  const { typed, parts, countryCode, stateText } = parsed;
  if (!found) {
    const countryName = countryCode ? (findCountryByCode(countryCode)?.name ?? null) : null;
    return {
      location: typed,
      city: parts[0] ?? null,
      state: stateText,
      country: countryName,
      norm: {
        ...EMPTY_NORM,
        country: countryName,
        country_code: countryCode,
        in_gdpr: countryCode ? GDPR_COUNTRIES.has(countryCode) : false,
      },
    };
  }
  const countryName = findCountryByCode(found.country)?.name ?? found.country;
  const state = found.country === 'US' ? found.admin_code : (stateText ?? null);
  return {
    location: [found.name, state, countryName].filter(Boolean).join(', '),
    city: found.name,
    state,
    country: countryName,
    norm: {
      city: found.name,
      state,
      country: countryName,
      country_code: found.country,
      latitude: found.lat,
      longitude: found.lon,
      in_gdpr: GDPR_COUNTRIES.has(found.country),
      city_id: found.id,
    },
  };
}

export async function resolveLocation(
  db: Executor,
  text: string | null | undefined,
): Promise<ResolvedLocation> {
  const [resolved] = await resolveLocations(db, [text]);
  return resolved as ResolvedLocation;
}

/**
 * Many typed locations at once, in input order, with one query for all the distinct cities they
 * name: an import batch of 250 rows costs one lookup, not 250.
 */
export async function resolveLocations(
  db: Executor,
  texts: readonly (string | null | undefined)[],
): Promise<ResolvedLocation[]> {
  const parsed = texts.map(parseLocation);
  const lookups = new Map<string, { norm: string; country: string | null; state: string | null }>();
  const lookupKey = (p: Exclude<Parsed, { done: ResolvedLocation }>) => {
    const state = p.stateText && p.stateText.length <= 3 ? p.stateText.toUpperCase() : null;
    const key = JSON.stringify([p.cityName, p.countryCode, state]);
    if (!lookups.has(key)) lookups.set(key, { norm: p.cityName, country: p.countryCode, state });
    return key;
  };
  const keys = parsed.map((p) => ('done' in p ? null : lookupKey(p)));
  const found = new Map<string, CityRow>();
  if (lookups.size > 0) {
    const list = [...lookups.entries()];
    const { rows } = await db.execute<CityRow & { i: number }>(sql`
      select q.i, c.id, c.name, c.country, c.admin_code, c.lat, c.lon
        from jsonb_to_recordset(${JSON.stringify(list.map(([, l], i) => ({ i, ...l })))}::jsonb)
             as q(i int, norm text, country text, state text)
        cross join lateral (
          select id, name, country, admin_code, lat, lon from geo_cities
           where norm = q.norm
             and (q.country is null or country = q.country)
             and (q.state is null or upper(admin_code) = q.state)
           order by population desc, id limit 1) c`);
    for (const row of rows) found.set((list[row.i] as [string, unknown])[0], row);
  }
  return parsed.map((p, i) => ('done' in p ? p.done : located(p, found.get(keys[i] as string))));
}
