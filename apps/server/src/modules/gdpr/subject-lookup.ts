/**
 * Finding the person a data-protection request is about, as a team's admin may: by candidate ID
 * (the team's own profile or an open-web one; another team's own answers 404), by email or by
 * phone (normalised as the duplicate keys are). An email or phone finds the team's own profiles,
 * the team's candidates through its edits of open-web profiles, and open-web profiles holding it.
 * Another team's own candidates are that team's data and are never found.
 *
 * Candidates merged into one found (or the one it was merged into) are the same person and come
 * along. An open-web profile that is not among the team's candidates is found but not named: the
 * admin learns that the product holds someone under that address, not who.
 */
import type { SubjectPerson, SubjectQuery } from '@talentbase/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { shownFields } from '../all-candidates/team-overrides';
import { normalizeEmail, normalizePhone } from '../duplicates/normalize';
import { bigints } from './erasure-target';
import { normalisedIdentifiers } from './suppression';

export type NormalisedIdentifiers = { emails: string[]; phones: string[] };

export type FoundPerson = SubjectPerson & {
  ownerTeamId: string | null;
  /** Their emails and phones, normalised: what the product holds and the team's edits. */
  identifiers: NormalisedIdentifiers;
};

export type FoundSubject = {
  people: FoundPerson[];
  /** The email or phone typed, normalised (nothing for a candidate ID). */
  typed: NormalisedIdentifiers;
};

/** The identifiers of the people chosen, with the one typed: what goes on the suppression list. */
export function identifiersOf(subject: FoundSubject, ids: ReadonlySet<number>): NormalisedIdentifiers {
  const emails = new Set(subject.typed.emails);
  const phones = new Set(subject.typed.phones);
  for (const p of subject.people) {
    if (!ids.has(p.candidateId)) continue;
    for (const e of p.identifiers.emails) emails.add(e);
    for (const n of p.identifiers.phones) phones.add(n);
  }
  return { emails: [...emails], phones: [...phones] };
}

/**
 * SQL: the stored address expression normalised as `normalizeEmail` does for stored addresses
 * (lower case; Gmail without dots and +tags), so a search by "Anna.Lee+jobs@gmail.com" finds
 * "annalee@gmail.com". duplicates/normalize.ts is the rule; gdpr.int.test.ts checks they agree.
 */
export function normalisedEmailSql(address: SQL): SQL {
  return sql`(case when split_part(lower(btrim(${address})), '@', 2) in ('gmail.com', 'googlemail.com')
    then regexp_replace(regexp_replace(split_part(lower(btrim(${address})), '@', 1), '\\+.*$', ''), '\\.', '', 'g') || '@gmail.com'
    else lower(btrim(${address})) end)`;
}

function normalisedQuery(query: SubjectQuery): { kind: 'email' | 'phone'; value: string } | null {
  if (query.by === 'candidate') return null;
  if (query.by === 'email') {
    const value = normalizeEmail(query.value);
    if (!value) throw fieldError({ value: 'Enter a valid email address' });
    return { kind: 'email', value };
  }
  const value = normalizePhone(query.value);
  if (!value)
    throw fieldError({ value: 'Enter the phone number with its country code, e.g. +44 20 7946 0958' });
  return { kind: 'phone', value };
}

/** Profiles holding the email or phone: the team's own, the team's edits, open-web ones. */
async function idsByIdentifier(
  db: Executor,
  teamId: string,
  q: { kind: 'email' | 'phone'; value: string },
): Promise<number[]> {
  const element =
    q.kind === 'email'
      ? (list: SQL) =>
          sql`exists (select 1 from jsonb_array_elements(coalesce(${list}, '[]'::jsonb)) e
                       where jsonb_typeof(e) = 'object' and ${normalisedEmailSql(sql`e->>'address'`)} = ${q.value})`
      : (list: SQL) =>
          sql`exists (select 1 from jsonb_array_elements(coalesce(${list}, '[]'::jsonb)) e
                       where jsonb_typeof(e) = 'object' and e->>'number' = ${q.value})`;
  const kind = q.kind === 'email' ? 1 : 2;
  const { rows } = await db.execute<{ id: string }>(sql`
    select m.profile_id::text as id from candidate_match_keys m
     where m.team_id = ${teamId}::uuid and m.kind = ${kind} and m.key = ${q.value}
    union
    select p.id::text from talent_profiles p join talent_contacts c on c.profile_id = p.id
     where p.team_id = ${teamId}::uuid and ${element(sql`c.emails`)}
    union
    select p.id::text from talent_profiles p join talent_contacts c on c.profile_id = p.id
     where p.team_id = ${teamId}::uuid and ${element(sql`c.phones`)}
    union
    select tc.profile_id::text from team_candidates tc
     where tc.team_id = ${teamId}::uuid
       and (${element(sql`tc.overrides->'emails'`)} or ${element(sql`tc.overrides->'phones'`)})
    union
    select c.profile_id::text from talent_contacts c join talent_profiles p on p.id = c.profile_id
     where p.team_id is null and ${element(q.kind === 'email' ? sql`c.emails` : sql`c.phones`)}`);
  return rows.map((r) => Number(r.id));
}

/** Adds the team's candidates merged into any of them, and those they were merged into. */
async function withMerged(db: Executor, teamId: string, ids: number[]): Promise<number[]> {
  let found = new Set(ids);
  for (let round = 0; round < 5; round++) {
    const { rows } = await db.execute<{ id: string }>(sql`
      select profile_id::text as id from team_candidates
       where team_id = ${teamId}::uuid and merged_into = any(${bigints([...found])}::bigint[])
      union
      select merged_into::text from team_candidates
       where team_id = ${teamId}::uuid and profile_id = any(${bigints([...found])}::bigint[])
         and merged_into is not null`);
    const next = new Set([...found, ...rows.map((r) => Number(r.id))]);
    if (next.size === found.size) break;
    found = next;
  }
  return [...found].sort((a, b) => a - b);
}

export async function findSubject(
  db: Executor,
  scope: TeamScope,
  query: SubjectQuery,
): Promise<FoundSubject> {
  const q = normalisedQuery(query);
  let ids: number[];
  if (q === null) {
    const id = Number(query.value);
    const { rows } = await db.execute(sql`
      select 1 from talent_profiles where id = ${id} and (team_id is null or team_id = ${scope.teamId}::uuid)`);
    if (rows.length === 0) throw notFound('Candidate');
    ids = [id];
  } else {
    ids = await idsByIdentifier(db, scope.teamId, q);
  }
  ids = ids.length > 0 ? await withMerged(db, scope.teamId, ids) : [];
  const shown = shownFields();
  const { rows } = await db.execute<{
    id: string;
    team_id: string | null;
    source: string;
    name: string;
    in_records: boolean;
    country: string | null;
    emails: unknown;
    phones: unknown;
    override_emails: unknown;
    override_phones: unknown;
  }>(sql`
    select p.id::text, p.team_id, p.source, ${shown.name} as name, (tc.profile_id is not null) as in_records,
           substring(p.doc from '"country_code":"([A-Z]{2})"') as country,
           c.emails, c.phones, tc.overrides->'emails' as override_emails, tc.overrides->'phones' as override_phones
      from talent_profiles p
      left join team_candidates tc on tc.team_id = ${scope.teamId}::uuid and tc.profile_id = p.id
      left join talent_contacts c on c.profile_id = p.id
     where p.id = any(${bigints(ids)}::bigint[]) and (p.team_id is null or p.team_id = ${scope.teamId}::uuid)
     order by p.id`);
  const people = rows.map((r): FoundPerson => {
    const list = (v: unknown, field: 'address' | 'number') =>
      (Array.isArray(v) ? v : [])
        .map((x) => (x as Record<string, unknown>)[field])
        .filter((x): x is string => typeof x === 'string');
    const openWeb = r.team_id === null;
    return {
      candidateId: Number(r.id),
      name: openWeb && !r.in_records ? null : r.name,
      source: r.source,
      openWeb,
      inYourRecords: r.in_records,
      ownerTeamId: r.team_id,
      identifiers: normalisedIdentifiers({
        emails: [...list(r.emails, 'address'), ...list(r.override_emails, 'address')],
        phones: [...list(r.phones, 'number'), ...list(r.override_phones, 'number')],
        countryCode: r.country,
      }),
    };
  });
  const typed = q
    ? normalisedIdentifiers(q.kind === 'email' ? { emails: [q.value] } : { phones: [q.value] })
    : null;
  return { people, typed: typed ?? { emails: [], phones: [] } };
}
