/**
 * Profile counts per search code (`talent_term_counts`) and per dictionary entry: what search
 * plans and suggestions read. Loads add to them; a re-encoding counts again from zero.
 */
import type pg from 'pg';
import { NS, termNamespace, termValue } from './search-terms';

/** Namespaces whose codes are dictionary ids: their counts order suggestions. */
const DICTIONARY_NAMESPACES = new Set<number>([
  NS.titleCurrent,
  NS.titlePast,
  NS.companyCurrent,
  NS.companyPast,
  NS.skill,
  NS.industry,
  NS.school,
  NS.major,
  NS.certification,
]);

/** Adds profiles per code to `talent_term_counts`, and per dictionary entry to its profile count. */
export async function addProfileCounts(
  pool: pg.Pool | pg.PoolClient,
  counts: Map<number, number>,
): Promise<void> {
  const codes = [...counts.keys()];
  // Several statements of at most 50,000 codes each keep the parameters small.
  for (let i = 0; i < codes.length; i += 50_000) {
    const batch = codes.slice(i, i + 50_000);
    await pool.query(
      `insert into talent_term_counts (code, n) select * from unnest($1::int[], $2::int[])
       on conflict (code) do update set n = talent_term_counts.n + excluded.n`,
      [batch, batch.map((c) => counts.get(c) ?? 0)],
    );
  }
  const byId = new Map<number, number>();
  for (const [code, n] of counts) {
    if (!DICTIONARY_NAMESPACES.has(termNamespace(code))) continue;
    byId.set(termValue(code), (byId.get(termValue(code)) ?? 0) + n);
  }
  if (byId.size === 0) return;
  await pool.query(
    `update talent_dictionary d set profile_count = d.profile_count + c.n
       from unnest($1::int[], $2::int[]) as c(id, n) where d.id = c.id`,
    [[...byId.keys()], [...byId.values()]],
  );
}
