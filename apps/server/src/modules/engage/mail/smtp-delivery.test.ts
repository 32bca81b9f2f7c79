/**
 * Sending through real SMTP servers on 127.0.0.1: the built-in catcher, and plain smtp-server
 * instances where a case needs a server that insists on a password, on TLS, or never greets.
 * No database, so these run in the unit project; every server listens on a free loopback port.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCertificate } from '../../../test/test-certificate';
import { MailHeaderError } from './header-values';
import { MailCatcher } from './mail-catcher';
import { parseMessageId } from './message-id';
import { buildOutgoingMessage, type OutgoingMessageInput } from './outgoing-message';
import { SmtpError } from './smtp-failure';
import { createSmtpSender, type MailboxSettings, testConnection } from './smtp-transport';

const SECRET = 'delivery-test-secret-0123456789';
const THREAD = '7d3e9a40-1111-4000-8000-00000000abcd';
const first: OutgoingMessageInput = {
  threadId: THREAD,
  step: 1,
  from: { name: 'Ann Lee', address: 'ann@agency.example' },
  to: { name: 'Bob Stone', address: 'bob@candidate.example' },
  bcc: [{ address: 'archive@agency.example' }],
  subject: 'A role at Acme, Bob',
  html: '<p>Hello <b>Bob</b></p>',
  text: 'Hello Bob',
  messageIdDomain: 'mail.talentbase.example',
  messageIdSecret: SECRET,
  unsubscribe: {
    url: 'https://app.talentbase.example/u/tok-abc',
    mailto: { address: 'unsubscribe@talentbase.example' },
  },
};
const quickTimeouts = { connection: 5_000, greeting: 5_000, socket: 10_000, dns: 5_000 };

async function listen(server: SMTPServer): Promise<number> {
  // A client that gives up on TLS makes the server emit 'error'; that is the case under test, not a fault.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const catcher = new MailCatcher({ maxMessageBytes: 256 * 1024 });
let catcherSettings: MailboxSettings;
beforeAll(async () => {
  const { port } = await catcher.start();
  catcherSettings = {
    host: '127.0.0.1',
    port,
    security: 'none',
    user: 'ann@agency.example',
    password: 'anything',
  };
});
afterAll(() => catcher.stop());
afterEach(() => catcher.clear());

describe('sending a sequence thread to the catcher', () => {
  it('delivers a first step and a follow-up with stable ids, threading and one-click unsubscribe', async () => {
    const sender = createSmtpSender(catcherSettings, {
      pool: { maxConnections: 1 },
      timeouts: quickTimeouts,
    });
    try {
      const step1 = buildOutgoingMessage(first);
      const sent1 = await sender.send(step1);
      expect(sent1.accepted).toEqual(['bob@candidate.example', 'archive@agency.example']);
      expect(sent1.rejected).toEqual([]);
      expect(sent1.response).toMatch(/^250 /);

      const step2 = buildOutgoingMessage({
        ...first,
        step: 2,
        subject: 'Following up',
        followUp: { previousMessageIds: [step1.messageId], firstSubject: first.subject },
      });
      await sender.send(step2);

      const [second, firstCaught] = catcher.list();
      if (!firstCaught || !second) throw new Error('two messages expected');
      expect(firstCaught.messageId).toBe(step1.messageId);
      expect(parseMessageId(firstCaught.messageId ?? '', SECRET)).toEqual({ threadId: THREAD, step: 1 });
      expect(firstCaught.subject).toBe('A role at Acme, Bob');
      expect(firstCaught.inReplyTo).toBeNull();
      expect(firstCaught.references).toEqual([]);
      expect(firstCaught.from).toEqual({ name: 'Ann Lee', address: 'ann@agency.example' });
      expect(firstCaught.to).toEqual([{ name: 'Bob Stone', address: 'bob@candidate.example' }]);
      expect(firstCaught.envelope).toEqual({
        mailFrom: 'ann@agency.example',
        rcptTo: ['bob@candidate.example', 'archive@agency.example'],
      });
      expect(firstCaught.authUser).toBe('ann@agency.example');
      expect(firstCaught.raw.toString()).not.toMatch(/^bcc:/im);
      expect(firstCaught.headers).toEqual({
        listUnsubscribe:
          '<https://app.talentbase.example/u/tok-abc>, <mailto:unsubscribe@talentbase.example>',
        listUnsubscribePost: 'List-Unsubscribe=One-Click',
      });
      expect(firstCaught.contentType).toBe('multipart/alternative');
      expect(firstCaught.raw.toString()).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
      expect(firstCaught.text?.trim()).toBe('Hello Bob');
      expect(firstCaught.html).toContain('<p>Hello <b>Bob</b></p>');

      expect(second.messageId).toBe(step2.messageId);
      expect(second.messageId).not.toBe(step1.messageId);
      expect(second.subject).toBe('Re: A role at Acme, Bob');
      expect(second.inReplyTo).toBe(step1.messageId);
      expect(second.references).toEqual([step1.messageId]);
    } finally {
      sender.close();
    }
  });

  it('sends a step rebuilt after a crash with its original Message-ID', async () => {
    const sender = createSmtpSender(catcherSettings, { timeouts: quickTimeouts });
    try {
      await sender.send(buildOutgoingMessage(first));
      await sender.send(buildOutgoingMessage(structuredClone(first)));
      const ids = catcher.list().map((m) => m.messageId);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(ids[1]);
    } finally {
      sender.close();
    }
  });

  it('never lets a header with a line break reach the server', async () => {
    let connections = 0;
    const onConnect = () => connections++;
    const probe = new SMTPServer({
      authOptional: true,
      logger: false,
      disableReverseLookup: true,
      onConnect: (_s, cb) => {
        onConnect();
        cb();
      },
    });
    const port = await listen(probe);
    const sender = createSmtpSender({ ...catcherSettings, port, user: '' }, { timeouts: quickTimeouts });
    try {
      expect(() => buildOutgoingMessage({ ...first, subject: 'Hi\r\nBcc: evil@attacker.example' })).toThrow(
        MailHeaderError,
      );
      const tampered = { ...buildOutgoingMessage(first), subject: 'Hi\r\nBcc: evil@attacker.example' };
      await expect(sender.send(tampered)).rejects.toBeInstanceOf(MailHeaderError);
      const injectedHeader = {
        ...buildOutgoingMessage(first),
        headers: { 'X-Note': 'a\nBcc: evil@attacker.example' },
      };
      await expect(sender.send(injectedHeader)).rejects.toBeInstanceOf(MailHeaderError);
      expect(connections).toBe(0);
    } finally {
      sender.close();
      await close(probe);
    }
  });

  it('refuses a message over the size limit with 552 and keeps nothing of it', async () => {
    const sender = createSmtpSender(catcherSettings, { timeouts: quickTimeouts });
    try {
      const big = buildOutgoingMessage({ ...first, text: 'x'.repeat(300 * 1024), html: '<p>big</p>' });
      const error = await sender.send(big).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SmtpError);
      expect(error).toMatchObject({ reason: 'rejected', responseCode: 552, permanent: true });
      expect(catcher.list()).toEqual([]);
      // The connection and the catcher still work for the next message.
      await sender.send(buildOutgoingMessage(first));
      expect(catcher.list()).toHaveLength(1);
    } finally {
      sender.close();
    }
  });
});

describe('testConnection', () => {
  const PASSWORD = 'S3cret-p@ss';
  const USER = 'ann@agency.example';
  let authServer: SMTPServer;
  let authPort: number;
  beforeAll(async () => {
    authServer = new SMTPServer({
      logger: false,
      disableReverseLookup: true,
      allowInsecureAuth: true,
      hideSTARTTLS: true,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
        // A careless server that echoes what it was sent: the password must still not reach the recruiter.
        const token = Buffer.from(`\u0000${auth.username}\u0000${auth.password}`).toString('base64');
        return callback(
          Object.assign(new Error(`Invalid credentials ${auth.password} ${token}`), { responseCode: 535 }),
        );
      },
    });
    authPort = await listen(authServer);
  });
  afterAll(() => close(authServer));

  it('answers ok for the catcher and for a server with the right password', async () => {
    expect(await testConnection(catcherSettings, { timeouts: quickTimeouts })).toEqual({ ok: true });
    const settings: MailboxSettings = {
      host: '127.0.0.1',
      port: authPort,
      security: 'none',
      user: USER,
      password: PASSWORD,
    };
    expect(await testConnection(settings, { timeouts: quickTimeouts })).toEqual({ ok: true });
  });

  it('says the password was refused, without ever repeating it', async () => {
    const wrong = 'Wr0ng-secret!';
    const result = await testConnection(
      { host: '127.0.0.1', port: authPort, security: 'none', user: USER, password: wrong },
      { timeouts: quickTimeouts },
    );
    expect(result).toMatchObject({ ok: false, failure: { reason: 'auth-failed', responseCode: 535 } });
    const shown = JSON.stringify(result);
    expect(shown).toContain('Invalid credentials');
    expect(shown).not.toContain(wrong);
    expect(shown).not.toContain(Buffer.from(`\u0000${USER}\u0000${wrong}`).toString('base64'));
  });

  it('throws an SmtpError without the password when a send is refused sign-in', async () => {
    const sender = createSmtpSender(
      { host: '127.0.0.1', port: authPort, security: 'none', user: USER, password: 'nope-nope-nope' },
      { timeouts: quickTimeouts },
    );
    try {
      const error = await sender.send(buildOutgoingMessage(first)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SmtpError);
      expect(error).toMatchObject({ reason: 'auth-failed' });
      expect(`${(error as Error).message} ${JSON.stringify(error)} ${(error as Error).stack}`).not.toContain(
        'nope-nope-nope',
      );
    } finally {
      sender.close();
    }
  });

  it('says the host cannot be reached on a closed port', async () => {
    const result = await testConnection(
      { ...catcherSettings, port: await closedPort() },
      { timeouts: quickTimeouts },
    );
    expect(result).toMatchObject({ ok: false, failure: { reason: 'unreachable' } });
  });

  it('says it timed out when the server never greets', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket); // accepts and says nothing
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const result = await testConnection(
        { ...catcherSettings, port },
        { timeouts: { ...quickTimeouts, greeting: 300 } },
      );
      expect(result).toMatchObject({ ok: false, failure: { reason: 'timeout' } });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('says STARTTLS is required when the server does not offer it', async () => {
    const result = await testConnection(
      { ...catcherSettings, security: 'starttls' },
      { timeouts: quickTimeouts },
    );
    expect(result).toMatchObject({ ok: false, failure: { reason: 'tls' } });
  });

  describe('over TLS, connecting to a checked address', () => {
    const certificate = makeTestCertificate('mail.example.test');
    let tlsServer: SMTPServer;
    let tlsPort: number;
    beforeAll(async () => {
      tlsServer = new SMTPServer({
        ...certificate,
        secure: true,
        logger: false,
        disableReverseLookup: true,
        authOptional: true,
      });
      tlsPort = await listen(tlsServer);
    });
    afterAll(() => close(tlsServer));
    const settings = (host: string): MailboxSettings => ({
      host,
      port: tlsPort,
      security: 'tls',
      user: '',
      password: '',
    });

    it('checks the certificate against the host name while connecting to the given IP', async () => {
      const options = { connectAddress: '127.0.0.1', ca: [certificate.cert], timeouts: quickTimeouts };
      expect(await testConnection(settings('mail.example.test'), options)).toEqual({ ok: true });
      expect(await testConnection(settings('other.example.test'), options)).toMatchObject({
        ok: false,
        failure: { reason: 'tls' },
      });
    });

    it('refuses a certificate nobody vouches for', async () => {
      const result = await testConnection(settings('mail.example.test'), {
        connectAddress: '127.0.0.1',
        timeouts: quickTimeouts,
      });
      expect(result).toMatchObject({ ok: false, failure: { reason: 'tls' } });
    });

    it('says TLS failed when the port speaks plain SMTP', async () => {
      const result = await testConnection(
        { ...catcherSettings, security: 'tls' },
        { timeouts: quickTimeouts },
      );
      expect(result).toMatchObject({ ok: false, failure: { reason: 'tls' } });
    });
  });
});
