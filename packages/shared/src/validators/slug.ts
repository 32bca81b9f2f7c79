// Slugs (core spec section 5) appear in public URLs, so they are checked exactly as given: no
// trimming, no lower-casing behind the user's back.
import { z } from 'zod';

export const SLUG_MAX_LENGTH = 255;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9_/-]*[a-z0-9])?$/;

export const SLUG_MESSAGES = {
  required: 'Enter a slug',
  invalid:
    'Slug can only contain lowercase letters, digits, hyphens, underscores and slashes, and must start and end with a letter or digit',
  tooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters`,
} as const;

export function slugProblem(slug: string): string | undefined {
  if (slug === '') return SLUG_MESSAGES.required;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  return SLUG_PATTERN.test(slug) ? undefined : SLUG_MESSAGES.invalid;
}

export function isValidSlug(slug: string): boolean {
  return slugProblem(slug) === undefined;
}

export const slugSchema = z.string({ error: SLUG_MESSAGES.invalid }).superRefine((value, ctx) => {
  const message = slugProblem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});
