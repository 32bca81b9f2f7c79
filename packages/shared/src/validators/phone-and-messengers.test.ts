import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MESSENGER_MESSAGES,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGES,
  phoneSchema,
  telegramSchema,
  wechatSchema,
  whatsappSchema,
} from './phone-and-messengers';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('phoneSchema', () => {
  it.each([
    '1234567',
    '+1 (415) 555-0100',
    '+44 20 7946 0958',
    '020.7946.0958',
    '030/1234567',
    '+86 138 0013 8000',
    '١٢٣٤٥٦٧',
  ])('accepts %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it('needs more than 6 characters once formatting is removed', () => {
    expect(messages(phoneSchema.safeParse('123456'))).toEqual([PHONE_MESSAGES.tooShort]);
    expect(messages(phoneSchema.safeParse('+1 (23) 4-5.6/'))).toEqual([PHONE_MESSAGES.tooShort]);
    expect(phoneSchema.safeParse('+1 (23) 4-5.6/7').success).toBe(true);
    expect(messages(phoneSchema.safeParse('+-()./  +-()./'))).toEqual([PHONE_MESSAGES.tooShort]);
  });

  it('rejects letters in any script', () => {
    expect(messages(phoneSchema.safeParse('555-CALL-NOW'))).toEqual([PHONE_MESSAGES.letters]);
    expect(messages(phoneSchema.safeParse('1234567 ext 8'))).toEqual([PHONE_MESSAGES.letters]);
    expect(messages(phoneSchema.safeParse('1234567ж'))).toEqual([PHONE_MESSAGES.letters]);
    expect(messages(phoneSchema.safeParse('电话1234567'))).toEqual([PHONE_MESSAGES.letters]);
  });

  it('asks for a number when empty or blank and trims the value', () => {
    expect(messages(phoneSchema.safeParse(''))).toEqual([PHONE_MESSAGES.required]);
    expect(messages(phoneSchema.safeParse(' \t '))).toEqual([PHONE_MESSAGES.required]);
    expect(phoneSchema.parse('  +1 415 555 0100 ')).toBe('+1 415 555 0100');
  });

  it(`caps the raw length at ${PHONE_MAX_LENGTH}`, () => {
    expect(phoneSchema.safeParse('1'.repeat(PHONE_MAX_LENGTH)).success).toBe(true);
    expect(messages(phoneSchema.safeParse('1'.repeat(PHONE_MAX_LENGTH + 1)))).toEqual([
      PHONE_MESSAGES.tooLong,
    ]);
  });

  it('rejects non-strings', () => {
    expect(messages(phoneSchema.safeParse(4155550100))).toEqual([PHONE_MESSAGES.invalid]);
  });
});

describe('wechatSchema', () => {
  it('is optional: undefined, empty and blank pass', () => {
    expect(wechatSchema.safeParse(undefined).success).toBe(true);
    expect(wechatSchema.parse('')).toBe('');
    expect(wechatSchema.parse('   ')).toBe('');
  });

  it('takes 6 to 20 characters', () => {
    expect(messages(wechatSchema.safeParse('abcde'))).toEqual([MESSENGER_MESSAGES.wechatLength]);
    expect(wechatSchema.safeParse('abcdef').success).toBe(true);
    expect(wechatSchema.safeParse('a'.repeat(20)).success).toBe(true);
    expect(messages(wechatSchema.safeParse('a'.repeat(21)))).toEqual([MESSENGER_MESSAGES.wechatLength]);
  });

  it('counts unicode characters, not UTF-16 units, after trimming', () => {
    expect(wechatSchema.safeParse('微信号码用户').success).toBe(true);
    expect(wechatSchema.safeParse('😀😀😀').success).toBe(false);
    expect(wechatSchema.parse('  abcdef  ')).toBe('abcdef');
  });

  it('rejects null', () => {
    expect(wechatSchema.safeParse(null).success).toBe(false);
  });
});

describe('whatsappSchema', () => {
  it('is optional', () => {
    expect(whatsappSchema.safeParse(undefined).success).toBe(true);
    expect(whatsappSchema.safeParse('').success).toBe(true);
  });

  it('takes digits only, at least 7', () => {
    expect(messages(whatsappSchema.safeParse('123456'))).toEqual([MESSENGER_MESSAGES.whatsappTooShort]);
    expect(whatsappSchema.safeParse('1234567').success).toBe(true);
    expect(messages(whatsappSchema.safeParse('+14155550100'))).toEqual([MESSENGER_MESSAGES.whatsappDigits]);
    expect(messages(whatsappSchema.safeParse('415 555 0100'))).toEqual([MESSENGER_MESSAGES.whatsappDigits]);
    expect(messages(whatsappSchema.safeParse('١٢٣٤٥٦٧'))).toEqual([MESSENGER_MESSAGES.whatsappDigits]);
  });
});

describe('telegramSchema', () => {
  it('is optional', () => {
    expect(telegramSchema.safeParse(undefined).success).toBe(true);
    expect(telegramSchema.safeParse(' ').success).toBe(true);
  });

  it('judges a handle starting with a digit or + as a phone number of at least 7 characters', () => {
    expect(telegramSchema.safeParse('1234567').success).toBe(true);
    expect(telegramSchema.safeParse('+123456').success).toBe(true);
    expect(messages(telegramSchema.safeParse('+12345'))).toEqual([MESSENGER_MESSAGES.telegramPhone]);
    expect(messages(telegramSchema.safeParse('123456'))).toEqual([MESSENGER_MESSAGES.telegramPhone]);
    expect(messages(telegramSchema.safeParse('12345abc'))).toEqual([MESSENGER_MESSAGES.telegramPhone]);
    expect(messages(telegramSchema.safeParse('+1234+567'))).toEqual([MESSENGER_MESSAGES.telegramPhone]);
    expect(messages(telegramSchema.safeParse('1_234_567'))).toEqual([MESSENGER_MESSAGES.telegramPhone]);
  });

  it('judges anything else as a username: a letter, then letters, digits or _, at least 5', () => {
    expect(telegramSchema.safeParse('jane_doe').success).toBe(true);
    expect(telegramSchema.safeParse('abcde').success).toBe(true);
    expect(telegramSchema.safeParse('J0hn_').success).toBe(true);
    expect(messages(telegramSchema.safeParse('abcd'))).toEqual([MESSENGER_MESSAGES.telegramUsername]);
    expect(messages(telegramSchema.safeParse('@jane_doe'))).toEqual([MESSENGER_MESSAGES.telegramUsername]);
    expect(messages(telegramSchema.safeParse('_janedoe'))).toEqual([MESSENGER_MESSAGES.telegramUsername]);
    expect(messages(telegramSchema.safeParse('jane.doe'))).toEqual([MESSENGER_MESSAGES.telegramUsername]);
    expect(messages(telegramSchema.safeParse('jäne_doe'))).toEqual([MESSENGER_MESSAGES.telegramUsername]);
  });
});

describe('phone properties', () => {
  it('accepts any 7 to 15 digits however they are formatted', () => {
    const formatted = fc
      .array(
        fc.tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom('', ' ', '-', '.', '/', '(', ')', '+')),
        {
          minLength: 7,
          maxLength: 15,
        },
      )
      .map((parts) => parts.map(([digit, separator]) => `${separator}${digit}`).join(''));
    fc.assert(fc.property(formatted, (phone) => phoneSchema.safeParse(phone).success));
  });

  it('rejects any number containing a letter', () => {
    const withLetter = fc
      .tuple(fc.stringMatching(/^[0-9]{7,12}$/), fc.stringMatching(/^[a-zA-Z]$/), fc.nat(12))
      .map(([digits, letter, at]) => digits.slice(0, at) + letter + digits.slice(at));
    fc.assert(fc.property(withLetter, (phone) => !phoneSchema.safeParse(phone).success));
  });
});
