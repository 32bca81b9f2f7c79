/**
 * On start, before the server answers anyone: every ledger entry this database has not applied is
 * applied again. After a restore from a backup taken before some erasures, the people those
 * erasures removed are removed again, and their suppression entries come back. An erasure that was
 * interrupted (its row still pending, running or failed) is simply run to its end.
 *
 * Besides the profile ids an entry names, the person may be in the restored data under another
 * id (a profile since merged away, then re-created): their email hashes are looked for among the
 * team's candidates and, for a product-wide entry, among the open-web profiles. Phones are not
 * used for this: a work phone may be a switchboard shared with colleagues.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { normalizeEmail } from '../duplicates/normalize';
import { type LedgerEntry, readLedger } from './erasure-ledger';
import { runErasure, runPhases, totalRows } from './erasure-run';
import { bigints } from './erasure-target';
import type { GdprSettings } from './gdpr-settings';
import { addSuppressions, hashIdentifier, SUPPRESS_KIND } from './suppression';

export type ReplayReport = { entries: number; applied: number; brokenAt: number[] };

const BATCH = 20_000;
const REPLAY_LOCK = 'gdpr-ledger-replay';

/** Profiles whose normalised email hashes to one of `hashes`: a team's candidates, or open-web. */
async function profilesByEmailHash(
  db: Executor,
  key: Buffer,
  teamId: string | null,
  hashes: ReadonlySet<string>,
): Promise<number[]> {
  if (hashes.size === 0) return [];
  const found: number[] = [];
  if (teamId !== null) {
    const { rows } = await db.execute<{ profile_id: string; key: string }>(sql`
      select profile_id::text, key from candidate_match_keys where team_id = ${teamId}::uuid and kind = 1`);
    for (const r of rows)
      if (hashes.has(hashIdentifier(key, SUPPRESS_KIND.email, r.key))) found.push(Number(r.profile_id));
    return found;
  }
  // Open-web profiles, in id ranges: a restore is rare, a full read of the contacts is the price.
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string; emails: { address?: string }[] | null }>(sql`
      select c.profile_id::text as id, c.emails from talent_contacts c join talent_profiles p on p.id = c.profile_id
       where c.profile_id > ${after} and p.team_id is null order by c.profile_id limit ${BATCH}`);
    if (rows.length === 0) break;
    for (const r of rows) {
      for (const e of r.emails ?? []) {
        const n = normalizeEmail(e.address);
        if (n && hashes.has(hashIdentifier(key, SUPPRESS_KIND.email, n))) found.push(Number(r.id));
      }
    }
    after = Number(rows[rows.length - 1]?.id);
  }
  return found;
}

/** When the erasure happened, if the line says so readably (a hand-edited line may not). */
const erasedAt = (entry: LedgerEntry) => (Number.isNaN(Date.parse(entry.at)) ? null : entry.at);

async function applyEntry(db: Database, settings: GdprSettings, entry: LedgerEntry): Promise<number> {
  const key = settings.hashKey();
  const emailHashes = (scope: string | null) =>
    new Set(
      entry.hashes.filter((h) => h.kind === SUPPRESS_KIND.email && h.teamId === scope).map((h) => h.hash),
    );
  const whole = new Set(entry.profileIds);
  // Only a person's own erasure looks further than its ids (a retention entry names all it took).
  if (entry.reason === 'request') {
    const { rows: teams } = await db.execute(sql`select 1 from teams where id = ${entry.teamId}::uuid`);
    const teamIds =
      teams.length > 0 ? await profilesByEmailHash(db, key, entry.teamId, emailHashes(entry.teamId)) : [];
    const { rows: own } = await db.execute<{ id: string }>(sql`
      select id::text from talent_profiles
       where id = any(${bigints(teamIds)}::bigint[]) and (team_id is null or team_id = ${entry.teamId}::uuid)`);
    for (const r of own) whole.add(Number(r.id));
    if (entry.hashes.some((h) => h.teamId === null))
      for (const id of await profilesByEmailHash(db, key, null, emailHashes(null))) whole.add(id);
  }
  const target = {
    erasureId: entry.id,
    teamId: entry.teamId,
    profileIds: [...whole],
    teamRecordIds: entry.teamRecordIds,
  };
  const counts = await runPhases(db, target, settings, 1, async () => {});
  await db.transaction(async (tx) => {
    const { rows: team } = await tx.execute(sql`select 1 from teams where id = ${entry.teamId}::uuid`);
    // Entries of the suppression list of a team the restored data does not have are moot.
    await addSuppressions(
      tx,
      entry.hashes.filter((h) => h.teamId === null || team.length > 0),
      entry.id,
    );
    // The restored data lacks the erasure's row: the team's list of erasures shows it again, under
    // its own id (the suppression entries and audit entries name that id), as applied by a replay.
    if (team.length > 0) {
      await tx.execute(sql`
        insert into gdpr_erasures (id, team_id, reason, people, suppress, status, phase, progress, counts,
                                   created_at, started_at, finished_at)
        values (${entry.id}::uuid, ${entry.teamId}::uuid, 'replay', ${entry.profileIds.length + entry.teamRecordIds.length},
                ${entry.hashes.length > 0}, 'done', 'done', 100, ${JSON.stringify(counts)}::jsonb,
                coalesce(${erasedAt(entry)}::timestamptz, now()), now(), now())
        on conflict (id) do nothing`);
    }
    await tx.execute(sql`
      insert into gdpr_ledger_applied (erasure_id, replayed) values (${entry.id}::uuid, true) on conflict do nothing`);
    await audit(tx, {
      action: 'gdpr.erasure_replayed',
      teamId: team.length > 0 ? entry.teamId : null,
      targetType: 'gdpr_erasure',
      targetId: entry.id,
      metadata: { erasedAt: entry.at, reason: entry.reason, counts, totalRows: totalRows(counts) },
    });
  });
  return totalRows(counts);
}

/**
 * Applies the ledger entries this database lacks. `npm start` and a separate `npm run worker` may
 * start together: one replays while the other waits on the lock, then finds nothing left to do.
 */
export async function replayErasureLedger(
  db: Database,
  settings: GdprSettings,
  log: (line: string) => void,
): Promise<ReplayReport> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [REPLAY_LOCK]);
    try {
      return await replayLocked(db, settings, log);
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [REPLAY_LOCK]);
    }
  } finally {
    lock.release();
  }
}

async function replayLocked(
  db: Database,
  settings: GdprSettings,
  log: (line: string) => void,
): Promise<ReplayReport> {
  const ledger = await readLedger(settings.ledgerDir);
  if (ledger.brokenAt.length > 0) {
    log(
      `erasure ledger: lines ${ledger.brokenAt.join(', ')} do not chain to the line before (edited by hand?); applying every entry anyway`,
    );
  }
  if (ledger.entries.length === 0) return { entries: 0, applied: 0, brokenAt: ledger.brokenAt };
  const { rows } = await db.execute<{ id: string }>(
    sql`select erasure_id::text as id from gdpr_ledger_applied`,
  );
  const applied = new Set(rows.map((r) => r.id));
  let count = 0;
  for (const entry of ledger.entries) {
    if (applied.has(entry.id)) continue;
    const { rows: open } = await db.execute<{ status: string }>(
      sql`select status from gdpr_erasures where id = ${entry.id}::uuid`,
    );
    if (open[0] && open[0].status !== 'done') {
      // Interrupted, not restored: its own run finishes it (and marks it applied).
      await runErasure(db, entry.id, settings);
    } else {
      const rowsGone = await applyEntry(db, settings, entry);
      log(`erasure ledger: applied erasure ${entry.id} of ${entry.at} again (${rowsGone} rows)`);
    }
    count++;
  }
  return { entries: ledger.entries.length, applied: count, brokenAt: ledger.brokenAt };
}
