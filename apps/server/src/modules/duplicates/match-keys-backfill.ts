/**
 * Match keys for candidates that did not come in through `createTeamCandidate`: profiles the
 * talent loader wrote in bulk, and open-web profiles a team added to a project. Rows are read in
 * id batches and their keys computed by the same `matchKeysOf` as everywhere else (one rule for
 * what a key is), then written with one statement per batch.
 */
import type { StoredContacts } from '@talentbase/shared';
import type pg from 'pg';
import type { TeamOverrides } from '../all-candidates/team-overrides';
import { type MatchKey, matchKeysOf } from './match-keys';

const BATCH = 20_000;

type IdentityRow = {
  id: string;
  team_id: string;
  full_name: string;
  current_company: string | null;
  /** The document's `social_links` object as JSON text (cut out of the document by SQL). */
  links: string | null;
  country_code: string | null;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  overrides: TeamOverrides | null;
};

// The document is JSON text that PostgreSQL never parses (talent schema): a regular expression
// cuts out the two small parts the keys need, far cheaper than parsing 4 KB per profile.
const IDENTITY_COLUMNS = `p.id::text as id, p.full_name, p.current_company,
  substring(p.doc from '"social_links":(\\{[^}]*\\})') as links,
  substring(p.doc from '"country_code":"([A-Z]{2})"') as country_code,
  c.emails, c.phones`;

function linksOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const links = JSON.parse(text) as Record<string, unknown>;
    return Object.entries(links)
      .filter(([kind, url]) => kind !== 'resume' && typeof url === 'string')
      .map(([, url]) => url as string);
  } catch {
    return [];
  }
}

export function keysOfRow(row: IdentityRow): MatchKey[] {
  const o = row.overrides ?? {};
  const emails = o.emails ?? row.emails ?? [];
  const phones = o.phones ?? row.phones ?? [];
  const links = o.socialLinks
    ? Object.entries(o.socialLinks)
        .filter(([kind, url]) => kind !== 'resume' && typeof url === 'string')
        .map(([, url]) => url as string)
    : linksOf(row.links);
  return matchKeysOf({
    fullName: o.basicInfo?.fullname ?? row.full_name,
    company: o.basicInfo ? (o.basicInfo.current_company ?? null) : row.current_company,
    emails: emails.map((e) => e.address),
    phones: phones.map((p) => p.number),
    profileUrls: links,
    countryCode: row.country_code,
  });
}

async function writeKeys(db: pg.Pool | pg.PoolClient, rows: readonly IdentityRow[]): Promise<number> {
  const teams: string[] = [];
  const kinds: number[] = [];
  const keys: string[] = [];
  const ids: string[] = [];
  for (const row of rows) {
    for (const k of keysOfRow(row)) {
      teams.push(row.team_id);
      kinds.push(k.kind);
      keys.push(k.key);
      ids.push(row.id);
    }
  }
  if (keys.length === 0) return 0;
  await db.query(
    `insert into candidate_match_keys (team_id, kind, key, profile_id)
     select * from unnest($1::uuid[], $2::smallint[], $3::text[], $4::bigint[])
     on conflict do nothing`,
    [teams, kinds, keys, ids],
  );
  return keys.length;
}

/**
 * Keys of the team-owned profiles a bulk load wrote (ids firstId..lastId); returns how many keys
 * were written. Called by the talent loader right after it registers them as team candidates.
 */
export async function writeLoadedMatchKeys(pool: pg.Pool, firstId: number, lastId: number): Promise<number> {
  const read = (from: number) =>
    pool.query<IdentityRow>(
      `select ${IDENTITY_COLUMNS}, p.team_id, null::jsonb as overrides
         from talent_profiles p left join talent_contacts c on c.profile_id = p.id
        where p.id between $1 and $2 and p.team_id is not null`,
      [from, Math.min(lastId, from + BATCH - 1)],
    );
  let written = 0;
  // The next batch is read while this one's keys are computed and written (two connections).
  let next = firstId <= lastId ? read(firstId) : null;
  for (let from = firstId; next; from += BATCH) {
    const { rows } = await next;
    next = from + BATCH <= lastId ? read(from + BATCH) : null;
    written += await writeKeys(pool, rows);
  }
  return written;
}

/**
 * Keys of the team's candidates that have none yet (open-web profiles added to a project, with
 * the team's edits laid over them); the duplicate scan runs this first.
 */
export async function backfillMissingKeys(db: pg.Pool | pg.PoolClient, teamId: string): Promise<number> {
  const { rows } = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS}, tc.team_id, tc.overrides
       from team_candidates tc
       join talent_profiles p on p.id = tc.profile_id
       left join talent_contacts c on c.profile_id = p.id
      where tc.team_id = $1 and tc.merged_into is null
        and not exists (select 1 from candidate_match_keys k where k.team_id = tc.team_id and k.profile_id = tc.profile_id)`,
    [teamId],
  );
  let written = 0;
  for (let i = 0; i < rows.length; i += BATCH) written += await writeKeys(db, rows.slice(i, i + BATCH));
  return written;
}
