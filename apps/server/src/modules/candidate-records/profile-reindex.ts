/**
 * After a team edits its own profile, its search row is rebuilt in the same transaction, so a
 * search finds the edit at once. The row comes from `buildSearchRow` like every other row; the
 * profile counts per code and the keyword document counts move from the old row to the new one.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Dictionary, ensureEntries } from '../talent/dictionary';
import { buildSearchRow, type IndexInput } from '../talent/profile-index';
import { isCountedTerm } from '../talent/search-terms';

const intArray = (codes: readonly number[]) => `{${codes.join(',')}}`;

/** Companies and schools the edit names that the dictionary lacks become filterable at once. */
async function addMissingNames(db: Executor, dict: Dictionary, input: IndexInput): Promise<void> {
  const companies = input.doc.position
    .map((p) => p.company.name)
    .filter((name) => !dict.find('company', name));
  const schools = input.doc.education.map((e) => e.school).filter((name) => !dict.find('school', name));
  const added = [
    ...(await ensureEntries(
      db,
      'company',
      companies.map((name) => ({ name })),
    )),
    ...(await ensureEntries(
      db,
      'school',
      schools.map((name) => ({ name })),
    )),
  ];
  for (const entry of added) dict.add(entry);
}

export async function reindexProfile(
  db: Executor,
  dict: Dictionary,
  input: IndexInput,
  today = new Date(),
): Promise<void> {
  const id = input.profileId;
  await addMissingNames(db, dict, input);
  const old = await db.execute<{ terms: number[] }>(
    sql`select terms from talent_search where profile_id = ${id} for update`,
  );
  const oldTerms = old.rows[0]?.terms;
  if (oldTerms) {
    await db.execute(sql`
      update talent_term_counts set n = greatest(n - 1, 0)
       where code = any(${intArray(oldTerms.filter(isCountedTerm))}::int[])`);
    await db.execute(sql`
      update talent_lexemes set ndoc = greatest(ndoc - 1, 0)
       where word in (select lexeme from unnest((select tsv from talent_search where profile_id = ${id})))`);
  }
  const row = buildSearchRow(input, dict, today);
  const [a, b, c, d] = row.keywords;
  await db.execute(sql`
    insert into talent_search (profile_id, team_id, terms, facet_terms, rank_score, years_experience, tenure_years, last_active, lat, lon, tsv)
    values (${id}, ${row.teamId}, ${intArray(row.terms)}::int[], ${intArray(row.facetTerms)}::int[], ${row.rankScore},
            ${row.yearsExperience}, ${row.tenureYears}, ${row.lastActive}, ${row.lat}, ${row.lon}, tb_profile_tsv(${a}, ${b}, ${c}, ${d}))
    on conflict (profile_id) do update set
      team_id = excluded.team_id, terms = excluded.terms, facet_terms = excluded.facet_terms,
      rank_score = excluded.rank_score, years_experience = excluded.years_experience,
      tenure_years = excluded.tenure_years, last_active = excluded.last_active,
      lat = excluded.lat, lon = excluded.lon, tsv = excluded.tsv`);
  await db.execute(sql`
    insert into talent_term_counts (code, n)
    select unnest(${intArray(row.terms.filter(isCountedTerm))}::int[]), 1
    on conflict (code) do update set n = talent_term_counts.n + 1`);
  await db.execute(sql`
    insert into talent_lexemes (word, ndoc)
    select lexeme, 1 from unnest((select tsv from talent_search where profile_id = ${id}))
    on conflict (word) do update set ndoc = talent_lexemes.ndoc + 1`);
}
