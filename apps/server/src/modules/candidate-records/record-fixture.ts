/**
 * Test setup for candidate records: the demo accounts, a little generated talent (so search has
 * its dictionary), one open-web profile, one own profile per demo team, and a project of the pro
 * team holding the open-web and own profiles with a member for each project role.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema/index';
import { CITIES, contacts, fixtureDoc } from '../../test/talent-fixture';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { loadDictionary } from '../talent/dictionary';
import { insertProfiles } from '../talent/talent.repository';
import { loadTalent } from '../talent/talent-loader';

export type RecordTestApp = TestApp & {
  filesDir: string;
  ids: { open: number; own: number; growthOwn: number; stranger: number };
  projectId: string;
  owner: TestClient; // demo@: project owner, enterprise member (candidateEdit, candidateShare)
  recruiter: TestClient; // admin@: recruiter (1)
  manager: TestClient; // hiring.manager@: hiring manager (2)
  viewer: TestClient; // crm@: collaborator (0), no candidateEdit gate
  outsider: TestClient; // org.admin@: same team, not on the project
  other: TestClient; // growth.recruiter@: another team
  userId: (email: string) => Promise<string>;
};

const FIELDS = {
  jobTitle: 'Backend Engineer',
  projectStatus: 2,
  projectName: 'Backend hiring',
};

const spec = (name: string, title: string, company: string) => ({
  name,
  title,
  company,
  city: CITIES.austin,
  years: 6,
  seniority: 'senior',
  skills: ['Go', 'PostgreSQL'],
  education: [{ school: 'University of Texas at Austin', degree: 'bachelor', major: 'Computer Science' }],
});

async function login(t: TestApp, email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.login(email);
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return client;
}

export async function createRecordTestApp(): Promise<RecordTestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-candidate-files-'));
  const t = await createTestApp({ seed: true, env: { FILES_DIR: filesDir } });
  const { db } = t.db;
  const [pro] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Recruiting'));
  const [growth] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Growth'));
  if (!pro || !growth) throw new Error('demo teams missing');
  await loadTalent(db, t.db.pool, { profiles: 30, seed: 11 });
  const dict = await loadDictionary(db);
  const inserted = await db.transaction((tx) =>
    insertProfiles(tx, dict, [
      {
        teamId: null,
        source: 'hiretual',
        doc: fixtureDoc(spec('Robin Openweb', 'Data Engineer', 'Acme')),
        contacts: contacts('personal'),
      },
      {
        teamId: pro.id,
        source: 'import',
        doc: fixtureDoc(spec('Morgan Ownteam', 'Platform Engineer', 'Globex')),
        contacts: contacts('work'),
      },
      {
        teamId: growth.id,
        source: 'import',
        doc: fixtureDoc(spec('Gale Growthown', 'Nurse', 'Initech')),
        contacts: contacts('none'),
      },
      {
        teamId: null,
        source: 'hiretual',
        doc: fixtureDoc(spec('Sasha Stranger', 'Designer', 'Umbrella')),
        contacts: contacts('none'),
      },
    ]),
  );
  const [open, own, growthOwn, stranger] = inserted as [number, number, number, number];

  const owner = await login(t, 'demo@talentbase.dev');
  const created = await owner.post('/api/v1/projects/create', FIELDS);
  if (created.status !== 200)
    throw new Error(`create project: ${created.status} ${JSON.stringify(created.body)}`);
  const projectId = created.body.data.projectId as string;
  const added = await owner.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [open, own] });
  if (added.status !== 200) throw new Error(`add candidates: ${added.status}`);

  const userId = async (email: string) =>
    (await t.db.pool.query('select id from users where email = $1', [email])).rows[0].id as string;
  for (const [email, role] of [
    ['admin@talentbase.dev', 1],
    ['hiring.manager@talentbase.dev', 2],
    ['crm@talentbase.dev', 0],
  ] as const) {
    await t.db.pool.query('insert into project_members (project_id, user_id, role) values ($1, $2, $3)', [
      projectId,
      await userId(email),
      role,
    ]);
  }

  // The growth team works with the same open-web profile in a project of its own.
  const other = await login(t, 'growth.recruiter@talentbase.dev');
  const theirs = await other.post('/api/v1/projects/create', { ...FIELDS, projectName: 'Growth hiring' });
  await other.post(`/api/v1/projects/${theirs.body.data.projectId}/candidates`, {
    candidateIds: [open, growthOwn],
  });

  return {
    ...t,
    close: async () => {
      await t.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
    filesDir,
    ids: { open, own, growthOwn, stranger },
    projectId,
    owner,
    recruiter: await login(t, 'admin@talentbase.dev'),
    manager: await login(t, 'hiring.manager@talentbase.dev'),
    viewer: await login(t, 'crm@talentbase.dev'),
    outsider: await login(t, 'org.admin@talentbase.dev'),
    other,
    userId,
  };
}

/** Rows of a table for a profile, to prove a refused call wrote nothing. */
export async function countRows(t: TestApp, table: string, profileId: number): Promise<number> {
  const { rows } = await t.db.pool.query(`select count(*)::int as n from ${table} where profile_id = $1`, [
    profileId,
  ]);
  return rows[0].n as number;
}
