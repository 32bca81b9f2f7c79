/**
 * The local test mail of the two-command setup: the catcher stores what a 'local' mailbox sends
 * (team from the AUTH user `team:<id>`), the app lists and shows it per team, users get a local
 * mailbox on first visit, and the installation feature tells the web app the catcher runs.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_GROWTH_USERS,
  DEMO_PRO_USERS,
  DEMO_STARTER_USER,
  seedDemoLocalMailboxes,
} from '../../../db/seed/demo';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import type { MailCatcher } from '../mail/mail-catcher';
import { buildOutgoingMessage } from '../mail/outgoing-message';
import { createSmtpSender } from '../mail/smtp-transport';
import { createLocalMailCatcher, teamOfAuthUser } from './local-mail-catcher';

const ENGAGE = '/api/tb-v2/v1/engage';
let t: TestApp;
let catcher: MailCatcher;
let demo: TestClient;
let growth: TestClient;
const teams: Record<string, string> = {};

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

async function send(authUser: string | null, subject: string, html: string) {
  const sender = createSmtpSender({
    host: '127.0.0.1',
    port: catcher.port,
    security: 'none',
    user: authUser ?? '',
    password: 'anything',
  });
  try {
    return await sender.send(
      buildOutgoingMessage({
        threadId: '7',
        step: 1,
        from: { name: 'Dana Demo', address: 'demo@talentbase.dev' },
        to: { name: 'Casey Candidate', address: 'casey@example.com' },
        subject,
        html,
        text: 'Casey, see our job',
        messageIdDomain: 'talentbase.test',
        messageIdSecret: 'test-secret-test-secret-test-secret',
        unsubscribe: { url: 'http://localhost:3000/u/abc' },
      }),
    );
  } finally {
    sender.close();
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { secretBox: createSecretBox(crypto.randomBytes(32)) } });
  catcher = createLocalMailCatcher(t.db.db, 0);
  await catcher.start();
  await t.app.close();
  // The same database, now with the catcher running (as main.ts does).
  const { buildApp } = await import('../../../app');
  const { loadEnv } = await import('../../../env');
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      API_RATE_LIMIT_PER_MINUTE: '100000',
    }),
    db: t.db.db,
    queueHealthy: async () => true,
    localTestMailPort: catcher.port,
    secretBox: createSecretBox(crypto.randomBytes(32)),
  });
  await app.ready();
  t = {
    ...t,
    app,
    close: async () => {
      await app.close();
      await t.db.close();
    },
  };
  demo = await as('demo@talentbase.dev');
  growth = await as('growth.admin@talentbase.dev');
  const { rows } = await t.db.db.execute<{ name: string; id: string }>(
    sql`select name, id::text as id from teams`,
  );
  for (const r of rows) teams[r.name] = r.id;
});
afterAll(async () => {
  await catcher?.stop();
  await t?.close();
});

describe('local test mail', () => {
  it('reads the team from the catcher sign-in', () => {
    const id = crypto.randomUUID();
    expect(teamOfAuthUser(`team:${id}`)).toBe(id);
    expect(teamOfAuthUser(`team:${id.toUpperCase()}`)).toBe(id);
    for (const bad of [null, '', 'anonymous', 'team:', `team:${id}x`, `x team:${id}`])
      expect(teamOfAuthUser(bad)).toBeNull();
  });

  it('tells the signed-in web app that the catcher runs', async () => {
    const me = await demo.get('/api/auth/me');
    expect(me.body.user.subject.features).toContain('local_test_mail');
  });

  it('gives a user without a mailbox a local one from their own address', async () => {
    const res = await demo.get(`${ENGAGE}/mailbox`);
    expect(res.status).toBe(200);
    expect(res.body.localTestMail).toBe(true);
    expect(res.body.mailbox).toMatchObject({
      provider: 'local',
      fromName: 'Dana Demo',
      fromAddress: 'demo@talentbase.dev',
      minSpacingSeconds: 0,
      hasPassword: false,
      host: null,
    });
    const test = await demo.post(`${ENGAGE}/mailbox/test`, {
      provider: 'local',
      fromName: 'Dana Demo',
      fromAddress: 'demo@talentbase.dev',
      dailyCap: 400,
      minSpacingSeconds: 0,
    });
    expect(test.body).toMatchObject({ ok: true, mailbox: { status: 'ok' } });
  });

  it('stores a message sent with AUTH team:<id> for that team, before it answers 250', async () => {
    const proTeam = teams['Northwind Recruiting'] as string;
    await send(
      `team:${proTeam}`,
      'Hello Casey',
      '<p>Hi <b>Casey</b>, <a href="http://localhost:3000/t/c/xyz">our job</a></p><script>alert(1)</script>',
    );
    await send(null, 'System mail', '<p>no team</p>');
    await send(`team:${crypto.randomUUID()}`, 'Unknown team', '<p>?</p>');
    const { rows } = await t.db.db.execute<{ team_id: string | null; subject: string }>(
      sql`select team_id::text, subject from local_test_mail order by id`,
    );
    expect(rows).toEqual([
      { team_id: proTeam, subject: 'Hello Casey' },
      { team_id: null, subject: 'System mail' },
      { team_id: null, subject: 'Unknown team' },
    ]);
  });

  it('lists the team’s messages newest first, paged, and shows one with its headers', async () => {
    const proTeam = teams['Northwind Recruiting'] as string;
    await send(`team:${proTeam}`, 'Second', '<p>Two</p>');
    const list = await demo.get(`${ENGAGE}/local-mail?pageSize=1`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ enabled: true, port: catcher.port, total: 2, page: 1, pageSize: 1 });
    expect(list.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second']);
    const page2 = await demo.get(`${ENGAGE}/local-mail?page=2&pageSize=1`);
    expect(page2.body.data[0]).toMatchObject({
      subject: 'Hello Casey',
      from: 'demo@talentbase.dev',
      to: ['casey@example.com'],
    });

    const one = await demo.get(`${ENGAGE}/local-mail/${page2.body.data[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.headers).toMatchObject({ subject: 'Hello Casey' });
    expect(one.body.headers.from).toContain('demo@talentbase.dev');
    expect(one.body.headers.to).toContain('casey@example.com');
    expect(one.body.headers.messageId).toMatch(/^<tb\.7\.1\./);
    expect(one.body.headers.date).toBeTruthy();
    expect(one.body.headers.listUnsubscribe).toContain('http://localhost:3000/u/abc');
    expect(one.body.html).toContain('href="http://localhost:3000/t/c/xyz"');
    expect(one.body.html).not.toContain('<script');
    expect(one.body.text).toContain('Casey');
  });

  it('keeps teams apart and refuses bad ids', async () => {
    const list = await growth.get(`${ENGAGE}/local-mail`);
    expect(list.body).toMatchObject({ total: 0, data: [] });
    const { rows } = await t.db.db.execute<{ id: string }>(
      sql`select id::text from local_test_mail order by id limit 1`,
    );
    const id = rows[0]?.id as string;
    expect((await growth.get(`${ENGAGE}/local-mail/${id}`)).status).toBe(404);
    expect((await demo.get(`${ENGAGE}/local-mail/999999`)).status).toBe(404);
    expect((await demo.get(`${ENGAGE}/local-mail/abc`)).status).toBe(400);
    expect((await demo.get(`${ENGAGE}/local-mail?page=0`)).status).toBe(400);
    const manager = await as('hiring.manager@talentbase.dev');
    expect((await manager.get(`${ENGAGE}/local-mail`)).status).toBe(403);
  });
});

describe('the demo seed', () => {
  it('gives every demo user a local mailbox once, leaving a connected one alone', async () => {
    const all = DEMO_PRO_USERS.length + DEMO_GROWTH_USERS.length + 1;
    expect(DEMO_STARTER_USER.email).toBe('starter@talentbase.dev');
    await t.db.db.execute(sql`
      update engage_mailboxes set provider = 'smtp', smtp_host = 'smtp.example.com', smtp_port = 587,
             smtp_security = 'starttls'
       where from_address = 'demo@talentbase.dev'`);
    // demo@ already has one (made when the page was opened above).
    expect(await seedDemoLocalMailboxes(t.db.db)).toBe(all - 1);
    expect(await seedDemoLocalMailboxes(t.db.db)).toBe(0);
    const { rows } = await t.db.db.execute<{ provider: string; n: string; spacing: number }>(sql`
      select provider, count(*) as n, max(min_spacing_seconds) as spacing from engage_mailboxes group by provider order by provider`);
    expect(rows).toEqual([
      { provider: 'local', n: String(all - 1), spacing: 0 },
      { provider: 'smtp', n: '1', spacing: 0 },
    ]);
  });
});

describe('with the catcher off', () => {
  it('has no installation feature, no local mailboxes, and says the list is off', async () => {
    const off = await createTestApp({ seed: true });
    try {
      const c = new TestClient(off.app);
      await c.login('demo@talentbase.dev');
      expect((await c.get('/api/auth/me')).body.user.subject.features).not.toContain('local_test_mail');
      expect((await c.get(`${ENGAGE}/mailbox`)).body).toMatchObject({ mailbox: null, localTestMail: false });
      expect((await c.get(`${ENGAGE}/local-mail`)).body).toMatchObject({
        enabled: false,
        port: null,
        total: 0,
      });
    } finally {
      await off.close();
    }
  });
});
