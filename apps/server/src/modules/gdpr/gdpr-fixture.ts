/**
 * Test setup for data protection: the demo accounts on a database and a data directory of their
 * own (files, import uploads, the erasure ledger), a little generated talent, and the people the
 * tests erase or keep:
 *  - Morgan, the pro team's own candidate (added by hand through the API, so with match keys);
 *  - Robin, an open-web profile both the pro and the growth team have in a project;
 *  - Bea, a bystander in the pro team's same project;
 *  - Gale, the growth team's own candidate who shares Morgan's email address (another team's
 *    data: a pro erasure must not reach it).
 * Helpers upload files and CSVs as the browser does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { teams } from '../../db/schema/index';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { CITIES, fixtureDoc } from '../../test/talent-fixture';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';
import { multipart, PDF_FILE } from '../projects/project-test-helpers';
import { loadDictionary } from '../talent/dictionary';
import { insertProfiles } from '../talent/talent.repository';
import { loadTalent } from '../talent/talent-loader';
import { type GdprSettings, gdprSettings } from './gdpr-settings';

export type GdprTestApp = TestApp & {
  dataDir: string;
  filesDir: string;
  ledgerDir: string;
  settings: GdprSettings;
  /** The job queue with its workers (null while paused, e.g. around a backup and a restore). */
  queue: JobQueue | null;
  pauseQueue: () => Promise<void>;
  resumeQueue: () => Promise<void>;
  teamId: string;
  growthTeamId: string;
  ids: { own: number; open: number; bystander: number; growthOwn: number };
  projectId: string;
  growthProjectId: string;
  admin: TestClient; // demo@: team admin of the pro team (and project owner)
  enterpriseAdmin: TestClient; // admin@: enterprise admin of the pro team, not team admin
  member: TestClient; // hiring.manager@: a member without the data-protection gate
  growthAdmin: TestClient; // growth.admin@: another team's admin
  growthRecruiter: TestClient;
};

export const MORGAN = {
  name: 'Morgan Ownteam',
  email: 'Morgan.Own@Example.org',
  phone: '+442079460958',
};
export const ROBIN = { name: 'Robin Openweb', email: 'robin.openweb@gmail.com', phone: '+15125550142' };
export const BEA = { name: 'Bea Bystander', email: 'bea@umbrella.example' };

export async function login(t: TestApp, email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.login(email);
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return client;
}

/** A candidate added by hand, as the "Add candidate" dialog does; fails loudly otherwise. */
export async function addCandidate(client: TestClient, body: Record<string, unknown>): Promise<number> {
  const res = await client.post('/api/v1/candidatesV2/create', body);
  if (res.status !== 200) throw new Error(`create candidate: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profileId as number;
}

export async function createGdprTestApp(env: Record<string, string> = {}): Promise<GdprTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-gdpr-'));
  const filesDir = path.join(dataDir, 'files');
  const ledgerDir = path.join(dataDir, 'gdpr-ledger');
  const t = await createTestApp({
    seed: true,
    env: { DATA_DIR: dataDir, FILES_DIR: filesDir, GDPR_LEDGER_DIR: ledgerDir, ...env },
  });
  // The real queue and its workers: erasures, imports and scans run as jobs, as in production.
  const startWorking = async () => {
    const started = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
    await started.startWorkers(t.db.db);
    return started;
  };
  const queue = await startWorking();
  const { db } = t.db;
  const [pro] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Recruiting'));
  const [growth] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Northwind Growth'));
  if (!pro || !growth) throw new Error('demo teams missing');
  await loadTalent(db, t.db.pool, { profiles: 30, seed: 12 });
  const dict = await loadDictionary(db);
  const [open] = await db.transaction((tx) =>
    insertProfiles(tx, dict, [
      {
        teamId: null,
        source: 'hiretual',
        doc: fixtureDoc({
          name: ROBIN.name,
          title: 'Data Engineer',
          company: 'Acme',
          city: CITIES.austin,
          years: 6,
          seniority: 'senior',
          skills: ['Go', 'PostgreSQL'],
        }),
        contacts: {
          emails: [{ address: ROBIN.email, type: 'personal', primary: true }],
          phones: [{ number: ROBIN.phone, type: 'personal' }],
        },
      },
    ]),
  );
  if (!open) throw new Error('open-web profile not inserted');

  const admin = await login(t, 'demo@talentbase.dev');
  const created = await admin.post('/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 0,
    projectName: 'Backend hiring',
  });
  if (created.status !== 200) throw new Error(`create project: ${created.status}`);
  const projectId = created.body.data.projectId as string;
  const person = { company: 'Globex', location: 'London, United Kingdom', skills: ['Go', 'PostgreSQL'] };
  const own = await addCandidate(admin, {
    ...person,
    projectId,
    fullName: MORGAN.name,
    title: 'Platform Engineer',
    emails: [MORGAN.email],
    phones: [MORGAN.phone],
    notes: 'Met Morgan at the platform meetup.',
  });
  const bystander = await addCandidate(admin, {
    ...person,
    projectId,
    fullName: BEA.name,
    title: 'Designer',
    company: 'Umbrella',
    emails: [BEA.email],
  });
  const added = await admin.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [open] });
  if (added.status !== 200) throw new Error(`add candidates: ${added.status}`);

  const growthRecruiter = await login(t, 'growth.recruiter@talentbase.dev');
  const theirs = await growthRecruiter.post('/api/v1/projects/create', {
    jobTitle: 'Data Engineer',
    projectStatus: 0,
    projectName: 'Growth hiring',
  });
  const growthProjectId = theirs.body.data.projectId as string;
  const growthOwn = await addCandidate(growthRecruiter, {
    ...person,
    projectId: growthProjectId,
    fullName: 'Gale Growthown',
    title: 'Nurse',
    company: 'Initech',
    emails: [MORGAN.email],
  });
  const growthAdded = await growthRecruiter.post(`/api/v1/projects/${growthProjectId}/candidates`, {
    candidateIds: [open],
  });
  if (growthAdded.status !== 200) throw new Error(`growth add: ${growthAdded.status}`);

  const fixture: GdprTestApp = {
    ...t,
    queue,
    pauseQueue: async () => {
      await fixture.queue?.stop();
      fixture.queue = null;
    },
    resumeQueue: async () => {
      fixture.queue ??= await startWorking();
    },
    close: async () => {
      await fixture.queue?.stop();
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
    filesDir,
    ledgerDir,
    // What buildApp configured from the env above (the same object the routes use).
    settings: gdprSettings(),
    teamId: pro.id,
    growthTeamId: growth.id,
    ids: { own, open, bystander, growthOwn },
    projectId,
    growthProjectId,
    admin,
    enterpriseAdmin: await login(t, 'admin@talentbase.dev'),
    member: await login(t, 'hiring.manager@talentbase.dev'),
    growthAdmin: await login(t, 'growth.admin@talentbase.dev'),
    growthRecruiter,
  };
  return fixture;
}

/** multipart/form-data with the client's cookies and CSRF token, like the browser. */
export function postMultipart(
  t: TestApp,
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type?: string }[],
): Promise<TestResponse> {
  return multipart(
    t.app,
    client,
    url,
    fields,
    files.map(({ type, ...f }) => ({ ...f, contentType: type })),
  );
}

export const PDF = PDF_FILE;

/** Files under a directory, recursively (to prove files left the disk). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Waits for an erasure to finish, polling as the admin page does. */
export async function waitForErasure(client: TestClient, id: string): Promise<TestResponse> {
  for (let i = 0; i < 300; i++) {
    const res = await client.get(`/api/v1/gdpr/erasures/${id}`);
    if (res.body?.status === 'done' || res.body?.status === 'failed') return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('erasure did not finish');
}

/** Looks the person up, erases everyone found and waits for the job: what an admin does. */
export async function eraseThrough(
  client: TestClient,
  by: 'candidate' | 'email' | 'phone',
  value: string,
): Promise<{ preview: TestResponse; erasure: TestResponse }> {
  const preview = await client.post('/api/v1/gdpr/subjects/lookup', { by, value });
  if (preview.status !== 200) throw new Error(`lookup: ${preview.status} ${JSON.stringify(preview.body)}`);
  const candidateIds = preview.body.people.map((p: { candidateId: number }) => p.candidateId);
  const started = await client.post('/api/v1/gdpr/erasures', { by, value, candidateIds, confirm: true });
  if (started.status !== 200) throw new Error(`erasure: ${started.status} ${JSON.stringify(started.body)}`);
  return { preview, erasure: await waitForErasure(client, started.body.id) };
}
