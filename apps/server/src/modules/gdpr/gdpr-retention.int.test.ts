/**
 * Retention rules: a team deletes its candidates in chosen regions (here the EU and the UK) who
 * have not been engaged for N months. The dry run counts them and deletes nothing; a rule runs
 * nightly only once a dry run of its current criteria was seen; the nightly sweep (through the
 * real job queue) deletes exactly those candidates, through the erasure, and nobody else: not the
 * engaged, not the recent, not those elsewhere, not the consented, not another team's.
 *
 * Months cannot pass in a test: the candidates' records are dated back instead (the dates a
 * recruiter's work leaves: added, pipeline moves, notes, activity).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, fixtureDoc } from '../../test/talent-fixture';
import { loadDictionary } from '../talent/dictionary';
import { insertProfiles } from '../talent/talent.repository';
import { readLedger } from './erasure-ledger';
import { addCandidate, createGdprTestApp, type GdprTestApp } from './gdpr-fixture';
import { rowsNaming, teamFootprint } from './gdpr-sweeps';
import { runRule } from './retention-run';
import { run as runSweep } from './retention-sweep.handler';
import { retentionSweepJob } from './retention-sweep.job';

let t: GdprTestApp;
const q = (text: string, params: unknown[] = []) => t.db.pool.query(text, params);
const people: Record<'alma' | 'bruno' | 'carla' | 'dora' | 'fay' | 'eve' | 'gus', number> = {
  alma: 0,
  bruno: 0,
  carla: 0,
  dora: 0,
  fay: 0,
  eve: 0,
  gus: 0,
};
const RULE = { name: 'EU and UK, unengaged for a year', months: 12, regions: ['EU', 'UK'] };
let ruleId: string;

/** Dates every trace of the team's work on the candidates back by `months`. */
async function ageRecords(teamId: string, ids: number[], months: number): Promise<void> {
  const back = `${months} months`;
  await q(
    `update team_candidates set created_at = now() - $3::interval, updated_at = now() - $3::interval
      where team_id = $1 and profile_id = any($2::bigint[])`,
    [teamId, ids, back],
  );
  for (const table of ['candidate_activities', 'contact_reveals'])
    await q(
      `update ${table} set created_at = now() - $3::interval where team_id = $1 and profile_id = any($2::bigint[])`,
      [teamId, ids, back],
    );
  await q(
    `update candidate_notes set created_at = now() - $3::interval, updated_at = now() - $3::interval
      where team_id = $1 and profile_id = any($2::bigint[])`,
    [teamId, ids, back],
  );
  await q(
    `update project_candidates pc set created_at = now() - $3::interval, stage_updated_at = now() - $3::interval
       from projects p where p.id = pc.project_id and p.team_id = $1 and pc.profile_id = any($2::bigint[])`,
    [teamId, ids, back],
  );
}

beforeAll(async () => {
  t = await createGdprTestApp();
  const add = (name: string, location: string) =>
    addCandidate(t.admin, {
      fullName: name,
      location,
      projectId: t.projectId,
      emails: [`${name.split(' ')[0]?.toLowerCase()}@people.example`],
    });
  people.alma = await add('Alma Oldeu', 'London, United Kingdom');
  people.bruno = await add('Bruno Engaged', 'Paris, France');
  people.carla = await add('Carla Faraway', 'Austin, TX, United States');
  people.dora = await add('Dora Recent', 'Berlin, Germany');
  people.fay = await add('Fay Consented', 'Madrid, Spain');
  // Fay said yes to being kept (her profile's GDPR status; the consent flow sets it in the product).
  await q(
    `update talent_profiles set doc = replace(doc, '"gdpr_status":"pending_review"', '"gdpr_status":"consented"') where id = $1`,
    [people.fay],
  );
  // Eve: an open-web profile in the UK that both teams hold in a project.
  const [eve] = await t.db.db.transaction(async (tx) =>
    insertProfiles(tx, await loadDictionary(tx), [
      {
        teamId: null,
        source: 'hiretual',
        doc: fixtureDoc({
          name: 'Eve Openeu',
          title: 'Nurse',
          company: 'Initech',
          city: CITIES.london,
          years: 4,
          seniority: 'mid',
          skills: ['Care'],
        }),
        contacts: { emails: [{ address: 'eve@openeu.example', type: 'personal' }], phones: [] },
      },
    ]),
  );
  people.eve = eve as number;
  await t.admin.post(`/api/v1/projects/${t.projectId}/candidates`, { candidateIds: [people.eve] });
  await t.growthRecruiter.post(`/api/v1/projects/${t.growthProjectId}/candidates`, {
    candidateIds: [people.eve],
  });
  people.gus = await addCandidate(t.growthRecruiter, {
    fullName: 'Gus Growthold',
    location: 'London, United Kingdom',
    projectId: t.growthProjectId,
  });
  const { alma, bruno, carla, fay, eve: e, gus } = people;
  await ageRecords(t.teamId, [alma, bruno, carla, fay, e], 14);
  await ageRecords(t.growthTeamId, [gus, e], 14);
  // Bruno was written about last week: engaged.
  const note = await t.admin.post('/api/v1/pipelines/addNotes', {
    candidateId: bruno,
    body: 'Call back',
    visibility: 0,
  });
  expect(note.status).toBe(200);
}, 180_000);
afterAll(() => t?.close());

describe('rules and the dry run', () => {
  it('creates a rule switched off, and refuses to switch it on before a dry run', async () => {
    const created = await t.admin.post('/api/v1/gdpr/retention-rules', RULE);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ...RULE,
      suppress: false,
      enabled: false,
      dryRun: null,
      lastRun: null,
    });
    ruleId = created.body.id;
    const on = await t.admin.put(`/api/v1/gdpr/retention-rules/${ruleId}`, { ...RULE, enabled: true });
    expect(on.status).toBe(409);
    expect(on.body.details.fields.enabled).toMatch(/dry run/);
    expect((await t.admin.post('/api/v1/gdpr/retention-rules', { ...RULE, enabled: true })).status).toBe(409);
  });

  it('counts who would go (Alma, and the team’s records of Eve) and deletes nothing', async () => {
    const before = await rowsNaming(t.db.pool, Object.values(people));
    const footprint = await teamFootprint(t.db.pool, t.growthTeamId);
    const dry = await t.admin.post(`/api/v1/gdpr/retention-rules/${ruleId}/dry-run`);
    expect(dry.status).toBe(200);
    expect(dry.body.run).toMatchObject({ kind: 'dry_run', status: 'done', matched: 2, erased: 0 });
    expect(dry.body.run.counts).toEqual({ own_profiles: 1, open_web_records: 1 });
    expect(dry.body.rule.dryRun).toMatchObject({ count: 2 });
    expect(await rowsNaming(t.db.pool, Object.values(people))).toEqual(before);
    expect(await teamFootprint(t.db.pool, t.growthTeamId)).toEqual(footprint);
  });

  it('switches on after the dry run; changed criteria need a new one', async () => {
    const changed = await t.admin.put(`/api/v1/gdpr/retention-rules/${ruleId}`, {
      ...RULE,
      months: 18,
      enabled: true,
    });
    expect(changed.status).toBe(409);
    const on = await t.admin.put(`/api/v1/gdpr/retention-rules/${ruleId}`, { ...RULE, enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, months: 12, dryRun: { count: 2 } });
  });
});

describe('the nightly sweep', () => {
  let growthBefore: Record<string, number>;
  let keptBefore: Record<string, number>;

  beforeAll(async () => {
    growthBefore = await rowsNaming(t.db.pool, [people.gus]);
    keptBefore = await rowsNaming(t.db.pool, [people.bruno, people.carla, people.dora, people.fay]);
    // As the schedule does at 02:30: the sweep job, which queues one run per rule.
    await t.queue?.send(retentionSweepJob, { limit: 1000 });
    for (let i = 0; i < 300; i++) {
      const { rows } = await q(`select status from retention_runs where kind = 'run'`);
      if (rows[0] && rows[0].status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  it('deletes exactly the unengaged candidates in the regions, through the erasure', async () => {
    const rule = await t.admin.get('/api/v1/gdpr/retention-rules');
    const last = rule.body.rules[0].lastRun;
    expect(last).toMatchObject({ kind: 'run', status: 'done', matched: 2, erased: 2 });
    expect(last.counts).toMatchObject({ talent_profiles: 1, team_candidates: 2, project_candidates: 2 });
    // Alma, the team's own candidate, is gone entirely.
    expect(await rowsNaming(t.db.pool, [people.alma])).toEqual({});
    // Eve's profile stays for everyone else; only the pro team's records of her went.
    const eve = await q(
      `select (select count(*)::int from talent_profiles where id = $1) as profile,
              (select array_agg(team_id::text) from team_candidates where profile_id = $1) as teams`,
      [people.eve],
    );
    expect(eve.rows[0]).toEqual({ profile: 1, teams: [t.growthTeamId] });
    const erasure = await q(`select reason, status, people from gdpr_erasures where reason = 'retention'`);
    expect(erasure.rows).toEqual([{ reason: 'retention', status: 'done', people: 2 }]);
    const ledger = await readLedger(t.ledgerDir);
    expect(ledger.entries.map((e) => [e.reason, e.profileIds, e.teamRecordIds])).toEqual([
      ['retention', [people.alma], [people.eve]],
    ]);
  });

  it('keeps the engaged, the recent, those elsewhere, the consented and the other team', async () => {
    expect(await rowsNaming(t.db.pool, [people.bruno, people.carla, people.dora, people.fay])).toEqual(
      keptBefore,
    );
    expect(await rowsNaming(t.db.pool, [people.gus])).toEqual(growthBefore);
    const growthEve = await q('select 1 from project_candidates where project_id = $1 and profile_id = $2', [
      t.growthProjectId,
      people.eve,
    ]);
    expect(growthEve.rowCount).toBe(1);
    // Expiry is not an objection: nobody was put on the suppression list.
    expect((await q('select count(*)::int as n from gdpr_suppressions')).rows[0].n).toBe(0);
    const audit = await q(
      `select metadata from audit_log where team_id = $1 and action = 'gdpr.retention_run'`,
      [t.teamId],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].metadata).toMatchObject({ matched: 2 });
  });

  it('runs each rule once a night: a second sweep and a retried run add nothing', async () => {
    await runSweep({ limit: 1000 }, { db: t.db.db, log: { info: () => {}, error: () => {} } });
    const today = new Date().toISOString().slice(0, 10);
    expect(await runRule(t.db.db, Number(ruleId), today, t.settings)).toBeNull();
    const runs = await t.admin.get(`/api/v1/gdpr/retention-rules/${ruleId}/runs`);
    expect(runs.body.runs.map((r: { kind: string }) => r.kind)).toEqual(['run', 'dry_run']);
  });
});

describe('who may set rules, and bad input', () => {
  it('hides a rule from another team (404) and refuses members (403)', async () => {
    const other = t.growthAdmin;
    expect((await other.get('/api/v1/gdpr/retention-rules')).body.rules).toEqual([]);
    expect((await other.put(`/api/v1/gdpr/retention-rules/${ruleId}`, RULE)).status).toBe(404);
    expect((await other.post(`/api/v1/gdpr/retention-rules/${ruleId}/dry-run`)).status).toBe(404);
    expect((await other.get(`/api/v1/gdpr/retention-rules/${ruleId}/runs`)).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/gdpr/retention-rules/${ruleId}`)).status).toBe(404);
    expect((await t.member.get('/api/v1/gdpr/retention-rules')).status).toBe(403);
    expect((await t.member.post('/api/v1/gdpr/retention-rules', RULE)).status).toBe(403);
    const still = await t.admin.get('/api/v1/gdpr/retention-rules');
    expect(still.body.rules.map((r: { id: string }) => r.id)).toEqual([ruleId]);
  });

  it('answers 400 with the field at fault, and 404 for ids that cannot exist', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...RULE, months: 0 }, 'months', /At least 1 month/],
      [{ ...RULE, months: 1.5 }, 'months', /whole number/],
      [{ ...RULE, months: '12' }, 'months', /number of months/],
      [{ ...RULE, regions: [] }, 'regions', /at least one region/],
      [{ ...RULE, regions: ['US'] }, 'regions', /from the list/],
      [{ ...RULE, name: '  ' }, 'name', /Name the rule/],
      [{ ...RULE, name: 'x'.repeat(81) }, 'name', /At most 80/],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.admin.post('/api/v1/gdpr/retention-rules', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const fields = res.body.details.fields as Record<string, string>;
      const key = Object.keys(fields).find((k) => k.startsWith(field));
      expect(key, JSON.stringify(fields)).toBeDefined();
      expect(fields[key as string]).toMatch(message);
    }
    for (const id of ['abc', '0', '99999999999999999999', '-1'])
      expect((await t.admin.post(`/api/v1/gdpr/retention-rules/${id}/dry-run`)).status, id).toBe(404);
  });

  it('deletes a rule and keeps its runs', async () => {
    const res = await t.admin.request('DELETE', `/api/v1/gdpr/retention-rules/${ruleId}`);
    expect(res.status).toBe(200);
    const runs = await q('select rule_id from retention_runs');
    expect(runs.rows).toEqual([{ rule_id: null }, { rule_id: null }]);
  });
});
