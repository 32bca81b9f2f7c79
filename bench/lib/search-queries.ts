/**
 * The query mix of the search benchmark, drawn from the loaded data so that selectivity is
 * realistic: common titles, skills and cities by how many profiles hold them, common words of the
 * keyword index for the worst cases. Deterministic for a seed; no query appears twice.
 */
import type { SearchFilters } from '@talentbase/shared';
import {
  EDUCATION_LEVEL_OPTIONS,
  EXPERIENCE_BANDS,
  SENIORITY_OPTIONS,
} from '@talentbase/shared/domain/sourcing-filters';
import type pg from 'pg';
import { Random } from '../../apps/server/src/modules/talent/generator/random';
import { namespaceRange } from '../../apps/server/src/modules/talent/search-terms';

export type Category = 'structured' | 'boolean' | 'keyword' | 'common' | 'radius';
export type BenchQuery = { category: Category; filters: SearchFilters };

type Vocabulary = {
  titles: string[];
  skills: string[];
  cities: { id: number; lat: number; lon: number }[];
  regions: string[];
  commonWords: string[];
};

export async function loadVocabulary(pool: pg.Pool, profiles: number): Promise<Vocabulary> {
  const names = async (kind: string, limit: number) =>
    (
      await pool.query<{ name: string }>(
        'select name from talent_dictionary where kind = $1 and profile_count > 0 order by profile_count desc, name limit $2',
        [kind, limit],
      )
    ).rows.map((r) => r.name);
  const [lo, hi] = namespaceRange('city');
  // A 2% sample of rows is plenty to find the big cities.
  const cityRows = await pool.query<{ id: number; lat: number; lon: number }>(
    `select c.id, c.lat, c.lon from (
       select t - $1 as id, count(*) as n from talent_search tablesample system (2) repeatable (7), unnest(terms) t
        where t between $1 and $2 group by t order by n desc limit 120) x
     join geo_cities c on c.id = x.id order by x.n desc`,
    [lo, hi],
  );
  const common = await pool.query<{ word: string }>(
    `select word from talent_lexemes where ndoc between $1 and $2 and length(word) > 3 order by ndoc desc limit 60`,
    [Math.ceil(profiles * 0.05), Math.floor(profiles * 0.6)],
  );
  const regions = (
    await pool.query<{ name: string }>(
      `select name from talent_dictionary where kind = 'region' and name like 'US-%' order by profile_count desc, name limit 20`,
    )
  ).rows.map((r) => r.name);
  return {
    titles: await names('title', 120),
    skills: await names('skill', 250),
    cities: cityRows.rows,
    regions,
    commonWords: common.rows.map((r) => r.word),
  };
}

const quote = (s: string) => (/\s|-/.test(s) ? `"${s}"` : s);

export function buildQueries(v: Vocabulary, seed: number, counts: Record<Category, number>): BenchQuery[] {
  const r = new Random(seed, 99);
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  const pushUnique = (category: Category, filters: SearchFilters) => {
    const key = JSON.stringify(filters);
    if (seen.has(key)) return false;
    seen.add(key);
    out.push({ category, filters });
    return true;
  };
  const topCity = () => r.pick(v.cities.slice(0, 60));
  const structuredPart = (kind: number): SearchFilters => {
    switch (kind) {
      case 0:
        return { titles: r.sample(v.titles.slice(0, 60), r.between(1, 2)) };
      case 1:
        return r.chance(0.5)
          ? { locations: [{ city: topCity().id }] }
          : r.chance(0.5)
            ? { locations: [{ region: r.pick(v.regions) }] }
            : { locations: [{ country: r.pick(['US', 'GB', 'IN', 'CA', 'DE']) }] };
      case 2:
        return {
          experienceBands: r.sample(
            EXPERIENCE_BANDS.map((b) => b.value),
            r.between(1, 2),
          ),
        };
      case 3:
        return {
          seniorities: r.sample(
            SENIORITY_OPTIONS.map((o) => o.value),
            r.between(1, 2),
          ),
        };
      case 4:
        return { skills: [r.pick(v.skills.slice(0, 150))] };
      case 5:
        return {
          educationLevels: r.sample(
            EDUCATION_LEVEL_OPTIONS.slice(0, 5).map((o) => o.value),
            r.between(1, 2),
          ),
        };
      default:
        return { contact: ['has_contact_info'] };
    }
  };
  const structured = (n: number): SearchFilters =>
    Object.assign({}, ...r.sample([0, 1, 2, 3, 4, 5, 6], n).map(structuredPart)) as SearchFilters;

  const makers: Record<Category, () => SearchFilters> = {
    structured: () => structured(r.between(2, 4)),
    boolean: () => {
      const [a, b, c] = r.sample(v.skills.slice(0, 200), 3).map(quote);
      const title = quote(r.pick(v.titles.slice(0, 80)));
      const keywords = r.pick([
        `(${a} OR ${b}) AND ${c}`,
        `${title} AND (${a} OR ${b}) NOT ${c}`,
        `${a} AND NOT ${b}`,
        `(${title} OR ${a}) AND ${b} -${c}`,
      ]);
      return { keywords, ...structured(r.between(0, 2)) };
    },
    keyword: () => ({
      keywords: r.sample(v.skills.slice(0, 200), r.between(1, 2)).map(quote).join(' '),
      ...structured(r.between(1, 2)),
    }),
    common: () => ({ keywords: r.pick(v.commonWords) }),
    radius: () => ({
      locations: [{ city: topCity().id, radius: { unit: 'km', value: r.pick([8, 16, 25, 50, 80]) } }],
      skills: [r.pick(v.skills.slice(0, 150))],
      experienceBands: [r.pick(EXPERIENCE_BANDS.map((b) => b.value))],
    }),
  };
  for (const [category, count] of Object.entries(counts) as [Category, number][]) {
    let made = 0;
    for (let attempt = 0; made < count && attempt < count * 50; attempt++) {
      if (pushUnique(category, makers[category]())) made++;
    }
  }
  return out;
}
