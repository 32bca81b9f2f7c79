/**
 * The peer of the search benchmark: the same filters answered the way a first version of
 * candidate search would — one plain table with a column per fact and the profile text, no search
 * index, ILIKE for words and titles, a distance formula for radius. It returns the same page
 * (25 hits) and the same exact count.
 */
import type { SearchFilters } from '@talentbase/shared';
import { type BoolNode, parseBoolean } from '@talentbase/shared/domain/boolean-query';
import { EXPERIENCE_BANDS, RADIUS_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import type pg from 'pg';

/** Built once per data set from the profile documents (not timed). */
export async function prepareNaiveTable(pool: pg.Pool): Promise<void> {
  const exists = await pool.query(`select to_regclass('bench_naive_profiles') as t`);
  const count = async (table: string) =>
    Number((await pool.query(`select count(*) as n from ${table}`)).rows[0].n);
  if (exists.rows[0].t && (await count('bench_naive_profiles')) === (await count('talent_profiles'))) return;
  await pool.query('drop table if exists bench_naive_profiles');
  await pool.query(`
    create table bench_naive_profiles as
    select p.id, p.team_id, p.current_title as title, p.doc as profile_text,
           (select string_agg(s->>'handson_skill', ' | ') from jsonb_array_elements(d->'handson') s) as skills,
           (d->'analytics'->>'fulltime_years')::real as years,
           d->'analytics'->>'title_level' as seniority,
           d->'analytics'->>'education_level' as education_level,
           (d->'analytics'->'norm_location'->>'city_id')::int as city_id,
           (d->'analytics'->'norm_location'->>'latitude')::float8 as lat,
           (d->'analytics'->'norm_location'->>'longitude')::float8 as lon,
           d->'analytics'->'norm_location'->>'country_code' as country,
           d->'analytics'->'norm_location'->>'state' as state,
           (jsonb_array_length(c.emails) + jsonb_array_length(c.phones)) > 0 as has_contact
      from talent_profiles p
      cross join lateral (select p.doc::jsonb as d) x
      left join talent_contacts c on c.profile_id = p.id`);
  await pool.query('analyze bench_naive_profiles');
}

export async function naiveSearch(
  pool: pg.Pool,
  teamId: string,
  filters: SearchFilters,
  cities: Map<number, { lat: number; lon: number }>,
): Promise<{ total: number; ids: string[] }> {
  const values: unknown[] = [teamId];
  const add = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const like = (v: string) => add(`%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const conds: string[] = ['(p.team_id is null or p.team_id = $1)'];

  if (filters.titles?.length)
    conds.push(`(${filters.titles.map((t) => `p.title ilike ${like(t)}`).join(' or ')})`);
  for (const s of filters.skills ?? []) conds.push(`p.skills ilike ${like(s)}`);
  if (filters.locations?.length) {
    const parts = filters.locations.map((l) => {
      if (l.country) return `p.country = ${add(l.country)}`;
      if (l.region) return `p.state = ${add(l.region.split('-')[1])}`;
      const c = cities.get(l.city ?? 0) ?? { lat: 0, lon: 0 };
      const km = l.radius
        ? l.radius.unit === 'km'
          ? l.radius.value
          : (RADIUS_OPTIONS.find((o) => o.miles === l.radius?.value)?.km ?? 0)
        : 0;
      if (!km) return `p.city_id = ${add(l.city)}`;
      return `2 * 6371.0088 * asin(sqrt(power(sin(radians(p.lat - ${add(c.lat)}) / 2), 2)
        + cos(radians(p.lat)) * cos(radians(${add(c.lat)})) * power(sin(radians(p.lon - ${add(c.lon)}) / 2), 2))) <= ${add(km)}`;
    });
    conds.push(`(${parts.join(' or ')})`);
  }
  if (filters.experienceBands?.length) {
    const bands = EXPERIENCE_BANDS.filter((b) => filters.experienceBands?.includes(b.value));
    conds.push(
      `(${bands.map((b) => `(p.years >= ${b.min}${b.max === null ? '' : ` and p.years < ${b.max}`})`).join(' or ')})`,
    );
  }
  if (filters.seniorities?.length) conds.push(`p.seniority = any(${add(filters.seniorities)}::text[])`);
  if (filters.educationLevels?.length)
    conds.push(`p.education_level = any(${add(filters.educationLevels)}::text[])`);
  if (filters.contact?.includes('has_contact_info')) conds.push('p.has_contact');
  if (filters.keywords?.trim()) {
    const ast = parseBoolean(filters.keywords).ast;
    const compile = (n: BoolNode): string => {
      switch (n.type) {
        case 'term':
          return `p.profile_text ilike ${like(n.value.replace(/\*/g, '').replace(/\?/g, '_'))}`;
        case 'phrase': {
          // Wildcards and one-word gaps (`*`) become LIKE's `%` and `_`.
          const words = n.words.map((w) =>
            w
              .replace(/[\\%_]/g, (c) => `\\${c}`)
              .replace(/\*/g, '%')
              .replace(/\?/g, '_'),
          );
          // Like NEAR below, a phrase with slop is its words anywhere in the text.
          if (n.slop) return `(${words.map((w) => `p.profile_text ilike ${add(`%${w}%`)}`).join(' and ')})`;
          return `p.profile_text ilike ${add(`%${words.join(' ')}%`)}`;
        }
        case 'near':
          // A first version has no word positions: both sides anywhere in the text.
          return `(${compile(n.left)} and ${compile(n.right)})`;
        case 'not':
          return `not (${compile(n.child)})`;
        case 'and':
          return `(${n.children.map(compile).join(' and ')})`;
        case 'or':
          return `(${n.children.map(compile).join(' or ')})`;
      }
    };
    if (ast) conds.push(compile(ast));
  }
  const where = conds.join(' and ');
  const [page, count] = await Promise.all([
    pool.query<{ id: string }>(
      `select p.id::text as id from bench_naive_profiles p where ${where} order by p.id limit 25`,
      values,
    ),
    pool.query<{ n: number }>(`select count(*)::int as n from bench_naive_profiles p where ${where}`, values),
  ]);
  return { total: count.rows[0]?.n ?? 0, ids: page.rows.map((r) => r.id) };
}
