import { describe, expect, it } from 'vitest';
import { isValidSlug, SLUG_MAX_LENGTH, SLUG_MESSAGES, slugSchema } from './slug';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('slugSchema', () => {
  it.each(['a', '7', 'senior-engineer', 'jobs/senior_engineer-2024', 'a/b', 'a--b'])('accepts %s', (slug) => {
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it.each([
    '-lead',
    'lead-',
    '_lead',
    'lead_',
    '/jobs',
    'jobs/',
    'Senior',
    'senior engineer',
    ' senior',
    'café',
    'jobs.html',
    'a?b',
  ])('rejects %s', (slug) => {
    expect(messages(slugSchema.safeParse(slug))).toEqual([SLUG_MESSAGES.invalid]);
  });

  it('asks for a slug when empty', () => {
    expect(messages(slugSchema.safeParse(''))).toEqual([SLUG_MESSAGES.required]);
  });

  it(`allows at most ${SLUG_MAX_LENGTH} characters`, () => {
    expect(isValidSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
    expect(messages(slugSchema.safeParse('a'.repeat(SLUG_MAX_LENGTH + 1)))).toEqual([SLUG_MESSAGES.tooLong]);
  });
});
