import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Gender,
  NAME_ORIGINS,
  type NameOrigin,
  originMixFor,
  type PersonName,
  pickName,
  pickNameWithGender,
} from './names';
import * as africa from './names-data-africa';
import * as anglo from './names-data-anglo';
import { COUNTRY_MIXES } from './names-data-countries';
import * as eastAsia from './names-data-east-asia';
import * as europe from './names-data-europe';
import { FAKER } from './names-data-faker';
import * as latinAmerica from './names-data-latin-america';
import * as mena from './names-data-mena';
import { POOLS, type PoolId } from './names-data-pools';
import * as slavic from './names-data-slavic';
import { type NamePart, normaliseCapitalisation, type PoolDef } from './names-data-source';
import * as southAsia from './names-data-south-asia';
import * as southeastAsia from './names-data-southeast-asia';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function draws(countryCode: string, n: number, seed = 7): PersonName[] {
  const rng = mulberry32(seed);
  return Array.from({ length: n }, () => pickName(rng, countryCode));
}

function shareBy<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.filter(predicate).length / items.length;
}

const LATIN = /^[\p{Script=Latin}' .-]+$/u;

const HAND_WRITTEN_MODULES = {
  africa,
  anglo,
  eastAsia,
  europe,
  latinAmerica,
  mena,
  slavic,
  southAsia,
  southeastAsia,
};
const handWrittenLists = Object.entries(HAND_WRITTEN_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, readonly string[]] => Array.isArray(entry[1]))
    .map(([name, names]) => [`${module}.${name}`, names] as const),
);
const fakerLists = Object.entries(FAKER).map(([name, names]) => [`faker.${name}`, names] as const);
const poolLists = (Object.entries(POOLS) as [string, PoolDef][]).flatMap(([id, pool]) => {
  const lists: [string, readonly NamePart[]][] = [
    [`${id}.female`, pool.female],
    [`${id}.male`, pool.male],
    [`${id}.last`, pool.last],
  ];
  if (pool.lastFemale) lists.push([`${id}.lastFemale`, pool.lastFemale]);
  return lists;
});

function duplicatesIn(names: readonly string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) !== index);
}

describe('pickName', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same 1,000 names for the same seed, and other names for another seed', () => {
    const countries = ['US', 'GB', 'IN', 'DE', 'JP', 'BR', 'NG', 'PL', 'AE', 'ZZ'];
    const run = (seed: number) => {
      const rng = mulberry32(seed);
      return Array.from({ length: 1000 }, (_, i) => pickName(rng, countries[i % countries.length]!));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(43)).not.toEqual(run(42));
  });

  it('uses only the rng it is given', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    const rng = mulberry32(1);
    for (const country of ['US', 'FR', 'KR', 'SA', 'XX']) {
      expect(() => pickName(rng, country)).not.toThrow();
      expect(() => pickNameWithGender(rng, country, 'female')).not.toThrow();
    }
  });

  it('draws the US origin mix within 3 percentage points of the census shares over 50,000 names', () => {
    const names = draws('US', 50_000);
    const share = (origins: readonly NameOrigin[]) => shareBy(names, (name) => origins.includes(name.origin));
    const expected: [readonly NameOrigin[], number][] = [
      [['anglo', 'european', 'slavic'], 0.58],
      [['hispanic'], 0.19],
      [['african_american'], 0.12],
      [['east_asian', 'south_asian', 'southeast_asian'], 0.06],
      [['middle_eastern'], 0.02],
      [['native_american'], 0.01],
      [['jewish'], 0.02],
    ];
    for (const [origins, target] of expected) {
      expect(Math.abs(share(origins) - target), origins.join('+')).toBeLessThanOrEqual(0.03);
    }
  });

  it('balances women and men', () => {
    for (const country of ['US', 'IN', 'CN', 'NG', 'DE']) {
      const female = shareBy(draws(country, 20_000), (name) => name.gender === 'female');
      expect(female, country).toBeGreaterThan(0.48);
      expect(female, country).toBeLessThan(0.52);
    }
  });

  it('gives the requested gender', () => {
    const rng = mulberry32(3);
    for (const gender of ['female', 'male'] as Gender[]) {
      for (let i = 0; i < 500; i++) expect(pickNameWithGender(rng, 'MX', gender).gender).toBe(gender);
    }
  });

  it('draws names of the country: JP east Asian, IN south Asian, MX Hispanic, NG African, DE European', () => {
    expect(shareBy(draws('JP', 5000), (n) => n.origin === 'east_asian')).toBeGreaterThan(0.95);
    expect(shareBy(draws('IN', 5000), (n) => n.origin === 'south_asian')).toBeGreaterThan(0.95);
    expect(shareBy(draws('MX', 5000), (n) => n.origin === 'hispanic')).toBeGreaterThan(0.9);
    expect(shareBy(draws('NG', 5000), (n) => n.origin === 'african')).toBeGreaterThan(0.95);
    const germany = draws('DE', 5000);
    expect(shareBy(germany, (n) => n.origin === 'european')).toBeGreaterThan(0.75);
    expect(shareBy(germany, (n) => n.origin === 'middle_eastern')).toBeGreaterThan(0.02);
    expect(shareBy(germany, (n) => n.origin === 'slavic')).toBeGreaterThan(0.02);
    const britain = draws('GB', 5000);
    expect(shareBy(britain, (n) => n.origin === 'anglo')).toBeGreaterThan(0.65);
    expect(shareBy(britain, (n) => n.origin === 'south_asian')).toBeGreaterThan(0.04);
  });

  it('keeps given name and surname from one culture', () => {
    const japanese = new Set([...eastAsia.JAPANESE_FEMALE, ...eastAsia.JAPANESE_MALE]);
    const japaneseSurnames = new Set(eastAsia.JAPANESE_LAST);
    for (const name of draws('JP', 2000).filter((n) => japanese.has(n.first))) {
      expect(japaneseSurnames.has(name.last), `${name.first} ${name.last}`).toBe(true);
    }
  });

  it('gives women the feminine surname where the language has one', () => {
    const rng = mulberry32(11);
    const polishWomen = Array.from({ length: 2000 }, () => pickNameWithGender(rng, 'PL', 'female'));
    expect(polishWomen.filter((n) => /(ski|cki)$/.test(n.last))).toEqual([]);
    expect(shareBy(polishWomen, (n) => n.last.endsWith('ska'))).toBeGreaterThan(0.2);
    const russianWomen = Array.from({ length: 2000 }, () => pickNameWithGender(rng, 'RU', 'female'));
    expect(russianWomen.filter((n) => n.origin === 'slavic' && /ov$/.test(n.last))).toEqual([]);
    const polishMen = Array.from({ length: 2000 }, () => pickNameWithGender(rng, 'PL', 'male'));
    expect(polishMen.filter((n) => n.last.endsWith('ska'))).toEqual([]);
  });

  it('weighs common surnames more, and concentrates them where they are concentrated', () => {
    const korea = draws('KR', 20_000);
    expect(shareBy(korea, (n) => n.last === 'Kim')).toBeGreaterThan(0.15);
    expect(shareBy(korea, (n) => n.last === 'Kim')).toBeLessThan(0.35);
    const us = draws('US', 50_000).filter((n) => n.origin === 'anglo');
    expect(shareBy(us, (n) => n.last === 'Smith')).toBeGreaterThan(
      shareBy(us, (n) => n.last === 'Warner') * 5,
    );
  });

  it('accepts lower-case codes and falls back by language, continent, then world', () => {
    expect(originMixFor('us')).toEqual(originMixFor('US'));
    expect(originMixFor(' jp ')).toEqual(originMixFor('JP'));
    expect(originMixFor('CR')[0]?.origin).toBe('hispanic'); // Costa Rica: Spanish
    expect(originMixFor('SN')[0]?.origin).toBe('african'); // Senegal: French, in Africa
    expect(originMixFor('KZ')[0]?.origin).toBe('slavic'); // Kazakhstan: Russian
    expect(originMixFor('FJ')[0]?.origin).toBe('anglo'); // Fiji: English, Oceania
    const unknown = originMixFor('XX');
    expect(unknown.length).toBeGreaterThan(5);
    expect(pickName(mulberry32(5), 'not a country').first.length).toBeGreaterThan(0);
    expect(pickName(mulberry32(5), '').last.length).toBeGreaterThan(0);
  });
});

describe('originMixFor', () => {
  it('lists every origin at most once, largest first, summing to 1', () => {
    for (const country of [...Object.keys(COUNTRY_MIXES), 'XX', 'BO', 'ZW']) {
      const mix = originMixFor(country);
      expect(new Set(mix.map((m) => m.origin)).size, country).toBe(mix.length);
      expect(
        mix.every((m) => NAME_ORIGINS.includes(m.origin) && m.weight > 0),
        country,
      ).toBe(true);
      expect(
        mix.reduce((sum, m) => sum + m.weight, 0),
        country,
      ).toBeCloseTo(1, 9);
      expect(
        mix.map((m) => m.weight),
        country,
      ).toEqual([...mix.map((m) => m.weight)].sort((a, b) => b - a));
    }
  });

  it('states the US census mix', () => {
    const weight = (origin: NameOrigin) => originMixFor('US').find((m) => m.origin === origin)?.weight ?? 0;
    expect(weight('anglo') + weight('european') + weight('slavic')).toBeCloseTo(0.58, 2);
    expect(weight('hispanic')).toBeCloseTo(0.19, 2);
    expect(weight('african_american')).toBeCloseTo(0.12, 2);
    expect(weight('east_asian') + weight('south_asian') + weight('southeast_asian')).toBeCloseTo(0.06, 2);
  });
});

describe('name lists', () => {
  it.each([...handWrittenLists, ...fakerLists])(
    '%s is non-empty, Latin script, without duplicates',
    (_, names) => {
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !LATIN.test(name) || name !== name.trim())).toEqual([]);
      expect(duplicatesIn(names)).toEqual([]);
    },
  );

  it.each(poolLists)('pool list %s has names in every part', (_, parts) => {
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(part.names.length).toBeGreaterThan(0);
      expect(part.names.filter((name) => !LATIN.test(name))).toEqual([]);
    }
  });

  it('every pool is used by some country', () => {
    const used = new Set(Object.values(COUNTRY_MIXES).flatMap((mix) => Object.keys(mix)));
    expect((Object.keys(POOLS) as PoolId[]).filter((id) => !used.has(id))).toEqual([]);
  });

  it.each(['anglo', 'hispanic', 'east_asian', 'south_asian', 'european'] as NameOrigin[])(
    'the large group %s has at least 150 first names per gender and 200 surnames',
    (origin) => {
      const pools = Object.values(POOLS).filter((pool) => pool.origin === origin);
      const distinct = (key: 'female' | 'male' | 'last') =>
        new Set(pools.flatMap((pool) => pool[key].flatMap((part) => part.names))).size;
      expect(distinct('female')).toBeGreaterThanOrEqual(150);
      expect(distinct('male')).toBeGreaterThanOrEqual(150);
      expect(distinct('last')).toBeGreaterThanOrEqual(200);
    },
  );

  it('writes the US anglo lists by hand, without faker en inventions', () => {
    expect(anglo.US_LAST).toContain('Smith');
    expect(anglo.US_LAST).not.toContain('Altenwerth');
    expect(anglo.US_LAST.length).toBeGreaterThanOrEqual(200);
  });
});

describe('normaliseCapitalisation', () => {
  it.each([
    ['SMITH', false, 'Smith'],
    ['da silva', false, 'Da Silva'],
    ['Le gall', false, 'Le Gall'],
    ['jean-françois', false, 'Jean-François'],
    ['de vries', true, 'de Vries'],
    ['van der Berg', true, 'van der Berg'],
    ['du Plessis', false, 'Du Plessis'],
    ['Jansen van Rensburg', false, 'Jansen van Rensburg'],
    ['María de los Ángeles', false, 'María de los Ángeles'],
    ['McDonald', false, 'McDonald'],
  ] as const)('%s -> %s', (input, lowerLeadingParticle, expected) => {
    expect(normaliseCapitalisation(input, lowerLeadingParticle)).toBe(expected);
  });
});
