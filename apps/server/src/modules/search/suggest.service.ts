/**
 * Typeahead for the filter panel: titles, skills, companies ... from the dictionary (prefix,
 * synonym or fuzzy match, most common first), and places (countries, US states, cities by
 * population).
 */
import type { Suggestion, SuggestKind } from '@talentbase/shared';
import { COUNTRIES } from '@talentbase/shared/reference/countries';
import type pg from 'pg';
import { normalizeName } from '../talent/dictionary';

const likePrefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function dictionarySuggestions(
  pool: pg.Pool,
  kind: SuggestKind,
  q: string,
  limit: number,
): Promise<Suggestion[]> {
  const norm = normalizeName(q);
  const { rows } = await pool.query<{ name: string; profile_count: number; meta: Record<string, unknown> }>(
    norm
      ? `select name, profile_count, meta from talent_dictionary
          where kind = $1 and (norm like $2 or aliases @> array[$3] or norm % $3)
          order by (norm like $2 or aliases @> array[$3]) desc, profile_count desc, similarity(norm, $3) desc, name
          limit $4`
      : `select name, profile_count, meta from talent_dictionary where kind = $1
          order by profile_count desc, name limit $2`,
    norm ? [kind, likePrefix(norm), norm, limit] : [kind, limit],
  );
  return rows.map((r) => ({
    value: r.name,
    label: r.name,
    count: r.profile_count,
    detail:
      typeof r.meta.industry === 'string'
        ? r.meta.industry
        : typeof r.meta.family === 'string'
          ? r.meta.family
          : null,
  }));
}

async function locationSuggestions(pool: pg.Pool, q: string, limit: number): Promise<Suggestion[]> {
  const norm = normalizeName(q);
  if (!norm) return [];
  const countries = COUNTRIES.filter(
    (c) => normalizeName(c.name).startsWith(norm) || c.code.toLowerCase() === norm,
  )
    .slice(0, 3)
    .map((c) => ({ value: JSON.stringify({ country: c.code }), label: c.name, count: 0, detail: 'Country' }));
  const [states, cities] = await Promise.all([
    pool.query<{ name: string; label: string }>(
      `select name, meta->>'label' as label from talent_dictionary
        where kind = 'region' and meta ? 'label' and (norm like $1 or aliases @> array[$2]) limit 3`,
      [likePrefix(norm), norm],
    ),
    pool.query<{ id: number; name: string; country: string; admin_code: string | null; population: number }>(
      `select id, name, country, admin_code, population from geo_cities
        where norm like $1 order by population desc limit $2`,
      [likePrefix(norm), limit],
    ),
  ]);
  const countryName = new Map(COUNTRIES.map((c) => [c.code, c.name]));
  return [
    ...countries,
    ...states.rows.map((s) => ({
      value: JSON.stringify({ region: s.name }),
      label: s.label,
      count: 0,
      detail: 'State',
    })),
    ...cities.rows.map((c) => ({
      value: JSON.stringify({ city: c.id }),
      label: [c.name, c.country === 'US' ? c.admin_code : null, countryName.get(c.country) ?? c.country]
        .filter(Boolean)
        .join(', '),
      count: c.population,
      detail: 'City',
    })),
  ].slice(0, limit);
}

export async function suggest(
  pool: pg.Pool,
  kind: SuggestKind,
  q: string,
  limit: number,
): Promise<Suggestion[]> {
  return kind === 'location'
    ? locationSuggestions(pool, q, limit)
    : dictionarySuggestions(pool, kind, q, limit);
}
