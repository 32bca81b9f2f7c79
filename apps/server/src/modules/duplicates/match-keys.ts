/**
 * Match keys: the normalised identities of a team's candidates (candidate_match_keys), and the
 * duplicate check on insert, which is one primary-key lookup per key of the new person. Every
 * path that creates or changes a candidate's identity (add by hand, CSV import, the talent
 * loader, merge) writes the keys through here.
 */
import type { StoredContacts, TalentProfileDoc } from '@talentbase/shared';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Executor } from '../../db/client';
import { shownFields } from '../all-candidates/team-overrides';
import { nameCompanyKey, normalizeEmail, normalizePhone, normalizeProfileUrl } from './normalize';

export type MatchKind = 1 | 2 | 3 | 4; // email, phone, profile URL, name + company
export type MatchKey = { kind: MatchKind; key: string };
export type CandidateIdentity = {
  fullName?: string | null;
  company?: string | null;
  emails?: readonly string[];
  phones?: readonly string[];
  profileUrls?: readonly string[];
  /** ISO-2, to read national phone numbers. */
  countryCode?: string | null;
};
export type MatchReason = 'email' | 'phone' | 'profile_url' | 'name_company';
export type DuplicateMatch = { profileId: number; fullName: string; reasons: MatchReason[] };

export const MATCH_KIND = { email: 1, phone: 2, profileUrl: 3, nameCompany: 4 } as const;
export const REASON_OF_KIND: Record<MatchKind, MatchReason> = {
  1: 'email',
  2: 'phone',
  3: 'profile_url',
  4: 'name_company',
};
const REASON_ORDER: readonly MatchReason[] = ['email', 'phone', 'profile_url', 'name_company'];

/** Keys are capped in length so a pasted essay cannot bloat the index. */
const MAX_KEY_LENGTH = 300;
/** The check answers at most this many matches: enough to choose from, bounded for the UI. */
const MAX_MATCHES = 20;

export function matchKeysOf(identity: CandidateIdentity): MatchKey[] {
  const keys = new Map<string, MatchKey>();
  const add = (kind: MatchKind, key: string | null) => {
    if (key && key.length <= MAX_KEY_LENGTH) keys.set(`${kind}:${key}`, { kind, key });
  };
  for (const e of identity.emails ?? []) add(1, normalizeEmail(e));
  for (const p of identity.phones ?? []) add(2, normalizePhone(p, identity.countryCode));
  for (const u of identity.profileUrls ?? []) add(3, normalizeProfileUrl(u));
  add(4, nameCompanyKey(identity.fullName, identity.company));
  return [...keys.values()];
}

/**
 * The keys of a candidate as the team sees it (its document and contacts, with the team's edits
 * laid over an open-web profile): what creating, editing and merging a candidate all store.
 */
export function profileMatchKeys(doc: TalentProfileDoc, contacts: StoredContacts): MatchKey[] {
  return matchKeysOf({
    fullName: doc.basic.fullname,
    company: doc.basic.current_company,
    emails: contacts.emails.map((e) => e.address),
    phones: contacts.phones.map((p) => p.number),
    // The résumé link is a file of ours, not an identity.
    profileUrls: Object.entries(doc.basic.social_links)
      .filter(([kind, url]) => kind !== 'resume' && typeof url === 'string' && url !== '')
      .map(([, url]) => url as string),
    countryCode: doc.analytics.norm_location.country_code,
  });
}

const dialect = new PgDialect();

/**
 * The check runs on every keystroke-paced form save and every imported row: on the pool it is a
 * named prepared statement, so PostgreSQL plans it once per connection (planning costs more
 * than the index lookups themselves). Inside a transaction it runs as a plain statement.
 */
async function runPrepared<T extends pg.QueryResultRow>(
  db: Executor,
  name: string,
  query: SQL,
): Promise<T[]> {
  const pool = (db as { $client?: pg.Pool }).$client;
  if (!pool) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await pool.query<T>({ name, text, values: params as unknown[] })).rows;
}

const arrays = (keys: readonly MatchKey[]) => ({
  kinds: `{${keys.map((k) => k.kind).join(',')}}`,
  // A text[] literal: each key quoted, quotes and backslashes escaped.
  keys: `{${keys.map((k) => `"${k.key.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`,
});

/**
 * The team's current candidates (not merged away) sharing any of the keys, with which keys they
 * share; most reasons first.
 */
export async function findDuplicates(
  db: Executor,
  teamId: string,
  keys: readonly MatchKey[],
  excludeProfileId?: number,
): Promise<DuplicateMatch[]> {
  if (keys.length === 0) return [];
  const { kinds, keys: texts } = arrays(keys);
  const query = sql`
    select m.profile_id::text as profile_id,
           ${shownFields().name} as full_name,
           array_agg(m.kind) as kinds
      from unnest(${kinds}::smallint[], ${texts}::text[]) as q(kind, key)
      join candidate_match_keys m on m.team_id = ${teamId} and m.kind = q.kind and m.key = q.key
      join team_candidates tc on tc.team_id = m.team_id and tc.profile_id = m.profile_id and tc.merged_into is null
      join talent_profiles p on p.id = m.profile_id
     where m.profile_id <> ${excludeProfileId ?? -1}
     group by m.profile_id, tc.overrides, p.team_id, p.full_name
     order by count(*) desc, m.profile_id
     limit ${MAX_MATCHES}`;
  const rows = await runPrepared<{ profile_id: string; full_name: string; kinds: number[] }>(
    db,
    'tb_find_duplicates',
    query,
  );
  return rows.map((r) => {
    const reasons = new Set(r.kinds.map((k) => REASON_OF_KIND[Number(k) as MatchKind]));
    return {
      profileId: Number(r.profile_id),
      fullName: r.full_name,
      reasons: REASON_ORDER.filter((reason) => reasons.has(reason)),
    };
  });
}

export async function saveMatchKeys(
  db: Executor,
  teamId: string,
  profileId: number,
  keys: readonly MatchKey[],
): Promise<void> {
  await saveMatchKeysOfMany(db, teamId, [{ profileId, keys }]);
}

/** Keys of many candidates in one statement (an import batch). */
export async function saveMatchKeysOfMany(
  db: Executor,
  teamId: string,
  candidates: readonly { profileId: number; keys: readonly MatchKey[] }[],
): Promise<void> {
  const all = candidates.flatMap(({ profileId, keys }) => keys.map((k) => ({ ...k, profileId })));
  if (all.length === 0) return;
  const { kinds, keys: texts } = arrays(all);
  await db.execute(sql`
    insert into candidate_match_keys (team_id, kind, key, profile_id)
    select ${teamId}, q.kind, q.key, q.profile_id
      from unnest(${kinds}::smallint[], ${texts}::text[], ${`{${all.map((k) => k.profileId).join(',')}}`}::bigint[])
           as q(kind, key, profile_id)
    on conflict do nothing`);
}

/** A candidate's keys after its identity changed (an edit, a merge): the old ones go. */
export async function replaceMatchKeys(
  db: Executor,
  teamId: string,
  profileId: number,
  keys: readonly MatchKey[],
): Promise<void> {
  await db.execute(
    sql`delete from candidate_match_keys where team_id = ${teamId} and profile_id = ${profileId}`,
  );
  await saveMatchKeys(db, teamId, profileId, keys);
}
