/**
 * The audit list for admins: contact reveals, exports, shares, erasures, access exports and
 * retention changes of the team, each with who, what and when; filtered by kind, member and days;
 * paged; exported as CSV (itself audited). It names no candidate (ids at most), another team sees
 * none of it, members without the permission get 403 and bad filters a 400 saying what is wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEA, createGdprTestApp, eraseThrough, type GdprTestApp, MORGAN, ROBIN } from './gdpr-fixture';

let t: GdprTestApp;
let adminId: string;
let enterpriseAdminId: string;
let erasureId: string;
let ruleId: string;
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type Entry = {
  id: string;
  at: string;
  kind: string;
  action: string;
  actor: { userId: string; name: string; email: string } | null;
  what: string;
  target: { type: string; id: string } | null;
};
const list = async (query = '') => {
  const res = await t.admin.get(`/api/v1/gdpr/audit${query}`);
  expect(res.status, query).toBe(200);
  return res.body as {
    entries: Entry[];
    nextCursor: string | null;
    members: { userId: string; name: string }[];
  };
};

beforeAll(async () => {
  t = await createGdprTestApp();
  const ids = await q(
    `select id::text, email from users where email in ('demo@talentbase.dev', 'admin@talentbase.dev')`,
  );
  adminId = ids.rows.find((r) => r.email === 'demo@talentbase.dev').id;
  enterpriseAdminId = ids.rows.find((r) => r.email === 'admin@talentbase.dev').id;
  const ok = (res: { status: number; body: unknown }) => {
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  };
  ok(await t.admin.get(`/api/v1/candidates/viewContacts?candidateId=${t.ids.open}`));
  ok(await t.admin.post('/api/v1/candidates/export/csv', { candidateIds: [t.ids.own, t.ids.bystander] }));
  ok(await t.enterpriseAdmin.post('/api/v1/candidates/export/csv', { candidateIds: [t.ids.bystander] }));
  ok(
    await t.admin.post('/api/v1/candidatesV2/send-sharing-profile', {
      candidateIds: [t.ids.bystander],
      recipients: ['lead@client.example'],
    }),
  );
  ({
    erasure: {
      body: { id: erasureId },
    },
  } = await eraseThrough(t.admin, 'email', MORGAN.email));
  const exported = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gdpr/access-export',
    headers: {
      cookie: `tb_session=${t.admin.cookie('tb_session')}; tb_csrf=${t.admin.cookie('tb_csrf')}`,
      'x-csrf-token': t.admin.cookie('tb_csrf') ?? '',
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ by: 'email', value: BEA.email }),
  });
  if (exported.statusCode !== 200) throw new Error(exported.body);
  const rule = await t.admin.post('/api/v1/gdpr/retention-rules', {
    name: 'UK',
    months: 24,
    regions: ['UK'],
  });
  ok(rule);
  ruleId = rule.body.id;
}, 180_000);
afterAll(() => t?.close());

describe('the list', () => {
  it('shows reveals, exports, shares, erasures, access exports and retention with who, what and when', async () => {
    const { entries, members } = await list();
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    const demo = { userId: adminId, name: 'Dana Demo', email: 'demo@talentbase.dev' };
    expect(byAction('candidate.contacts_revealed')).toEqual([
      expect.objectContaining({
        kind: 'reveal',
        actor: demo,
        what: 'Revealed contact details (1 email, 1 phone), 1 credit used',
        target: { type: 'talent_profile', id: String(t.ids.open) },
      }),
    ]);
    const exports = byAction('candidate.exported');
    expect(exports.map((e) => [e.kind, e.actor?.userId, e.what])).toEqual([
      ['export', enterpriseAdminId, 'Exported 1 candidate as CSV'],
      // Morgan was in this export; the entry stays, without Morgan.
      ['export', adminId, 'Exported 2 candidates as CSV (1 erased candidate left out)'],
    ]);
    expect(byAction('candidate.profiles_shared')).toEqual([
      expect.objectContaining({ kind: 'share', actor: demo, what: 'Shared 1 profile with 1 recipient' }),
    ]);
    expect(byAction('gdpr.erasure_requested')).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        actor: demo,
        what: 'Requested the erasure of 1 profile (found by email)',
        target: { type: 'gdpr_erasure', id: erasureId },
      }),
    ]);
    const completed = byAction('gdpr.erasure_completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.what).toMatch(/^Erasure finished: 1 profile, \d+ rows removed$/);
    expect(byAction('gdpr.access_exported')).toEqual([
      expect.objectContaining({ kind: 'access_export', what: 'Access export of 1 profile with 0 files' }),
    ]);
    expect(byAction('gdpr.retention_rule_saved')).toEqual([
      expect.objectContaining({ kind: 'retention', what: 'Created a retention rule: 24 months, UK, off' }),
    ]);
    // Newest first, each at a real time.
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(members.map((m) => m.userId)).toEqual(expect.arrayContaining([adminId, enterpriseAdminId]));
    // Candidates appear by ID at most: no names, addresses or numbers.
    const text = JSON.stringify(entries).toLowerCase();
    for (const needle of [
      'morgan',
      'ownteam',
      'robin',
      MORGAN.email.toLowerCase(),
      ROBIN.email,
      BEA.email,
      'bystander',
    ])
      expect(text, needle).not.toContain(needle);
  });

  it('filters by kind, by member and by days', async () => {
    const reveals = await list('?kind=reveal');
    expect(reveals.entries.map((e) => e.action)).toEqual(['candidate.contacts_revealed']);
    const erasures = await list('?kind=erasure');
    expect(new Set(erasures.entries.map((e) => e.action))).toEqual(
      new Set(['gdpr.subject_lookup', 'gdpr.erasure_requested', 'gdpr.erasure_completed']),
    );
    const theirs = await list(`?userId=${enterpriseAdminId}`);
    expect(theirs.entries.map((e) => e.action)).toEqual(['candidate.exported']);
    expect((await list(`?kind=share&userId=${enterpriseAdminId}`)).entries).toEqual([]);
    // One reveal dated back to last month: the days filter finds it there, and only it.
    const reveal = reveals.entries[0] as Entry;
    await q(`update audit_log set created_at = now() - interval '40 days' where id = $1`, [reveal.id]);
    const then = await list(`?from=${day(-41)}&to=${day(-39)}`);
    expect(then.entries.map((e) => e.id)).toEqual([reveal.id]);
    expect((await list(`?from=${day(1)}`)).entries).toEqual([]);
    const today = await list(`?from=${day(0)}&to=${day(0)}`);
    expect(today.entries.map((e) => e.id)).not.toContain(reveal.id);
    expect(today.entries.length).toBeGreaterThan(5);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const all = (await list('?limit=200')).entries.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });
});

describe('the CSV export', () => {
  it('holds the filtered entries with who, what and when, and is audited itself', async () => {
    const res = await t.admin.post('/api/v1/gdpr/audit/export', { kind: 'export' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe('When (UTC),Kind,Action,Who,Email,What,Target,IP address');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[^,]+,export,candidate\.exported,[^,]+,admin@talentbase\.dev,/,
    );
    expect(lines.join('\n')).toContain('Exported 2 candidates as CSV (1 erased candidate left out)');
    const after = await list('?kind=export');
    expect(after.entries[0]).toMatchObject({
      action: 'gdpr.audit_exported',
      what: 'Exported 2 audit entries as CSV',
    });
  });
});

describe('access and bad input', () => {
  it('refuses members without the permission and shows another team none of it', async () => {
    expect((await t.member.get('/api/v1/gdpr/audit')).status).toBe(403);
    expect((await t.member.post('/api/v1/gdpr/audit/export', {})).status).toBe(403);
    const growth = await t.growthAdmin.get('/api/v1/gdpr/audit');
    expect(growth.status).toBe(200);
    const ours = new Set((await list('?limit=200')).entries.map((e) => e.id));
    expect(growth.body.entries.filter((e: Entry) => ours.has(e.id))).toEqual([]);
    // The other team's erasure and rule ids are not found, exactly like missing ones.
    expect((await t.growthAdmin.get(`/api/v1/gdpr/erasures/${erasureId}`)).status).toBe(404);
    expect((await t.growthAdmin.get(`/api/v1/gdpr/retention-rules/${ruleId}/runs`)).status).toBe(404);
    // A member of another team is not one of ours to filter by: not found, like a missing one.
    const growthAdminId = (await q(`select id::text from users where email = 'growth.admin@talentbase.dev'`))
      .rows[0].id;
    expect((await t.admin.get(`/api/v1/gdpr/audit?userId=${growthAdminId}`)).status).toBe(404);
  });

  it('answers 400 with the field at fault for bad filters, never a 500', async () => {
    const cases: [string, string, RegExp][] = [
      ['kind=nope', 'kind', /from the list/],
      ['userId=not-a-uuid', 'userId', /member/],
      ['from=2026-02-31', 'from', /real date/],
      ['from=0000-01-01', 'from', /real date/],
      ['from=31-01-2026', 'from', /2026-01-31/],
      [`from=${day(0)}&to=${day(-1)}`, 'to', /End before start/],
      ['limit=0', 'limit', /./],
      ['limit=201', 'limit', /./],
      ['limit=ten', 'limit', /./],
      ['cursor=abc', 'cursor', /nextCursor/],
      ['cursor=9999999999999999999', 'cursor', /nextCursor/],
      ['colour=red', '', /./],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.admin.get(`/api/v1/gdpr/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
      if (field) expect(res.body.details.fields[field], query).toMatch(message);
    }
    for (const body of [
      { kind: 'nope' },
      { from: '2026-02-30' },
      { from: day(0), to: day(-1) },
      { limit: 5 },
    ]) {
      const res = await t.admin.post('/api/v1/gdpr/audit/export', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
