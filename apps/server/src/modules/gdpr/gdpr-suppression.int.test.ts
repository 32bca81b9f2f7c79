/**
 * The suppression list after an erasure: the person's emails and phones are kept only as keyed
 * hashes (the key lives beside the ledger, not in the database), and neither a CSV import, nor a
 * load of the open-web talent source, nor adding them by hand brings them back, whatever way the
 * address or number is written. Another team's own lists are theirs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPRESSED_ROW_MESSAGE } from '../candidate-import/import-run';
import { loadTalent } from '../talent/talent-loader';
import { createGdprTestApp, eraseThrough, type GdprTestApp, MORGAN, ROBIN } from './gdpr-fixture';
import { IMPORT_HEADER, importCsv } from './gdpr-history';
import { rowsMentioning } from './gdpr-sweeps';
import { SUPPRESSED_MESSAGE } from './suppression';

let t: GdprTestApp;
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);
/** A generated open-web person of the talent source (seed 12), erased on request. */
let generated: { id: number; externalId: string; email: string };

beforeAll(async () => {
  t = await createGdprTestApp();
  const { rows } = await q(`
    select p.id::int, p.external_id, c.emails->0->>'address' as email
      from talent_profiles p join talent_contacts c on c.profile_id = p.id
     where p.team_id is null and p.external_id like 'gen:12:%' and jsonb_array_length(c.emails) > 0
     order by p.id limit 1`);
  generated = { id: rows[0].id, externalId: rows[0].external_id, email: rows[0].email };
  for (const [by, value] of [
    ['email', MORGAN.email],
    ['phone', ROBIN.phone],
    ['candidate', String(generated.id)],
  ] as const) {
    const { erasure } = await eraseThrough(t.admin, by, value);
    if (erasure.body.status !== 'done') throw new Error(`erasure by ${by}: ${JSON.stringify(erasure.body)}`);
  }
}, 180_000);
afterAll(() => t?.close());

const hmac = (key: Buffer, kind: 1 | 2, value: string) =>
  crypto.createHmac('sha256', key).update(`${kind}:${value}`).digest('hex');

describe('what the list holds', () => {
  it('keyed hashes of the normalised email and phone, never the addresses, and not the key', async () => {
    const key = Buffer.from(fs.readFileSync(path.join(t.ledgerDir, 'suppression.key'), 'utf8').trim(), 'hex');
    expect(key.length).toBe(32);
    const team = await q('select kind, hash from gdpr_suppressions where team_id = $1 order by kind, hash', [
      t.teamId,
    ]);
    const hashes = team.rows.map((r) => `${r.kind}:${r.hash}`);
    expect(hashes).toContain(`1:${hmac(key, 1, 'morgan.own@example.org')}`);
    expect(hashes).toContain(`2:${hmac(key, 2, MORGAN.phone)}`);
    // Gmail addresses are one person with or without dots.
    expect(hashes).toContain(`1:${hmac(key, 1, 'robinopenweb@gmail.com')}`);
    const productWide = await q('select count(*)::int as n from gdpr_suppressions where team_id is null');
    // Robin's email and phone, and the generated person's identifiers: open-web people.
    expect(productWide.rows[0].n).toBeGreaterThanOrEqual(3);
    const plain = await rowsMentioning(t.db.pool, [
      MORGAN.email,
      MORGAN.phone,
      ROBIN.email,
      generated.email,
      key.toString('hex'),
    ]);
    // Gale of the growth team keeps Morgan's address as her own; nothing else holds any of it.
    expect(plain.filter((hit) => !new RegExp(`\\b${t.ids.growthOwn}\\b`).test(hit.row))).toEqual([]);
  });
});

describe('nothing brings them back', () => {
  it('a CSV import skips them, however the address or number is written, and names nobody in the report', async () => {
    const before = await q('select count(*)::int as n from talent_profiles');
    const importId = await importCsv(
      t,
      t.admin,
      [
        IMPORT_HEADER,
        `Morgan Again,  ${MORGAN.email.toUpperCase()} ,,Engineer,Globex`,
        'Phone Only,,+44 20 7946 0958,Engineer,Globex',
        'R. O. Web,Robin.Open.Web+jobs@googlemail.com,,Analyst,Acme',
        'Nora Newcomer,nora@newcomer.example,,Analyst,Acme',
      ].join('\n'),
    );
    const progress = (await t.admin.get(`/api/v1/candidates/import/${importId}`)).body;
    expect(progress).toMatchObject({ status: 'done', createdCount: 1, suppressedCount: 3, errorCount: 0 });
    expect(progress.report.map((p: { row: number; message: string }) => [p.row, p.message])).toEqual([
      [2, SUPPRESSED_ROW_MESSAGE],
      [3, SUPPRESSED_ROW_MESSAGE],
      [4, SUPPRESSED_ROW_MESSAGE],
    ]);
    const report = await t.admin.get(`/api/v1/candidates/import/${importId}/report`);
    expect(report.body).not.toMatch(/Morgan Again|Phone Only|R\. O\. Web/);
    const after = await q('select count(*)::int as n from talent_profiles');
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    expect(await rowsMentioning(t.db.pool, ['morgan again', 'phone only', 'r. o. web'])).toEqual([]);
  });

  it('adding them by hand is refused with a clear message, and nothing is written', async () => {
    const before = await q('select count(*)::int as n from talent_profiles');
    for (const body of [
      { fullName: 'Morgan Ownteam', emails: ['morgan.own@example.org'] },
      { fullName: 'M. O.', phones: ['020 7946 0958'], location: 'London, United Kingdom' },
      { fullName: 'Robin', emails: ['robinopenweb@gmail.com'], confirmDuplicate: true },
    ]) {
      const res = await t.admin.post('/api/v1/candidatesV2/create', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ code: 'UNPROCESSABLE', message: SUPPRESSED_MESSAGE });
    }
    const after = await q('select count(*)::int as n from talent_profiles');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('a load of the open-web talent source leaves out the person erased from it', async () => {
    // The source loaded again from scratch: its earlier profiles gone, the same generator and seed.
    await q(`delete from talent_profiles where team_id is null and external_id like 'gen:12:%'`);
    const report = await loadTalent(t.db.db, t.db.pool, { profiles: 30, seed: 12 });
    expect(report.suppressed).toBe(1);
    expect(report.profiles).toBe(29);
    const back = await q('select external_id from talent_profiles where external_id = $1', [
      generated.externalId,
    ]);
    expect(back.rows).toEqual([]);
    expect(await rowsMentioning(t.db.pool, [generated.email])).toEqual([]);
    // The others of the source are there again.
    const loaded = await q(
      `select count(*)::int as n from talent_profiles where external_id like 'gen:12:%'`,
    );
    expect(loaded.rows[0].n).toBe(29);
  });

  it('the pro team’s list is the pro team’s: the growth team may still add Morgan’s phone as their own', async () => {
    const res = await t.growthRecruiter.post('/api/v1/candidatesV2/create', {
      fullName: 'Morgan Elsewhere',
      phones: [MORGAN.phone],
    });
    expect(res.status).toBe(200);
  });
});
