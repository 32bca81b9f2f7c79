/**
 * Running one erasure (the `gdpr-erasure` job, or the API itself when no worker queue answers).
 *
 * 1. ledger: the entry is appended and synced to the ledger file before anything is removed, so
 *    a database restored from a backup forgets the person again on the next start.
 * 2. imports, audit: what names them is read while their rows still exist.
 * 3. files, records, pipelines, profiles: the rows go (erasure-phases.ts).
 *
 * Each phase commits on its own with the erasure's progress and counts, so the admin watches it
 * move; a retry resumes after the last committed phase. One runner per erasure at a time (an
 * advisory lock on its id).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { scrubAudit } from './audit-scrub';
import { appendLedger, lockLedger } from './erasure-ledger';
import { eraseFiles, erasePipelines, eraseProfiles, eraseRecords } from './erasure-phases';
import {
  addCounts,
  affectedTeams,
  type Counts,
  type ErasureTarget,
  type PhaseContext,
} from './erasure-target';
import { type GdprSettings, gdprSettings } from './gdpr-settings';
import { scrubImports } from './import-scrub';
import type { SuppressionEntry } from './suppression';

export const ERASURE_PHASES = [
  'ledger',
  'imports',
  'audit',
  'files',
  'records',
  'pipelines',
  'profiles',
] as const;
export type ErasurePhase = (typeof ERASURE_PHASES)[number];

const DATA_PHASES: Record<Exclude<ErasurePhase, 'ledger'>, (ctx: PhaseContext) => Promise<Counts>> = {
  imports: scrubImports,
  audit: scrubAudit,
  files: eraseFiles,
  records: eraseRecords,
  pipelines: erasePipelines,
  profiles: eraseProfiles,
};

export const totalRows = (counts: Counts) => Object.values(counts).reduce((a, b) => a + b, 0);

type ErasureRow = {
  id: string;
  team_id: string;
  requested_by: string | null;
  reason: 'request' | 'retention' | 'replay';
  profile_ids: string[];
  team_record_ids: string[];
  people: number;
  hashes: SuppressionEntry[];
  phase: string;
  counts: Counts;
};

const ROLLBACK = Symbol('rollback');

/**
 * What an erasure of the target would remove now, per table: every phase run inside one
 * transaction that is then rolled back (nothing outside the database is touched), so the preview
 * counts exactly what the erasure will.
 */
export async function previewErasure(
  db: Database,
  target: ErasureTarget,
  settings: GdprSettings = gdprSettings(),
): Promise<Counts> {
  const counts: Counts = {};
  try {
    await db.transaction(async (tx) => {
      for (const phase of Object.values(DATA_PHASES))
        addCounts(counts, await phase({ db: tx, target, settings, dryRun: true }));
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return counts;
}

/** Runs the data phases from `from` on, each in its own transaction; `after` runs inside each. */
export async function runPhases(
  db: Database,
  target: ErasureTarget,
  settings: GdprSettings,
  from: number,
  after: (tx: Executor, phase: ErasurePhase, index: number, counts: Counts) => Promise<void>,
): Promise<Counts> {
  const counts: Counts = {};
  for (let i = Math.max(from, 1); i < ERASURE_PHASES.length; i++) {
    const phase = ERASURE_PHASES[i] as Exclude<ErasurePhase, 'ledger'>;
    await db.transaction(async (tx) => {
      const got = await DATA_PHASES[phase]({ db: tx, target, settings, dryRun: false });
      addCounts(counts, got);
      await after(tx, phase, i, got);
    });
  }
  return counts;
}

const progressOf = (index: number) => Math.round((100 * (index + 1)) / ERASURE_PHASES.length);

export type ErasureOutcome = { status: 'done' | 'skipped' | 'busy'; counts: Counts };

/** Teams that lost records of an open-web profile to another team's erasure are told (no names). */
async function tellOtherTeams(tx: Executor, teams: readonly string[], row: ErasureRow): Promise<void> {
  for (const teamId of teams) {
    if (teamId === row.team_id) continue;
    await audit(tx, {
      action: 'gdpr.erasure_completed',
      teamId,
      targetType: 'gdpr_erasure',
      targetId: row.id,
      metadata: { requestedElsewhere: true, people: row.people },
    });
  }
}

export async function runErasure(
  db: Database,
  erasureId: string,
  settings: GdprSettings = gdprSettings(),
): Promise<ErasureOutcome> {
  const lock = await db.$client.connect();
  try {
    const got = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
      `gdpr-erasure:${erasureId}`,
    ]);
    if (!got.rows[0]?.ok) return { status: 'busy', counts: {} };
    try {
      return await runLocked(db, erasureId, settings);
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [`gdpr-erasure:${erasureId}`]);
    }
  } finally {
    lock.release();
  }
}

async function runLocked(db: Database, erasureId: string, settings: GdprSettings): Promise<ErasureOutcome> {
  const claimed = await db.execute<ErasureRow>(sql`
    update gdpr_erasures set status = 'running', started_at = coalesce(started_at, now()), error = null
     where id = ${erasureId}::uuid and status in ('pending', 'running', 'failed')
    returning id::text, team_id, requested_by, reason, profile_ids, team_record_ids, people, hashes, phase, counts`);
  const row = claimed.rows[0];
  if (!row) return { status: 'skipped', counts: {} };
  const target: ErasureTarget = {
    erasureId: row.id,
    teamId: row.team_id,
    profileIds: row.profile_ids.map(Number),
    teamRecordIds: row.team_record_ids.map(Number),
  };
  const counts: Counts = { ...row.counts };
  let teams: string[] = [row.team_id];
  try {
    const done = ERASURE_PHASES.indexOf(row.phase as ErasurePhase);
    if (done < 0) {
      await db.transaction(async (tx) => {
        await lockLedger(tx);
        await appendLedger(settings.ledgerDir, {
          id: row.id,
          teamId: row.team_id,
          reason: row.reason === 'retention' ? 'retention' : 'request',
          profileIds: [...target.profileIds],
          teamRecordIds: [...target.teamRecordIds],
          hashes: row.hashes,
        });
        await tx.execute(sql`
          update gdpr_erasures set phase = 'ledger', progress = ${progressOf(0)} where id = ${row.id}::uuid`);
      });
    }
    // Read before the records go: who else must hear of it.
    if (target.profileIds.length > 0) teams = await affectedTeams(db, target);
    await runPhases(db, target, settings, done + 1, async (tx, phase, index, got) => {
      addCounts(counts, got);
      await tx.execute(sql`
        update gdpr_erasures set phase = ${phase}, progress = ${progressOf(index)}, counts = ${JSON.stringify(counts)}::jsonb
         where id = ${row.id}::uuid`);
    });
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update gdpr_erasures
           set status = 'done', phase = 'done', progress = 100, counts = ${JSON.stringify(counts)}::jsonb,
               profile_ids = '{}', team_record_ids = '{}', hashes = '[]'::jsonb, finished_at = now()
         where id = ${row.id}::uuid`);
      await tx.execute(
        sql`insert into gdpr_ledger_applied (erasure_id) values (${row.id}::uuid) on conflict do nothing`,
      );
      await audit(tx, {
        action: 'gdpr.erasure_completed',
        teamId: row.team_id,
        actorUserId: row.requested_by,
        targetType: 'gdpr_erasure',
        targetId: row.id,
        metadata: { reason: row.reason, people: row.people, counts, totalRows: totalRows(counts) },
      });
      await tellOtherTeams(tx, teams, row);
    });
    return { status: 'done', counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update gdpr_erasures set status = 'failed', error = ${message.slice(0, 500)}, finished_at = now()
         where id = ${row.id}::uuid`);
      await audit(tx, {
        action: 'gdpr.erasure_failed',
        teamId: row.team_id,
        actorUserId: row.requested_by,
        targetType: 'gdpr_erasure',
        targetId: row.id,
        metadata: { reason: row.reason, people: row.people },
      });
    });
    throw error;
  }
}
