/**
 * Person names for the talent-profile generator.
 *
 * A country maps to a weighted mix of name pools (names-data-countries.ts, with fallbacks by
 * language and continent in names-data-fallbacks.ts); a pool is one naming culture with its origin
 * label (names-data-pools.ts). A draw picks a pool, a gender, then a first name and a surname from
 * that pool, so names stay culturally consistent and carry the origin the generator uses to infer
 * diversity labels.
 *
 * Every weighted choice goes through a precomputed alias table (Vose), so a draw costs one call
 * of `rng` and two array reads whatever the list length: `pickName` makes exactly four `rng`
 * calls (pool, gender, first name, surname), `pickNameWithGender` three, and allocates only the
 * returned object. Tables are built once per pool and per country mix, on first use.
 */
import { findCountryByCode } from '@talentbase/shared/reference/countries';
import { COUNTRY_MIXES } from './names-data-countries';
import { CONTINENT_MIXES, LANGUAGE_MIXES, WORLD_MIX } from './names-data-fallbacks';
import { POOLS, type PoolId, type PoolMix } from './names-data-pools';
import type { NamePart } from './names-data-source';

export const NAME_ORIGINS = [
  'anglo',
  'hispanic',
  'african_american',
  'east_asian',
  'south_asian',
  'southeast_asian',
  'middle_eastern',
  'native_american',
  'european',
  'african',
  'jewish',
  'slavic',
] as const;
export type NameOrigin = (typeof NAME_ORIGINS)[number];
export type Gender = 'female' | 'male';
export type PersonName = { first: string; last: string; gender: Gender; origin: NameOrigin };
export type OriginWeight = { readonly origin: NameOrigin; readonly weight: number };

type AliasTable<T> = {
  readonly values: readonly T[];
  readonly prob: Float64Array;
  readonly alias: Uint32Array;
};

function buildAliasTable<T>(values: readonly T[], weights: readonly number[]): AliasTable<T> {
  const n = values.length;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (n === 0 || !(total > 0)) throw new Error('A weighted name list needs at least one positive weight');
  const scaled = weights.map((weight) => (weight * n) / total);
  const prob = new Float64Array(n);
  const alias = new Uint32Array(n);
  const small: number[] = [];
  const large: number[] = [];
  for (let index = 0; index < n; index++) (scaled[index]! < 1 ? small : large).push(index);
  while (small.length > 0 && large.length > 0) {
    const s = small.pop()!;
    const l = large.pop()!;
    prob[s] = scaled[s]!;
    alias[s] = l;
    scaled[l] = scaled[l]! + scaled[s]! - 1;
    (scaled[l]! < 1 ? small : large).push(l);
  }
  // Whatever is left is 1 up to rounding error.
  for (const index of [...small, ...large]) prob[index] = 1;
  return { values, prob, alias };
}

function draw<T>(table: AliasTable<T>, rng: () => number): T {
  const n = table.values.length;
  const x = rng() * n;
  // The clamp only matters for an rng that breaks its contract and returns 1.
  const i = Math.min(Math.floor(x), n - 1);
  return x - i < table.prob[i]! ? table.values[i]! : table.values[table.alias[i]!]!;
}

function buildNameTable(parts: readonly NamePart[]): AliasTable<string> {
  const used = parts.filter((part) => part.names.length > 0 && part.share > 0);
  const totalShare = used.reduce((sum, part) => sum + part.share, 0);
  const weights = new Map<string, number>();
  for (const part of used) {
    const raw = part.names.map((_, rank) => (part.ranked ? 1 / (rank + part.offset) ** part.exponent : 1));
    const partTotal = raw.reduce((sum, weight) => sum + weight, 0);
    part.names.forEach((name, index) => {
      const weight = (raw[index]! / partTotal) * (part.share / totalShare);
      weights.set(name, (weights.get(name) ?? 0) + weight);
    });
  }
  return buildAliasTable([...weights.keys()], [...weights.values()]);
}

type CompiledPool = {
  readonly origin: NameOrigin;
  readonly female: AliasTable<string>;
  readonly male: AliasTable<string>;
  readonly lastMale: AliasTable<string>;
  readonly lastFemale: AliasTable<string>;
};

const compiledPools = new Map<PoolId, CompiledPool>();

function compiledPool(id: PoolId): CompiledPool {
  const cached = compiledPools.get(id);
  if (cached) return cached;
  const def = POOLS[id];
  const lastMale = buildNameTable(def.last);
  const compiled: CompiledPool = {
    origin: def.origin,
    female: buildNameTable(def.female),
    male: buildNameTable(def.male),
    lastMale,
    lastFemale: 'lastFemale' in def ? buildNameTable(def.lastFemale) : lastMale,
  };
  compiledPools.set(id, compiled);
  return compiled;
}

type CountryTable = { readonly pools: AliasTable<CompiledPool>; readonly origins: readonly OriginWeight[] };

function compileMix(mix: PoolMix): CountryTable {
  const entries = (Object.entries(mix) as [PoolId, number][]).filter(([, weight]) => weight > 0);
  const pools = buildAliasTable(
    entries.map(([id]) => compiledPool(id)),
    entries.map(([, weight]) => weight),
  );
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const byOrigin = new Map<NameOrigin, number>();
  for (const [id, weight] of entries) {
    const origin = POOLS[id].origin;
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + weight / total);
  }
  const origins = Object.freeze(
    [...byOrigin]
      .map(([origin, weight]) => Object.freeze({ origin, weight }))
      .sort((a, b) => b.weight - a.weight || a.origin.localeCompare(b.origin)),
  );
  return { pools, origins };
}

/** The pool mix of a country: its own, else by primary language, else by continent, else world. */
function mixForCountry(code: string): PoolMix {
  const upper = code.trim().toUpperCase();
  const own = Object.hasOwn(COUNTRY_MIXES, upper) ? COUNTRY_MIXES[upper] : undefined;
  if (own) return own;
  const country = findCountryByCode(upper);
  if (!country) return WORLD_MIX;
  const language = country.language?.code;
  return (
    (language ? (LANGUAGE_MIXES[`${country.region}:${language}`] ?? LANGUAGE_MIXES[language]) : undefined) ??
    CONTINENT_MIXES[country.region] ??
    WORLD_MIX
  );
}

const tablesByMix = new Map<PoolMix, CountryTable>();
const tablesByCode = new Map<string, CountryTable>();
const CACHEABLE_CODE = /^[A-Za-z]{2}$/;

function countryTable(countryCode: string): CountryTable {
  const cached = tablesByCode.get(countryCode);
  if (cached) return cached;
  const mix = mixForCountry(countryCode);
  let table = tablesByMix.get(mix);
  if (!table) {
    table = compileMix(mix);
    tablesByMix.set(mix, table);
  }
  // Only well-formed codes are remembered, so odd input cannot grow the cache without bound.
  if (CACHEABLE_CODE.test(countryCode)) tablesByCode.set(countryCode, table);
  return table;
}

function nameFrom(pool: CompiledPool, gender: Gender, rng: () => number): PersonName {
  const first = draw(gender === 'female' ? pool.female : pool.male, rng);
  const last = draw(gender === 'female' ? pool.lastFemale : pool.lastMale, rng);
  return { first, last, gender, origin: pool.origin };
}

/**
 * A realistic name for someone living in `countryCode` (ISO 3166-1 alpha-2, any case), women and
 * men in equal measure. `rng` returns floats in [0, 1); the same sequence gives the same names.
 */
export function pickName(rng: () => number, countryCode: string): PersonName {
  const pool = draw(countryTable(countryCode).pools, rng);
  const gender: Gender = rng() < 0.5 ? 'female' : 'male';
  return nameFrom(pool, gender, rng);
}

/** As pickName, for a gender the caller has chosen (the generator skews some job families). */
export function pickNameWithGender(rng: () => number, countryCode: string, gender: Gender): PersonName {
  return nameFrom(draw(countryTable(countryCode).pools, rng), gender, rng);
}

/** The share of each name origin among people of a country, largest first, summing to 1. */
export function originMixFor(countryCode: string): readonly OriginWeight[] {
  return countryTable(countryCode).origins;
}
