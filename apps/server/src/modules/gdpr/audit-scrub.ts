/**
 * The audit log keeps that something happened (who, what kind, when) but no longer who it was
 * about: an entry about an erased candidate loses its target and its details (a file name, the
 * fields edited), and lists of candidates (an export, a share, a stage move) lose the erased ids
 * and count them instead (`erasedCandidates`).
 */
import { sql } from 'drizzle-orm';
import { jsonRows } from '../../db/json-param';
import { affectedTeams, allIds, type Counts, type PhaseContext } from './erasure-target';

/** Metadata keys that hold candidate (profile) ids, alone or in lists. */
export const CANDIDATE_ID_KEYS = [
  'candidateIds',
  'candidateId',
  'fromCandidateId',
  'profileId',
  'profileIds',
  'profileA',
  'profileB',
  'keepId',
  'mergeId',
  'mergedProfileId',
  'duplicatesConfirmed',
  'alreadyInProject',
] as const;

type AuditRow = {
  id: string;
  team_id: string | null;
  target_type: string | null;
  target_id: string | null;
  metadata: Record<string, unknown>;
};

function scrub(
  row: AuditRow,
  ids: Set<string>,
  erasureId: string,
): { targetId: string | null; metadata: object } {
  if (row.target_type === 'talent_profile' && row.target_id !== null && ids.has(row.target_id)) {
    return { targetId: null, metadata: { erased: true, erasureId } };
  }
  const metadata: Record<string, unknown> = { ...row.metadata };
  let removed = 0;
  for (const key of CANDIDATE_ID_KEYS) {
    const value = metadata[key];
    if (Array.isArray(value)) {
      const kept = value.filter((v) => !ids.has(String(v)));
      removed += value.length - kept.length;
      metadata[key] = kept;
    } else if ((typeof value === 'number' || typeof value === 'string') && ids.has(String(value))) {
      metadata[key] = null;
      removed++;
    }
  }
  if (removed > 0) {
    metadata.erasedCandidates = (Number(metadata.erasedCandidates) || 0) + removed;
    metadata.erasureId = erasureId;
  }
  return { targetId: row.target_id, metadata };
}

export async function scrubAudit(ctx: PhaseContext): Promise<Counts> {
  const { db, target: t } = ctx;
  const teams = await affectedTeams(db, t);
  const wholeText = t.profileIds.map(String);
  const allText = allIds(t).map(String);
  // Team-only ids count in the asking team's entries alone.
  const idsOf = sql`(case when a.team_id = ${t.teamId}::uuid then ${`{${allText.join(',')}}`}::text[]
                     else ${`{${wholeText.join(',')}}`}::text[] end)`;
  const { rows } = await db.execute<AuditRow>(sql`
    select a.id::text, a.team_id, a.target_type, a.target_id, a.metadata from audit_log a
     where a.team_id = any(${`{${teams.join(',')}}`}::uuid[])
       and ((a.target_type = 'talent_profile' and a.target_id = any(${idsOf}))
         or exists (select 1 from jsonb_each(a.metadata) kv
                     where kv.key = any(${`{${CANDIDATE_ID_KEYS.join(',')}}`}::text[])
                       and case jsonb_typeof(kv.value)
                             when 'array' then exists (select 1 from jsonb_array_elements_text(kv.value) v
                                                        where v = any(${idsOf}))
                             when 'number' then kv.value #>> '{}' = any(${idsOf})
                             when 'string' then kv.value #>> '{}' = any(${idsOf})
                             else false end))`);
  if (rows.length > 0 && !ctx.dryRun) {
    const whole = new Set(wholeText);
    const all = new Set(allText);
    const updates = rows.map((row) => {
      const done = scrub(row, row.team_id === t.teamId ? all : whole, t.erasureId);
      return { id: Number(row.id), target_id: done.targetId, metadata: done.metadata };
    });
    await db.execute(sql`
      update audit_log a set target_id = u.target_id, metadata = u.metadata
        from jsonb_to_recordset(${jsonRows(updates)}::jsonb) as u(id bigint, target_id text, metadata jsonb)
       where a.id = u.id`);
  }
  return { audit_log_scrubbed: rows.length };
}
