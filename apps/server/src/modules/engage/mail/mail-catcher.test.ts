import net from 'node:net';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { type CaughtMessage, MailCatcher } from './mail-catcher';

const running: MailCatcher[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((c) => c.stop()));
});

async function startCatcher(options: ConstructorParameters<typeof MailCatcher>[0] = {}) {
  const catcher = new MailCatcher(options);
  running.push(catcher);
  const { port } = await catcher.start();
  return { catcher, port };
}

async function sendPlain(port: number, subject: string, auth?: { user: string; pass: string }) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    ...(auth ? { auth } : {}),
  });
  try {
    await transport.sendMail({
      from: 'a@sender.example',
      to: 'b@receiver.example',
      cc: 'c@receiver.example',
      subject,
      text: subject,
    });
  } finally {
    transport.close();
  }
}

describe('MailCatcher', () => {
  it('can refuse a wrong password, as a real server would', async () => {
    const { catcher, port } = await startCatcher({
      authenticate: (user, pass) => user === 'ann' && pass === 'right',
    });
    await sendPlain(port, 'in', { user: 'ann', pass: 'right' });
    await expect(sendPlain(port, 'out', { user: 'ann', pass: 'wrong' })).rejects.toMatchObject({
      responseCode: 535,
    });
    expect(catcher.list().map((m) => m.subject)).toEqual(['in']);
  });

  it('acknowledges a message only after beforeAccept stored it, and answers 451 when it could not', async () => {
    const stored: string[] = [];
    let fail = false;
    const { catcher, port } = await startCatcher({
      beforeAccept: async (m) => {
        if (fail) throw new Error('database down');
        stored.push(m.subject);
      },
    });
    await sendPlain(port, 'kept');
    expect(stored).toEqual(['kept']);
    fail = true;
    await expect(sendPlain(port, 'lost?')).rejects.toMatchObject({ responseCode: 451 });
    expect(catcher.list().map((m) => m.subject)).toEqual(['kept']);
  });

  it('takes mail with or without a sign-in and lists it newest first', async () => {
    const { catcher, port } = await startCatcher();
    await sendPlain(port, 'one');
    await sendPlain(port, 'two', { user: 'ann', pass: 'whatever' });
    const [two, one] = catcher.list();
    expect([two?.subject, one?.subject]).toEqual(['two', 'one']);
    expect(one?.authUser).toBeNull();
    expect(two?.authUser).toBe('ann');
    expect(one?.cc).toEqual([{ name: '', address: 'c@receiver.example' }]);
    expect(one?.headers).toEqual({ listUnsubscribe: null, listUnsubscribePost: null });
    expect(one?.size).toBe(one?.raw.length);
    expect(catcher.get(one?.id ?? '')).toBe(one);
    expect(catcher.get('missing')).toBeNull();
    catcher.clear();
    expect(catcher.list()).toEqual([]);
  });

  it('tells listeners of each new message until they unsubscribe', async () => {
    const { catcher, port } = await startCatcher();
    const seen: CaughtMessage[] = [];
    const off = catcher.onMessage((m) => seen.push(m));
    catcher.onMessage(() => {
      throw new Error('a broken listener must not refuse mail');
    });
    await sendPlain(port, 'first');
    off();
    await sendPlain(port, 'second');
    expect(seen.map((m) => m.subject)).toEqual(['first']);
    expect(catcher.list()).toHaveLength(2);
  });

  it('keeps only the last N messages', async () => {
    const { catcher, port } = await startCatcher({ maxMessages: 2 });
    for (const subject of ['a', 'b', 'c']) await sendPlain(port, subject);
    expect(catcher.list().map((m) => m.subject)).toEqual(['c', 'b']);
  });

  it('listens on 127.0.0.1 only, on the port asked for', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const free = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { catcher, port } = await startCatcher({ port: free });
    expect(port).toBe(free);
    expect(catcher.port).toBe(free);
    // Bound to the IPv4 loopback address alone, not to all interfaces.
    const other = net.createServer();
    await new Promise<void>((resolve, reject) => {
      other.once('error', reject);
      other.listen(free, '127.0.0.2', resolve);
    }).finally(() => new Promise<void>((resolve) => other.close(() => resolve())));
  });

  it('refuses to start on a port that is taken, and stops cleanly', async () => {
    const { catcher, port } = await startCatcher();
    const second = new MailCatcher({ port });
    await expect(second.start()).rejects.toThrow(/EADDRINUSE/);
    await catcher.stop();
    expect(() => catcher.port).toThrow(/not running/);
    await catcher.stop();
  });

  it('defaults to 500 messages and a 10 MB limit', () => {
    expect(new MailCatcher().limits).toMatchObject({
      maxMessages: 500,
      maxMessageBytes: 10 * 1024 * 1024,
    });
  });
});
