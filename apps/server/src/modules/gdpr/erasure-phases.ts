/**
 * The erasure's database phases, in the order the job runs them (erasure-run.ts): each removes
 * the target's rows from a group of tables, counting per table, and is safe to run again after a
 * crash (what is gone is simply not found twice). Child rows are removed explicitly before the
 * profiles, so the counts say what went rather than leaving it to cascades.
 */
import { sql } from 'drizzle-orm';
import { aboutTarget, bigints, type Counts, type PhaseContext, rowCount } from './erasure-target';

/** Files on disk first, then their rows: a file left on disk would outlive the erasure unseen. */
export async function eraseFiles(ctx: PhaseContext): Promise<Counts> {
  const { db, target } = ctx;
  const { rows } = await db.execute<{ id: string; storage_key: string }>(sql`
    select id::text, storage_key from candidate_files f
     where ${aboutTarget(target, sql`f.team_id`, sql`f.profile_id`)}`);
  let onDisk = 0;
  for (const row of rows) {
    if (ctx.dryRun) {
      onDisk++;
      continue;
    }
    if ((await ctx.settings.storage.get(row.storage_key)) !== null) onDisk++;
    await ctx.settings.storage.delete(row.storage_key);
  }
  const files = await rowCount(
    db,
    sql`delete from candidate_files where id = any(${bigints(rows.map((r) => Number(r.id)))}::bigint[]) returning 1`,
  );
  return { candidate_files: files, files_on_disk: onDisk };
}

/** The team records hanging off a candidate: notes, tags, activity, reveals, outreach, applications, duplicate data. */
export async function eraseRecords(ctx: PhaseContext): Promise<Counts> {
  const { db, target: t } = ctx;
  const simple = async (table: string) =>
    rowCount(
      db,
      sql`delete from ${sql.identifier(table)} x where ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)} returning 1`,
    );
  const counts: Counts = {
    candidate_notes: await simple('candidate_notes'),
    // Scorecards about them (the copy of the form's questions goes with the answers).
    candidate_scorecards: await simple('candidate_scorecards'),
    candidate_tags: await simple('candidate_tags'),
    candidate_custom_values: await simple('candidate_custom_values'),
    candidate_activities: await simple('candidate_activities'),
    // The runs of automations set off by their moves (what each action did to them).
    automation_runs: await simple('automation_runs'),
    contact_reveals: await simple('contact_reveals'),
    // The credit ledger is a money record: the reveal's entry stays, without the person in it.
    credit_ledger: await rowCount(
      db,
      sql`update credit_ledger x set profile_id = null
           where ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)} returning 1`,
    ),
    // Which recruiters opened their profile in sourcing.
    sourcing_profile_views: await simple('sourcing_profile_views'),
    candidate_match_keys: await simple('candidate_match_keys'),
    // Offers made to them (their approval steps go with each offer).
    candidate_offers: await simple('candidate_offers'),
    // Their exports to the team's ATS (the ATS's own record is the team's to erase there).
    ats_exports: await simple('ats_exports'),
    // Where the two-way sync last left them with the ATS.
    ats_sync_states: await simple('ats_sync_states'),
  };
  // Outreach to them: each thread keeps the name and address it wrote to, and its sent messages
  // and their events, and what came back from them (replies, out-of-office answers, bounces).
  // The thread's messages, events and mail back go with it (counted first).
  // Meetings with them (invitations sent, Calendly bookings found) keep their name and address.
  counts.meetings = await simple('meetings');
  const threads = sql`select x.id from engage_threads x where ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)}`;
  // Answers written to them from the inbox (before the messages they answered).
  counts.engage_answers = await rowCount(
    db,
    sql`delete from engage_answers x
         where x.thread_id in (${threads}) or ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)}
     returning 1`,
  );
  counts.engage_inbound = await rowCount(
    db,
    sql`delete from engage_inbound x
         where x.thread_id in (${threads}) or ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)}
     returning 1`,
  );
  counts.engage_events = await rowCount(
    db,
    sql`delete from engage_events where thread_id in (${threads}) returning 1`,
  );
  // Texts to them: the provider's receipts (their number) and, in the two-command setup, the
  // local provider's copies, found by the sids the receipts keep.
  const messages = sql`select m.id from engage_messages m where m.thread_id in (${threads})`;
  counts.local_test_texts = await rowCount(
    db,
    sql`delete from local_test_texts
         where sid in (select s.provider_sid from engage_text_sends s where s.message_row_id in (${messages}))
     returning 1`,
  );
  counts.engage_text_sends = await rowCount(
    db,
    sql`delete from engage_text_sends where message_row_id in (${messages}) returning 1`,
  );
  counts.engage_messages = await rowCount(
    db,
    sql`delete from engage_messages where thread_id in (${threads}) returning 1`,
  );
  counts.engage_threads = await simple('engage_threads');
  // Their applications to the team's jobs: the résumé as read, its scoring, who opened it, the
  // review's moves and the rejection email sent (the résumé file went with the files phase).
  const applications = sql`select x.id from match_applicants x where ${aboutTarget(t, sql`x.team_id`, sql`x.profile_id`)}`;
  counts.match_applicant_views = await rowCount(
    db,
    sql`delete from match_applicant_views where applicant_id in (${applications}) returning 1`,
  );
  counts.match_rejection_emails = await rowCount(
    db,
    sql`delete from match_rejection_emails where applicant_id in (${applications}) returning 1`,
  );
  // Their answers to the jobs' application forms (before the applications they belong to).
  counts.applicant_form_answers = await simple('applicant_form_answers');
  counts.match_moves = await simple('match_moves');
  counts.match_applicants = await simple('match_applicants');
  const pair = (table: string, a: string, b: string) =>
    rowCount(
      db,
      sql`delete from ${sql.identifier(table)} x
           where ${aboutTarget(t, sql`x.team_id`, sql`${sql.identifier(a)}`)} or ${aboutTarget(t, sql`x.team_id`, sql`${sql.identifier(b)}`)}
       returning 1`,
    );
  counts.candidate_duplicate_pairs = await pair('candidate_duplicate_pairs', 'profile_a', 'profile_b');
  counts.candidate_duplicate_dismissals = await pair(
    'candidate_duplicate_dismissals',
    'profile_a',
    'profile_b',
  );
  counts.candidate_merges = await pair('candidate_merges', 'kept_profile_id', 'merged_profile_id');
  return counts;
}

/** Pipeline positions, share links and the not-a-fit lists of saved searches. */
export async function erasePipelines(ctx: PhaseContext): Promise<Counts> {
  const { db, target: t } = ctx;
  const whole = bigints(t.profileIds);
  const teamOnly = bigints(t.teamRecordIds);
  const positions = await rowCount(
    db,
    sql`delete from project_candidates pc
         where pc.profile_id = any(${whole}::bigint[])
            or (pc.profile_id = any(${teamOnly}::bigint[])
                and pc.project_id in (select id from projects where team_id = ${t.teamId}::uuid))
     returning 1`,
  );
  // A link keeps showing the other people it was made for; one left with nobody goes.
  const keep = (column: string) => sql`array(
      select x from unnest(${sql.identifier(column)}) with ordinality as u(x, o)
       where not (x = any(${whole}::bigint[]))
         and not (team_id = ${t.teamId}::uuid and x = any(${teamOnly}::bigint[]))
       order by o)`;
  const touching = (column: string) => sql`(${sql.identifier(column)} && ${whole}::bigint[]
      or (team_id = ${t.teamId}::uuid and ${sql.identifier(column)} && ${teamOnly}::bigint[]))`;
  const { rows: shares } = await db.execute<{ id: string; left: number }>(sql`
    update candidate_shares set profile_ids = ${keep('profile_ids')}
     where ${touching('profile_ids')}
    returning id::text, cardinality(profile_ids) as left`);
  const empty = shares.filter((s) => Number(s.left) === 0).map((s) => Number(s.id));
  await db.execute(sql`delete from candidate_shares where id = any(${bigints(empty)}::bigint[])`);
  const searches = await rowCount(
    db,
    sql`update search_history set not_a_fit = ${keep('not_a_fit')} where ${touching('not_a_fit')} returning 1`,
  );
  return {
    project_candidates: positions,
    candidate_shares: empty.length,
    candidate_shares_trimmed: shares.length - empty.length,
    search_history_not_a_fit: searches,
  };
}

/**
 * Last, the people themselves: every team's candidate rows (with GDPR flags and edits), then for
 * whole profiles the search row (and the vocabulary and statistics it added to), the contacts and
 * the profile.
 */
export async function eraseProfiles(ctx: PhaseContext): Promise<Counts> {
  const { db, target: t } = ctx;
  const whole = bigints(t.profileIds);
  const candidates = await rowCount(
    db,
    sql`delete from team_candidates tc where ${aboutTarget(t, sql`tc.team_id`, sql`tc.profile_id`)} returning 1`,
  );
  // Words only they used (a rare surname) must not stay in the wildcard vocabulary.
  await db.execute(sql`
    update talent_lexemes l set ndoc = l.ndoc - g.n
      from (select w.lexeme, count(*)::int as n
              from talent_search s cross join lateral unnest(s.tsv) as w
             where s.profile_id = any(${whole}::bigint[]) group by w.lexeme) g
     where l.word = g.lexeme`);
  const lexemes = await rowCount(db, sql`delete from talent_lexemes where ndoc <= 0 returning 1`);
  await db.execute(sql`
    update talent_term_counts c set n = greatest(0, c.n - g.n)
      from (select code, count(*)::int as n
              from talent_search s cross join lateral unnest(s.terms) as code
             where s.profile_id = any(${whole}::bigint[]) group by code) g
     where c.code = g.code`);
  const byId = (table: string, column = 'profile_id') =>
    rowCount(
      db,
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = any(${whole}::bigint[]) returning 1`,
    );
  return {
    team_candidates: candidates,
    talent_lexemes: lexemes,
    talent_search: await byId('talent_search'),
    talent_contacts: await byId('talent_contacts'),
    talent_profiles: await byId('talent_profiles', 'id'),
  };
}
