/**
 * Candidate records over HTTP: the record, editing each part, tags and notes, with every project
 * role, the account gates without a project, bad input that writes nothing, and another team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createRecordTestApp, type RecordTestApp } from './record-fixture';

let t: RecordTestApp;
beforeAll(async () => {
  t = await createRecordTestApp();
}, 180_000);
afterAll(() => t.close());

const record = (c: RecordTestApp['owner'], id: number, projectId?: string) =>
  c.get(`/api/v1/candidates/${id}/record${projectId ? `?projectId=${projectId}` : ''}`);
const update = (c: RecordTestApp['owner'], body: Record<string, unknown>) =>
  c.post('/api/v1/candidatesV2/updateCandidateInfo', body);

describe('the record', () => {
  it('shows the profile, masked contacts, projects with stage, and what the owner may do', async () => {
    const res = await record(t.owner, t.ids.open, t.projectId);
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect(r.profile.basic.fullname).toBe('Robin Openweb');
    expect(r.isTeamProfile).toBe(false);
    expect(r.contacts.revealed).toBe(false);
    expect(JSON.stringify(r.contacts)).not.toContain('pat.home@mail.example');
    expect(r.editableContacts).toBeNull();
    expect(r.projects).toEqual([
      expect.objectContaining({ projectId: t.projectId, categoryName: 'Sourcing', stageName: 'Good Fit' }),
    ]);
    expect(r.projectRole).toBe(3);
    expect(Object.values(r.permissions).every(Boolean)).toBe(true);
  });

  it('says what each project role may do', async () => {
    const viewer = (await record(t.viewer, t.ids.open, t.projectId)).body.data.permissions;
    expect(viewer).toMatchObject({
      viewContact: true,
      editInfo: false,
      addTag: false,
      addNote: false,
      share: true,
    });
    const manager = (await record(t.manager, t.ids.open, t.projectId)).body.data.permissions;
    expect(manager).toMatchObject({
      editInfo: false,
      editContact: false,
      addFile: false,
      addTag: true,
      addNote: true,
    });
  });

  it('answers 404 for another team, a candidate outside the project, or a project you are not on', async () => {
    expect((await record(t.other, t.ids.own)).status).toBe(404);
    expect((await record(t.other, t.ids.own, t.projectId)).status).toBe(404);
    expect((await record(t.owner, t.ids.growthOwn)).status).toBe(404);
    expect((await record(t.owner, t.ids.stranger, t.projectId)).status).toBe(404);
    expect((await record(t.outsider, t.ids.open, t.projectId)).status).toBe(404);
    expect((await record(t.owner, 999_999_999)).status).toBe(404);
    expect((await t.owner.get('/api/v1/candidates/abc/record')).status).toBe(404);
  });
});

describe('editing an open-web profile', () => {
  it('writes the team\u2019s overrides, never the shared document, and logs the changed fields', async () => {
    const before = (await t.db.pool.query('select doc from talent_profiles where id = $1', [t.ids.open]))
      .rows[0].doc;
    const res = await update(t.owner, {
      candidateId: t.ids.open,
      projectId: t.projectId,
      part: 'basicInfo',
      value: { fullname: 'Robin O. Openweb', current_title: 'Staff Data Engineer', location: '  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile.basic).toMatchObject({
      fullname: 'Robin O. Openweb',
      current_title: 'Staff Data Engineer',
      location: null,
    });
    expect(res.body.data.editedParts).toEqual(['basicInfo']);
    const after = (await t.db.pool.query('select doc from talent_profiles where id = $1', [t.ids.open]))
      .rows[0].doc;
    expect(after).toBe(before);
    const activity = await t.db.pool.query(
      `select detail from candidate_activities where profile_id = $1 and action = 'info_updated' order by id desc limit 1`,
      [t.ids.open],
    );
    expect(activity.rows[0].detail).toMatchObject({ part: 'basicInfo' });
    expect(activity.rows[0].detail.fields).toEqual(
      expect.arrayContaining(['fullname', 'current_title', 'location']),
    );
  });

  it('does not show one team\u2019s edits to another team', async () => {
    const theirs = await record(t.other, t.ids.open);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.profile.basic.fullname).toBe('Robin Openweb');
    expect(theirs.body.data.editedParts).toEqual([]);
  });

  it('edits experience, education and links with coherent dates and http(s) links only', async () => {
    const experience = await update(t.recruiter, {
      candidateId: t.ids.open,
      projectId: t.projectId,
      part: 'experience',
      value: [
        { title: 'Data Engineer', company: 'Acme', iscurrent: true, start_date: '2021-03', end_date: null },
        {
          title: 'Analyst',
          company: 'Initech',
          iscurrent: false,
          start_date: '2018-01',
          end_date: '2021-02',
        },
      ],
    });
    expect(experience.status).toBe(200);
    expect(experience.body.data.profile.current_position.company.name).toBe('Acme');
    expect(experience.body.data.profile.position).toHaveLength(2);

    const badDates = await update(t.recruiter, {
      candidateId: t.ids.open,
      projectId: t.projectId,
      part: 'experience',
      value: [{ title: 'X', company: 'Y', iscurrent: false, start_date: '2020-05', end_date: '2019-01' }],
    });
    expect(badDates.status).toBe(400);
    expect(badDates.body.details.fields['value.0.end_date']).toBe('The end date is before the start date');

    const education = await update(t.recruiter, {
      candidateId: t.ids.open,
      projectId: t.projectId,
      part: 'education',
      value: [{ school: 'MIT', degree: 'master', startyear: 2016, endyear: 2018 }],
    });
    expect(education.status).toBe(200);
    expect(education.body.data.profile.education).toEqual([
      expect.objectContaining({ id: 1, school: 'MIT', degree: 'master', major: null }),
    ]);

    const links = await update(t.owner, {
      candidateId: t.ids.open,
      part: 'socialLinks',
      value: { linkedin: 'https://www.linkedin.com/in/robin', github: '' },
    });
    expect(links.status).toBe(200);
    expect(links.body.data.profile.basic.social_links).toEqual({
      linkedin: 'https://www.linkedin.com/in/robin',
    });
    const script = await update(t.owner, {
      candidateId: t.ids.open,
      part: 'socialLinks',
      value: { website: 'javascript:alert(1)' },
    });
    expect(script.status).toBe(400);
  });

  it('needs the contacts revealed before editing them, then keeps each address once', async () => {
    const email = (value: unknown) =>
      update(t.owner, { candidateId: t.ids.open, projectId: t.projectId, part: 'emails', value });
    const hidden = await email([{ address: 'robin@new.example', type: 'work' }]);
    expect(hidden.status).toBe(409);
    expect((await t.owner.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.open}`)).status).toBe(200);

    const auditsBefore = (
      await t.db.pool.query(
        `select count(*)::int as n from audit_log where action = 'candidate.contacts_edited'`,
      )
    ).rows[0].n;
    const res = await email([
      { address: 'robin@new.example', type: 'work' },
      { address: 'ROBIN@new.example', type: 'personal', primary: true },
      { address: 'robin.home@mail.example', type: 'personal', primary: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.editableContacts.emails).toEqual([
      { address: 'robin@new.example', type: 'work', primary: false },
      { address: 'robin.home@mail.example', type: 'personal', primary: true },
    ]);
    expect(res.body.data.contacts.emailV2.primaryEmail).toBe('robin.home@mail.example');
    const audits = (
      await t.db.pool.query(
        `select count(*)::int as n from audit_log where action = 'candidate.contacts_edited'`,
      )
    ).rows[0].n;
    expect(audits).toBe(auditsBefore + 1);
    // The log names the part, never the addresses.
    const logged = await t.db.pool.query(
      `select detail::text as d from candidate_activities where profile_id = $1`,
      [t.ids.open],
    );
    expect(logged.rows.map((r) => r.d).join(' ')).not.toContain('robin@new.example');
    // The shared contacts stay as they were.
    const stored = await t.db.pool.query('select emails from talent_contacts where profile_id = $1', [
      t.ids.open,
    ]);
    expect(stored.rows[0].emails[0].address).toBe('pat.home@mail.example');
  });

  it('refuses a bad email or phone with a message under the field, and writes nothing', async () => {
    const overrides = async () =>
      (
        await t.db.pool.query(
          'select overrides from team_candidates where profile_id = $1 and team_id = (select team_id from projects where id = $2)',
          [t.ids.open, t.projectId],
        )
      ).rows[0].overrides;
    const before = await overrides();
    const activities = await countRows(t, 'candidate_activities', t.ids.open);
    const bad = await update(t.owner, {
      candidateId: t.ids.open,
      part: 'emails',
      value: [{ address: 'not-an-email', type: 'work' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields['value.0.address']).toBe('Enter a valid email address');
    const phone = await update(t.owner, {
      candidateId: t.ids.open,
      part: 'phones',
      value: [{ number: 'call me maybe', type: 'work' }],
    });
    expect(phone.status).toBe(400);
    expect(phone.body.details.fields['value.0.number']).toBe("Phone number can't contain letters");
    const unknownPart = await update(t.owner, { candidateId: t.ids.open, part: 'salary', value: 1 });
    expect(unknownPart.status).toBe(400);
    const huge = await update(t.owner, {
      candidateId: t.ids.open,
      part: 'basicInfo',
      value: { fullname: 'x'.repeat(201) },
    });
    expect(huge.status).toBe(400);
    expect(await overrides()).toEqual(before);
    expect(await countRows(t, 'candidate_activities', t.ids.open)).toBe(activities);
  });

  it('lets only owners and recruiters edit; without a project the candidateEdit gate decides', async () => {
    const body = {
      candidateId: t.ids.open,
      projectId: t.projectId,
      part: 'basicInfo',
      value: { fullname: 'Nope' },
    };
    expect((await update(t.viewer, body)).status).toBe(403);
    expect((await update(t.manager, body)).status).toBe(403);
    const { projectId: _, ...noProject } = body;
    expect((await update(t.viewer, noProject)).status).toBe(403);
    // admin@ is a recruiter on the project but has no candidateEdit gate of its own.
    expect((await update(t.recruiter, noProject)).status).toBe(403);
    expect((await update(t.other, { ...noProject, candidateId: t.ids.own })).status).toBe(404);
    expect((await record(t.owner, t.ids.open)).body.data.profile.basic.fullname).toBe('Robin O. Openweb');
  });
});

describe('editing the team\u2019s own profile', () => {
  it('changes the document in place and search finds the edit at once', async () => {
    const res = await update(t.owner, {
      candidateId: t.ids.own,
      part: 'basicInfo',
      value: {
        fullname: 'Morgan Ownteam',
        current_title: 'Zyxquokka Specialist',
        headline: 'Builds zyxquokka pipelines',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isTeamProfile).toBe(true);
    expect(res.body.data.editedParts).toEqual([]);
    const stored = await t.db.pool.query('select doc, current_title from talent_profiles where id = $1', [
      t.ids.own,
    ]);
    expect(stored.rows[0].current_title).toBe('Zyxquokka Specialist');
    expect(JSON.parse(stored.rows[0].doc).basic.headline).toBe('Builds zyxquokka pipelines');
    const found = await t.owner.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'zyxquokka' },
      record: false,
    });
    expect(found.status).toBe(200);
    expect(found.body.hits.map((h: { profileId: number }) => h.profileId)).toEqual([t.ids.own]);

    const jobs = await update(t.owner, {
      candidateId: t.ids.own,
      part: 'experience',
      value: [
        {
          title: 'Platform Engineer',
          company: 'Frobnicatorix Labs',
          iscurrent: true,
          start_date: '2020-01',
          end_date: null,
        },
      ],
    });
    expect(jobs.status).toBe(200);
    const byCompany = await t.owner.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'frobnicatorix' },
      record: false,
    });
    expect(byCompany.body.hits.map((h: { profileId: number }) => h.profileId)).toEqual([t.ids.own]);
  });
});

describe('tags', () => {
  it('adds tags to several candidates, each once whatever its case, keeping the team\u2019s spelling', async () => {
    const res = await t.manager.post('/api/v1/pipelines/addTags', {
      candidateIds: [t.ids.open, t.ids.own],
      tags: ['Java', 'java', '  Go  '],
      projectId: t.projectId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tags: ['Java', 'Go'], added: 4 });
    const again = await t.owner.post('/api/v1/pipelines/addTags', {
      candidateIds: [t.ids.open],
      tags: ['JAVA', 'Remote'],
    });
    expect(again.body).toEqual({ tags: ['Java', 'Remote'], added: 1 });
    expect((await record(t.owner, t.ids.open)).body.data.tags).toEqual(['Go', 'Java', 'Remote']);
    const list = await t.owner.get('/api/v1/candidates/tags?q=ja');
    expect(list.body.data).toEqual([{ tag: 'Java', count: 2 }]);
    const tagged = await t.db.pool.query(
      `select detail from candidate_activities where profile_id = $1 and action = 'tagged' order by id`,
      [t.ids.open],
    );
    expect(tagged.rows.map((r) => r.detail.tags)).toEqual([['Java', 'Go'], ['Remote']]);
  });

  it('removes a tag', async () => {
    const res = await t.owner.post('/api/v1/pipelines/removeTag', { candidateId: t.ids.open, tag: 'remote' });
    expect(res.body).toEqual({ removed: true });
    expect((await record(t.owner, t.ids.open)).body.data.tags).toEqual(['Go', 'Java']);
  });

  it('refuses collaborators, too many tags, long tags and another team\u2019s candidates, writing nothing', async () => {
    const before = await countRows(t, 'candidate_tags', t.ids.open);
    expect(
      (
        await t.viewer.post('/api/v1/pipelines/addTags', {
          candidateIds: [t.ids.open],
          tags: ['x'],
          projectId: t.projectId,
        })
      ).status,
    ).toBe(403);
    const many = await t.owner.post('/api/v1/pipelines/addTags', {
      candidateIds: [t.ids.open],
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    });
    expect(many.status).toBe(400);
    expect(many.body.details.fields.tags).toBe('At most 20 tags at a time');
    const long = await t.owner.post('/api/v1/pipelines/addTags', {
      candidateIds: [t.ids.open],
      tags: ['x'.repeat(41)],
    });
    expect(long.status).toBe(400);
    const mixed = await t.owner.post('/api/v1/pipelines/addTags', {
      candidateIds: [t.ids.open, t.ids.growthOwn],
      tags: ['Mixed'],
    });
    expect(mixed.status).toBe(404);
    expect(await countRows(t, 'candidate_tags', t.ids.open)).toBe(before);
  });
});

describe('notes', () => {
  const add = (c: RecordTestApp['owner'], body: Record<string, unknown>) =>
    c.post('/api/v1/pipelines/addNotes', { candidateId: t.ids.open, ...body });

  it('applies visibility: only me, the project\u2019s hiring team, the whole team', async () => {
    expect(
      (await add(t.manager, { body: 'Private thought', visibility: 0, projectId: t.projectId })).status,
    ).toBe(200);
    expect(
      (await add(t.manager, { body: 'For the hiring team', visibility: 1, projectId: t.projectId })).status,
    ).toBe(200);
    expect(
      (await add(t.manager, { body: 'For everyone', visibility: 2, projectId: t.projectId })).status,
    ).toBe(200);
    const bodies = async (c: RecordTestApp['owner'], projectId?: string) =>
      (await record(c, t.ids.open, projectId)).body.data.notes.map((n: { body: string }) => n.body);
    expect(await bodies(t.manager, t.projectId)).toEqual([
      'For everyone',
      'For the hiring team',
      'Private thought',
    ]);
    expect(await bodies(t.viewer, t.projectId)).toEqual(['For everyone', 'For the hiring team']);
    // The project is visible to its hiring team only: "the whole team" cannot reach further than
    // the project itself, so a teammate outside it reads none of its notes (issue 12).
    expect(await bodies(t.outsider)).toEqual([]);
    expect((await record(t.other, t.ids.open)).body.data.notes).toEqual([]);
  });

  it('needs a project for hiring-team notes, and mentions of people who can read the note', async () => {
    const noProject = await add(t.owner, { body: 'x', visibility: 1 });
    expect(noProject.status).toBe(400);
    expect(noProject.body.details.fields.visibility).toMatch(/project/);
    const growthUser = await t.userId('growth.recruiter@talentbase.dev');
    const foreign = await add(t.owner, { body: 'x', visibility: 2, mentions: [growthUser] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.fields.mentions).toBe('Mention members of your team only');
    const orgAdmin = await t.userId('org.admin@talentbase.dev');
    const offTeam = await add(t.owner, {
      body: 'x',
      visibility: 1,
      projectId: t.projectId,
      mentions: [orgAdmin],
    });
    expect(offTeam.status).toBe(400);
    const privateMention = await add(t.owner, { body: 'x', visibility: 0, mentions: [orgAdmin] });
    expect(privateMention.status).toBe(400);
    const long = await add(t.owner, { body: 'x'.repeat(5001), visibility: 2 });
    expect(long.status).toBe(400);

    const ok = await add(t.owner, { body: 'Please call @Oren', visibility: 2, mentions: [orgAdmin] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.mentions).toEqual([{ userId: orgAdmin, name: 'Oren Orgadmin' }]);
    const mentioned = await t.db.pool.query(
      `select detail from candidate_activities where action = 'mentioned' and profile_id = $1`,
      [t.ids.open],
    );
    expect(mentioned.rows).toEqual([{ detail: { noteId: ok.body.data.noteId, userIds: [orgAdmin] } }]);
  });

  it('lets only the author edit or delete; collaborators cannot write; other teams get 404', async () => {
    const mine = await add(t.owner, { body: 'Draft', visibility: 2 });
    const noteId = mine.body.data.noteId;
    expect(
      (await t.recruiter.post('/api/v1/pipelines/editNote', { noteId, body: 'Hijack', visibility: 2 }))
        .status,
    ).toBe(403);
    expect(
      (await t.other.post('/api/v1/pipelines/editNote', { noteId, body: 'Hijack', visibility: 2 })).status,
    ).toBe(404);
    expect((await t.other.post('/api/v1/pipelines/deleteNote', { noteId })).status).toBe(404);
    const edited = await t.owner.post('/api/v1/pipelines/editNote', { noteId, body: 'Final', visibility: 2 });
    expect(edited.status).toBe(200);
    expect(edited.body.data.body).toBe('Final');
    expect((await add(t.viewer, { body: 'x', visibility: 2, projectId: t.projectId })).status).toBe(403);
    expect((await t.owner.post('/api/v1/pipelines/deleteNote', { noteId })).status).toBe(200);
    expect((await t.owner.post('/api/v1/pipelines/deleteNote', { noteId })).status).toBe(404);
  });

  it('lists the team for the mention picker, marking the hiring team', async () => {
    const res = await t.owner.get(`/api/v1/candidates/mentionable-members?projectId=${t.projectId}`);
    expect(res.status).toBe(200);
    const byEmail = Object.fromEntries(
      res.body.data.map((m: { email: string; onHiringTeam: boolean }) => [m.email, m.onHiringTeam]),
    );
    expect(byEmail['crm@talentbase.dev']).toBe(true);
    expect(byEmail['org.admin@talentbase.dev']).toBe(false);
    expect(byEmail['growth.recruiter@talentbase.dev']).toBeUndefined();
  });
});
