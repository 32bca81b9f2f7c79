/**
 * The full duplicate scan of one team's candidates.
 *
 * 1. Keys: candidates without match keys yet get theirs (match-keys-backfill.ts).
 * 2. Exact pairs: candidates sharing an email, phone, profile link, or name and company. One
 *    grouped read of the key index; a key shared by more than MAX_SHARED_KEY candidates (a
 *    team inbox, a switchboard number) says nothing about one person and is skipped.
 * 3. Similar names: the name + company keys are read in key order, which is company first, so
 *    each employer's people arrive together. Within an employer, people are blocked by the first
 *    letters of each name token (a typo rarely hits both names' starts) and each pair in a block
 *    is scored with `nameSimilarity`. Swapped names already meet in step 2 (tokens are sorted).
 *    A name-only pair whose two people each have their own, different email or phone is dropped.
 * 4. Save: the team's suggestions are replaced in one transaction, leaving out dismissed pairs.
 */
import { ALL_CANDIDATES_PATH } from '@talentbase/shared/domain/app-links';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { inPoolTransaction } from '../../db/pool-transaction';
import { notify } from '../notifications/notify';
import { type MatchKind, REASON_OF_KIND } from './match-keys';
import { backfillMissingKeys } from './match-keys-backfill';
import { nameSimilarity, SIMILAR_NAME_THRESHOLD } from './similarity';

export type PairReason = 'email' | 'phone' | 'profile_url' | 'name_company' | 'similar_name';
export type SuggestedPair = { a: number; b: number; reasons: Set<PairReason>; score: number };
export type ScanProgress = (phase: string, processed: number, total: number) => Promise<void> | void;

const MAX_SHARED_KEY = 20;
/** Letters of each name token that form its block. */
const BLOCK_PREFIX = 3;
/** A block bigger than this is split further by the next letter (very common names at big employers). */
const MAX_BLOCK = 400;

/** How much each kind of evidence alone says; several combine as independent evidence. */
const REASON_WEIGHT: Record<PairReason, number> = {
  email: 0.99,
  profile_url: 0.99,
  phone: 0.97,
  name_company: 0.9,
  similar_name: 0.8,
};

export class PairSet {
  readonly pairs = new Map<string, SuggestedPair>();
  add(x: number, y: number, reason: PairReason, similarity = 1): void {
    if (x === y) return;
    const [a, b] = x < y ? [x, y] : [y, x];
    const key = `${a}:${b}`;
    let pair = this.pairs.get(key);
    if (!pair) {
      pair = { a, b, reasons: new Set(), score: 0 };
      this.pairs.set(key, pair);
    }
    pair.reasons.add(reason);
    const weight =
      reason === 'similar_name' ? REASON_WEIGHT.similar_name * similarity : REASON_WEIGHT[reason];
    pair.score = 1 - (1 - pair.score) * (1 - weight);
  }
}

async function exactPairs(db: pg.Pool | pg.PoolClient, teamId: string, out: PairSet): Promise<void> {
  const { rows } = await db.query<{ kind: number; ids: string[] }>(
    `select kind, array_agg(profile_id order by profile_id)::text[] as ids
       from candidate_match_keys where team_id = $1
      group by kind, key having count(*) between 2 and ${MAX_SHARED_KEY}`,
    [teamId],
  );
  for (const row of rows) {
    const ids = row.ids.map(Number);
    const reason = REASON_OF_KIND[row.kind as MatchKind];
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) out.add(ids[i] as number, ids[j] as number, reason);
  }
}

type Person = { id: number; tokens: string[] };

function blockKeys(person: Person, length: number): string[] {
  return [...new Set(person.tokens.map((t) => t.slice(0, length)))];
}

/** Similar names among the people of one employer. */
export function similarNamePairs(people: readonly Person[], out: PairSet, prefix = BLOCK_PREFIX): void {
  if (people.length < 2) return;
  const blocks = new Map<string, Person[]>();
  for (const person of people) {
    for (const key of blockKeys(person, prefix)) {
      const block = blocks.get(key);
      if (block) block.push(person);
      else blocks.set(key, [person]);
    }
  }
  const compared = new Set<string>();
  for (const [key, block] of blocks) {
    if (block.length < 2) continue;
    if (block.length > MAX_BLOCK && key.length === prefix && prefix < 6) {
      similarNamePairs(block, out, prefix + 1);
      continue;
    }
    for (let i = 0; i < block.length; i++) {
      const p = block[i] as Person;
      for (let j = i + 1; j < block.length; j++) {
        const q = block[j] as Person;
        const id = p.id < q.id ? `${p.id}:${q.id}` : `${q.id}:${p.id}`;
        if (compared.has(id)) continue;
        compared.add(id);
        const sim = nameSimilarity(p.tokens, q.tokens);
        if (sim >= SIMILAR_NAME_THRESHOLD && sim < 1) out.add(p.id, q.id, 'similar_name', sim);
      }
    }
  }
}

async function fuzzyPairs(
  db: pg.Pool | pg.PoolClient,
  teamId: string,
  out: PairSet,
  progress: ScanProgress,
): Promise<void> {
  // Keys are "<company>|<sorted name tokens>" (normalize.ts nameCompanyKey); in key order each
  // company's people are contiguous.
  const { rows } = await db.query<[string, string]>({
    text: `select key, profile_id::text from candidate_match_keys where team_id = $1 and kind = 4 order by key`,
    values: [teamId],
    rowMode: 'array',
  });
  let company = '';
  let people: Person[] = [];
  let lastReport = 0;
  for (let i = 0; i < rows.length; i++) {
    const [key, id] = rows[i] as [string, string];
    const bar = key.indexOf('|');
    const employer = key.slice(0, bar);
    if (employer !== company) {
      similarNamePairs(people, out);
      people = [];
      company = employer;
      if (i - lastReport >= 50_000) {
        lastReport = i;
        await progress('similar names', i, rows.length);
      }
    }
    people.push({ id: Number(id), tokens: key.slice(bar + 1).split(' ') });
  }
  similarNamePairs(people, out);
  await progress('similar names', rows.length, rows.length);
}

/**
 * Two similar names at one employer, each with their own email (or phone) and none shared, are
 * two colleagues ("Markus Schulz" and "Markus Schulze"), not one person typed twice: a copy made
 * by hand or by an import rarely carries a different address. Such name-only pairs are dropped.
 */
async function dropContradicted(db: pg.Pool | pg.PoolClient, teamId: string, found: PairSet): Promise<void> {
  const nameOnly = [...found.pairs.entries()].filter(
    ([, p]) => p.reasons.size === 1 && p.reasons.has('similar_name'),
  );
  if (nameOnly.length === 0) return;
  const ids = [...new Set(nameOnly.flatMap(([, p]) => [p.a, p.b]))];
  const contacts = new Map<number, { kind: number; key: string }[]>();
  for (let i = 0; i < ids.length; i += 20_000) {
    const { rows } = await db.query<{ profile_id: string; kind: number; key: string }>(
      `select profile_id::text as profile_id, kind, key from candidate_match_keys
        where team_id = $1 and kind in (1, 2) and profile_id = any($2::bigint[])`,
      [teamId, ids.slice(i, i + 20_000)],
    );
    for (const r of rows) {
      const list = contacts.get(Number(r.profile_id)) ?? [];
      list.push({ kind: r.kind, key: r.key });
      contacts.set(Number(r.profile_id), list);
    }
  }
  for (const [key, pair] of nameOnly) {
    const a = contacts.get(pair.a) ?? [];
    const b = contacts.get(pair.b) ?? [];
    for (const kind of [1, 2]) {
      const ka = a.filter((c) => c.kind === kind).map((c) => c.key);
      const kb = new Set(b.filter((c) => c.kind === kind).map((c) => c.key));
      if (ka.length > 0 && kb.size > 0 && !ka.some((k) => kb.has(k))) {
        found.pairs.delete(key);
        break;
      }
    }
  }
}

/** The suggested pairs of a team, best first, dismissed pairs left out. */
export async function findDuplicatePairs(
  db: pg.Pool | pg.PoolClient,
  teamId: string,
  progress: ScanProgress = () => {},
): Promise<SuggestedPair[]> {
  await progress('keys', 0, 0);
  await backfillMissingKeys(db, teamId);
  await progress('exact matches', 0, 0);
  const found = new PairSet();
  await exactPairs(db, teamId, found);
  await fuzzyPairs(db, teamId, found, progress);
  await dropContradicted(db, teamId, found);
  const dismissed = await db.query<{ a: string; b: string }>(
    'select profile_a::text as a, profile_b::text as b from candidate_duplicate_dismissals where team_id = $1',
    [teamId],
  );
  const skip = new Set(dismissed.rows.map((r) => `${r.a}:${r.b}`));
  return [...found.pairs.values()]
    .filter((p) => !skip.has(`${p.a}:${p.b}`))
    .sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b);
}

const SAVE_BATCH = 20_000;

/** Replaces the team's suggestions with this scan's, in one transaction. */
export async function savePairs(
  pool: pg.Pool,
  teamId: string,
  scanId: number | null,
  pairs: readonly SuggestedPair[],
): Promise<void> {
  await inPoolTransaction(pool, async (client) => {
    await client.query('delete from candidate_duplicate_pairs where team_id = $1', [teamId]);
    for (let i = 0; i < pairs.length; i += SAVE_BATCH) {
      const batch = pairs.slice(i, i + SAVE_BATCH);
      await client.query(
        `insert into candidate_duplicate_pairs (team_id, profile_a, profile_b, score, reasons, scan_id)
         select $1, a, b, s, string_to_array(r, ','), $6
           from unnest($2::bigint[], $3::bigint[], $4::real[], $5::text[]) as t(a, b, s, r)
         on conflict do nothing`,
        [
          teamId,
          batch.map((p) => p.a),
          batch.map((p) => p.b),
          batch.map((p) => Math.round(p.score * 10_000) / 10_000),
          batch.map((p) => [...p.reasons].sort(byReason).join(',')),
          scanId,
        ],
      );
    }
  });
}

const REASON_ORDER: readonly PairReason[] = ['email', 'phone', 'profile_url', 'name_company', 'similar_name'];
const byReason = (x: PairReason, y: PairReason) => REASON_ORDER.indexOf(x) - REASON_ORDER.indexOf(y);

/**
 * Runs one scan row. It is claimed first (pending to running) so that a retried or repeated job
 * never runs it twice; a failure is written on the row for the progress call to show.
 */
export async function runDuplicateScan(db: Database, scanId: number): Promise<void> {
  const pool = db.$client;
  const claimed = await pool.query<{ team_id: string }>(
    `update candidate_duplicate_scans set status = 'running', started_at = now(), phase = 'starting'
      where id = $1 and status = 'pending' returning team_id`,
    [scanId],
  );
  const teamId = claimed.rows[0]?.team_id;
  if (!teamId) return;
  try {
    const total = await pool.query<{ n: number }>(
      'select count(*)::int as n from team_candidates where team_id = $1 and merged_into is null',
      [teamId],
    );
    const progress: ScanProgress = async (phase, processed, of) => {
      await pool.query(
        'update candidate_duplicate_scans set phase = $2, processed = $3, total = $4 where id = $1',
        [scanId, phase, processed, of || (total.rows[0]?.n ?? 0)],
      );
    };
    const pairs = await findDuplicatePairs(pool, teamId, progress);
    await progress('saving', 0, pairs.length);
    await savePairs(pool, teamId, scanId, pairs);
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ started_by: string | null }>(sql`
        update candidate_duplicate_scans set status = 'done', phase = 'done', processed = total,
               pairs_found = ${pairs.length}, finished_at = now()
         where id = ${scanId} returning started_by::text as started_by`);
      const by = rows[0]?.started_by;
      if (by)
        await notify(tx, {
          teamId,
          userIds: [by],
          event: 'duplicate_scan_finished',
          title: 'Your duplicate scan finished',
          body:
            pairs.length === 0
              ? 'No likely duplicates were found.'
              : `${pairs.length} likely ${pairs.length === 1 ? 'duplicate pair' : 'duplicate pairs'} to review.`,
          link: ALL_CANDIDATES_PATH,
        });
    });
  } catch (err) {
    await pool.query(
      `update candidate_duplicate_scans set status = 'failed', error = $2, finished_at = now() where id = $1`,
      [scanId, 'The scan stopped unexpectedly. Please try again.'],
    );
    throw err;
  }
}
