import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveMailboxRequestSchema, updateTeamSendingSettingsRequestSchema } from './engage-mailboxes';

const smtp = {
  provider: 'smtp',
  fromName: 'Dana Demo',
  fromAddress: 'dana@example.com',
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'dana',
  password: 'pw',
  dailyCap: 400,
  minSpacingSeconds: 45,
};
const fieldsOf = (result: ReturnType<typeof saveMailboxRequestSchema.safeParse>) =>
  result.success ? [] : result.error.issues.map((i) => i.path.join('.'));

describe('the mailbox contract', () => {
  it('needs the server, port and security for SMTP only', () => {
    expect(saveMailboxRequestSchema.safeParse(smtp).success).toBe(true);
    expect(
      fieldsOf(saveMailboxRequestSchema.safeParse({ ...smtp, host: null, port: null, security: null })),
    ).toEqual(['host', 'port', 'security']);
    const local = {
      provider: 'local',
      fromName: 'Dana',
      fromAddress: 'dana@example.com',
      dailyCap: 1,
      minSpacingSeconds: 0,
    };
    expect(saveMailboxRequestSchema.safeParse(local).success).toBe(true);
  });

  it('never lets a line break or control character into the sender name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('\r', '\n', '\u0000', '\u2028', '\u0085', '\u001b'),
        fc.string(),
        (a, bad, b) => {
          const result = saveMailboxRequestSchema.safeParse({ ...smtp, fromName: `x${a}${bad}${b}x` });
          expect(result.success).toBe(false);
        },
      ),
    );
  });

  it('refuses addresses that would add a recipient and lower-cases the rest', () => {
    for (const fromAddress of [
      'a@b',
      'a,b@example.com',
      'a@example.com>',
      'x <a@example.com>',
      'a\r\nBcc: b@example.com',
    ])
      expect(saveMailboxRequestSchema.safeParse({ ...smtp, fromAddress }).success, fromAddress).toBe(false);
    expect(saveMailboxRequestSchema.parse({ ...smtp, fromAddress: ' Dana@Example.COM ' }).fromAddress).toBe(
      'dana@example.com',
    );
  });
});

describe('the team sending settings contract', () => {
  const parse = (body: unknown) => updateTeamSendingSettingsRequestSchema.safeParse(body);

  it('refuses a window that never opens and an unknown zone, on the right field', () => {
    const never = parse({ sendingWindow: { days: [1], start: '18:00', end: '09:00' } });
    expect(never.success).toBe(false);
    expect(never.error?.issues[0]?.path).toEqual(['sendingWindow']);
    const zone = parse({ timezone: 'Nowhere/Land' });
    expect(zone.error?.issues[0]?.path).toEqual(['timezone']);
    expect(parse({}).success).toBe(false);
  });

  it('sorts and de-duplicates days, trims texts and keeps a bare tracking host', () => {
    const ok = updateTeamSendingSettingsRequestSchema.parse({
      sendingWindow: { days: [5, 1, 5], start: '08:00', end: '24:00' },
      privacyNotice: '   ',
      trackingDomain: 'Links.Example.COM.',
    });
    expect(ok).toEqual({
      sendingWindow: { days: [1, 5], start: '08:00', end: '24:00' },
      privacyNotice: null,
      trackingDomain: 'links.example.com',
    });
    for (const trackingDomain of [
      'https://x.com',
      'x.com/path',
      'x.com:8080',
      'localhost',
      '-x.com',
      'x..com',
    ])
      expect(parse({ trackingDomain }).success, trackingDomain).toBe(false);
  });
});
