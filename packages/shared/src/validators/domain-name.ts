// Domain names (core spec section 5): labels of letters, digits and inner hyphens separated by
// dots, ending in a suffix of two or more letters. Stricter than the spec's wording on purpose:
// empty labels ("a..com") and labels starting or ending with a hyphen never resolve.
import { z } from 'zod';

export const DOMAIN_MAX_LENGTH = 253;
export const DOMAIN_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const DOMAIN_MESSAGES = {
  required: 'Enter a domain',
  invalid: 'Enter a valid domain, such as example.com',
  tooLong: `Domain must be at most ${DOMAIN_MAX_LENGTH} characters`,
} as const;

export function domainProblem(domain: string): string | undefined {
  if (domain === '') return DOMAIN_MESSAGES.required;
  if (domain.length > DOMAIN_MAX_LENGTH) return DOMAIN_MESSAGES.tooLong;
  return DOMAIN_PATTERN.test(domain) ? undefined : DOMAIN_MESSAGES.invalid;
}

export function isValidDomain(domain: string): boolean {
  return domainProblem(domain.trim()) === undefined;
}

export const domainSchema = z
  .string({ error: DOMAIN_MESSAGES.invalid })
  .trim()
  .superRefine((value, ctx) => {
    const message = domainProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
