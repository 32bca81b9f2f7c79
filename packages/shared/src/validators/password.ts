// Password rules (core spec section 5). Lengths count Unicode code points, not UTF-16 units, so an
// emoji counts as one character the way the user sees it. Passwords are never trimmed.
import { z } from 'zod';

/** "Longer than 5 characters". */
export const PASSWORD_BASIC_MIN_LENGTH = 6;
export const PASSWORD_STRICT_MIN_LENGTH = 12;
export const PASSWORD_AT_LEAST_8_MIN_LENGTH = 8;
/** Caps the work a password hash does on hostile input. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  invalid: 'Enter a password',
  basicTooShort: 'Password must be longer than 5 characters',
  strictTooShort: `Password must be at least ${PASSWORD_STRICT_MIN_LENGTH} characters`,
  atLeast8: `Password must be at least ${PASSWORD_AT_LEAST_8_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  uppercase: 'Password must include an uppercase letter',
  lowercase: 'Password must include a lowercase letter',
  digit: 'Password must include a number',
  special: 'Password must include a special character, such as ! or #',
} as const;

function codePointLength(value: string): number {
  return [...value].length;
}

export type PasswordRule = { id: string; message: string; test: (password: string) => boolean };

/** Strict rules in the order a checklist under the field shows them. */
export const PASSWORD_STRICT_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: PASSWORD_MESSAGES.strictTooShort,
    test: (password) => codePointLength(password) >= PASSWORD_STRICT_MIN_LENGTH,
  },
  { id: 'uppercase', message: PASSWORD_MESSAGES.uppercase, test: (password) => /\p{Lu}/u.test(password) },
  { id: 'lowercase', message: PASSWORD_MESSAGES.lowercase, test: (password) => /\p{Ll}/u.test(password) },
  { id: 'digit', message: PASSWORD_MESSAGES.digit, test: (password) => /\p{Nd}/u.test(password) },
  // Spaces are allowed but do not count as special.
  {
    id: 'special',
    message: PASSWORD_MESSAGES.special,
    test: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
];

/** Messages of every strict rule the password breaks; empty when it passes. */
export function strictPasswordProblems(password: string): string[] {
  return PASSWORD_STRICT_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

const notTooLong = (password: string) => codePointLength(password) <= PASSWORD_MAX_LENGTH;

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.invalid })
  .refine(
    (password) => codePointLength(password) >= PASSWORD_BASIC_MIN_LENGTH,
    PASSWORD_MESSAGES.basicTooShort,
  )
  .refine(notTooLong, PASSWORD_MESSAGES.tooLong);

export const strictPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.invalid })
  .superRefine((password, ctx) => {
    for (const message of strictPasswordProblems(password)) ctx.addIssue({ code: 'custom', message });
    if (!notTooLong(password)) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.tooLong });
  });

export const passwordAtLeast8Schema = z
  .string({ error: PASSWORD_MESSAGES.invalid })
  .refine(
    (password) => codePointLength(password) >= PASSWORD_AT_LEAST_8_MIN_LENGTH,
    PASSWORD_MESSAGES.atLeast8,
  )
  .refine(notTooLong, PASSWORD_MESSAGES.tooLong);
