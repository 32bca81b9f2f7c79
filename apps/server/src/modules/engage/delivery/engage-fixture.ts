/**
 * Test setup for enrolment and delivery: the demo accounts on a fresh database, a real SMTP
 * server (MailCatcher) that the demo owner's 'local' mailbox delivers to, a project owned by the
 * demo owner with a recruiter and a hiring manager, a three-step campaign, and candidates made in
 * bulk (the team's own profiles, so their emails are visible to it).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { MailCatcher } from '../mail/mail-catcher';
import type { DeliveryDeps } from './deliver';
import { type DeliveryConfig, deliveryConfigFrom, setDeliveryConfig } from './delivery-config';
import { createSenderCache } from './sender-cache';

export const SECRETS_KEY = 'engage-test-secrets-key-0123456789abcdef';
export const PUBLIC_URL = 'https://tb.example.com';
export const ALWAYS_OPEN = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

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

export async function createEngageFixture(): Promise<EngageFixture> {
  const catcher = new MailCatcher({ maxMessages: 50_000, maxTotalBytes: 512 * 1024 * 1024 });
  await catcher.start();
  const t = await createTestApp({ seed: true, env: { SECRETS_KEY, PUBLIC_URL } });
  const config = deliveryConfigFrom(Buffer.from(SECRETS_KEY, 'utf8'), PUBLIC_URL, catcher.port);
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

export type StepSpec = {
  subject: string;
  body: string;
  delaySeconds?: number;
  delayType?: 'DAYS' | 'WEEKDAYS';
  followupType?: 'SAME_THREAD' | 'NEW_THREAD';
  trackOpen?: boolean;
  trackLink?: boolean;
};

/** A campaign with its steps, made directly in the database (the sequence editor is elsewhere). */
export async function createCampaign(
  db: Database,
  input: {
    teamId: string;
    userId: string;
    projectId?: number | null;
    name?: string;
    status?: string;
    timezone?: string;
    window?: { days: number[]; start: string; end: string };
    steps: StepSpec[];
  },
): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into engage_campaigns (team_id, user_id, sender_user_id, project_id, name, status, schedule_timezone, sending_window)
    values (${input.teamId}, ${input.userId}, ${input.userId}, ${input.projectId ?? null}, ${input.name ?? 'Backend outreach'},
            ${input.status ?? 'ongoing'}, ${input.timezone ?? 'UTC'}, ${JSON.stringify(input.window ?? ALWAYS_OPEN)}::jsonb)
    returning id`);
  const id = Number(rows[0]?.id);
  let step = 1;
  for (const s of input.steps) {
    await db.execute(sql`
      insert into engage_steps (team_id, campaign_id, step, subject, body, delay_type, delay_seconds, followup_type, track_open, track_link)
      values (${input.teamId}, ${id}, ${step}, ${s.subject}, ${s.body}, ${s.delayType ?? 'DAYS'}, ${s.delaySeconds ?? 0},
              ${s.followupType ?? 'SAME_THREAD'}, ${s.trackOpen ?? true}, ${s.trackLink ?? true})`);
    step += 1;
  }
  return id;
}

/**
 * `count` profiles of the team, added to the project at Good Fit. `withEmail(i)` decides who has
 * an address (cand<i>.<tag>@mail.example); `country(i)` where they live.
 */
export async function createCandidates(
  db: Database,
  input: {
    teamId: string;
    projectId?: number | null;
    count: number;
    tag: string;
    withEmail?: (i: number) => boolean;
    country?: (i: number) => string;
  },
): Promise<number[]> {
  const people = Array.from({ length: input.count }, (_, i) => ({
    n: i,
    name: `Casey ${input.tag} ${i}`,
    email: (input.withEmail ?? (() => true))(i) ? `Cand${i}.${input.tag}@Mail.example` : null,
    country: (input.country ?? (() => 'US'))(i),
  }));
  const { rows } = await db.execute<{ id: string; n: number }>(sql`
    insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, doc)
    select ${input.teamId}, 'import', ${input.tag} || '-' || x.n, x.name, 'Engineer', 'Acme',
           jsonb_build_object(
             'basic', jsonb_build_object('fullname', x.name, 'current_title', 'Staff Engineer',
                                         'current_company', 'Acme & Co', 'opt_out', false, 'gdpr_status', 'none'),
             'norm_location', jsonb_build_object('country_code', x.country, 'in_gdpr', x.country <> 'US'))::text
      from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as x(n int, name text, email text, country text)
    returning id, split_part(external_id, '-', 2)::int as n`);
  const idOf = new Map(rows.map((r) => [Number(r.n), Number(r.id)]));
  const contacts = people
    .filter((p) => p.email)
    .map((p) => ({ id: idOf.get(p.n), emails: [{ address: p.email, type: 'work', primary: true }] }));
  await db.execute(sql`
    insert into talent_contacts (profile_id, emails)
    select x.id, x.emails from jsonb_to_recordset(${JSON.stringify(contacts)}::jsonb) as x(id bigint, emails jsonb)`);
  await db.execute(sql`
    insert into team_candidates (team_id, profile_id)
    select ${input.teamId}, unnest(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[]) on conflict do nothing`);
  if (input.projectId)
    await db.execute(sql`
      insert into project_candidates (project_id, profile_id)
      select ${input.projectId}, unnest(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[])`);
  return people.map((p) => idOf.get(p.n) as number);
}
