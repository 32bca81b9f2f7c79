/**
 * The strict password policy for the forms' live checklist. The rules and their messages come
 * from the shared validator the server uses (packages/shared/src/validators/password.ts); only
 * the short checklist wording is ours. The server's 400 field message is shown in any case.
 */
import {
  PASSWORD_STRICT_MIN_LENGTH,
  PASSWORD_STRICT_RULES,
  strictPasswordProblems,
} from '@talentbase/shared/validators/password';

const CHECKLIST_LABEL: Record<string, string> = {
  length: `At least ${PASSWORD_STRICT_MIN_LENGTH} characters`,
  uppercase: 'An uppercase letter',
  lowercase: 'A lowercase letter',
  digit: 'A number',
  special: 'A symbol, e.g. ! # @',
};

export type PasswordRuleResult = { id: string; label: string; met: boolean };

export function passwordRuleResults(password: string): PasswordRuleResult[] {
  return PASSWORD_STRICT_RULES.map((rule) => ({
    id: rule.id,
    label: CHECKLIST_LABEL[rule.id] ?? rule.message,
    met: rule.test(password),
  }));
}

/** The server's message for the first broken rule, or null when the password passes. */
export function passwordPolicyError(password: string): string | null {
  return strictPasswordProblems(password)[0] ?? null;
}
