/**
 * Test sweeps that prove a person is gone without trusting the erasure's own list of tables:
 *  - every column of the database that holds profile (candidate) ids, found from the catalogue
 *    (by name, by type, and by foreign key to talent_profiles), must name none of the erased ids;
 *    a column the erasure does not know about fails the test on its own, populated or not;
 *  - every row of every table, read as text, must not mention the person;
 *  - every file under the data directory must not mention the person.
 */
import fs from 'node:fs';
import type pg from 'pg';
import { filesUnder } from './gdpr-fixture';

/**
 * The columns holding profile ids that the erasure handles (erasure-phases.ts, erasure-run.ts).
 * A new table or column with profile ids must be erased too, then added here.
 */
export const ERASED_PROFILE_COLUMNS = [
  'applicant_form_answers.profile_id',
  'ats_exports.profile_id',
  'ats_sync_states.profile_id',
  'automation_runs.profile_id',
  'candidate_activities.profile_id',
  'candidate_duplicate_dismissals.profile_a',
  'candidate_duplicate_dismissals.profile_b',
  'candidate_duplicate_pairs.profile_a',
  'candidate_duplicate_pairs.profile_b',
  'candidate_files.profile_id',
  'candidate_match_keys.profile_id',
  'candidate_merges.kept_profile_id',
  'candidate_merges.merged_profile_id',
  'candidate_notes.profile_id',
  'candidate_scorecards.profile_id',
  'candidate_offers.profile_id',
  'candidate_shares.profile_ids',
  'candidate_tags.profile_id',
  'candidate_custom_values.profile_id',
  'contact_reveals.profile_id',
  'credit_ledger.profile_id',
  'engage_answers.profile_id',
  'engage_inbound.profile_id',
  'engage_threads.profile_id',
  'gdpr_erasures.profile_ids',
  'gdpr_erasures.team_record_ids',
  'match_applicants.profile_id',
  'match_moves.profile_id',
  'meetings.profile_id',
  'project_candidates.profile_id',
  'search_history.not_a_fit',
  'sourcing_profile_views.profile_id',
  'talent_contacts.profile_id',
  'talent_profiles.id',
  'talent_search.profile_id',
  'team_candidates.merged_into',
  'team_candidates.profile_id',
].sort();

type Column = { table: string; column: string; array: boolean };

/** Columns of the public schema that hold profile ids: by name, or by a foreign key. */
export async function profileIdColumns(pool: pg.Pool): Promise<Column[]> {
  const { rows } = await pool.query<{ table_name: string; column_name: string; udt_name: string }>(`
    select c.table_name, c.column_name, c.udt_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.udt_name in ('int8', '_int8', 'int4', '_int4', 'text', '_text')
       and (c.column_name ~ '(^|_)(profile|profiles|candidate|candidates)(_|$)'
            or c.column_name ~ '^profile_[ab]$'
            or c.column_name in ('merged_into', 'not_a_fit', 'team_record_ids')
            or (c.table_name = 'talent_profiles' and c.column_name = 'id')
            or exists (
              select 1 from information_schema.key_column_usage k
                join information_schema.referential_constraints r
                  on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
                join information_schema.constraint_column_usage u
                  on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
               where k.table_schema = c.table_schema and k.table_name = c.table_name
                 and k.column_name = c.column_name and u.table_name = 'talent_profiles'))
     order by c.table_name, c.column_name`);
  return rows
    .filter((r) => r.udt_name === 'int8' || r.udt_name === '_int8')
    .map((r) => ({ table: r.table_name, column: r.column_name, array: r.udt_name.startsWith('_') }));
}

/** Rows of every profile-id column that name any of `ids`, per `table.column` (only non-zero). */
export async function rowsNaming(pool: pg.Pool, ids: readonly number[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const c of await profileIdColumns(pool)) {
    const test = c.array ? `"${c.column}" && $1::bigint[]` : `"${c.column}" = any($1::bigint[])`;
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from "${c.table}" where ${test}`,
      [ids],
    );
    const n = rows[0]?.n ?? 0;
    if (n > 0) found[`${c.table}.${c.column}`] = n;
  }
  return found;
}

/** Every table of the product and of its job queue. */
async function allTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(`
    select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`);
  return rows.map((r) => r.name);
}

/**
 * Rows, in any table, whose text mentions one of the needles (case-insensitive): `table` and the
 * row's text, so a failure says where the person is left.
 */
export async function rowsMentioning(
  pool: pg.Pool,
  needles: readonly string[],
): Promise<{ table: string; row: string }[]> {
  const hits: { table: string; row: string }[] = [];
  const patterns = needles.map((n) => `%${n.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  for (const table of await allTables(pool)) {
    const { rows } = await pool.query<{ row: string }>(
      `select t::text as row from ${table} t where lower(t::text) like any($1::text[])`,
      [patterns],
    );
    for (const r of rows) hits.push({ table, row: r.row.slice(0, 400) });
  }
  return hits;
}

/** Files under `dir` whose bytes mention one of the needles (case-insensitive). */
export function filesMentioning(dir: string, needles: readonly string[]): string[] {
  return filesUnder(dir).filter((file) => {
    const text = fs.readFileSync(file, 'utf8').toLowerCase();
    return needles.some((n) => text.includes(n.toLowerCase()));
  });
}

/**
 * Everything a team holds, per table with a `team_id` column: the row count and a digest of the
 * rows' text. Two equal footprints mean the team's data did not change at all.
 */
export async function teamFootprint(pool: pg.Pool, teamId: string): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(`
    select format('%I', c.table_name) as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and c.column_name = 'team_id' and t.table_type = 'BASE TABLE'
     order by 1`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: number; digest: string | null }>(
      `select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
         from ${name} t where team_id = $1`,
      [teamId],
    );
    out[name] = `${rows[0]?.n ?? 0}:${rows[0]?.digest ?? ''}`;
  }
  return out;
}
