/**
 * Puts the taxonomy (titles, skills, companies, schools ...) and the world's cities into the
 * database: the dictionary that search resolves filters with, and `geo_cities` for places.
 * Idempotent: existing entries are kept.
 */
import { PROFILE_SOURCES } from '@talentbase/shared';
import { ACADEMIC_SUBJECTS } from '@talentbase/shared/reference/academic-subjects';
import { US_STATE_OPTIONS } from '@talentbase/shared/reference/us-states';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import type { DictionaryKind } from '../../db/schema/index';
import { openCopy } from './copy-writer';
import { ensureEntries, type NewDictionaryEntry, normalizeName } from './dictionary';
import { loadCities } from './generator/geography';
import type { World } from './generator/world';
import { regionKey } from './profile-index';
import { CERTIFICATIONS } from './taxonomy/certifications';
import { INDUSTRIES } from './taxonomy/industries';
import { LANGUAGES } from './taxonomy/languages';
import { SKILLS } from './taxonomy/skills';
import { TITLES } from './taxonomy/titles';

export async function ensureGeoCities(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*)::text as n from geo_cities');
  if (Number(rows[0]?.n) > 0) return 0;
  const cities = loadCities();
  const copy = await openCopy(pool, 'geo_cities', [
    'id',
    'name',
    'norm',
    'country',
    'admin_code',
    'population',
    'lat',
    'lon',
  ]);
  for (const c of cities) {
    await copy.write([
      c.id,
      c.name,
      normalizeName(c.name),
      c.country,
      c.adminCode,
      c.population,
      c.lat,
      c.lon,
    ]);
  }
  await copy.end();
  return cities.length;
}

function regionEntries(): NewDictionaryEntry[] {
  const entries = new Map<string, NewDictionaryEntry>();
  for (const s of US_STATE_OPTIONS) {
    const key = regionKey('US', s.value);
    entries.set(key, {
      name: key,
      synonyms: [s.label],
      meta: { country: 'US', code: s.value, label: s.label },
    });
  }
  for (const c of loadCities()) {
    if (!c.adminCode || c.country === 'US') continue;
    const key = regionKey(c.country, c.adminCode);
    if (!entries.has(key)) entries.set(key, { name: key, meta: { country: c.country, code: c.adminCode } });
  }
  return [...entries.values()];
}

export async function seedTaxonomy(db: Database, world: World): Promise<void> {
  const lists: [DictionaryKind, NewDictionaryEntry[]][] = [
    [
      'title',
      TITLES.map((t) => ({
        name: t.name,
        synonyms: t.synonyms,
        meta: { family: t.family, seniorities: t.seniorities },
      })),
    ],
    ['skill', SKILLS.map((s) => ({ name: s.name, synonyms: s.synonyms, meta: { category: s.category } }))],
    [
      'company',
      world.companies.map((c) => ({
        name: c.name,
        meta: {
          industry: c.industry,
          sizeBand: c.sizeBand,
          fundingStage: c.fundingStage,
          types: c.types,
          domain: c.domain,
          hq: c.hq,
        },
      })),
    ],
    ['school', world.schools.map((s) => ({ name: s.name, meta: { country: s.country, tier: s.tier } }))],
    ['industry', INDUSTRIES.map((i) => ({ name: i.name, meta: { families: i.families } }))],
    ['certification', CERTIFICATIONS.map((c) => ({ name: c.name, meta: { issuer: c.issuer } }))],
    [
      'major',
      ACADEMIC_SUBJECTS.map((m) => ({ name: m.label, synonyms: [m.value], meta: { slug: m.value } })),
    ],
    ['language', LANGUAGES.map((l) => ({ name: l.name, synonyms: [l.code], meta: { code: l.code } }))],
    ['region', regionEntries()],
    ['source', PROFILE_SOURCES.map((s) => ({ name: s }))],
  ];
  for (const [kind, entries] of lists) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from talent_dictionary where kind = ${kind}`,
    );
    // Whole lists are written once; later imports add single entries through ensureEntries.
    if ((rows[0]?.n ?? 0) >= entries.length) continue;
    await ensureEntries(db, kind, entries);
  }
}
