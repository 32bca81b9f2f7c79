/**
 * A backup restored after an erasure brings the person back; the erasure ledger, a file in the
 * data directory outside the database, puts them out again when the server starts. The test takes
 * a backup of the whole database before two erasures (a team's own candidate by email, an
 * open-web profile by phone), restores it afterwards, checks the people really are back, runs the
 * start-up replay and checks they are gone again, with their suppression entries restored, their
 * erasures listed for the admin and an audit entry for each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, restoreDatabase, snapshotDatabase } from './db-snapshot';
import { LEDGER_FILE, readLedger } from './erasure-ledger';
import { replayErasureLedger } from './erasure-replay';
import { createGdprTestApp, eraseThrough, type GdprTestApp, MORGAN, ROBIN } from './gdpr-fixture';
import { giveHistory, type History } from './gdpr-history';
import { rowsMentioning, rowsNaming } from './gdpr-sweeps';

let t: GdprTestApp;
let h: History;
let backup: string;
let erasureIds: string[];
let suppressedAfterErasure: string[];
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);
const NEEDLES = ['ownteam', MORGAN.phone, 'robin openweb', ROBIN.email, ROBIN.phone];
const erasedIds = () => [t.ids.own, h.mergedId, t.ids.open];
/** Hits outside Gale's rows (the growth team's own candidate who shares Morgan's address). */
const leftOver = async (needles: string[]) =>
  (await rowsMentioning(t.db.pool, needles)).filter(
    (hit) => !new RegExp(`\\b${t.ids.growthOwn}\\b`).test(hit.row),
  );
const suppressions = async () =>
  (
    await q(
      `select coalesce(team_id::text, '-') || ':' || kind || ':' || hash as k from gdpr_suppressions order by 1`,
    )
  ).rows.map((r) => r.k as string);

beforeAll(async () => {
  t = await createGdprTestApp();
  h = await giveHistory(t);
  // The backup, taken with the queue stopped so that nothing writes during the copy.
  await t.pauseQueue();
  backup = await snapshotDatabase(t.db.name);
  await t.resumeQueue();
  erasureIds = [];
  for (const [by, value] of [
    ['email', MORGAN.email],
    ['phone', ROBIN.phone],
  ] as const) {
    const { erasure } = await eraseThrough(t.admin, by, value);
    expect(erasure.body.status).toBe('done');
    erasureIds.push(erasure.body.id);
  }
  suppressedAfterErasure = await suppressions();
}, 240_000);
afterAll(async () => {
  await t?.close();
  if (backup) await dropDatabase(backup);
});

describe('the ledger', () => {
  it('is an append-only file in the data directory, outside the database and its cluster', async () => {
    const file = path.join(t.dataDir, 'gdpr-ledger', LEDGER_FILE);
    expect(t.settings.ledgerDir).toBe(path.dirname(file));
    expect(fs.existsSync(file)).toBe(true);
    const { rows } = await q('show data_directory');
    const clusterDir = rows[0].data_directory as string;
    expect(path.relative(clusterDir, file).startsWith('..')).toBe(true);
    const ledger = await readLedger(t.settings.ledgerDir);
    expect(ledger.brokenAt).toEqual([]);
    expect(ledger.entries.map((e) => [e.seq, e.id, e.reason, e.teamId])).toEqual([
      [1, erasureIds[0], 'request', t.teamId],
      [2, erasureIds[1], 'request', t.teamId],
    ]);
    expect(ledger.entries[0]?.profileIds.sort()).toEqual([t.ids.own, h.mergedId].sort());
    expect(ledger.entries[1]?.profileIds).toEqual([t.ids.open]);
  });

  it('holds ids and keyed hashes only: no name, address or number of the people erased', () => {
    const text = fs.readFileSync(path.join(t.ledgerDir, LEDGER_FILE), 'utf8').toLowerCase();
    for (const needle of [...NEEDLES, MORGAN.email.toLowerCase(), 'morgan', 'robinopenweb'])
      expect(text, needle).not.toContain(needle.toLowerCase());
    expect(text).toMatch(/"hash":"[0-9a-f]{64}"/);
  });
});

describe('a restore of the backup taken before the erasures', () => {
  beforeAll(async () => {
    await t.pauseQueue();
    await restoreDatabase(t.db.name, backup);
  }, 60_000);

  it('brings the people back, without their suppression entries (the precondition)', async () => {
    const naming = await rowsNaming(t.db.pool, erasedIds());
    expect(naming['talent_profiles.id']).toBe(3);
    expect((await leftOver(NEEDLES)).length).toBeGreaterThan(0);
    expect(await suppressions()).toEqual([]);
    expect((await q('select count(*)::int as n from gdpr_ledger_applied')).rows[0].n).toBe(0);
    expect((await t.admin.get(`/api/v1/candidates/${t.ids.own}/record`)).status).toBe(200);
  });

  it('is corrected by the start-up replay: gone again everywhere, suppression entries back', async () => {
    const lines: string[] = [];
    const report = await replayErasureLedger(t.db.db, t.settings, (line) => lines.push(line));
    expect(report).toEqual({ entries: 2, applied: 2, brokenAt: [] });
    expect(lines.filter((l) => l.includes('applied erasure'))).toHaveLength(2);
    expect(await rowsNaming(t.db.pool, erasedIds())).toEqual({});
    expect(await leftOver(NEEDLES)).toEqual([]);
    expect(await suppressions()).toEqual(suppressedAfterErasure);
    expect((await t.admin.get(`/api/v1/candidates/${t.ids.own}/record`)).status).toBe(404);
    // The import report held in the restored row named Morgan; the replay took it out again.
    const report2 = await t.admin.get(`/api/v1/candidates/import/${h.importId}/report`);
    expect(report2.body).not.toMatch(/ownteam/i);
  });

  it('records each replay: applied marks, the erasures in the admin’s list, an audit entry', async () => {
    const applied = await q(
      'select erasure_id::text as id, replayed from gdpr_ledger_applied order by applied_at',
    );
    expect(applied.rows).toEqual(erasureIds.map((id) => ({ id, replayed: true })));
    const list = await t.admin.get('/api/v1/gdpr/erasures');
    expect(
      list.body.erasures.map((e: { id: string; reason: string; status: string }) => [
        e.id,
        e.reason,
        e.status,
      ]),
    ).toEqual([...erasureIds].reverse().map((id) => [id, 'replay', 'done']));
    const audit = await q(
      `select target_id from audit_log where action = 'gdpr.erasure_replayed' order by id`,
    );
    expect(audit.rows.map((r) => r.target_id)).toEqual(erasureIds);
  });

  it('applies nothing twice: a second start finds every entry applied', async () => {
    const report = await replayErasureLedger(t.db.db, t.settings, () => {});
    expect(report).toEqual({ entries: 2, applied: 0, brokenAt: [] });
    const audit = await q(`select count(*)::int as n from audit_log where action = 'gdpr.erasure_replayed'`);
    expect(audit.rows[0].n).toBe(2);
  });

  it('still applies every entry of a ledger edited by hand, and says which line broke the chain', async () => {
    await restoreDatabase(t.db.name, backup);
    const file = path.join(t.ledgerDir, LEDGER_FILE);
    const original = fs.readFileSync(file, 'utf8');
    const lines = original.trimEnd().split('\n');
    lines[0] = (lines[0] ?? '').replace(/"at":"[^"]+"/, '"at":"2020-01-01T00:00:00.000Z"');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    try {
      const logged: string[] = [];
      const report = await replayErasureLedger(t.db.db, t.settings, (line) => logged.push(line));
      expect(report).toEqual({ entries: 2, applied: 2, brokenAt: [2] });
      expect(logged[0]).toMatch(/lines 2 do not chain/);
      expect(await rowsNaming(t.db.pool, erasedIds())).toEqual({});
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
