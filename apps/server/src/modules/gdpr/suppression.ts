/**
 * The suppression list: people erased at their request must not come back through an import, a
 * talent load, a hand-made add or (when they exist) a sequence. Entries are HMAC-SHA-256 hashes,
 * keyed outside the database (gdpr-settings.ts), of each normalised email and E.164 phone, made by
 * the same normalisers as the duplicate keys (duplicates/normalize.ts), so "Anna.Lee@Gmail.com"
 * and "annalee@gmail.com" are one entry.
 *
 * Scopes: an entry of a team is honoured by that team's imports and adds; an entry without a team
 * (an erased open-web profile) by the talent loader, which builds the open-web database.
 */
import crypto from 'node:crypto';
import type { StoredContacts } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { normalizeEmail, normalizePhone } from '../duplicates/normalize';
import { gdprSettings } from './gdpr-settings';

export const SUPPRESS_KIND = { email: 1, phone: 2 } as const;
export type SuppressKind = 1 | 2;
export type IdentifierHash = { kind: SuppressKind; hash: string };
/** An entry to write: a hash and its scope (null: product-wide). */
export type SuppressionEntry = IdentifierHash & { teamId: string | null };

export type Identifiers = {
  emails?: readonly (string | null | undefined)[];
  phones?: readonly (string | null | undefined)[];
  /** ISO-2, to read national phone numbers. */
  countryCode?: string | null;
};

/** A team-less scope in the unique index (`coalesce(team_id, ZERO)`). */
const NO_TEAM = '00000000-0000-0000-0000-000000000000';

export function hashIdentifier(key: Buffer, kind: SuppressKind, normalised: string): string {
  return crypto.createHmac('sha256', key).update(`${kind}:${normalised}`).digest('hex');
}

/** The normalised emails and phones of a person, each once. */
export function normalisedIdentifiers(ids: Identifiers): { emails: string[]; phones: string[] } {
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const e of ids.emails ?? []) {
    const n = normalizeEmail(e);
    if (n) emails.add(n);
  }
  for (const p of ids.phones ?? []) {
    const n = normalizePhone(p, ids.countryCode);
    if (n) phones.add(n);
  }
  return { emails: [...emails], phones: [...phones] };
}

export function identifierHashes(ids: Identifiers, key: Buffer = gdprSettings().hashKey()): IdentifierHash[] {
  const { emails, phones } = normalisedIdentifiers(ids);
  return [
    ...emails.map((e) => ({ kind: SUPPRESS_KIND.email, hash: hashIdentifier(key, SUPPRESS_KIND.email, e) })),
    ...phones.map((p) => ({ kind: SUPPRESS_KIND.phone, hash: hashIdentifier(key, SUPPRESS_KIND.phone, p) })),
  ];
}

export const contactIdentifiers = (contacts: StoredContacts, countryCode?: string | null): Identifiers => ({
  emails: contacts.emails.map((e) => e.address),
  phones: contacts.phones.map((p) => p.number),
  countryCode: countryCode ?? null,
});

/** Writes entries; an entry already there stays as it is. Answers how many were new. */
export async function addSuppressions(
  db: Executor,
  entries: readonly SuppressionEntry[],
  erasureId: string | null,
): Promise<number> {
  if (entries.length === 0) return 0;
  const { rows } = await db.execute<{ n: number }>(sql`
    with added as (
      insert into gdpr_suppressions (team_id, kind, hash, erasure_id)
      select nullif(e.team_id, ${NO_TEAM})::uuid, e.kind, e.hash, ${erasureId}::uuid
        from unnest(${`{${entries.map((e) => e.teamId ?? NO_TEAM).join(',')}}`}::text[],
                    ${`{${entries.map((e) => e.kind).join(',')}}`}::smallint[],
                    ${`{${entries.map((e) => e.hash).join(',')}}`}::text[]) as e(team_id, kind, hash)
      on conflict do nothing returning 1)
    select count(*)::int as n from added`);
  return rows[0]?.n ?? 0;
}

/** Whether the scope has any entry: when it has none, nobody needs hashing. */
export async function scopeHasSuppressions(db: Executor, teamId: string | null): Promise<boolean> {
  const { rows } = await db.execute<{ any: boolean }>(sql`
    select exists (select 1 from gdpr_suppressions
                    where coalesce(team_id, ${NO_TEAM}::uuid) = ${teamId ?? NO_TEAM}::uuid) as any`);
  return rows[0]?.any ?? false;
}

/**
 * Which of the people are on the scope's list (true at their index). One query for the lot;
 * no hashing at all when the scope's list is empty.
 */
export async function suppressedAmong(
  db: Executor,
  teamId: string | null,
  people: readonly Identifiers[],
): Promise<boolean[]> {
  if (people.length === 0 || !(await scopeHasSuppressions(db, teamId))) return people.map(() => false);
  const key = gdprSettings().hashKey();
  const perPerson = people.map((p) => identifierHashes(p, key).map((h) => h.hash));
  const all = [...new Set(perPerson.flat())];
  if (all.length === 0) return people.map(() => false);
  const { rows } = await db.execute<{ hash: string }>(sql`
    select hash from gdpr_suppressions
     where coalesce(team_id, ${NO_TEAM}::uuid) = ${teamId ?? NO_TEAM}::uuid
       and hash = any(${`{${all.join(',')}}`}::text[])`);
  const listed = new Set(rows.map((r) => r.hash));
  return perPerson.map((hashes) => hashes.some((h) => listed.has(h)));
}

/**
 * A predicate for bulk work that checks many people against several scopes (the talent loader):
 * the scopes' entries are read once. Null when those scopes have no entry, so a load pays nothing.
 */
export async function suppressionMatcher(
  db: Executor,
  teamIds: readonly (string | null)[],
): Promise<((teamId: string | null, ids: Identifiers) => boolean) | null> {
  const scopes = [...new Set(teamIds.map((t) => t ?? NO_TEAM))];
  const { rows } = await db.execute<{ scope: string; hash: string }>(sql`
    select coalesce(team_id, ${NO_TEAM}::uuid)::text as scope, hash from gdpr_suppressions
     where coalesce(team_id, ${NO_TEAM}::uuid) = any(${`{${scopes.join(',')}}`}::uuid[])`);
  if (rows.length === 0) return null;
  const listed = new Set(rows.map((r) => `${r.scope}:${r.hash}`));
  const key = gdprSettings().hashKey();
  return (teamId, ids) => {
    const scope = teamId ?? NO_TEAM;
    return identifierHashes(ids, key).some((h) => listed.has(`${scope}:${h.hash}`));
  };
}

export const SUPPRESSED_MESSAGE =
  'This person asked to be erased and is on the suppression list: they cannot be added again.';

/**
 * Refuses (422, with the indexes of the people concerned) to write profiles of people on the list:
 * an open-web profile against the product-wide entries, a team's own against the team's. Callers
 * that want to skip such people instead (an import) check `suppressedAmong` first.
 */
export async function refuseSuppressed(
  db: Executor,
  profiles: readonly { teamId: string | null; contacts: StoredContacts; countryCode?: string | null }[],
): Promise<void> {
  const byScope = new Map<string | null, number[]>();
  profiles.forEach((p, i) => {
    byScope.set(p.teamId, [...(byScope.get(p.teamId) ?? []), i]);
  });
  const suppressed: number[] = [];
  for (const [teamId, indexes] of byScope) {
    const flags = await suppressedAmong(
      db,
      teamId,
      indexes.map((i) => {
        const p = profiles[i] as (typeof profiles)[number];
        return contactIdentifiers(p.contacts, p.countryCode);
      }),
    );
    flags.forEach((flag, j) => {
      if (flag) suppressed.push(indexes[j] as number);
    });
  }
  if (suppressed.length > 0) {
    throw new AppError('UNPROCESSABLE', SUPPRESSED_MESSAGE, { suppressed: suppressed.sort((a, b) => a - b) });
  }
}

/** The suppression entries of identifiers: the team's, and product-wide for an open-web person. */
export function suppressionEntries(
  key: Buffer,
  identifiers: { emails: readonly string[]; phones: readonly string[] },
  scopes: readonly (string | null)[],
): SuppressionEntry[] {
  const hashes = [
    ...identifiers.emails.map((e) => ({
      kind: SUPPRESS_KIND.email,
      hash: hashIdentifier(key, SUPPRESS_KIND.email, e),
    })),
    ...identifiers.phones.map((p) => ({
      kind: SUPPRESS_KIND.phone,
      hash: hashIdentifier(key, SUPPRESS_KIND.phone, p),
    })),
  ];
  return scopes.flatMap((teamId) => hashes.map((h) => ({ ...h, teamId })));
}
