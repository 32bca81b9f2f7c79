/**
 * The caller's mailbox over HTTP: saving with the password sealed and never answered or audited,
 * the SSRF guard with the team's private-host switch, a real connection test against a real SMTP
 * server (right and wrong password), validation, gates and deletion.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { mailboxImapSecretAad } from '../inbound/mailbox-imap';
import { MailCatcher } from '../mail/mail-catcher';
import { mailboxSecretAad } from './mailbox.repository';

const BASE = '/api/tb-v2/v1/engage';
const PASSWORD = 'Sup3r-S3cret-Pässword!';
const IMAP_PASSWORD = 'Imap-0nly-S3cret';
const box = createSecretBox(crypto.randomBytes(32));

let t: TestApp;
let catcher: MailCatcher;
let demo: TestClient;
const answers: unknown[] = [];

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}
/** Every answer is kept: none may ever hold the password. */
async function call(
  client: TestClient,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const res = await client.request(method, url, body);
  answers.push(res.body);
  return res;
}

const smtp = (over: Record<string, unknown> = {}) => ({
  provider: 'smtp',
  fromName: 'Dana Demo',
  fromAddress: 'Dana@Example.com',
  host: '127.0.0.1',
  port: catcher.port,
  security: 'none',
  user: 'dana',
  password: PASSWORD,
  dailyCap: 400,
  minSpacingSeconds: 45,
  ...over,
});

beforeAll(async () => {
  catcher = new MailCatcher({ authenticate: (user, password) => user === 'dana' && password === PASSWORD });
  await catcher.start();
  t = await createTestApp({ seed: true, deps: { secretBox: box } });
  demo = await as('demo@talentbase.dev');
});
afterAll(async () => {
  await t?.close();
  await catcher?.stop();
});

describe('the mailbox', () => {
  it('starts empty, with the team defaults and no local test mail', async () => {
    const res = await call(demo, 'GET', `${BASE}/mailbox`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mailbox: null,
      localTestMail: false,
      defaults: { dailyCap: 400, minSpacingSeconds: 45 },
    });
  });

  it('refuses a host on the loopback or private network unless the team allows it', async () => {
    for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '169.254.169.254']) {
      const res = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ host, security: 'starttls' }));
      expect(res.status, host).toBe(422);
      expect(res.body.message).toMatch(/does not connect to/);
    }
    const test = await call(
      demo,
      'POST',
      `${BASE}/mailbox/test`,
      smtp({ host: 'localhost', security: 'starttls' }),
    );
    expect(test.status).toBe(422);
    const plain = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ host: 'smtp.example.com' }));
    expect(plain.status).toBe(422);
    expect(plain.body.details.fields.security).toMatch(/Unencrypted SMTP/);
    const { rows } = await t.db.db.execute(sql`select 1 from engage_mailboxes`);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fromAddress: 'not-an-email' }, 'fromAddress'],
      [{ fromName: 'Dana\r\nBcc: evil@example.com' }, 'fromName'],
      [{ port: 70000 }, 'port'],
      [{ host: '' }, 'host'],
      [{ security: 'ssl' }, 'security'],
      [{ dailyCap: 0 }, 'dailyCap'],
      [{ minSpacingSeconds: -1 }, 'minSpacingSeconds'],
      [{ provider: 'gmail' }, 'provider'],
    ];
    for (const [over, field] of cases) {
      const res = await call(demo, 'PUT', `${BASE}/mailbox`, smtp(over));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.details.fields), field).toContain(field);
    }
    expect((await call(demo, 'PUT', `${BASE}/mailbox`, { ...smtp(), extra: 1 })).status).toBe(400);
    const malformed = await demo.request('PUT', `${BASE}/mailbox`, '{"provider":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const local = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ provider: 'local' }));
    expect(local.status).toBe(422);
    expect(local.body.message).toMatch(/Local test mail is not running/);
    const { rows } = await t.db.db.execute(sql`select 1 from engage_mailboxes`);
    expect(rows).toHaveLength(0);
  });

  it('saves with private hosts allowed; the password is sealed to the row and never answered', async () => {
    const allow = await call(demo, 'PUT', `${BASE}/team-settings`, { allowPrivateHosts: true });
    expect(allow.status).toBe(200);
    const res = await call(demo, 'PUT', `${BASE}/mailbox`, smtp());
    expect(res.status).toBe(200);
    expect(res.body.mailbox).toMatchObject({
      provider: 'smtp',
      fromAddress: 'dana@example.com',
      host: '127.0.0.1',
      security: 'none',
      user: 'dana',
      hasPassword: true,
      status: 'untested',
    });
    expect(res.body.mailbox).not.toHaveProperty('password');
    const { rows } = await t.db.db.execute<{ id: string; secret: string }>(
      sql`select id, secret from engage_mailboxes`,
    );
    const row = rows[0] as { id: string; secret: string };
    expect(row.secret).not.toContain(PASSWORD);
    expect(box.decrypt(row.secret, mailboxSecretAad(Number(row.id)))).toBe(PASSWORD);
    expect(() => box.decrypt(row.secret, mailboxSecretAad(Number(row.id) + 1))).toThrow();
  });

  it('tests the saved settings against a real SMTP server and stores the result', async () => {
    const ok = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ password: '' }));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, reason: null });
    expect(ok.body.mailbox).toMatchObject({ status: 'ok', lastTestError: null });
    expect(ok.body.mailbox.lastTestedAt).toBeTruthy();
    expect((await call(demo, 'GET', `${BASE}/mailbox`)).body.mailbox.status).toBe('ok');
  });

  it('reports a wrong password in plain words, stored only for the saved settings', async () => {
    const unsaved = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ password: 'wrong-one' }));
    expect(unsaved.body).toMatchObject({ ok: false, reason: 'auth-failed', mailbox: null });
    expect(unsaved.body.message).toMatch(/refused the user name or password/);
    expect((await call(demo, 'GET', `${BASE}/mailbox`)).body.mailbox.status).toBe('ok');

    expect((await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ password: 'wrong-one' }))).status).toBe(200);
    const saved = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ password: '' }));
    expect(saved.body).toMatchObject({ ok: false, reason: 'auth-failed' });
    expect(saved.body.mailbox).toMatchObject({ status: 'failed' });
    expect(saved.body.mailbox.lastTestError).toMatch(/refused the user name or password/);
    expect(JSON.stringify(saved.body)).not.toContain('wrong-one');
    // Back to the right password; a save with the same connection keeps the tested status off.
    const again = await call(demo, 'PUT', `${BASE}/mailbox`, smtp());
    expect(again.body.mailbox.status).toBe('untested');
  });

  it('reports an unreachable server as a failed test, not an error', async () => {
    const closed = new MailCatcher();
    const { port } = await closed.start();
    await closed.stop();
    const res = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ port }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('asks for the password again when the server or user changes', async () => {
    const res = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ user: 'someone-else', password: '' }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields.password).toMatch(/Enter the password again/);
    const test = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ host: '127.0.0.2', password: '' }));
    expect(test.status).toBe(400);
    // Same server and user, blank password: the saved one stays.
    const keep = await call(
      demo,
      'PUT',
      `${BASE}/mailbox`,
      smtp({ password: '', dailyCap: 100, fromName: 'Dana D.' }),
    );
    expect(keep.status).toBe(200);
    expect(keep.body.mailbox).toMatchObject({ hasPassword: true, dailyCap: 100, fromName: 'Dana D.' });
    const ok = await call(demo, 'POST', `${BASE}/mailbox/test`, smtp({ password: '' }));
    expect(ok.body.ok).toBe(true);
  });

  it('keeps IMAP settings for reading replies: its own sealed password, kept, reset and turned off', async () => {
    const imap = { host: '127.0.0.1', port: 993, security: 'tls', user: 'dana', password: IMAP_PASSWORD };
    const res = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ password: '', imap }));
    expect(res.status).toBe(200);
    expect(res.body.mailbox.imap).toEqual({
      host: '127.0.0.1',
      port: 993,
      security: 'tls',
      user: 'dana',
      hasPassword: true,
      status: 'untested',
      lastError: null,
      polledAt: null,
    });
    const { rows } = await t.db.db.execute<{ id: string; imap_secret: string }>(
      sql`select id, imap_secret from engage_mailboxes where imap_secret is not null`,
    );
    const row = rows[0] as { id: string; imap_secret: string };
    expect(box.decrypt(row.imap_secret, mailboxImapSecretAad(Number(row.id)))).toBe(IMAP_PASSWORD);
    // Leaving `imap` out keeps it; the same server and user without a password keep the password.
    const kept = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ password: '', dailyCap: 90 }));
    expect(kept.body.mailbox.imap).toMatchObject({ host: '127.0.0.1', hasPassword: true });
    const same = await call(
      demo,
      'PUT',
      `${BASE}/mailbox`,
      smtp({ password: '', imap: { ...imap, password: '' } }),
    );
    expect(same.body.mailbox.imap.hasPassword).toBe(true);
    // Another user name drops it (the SMTP password is used then).
    const other = await call(
      demo,
      'PUT',
      `${BASE}/mailbox`,
      smtp({ password: '', imap: { ...imap, user: 'x', password: '' } }),
    );
    expect(other.body.mailbox.imap).toMatchObject({ user: 'x', hasPassword: false });
    const off = await call(demo, 'PUT', `${BASE}/mailbox`, smtp({ password: '', imap: null }));
    expect(off.body.mailbox.imap).toBeNull();
  });

  it('refuses IMAP settings it must not use, with the field at fault', async () => {
    const bad = await call(
      demo,
      'PUT',
      `${BASE}/mailbox`,
      smtp({ password: '', imap: { host: '', port: 0, security: 'x' } }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fields)).toEqual(
      expect.arrayContaining(['imap.host', 'imap.port', 'imap.security']),
    );
    const metadata = await call(
      demo,
      'PUT',
      `${BASE}/mailbox`,
      smtp({ password: '', imap: { host: '169.254.169.254', port: 993, security: 'tls' } }),
    );
    expect(metadata.status).toBe(422);
    expect(metadata.body.details.fields['imap.host']).toBeTruthy();
    const local = await call(demo, 'PUT', `${BASE}/mailbox`, {
      provider: 'local',
      fromName: 'Dana',
      fromAddress: 'dana@example.com',
      dailyCap: 400,
      minSpacingSeconds: 45,
      imap: { host: 'imap.example.com', port: 993, security: 'tls' },
    });
    expect(local.status).toBe(422);
    // Nothing of it was written.
    expect((await call(demo, 'GET', `${BASE}/mailbox`)).body.mailbox).toMatchObject({
      provider: 'smtp',
      imap: null,
    });
  });

  it('is per user: another member, another team and the gate', async () => {
    const admin = await as('admin@talentbase.dev');
    expect((await call(admin, 'GET', `${BASE}/mailbox`)).body.mailbox).toBeNull();
    const growth = await as('growth.admin@talentbase.dev');
    expect((await call(growth, 'GET', `${BASE}/mailbox`)).body.mailbox).toBeNull();
    // Growth has not allowed private hosts: its own switch decides.
    expect((await call(growth, 'PUT', `${BASE}/mailbox`, smtp({ user: 'g' }))).status).toBe(422);
    const manager = await as('hiring.manager@talentbase.dev');
    expect((await call(manager, 'GET', `${BASE}/mailbox`)).status).toBe(403);
    expect((await call(manager, 'PUT', `${BASE}/mailbox`, smtp())).status).toBe(403);
    expect((await call(manager, 'POST', `${BASE}/mailbox/test`, smtp())).status).toBe(403);
    expect((await new TestClient(t.app).get(`${BASE}/mailbox`)).status).toBe(401);
  });

  it('never lets the password out: no answer and no audit row holds it', async () => {
    const forms = [PASSWORD, Buffer.from(PASSWORD).toString('base64'), 'wrong-one', IMAP_PASSWORD];
    const everything = JSON.stringify(answers);
    for (const form of forms) expect(everything).not.toContain(form);
    const { rows } = await t.db.db.execute<{ action: string; metadata: unknown }>(
      sql`select action, metadata from audit_log where action like 'engage.mailbox%'`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['engage.mailbox_connected', 'engage.mailbox_updated']),
    );
    for (const form of forms) expect(JSON.stringify(rows)).not.toContain(form);
    expect(rows.some((r) => (r.metadata as { passwordChanged?: boolean }).passwordChanged === true)).toBe(
      true,
    );
  });

  it('is removed with its password, once', async () => {
    const res = await call(demo, 'DELETE', `${BASE}/mailbox`);
    expect(res.status).toBe(200);
    expect((await call(demo, 'GET', `${BASE}/mailbox`)).body.mailbox).toBeNull();
    expect((await call(demo, 'DELETE', `${BASE}/mailbox`)).status).toBe(404);
    const { rows } = await t.db.db.execute(
      sql`select 1 from audit_log where action = 'engage.mailbox_removed'`,
    );
    expect(rows).toHaveLength(1);
  });
});
