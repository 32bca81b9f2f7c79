import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, MailHeaderError } from './header-values';
import { messageIdFor, parseMessageId } from './message-id';
import { buildOutgoingMessage, type OutgoingMessageInput } from './outgoing-message';

const SECRET = 'a-test-secret-of-enough-length';
const base: OutgoingMessageInput = {
  threadId: '3f1c2a4e-0000-4000-8000-000000000001',
  step: 1,
  from: { name: 'Ann Lee', address: 'ann@agency.example' },
  to: { name: 'Bob Stone', address: 'bob@candidate.example' },
  subject: 'A role at Acme',
  html: '<p>Hello Bob</p>',
  text: 'Hello Bob',
  messageIdDomain: 'mail.talentbase.example',
  messageIdSecret: SECRET,
  unsubscribe: {
    url: 'https://app.talentbase.example/u/tok123',
    mailto: { address: 'unsubscribe@talentbase.example', subject: 'unsubscribe tok123' },
  },
};

/** Composes the message as nodemailer would send it, and reads it back as a mail client would. */
async function roundTrip(input: OutgoingMessageInput) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(buildOutgoingMessage(input));
  return { parsed: await simpleParser(info.message as Buffer), envelope: info.envelope };
}

describe('Message-ID', () => {
  it('is the same for the same (thread, step) and differs across steps, threads and secrets', () => {
    const id = messageIdFor({ threadId: 't-1', step: 2 }, 'mail.example.com', SECRET);
    expect(id).toMatch(/^<tb\.t-1\.2\.[0-9a-f]{16}@mail\.example\.com>$/);
    expect(messageIdFor({ threadId: 't-1', step: 2 }, 'MAIL.example.com', SECRET)).toBe(id);
    expect(messageIdFor({ threadId: 't-1', step: 3 }, 'mail.example.com', SECRET)).not.toBe(id);
    expect(messageIdFor({ threadId: 't-2', step: 2 }, 'mail.example.com', SECRET)).not.toBe(id);
    expect(messageIdFor({ threadId: 't-1', step: 2 }, 'mail.example.com', `${SECRET}x`)).not.toBe(id);
  });

  it('is read back to its (thread, step), and a forged or altered id is not', () => {
    const id = messageIdFor({ threadId: 't-1', step: 2 }, 'mail.example.com', SECRET);
    expect(parseMessageId(id, SECRET)).toEqual({ threadId: 't-1', step: 2 });
    expect(parseMessageId(id.replace('.2.', '.3.'), SECRET)).toBeNull();
    expect(parseMessageId(id, 'another-secret-of-length')).toBeNull();
    expect(parseMessageId('<CAF1234@mail.gmail.com>', SECRET)).toBeNull();
  });

  it('refuses ids and domains that could break the header', () => {
    expect(() => messageIdFor({ threadId: 'a>b', step: 1 }, 'example.com', SECRET)).toThrow(MailHeaderError);
    expect(() => messageIdFor({ threadId: 'a', step: -1 }, 'example.com', SECRET)).toThrow(MailHeaderError);
    expect(() => messageIdFor({ threadId: 'a', step: 1 }, 'example.com>\r\nBcc: x@y.z', SECRET)).toThrow(
      MailHeaderError,
    );
    expect(() => messageIdFor({ threadId: 'a', step: 1 }, 'example.com', 'short')).toThrow(MailHeaderError);
  });
});

describe('buildOutgoingMessage', () => {
  it('makes a first step with its own subject, no threading headers and the RFC 8058 headers', async () => {
    const message = buildOutgoingMessage(base);
    expect(message).toMatchObject({
      messageId: messageIdFor({ threadId: base.threadId, step: 1 }, base.messageIdDomain, SECRET),
      subject: 'A role at Acme',
      headers: {
        'List-Unsubscribe':
          '<https://app.talentbase.example/u/tok123>, <mailto:unsubscribe@talentbase.example?subject=unsubscribe%20tok123>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(message.inReplyTo).toBeUndefined();
    expect(message.references).toBeUndefined();
    expect(buildOutgoingMessage(base)).toEqual(message);
  });

  it('threads a follow-up under the earlier messages with "Re: " and the first subject', () => {
    const first = messageIdFor({ threadId: base.threadId, step: 1 }, base.messageIdDomain, SECRET);
    const second = messageIdFor({ threadId: base.threadId, step: 2 }, base.messageIdDomain, SECRET);
    const message = buildOutgoingMessage({
      ...base,
      step: 3,
      subject: 'ignored in a follow-up',
      followUp: { previousMessageIds: [first, second], firstSubject: 'A role at Acme' },
    });
    expect(message.subject).toBe('Re: A role at Acme');
    expect(message.inReplyTo).toBe(second);
    expect(message.references).toEqual([first, second]);
    expect(
      buildOutgoingMessage({ ...base, followUp: { previousMessageIds: [first], firstSubject: 'RE: hi' } })
        .subject,
    ).toBe('RE: hi');
  });

  it('sends no one-click header with a plain http link (RFC 8058 needs https) and refuses other schemes', () => {
    const local = buildOutgoingMessage({ ...base, unsubscribe: { url: 'http://localhost:3000/u/tok' } });
    expect(local.headers).toEqual({ 'List-Unsubscribe': '<http://localhost:3000/u/tok>' });
    expect(() => buildOutgoingMessage({ ...base, unsubscribe: { url: 'javascript:alert(1)' } })).toThrow(
      MailHeaderError,
    );
    expect(() => buildOutgoingMessage({ ...base, unsubscribe: { url: 'not a url' } })).toThrow(
      MailHeaderError,
    );
  });

  it.each([
    ['subject', { subject: 'Hi\r\nBcc: evil@attacker.example' }],
    ['subject (LF only)', { subject: 'Hi\nBcc: evil@attacker.example' }],
    ['sender name', { from: { name: 'Ann\rBcc: evil@attacker.example', address: 'ann@agency.example' } }],
    ['recipient address', { to: { address: 'bob@candidate.example>\r\nBcc: evil@attacker.example' } }],
    ['recipient list', { to: { address: 'bob@candidate.example, evil@attacker.example' } }],
    ['cc', { cc: [{ address: 'evil@attacker.example\n' }] }],
    ['unsubscribe link', { unsubscribe: { url: 'https://app.example/u/x\r\nBcc: evil@attacker.example' } }],
    [
      'first subject',
      { followUp: { previousMessageIds: ['<a@b.c>'], firstSubject: 'x\r\nBcc: e@a.example' } },
    ],
    ['reference', { followUp: { previousMessageIds: ['<a@b.c>\r\nBcc: e@a.example'], firstSubject: 'x' } }],
  ] as const)('refuses a %s with a line break or a second address', (_name, patch) => {
    expect(() => buildOutgoingMessage({ ...base, ...patch } as OutgoingMessageInput)).toThrow(
      MailHeaderError,
    );
  });

  it('names the field in the error, as a 400 with field messages', () => {
    try {
      buildOutgoingMessage({ ...base, subject: 'a\r\nb' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MailHeaderError);
      expect((error as MailHeaderError).statusCode).toBe(400);
      expect((error as MailHeaderError).details).toEqual({
        fields: { subject: 'must not contain line breaks or control characters' },
      });
    }
  });

  it('composes to a multipart/alternative message a mail client reads back as built', async () => {
    const { parsed, envelope } = await roundTrip({ ...base, bcc: [{ address: 'audit@agency.example' }] });
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.text?.trim()).toBe('Hello Bob');
    expect(parsed.html).toContain('<p>Hello Bob</p>');
    expect(parsed.messageId).toBe(buildOutgoingMessage(base).messageId);
    expect(envelope.to).toEqual(['bob@candidate.example', 'audit@agency.example']);
  });

  it('keeps any subject (less the white space around it) and names, and never adds a recipient or header (property)', async () => {
    const text = fc.string({ unit: 'binary', maxLength: 80 }).filter((s) => !hasForbiddenCharacter(s));
    await fc.assert(
      fc.asyncProperty(text, text, text, async (subject, fromName, toName) => {
        const { parsed, envelope } = await roundTrip({
          ...base,
          subject,
          from: { name: fromName, address: 'ann@agency.example' },
          to: { name: toName, address: 'bob@candidate.example' },
        });
        expect(parsed.subject ?? '').toBe(subject.trim());
        expect(envelope.to).toEqual(['bob@candidate.example']);
        expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address) : null).toEqual(
          ['bob@candidate.example'],
        );
        expect(parsed.from?.value.map((a) => a.address)).toEqual(['ann@agency.example']);
        expect(parsed.headerLines.filter((h) => h.key === 'bcc' || h.key === 'cc')).toEqual([]);
      }),
      {
        numRuns: 60,
        examples: [
          ['\t', '', ''],
          ['  Offer\t', ' Ann ', 'Bob\t'],
        ],
      },
    );
  });

  it('refuses every string with a control character in the subject (property)', () => {
    const withControl = fc
      .tuple(fc.string(), fc.constantFrom('\r', '\n', '\r\n', '\u0000', '\u000b', '\u2028'), fc.string())
      .map(([a, c, b]) => a + c + b);
    fc.assert(
      fc.property(withControl, (subject) => {
        expect(() => buildOutgoingMessage({ ...base, subject })).toThrow(MailHeaderError);
      }),
    );
  });
});
