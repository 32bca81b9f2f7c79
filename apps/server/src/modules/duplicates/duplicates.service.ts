/**
 * Duplicate management for a team: the check before adding someone, the full scan (one at a
 * time per team, run by the job queue), the suggested pairs and dismissing a pair.
 */
import type {
  DuplicateCheckRequest,
  DuplicatePairsResponse,
  DuplicateScan,
  MatchReason,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { candidateSummaries } from '../all-candidates/candidate-summaries';
import type { ProjectViewer } from '../projects/project-visibility';
import { runDuplicateScan } from './duplicate-scan';
import { duplicateScanJob } from './duplicate-scan.job';
import { type DuplicateMatch, findDuplicates, matchKeysOf } from './match-keys';

/** Sends a job to the worker queue; null when no queue takes it (jobs/job-sender.ts has this shape). */
export type ScanJobSender = (
  job: typeof duplicateScanJob,
  payload: { scanId: number },
  options?: { singletonKey?: string },
) => Promise<string | null>;

export async function checkDuplicates(
  db: Database,
  scope: TeamScope,
  request: DuplicateCheckRequest,
): Promise<DuplicateMatch[]> {
  return findDuplicates(db, scope.teamId, matchKeysOf(request));
}

// ---------------------------------------------------------------------------------------------
// The scan.

/** A scan still "running" after this long died with its worker: it no longer blocks a new one. */
const STALE_SCAN_MINUTES = 30;

type ScanRow = {
  id: string;
  status: DuplicateScan['status'];
  phase: string;
  processed: number;
  total: number;
  pairs_found: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

function toScan(r: ScanRow): DuplicateScan {
  const percent =
    r.status === 'done' ? 100 : r.total > 0 ? Math.min(99, Math.floor((r.processed / r.total) * 100)) : 0;
  return {
    scanId: String(r.id),
    status: r.status,
    phase: r.phase,
    processed: r.processed,
    total: r.total,
    percent,
    pairsFound: r.pairs_found,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

const SCAN_COLUMNS = sql`id::text as id, status, phase, processed, total, pairs_found, error, created_at, finished_at`;

export async function startScan(
  db: Database,
  scope: TeamScope,
  send: ScanJobSender | null,
  ip: string | null,
): Promise<DuplicateScan> {
  await db.execute(sql`
    update candidate_duplicate_scans set status = 'failed', error = 'The scan stopped unexpectedly. Please try again.',
           finished_at = now()
     where team_id = ${scope.teamId} and status in ('pending', 'running')
       and created_at < now() - make_interval(mins => ${STALE_SCAN_MINUTES})`);
  const inserted = await db.execute<ScanRow>(sql`
    insert into candidate_duplicate_scans (team_id, started_by) values (${scope.teamId}, ${scope.userId})
    on conflict do nothing returning ${SCAN_COLUMNS}`);
  const scan = inserted.rows[0];
  if (!scan) {
    const running = await db.execute<{ id: string }>(sql`
      select id::text as id from candidate_duplicate_scans
       where team_id = ${scope.teamId} and status in ('pending', 'running')`);
    throw new AppError('CONFLICT', 'A duplicate scan is already running for your team.', {
      scanId: running.rows[0]?.id ?? null,
    });
  }
  await audit(db, {
    action: 'candidates.duplicate_scan_started',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    targetType: 'duplicate_scan',
    targetId: String(scan.id),
    ip,
  });
  const scanId = Number(scan.id);
  let queued: string | null = null;
  try {
    queued = send
      ? await send(duplicateScanJob, { scanId }, { singletonKey: `duplicate-scan-${scanId}` })
      : null;
  } catch {
    queued = null;
  }
  // Without a worker queue (a lone API process, tests) the API runs the scan itself; the row is
  // claimed atomically, so a worker that picks the job up later does nothing.
  if (!queued) setImmediate(() => void runDuplicateScan(db, scanId).catch(() => {}));
  return toScan(scan);
}

export async function getScan(db: Database, scope: TeamScope, scanId: number): Promise<DuplicateScan> {
  const { rows } = await db.execute<ScanRow>(sql`
    select ${SCAN_COLUMNS} from candidate_duplicate_scans where id = ${scanId} and team_id = ${scope.teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Duplicate scan');
  return toScan(row);
}

export async function latestScan(db: Database, scope: TeamScope): Promise<DuplicateScan | null> {
  const { rows } = await db.execute<ScanRow>(sql`
    select ${SCAN_COLUMNS} from candidate_duplicate_scans where team_id = ${scope.teamId}
     order by created_at desc, id desc limit 1`);
  return rows[0] ? toScan(rows[0]) : null;
}

// ---------------------------------------------------------------------------------------------
// Suggested pairs.

type PairRow = { a: string; b: string; score: number; reasons: string[] };

const encodeCursor = (score: number, a: number, b: number) =>
  Buffer.from(JSON.stringify([score, a, b])).toString('base64url');

function decodeCursor(cursor: string): [number, number, number] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((v) => typeof v === 'number' && Number.isFinite(v))
    )
      return value as [number, number, number];
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', 'The page link is not valid. Reload the list.', {
    fields: { cursor: 'Invalid cursor' },
  });
}

/** Best pairs first; pairs with a merged or no-longer-team candidate are left out. */
export async function listPairs(
  db: Database,
  viewer: ProjectViewer,
  query: { cursor?: string; limit: number },
): Promise<DuplicatePairsResponse> {
  const { scope } = viewer;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const { rows } = await db.execute<PairRow>(sql`
    select d.profile_a::text as a, d.profile_b::text as b, d.score, d.reasons
      from candidate_duplicate_pairs d
      join team_candidates ta on ta.team_id = d.team_id and ta.profile_id = d.profile_a and ta.merged_into is null
      join team_candidates tb on tb.team_id = d.team_id and tb.profile_id = d.profile_b and tb.merged_into is null
     where d.team_id = ${scope.teamId}
       ${after ? sql`and (d.score, -d.profile_a, -d.profile_b) < (${after[0]}::real, ${-after[1]}::bigint, ${-after[2]}::bigint)` : sql``}
       and not exists (select 1 from candidate_duplicate_dismissals x
                        where x.team_id = d.team_id and x.profile_a = d.profile_a and x.profile_b = d.profile_b)
     order by d.score desc, d.profile_a, d.profile_b
     limit ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const summaries = await candidateSummaries(
    db,
    viewer,
    page.flatMap((r) => [Number(r.a), Number(r.b)]),
  );
  const data = page.flatMap((r) => {
    const a = summaries.get(Number(r.a));
    const b = summaries.get(Number(r.b));
    return a && b ? [{ a, b, score: r.score, reasons: r.reasons as MatchReason[] }] : [];
  });
  const last = page[page.length - 1];
  return {
    data,
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(last.score, Number(last.a), Number(last.b)) : null,
  };
}

/** Both must be the team's candidates; otherwise "not found", and nothing changes. */
async function assertTeamCandidates(db: Executor, teamId: string, ids: readonly number[]): Promise<void> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from team_candidates
     where team_id = ${teamId} and profile_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  if ((rows[0]?.n ?? 0) !== new Set(ids).size) throw notFound('Candidate');
}

export async function dismissPair(
  db: Database,
  scope: TeamScope,
  pair: { profileA: number; profileB: number },
  ip: string | null,
): Promise<void> {
  const [a, b] =
    pair.profileA < pair.profileB ? [pair.profileA, pair.profileB] : [pair.profileB, pair.profileA];
  await db.transaction(async (tx) => {
    await assertTeamCandidates(tx, scope.teamId, [a, b]);
    await tx.execute(sql`
      insert into candidate_duplicate_dismissals (team_id, profile_a, profile_b, dismissed_by)
      values (${scope.teamId}, ${a}, ${b}, ${scope.userId}) on conflict do nothing`);
    await tx.execute(sql`
      delete from candidate_duplicate_pairs where team_id = ${scope.teamId} and profile_a = ${a} and profile_b = ${b}`);
    await audit(tx, {
      action: 'candidates.duplicate_dismissed',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'talent_profile',
      targetId: String(a),
      metadata: { profileA: a, profileB: b },
      ip,
    });
  });
}
