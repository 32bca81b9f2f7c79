/**
 * Writes of single profiles (imports, edits, tests), next to the bulk loader: the profile, its
 * contacts and its search row in one transaction, indexed by the same `buildSearchRow`.
 * Companies and schools a profile names that the dictionary lacks are added, so they become
 * filterable at once; unknown titles and skills stay words (the taxonomy owns those).
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonRows } from '../../db/json-param';
import { refuseSuppressed } from '../gdpr/suppression';
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

/**
 * Inserts profiles and returns their ids, in input order. Run it inside a transaction. People on
 * the suppression list (erased at their request) are refused with a 422 before anything is
 * written (modules/gdpr/suppression.ts); an import skips them before it gets here.
 *
 * Set-based whatever the count: the ids are reserved first so that the search rows (whose
 * sample buckets hang on the id) are built in Node, then each table takes one statement for the
 * whole list. An import batch of 250 profiles costs about ten statements, not 1,250.
 */
export async function insertProfiles(
  db: Executor,
  dict: Dictionary,
  profiles: readonly NewProfile[],
  today = new Date(),
): Promise<number[]> {
  if (profiles.length === 0) return [];
  await refuseSuppressed(
    db,
    profiles.map((p) => ({
      teamId: p.teamId,
      contacts: p.contacts,
      countryCode: p.doc.analytics.norm_location.country_code,
    })),
  );
  await addMissingNames(db, dict, profiles);
  const reserved = await db.execute<{ id: string }>(
    sql`select nextval('talent_profiles_id_seq')::text as id from generate_series(1, ${profiles.length})`,
  );
  // Ascending, so that ids follow the input order as they would one insert at a time.
  const ids = reserved.rows.map((r) => Number(r.id)).sort((x, y) => x - y);
  const rows = profiles.map((p, i) =>
    buildSearchRow(
      { profileId: ids[i] as number, teamId: p.teamId, source: p.source, doc: p.doc, contacts: p.contacts },
      dict,
      today,
    ),
  );

  await db.execute(sql`
    insert into talent_profiles (id, team_id, source, external_id, full_name, current_title, current_company, location, doc)
    select r.id, r.team_id, r.source, r.external_id, r.full_name, r.current_title, r.current_company, r.location, r.doc
      from jsonb_to_recordset(${jsonRows(
        profiles.map((p, i) => ({
          id: ids[i],
          team_id: p.teamId,
          source: p.source,
          external_id: p.externalId ?? null,
          full_name: p.doc.basic.fullname,
          current_title: p.doc.basic.current_title,
          current_company: p.doc.basic.current_company,
          location: p.doc.basic.location,
          doc: JSON.stringify(p.doc),
        })),
      )}::jsonb) as r(id bigint, team_id uuid, source text, external_id text, full_name text,
                      current_title text, current_company text, location text, doc text)
     order by r.id`);
  await db.execute(sql`
    insert into talent_contacts (profile_id, emails, phones)
    select r.profile_id, r.emails, r.phones
      from jsonb_to_recordset(${jsonRows(
        profiles.map((p, i) => ({
          profile_id: ids[i],
          emails: p.contacts.emails,
          phones: p.contacts.phones,
        })),
      )}::jsonb) as r(profile_id bigint, emails jsonb, phones jsonb)
     order by r.profile_id`);
  await db.execute(sql`
    insert into talent_search (profile_id, team_id, terms, facet_terms, rank_score, years_experience, tenure_years, last_active, lat, lon, tsv)
    select r.profile_id, r.team_id, r.terms, r.facet_terms, r.rank_score, r.years_experience, r.tenure_years,
           r.last_active, r.lat, r.lon, tb_profile_tsv(r.a, r.b, r.c, r.d)
      from jsonb_to_recordset(${jsonRows(
        rows.map((row) => ({
          profile_id: row.profileId,
          team_id: row.teamId,
          terms: row.terms,
          facet_terms: row.facetTerms,
          rank_score: row.rankScore,
          years_experience: row.yearsExperience,
          tenure_years: row.tenureYears,
          last_active: row.lastActive,
          lat: row.lat,
          lon: row.lon,
          a: row.keywords[0],
          b: row.keywords[1],
          c: row.keywords[2],
          d: row.keywords[3],
        })),
      )}::jsonb) as r(profile_id bigint, team_id uuid, terms int[], facet_terms int[], rank_score real,
                      years_experience real, tenure_years real, last_active date, lat real, lon real,
                      a text, b text, c text, d text)
     order by r.profile_id`);
  // Each profile counts once per code (a row's terms are distinct).
  const counts = new Map<number, number>();
  for (const row of rows)
    for (const code of row.terms) if (isCountedTerm(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  if (counts.size > 0) {
    await db.execute(sql`
      insert into talent_term_counts (code, n)
      select * from unnest(${`{${[...counts.keys()].join(',')}}`}::int[], ${`{${[...counts.values()].join(',')}}`}::int[])
      on conflict (code) do update set n = talent_term_counts.n + excluded.n`);
  }
  // New words become available to wildcard expansion straight away.
  await db.execute(sql`
    insert into talent_lexemes (word, ndoc)
    select w.lexeme, count(*)::int
      from talent_search s cross join lateral unnest(s.tsv) as w
     where s.profile_id = any(${`{${ids.join(',')}}`}::bigint[])
     group by w.lexeme
    on conflict (word) do update set ndoc = talent_lexemes.ndoc + excluded.ndoc`);
  return ids;
}
