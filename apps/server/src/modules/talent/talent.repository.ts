/**
 * Writes of single profiles (imports, edits, tests), next to the bulk loader: the profile, its
 * contacts and its search row in one transaction, indexed by the same `buildSearchRow`.
 * Companies and schools a profile names that the dictionary lacks are added, so they become
 * filterable at once; unknown titles and skills stay words (the taxonomy owns those).
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type Dictionary, ensureEntries } from './dictionary';
import { buildSearchRow } from './profile-index';
import { isCountedTerm } from './search-terms';

export type NewProfile = {
  teamId: string | null;
  source: string;
  externalId?: string | null;
  doc: TalentProfileDoc;
  contacts: StoredContacts;
};

async function addMissingNames(
  db: Executor,
  dict: Dictionary,
  profiles: readonly NewProfile[],
): Promise<void> {
  const companies = new Set<string>();
  const schools = new Set<string>();
  const sources = new Set<string>();
  for (const p of profiles) {
    if (!dict.find('source', p.source)) sources.add(p.source);
    for (const pos of p.doc.position)
      if (!dict.find('company', pos.company.name)) companies.add(pos.company.name);
    for (const e of p.doc.education) if (!dict.find('school', e.school)) schools.add(e.school);
  }
  const added = [
    ...(await ensureEntries(
      db,
      'company',
      [...companies].map((name) => ({ name })),
    )),
    ...(await ensureEntries(
      db,
      'school',
      [...schools].map((name) => ({ name })),
    )),
    ...(await ensureEntries(
      db,
      'source',
      [...sources].map((name) => ({ name })),
    )),
  ];
  for (const entry of added) dict.add(entry);
}

/** Inserts profiles and returns their ids, in input order. Run it inside a transaction. */
export async function insertProfiles(
  db: Executor,
  dict: Dictionary,
  profiles: readonly NewProfile[],
  today = new Date(),
): Promise<number[]> {
  await addMissingNames(db, dict, profiles);
  const ids: number[] = [];
  for (const p of profiles) {
    const inserted = await db.execute<{ id: string }>(sql`
      insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
      values (${p.teamId}, ${p.source}, ${p.externalId ?? null}, ${p.doc.basic.fullname}, ${p.doc.basic.current_title},
              ${p.doc.basic.current_company}, ${p.doc.basic.location}, ${JSON.stringify(p.doc)})
      returning id::text as id`);
    const id = Number(inserted.rows[0]?.id);
    await db.execute(sql`
      insert into talent_contacts (profile_id, emails, phones)
      values (${id}, ${JSON.stringify(p.contacts.emails)}::jsonb, ${JSON.stringify(p.contacts.phones)}::jsonb)`);
    const row = buildSearchRow(
      { profileId: id, teamId: p.teamId, source: p.source, doc: p.doc, contacts: p.contacts },
      dict,
      today,
    );
    const [a, b, c, d] = row.keywords;
    await db.execute(sql`
      insert into talent_search (profile_id, team_id, terms, facet_terms, rank_score, years_experience, tenure_years, last_active, lat, lon, tsv)
      values (${id}, ${row.teamId}, ${`{${row.terms.join(',')}}`}::int[], ${`{${row.facetTerms.join(',')}}`}::int[], ${row.rankScore}, ${row.yearsExperience},
              ${row.tenureYears}, ${row.lastActive}, ${row.lat}, ${row.lon}, tb_profile_tsv(${a}, ${b}, ${c}, ${d}))`);
    await db.execute(sql`
      insert into talent_term_counts (code, n)
      select unnest(${`{${row.terms.filter(isCountedTerm).join(',')}}`}::int[]), 1
      on conflict (code) do update set n = talent_term_counts.n + 1`);
    // New words become available to wildcard expansion straight away.
    await db.execute(sql`
      insert into talent_lexemes (word, ndoc)
      select lexeme, 1 from unnest((select tsv from talent_search where profile_id = ${id}))
      on conflict (word) do update set ndoc = talent_lexemes.ndoc + 1`);
    ids.push(id);
  }
  return ids;
}
