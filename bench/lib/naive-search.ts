/**
 * The peer of the search benchmark: the same filters answered the naive way, with ILIKE over the
 * profile documents and no search index — what a first version of candidate search would do.
 * It returns the same page (25 hits) and the same exact count.
 */
import type { SearchFilters } from '@talentbase/shared';
import { type BoolNode, parseBoolean } from '@talentbase/shared/domain/boolean-query';
import { EXPERIENCE_BANDS, RADIUS_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import type pg from 'pg';

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
  const a = `p.doc->'analytics'`;

  if (filters.titles?.length) {
    conds.push(
      `(${filters.titles.map((t) => `p.doc->'basic'->>'current_title' ilike ${like(t)}`).join(' or ')})`,
    );
  }
  for (const s of filters.skills ?? []) conds.push(`(p.doc->'handson')::text ilike ${like(`"${s}"`)}`);
  if (filters.locations?.length) {
    const parts = filters.locations.map((l) => {
      if (l.country) return `${a}->'norm_location'->>'country_code' = ${add(l.country)}`;
      if (l.region) return `${a}->'norm_location'->>'state' = ${add(l.region.split('-')[1])}`;
      const c = cities.get(l.city ?? 0) ?? { lat: 0, lon: 0 };
      const km = l.radius
        ? l.radius.unit === 'km'
          ? l.radius.value
          : (RADIUS_OPTIONS.find((o) => o.miles === l.radius?.value)?.km ?? 0)
        : 0;
      if (!km) return `(${a}->'norm_location'->>'city_id')::int = ${add(l.city)}`;
      const lat = `(${a}->'norm_location'->>'latitude')::float8`;
      const lon = `(${a}->'norm_location'->>'longitude')::float8`;
      return `2 * 6371.0088 * asin(sqrt(power(sin(radians(${lat} - ${add(c.lat)}) / 2), 2)
        + cos(radians(${lat})) * cos(radians(${add(c.lat)})) * power(sin(radians(${lon} - ${add(c.lon)}) / 2), 2))) <= ${add(km)}`;
    });
    conds.push(`(${parts.join(' or ')})`);
  }
  if (filters.experienceBands?.length) {
    const years = `(${a}->>'fulltime_years')::real`;
    const bands = EXPERIENCE_BANDS.filter((b) => filters.experienceBands?.includes(b.value));
    conds.push(
      `(${bands.map((b) => `(${years} >= ${b.min}${b.max === null ? '' : ` and ${years} < ${b.max}`})`).join(' or ')})`,
    );
  }
  if (filters.seniorities?.length)
    conds.push(`${a}->>'title_level' = any(${add(filters.seniorities)}::text[])`);
  if (filters.educationLevels?.length)
    conds.push(`${a}->>'education_level' = any(${add(filters.educationLevels)}::text[])`);
  if (filters.contact?.includes('has_contact_info')) {
    conds.push(`exists (select 1 from talent_contacts c where c.profile_id = p.id
      and (jsonb_array_length(c.emails) > 0 or jsonb_array_length(c.phones) > 0))`);
  }
  if (filters.keywords?.trim()) {
    const ast = parseBoolean(filters.keywords).ast;
    const text = 'p.doc::text';
    const compile = (n: BoolNode): string => {
      switch (n.type) {
        case 'term':
          return `${text} ilike ${like(n.value.replace(/\*/g, '').replace(/\?/g, '_'))}`;
        case 'phrase':
          return `${text} ilike ${like(n.value)}`;
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
      `select p.id::text as id from talent_profiles p where ${where} order by p.id limit 25`,
      values,
    ),
    pool.query<{ n: number }>(`select count(*)::int as n from talent_profiles p where ${where}`, values),
  ]);
  return { total: count.rows[0]?.n ?? 0, ids: page.rows.map((r) => r.id) };
}
