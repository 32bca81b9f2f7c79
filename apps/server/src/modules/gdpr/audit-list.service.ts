/**
 * The audit list for admins: every contact reveal, export, share, erasure, access export and
 * retention change of the team, newest first, filtered by kind, member and days, and the same as
 * CSV (written through the export's CSV writer, so a cell cannot start a formula).
 */
import {
  AUDIT_KIND_ACTIONS,
  AUDIT_KINDS,
  type AuditEntry,
  type AuditKind,
  type AuditList,
  type auditQuerySchema,
} from '@talentbase/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { csvLine, UTF8_BOM } from '../candidate-export/csv-writer';

type Query = z.output<typeof auditQuerySchema>;

const KIND_OF = new Map<string, AuditKind>(
  AUDIT_KINDS.flatMap((kind) => AUDIT_KIND_ACTIONS[kind].map((action) => [action, kind] as const)),
);

/** The CSV holds at most this many entries (the spec's other limit). */
export const AUDIT_CSV_LIMIT = 10_000;

type Row = {
  id: string;
  action: string;
  actor_user_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  metadata: Record<string, unknown>;
  ip: string | null;
  created_at: Date | string;
};

const n = (v: unknown) => (typeof v === 'number' ? v : Array.isArray(v) ? v.length : 0);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What happened, in words: counts and ids, never a candidate's name or contact details. */
export function describe(action: string, m: Record<string, unknown>): string {
  const erased =
    n(m.erasedCandidates) > 0 ? ` (${plural(n(m.erasedCandidates), 'erased candidate')} left out)` : '';
  switch (action) {
    case 'candidate.contacts_revealed':
      if (m.erased) return 'Revealed the contact details of a candidate since erased';
      return `Revealed contact details (${plural(n(m.emails), 'email')}, ${plural(n(m.phones), 'phone')})${m.charged ? ', 1 credit used' : ''}`;
    case 'candidate.exported':
      return `Exported ${plural(n(m.count), 'candidate')} as ${String(m.format ?? 'file').toUpperCase()}${erased}`;
    case 'candidate.import_report_downloaded':
      return 'Downloaded an import report';
    case 'gdpr.audit_exported':
      return `Exported ${plural(n(m.entries), 'audit entry', 'audit entries')} as CSV`;
    case 'candidate.profiles_shared':
      return `Shared ${plural(n(m.candidateIds), 'profile')} with ${plural(n(m.recipients), 'recipient')}${erased}`;
    case 'candidate.share_revoked':
      return `Revoked a share link (${plural(n(m.candidateIds), 'profile')})${erased}`;
    case 'gdpr.subject_lookup':
      return `Looked a person up by ${String(m.lookup ?? 'candidate')} (${plural(n(m.people), 'profile')} found)`;
    case 'gdpr.erasure_requested':
      return `Requested the erasure of ${plural(n(m.people), 'profile')} (found by ${String(m.lookup ?? 'candidate')})`;
    case 'gdpr.erasure_completed':
      if (m.requestedElsewhere)
        return `An open-web person in your records was erased at their request (${plural(n(m.people), 'profile')})`;
      return `Erasure finished: ${plural(n(m.people), 'profile')}, ${plural(n(m.totalRows), 'row')} removed${m.reason === 'retention' ? ' (retention)' : ''}`;
    case 'gdpr.erasure_failed':
      return 'An erasure stopped before it finished';
    case 'gdpr.erasure_replayed':
      return `Erasure applied again after a restore (${plural(n(m.totalRows), 'row')})`;
    case 'gdpr.access_exported':
      return `Access export of ${plural(n(m.people), 'profile')} with ${plural(n(m.files), 'file')}`;
    case 'gdpr.retention_rule_saved':
      return `${m.created ? 'Created' : 'Changed'} a retention rule: ${n(m.months)} months, ${(m.regions as string[] | undefined)?.join(', ') ?? ''}, ${m.enabled ? 'on' : 'off'}`;
    case 'gdpr.retention_rule_deleted':
      return 'Deleted a retention rule';
    case 'gdpr.retention_dry_run':
      return `Retention dry run: ${plural(n(m.matched), 'candidate')} would be deleted`;
    case 'gdpr.retention_run':
      return `Retention run: ${plural(n(m.matched), 'candidate')} deleted`;
    default:
      return action;
  }
}

function where(scope: TeamScope, q: Omit<Query, 'limit' | 'cursor'>): SQL {
  const actions = q.kind ? AUDIT_KIND_ACTIONS[q.kind] : [...KIND_OF.keys()];
  return sql`a.team_id = ${scope.teamId}::uuid
    and a.action = any(${`{${actions.join(',')}}`}::text[])
    ${q.userId ? sql`and a.actor_user_id = ${q.userId}::uuid` : sql``}
    ${q.from ? sql`and a.created_at >= ${`${q.from}T00:00:00Z`}::timestamptz` : sql``}
    ${q.to ? sql`and a.created_at < (${`${q.to}T00:00:00Z`}::timestamptz + interval '1 day')` : sql``}`;
}

const COLUMNS = sql`a.id::text, a.action, a.actor_user_id, u.full_name as actor_name, u.email as actor_email,
  a.target_type, a.target_id, a.metadata, a.ip, a.created_at`;

function toEntry(r: Row): AuditEntry {
  return {
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    kind: KIND_OF.get(r.action) ?? 'export',
    action: r.action,
    actor:
      r.actor_user_id && r.actor_name
        ? { userId: r.actor_user_id, name: r.actor_name, email: r.actor_email ?? '' }
        : null,
    what: describe(r.action, r.metadata ?? {}),
    target: r.target_type && r.target_id ? { type: r.target_type, id: r.target_id } : null,
    ip: r.ip,
  };
}

/**
 * A member filter names someone of this team (a member now, or one who acted in it before
 * leaving); anyone else's id answers 404 like a missing record, before anything is read or audited.
 */
async function checkActor(db: Database, scope: TeamScope, userId: string | undefined): Promise<void> {
  if (!userId) return;
  const { rows } = await db.execute(sql`
    select 1 where exists (select 1 from team_members where team_id = ${scope.teamId}::uuid and user_id = ${userId}::uuid)
        or exists (select 1 from audit_log where team_id = ${scope.teamId}::uuid and actor_user_id = ${userId}::uuid)`);
  if (rows.length === 0) throw notFound('Member');
}

export async function listAudit(db: Database, scope: TeamScope, q: Query): Promise<AuditList> {
  await checkActor(db, scope, q.userId);
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
     where ${where(scope, q)} ${q.cursor ? sql`and a.id < ${q.cursor}::bigint` : sql``}
     order by a.id desc limit ${q.limit + 1}`);
  const page = rows.slice(0, q.limit);
  const { rows: members } = await db.execute<{ user_id: string; name: string }>(sql`
    select u.id::text as user_id, u.full_name as name from team_members m join users u on u.id = m.user_id
     where m.team_id = ${scope.teamId}::uuid order by u.full_name`);
  return {
    entries: page.map(toEntry),
    nextCursor: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
    members: members.map((m) => ({ userId: m.user_id, name: m.name })),
  };
}

export const AUDIT_CSV_COLUMNS = [
  'When (UTC)',
  'Kind',
  'Action',
  'Who',
  'Email',
  'What',
  'Target',
  'IP address',
];

/** The filtered entries as CSV (at most AUDIT_CSV_LIMIT), audited as an export itself. */
export async function auditCsv(
  db: Database,
  scope: TeamScope,
  q: Omit<Query, 'limit' | 'cursor'>,
  ip: string | null,
): Promise<{ fileName: string; body: string; entries: number }> {
  await checkActor(db, scope, q.userId);
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
     where ${where(scope, q)} order by a.id desc limit ${AUDIT_CSV_LIMIT}`);
  const lines = rows
    .map(toEntry)
    .map((e) =>
      csvLine([
        e.at,
        e.kind,
        e.action,
        e.actor?.name ?? 'System',
        e.actor?.email ?? '',
        e.what,
        e.target ? `${e.target.type} ${e.target.id}` : '',
        e.ip ?? '',
      ]),
    );
  await audit(db, {
    action: 'gdpr.audit_exported',
    teamId: scope.teamId,
    orgId: scope.orgId,
    actorUserId: scope.userId,
    metadata: { entries: rows.length, kind: q.kind ?? null, from: q.from ?? null, to: q.to ?? null },
    ip,
  });
  const date = new Date().toISOString().slice(0, 10);
  return {
    fileName: `audit-${date}.csv`,
    body: UTF8_BOM + csvLine(AUDIT_CSV_COLUMNS) + lines.join(''),
    entries: rows.length,
  };
}
