// Email validation (core spec section 5). The standard check accepts what RFC 5321 allows in
// practice, including IP-literal domains; the strict check is for addresses we send outreach
// from or invite people to, where a literal, a one-letter mailbox or a role account is a mistake.
import { z } from 'zod';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_STRICT_MIN_LOCAL_LENGTH = 2;

/** Role and system mailboxes nobody reads as a person; compared without case or +tag. */
export const RESERVED_EMAIL_LOCAL_PARTS = [
  'abuse',
  'admin',
  'administrator',
  'hostmaster',
  'mailer-daemon',
  'no-reply',
  'noreply',
  'postmaster',
  'root',
  'test',
  'webmaster',
] as const;

const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const HOSTNAME = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';
const IPV4 = '(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IP_LITERAL = `\\[(?:${IPV4}|IPv6:[0-9A-Fa-f:.]+)\\]`;

/** ASCII addresses only: internationalised domains must be given in punycode (xn--). */
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${HOSTNAME}|${IP_LITERAL})$`);
const IP_LITERAL_DOMAIN_PATTERN = new RegExp(`@${IP_LITERAL}$`);

export const EMAIL_MESSAGES = {
  required: 'Enter an email address',
  invalid: 'Enter a valid email address',
  tooLong: `Email address must be at most ${EMAIL_MAX_LENGTH} characters`,
  ipLiteral: 'Use an email address on a domain name, not an IP address',
  localTooShort: `The part before @ must be at least ${EMAIL_STRICT_MIN_LOCAL_LENGTH} characters`,
  reserved: 'Use a personal email address, not a shared one such as admin@ or noreply@',
} as const;

function localPartOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@'));
}

/** The first problem with an address under the standard rules, or undefined when it is valid. */
export function emailProblem(email: string): string | undefined {
  if (email === '') return EMAIL_MESSAGES.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(email) || localPartOf(email).length > EMAIL_LOCAL_MAX_LENGTH) {
    return EMAIL_MESSAGES.invalid;
  }
  return undefined;
}

export function isReservedEmailLocalPart(localPart: string): boolean {
  const mailbox = localPart.toLowerCase().split('+')[0] ?? '';
  return (RESERVED_EMAIL_LOCAL_PARTS as readonly string[]).includes(mailbox);
}

/** The first problem with an address under the strict rules, or undefined when it is valid. */
export function strictEmailProblem(email: string): string | undefined {
  const standard = emailProblem(email);
  if (standard) return standard;
  if (IP_LITERAL_DOMAIN_PATTERN.test(email)) return EMAIL_MESSAGES.ipLiteral;
  const localPart = localPartOf(email);
  if (localPart.length < EMAIL_STRICT_MIN_LOCAL_LENGTH) return EMAIL_MESSAGES.localTooShort;
  if (isReservedEmailLocalPart(localPart)) return EMAIL_MESSAGES.reserved;
  return undefined;
}

export function isValidEmail(email: string): boolean {
  return emailProblem(email.trim()) === undefined;
}

export function isStrictEmail(email: string): boolean {
  return strictEmailProblem(email.trim()) === undefined;
}

// Surrounding spaces come from copy and paste, so they are trimmed rather than rejected.
export const emailSchema = z
  .string({ error: EMAIL_MESSAGES.invalid })
  .trim()
  .superRefine((value, ctx) => {
    const message = emailProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const strictEmailSchema = z
  .string({ error: EMAIL_MESSAGES.invalid })
  .trim()
  .superRefine((value, ctx) => {
    const message = strictEmailProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
