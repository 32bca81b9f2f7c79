import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_STRICT_MIN_LENGTH,
  passwordAtLeast8Schema,
  passwordSchema,
  strictPasswordProblems,
  strictPasswordSchema,
} from './password';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('passwordSchema (basic)', () => {
  it('needs more than 5 characters', () => {
    expect(messages(passwordSchema.safeParse('12345'))).toEqual([
      'Password must be longer than 5 characters',
    ]);
    expect(passwordSchema.safeParse('123456').success).toBe(true);
    expect(messages(passwordSchema.safeParse(''))).toEqual([PASSWORD_MESSAGES.basicTooShort]);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    expect(passwordSchema.safeParse('😀😀😀').success).toBe(false);
    expect(passwordSchema.safeParse('😀😀😀😀😀😀').success).toBe(true);
    expect(passwordSchema.safeParse('pässwö').success).toBe(true);
  });

  it('keeps whitespace: spaces are part of the password', () => {
    expect(passwordSchema.parse('  ab  ')).toBe('  ab  ');
    expect(passwordSchema.safeParse('      ').success).toBe(true);
  });

  it(`caps length at ${PASSWORD_MAX_LENGTH}`, () => {
    expect(passwordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(messages(passwordSchema.safeParse('a'.repeat(PASSWORD_MAX_LENGTH + 1)))).toEqual([
      PASSWORD_MESSAGES.tooLong,
    ]);
  });

  it('rejects non-strings', () => {
    expect(messages(passwordSchema.safeParse(123456))).toEqual([PASSWORD_MESSAGES.invalid]);
    expect(messages(passwordSchema.safeParse(undefined))).toEqual([PASSWORD_MESSAGES.invalid]);
  });
});

describe('strictPasswordSchema', () => {
  const strong = 'Correct-Horse7';

  it('requires a minimum length of 12', () => {
    expect(PASSWORD_STRICT_MIN_LENGTH).toBe(12);
    expect(strictPasswordSchema.safeParse('Abcdefgh1!xy').success).toBe(true);
    expect(messages(strictPasswordSchema.safeParse('Abcdefgh1!x'))).toEqual([
      'Password must be at least 12 characters',
    ]);
  });

  it('accepts a password meeting every rule', () => {
    expect(strictPasswordSchema.parse(strong)).toBe(strong);
  });

  it('reports each failing rule with its own message', () => {
    expect(messages(strictPasswordSchema.safeParse('correct-horse7'))).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(messages(strictPasswordSchema.safeParse('CORRECT-HORSE7'))).toEqual([PASSWORD_MESSAGES.lowercase]);
    expect(messages(strictPasswordSchema.safeParse('Correct-Horse!'))).toEqual([PASSWORD_MESSAGES.digit]);
    expect(messages(strictPasswordSchema.safeParse('CorrectHorse77'))).toEqual([PASSWORD_MESSAGES.special]);
    expect(messages(strictPasswordSchema.safeParse(''))).toEqual([
      PASSWORD_MESSAGES.strictTooShort,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.lowercase,
      PASSWORD_MESSAGES.digit,
      PASSWORD_MESSAGES.special,
    ]);
  });

  it('does not count a space as a special character', () => {
    expect(strictPasswordProblems('Correct Horse7')).toEqual([PASSWORD_MESSAGES.special]);
  });

  it('understands non-Latin letters and symbols', () => {
    expect(strictPasswordProblems('Ærøskøbing€2024')).toEqual([]);
    expect(strictPasswordProblems('ПарольДлинный1!')).toEqual([]);
    expect(strictPasswordProblems('密码密码密码密码密码密码1!')).toEqual([
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.lowercase,
    ]);
  });

  it('rejects a huge password', () => {
    const huge = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    expect(messages(strictPasswordSchema.safeParse(huge))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });
});

describe('passwordAtLeast8Schema', () => {
  it('needs at least 8 characters', () => {
    expect(messages(passwordAtLeast8Schema.safeParse('1234567'))).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(passwordAtLeast8Schema.safeParse('12345678').success).toBe(true);
    expect(passwordAtLeast8Schema.safeParse('').success).toBe(false);
  });
});

describe('password properties', () => {
  it('the strict schema passes exactly when no rule is broken', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        const passes = strictPasswordSchema.safeParse(password).success;
        return passes === (strictPasswordProblems(password).length === 0);
      }),
    );
  });
});
