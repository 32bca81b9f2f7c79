/**
 * Test setup for enrolment and delivery: the demo accounts on a fresh database, a real SMTP
 * server (MailCatcher) that the demo owner's 'local' mailbox delivers to, a project owned by the
 * demo owner with a recruiter and a hiring manager, a three-step campaign, and candidates made in
 * bulk (the team's own profiles, so their emails are visible to it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { createFileStorage } from '../../storage/file-storage';
import { MailCatcher } from '../mail/mail-catcher';
import type { DeliveryDeps } from './deliver';
import { type DeliveryConfig, deliveryConfigFrom, setDeliveryConfig } from './delivery-config';
import { createSenderCache } from './sender-cache';

export const SECRETS_KEY = 'engage-test-secrets-key-0123456789abcdef';
export const PUBLIC_URL = 'https://tb.example.com';

export type EngageFixture = TestApp & {
  catcher: MailCatcher;
  config: DeliveryConfig;
  teamId: string;
  otherTeamId: string;
  ownerId: string;
  recruiterId: string;
  owner: TestClient;
  recruiter: TestClient;
  manager: TestClient;
  other: TestClient;
  projectId: number;
  mailboxId: number;
  deps: (now?: () => Date) => DeliveryDeps;
  userId: (email: string) => Promise<string>;
};

async function login(t: TestApp, email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.login(email);
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return client;
}

/** `env`: more configuration for the app (e.g. CALENDLY_API_URL pointing at a local server). */
export async function createEngageFixture(
  options: { env?: Record<string, string> } = {},
): Promise<EngageFixture> {
  const catcher = new MailCatcher({ maxMessages: 50_000, maxTotalBytes: 512 * 1024 * 1024 });
  await catcher.start();
  // Uploaded attachments land where the engine reads them, in a folder of this test's own.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-engage-files-'));
  const t = await createTestApp({
    seed: true,
    env: { SECRETS_KEY, PUBLIC_URL, FILES_DIR: filesDir, ...options.env },
  });
  const config = deliveryConfigFrom(
    Buffer.from(SECRETS_KEY, 'utf8'),
    PUBLIC_URL,
    catcher.port,
    createFileStorage({ FILES_DIR: filesDir, DATA_DIR: filesDir }),
  );
  setDeliveryConfig(config);
  const pool = t.db.pool;
  const userId = async (email: string) =>
    (await pool.query('select id from users where email = $1', [email])).rows[0].id as string;
  const teamOf = async (email: string) =>
    (await pool.query('select team_id from team_members where user_id = $1', [await userId(email)])).rows[0]
      .team_id as string;
  const ownerId = await userId('demo@talentbase.dev');
  const recruiterId = await userId('admin@talentbase.dev');
  const teamId = await teamOf('demo@talentbase.dev');
  const otherTeamId = await teamOf('growth.recruiter@talentbase.dev');

  const owner = await login(t, 'demo@talentbase.dev');
  const created = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 2,
    projectName: 'Backend hiring',
  });
  if (created.status !== 200) throw new Error(`create project: ${created.status}`);
  const projectId = Number(created.body.data.projectId);
  for (const [email, role] of [
    ['admin@talentbase.dev', 1],
    ['hiring.manager@talentbase.dev', 2],
  ] as const) {
    await pool.query('insert into project_members (project_id, user_id, role) values ($1, $2, $3)', [
      projectId,
      await userId(email),
      role,
    ]);
  }
  const { rows: mb } = await pool.query(
    `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, daily_cap, min_spacing_seconds, next_send_at)
     values ($1, $2, 'local', 'Dana Demo', 'dana@northwind.example', 100000, 0, now() - interval '1 day') returning id`,
    [teamId, ownerId],
  );
  await pool.query(`insert into engage_team_settings (team_id, privacy_notice) values ($1, $2)`, [
    teamId,
    'We process your data under GDPR art. 6(1)(f).\n\nAsk us to delete it any time.',
  ]);
  const senders = createSenderCache({ pool: { maxConnections: 4, maxMessages: 1000 } });
  return {
    ...t,
    close: async () => {
      senders.closeAll();
      await t.close();
      await catcher.stop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
    catcher,
    config,
    teamId,
    otherTeamId,
    ownerId,
    recruiterId,
    owner,
    recruiter: await login(t, 'admin@talentbase.dev'),
    manager: await login(t, 'hiring.manager@talentbase.dev'),
    other: await login(t, 'growth.recruiter@talentbase.dev'),
    projectId,
    mailboxId: Number(mb[0].id),
    deps: (now) => ({ config, senders, ...(now ? { now } : {}) }),
    userId,
  };
}

export { ALWAYS_OPEN, createCampaign, createCandidates } from './engage-seed';
