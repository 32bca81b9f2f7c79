/**
 * The erasure ledger: one JSON line per erasure, appended (and synced to disk) before the erasure
 * touches the database, in a directory outside the database (GDPR_LEDGER_DIR). A database restored
 * from a backup taken before an erasure would bring the person back; on start the server applies
 * every entry this database has not applied yet (erasure-replay.ts), so they are gone again.
 *
 * An entry holds no personal data: the erasure's id, team and reason, the profile ids it removed
 * (internal keys) and the suppression hashes (keyed; the key is not in the database either).
 * Each line carries the SHA-256 of the line before it (`prev`), so a line removed or edited by
 * hand shows as a broken chain when the ledger is read.
 *
 * Appends are serialised across processes by a PostgreSQL advisory lock held by the caller's
 * transaction (`lockLedger`), so two workers never interleave lines or chain links.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SuppressionEntry } from './suppression';

export const LEDGER_FILE = 'erasures.jsonl';
const GENESIS = '0'.repeat(64);
// An arbitrary constant naming "the ledger" among advisory locks.
const LEDGER_LOCK = 7_420_117_902;

export type LedgerEntry = {
  v: 1;
  seq: number;
  id: string;
  at: string;
  teamId: string;
  reason: 'request' | 'retention';
  /** Profiles erased whole, with every team's records of them. */
  profileIds: number[];
  /** Open-web profiles of which only `teamId`'s records went. */
  teamRecordIds: number[];
  hashes: SuppressionEntry[];
  /** SHA-256 (hex) of the previous line, or zeros for the first. */
  prev: string;
};

export type NewLedgerEntry = Omit<LedgerEntry, 'v' | 'seq' | 'prev' | 'at'>;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export const ledgerPath = (dir: string) => path.join(dir, LEDGER_FILE);

/** Takes the ledger's lock until the caller's transaction ends. */
export async function lockLedger(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK})`);
}

export type LedgerRead = {
  entries: LedgerEntry[];
  /** Line numbers (1-based) whose `prev` does not match the line before: edited by hand. */
  brokenAt: number[];
  lastHash: string;
};

export async function readLedger(dir: string): Promise<LedgerRead> {
  let text: string;
  try {
    text = await fs.readFile(ledgerPath(dir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { entries: [], brokenAt: [], lastHash: GENESIS };
    throw error;
  }
  const entries: LedgerEntry[] = [];
  const brokenAt: number[] = [];
  let lastHash = GENESIS;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let entry: LedgerEntry;
    try {
      entry = JSON.parse(line) as LedgerEntry;
    } catch {
      // A torn last line (a crash mid-write) or an edit: reported, and the chain goes on from it.
      brokenAt.push(i + 1);
      lastHash = sha256(line);
      return;
    }
    if (entry.prev !== lastHash) brokenAt.push(i + 1);
    entries.push(entry);
    lastHash = sha256(line);
  });
  return { entries, brokenAt, lastHash };
}

/**
 * Appends an entry unless one with its id is there already (a retried erasure), and syncs it to
 * disk before returning. Call with the ledger lock held (`lockLedger`).
 */
export async function appendLedger(dir: string, entry: NewLedgerEntry): Promise<LedgerEntry> {
  const read = await readLedger(dir);
  const existing = read.entries.find((e) => e.id === entry.id);
  if (existing) return existing;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const full: LedgerEntry = {
    v: 1,
    seq: (read.entries.at(-1)?.seq ?? 0) + 1,
    id: entry.id,
    at: new Date().toISOString(),
    teamId: entry.teamId,
    reason: entry.reason,
    profileIds: entry.profileIds,
    teamRecordIds: entry.teamRecordIds,
    hashes: entry.hashes,
    prev: read.lastHash,
  };
  const handle = await fs.open(ledgerPath(dir), 'a', 0o600);
  try {
    await handle.appendFile(`${JSON.stringify(full)}\n`, 'utf8');
    // The erasure must not reach the database before its ledger line reaches the disk.
    await handle.sync();
  } finally {
    await handle.close();
  }
  return full;
}
