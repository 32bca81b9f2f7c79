/**
 * Erasure requests over HTTP: the preview (who was found and what would go, per table), the
 * request (checked against what the admin confirmed; the person's identifiers go on the
 * suppression list at once), its progress and the team's past erasures.
 */
import type { Erasure, ErasureRequest, SubjectPreview, SubjectQuery } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { erasureJob } from './erasure.job';
import { previewErasure, runErasure, totalRows } from './erasure-run';
import { affectedTeams, type Counts } from './erasure-target';
import type { GdprSettings } from './gdpr-settings';
import { type FoundSubject, findSubject, identifiersOf } from './subject-lookup';
import { addSuppressions, suppressionEntries } from './suppression';

export type ErasureJobSender = (
  job: typeof erasureJob,
  payload: { erasureId: string },
  options?: { singletonKey?: string },
) => Promise<string | null>;

export type GdprDeps = { db: Database; settings: GdprSettings; send: ErasureJobSender | null };
type Meta = { ip: string | null };

const NIL = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const publicPeople = (subject: FoundSubject) =>
  subject.people.map(({ candidateId, name, source, openWeb, inYourRecords }) => ({
    candidateId,
    name,
    source,
    openWeb,
    inYourRecords,
  }));

export async function previewSubject(
  deps: GdprDeps,
  scope: TeamScope,
  query: SubjectQuery,
  meta: Meta,
): Promise<SubjectPreview> {
  const subject = await findSubject(deps.db, scope, query);
  const ids = subject.people.map((p) => p.candidateId);
  const target = { erasureId: NIL, teamId: scope.teamId, profileIds: ids, teamRecordIds: [] };
  const counts: Counts = ids.length > 0 ? await previewErasure(deps.db, target, deps.settings) : {};
  const teams = ids.length > 0 ? await affectedTeams(deps.db, target) : [];
  const identifiers = identifiersOf(subject, new Set(ids));
  // Looking someone up is recorded (kind and how many were found, never what was typed).
  await audit(deps.db, {
    action: 'gdpr.subject_lookup',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    metadata: { lookup: query.by, people: ids.length },
    ip: meta.ip,
  });
  return {
    people: publicPeople(subject),
    counts,
    totalRows: totalRows(counts),
    otherTeams: teams.filter((t) => t !== scope.teamId).length,
    identifiers: { emails: identifiers.emails.length, phones: identifiers.phones.length },
  };
}

type ErasureRow = {
  id: string;
  status: Erasure['status'];
  reason: Erasure['reason'];
  lookup: Erasure['lookup'];
  people: number;
  suppress: boolean;
  phase: string;
  progress: number;
  counts: Counts;
  requested_by: string | null;
  requester_name: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
};

const COLUMNS = sql`e.id::text, e.status, e.reason, e.lookup, e.people, e.suppress, e.phase, e.progress, e.counts,
  e.requested_by, u.full_name as requester_name, e.created_at, e.finished_at, e.error`;

function toErasure(r: ErasureRow): Erasure {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    lookup: r.lookup,
    people: r.people,
    suppressed: r.suppress,
    phase: r.phase,
    progress: r.progress,
    counts: r.counts,
    totalRows: totalRows(r.counts),
    requestedBy: r.requested_by
      ? { userId: r.requested_by, name: r.requester_name ?? 'Former member' }
      : null,
    createdAt: new Date(r.created_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    // A failure's technical text stays in the server log; the admin gets what to do.
    error:
      r.status === 'failed' ? 'The erasure stopped before it finished. Retry it; nothing is lost.' : null,
  };
}

export async function getErasure(db: Database, scope: TeamScope, id: string): Promise<Erasure> {
  // Anything but a UUID cannot be an erasure (and must not reach PostgreSQL's cast).
  if (!UUID.test(id)) throw notFound('Erasure');
  const { rows } = await db.execute<ErasureRow>(sql`
    select ${COLUMNS} from gdpr_erasures e left join users u on u.id = e.requested_by
     where e.id = ${id}::uuid and e.team_id = ${scope.teamId}::uuid`);
  const row = rows[0];
  if (!row) throw notFound('Erasure');
  return toErasure(row);
}

export async function listErasures(db: Database, scope: TeamScope): Promise<Erasure[]> {
  const { rows } = await db.execute<ErasureRow>(sql`
    select ${COLUMNS} from gdpr_erasures e left join users u on u.id = e.requested_by
     where e.team_id = ${scope.teamId}::uuid order by e.created_at desc limit 50`);
  return rows.map(toErasure);
}

/** Queues the erasure; without a worker queue (a lone API process, tests) runs it here. */
export async function startErasure(deps: GdprDeps, erasureId: string): Promise<void> {
  let queued: string | null = null;
  try {
    queued = deps.send
      ? await deps.send(erasureJob, { erasureId }, { singletonKey: `gdpr-erasure:${erasureId}` })
      : null;
  } catch {
    queued = null;
  }
  if (!queued) setImmediate(() => void runErasure(deps.db, erasureId, deps.settings).catch(() => {}));
}

export async function requestErasure(
  deps: GdprDeps,
  scope: TeamScope,
  request: ErasureRequest,
  meta: Meta,
): Promise<Erasure> {
  const subject = await findSubject(deps.db, scope, { by: request.by, value: request.value });
  const found = new Map(subject.people.map((p) => [p.candidateId, p]));
  const confirmed = [...new Set(request.candidateIds)];
  if (confirmed.some((id) => !found.has(id))) {
    throw new AppError(
      'CONFLICT',
      'What was found has changed since you looked. Review the list and confirm again.',
      {
        found: [...found.keys()],
      },
    );
  }
  const people = confirmed.map((id) => found.get(id) as (typeof subject.people)[number]);
  const identifiers = identifiersOf(subject, new Set(confirmed));
  const openWeb = people.some((p) => p.openWeb);
  const entries = suppressionEntries(
    deps.settings.hashKey(),
    identifiers,
    openWeb ? [scope.teamId, null] : [scope.teamId],
  );
  const id = await deps.db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into gdpr_erasures (team_id, requested_by, reason, lookup, profile_ids, people, hashes, suppress)
      values (${scope.teamId}::uuid, ${scope.userId}::uuid, 'request', ${request.by},
              ${`{${confirmed.join(',')}}`}::bigint[], ${confirmed.length}, ${JSON.stringify(entries)}::jsonb, true)
      returning id::text`);
    const erasureId = inserted.rows[0]?.id as string;
    // From now on no import or add of the team brings them back, even before the job runs.
    await addSuppressions(tx, entries, erasureId);
    await audit(tx, {
      action: 'gdpr.erasure_requested',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'gdpr_erasure',
      targetId: erasureId,
      metadata: {
        lookup: request.by,
        people: confirmed.length,
        openWeb: people.filter((p) => p.openWeb).length,
        suppressed: { emails: identifiers.emails.length, phones: identifiers.phones.length },
      },
      ip: meta.ip,
    });
    return erasureId;
  });
  await startErasure(deps, id);
  return getErasure(deps.db, scope, id);
}

/** Starts a failed erasure again; it resumes after its last finished phase. */
export async function retryErasure(deps: GdprDeps, scope: TeamScope, id: string): Promise<Erasure> {
  const current = await getErasure(deps.db, scope, id);
  if (current.status !== 'failed')
    throw new AppError('CONFLICT', 'Only an erasure that stopped can be retried.');
  await deps.db.execute(
    sql`update gdpr_erasures set status = 'pending', error = null where id = ${id}::uuid`,
  );
  await startErasure(deps, id);
  return getErasure(deps.db, scope, id);
}
