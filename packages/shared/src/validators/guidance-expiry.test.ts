import { describe, expect, it } from 'vitest';
import { assertGuidanceExpiry, GUIDANCE_EXPIRY_MESSAGES, guidanceExpiryDateSchema } from './guidance-expiry';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('guidanceExpiryDateSchema', () => {
  it('must be later than 2023-01-01', () => {
    expect(messages(guidanceExpiryDateSchema.safeParse('2023-01-01'))).toEqual([
      GUIDANCE_EXPIRY_MESSAGES.tooEarly,
    ]);
    expect(messages(guidanceExpiryDateSchema.safeParse('2022-12-31'))).toEqual([
      GUIDANCE_EXPIRY_MESSAGES.tooEarly,
    ]);
    expect(guidanceExpiryDateSchema.parse('2023-01-02')).toEqual(new Date('2023-01-02T00:00:00Z'));
  });

  it('compares instants on both sides of the floor', () => {
    expect(guidanceExpiryDateSchema.safeParse('2023-01-01T00:00:00Z').success).toBe(false);
    expect(guidanceExpiryDateSchema.safeParse('2023-01-01T00:00:00.001Z').success).toBe(true);
    expect(guidanceExpiryDateSchema.safeParse('2023-01-01T01:00:00+02:00').success).toBe(false);
    expect(guidanceExpiryDateSchema.safeParse(new Date(Date.UTC(2024, 8, 29))).success).toBe(true);
  });

  it('refuses values that are not dates', () => {
    for (const value of [
      '',
      ' ',
      'soon',
      '2023-02-30',
      '2024-01-01T00:00:00',
      1_700_000_000_000,
      null,
      new Date('x'),
    ]) {
      expect(messages(guidanceExpiryDateSchema.safeParse(value))).toEqual([GUIDANCE_EXPIRY_MESSAGES.invalid]);
    }
  });
});

describe('assertGuidanceExpiry', () => {
  it('returns the date when valid and throws otherwise', () => {
    expect(assertGuidanceExpiry('2024-09-29').toISOString()).toBe('2024-09-29T00:00:00.000Z');
    expect(() => assertGuidanceExpiry('2022-06-01')).toThrow(RangeError);
    expect(() => assertGuidanceExpiry('2022-06-01')).toThrow(GUIDANCE_EXPIRY_MESSAGES.tooEarly);
  });
});
