/**
 * The rest of the sourcing API around search: profiles and contact reveal (credits, audit,
 * isolation), search history and saved searches, not-a-fit, Boolean parsing, suggestions, adding
 * candidates to a project, and bad input.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../db/seed/factories';
import { createSearchTestApp, type SearchTestApp } from '../../test/search-app';
import { TestClient } from '../../test/test-app';
import { FIXTURES } from './search-fixtures';

let t: SearchTestApp;
let pro: TestClient;
let growth: TestClient;

beforeAll(async () => {
  t = await createSearchTestApp(FIXTURES, 100);
  pro = new TestClient(t.app);
  await pro.login('demo@talentbase.dev');
  growth = new TestClient(t.app);
  await growth.login('growth.recruiter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const credits = async (teamId: string) =>
  (await t.db.pool.query('select credits_used, contract_credits from teams where id = $1', [teamId])).rows[0];

describe('profiles', () => {
  it('shows every section with contacts masked', async () => {
    const res = await pro.get(`/api/tb-v2/v1/sourcing/profiles/${t.ids.avery}`);
    expect(res.status).toBe(200);
    expect(res.body.profile.basic.fullname).toBe('Avery Quinlan');
    expect(res.body.profile.education[0].school).toBe('University of Texas at Austin');
    expect(res.body.contacts.revealed).toBe(false);
    expect(res.body.contacts.emailV2.primaryEmail).toBeNull();
    expect(res.body.contacts.emailV2.maskedEmails[0]).toBe('p***@m***.example');
    expect(JSON.stringify(res.body)).not.toContain('pat.home@mail.example');
    expect(JSON.stringify(res.body)).not.toContain('5550142');
  });

  it('another team\u2019s candidate is not found, like a missing one', async () => {
    expect((await pro.get(`/api/tb-v2/v1/sourcing/profiles/${t.ids.gray}`)).status).toBe(404);
    expect((await growth.get(`/api/tb-v2/v1/sourcing/profiles/${t.ids.finley}`)).status).toBe(404);
    expect((await pro.get('/api/tb-v2/v1/sourcing/profiles/999999999')).status).toBe(404);
    expect((await pro.get('/api/tb-v2/v1/sourcing/profiles/abc')).status).toBe(400);
  });
});

describe('contact reveal', () => {
  it('costs one credit the first time, nothing after, and is audited each time', async () => {
    const before = await credits(t.proTeamId);
    const first = await pro.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.avery}`);
    expect(first.status).toBe(200);
    expect(first.body.charged).toBe(true);
    expect(first.body.contacts.emailV2.primaryEmail).toBe('pat.home@mail.example');
    expect(first.body.contacts.contact.phone.unmasked).toBe('+15125550142');
    expect(first.body.credits.used).toBe(before.credits_used + 1);

    // Another member of the same team: already revealed for the team, free.
    await createMember(t.db.db, t.proTeamId, {
      email: 'second.sourcer@talentbase.dev',
      fullName: 'Second Sourcer',
      roles: ['enterprise_member'],
    });
    const colleague = new TestClient(t.app);
    await colleague.login('second.sourcer@talentbase.dev');
    const again = await colleague.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.avery}`);
    expect(again.body.charged).toBe(false);
    expect((await credits(t.proTeamId)).credits_used).toBe(before.credits_used + 1);

    const audits = await t.db.pool.query(
      `select metadata from audit_log where action = 'candidate.contacts_revealed' and target_id = $1`,
      [String(t.ids.avery)],
    );
    expect(audits.rows.map((r) => r.metadata.charged)).toEqual([true, false]);

    const profile = await pro.get(`/api/tb-v2/v1/sourcing/profiles/${t.ids.avery}`);
    expect(profile.body.contacts.revealed).toBe(true);
    const hit = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'tbfixture', titles: ['Software Engineer'] },
      record: false,
    });
    expect(
      hit.body.hits.find((h: { profileId: number }) => h.profileId === t.ids.avery).contact.revealed,
    ).toBe(true);
  });

  it('needs the CSRF header, even though it is a GET', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/viewContacts?candidateId=${t.ids.blake}`,
      headers: { cookie: `tb_session=${pro.cookie('tb_session')}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses another team\u2019s candidate with 404 and spends nothing', async () => {
    const before = await credits(t.proTeamId);
    expect((await pro.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.gray}`)).status).toBe(404);
    expect(await credits(t.proTeamId)).toEqual(before);
  });

  it('warns near the limit and refuses with a clear message when credits run out, changing nothing', async () => {
    await t.db.pool.query('update teams set contract_credits = credits_used + 1 where id = $1', [
      t.proTeamId,
    ]);
    const last = await pro.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.blake}`);
    expect(last.status).toBe(200);
    expect(last.body.credits.remaining).toBe(0);
    expect(last.body.credits.warning).toBe(true);
    const before = await credits(t.proTeamId);
    const refused = await pro.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.devon}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('CREDITS_EXHAUSTED');
    expect(refused.body.message).toMatch(/used all \d+ contact credits/);
    expect(await credits(t.proTeamId)).toEqual(before);
    const reveals = await t.db.pool.query(
      'select 1 from contact_reveals where team_id = $1 and profile_id = $2',
      [t.proTeamId, t.ids.devon],
    );
    expect(reveals.rowCount).toBe(0);
    // A profile revealed earlier is still free to see.
    expect((await pro.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.avery}`)).status).toBe(200);
  });

  it('is refused to a member without the sourcing gate', async () => {
    const insights = new TestClient(t.app);
    await insights.login('insights@talentbase.dev');
    expect((await insights.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.avery}`)).status).toBe(
      403,
    );
    expect((await insights.post('/api/tb-v2/v1/sourcing/search', { filters: {} })).status).toBe(403);
  });
});

describe('search history and saved searches', () => {
  it('records each search once per filters, newest first, and re-runs it without not-a-fit profiles', async () => {
    const filters = { keywords: 'tbfixture', titles: ['Software Engineer'] };
    const first = await pro.post('/api/tb-v2/v1/sourcing/search', { filters });
    expect(first.body.historyId).toMatch(/^sh_\d+$/);
    // The same filters written in another order are the same search.
    const again = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: { titles: ['Software Engineer'], keywords: 'tbfixture' },
    });
    expect(again.body.historyId).toBe(first.body.historyId);
    await pro.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'tbfixture nurse' } });

    const list = await pro.post('/api/v1/astaskV2/history/search', {});
    expect(list.status).toBe(200);
    expect(list.body.data[0].summary).toContain('tbfixture AND nurse');
    const entry = list.body.data.find((e: { id: string }) => e.id === first.body.historyId);
    expect(entry.filters).toEqual(filters);
    expect(entry.type).toBe(0);
    expect(entry.resultCount).toBe(2);

    const dismissed = await pro.post(`/api/v1/astaskV2/history/${entry.id}/not-a-fit`, {
      profileId: t.ids.finley,
    });
    expect(dismissed.body.entry.notAFit).toEqual([t.ids.finley]);
    const rerun = await pro.post('/api/tb-v2/v1/sourcing/search', { filters, historyId: entry.id });
    expect(rerun.body.hits.map((h: { fullName: string }) => h.fullName)).toEqual(['Avery Quinlan']);
  });

  it('names and saves a search, lists saved ones, deletes', async () => {
    const run = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'tbfixture', skills: ['Go'] },
    });
    const saved = await pro.put(`/api/v1/astaskV2/history/${run.body.historyId}`, {
      name: 'Go engineers in Austin',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.entry).toMatchObject({ name: 'Go engineers in Austin', saved: true });
    const savedList = await pro.post('/api/v1/astaskV2/history/search', { savedOnly: true });
    expect(savedList.body.data.map((e: { name: string }) => e.name)).toEqual(['Go engineers in Austin']);
    const blank = await pro.put(`/api/v1/astaskV2/history/${run.body.historyId}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect((await pro.request('DELETE', `/api/v1/astaskV2/history/${run.body.historyId}`)).status).toBe(200);
    expect((await pro.post('/api/v1/astaskV2/history/search', { savedOnly: true })).body.data).toEqual([]);
  });

  it('another user\u2019s entry is not found, for reading or writing', async () => {
    const run = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'tbfixture private' },
    });
    const id = run.body.historyId;
    expect((await growth.put(`/api/v1/astaskV2/history/${id}`, { name: 'mine now' })).status).toBe(404);
    expect((await growth.request('DELETE', `/api/v1/astaskV2/history/${id}`)).status).toBe(404);
    expect((await growth.post(`/api/v1/astaskV2/history/${id}/not-a-fit`, { profileId: 1 })).status).toBe(
      404,
    );
    expect((await growth.post('/api/tb-v2/v1/sourcing/search', { filters: {}, historyId: id })).status).toBe(
      404,
    );
    expect((await pro.put('/api/v1/astaskV2/history/sh_x', { name: 'x' })).status).toBe(404);
    const mine = await growth.post('/api/v1/astaskV2/history/search', {});
    expect(mine.body.data.map((e: { id: string }) => e.id)).not.toContain(id);
  });
});

describe('boolean parsing', () => {
  it('returns the normalised string, an explanation and warnings for messy input', async () => {
    const res = await pro.post('/api/tb-v2/v1/sourcing/boolean/parse', {
      query: '(“data scientist” OR “machine learning engineer”) AND (PyTorch OR TensorFlow) –intern',
    });
    expect(res.status).toBe(200);
    expect(res.body.normalized).toBe(
      '("data scientist" OR "machine learning engineer") AND (pytorch OR tensorflow) AND NOT intern',
    );
    expect(res.body.explanation).toContain('but not intern');
  });

  it('never fails, whatever is pasted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (query) => {
        const parsed = await pro.post('/api/tb-v2/v1/sourcing/boolean/parse', { query });
        expect(parsed.status).toBe(200);
        const searched = await pro.post('/api/tb-v2/v1/sourcing/search', {
          filters: { keywords: query },
          record: false,
          facets: false,
        });
        expect(searched.status).toBe(200);
      }),
      { numRuns: 40 },
    );
  });
});

describe('suggestions', () => {
  it('skills by synonym, titles by prefix, places', async () => {
    const skill = await pro.get('/api/tb-v2/v1/sourcing/suggest?kind=skill&q=k8s');
    expect(skill.body.suggestions[0].value).toBe('Kubernetes');
    const title = await pro.get('/api/tb-v2/v1/sourcing/suggest?kind=title&q=registered');
    expect(title.body.suggestions.map((s: { value: string }) => s.value)).toContain('Registered Nurse');
    const place = await pro.get('/api/tb-v2/v1/sourcing/suggest?kind=location&q=austin');
    expect(place.body.suggestions[0]).toMatchObject({
      label: 'Austin, TX, United States',
      value: '{"city":4671654}',
    });
    const bad = await pro.get('/api/tb-v2/v1/sourcing/suggest?kind=planet&q=x');
    expect(bad.status).toBe(400);
  });

  it('refuses a city id no city can have with a 400, not a database error (found by the fuzzer)', async () => {
    for (const city of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      const res = await pro.post('/api/tb-v2/v1/sourcing/search', {
        filters: { keywords: 'sales', locations: [{ city }] },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain('Unknown city');
    }
  });
});

describe('projects from search', () => {
  it('creates a project and adds candidates once; foreign ids refuse the whole request', async () => {
    const created = await pro.post('/api/v1/projects/quick-create', {
      projectName: 'Austin platform engineers',
    });
    expect(created.status).toBe(200);
    const projectId = created.body.project.projectId;
    const added = await pro.post(`/api/v1/projects/${projectId}/candidates`, {
      candidateIds: [t.ids.avery, t.ids.finley],
    });
    expect(added.body).toEqual({ projectId, added: 2, alreadyInProject: 0 });
    const twice = await pro.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [t.ids.avery] });
    expect(twice.body).toMatchObject({ added: 0, alreadyInProject: 1 });
    const foreign = await pro.post(`/api/v1/projects/${projectId}/candidates`, {
      candidateIds: [t.ids.blake, t.ids.gray],
    });
    expect(foreign.status).toBe(404);
    const count = await t.db.pool.query(
      'select count(*)::int as n from project_candidates where project_id = $1',
      [projectId],
    );
    expect(count.rows[0].n).toBe(2);
    const pickable = await pro.get('/api/v1/projects/pickable');
    expect(pickable.body.data[0]).toMatchObject({
      projectName: 'Austin platform engineers',
      candidateCount: 2,
      recruiterRole: 3,
    });
    // Another team cannot see or use it.
    expect(
      (await growth.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [t.ids.avery] })).status,
    ).toBe(404);
    expect((await growth.get('/api/v1/projects/pickable')).body.data).toEqual([]);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, never a 500', async () => {
    const cases: unknown[] = [
      { filters: { unknown: 1 } },
      { filters: { titles: 'Software Engineer' } },
      { filters: { titles: ['x'.repeat(201)] } },
      { filters: { keywords: 'x'.repeat(4001) } },
      { filters: { locations: [{ city: 1, country: 'US' }] } },
      { filters: { locations: [{ region: 'Texas' }] } },
      { filters: { experienceRange: { min: 10, max: 2 } } },
      { filters: { seniorities: ['wizard'] } },
      { filters: {}, limit: 7 },
      { filters: {}, sort: 'random' },
      { filters: { recencyDays: 5 } },
      { filters: { sources: ['jobboard_'] } },
    ];
    for (const body of cases) {
      const res = await pro.post('/api/tb-v2/v1/sourcing/search', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('unicode, emoji and odd-but-valid values search fine', async () => {
    const res = await pro.post('/api/tb-v2/v1/sourcing/search', {
      filters: {
        titles: ['Ingénieur logiciel 🚀'],
        companies: ['Zürich Ü'],
        skills: ["O'Reilly"],
        keywords: '𝒳 AND ü',
      },
      record: false,
    });
    expect(res.status).toBe(200);
  });
});
