import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, domainSchema, isValidDomain } from './domain-name';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('domainSchema', () => {
  it.each([
    'example.com',
    'sub.example.co.uk',
    'my-company.io',
    'EXAMPLE.COM',
    'a1.b2.travel',
    'xn--bcher-kva.de',
  ])('accepts %s', (domain) => {
    expect(domainSchema.safeParse(domain).success).toBe(true);
  });

  it.each([
    'example',
    'example.c',
    'example.c0m',
    'example.123',
    '-example.com',
    'example-.com',
    'exa_mple.com',
    'example..com',
    '.example.com',
    'example.com.',
    'https://example.com',
    'example.com/jobs',
    'exa mple.com',
    'bücher.de',
    '192.168.0.1',
  ])('rejects %s', (domain) => {
    expect(messages(domainSchema.safeParse(domain))).toEqual([DOMAIN_MESSAGES.invalid]);
  });

  it('asks for a domain when empty and trims spaces', () => {
    expect(messages(domainSchema.safeParse('  '))).toEqual([DOMAIN_MESSAGES.required]);
    expect(domainSchema.parse(' example.com ')).toBe('example.com');
  });

  it('limits labels to 63 characters and the whole name to 253', () => {
    expect(isValidDomain(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(isValidDomain(`${'a'.repeat(64)}.com`)).toBe(false);
    const long = `${Array.from({ length: 4 }, () => 'a'.repeat(62)).join('.')}.com`;
    expect(long.length).toBeGreaterThan(253);
    expect(messages(domainSchema.safeParse(long))).toEqual([DOMAIN_MESSAGES.tooLong]);
  });
});
