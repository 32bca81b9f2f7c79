/**
 * The data-subject access export: one zip download holding `data.json` with everything the team
 * holds about the person (profile, contacts, record, pipelines, notes, tags, activity, files,
 * shares, reveals, saved-search marks, duplicates, merges, audit trail) and the files themselves.
 * Contact details the team never revealed cost a credit, as a reveal would, and are refused when
 * no credit is left, with nothing spent. Only the team's admins may export; another team's person
 * is not found.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestResponse } from '../../test/test-app';
import { createGdprTestApp, type GdprTestApp, MORGAN, PDF, ROBIN } from './gdpr-fixture';
import { giveHistory, type History } from './gdpr-history';

let t: GdprTestApp;
let h: History;
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);

beforeAll(async () => {
  t = await createGdprTestApp();
  h = await giveHistory(t);
}, 180_000);
afterAll(() => t?.close());

/** The export as the browser downloads it: raw bytes, unzipped. */
async function exportOf(
  client: TestClient,
  body: unknown,
): Promise<{ res: TestResponse; files: Record<string, Uint8Array> }> {
  if (!client.cookie('tb_csrf')) await client.get('/api/auth/csrf');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gdpr/access-export',
    headers: {
      cookie: `tb_session=${client.cookie('tb_session')}; tb_csrf=${client.cookie('tb_csrf')}`,
      'x-csrf-token': client.cookie('tb_csrf') ?? '',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
  const out: TestResponse = { status: res.statusCode, body: null, headers: res.headers };
  if (res.statusCode !== 200) {
    out.body = res.json();
    return { res: out, files: {} };
  }
  return { res: out, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

const json = (files: Record<string, Uint8Array>) =>
  JSON.parse(Buffer.from(files['data.json'] ?? new Uint8Array()).toString('utf8'));
const credits = async () =>
  (await q('select credits_used::int as used from teams where id = $1', [t.teamId])).rows[0].used as number;

describe('the export of a team’s own candidate, found by email', () => {
  let files: Record<string, Uint8Array>;
  let data: ReturnType<typeof json>;

  beforeAll(async () => {
    const field = await t.admin.post('/api/v1/team-settings/custom-fields', {
      entity: 'candidate',
      type: 'single_select',
      name: 'Seniority',
      options: [{ label: 'Senior' }, { label: 'Lead' }],
    });
    const valued = await t.admin.put(`/api/v1/candidates/${t.ids.own}/custom-fields`, {
      values: { [field.body.id]: field.body.options[1].id },
    });
    expect(valued.status).toBe(200);
    const got = await exportOf(t.admin, { by: 'email', value: MORGAN.email });
    expect(got.res.status).toBe(200);
    expect(got.res.headers['content-type']).toBe('application/zip');
    expect(String(got.res.headers['content-disposition'])).toMatch(
      /^attachment; filename="access-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(got.res.headers['cache-control']).toBe('no-store');
    files = got.files;
    data = json(files);
  });

  it('is one zip with data.json, a README and the person’s files, byte for byte', () => {
    const fileEntry = Object.keys(files).find((name) => name.startsWith(`files/${t.ids.own}/`));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'data.json', fileEntry].sort());
    expect(fileEntry).toMatch(/Morgan_Ownteam_CV\.pdf$/);
    expect(Buffer.from(files[fileEntry as string] as Uint8Array).equals(PDF)).toBe(true);
    expect(Buffer.from(files['README.txt'] as Uint8Array).toString()).toMatch(/data\.json/);
  });

  it('holds Morgan and the record merged into Morgan, with everything the team holds', () => {
    expect(data).toMatchObject({ exportedBy: 'Dana Demo', foundBy: 'email' });
    expect(data.people.map((p: { candidateId: number }) => p.candidateId)).toEqual([t.ids.own, h.mergedId]);
    const morgan = data.people[0];
    expect(morgan.profile.basic.fullname).toBe(MORGAN.name);
    expect(morgan.contacts.emails.map((e: { address: string }) => e.address.toLowerCase())).toEqual([
      MORGAN.email.toLowerCase(),
    ]);
    expect(morgan.contacts.phones.map((p: { number: string }) => p.number)).toEqual([MORGAN.phone]);
    expect(morgan.record).toMatchObject({ added_by: 'Dana Demo', gdpr_review: false, merged_into: null });
    expect(morgan.pipelines).toEqual([
      expect.objectContaining({ project: 'Backend hiring', category_id: 2 }),
    ]);
    expect(morgan.notes.map((n: { body: string }) => n.body)).toEqual(
      expect.arrayContaining([
        'Met Morgan at the platform meetup.',
        expect.stringMatching(/prefers remote work/),
      ]),
    );
    expect(morgan.tags.map((x: { tag: string }) => x.tag)).toEqual(['platform']);
    expect(morgan.customFields).toEqual([expect.objectContaining({ field: 'Seniority', value: 'Lead' })]);
    expect(morgan.activity.length).toBeGreaterThan(0);
    expect(morgan.files).toEqual([
      expect.objectContaining({
        fileName: h.fileName,
        contentType: 'application/pdf',
        uploadedBy: 'Dana Demo',
      }),
    ]);
    expect(morgan.files[0].inThisExport).toMatch(/^files\//);
    expect(morgan.shares).toHaveLength(2);
    expect(morgan.duplicates).toEqual([expect.objectContaining({ score: expect.any(Number) })]);
    expect(morgan.merges).toEqual([
      expect.objectContaining({ kept: String(t.ids.own), merged: String(h.mergedId) }),
    ]);
    expect(morgan.auditTrail.length).toBeGreaterThan(0);
    expect(data.people[1].record).toMatchObject({ merged_into: String(t.ids.own) });
    expect(data.leftOut).toEqual({
      notesInProjectsYouCannotSee: 0,
      pipelinePositionsInProjectsYouCannotSee: 0,
    });
    // Every date is ISO 8601 in UTC.
    expect(morgan.notes[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('is audited, and changes nothing else', async () => {
    const entries = await q(
      `select metadata from audit_log where team_id = $1 and action = 'gdpr.access_exported' order by id`,
      [t.teamId],
    );
    expect(entries.rows.at(-1)?.metadata).toMatchObject({ lookup: 'email', people: 2, files: 1 });
    const still = await q('select count(*)::int as n from talent_profiles where id = any($1::bigint[])', [
      [t.ids.own, h.mergedId],
    ]);
    expect(still.rows[0].n).toBe(2);
  });
});

describe('open-web profiles', () => {
  it('includes what the team revealed, without spending a credit again', async () => {
    const before = await credits();
    const { res, files } = await exportOf(t.admin, { by: 'phone', value: ROBIN.phone });
    expect(res.status).toBe(200);
    const robin = json(files).people[0];
    expect(robin).toMatchObject({ candidateId: t.ids.open, openWeb: true });
    expect(robin.contacts.emails.map((e: { address: string }) => e.address)).toEqual([ROBIN.email]);
    expect(robin.reveals).toHaveLength(1);
    expect(robin.savedSearches).toHaveLength(1);
    expect(await credits()).toBe(before);
  });

  it('reveals contacts the team never revealed for one credit, and refuses when none is left, spending nothing', async () => {
    const { rows } = await q(
      `select p.id::int as id from talent_profiles p
        where p.team_id is null and p.external_id like 'gen:12:%'
          and not exists (select 1 from contact_reveals r where r.profile_id = p.id)
        order by p.id limit 2`,
    );
    const [first, second] = rows.map((r) => r.id as number);
    const before = await credits();
    const got = await exportOf(t.admin, { by: 'candidate', value: String(first) });
    expect(got.res.status).toBe(200);
    expect(json(got.files).people[0].openWeb).toBe(true);
    expect(await credits()).toBe(before + 1);
    expect((await q('select 1 from contact_reveals where profile_id = $1', [first])).rowCount).toBe(1);

    await q('update teams set contract_credits = credits_used where id = $1', [t.teamId]);
    const exportsBefore = (
      await q(`select count(*)::int as n from audit_log where action = 'gdpr.access_exported'`)
    ).rows[0].n;
    const refused = await exportOf(t.admin, { by: 'candidate', value: String(second) });
    expect(refused.res.status).toBe(422);
    expect(refused.res.body).toMatchObject({ code: 'CREDITS_EXHAUSTED' });
    expect(refused.res.body.message).toMatch(/contact credits/);
    expect(await credits()).toBe(before + 1);
    expect((await q('select 1 from contact_reveals where profile_id = $1', [second])).rowCount).toBe(0);
    const exportsAfter = (
      await q(`select count(*)::int as n from audit_log where action = 'gdpr.access_exported'`)
    ).rows[0].n;
    expect(exportsAfter).toBe(exportsBefore);
  });
});

describe('who may export, and bad input', () => {
  it('only the team’s admins; another team finds only its own people', async () => {
    expect((await exportOf(t.member, { by: 'email', value: MORGAN.email })).res.status).toBe(403);
    expect((await exportOf(t.enterpriseAdmin, { by: 'email', value: MORGAN.email })).res.status).toBe(200);
    expect((await exportOf(t.growthAdmin, { by: 'candidate', value: String(t.ids.own) })).res.status).toBe(
      404,
    );
    // By Morgan's address the growth admin gets their own Gale, never the pro team's Morgan.
    const growth = await exportOf(t.growthAdmin, { by: 'email', value: MORGAN.email });
    expect(growth.res.status).toBe(200);
    expect(json(growth.files).people.map((p: { candidateId: number }) => p.candidateId)).toEqual([
      t.ids.growthOwn,
    ]);
    expect(Object.keys(growth.files).filter((f) => f.startsWith('files/'))).toEqual([]);
  });

  it('answers 404 when nobody matches and 400 with the field at fault for bad input', async () => {
    const nobody = await exportOf(t.admin, { by: 'email', value: 'nobody@nowhere.example' });
    expect(nobody.res.status).toBe(404);
    for (const body of [
      { by: 'email', value: 'no' },
      { by: 'phone', value: '12' },
      { by: 'candidate', value: '-1' },
      { by: 'candidate' },
      { value: 'x@y.z' },
      { by: 'email', value: 'x@y.z', confirm: true },
    ]) {
      const res = await exportOf(t.admin, body);
      expect(res.res.status, JSON.stringify(body)).toBe(400);
      expect(res.res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
