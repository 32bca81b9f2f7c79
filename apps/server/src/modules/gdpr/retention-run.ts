/**
 * The nightly run of a retention rule (the retention-run job, queued by the sweep): the people the
 * rule selects now go through the erasure, in chunks, each chunk one erasure in the ledger. A
 * team's own profile is erased whole; an open-web profile loses only this team's records (the
 * person did not ask; other teams keep theirs). Suppression is off unless the rule says so: expiry
 * is not an objection, and the person may be sourced again later.
 */
import type { RetentionRun } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { runErasure } from './erasure-run';
import { addCounts, bigints, type Counts } from './erasure-target';
import { type GdprSettings, gdprSettings } from './gdpr-settings';
import { RULE_COLUMNS, RUN_COLUMNS, type RuleRow, type RunRow, toRun } from './retention.service';
import { matchRule } from './retention-match';
import { addSuppressions, normalisedIdentifiers, suppressionEntries } from './suppression';

/** People erased per erasure of a run: bounded statements, and progress a reader can follow. */
const CHUNK = 500;

/**
 * One night's run of a rule (the retention-run job). At most one per rule and night
 * (`retention_runs_night_key`); a disabled or deleted rule does nothing.
 */
export async function runRule(
  db: Database,
  ruleId: number,
  runDate: string,
  settings: GdprSettings = gdprSettings(),
): Promise<RetentionRun | null> {
  const { rows: rules } = await db.execute<RuleRow>(
    sql`select ${RULE_COLUMNS} from retention_rules where id = ${ruleId} and enabled`,
  );
  const rule = rules[0];
  if (!rule) return null;
  const { rows: started } = await db.execute<{ id: string }>(sql`
    insert into retention_runs (rule_id, team_id, kind, run_date) values (${rule.id}, ${rule.team_id}::uuid, 'run', ${runDate})
    on conflict do nothing returning id::text`);
  const runId = started[0]?.id;
  if (!runId) return null;
  const counts: Counts = {};
  let matched: { profileId: number; openWeb: boolean }[] = [];
  try {
    matched = await matchRule(db, rule);
    for (let i = 0; i < matched.length; i += CHUNK) {
      const chunk = matched.slice(i, i + CHUNK);
      const erasureId = await createRetentionErasure(db, rule, chunk, settings);
      const outcome = await runErasure(db, erasureId, settings);
      addCounts(counts, outcome.counts);
    }
    const { rows } = await db.execute<RunRow>(sql`
      update retention_runs set status = 'done', matched = ${matched.length}, erased = ${matched.length},
             counts = ${JSON.stringify(counts)}::jsonb, finished_at = now()
       where id = ${runId} returning ${RUN_COLUMNS}`);
    await audit(db, {
      action: 'gdpr.retention_run',
      teamId: rule.team_id,
      targetType: 'retention_rule',
      targetId: rule.id,
      metadata: { runId, runDate, matched: matched.length, counts },
    });
    return toRun(rows[0] as RunRow);
  } catch (error) {
    await db.execute(sql`
      update retention_runs set status = 'failed', matched = ${matched.length}, counts = ${JSON.stringify(counts)}::jsonb,
             error = ${String(error instanceof Error ? error.message : error).slice(0, 500)}, finished_at = now()
       where id = ${runId}`);
    throw error;
  }
}

async function createRetentionErasure(
  db: Database,
  rule: RuleRow,
  chunk: readonly { profileId: number; openWeb: boolean }[],
  settings: GdprSettings,
): Promise<string> {
  const whole = chunk.filter((c) => !c.openWeb).map((c) => c.profileId);
  const teamOnly = chunk.filter((c) => c.openWeb).map((c) => c.profileId);
  let entries: ReturnType<typeof suppressionEntries> = [];
  if (rule.suppress) {
    const { rows } = await db.execute<{
      emails: unknown;
      phones: unknown;
      oe: unknown;
      op: unknown;
      cc: string | null;
    }>(sql`
      select c.emails, c.phones, tc.overrides->'emails' as oe, tc.overrides->'phones' as op,
             substring(p.doc from '"country_code":"([A-Z]{2})"') as cc
        from team_candidates tc join talent_profiles p on p.id = tc.profile_id
        left join talent_contacts c on c.profile_id = p.id
       where tc.team_id = ${rule.team_id}::uuid and tc.profile_id = any(${bigints(chunk.map((c) => c.profileId))}::bigint[])`);
    const field = (v: unknown, k: string) =>
      (Array.isArray(v) ? v : [])
        .map((x) => (x as Record<string, unknown>)[k])
        .filter((x): x is string => typeof x === 'string');
    const emails = new Set<string>();
    const phones = new Set<string>();
    for (const r of rows) {
      const n = normalisedIdentifiers({
        emails: [...field(r.emails, 'address'), ...field(r.oe, 'address')],
        phones: [...field(r.phones, 'number'), ...field(r.op, 'number')],
        countryCode: r.cc,
      });
      for (const e of n.emails) emails.add(e);
      for (const p of n.phones) phones.add(p);
    }
    // The team's own list only: the rule is the team's, not the person's objection.
    entries = suppressionEntries(settings.hashKey(), { emails: [...emails], phones: [...phones] }, [
      rule.team_id,
    ]);
  }
  // The erasure and its suppression entries are written together or not at all.
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into gdpr_erasures (team_id, reason, retention_rule_id, profile_ids, team_record_ids, people, hashes, suppress)
      values (${rule.team_id}::uuid, 'retention', ${rule.id}, ${bigints(whole)}::bigint[], ${bigints(teamOnly)}::bigint[],
              ${chunk.length}, ${JSON.stringify(entries)}::jsonb, ${rule.suppress})
      returning id::text`);
    const id = rows[0]?.id as string;
    if (entries.length > 0) await addSuppressions(tx, entries, id);
    return id;
  });
}
