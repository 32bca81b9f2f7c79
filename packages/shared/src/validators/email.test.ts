import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGES,
  EMAIL_STRICT_MIN_LOCAL_LENGTH,
  emailSchema,
  isStrictEmail,
  isValidEmail,
  RESERVED_EMAIL_LOCAL_PARTS,
  strictEmailSchema,
} from './email';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('emailSchema', () => {
  it.each([
    'jane@example.com',
    'jane.doe+jobs@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b.io',
    'user@xn--bcher-kva.example',
    'JANE@EXAMPLE.COM',
    'ab@[192.168.0.1]',
  ])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    'jane@@example.com',
    'jane..doe@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@192.168.0.1',
    'jane@[999.1.1.1]',
    'jöhn@example.com',
    'jane@bücher.de',
    '😀@example.com',
  ])('rejects %s with a human message', (email) => {
    expect(messages(emailSchema.safeParse(email))).toEqual([EMAIL_MESSAGES.invalid]);
  });

  it('asks for an address when empty or only spaces', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual([EMAIL_MESSAGES.required]);
    expect(messages(emailSchema.safeParse('   '))).toEqual([EMAIL_MESSAGES.required]);
    expect(EMAIL_MESSAGES.required).toBe('Enter an email address');
    expect(EMAIL_MESSAGES.invalid).toBe('Enter a valid email address');
  });

  it('trims surrounding whitespace from pasted addresses', () => {
    expect(emailSchema.parse('  jane@example.com\t\n')).toBe('jane@example.com');
  });

  it('rejects non-strings', () => {
    for (const value of [42, null, undefined, {}, ['a@b.co']]) {
      expect(messages(emailSchema.safeParse(value))).toEqual([EMAIL_MESSAGES.invalid]);
    }
  });

  it('enforces the 64-character local part and 254-character total on both sides', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
    expect(emailSchema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false);
    const domain = `${'d'.repeat(61)}.${'e'.repeat(61)}.${'f'.repeat(61)}.com`;
    const atLimit = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(atLimit).toHaveLength(254);
    expect(emailSchema.safeParse(atLimit).success).toBe(true);
    expect(messages(emailSchema.safeParse(`a${atLimit}`))).toEqual([EMAIL_MESSAGES.tooLong]);
  });

  it('handles a huge input without hanging', () => {
    const started = Date.now();
    expect(emailSchema.safeParse(`${'a.'.repeat(50_000)}@example.com`).success).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('strictEmailSchema', () => {
  it('accepts an ordinary personal address', () => {
    expect(strictEmailSchema.parse(' jane.doe@example.com ')).toBe('jane.doe@example.com');
  });

  it('still applies the standard rules first', () => {
    expect(messages(strictEmailSchema.safeParse('not-an-email'))).toEqual([EMAIL_MESSAGES.invalid]);
    expect(messages(strictEmailSchema.safeParse(''))).toEqual([EMAIL_MESSAGES.required]);
  });

  it('rejects IP-literal domains', () => {
    expect(messages(strictEmailSchema.safeParse('jane@[10.0.0.1]'))).toEqual([EMAIL_MESSAGES.ipLiteral]);
    expect(messages(strictEmailSchema.safeParse('jane@[IPv6:2001:db8::1]'))).toEqual([
      EMAIL_MESSAGES.ipLiteral,
    ]);
  });

  it(`requires at least ${EMAIL_STRICT_MIN_LOCAL_LENGTH} characters before @`, () => {
    expect(EMAIL_STRICT_MIN_LOCAL_LENGTH).toBe(2);
    expect(messages(strictEmailSchema.safeParse('j@example.com'))).toEqual([EMAIL_MESSAGES.localTooShort]);
    expect(strictEmailSchema.safeParse('jo@example.com').success).toBe(true);
  });

  it('rejects every reserved mailbox, ignoring case and +tags', () => {
    for (const local of RESERVED_EMAIL_LOCAL_PARTS) {
      expect(messages(strictEmailSchema.safeParse(`${local}@example.com`))).toEqual([
        EMAIL_MESSAGES.reserved,
      ]);
    }
    expect(isStrictEmail('PostMaster@example.com')).toBe(false);
    expect(isStrictEmail('noreply+alerts@example.com')).toBe(false);
    expect(isStrictEmail('administrators-team@example.com')).toBe(true);
    expect(isStrictEmail('testing.lead@example.com')).toBe(true);
  });

  it('lists the reserved names the product relies on', () => {
    expect(RESERVED_EMAIL_LOCAL_PARTS).toEqual(
      expect.arrayContaining([
        'admin',
        'postmaster',
        'abuse',
        'noreply',
        'no-reply',
        'root',
        'hostmaster',
        'webmaster',
        'mailer-daemon',
        'test',
      ]),
    );
  });
});

describe('isValidEmail', () => {
  it('agrees with the schema, trimming first', () => {
    expect(isValidEmail(' jane@example.com ')).toBe(true);
    expect(isValidEmail('jane@[10.0.0.1]')).toBe(true);
    expect(isStrictEmail('jane@[10.0.0.1]')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
