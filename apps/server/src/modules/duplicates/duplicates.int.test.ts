/**
 * Duplicates end to end over HTTP on a real database: the check by each key kind, adding by hand
 * (409 then confirmed), the scan on a small generated fixture (typos, swapped names, missing
 * fields found; distinct people left alone), dismiss, merge (moves everything, audited, all or
 * nothing) and another team's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let me: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  me = new TestClient(t.app);
  await me.login('demo@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);
const create = (c: TestClient, body: Record<string, unknown>) => c.post('/api/v1/candidatesV2/create', body);

async function waitForScan(c: TestClient, scanId: string) {
  for (let i = 0; i < 150; i++) {
    const res = await c.get(`/api/v1/candidates/duplicates/scan/${scanId}`);
    if (res.body.scan.status === 'done' || res.body.scan.status === 'failed') return res.body.scan;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('scan did not finish');
}

describe('add by hand and the duplicate check', () => {
  let annaId: number;

  it('creates a searchable team candidate with contacts, keys and an activity', async () => {
    const res = await create(me, {
      fullName: 'Anna Lindqvist',
      title: 'Data Engineer',
      company: 'Northwind Traders Inc.',
      location: 'Austin, TX, United States',
      emails: ['Anna.Lindqvist@northwind.example'],
      phones: ['(512) 555-0142'],
      linkedinUrl: 'https://www.linkedin.com/in/anna-lindqvist/',
      skills: ['Python', 'Airflow'],
      notes: 'Met at the data meetup.',
    });
    expect(res.status).toBe(200);
    annaId = res.body.profileId;
    const keys = await q('select kind, key from candidate_match_keys where profile_id = $1 order by kind', [
      annaId,
    ]);
    expect(keys.rows).toEqual([
      { kind: 1, key: 'anna.lindqvist@northwind.example' },
      { kind: 2, key: '+15125550142' },
      { kind: 3, key: 'linkedin.com/in/anna-lindqvist' },
      { kind: 4, key: 'northwind traders|anna lindqvist' },
    ]);
    const search = await q('select team_id from talent_search where profile_id = $1', [annaId]);
    expect(search.rowCount).toBe(1);
    const activity = await q(`select action from candidate_activities where profile_id = $1`, [annaId]);
    expect(activity.rows.map((r) => r.action)).toEqual(['added']);
    const note = await q('select body from candidate_notes where profile_id = $1', [annaId]);
    expect(note.rows[0].body).toBe('Met at the data meetup.');
  });

  it('finds her by each kind of key, with the reasons', async () => {
    const check = (body: Record<string, unknown>) => me.post('/api/v1/candidates/duplicates/check', body);
    const by = async (body: Record<string, unknown>) => (await check(body)).body.matches;
    expect(await by({ emails: ['  anna.lindqvist@NORTHWIND.example '] })).toEqual([
      { profileId: annaId, fullName: 'Anna Lindqvist', reasons: ['email'] },
    ]);
    expect((await by({ phones: ['+1 512-555-0142'] }))[0].reasons).toEqual(['phone']);
    expect((await by({ profileUrls: ['linkedin.com/in/Anna-Lindqvist'] }))[0].reasons).toEqual([
      'profile_url',
    ]);
    expect((await by({ fullName: 'Lindqvist Anna', company: 'Northwind Traders LLC' }))[0].reasons).toEqual([
      'name_company',
    ]);
    expect(await by({ fullName: 'Anna Lindqvist', company: 'Contoso' })).toEqual([]);
    // Another team never sees her.
    expect(
      (
        await other.post('/api/v1/candidates/duplicates/check', {
          emails: ['anna.lindqvist@northwind.example'],
        })
      ).body.matches,
    ).toEqual([]);
  });

  it('refuses a possible duplicate with 409 and the matches, writing nothing, then creates it when confirmed', async () => {
    const before = (await q('select count(*)::int as n from talent_profiles')).rows[0].n;
    const body = {
      fullName: 'Anna Lindqvist',
      company: 'Northwind Traders',
      emails: ['anna.lindqvist@northwind.example'],
    };
    const refused = await create(me, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DUPLICATE_CANDIDATE');
    expect(refused.body.details.matches[0]).toMatchObject({
      profileId: annaId,
      reasons: ['email', 'name_company'],
    });
    expect((await q('select count(*)::int as n from talent_profiles')).rows[0].n).toBe(before);
    const confirmed = await create(me, { ...body, confirmDuplicate: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.profileId).not.toBe(annaId);
  });

  it('validates input and refuses another team’s project', async () => {
    expect((await create(me, { fullName: '' })).status).toBe(400);
    expect((await create(me, { fullName: 'X', emails: ['not-an-email'] })).status).toBe(400);
    expect((await create(me, { fullName: 'X', phones: ['call me'] })).status).toBe(400);
    expect((await create(me, { fullName: 'X', extra: 1 })).status).toBe(400);
    expect((await create(me, { fullName: 'x'.repeat(201) })).status).toBe(400);
    const foreign = await other.post('/api/v1/projects/quick-create', { projectName: 'Their project' });
    const res = await create(me, { fullName: 'Nobody Here', projectId: foreign.body.project.projectId });
    expect(res.status).toBe(404);
  });
});

type Person = { name: string; company: string; email?: string; phone?: string };

async function add(p: Person): Promise<number> {
  const res = await create(me, {
    fullName: p.name,
    company: p.company,
    emails: p.email ? [p.email] : [],
    phones: p.phone ? [p.phone] : [],
    location: 'Austin, TX, United States',
    confirmDuplicate: true,
  });
  expect(res.status).toBe(200);
  return res.body.profileId;
}

describe('scan, pairs, dismiss', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const people: Record<string, Person> = {
      typoA: { name: 'Jonathan Pemberton', company: 'Globex', email: 'jpemberton@globex.example' },
      typoB: { name: 'Jonathan Pembertno', company: 'Globex Corporation' },
      swapA: { name: 'Mei Tanaka', company: 'Initech', phone: '+1 512 555 0150' },
      swapB: { name: 'Tanaka Mei', company: 'Initech' },
      caseA: { name: 'Rosa Delgado', company: 'Umbrella', email: 'Rosa.Delgado@gmail.com' },
      caseB: { name: 'Rosa M. Delgado', company: 'Hooli', email: 'rosadelgado+jobs@gmail.com' },
      phoneA: { name: 'Kwame Mensah', company: 'Vandelay', phone: '+1 (512) 555-0177' },
      phoneB: { name: 'K. Mensah', company: 'Vandelay Industries', phone: '512.555.0177' },
      distinctA: { name: 'Anna Kim', company: 'Globex' },
      distinctB: { name: 'Anna Lee', company: 'Globex' },
      distinctC: { name: 'Mark Lee', company: 'Globex' },
      distinctD: { name: 'Jonathan Pemberton', company: 'Stark Industries' },
      // Colleagues with near names, each with their own address: two people.
      colleagueA: { name: 'Markus Schulz', company: 'Globex', email: 'mschulz@globex.example' },
      colleagueB: { name: 'Markus Schulze', company: 'Globex', email: 'markus.schulze@globex.example' },
    };
    for (const [key, p] of Object.entries(people)) ids[key] = await add(p);
  }, 60_000);

  const pairOf = (x: number, y: number) => [Math.min(x, y), Math.max(x, y)].join(':');

  it('finds typo, swapped and missing-field pairs and leaves distinct people apart', async () => {
    const started = await me.post('/api/v1/candidates/duplicates/scan');
    expect(started.status).toBe(200);
    const scan = await waitForScan(me, started.body.scan.scanId);
    expect(scan).toMatchObject({ status: 'done', percent: 100 });
    const list = await me.get('/api/v1/candidates/duplicates?limit=100');
    expect(list.status).toBe(200);
    const found = new Map<string, string[]>(
      list.body.data.map((p: { a: { profileId: number }; b: { profileId: number }; reasons: string[] }) => [
        pairOf(p.a.profileId, p.b.profileId),
        p.reasons,
      ]),
    );
    expect(found.get(pairOf(ids.typoA!, ids.typoB!))).toEqual(['similar_name']);
    expect(found.get(pairOf(ids.swapA!, ids.swapB!))).toEqual(['name_company']);
    expect(found.get(pairOf(ids.caseA!, ids.caseB!))).toEqual(['email']);
    expect(found.get(pairOf(ids.phoneA!, ids.phoneB!))).toEqual(['phone']);
    for (const [x, y] of [
      ['distinctA', 'distinctB'],
      ['distinctB', 'distinctC'],
      ['typoA', 'distinctD'],
      ['typoA', 'distinctA'],
      ['colleagueA', 'colleagueB'],
    ] as const)
      expect(found.has(pairOf(ids[x]!, ids[y]!))).toBe(false);
    const first = list.body.data[0];
    expect(first.a).toMatchObject({ fullName: expect.any(String), source: 'import' });
  });

  it('one scan at a time per team; another team cannot read the scan', async () => {
    const started = await me.post('/api/v1/candidates/duplicates/scan');
    const again = await me.post('/api/v1/candidates/duplicates/scan');
    expect([409, 200]).toContain(again.status);
    if (again.status === 409) expect(again.body.details.scanId).toBe(started.body.scan.scanId);
    expect((await other.get(`/api/v1/candidates/duplicates/scan/${started.body.scan.scanId}`)).status).toBe(
      404,
    );
    await waitForScan(me, started.body.scan.scanId);
  });

  it('a dismissed pair is never suggested again, not even by a new scan', async () => {
    const res = await me.post('/api/v1/candidates/duplicates/dismiss', {
      profileA: ids.swapB,
      profileB: ids.swapA,
    });
    expect(res.status).toBe(200);
    const started = await me.post('/api/v1/candidates/duplicates/scan');
    await waitForScan(me, started.body.scan.scanId);
    const list = await me.get('/api/v1/candidates/duplicates?limit=100');
    const pairs = list.body.data.map((p: { a: { profileId: number }; b: { profileId: number } }) =>
      pairOf(p.a.profileId, p.b.profileId),
    );
    expect(pairs).not.toContain(pairOf(ids.swapA!, ids.swapB!));
    expect(
      (
        await other.post('/api/v1/candidates/duplicates/dismiss', {
          profileA: ids.typoA,
          profileB: ids.typoB,
        })
      ).status,
    ).toBe(404);
    expect(
      (await me.post('/api/v1/candidates/duplicates/dismiss', { profileA: ids.typoA, profileB: ids.typoA }))
        .status,
    ).toBe(400);
  });

  it('pages the pairs with a cursor', async () => {
    const first = await me.get('/api/v1/candidates/duplicates?limit=1');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await me.get(`/api/v1/candidates/duplicates?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]).not.toEqual(first.body.data[0]);
    expect((await me.get('/api/v1/candidates/duplicates?cursor=garbage')).status).toBe(400);
  });
});

describe('merge', () => {
  it('moves memberships, notes, tags, files and activities, applies the choices, and is audited', async () => {
    const keep = await add({ name: 'Sofia Rossi', company: 'Acme', email: 'sofia@acme.example' });
    const merge = await add({
      name: 'Sofía Rossi',
      company: 'Acme Corp',
      email: 'sofia.rossi@gmail.com',
      phone: '+1 512 555 0190',
    });
    const p1 = (await me.post('/api/v1/projects/quick-create', { projectName: 'Merge both' })).body.project
      .projectId;
    const p2 = (await me.post('/api/v1/projects/quick-create', { projectName: 'Merge only merged' })).body
      .project.projectId;
    expect((await me.post(`/api/v1/projects/${p1}/candidates`, { candidateIds: [keep, merge] })).status).toBe(
      200,
    );
    expect((await me.post(`/api/v1/projects/${p2}/candidates`, { candidateIds: [merge] })).status).toBe(200);
    // The merged one is further along in p1, with a label.
    await q(
      'update project_candidates set category_id = 3, stage_id = null, stage_label = 1 where project_id = $1 and profile_id = $2',
      [p1, merge],
    );
    const teamId = (await q('select team_id from team_candidates where profile_id = $1', [keep])).rows[0]
      .team_id;
    await q(
      `insert into candidate_tags (team_id, profile_id, tag) values ($1, $2, 'python'), ($1, $3, 'python'), ($1, $3, 'remote')`,
      [teamId, keep, merge],
    );
    await q(`insert into candidate_notes (team_id, profile_id, body) values ($1, $2, 'call back')`, [
      teamId,
      merge,
    ]);
    await q(
      `insert into candidate_files (team_id, profile_id, file_name, content_type, size_bytes, storage_key) values ($1, $2, 'cv.pdf', 'application/pdf', 10, 'k')`,
      [teamId, merge],
    );

    const res = await me.post('/api/v1/candidates/merge', {
      keepId: keep,
      mergeId: merge,
      fieldChoices: {
        fullName: 'merge',
        title: 'keep',
        company: 'keep',
        location: 'keep',
        linkedinUrl: 'keep',
        emails: 'both',
        phones: 'merge',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.moved).toMatchObject({ projects: 2, notes: 1, tags: 1, files: 1 });

    const memberships = await q(
      'select project_id::text, category_id, profile_id::int from project_candidates where profile_id in ($1, $2) order by project_id',
      [keep, merge],
    );
    expect(memberships.rows).toEqual([
      { project_id: p1, category_id: 3, profile_id: keep },
      { project_id: p2, category_id: 1, profile_id: keep },
    ]);
    const tags = await q('select tag from candidate_tags where profile_id = $1 order by tag', [keep]);
    expect(tags.rows.map((r) => r.tag)).toEqual(['python', 'remote']);
    expect((await q('select 1 from candidate_tags where profile_id = $1', [merge])).rowCount).toBe(0);
    expect((await q('select 1 from candidate_notes where profile_id = $1', [keep])).rowCount).toBe(1);
    expect((await q('select 1 from candidate_files where profile_id = $1', [keep])).rowCount).toBe(1);
    const activities = await q('select action from candidate_activities where profile_id = $1 order by id', [
      keep,
    ]);
    expect(activities.rows.map((r) => r.action)).toContain('merged');
    expect((await q('select 1 from candidate_activities where profile_id = $1', [merge])).rowCount).toBe(0);

    const profile = await q('select full_name from talent_profiles where id = $1', [keep]);
    expect(profile.rows[0].full_name).toBe('Sofía Rossi');
    const contacts = await q('select emails, phones from talent_contacts where profile_id = $1', [keep]);
    expect(contacts.rows[0].emails.map((e: { address: string }) => e.address)).toEqual([
      'sofia@acme.example',
      'sofia.rossi@gmail.com',
    ]);
    expect(contacts.rows[0].phones.map((p: { number: string }) => p.number)).toEqual(['+15125550190']);

    expect(
      (await q('select merged_into::int from team_candidates where profile_id = $1', [merge])).rows[0]
        .merged_into,
    ).toBe(keep);
    expect((await q('select 1 from candidate_match_keys where profile_id = $1', [merge])).rowCount).toBe(0);
    const keptKeys = await q(
      'select kind, key from candidate_match_keys where profile_id = $1 and kind = 1 order by key',
      [keep],
    );
    expect(keptKeys.rows.map((r) => r.key)).toEqual(['sofia@acme.example', 'sofiarossi@gmail.com']);
    expect(
      (
        await q(`select 1 from candidate_merges where kept_profile_id = $1 and merged_profile_id = $2`, [
          keep,
          merge,
        ])
      ).rowCount,
    ).toBe(1);
    expect(
      (
        await q(`select 1 from audit_log where action = 'candidate.merged' and target_id = $1`, [
          String(keep),
        ])
      ).rowCount,
    ).toBe(1);

    // The merged candidate leaves the list; the kept one is there once.
    const all = await me.get('/api/v1/candidates/all?keyword=Rossi');
    expect(all.body.data.map((r: { profileId: number }) => r.profileId)).toEqual([keep]);
    // Merging it again: it is no longer a candidate to merge.
    expect((await me.post('/api/v1/candidates/merge', { keepId: keep, mergeId: merge })).status).toBe(404);
  });

  it('refuses merging a candidate with itself (422) and another team’s ids (404), changing nothing', async () => {
    const a = await add({ name: 'Ivo Petrov', company: 'Soylent' });
    const b = await add({ name: 'Ivo Petrov', company: 'Soylent Corp' });
    expect((await me.post('/api/v1/candidates/merge', { keepId: a, mergeId: a })).status).toBe(422);
    expect((await other.post('/api/v1/candidates/merge', { keepId: a, mergeId: b })).status).toBe(404);
    const theirs = await other.post('/api/v1/candidatesV2/create', {
      fullName: 'Their Person',
      company: 'Soylent',
    });
    const res = await me.post('/api/v1/candidates/merge', { keepId: a, mergeId: theirs.body.profileId });
    expect(res.status).toBe(404);
    expect(
      (
        await q('select merged_into from team_candidates where profile_id in ($1, $2, $3)', [
          a,
          b,
          theirs.body.profileId,
        ])
      ).rows.every((r) => r.merged_into === null),
    ).toBe(true);
  });

  it('is all or nothing: a failure half-way leaves both candidates as they were', async () => {
    const a = await add({ name: 'Lena Vogel', company: 'Tyrell' });
    const b = await add({ name: 'Lena Vogel', company: 'Tyrell Corp', email: 'lena@tyrell.example' });
    const teamId = (await q('select team_id from team_candidates where profile_id = $1', [a])).rows[0]
      .team_id;
    await q(`insert into candidate_notes (team_id, profile_id, body) values ($1, $2, 'keep me')`, [
      teamId,
      b,
    ]);
    // A merge record that cannot be written makes the last step fail.
    await q(`alter table candidate_merges add constraint test_no_merges check (kept_profile_id <> ${a})`);
    try {
      const res = await me.post('/api/v1/candidates/merge', {
        keepId: a,
        mergeId: b,
        fieldChoices: { emails: 'merge' },
      });
      expect(res.status).toBe(500);
    } finally {
      await q('alter table candidate_merges drop constraint test_no_merges');
    }
    expect(
      (await q('select merged_into from team_candidates where profile_id = $1', [b])).rows[0].merged_into,
    ).toBeNull();
    expect((await q('select 1 from candidate_notes where profile_id = $1', [b])).rowCount).toBe(1);
    expect(
      (await q('select 1 from candidate_match_keys where profile_id = $1', [b])).rowCount,
    ).toBeGreaterThan(0);
    expect((await q('select emails from talent_contacts where profile_id = $1', [a])).rows[0].emails).toEqual(
      [],
    );
  });
});

describe('merge and contact reveals (issue 12)', () => {
  const merge = (keepId: number, mergeId: number, emails = 'both', phones = 'both') =>
    me.post('/api/v1/candidates/merge', {
      keepId,
      mergeId,
      fieldChoices: {
        fullName: 'keep',
        title: 'keep',
        company: 'keep',
        location: 'keep',
        linkedinUrl: 'keep',
        emails,
        phones,
      },
    });
  const teamId = async () =>
    (
      await q(
        `select m.team_id from team_members m join users u on u.id = m.user_id where u.email = 'demo@talentbase.dev'`,
      )
    ).rows[0].team_id as string;
  const creditsUsed = async () =>
    (await q('select credits_used from teams where id = $1', [await teamId()])).rows[0]
      .credits_used as number;

  /** An open-web profile (shared by all teams) that the team holds but has not revealed. */
  async function openWeb(name: string, email: string, phone: string): Promise<number> {
    const template = await add({ name: 'Template Person', company: 'Template Co' });
    const [row] = (
      await q(
        `insert into talent_profiles (team_id, source, full_name, doc)
         select null, 'hiretual', $1, doc from talent_profiles where id = $2 returning id`,
        [name, template],
      )
    ).rows;
    const id = Number(row.id);
    await q('insert into talent_contacts (profile_id, emails, phones) values ($1, $2, $3)', [
      id,
      JSON.stringify([{ address: email, type: 'personal', primary: true }]),
      JSON.stringify([{ number: phone, type: 'personal' }]),
    ]);
    await q('insert into team_candidates (team_id, profile_id) values ($1, $2)', [await teamId(), id]);
    return id;
  }
  const recordText = async (id: number) => {
    const res = await me.get(`/api/v1/candidates/${id}/record`);
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };
  const exported = async (id: number) => {
    const res = await me.post('/api/v1/candidates/export/csv', { candidateIds: [id] });
    expect(res.status).toBe(200);
    return String(res.body);
  };

  it('never carries an unrevealed profile’s contacts into a team candidate: not in the record, not in the export, no credit spent', async () => {
    const keep = await add({ name: 'Petra Owned', company: 'Hollow Co', email: 'petra@owned.example' });
    const hidden = await openWeb('Petra Owned', 'petra.secret@mail.example', '+1 415 555 0123');
    const credits = await creditsUsed();

    const res = await merge(keep, hidden);
    expect(res.status).toBe(200);
    expect(res.body.contactsLeftOut).toEqual({ emails: 1, phones: 1 });

    expect(await creditsUsed()).toBe(credits);
    const csv = await exported(keep);
    expect(csv).toContain('petra@owned.example');
    expect(csv).not.toContain('petra.secret@mail.example');
    expect(csv).not.toContain('4155550123');
    const record = await recordText(keep);
    expect(record).not.toContain('petra.secret@mail.example');
    expect(record).not.toContain('5550123');
    // Only the team's own address is on the record (masked or not): the other one was not carried.
    const contacts = (await me.get(`/api/v1/candidates/${keep}/record`)).body.data.contacts;
    expect(contacts.emailV2.maskedEmails).toEqual(['p***@o***.example']);
    expect(contacts.hasPhone).toBe(false);
    const stored = await q('select emails, phones from talent_contacts where profile_id = $1', [keep]);
    expect(JSON.stringify(stored.rows[0])).not.toContain('petra.secret');
    const audit = await q(
      `select metadata from audit_log where action = 'candidate.merged' and target_id = $1`,
      [String(keep)],
    );
    expect(audit.rows[0].metadata.contactsLeftOut).toEqual({ emails: 1, phones: 1 });
  });

  it('merging a revealed profile with an unrevealed one unmasks neither the unrevealed contacts nor anything else', async () => {
    for (const choice of ['both', 'merge'] as const) {
      const name = `Quinn ${choice}`;
      const keep = await openWeb(name, `quinn.paid.${choice}@mail.example`, '+1 415 555 0177');
      const hidden = await openWeb(name, `quinn.unpaid.${choice}@mail.example`, '+1 415 555 0188');
      const reveal = await me.get(`/api/v1/candidates/viewContacts?candidateId=${keep}`);
      expect(reveal.status).toBe(200);
      const credits = await creditsUsed();

      const res = await merge(keep, hidden, choice, choice);
      expect(res.status).toBe(200);
      expect(await creditsUsed()).toBe(credits);
      const record = await recordText(keep);
      // Choosing the other's contacts cannot replace the kept ones with masked ones either.
      expect(record).toContain(`quinn.paid.${choice}@mail.example`);
      expect(record).not.toContain(`quinn.unpaid.${choice}@mail.example`);
      expect(record).not.toContain('5550188');
      const csv = await exported(keep);
      expect(csv).toContain(`quinn.paid.${choice}@mail.example`);
      expect(csv).not.toContain(`quinn.unpaid.${choice}@mail.example`);
    }
  });

  it('keeps an unrevealed kept candidate masked, whatever it receives', async () => {
    const keep = await openWeb('Rue Masked', 'rue.masked@mail.example', '+1 415 555 0199');
    const owned = await add({ name: 'Rue Masked', company: 'Hollow Co', email: 'rue@owned.example' });
    const credits = await creditsUsed();
    expect((await merge(keep, owned)).status).toBe(200);
    expect(await creditsUsed()).toBe(credits);
    const record = await recordText(keep);
    expect(record).not.toContain('rue.masked@mail.example');
    expect(await exported(keep)).not.toContain('rue.masked@mail.example');
  });

  it('carries contacts the team revealed or owns, and the export shows them', async () => {
    const keep = await openWeb('Sam Both', 'sam.first@mail.example', '+1 415 555 0144');
    const other = await openWeb('Sam Both', 'sam.second@mail.example', '+1 415 555 0155');
    for (const id of [keep, other])
      expect((await me.get(`/api/v1/candidates/viewContacts?candidateId=${id}`)).status).toBe(200);
    const credits = await creditsUsed();
    const res = await merge(keep, other);
    expect(res.status).toBe(200);
    expect(res.body.contactsLeftOut).toEqual({ emails: 0, phones: 0 });
    expect(await creditsUsed()).toBe(credits);
    const record = await recordText(keep);
    expect(record).toContain('sam.first@mail.example');
    expect(record).toContain('sam.second@mail.example');
    const csv = await exported(keep);
    expect(csv).toContain('sam.first@mail.example');
    expect(csv).toContain('sam.second@mail.example');
  });
});

describe('all candidates list', () => {
  it('lists the team’s candidates newest first, pages with a cursor and filters', async () => {
    const first = await me.get('/api/v1/candidates/all?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const second = await me.get(`/api/v1/candidates/all?limit=2&cursor=${first.body.nextCursor}`);
    const ids = [...first.body.data, ...second.body.data].map((r: { profileId: number }) => r.profileId);
    expect(new Set(ids).size).toBe(4);
    const dates = [...first.body.data, ...second.body.data].map((r: { addedAt: string }) => r.addedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const globex = await me.get('/api/v1/candidates/all?keyword=globex&limit=50');
    expect(globex.body.data.length).toBeGreaterThanOrEqual(6);
    expect(globex.body.data.every((r: { company: string }) => /globex/i.test(r.company))).toBe(true);
    const withContact = await me.get('/api/v1/candidates/all?keyword=globex&hasContact=true');
    expect(withContact.body.data.map((r: { fullName: string }) => r.fullName).sort()).toEqual([
      'Jonathan Pemberton',
      'Markus Schulz',
      'Markus Schulze',
    ]);
    const theirs = await other.get('/api/v1/candidates/all?keyword=globex');
    expect(theirs.body.data).toEqual([]);
    expect((await me.get('/api/v1/candidates/all?sort=sideways')).status).toBe(400);
    expect((await me.get('/api/v1/candidates/all?cursor=abc')).status).toBe(400);
    const byName = await me.get('/api/v1/candidates/all?sort=name&limit=3');
    const names = byName.body.data.map((r: { fullName: string }) => r.fullName.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });
});
