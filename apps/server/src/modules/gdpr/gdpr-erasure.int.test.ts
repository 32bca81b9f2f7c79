/**
 * Erasure end to end, on a real database, a real job queue and real files: a person found by
 * email, by phone or by candidate ID is removed from every table, the files directory and the
 * import reports in one job that counts per table, and the audit keeps that it happened but not
 * who it was about. Proof does not lean on the erasure's own list: the catalogue is walked for
 * every column of profile ids, every row of every table is read as text, every file under the
 * data directory is read. A bystander in the same team and another team's data stay exactly as
 * they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addCandidate,
  BEA,
  createGdprTestApp,
  eraseThrough,
  type GdprTestApp,
  MORGAN,
  PDF,
  postMultipart,
  ROBIN,
} from './gdpr-fixture';
import { giveHistory, type History } from './gdpr-history';
import {
  ERASED_PROFILE_COLUMNS,
  filesMentioning,
  profileIdColumns,
  rowsMentioning,
  rowsNaming,
  teamFootprint,
} from './gdpr-sweeps';

let t: GdprTestApp;
let h: History;
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);

/** What the bystanders have before any erasure: it must be the same after each. */
let beaBefore: Record<string, number>;
let lookalikeBefore: Record<string, number>;
let morganFileKey: string;
let beaFileKey: string;

beforeAll(async () => {
  t = await createGdprTestApp();
  h = await giveHistory(t);
  // A meeting with Morgan (an invitation keeps their name and address).
  await q(
    `insert into meetings (team_id, user_id, profile_id, project_id, title, start_at, ics_uid, attendee_name, attendee_email)
     select $1, u.id, $2, $3, 'Intro call', now(), 'morgan-meeting@tb.example.com', $4, $5
       from users u where u.email = 'demo@talentbase.dev'`,
    [t.teamId, t.ids.own, Number(t.projectId), MORGAN.name, MORGAN.email.toLowerCase()],
  );
  beaBefore = await rowsNaming(t.db.pool, [t.ids.bystander]);
  lookalikeBefore = await rowsNaming(t.db.pool, [h.lookalikeId]);
  const key = async (id: number) =>
    (await q('select storage_key from candidate_files where profile_id = $1', [id])).rows[0]?.storage_key;
  morganFileKey = await key(t.ids.own);
  beaFileKey = await key(t.ids.bystander);
}, 180_000);
afterAll(() => t?.close());

describe('the sweeps themselves', () => {
  it('know every column of profile ids in the schema: a new one must be erased and listed', async () => {
    const walked = (await profileIdColumns(t.db.pool)).map((c) => `${c.table}.${c.column}`);
    // A failure here names a table or column holding candidate ids that the erasure (and this
    // list, gdpr-sweeps.ts) does not know: erase it in erasure-phases.ts, then list it.
    expect(walked.sort()).toEqual(ERASED_PROFILE_COLUMNS);
  });

  it('see Morgan everywhere before the erasure (so that "nothing left" means something)', async () => {
    const ids = [t.ids.own, h.mergedId];
    const naming = await rowsNaming(t.db.pool, ids);
    for (const table of [
      'talent_profiles.id',
      'talent_contacts.profile_id',
      'talent_search.profile_id',
      'team_candidates.profile_id',
      'team_candidates.merged_into',
      'project_candidates.profile_id',
      'candidate_notes.profile_id',
      'candidate_tags.profile_id',
      'candidate_files.profile_id',
      'candidate_activities.profile_id',
      'candidate_match_keys.profile_id',
      'candidate_duplicate_pairs.profile_a',
      'candidate_merges.kept_profile_id',
      'candidate_shares.profile_ids',
      'match_applicants.profile_id',
      'match_moves.profile_id',
      'meetings.profile_id',
    ])
      expect(naming[table], table).toBeGreaterThan(0);
    const mentions = new Set((await rowsMentioning(t.db.pool, ['ownteam'])).map((m) => m.table));
    for (const table of ['public.talent_profiles', 'public.candidate_files', 'public.candidate_imports'])
      expect(mentions, table).toContain(table);
    expect(fs.existsSync(path.join(t.filesDir, morganFileKey))).toBe(true);
    expect(filesMentioning(t.dataDir, ['ownteam']).length).toBeGreaterThan(0);
  });
});

describe('erasure by email (the team’s own candidate)', () => {
  let preview: Awaited<ReturnType<typeof eraseThrough>>['preview'];
  let erasure: Awaited<ReturnType<typeof eraseThrough>>['erasure'];
  let growthBefore: Record<string, string>;
  let filesBefore: number;

  beforeAll(async () => {
    growthBefore = await teamFootprint(t.db.pool, t.growthTeamId);
    filesBefore = fs.readdirSync(t.filesDir, { recursive: true }).length;
    // Written as the person wrote it in their request: another case, Gmail-style dots kept.
    ({ preview, erasure } = await eraseThrough(t.admin, 'email', '  MORGAN.OWN@example.ORG '));
  }, 60_000);

  it('finds Morgan and the record merged into Morgan, never the other team’s namesake', () => {
    expect(preview.body.people).toEqual([
      { candidateId: t.ids.own, name: MORGAN.name, source: 'import', openWeb: false, inYourRecords: true },
      { candidateId: h.mergedId, name: 'M. Ownteam', source: 'import', openWeb: false, inYourRecords: true },
    ]);
    expect(preview.body.otherTeams).toBe(0);
    expect(preview.body.identifiers).toEqual({ emails: 1, phones: 1 });
  });

  it('runs as one job that finishes with a count per table, the count the preview promised', async () => {
    expect(erasure.status).toBe(200);
    expect(erasure.body).toMatchObject({
      status: 'done',
      progress: 100,
      reason: 'request',
      lookup: 'email',
      people: 2,
    });
    const counts = erasure.body.counts as Record<string, number>;
    expect(counts).toMatchObject({
      talent_profiles: 2,
      talent_contacts: 2,
      // The merged record's search row went with the merge.
      talent_search: 1,
      team_candidates: 2,
      project_candidates: 1,
      candidate_files: 1,
      files_on_disk: 1,
      candidate_tags: 1,
      candidate_duplicate_pairs: 1,
      candidate_merges: 1,
      candidate_shares: 1,
      candidate_shares_trimmed: 1,
      import_report_rows: 1,
      meetings: 1,
    });
    for (const key of [
      'candidate_notes',
      'candidate_activities',
      'candidate_match_keys',
      'match_applicants',
      'match_applicant_views',
      'match_moves',
      'match_rejection_emails',
      'audit_log_scrubbed',
    ])
      expect(counts[key], key).toBeGreaterThan(0);
    expect(erasure.body.totalRows).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
    expect(counts).toEqual(preview.body.counts);
    // The erasure row says done inside the handler; pg-boss marks its job completed just after
    // the handler returns, so a busy machine may still show it active for a moment.
    await vi.waitFor(
      async () => {
        const jobs = await q(
          `select state from pgboss.job where name = 'gdpr-erasure' and data->>'erasureId' = $1`,
          [erasure.body.id],
        );
        expect(jobs.rows).toEqual([{ state: 'completed' }]);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('leaves no row in any column of profile ids, and no row of any table mentioning Morgan', async () => {
    expect(await rowsNaming(t.db.pool, [t.ids.own, h.mergedId])).toEqual({});
    expect(await rowsMentioning(t.db.pool, ['ownteam', MORGAN.phone])).toEqual([]);
    // The address is still held by the growth team for their own candidate Gale: those rows only.
    const left = await rowsMentioning(t.db.pool, [MORGAN.email]);
    expect(left.length).toBeGreaterThan(0);
    for (const hit of left) expect(hit.row, hit.table).toMatch(new RegExp(`\\b(${t.ids.growthOwn})\\b`));
  });

  it('removes the résumé from the files directory and the name from the import report', async () => {
    expect(fs.existsSync(path.join(t.filesDir, morganFileKey))).toBe(false);
    expect(fs.existsSync(path.join(t.filesDir, beaFileKey))).toBe(true);
    expect(fs.readdirSync(t.filesDir, { recursive: true }).length).toBeLessThan(filesBefore);
    expect(filesMentioning(t.dataDir, ['ownteam', MORGAN.email, MORGAN.phone])).toEqual([]);
    const report = await t.admin.get(`/api/v1/candidates/import/${h.importId}/report`);
    expect(report.status).toBe(200);
    expect(report.body).not.toMatch(/ownteam/i);
  });

  it('keeps shares of other people, without Morgan; a share of Morgan alone goes', async () => {
    const shares = await q(
      'select id::text, profile_ids from candidate_shares where team_id = $1 order by id',
      [t.teamId],
    );
    expect(shares.rows.map((r) => r.id)).not.toContain(h.shareOnlyMorganId);
    expect(shares.rows.find((r) => r.id === h.shareBothId)?.profile_ids.map(Number)).toEqual([
      t.ids.bystander,
    ]);
  });

  it('keeps in the audit that things happened, not whom they were about', async () => {
    const exported = await q(
      `select metadata from audit_log where team_id = $1 and action = 'candidate.exported' order by id`,
      [t.teamId],
    );
    expect(exported.rows[0].metadata).toMatchObject({ candidateIds: [t.ids.bystander], erasedCandidates: 1 });
    const aboutMorgan = await q(
      `select count(*)::int as n from audit_log where target_type = 'talent_profile' and target_id = any($1::text[])`,
      [[String(t.ids.own), String(h.mergedId)]],
    );
    expect(aboutMorgan.rows[0].n).toBe(0);
    const done = await q(
      `select metadata from audit_log where action = 'gdpr.erasure_completed' and target_id = $1`,
      [erasure.body.id],
    );
    expect(done.rows).toHaveLength(1);
    expect(done.rows[0].metadata).toMatchObject({
      reason: 'request',
      people: 2,
      counts: erasure.body.counts,
    });
  });

  it('answers 404 for Morgan’s record and leaves Bea, the look-alike and the growth team untouched', async () => {
    expect((await t.admin.get(`/api/v1/candidates/${t.ids.own}/record`)).status).toBe(404);
    expect((await t.admin.get(`/api/v1/candidates/${t.ids.bystander}/record`)).status).toBe(200);
    expect(await rowsNaming(t.db.pool, [t.ids.bystander])).toEqual(beaBefore);
    // Only the suggested pair with Morgan went.
    const { 'candidate_duplicate_pairs.profile_b': _pair, ...lookalikeRest } = lookalikeBefore;
    expect(await rowsNaming(t.db.pool, [h.lookalikeId])).toEqual(lookalikeRest);
    expect(await teamFootprint(t.db.pool, t.growthTeamId)).toEqual(growthBefore);
    expect((await t.growthRecruiter.get(`/api/v1/candidates/${t.ids.growthOwn}/record`)).status).toBe(200);
  });
});

describe('erasure by phone (an open-web profile two teams work with)', () => {
  let preview: Awaited<ReturnType<typeof eraseThrough>>['preview'];
  let erasure: Awaited<ReturnType<typeof eraseThrough>>['erasure'];
  let galeBefore: Record<string, number>;

  beforeAll(async () => {
    galeBefore = await rowsNaming(t.db.pool, [t.ids.growthOwn]);
    ({ preview, erasure } = await eraseThrough(t.admin, 'phone', '+1 (512) 555-0142'));
  }, 60_000);

  it('finds Robin, says another team holds them, and erases them for every team', async () => {
    expect(preview.body.people).toEqual([
      { candidateId: t.ids.open, name: ROBIN.name, source: 'hiretual', openWeb: true, inYourRecords: true },
    ]);
    expect(preview.body.otherTeams).toBe(1);
    expect(erasure.body).toMatchObject({ status: 'done', lookup: 'phone', people: 1 });
    expect(erasure.body.counts).toMatchObject({
      talent_profiles: 1,
      talent_contacts: 1,
      talent_search: 1,
      team_candidates: 2,
      project_candidates: 2,
      contact_reveals: 2,
      candidate_shares: 1,
      search_history_not_a_fit: 1,
    });
    expect(await rowsNaming(t.db.pool, [t.ids.open])).toEqual({});
    expect(await rowsMentioning(t.db.pool, ['robin openweb', ROBIN.email, ROBIN.phone])).toEqual([]);
  });

  it('tells the growth team (no name) and leaves the rest of their data as it was', async () => {
    const told = await q(
      `select metadata from audit_log where team_id = $1 and action = 'gdpr.erasure_completed' and target_id = $2`,
      [t.growthTeamId, erasure.body.id],
    );
    expect(told.rows).toEqual([{ metadata: { requestedElsewhere: true, people: 1 } }]);
    expect(await rowsNaming(t.db.pool, [t.ids.growthOwn])).toEqual(galeBefore);
    const pipeline = await q('select profile_id::int as id from project_candidates where project_id = $1', [
      t.growthProjectId,
    ]);
    expect(pipeline.rows).toEqual([{ id: t.ids.growthOwn }]);
  });

  it('lists Robin’s identifiers product-wide and for the team, as keyed hashes', async () => {
    const rows = await q(
      'select team_id, kind, hash from gdpr_suppressions where erasure_id = $1 order by kind, team_id',
      [erasure.body.id],
    );
    expect(rows.rows.map((r) => [r.team_id, r.kind])).toEqual([
      [t.teamId, 1],
      [null, 1],
      [t.teamId, 2],
      [null, 2],
    ]);
    for (const r of rows.rows) expect(r.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('erasure by candidate ID', () => {
  it('erases a candidate found by ID with their note, tag and file, in one job', async () => {
    const quinn = await addCandidate(t.admin, {
      fullName: 'Quinn Byidperson',
      location: 'Berlin, Germany',
      emails: ['quinn@byid.example'],
      projectId: t.projectId,
    });
    await t.admin.post('/api/v1/pipelines/addTags', { candidateIds: [quinn], tags: ['byid'] });
    const field = await t.admin.post('/api/v1/team-settings/custom-fields', {
      entity: 'candidate',
      type: 'text',
      name: 'Interview notes',
    });
    const valued = await t.admin.put(`/api/v1/candidates/${quinn}/custom-fields`, {
      values: { [field.body.id]: 'Quinn Byidperson prefers mornings' },
      projectId: t.projectId,
    });
    expect(valued.status).toBe(200);
    const upload = await postMultipart(
      t,
      t.admin,
      '/api/v1/candidateFiles/uploadCandidateFiles',
      { candidateId: String(quinn) },
      [{ field: 'files', name: 'Quinn Byidperson.pdf', data: PDF, type: 'application/pdf' }],
    );
    expect(upload.status).toBe(200);
    const { preview, erasure } = await eraseThrough(t.admin, 'candidate', String(quinn));
    expect(preview.body.people.map((p: { candidateId: number }) => p.candidateId)).toEqual([quinn]);
    expect(erasure.body).toMatchObject({ status: 'done', lookup: 'candidate', people: 1 });
    expect(erasure.body.counts).toMatchObject({
      talent_profiles: 1,
      candidate_tags: 1,
      candidate_custom_values: 1,
      candidate_files: 1,
      files_on_disk: 1,
      candidate_notes: 0,
      project_candidates: 1,
    });
    expect(await rowsNaming(t.db.pool, [quinn])).toEqual({});
    expect(await rowsMentioning(t.db.pool, ['byidperson', 'quinn@byid'])).toEqual([]);
    expect(filesMentioning(t.dataDir, ['byidperson'])).toEqual([]);
    expect(await rowsNaming(t.db.pool, [t.ids.bystander])).toEqual(beaBefore);
  });
});

describe('who may erase, and bad input', () => {
  it('refuses members without the data-protection permission (403) and hides other teams’ erasures (404)', async () => {
    const { rows } = await q('select id::text from gdpr_erasures where team_id = $1 limit 1', [t.teamId]);
    const id = rows[0].id;
    expect(
      (await t.member.post('/api/v1/gdpr/subjects/lookup', { by: 'email', value: BEA.email })).status,
    ).toBe(403);
    expect((await t.member.get('/api/v1/gdpr/erasures')).status).toBe(403);
    expect((await t.growthAdmin.get(`/api/v1/gdpr/erasures/${id}`)).status).toBe(404);
    expect((await t.growthAdmin.post(`/api/v1/gdpr/erasures/${id}/retry`)).status).toBe(404);
    expect((await t.growthAdmin.get('/api/v1/gdpr/erasures')).body.erasures).toEqual([]);
    // The pro team's own candidate is not the growth admin's to find, even by ID.
    expect(
      (
        await t.growthAdmin.post('/api/v1/gdpr/subjects/lookup', {
          by: 'candidate',
          value: String(t.ids.bystander),
        })
      ).status,
    ).toBe(404);
    // The enterprise admin of the pro team may (the permission table's dataProtection gate).
    expect((await t.enterpriseAdmin.get(`/api/v1/gdpr/erasures/${id}`)).status).toBe(200);
  });

  it('answers 400 with the field at fault, 404 for ids that cannot exist, 409 for a stale confirmation', async () => {
    const cases: [unknown, string][] = [
      [{ by: 'phone', value: 'call me maybe' }, 'value'],
      [{ by: 'email', value: 'not-an-email' }, 'value'],
      [{ by: 'candidate', value: '12a' }, 'value'],
      [{ by: 'fax', value: '123' }, 'by'],
      [{ by: 'email', value: 'x'.repeat(400) }, 'value'],
      [{ by: 'email', value: 'a@b.co', extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await t.admin.post('/api/v1/gdpr/subjects/lookup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(res.body.details.fields)).toContain(field);
    }
    for (const id of ['nope', '------------------------------------', '00000000-0000-0000-0000-000000000000'])
      expect((await t.admin.get(`/api/v1/gdpr/erasures/${id}`)).status, id).toBe(404);
    const noConfirm = await t.admin.post('/api/v1/gdpr/erasures', {
      by: 'email',
      value: BEA.email,
      candidateIds: [t.ids.bystander],
    });
    expect(noConfirm.status).toBe(400);
    // Confirming someone the lookup does not find: nothing happens, the admin looks again.
    const stale = await t.admin.post('/api/v1/gdpr/erasures', {
      by: 'email',
      value: MORGAN.email,
      candidateIds: [t.ids.bystander],
      confirm: true,
    });
    expect(stale.status).toBe(409);
    expect(await rowsNaming(t.db.pool, [t.ids.bystander])).toEqual(beaBefore);
  });
});
