import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';
import { multipart } from '../../projects/project-test-helpers';

const BASE = '/api/tb-v2/v1/engage/templates';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

let t: RecordTestApp;

beforeAll(async () => {
  t = await createRecordTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const good = {
  name: 'First touch',
  subject: 'Hello {{firstName}}',
  body: '<p>Hi {{ firstName }}, I saw your work at {{currentCompany}}.</p><script>alert(1)</script><a href="{{meetingLink}}">Book</a>',
};

async function create(client = t.owner, body: Record<string, unknown> = good) {
  return client.post(BASE, body);
}

describe('templates', () => {
  it('creates a template with the HTML sanitised and reads it back', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('First touch');
    expect(res.body.body).not.toContain('<script');
    expect(res.body.body).toContain('href="{{meetingLink}}"');
    expect(res.body.mine).toBe(true);
    expect(res.body.shared).toBe(true);
    const got = await t.owner.get(`${BASE}/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body.subject).toBe('Hello {{firstName}}');
  });

  it('refuses an unknown variable with a 422 naming it and the suggestion', async () => {
    const res = await create(t.owner, { ...good, body: 'Hi {{firstname}}' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('{{firstname}}');
    expect(res.body.details.variable).toBe('firstname');
    expect(res.body.details.suggestion).toBe('firstName');
    expect(res.body.details.fields.body).toBeTruthy();
  });

  it('refuses a subject with CR/LF with a 422', async () => {
    const res = await create(t.owner, { ...good, subject: 'Hello\r\nBcc: x@y.com' });
    expect(res.status).toBe(422);
    expect(res.body.details.fields.subject).toMatch(/line break/);
  });

  it('answers 400 for missing fields, unknown fields and bad ids', async () => {
    expect((await create(t.owner, { name: '', subject: 'a', body: 'b' })).status).toBe(400);
    expect((await create(t.owner, { ...good, extra: 1 })).status).toBe(400);
    expect((await t.owner.get(`${BASE}/abc`)).status).toBe(400);
    expect((await t.owner.get(`${BASE}/999999`)).status).toBe(404);
  });

  it('lists mine and shared ones with keyword and paging; a private one stays mine', async () => {
    const mine = await create(t.owner, { ...good, name: 'Private note', shared: false });
    await create(t.recruiter, { ...good, name: 'Team shared by admin' });
    const list = await t.owner.get(`${BASE}?limit=100`);
    expect(list.status).toBe(200);
    const names = list.body.data.map((x: { name: string }) => x.name);
    expect(names).toContain('Private note');
    expect(names).toContain('Team shared by admin');
    const theirs = await t.viewer.get(`${BASE}?limit=100`);
    expect(theirs.body.data.map((x: { name: string }) => x.name)).not.toContain('Private note');
    expect((await t.viewer.get(`${BASE}/${mine.body.id}`)).status).toBe(404);
    const searched = await t.owner.get(`${BASE}?keyword=private`);
    expect(searched.body.data.map((x: { name: string }) => x.name)).toEqual(['Private note']);
    const page = await t.owner.get(`${BASE}?limit=1&start=1`);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(3);
  });

  it('lets only the author update and delete (soft)', async () => {
    const res = await create(t.recruiter, { ...good, name: 'Admin only edits' });
    const id = res.body.id;
    const denied = await t.owner.put(`${BASE}/${id}`, { name: 'Mine now' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toContain('Alex Admin');
    expect((await t.owner.request('DELETE', `${BASE}/${id}`)).status).toBe(403);
    const updated = await t.recruiter.put(`${BASE}/${id}`, {
      name: 'Renamed',
      body: '<p>Bye {{fullName}}</p>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe('Renamed');
    expect((await t.recruiter.put(`${BASE}/${id}`, { body: 'Hi {{nope}}' })).status).toBe(422);
    expect((await t.recruiter.request('DELETE', `${BASE}/${id}`)).status).toBe(200);
    expect((await t.recruiter.get(`${BASE}/${id}`)).status).toBe(404);
    const { rows } = await t.db.pool.query('select deleted_at from engage_templates where id = $1', [id]);
    expect(rows[0].deleted_at).not.toBeNull();
  });

  it('answers 404 to another team for every id', async () => {
    const res = await create();
    const id = res.body.id;
    expect((await t.other.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await t.other.put(`${BASE}/${id}`, { name: 'x' })).status).toBe(404);
    expect((await t.other.request('DELETE', `${BASE}/${id}`)).status).toBe(404);
    const list = await t.other.get(`${BASE}?limit=100`);
    expect(list.body.data.map((x: { id: string }) => x.id)).not.toContain(id);
    const thumb = await multipart(t.app, t.other, `/api/tb-v2/v1/campaigns/template/${id}/thumbnail`, {}, [
      { field: 'file', name: 't.png', data: PNG, contentType: 'image/png' },
    ]);
    expect(thumb.status).toBe(404);
  });

  it('keeps the Engage screens from users without the gate', async () => {
    expect((await t.outsider.get(BASE)).status).toBe(403);
  });

  it("shows the team's templates, private ones included, to Engage admins only", async () => {
    const priv = await create(t.owner, { ...good, name: 'Private for team view', shared: false });
    const team = await t.recruiter.get(`${BASE}/team?limit=100`);
    expect(team.status).toBe(200);
    expect(team.body.data.map((x: { id: string }) => x.id)).toContain(priv.body.id);
    expect((await t.recruiter.get(`${BASE}/team/${priv.body.id}`)).status).toBe(200);
    expect((await t.viewer.get(`${BASE}/team`)).status).toBe(403);
    expect((await t.other.get(`${BASE}/team/${priv.body.id}`)).status).toBe(403);
  });
});

describe('template preview', () => {
  it('renders with a real candidate of the team, the project job title and the caller as sender', async () => {
    const res = await t.owner.post(`${BASE}/preview`, {
      subject: '{{firstName}}, a {{jobTitle}} role',
      body: '<p>Hi {{fullName}} ({{currentTitle}} at {{currentCompany}}) from {{senderName}} <a href="{{unsubscribeLink}}">unsubscribe</a></p>',
      profileId: String(t.ids.own),
      projectId: t.projectId,
    });
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual([]);
    expect(res.body.subject).toBe('Morgan, a Backend Engineer role');
    expect(res.body.html).toContain('Morgan Ownteam (Platform Engineer at Globex) from Dana Demo');
    expect(res.body.html).toMatch(/href="http[^"]+"/);
    expect(res.body.text).toContain('Morgan Ownteam');
    expect(res.body.candidate).toEqual({ profileId: String(t.ids.own), fullName: 'Morgan Ownteam' });
  });

  it('picks a candidate of the project when none is named', async () => {
    const res = await t.owner.post(`${BASE}/preview`, {
      subject: 'Hi {{firstName}}',
      body: 'x',
      projectId: t.projectId,
    });
    expect(res.status).toBe(200);
    expect(['Robin', 'Morgan']).toContain(res.body.subject.slice(3));
    const anyProject = await t.owner.post(`${BASE}/preview`, {
      subject: '{{jobTitle}} for {{fullName}}',
      body: 'x',
    });
    expect(anyProject.body.subject).toMatch(/^Backend Engineer for (Robin Openweb|Morgan Ownteam)$/);
    const list = await t.owner.get(`${BASE}/preview-candidates?projectId=${t.projectId}`);
    expect(list.body.data.map((c: { fullName: string }) => c.fullName).sort()).toEqual([
      'Morgan Ownteam',
      'Robin Openweb',
    ]);
  });

  it('uses the fallback names when the team has no candidate', async () => {
    const starter = new (await import('../../../test/test-app')).TestClient(t.app);
    await starter.login('starter@talentbase.dev');
    const res = await starter.post(`${BASE}/preview`, {
      subject: 'Hi {{firstName}}',
      body: '<p>{{senderName}}</p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Hi There There');
    expect(res.body.candidate).toBeNull();
  });

  it('answers the problems instead of a render', async () => {
    const res = await t.owner.post(`${BASE}/preview`, { subject: 'Hi\nthere', body: 'Hello {{frstName}}' });
    expect(res.status).toBe(200);
    expect(res.body.html).toBe('');
    expect(res.body.problems.map((p: { field: string }) => p.field)).toEqual(['subject', 'body']);
    expect(res.body.problems[1].suggestion).toBe('firstName');
  });

  it("refuses another team's candidate or project with 404", async () => {
    expect(
      (await t.owner.post(`${BASE}/preview`, { subject: 'a', body: 'b', profileId: String(t.ids.growthOwn) }))
        .status,
    ).toBe(404);
    expect(
      (await t.other.post(`${BASE}/preview`, { subject: 'a', body: 'b', projectId: t.projectId })).status,
    ).toBe(404);
    expect((await t.other.get(`${BASE}/preview-candidates?projectId=${t.projectId}`)).status).toBe(404);
  });
});

describe('template thumbnails', () => {
  it('stores a PNG for the template and serves it to the team only', async () => {
    const res = await create();
    const up = await multipart(
      t.app,
      t.owner,
      `/api/tb-v2/v1/campaigns/template/${res.body.id}/thumbnail`,
      {},
      [{ field: 'file', name: 'thumb.png', data: PNG, contentType: 'image/png' }],
    );
    expect(up.status).toBe(200);
    expect(up.body.url).toMatch(/^\/api\/tb-v2\/v1\/engage\/templates\/thumbnails\/[0-9a-f-]{36}\.png$/);
    const got = await t.owner.get(`${BASE}/${res.body.id}`);
    expect(got.body.thumbnailUrl).toBe(up.body.url);
    const served = await t.app.inject({
      method: 'GET',
      url: up.body.url,
      headers: { cookie: `tb_session=${t.viewer.cookie('tb_session')}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.other.get(up.body.url)).status).toBe(404);
  });

  it('accepts id 0 and refuses what is not an image, is too large or is not the author', async () => {
    const zero = await multipart(t.app, t.owner, '/api/tb-v2/v1/campaigns/template/0/thumbnail', {}, [
      { field: 'file', name: 'thumb.png', data: PNG },
    ]);
    expect(zero.status).toBe(200);
    const fake = await multipart(t.app, t.owner, '/api/tb-v2/v1/campaigns/template/0/thumbnail', {}, [
      {
        field: 'file',
        name: 'evil.png',
        data: Buffer.from('<svg onload=alert(1)>'),
        contentType: 'image/png',
      },
    ]);
    expect(fake.status).toBe(415);
    const big = await multipart(t.app, t.owner, '/api/tb-v2/v1/campaigns/template/0/thumbnail', {}, [
      { field: 'file', name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(413);
    const admins = await create(t.recruiter);
    const notMine = await multipart(
      t.app,
      t.owner,
      `/api/tb-v2/v1/campaigns/template/${admins.body.id}/thumbnail`,
      {},
      [{ field: 'file', name: 'thumb.png', data: PNG }],
    );
    expect(notMine.status).toBe(403);
  });
});
