// Phone and messenger handles (core spec section 5). Messenger fields are optional: undefined and
// an empty (or all-space) string both mean "not given".
import { z } from 'zod';

/** Formatting characters people type in phone numbers; removed before the phone checks. */
export const PHONE_FORMATTING_PATTERN = /[\s+\-()./]/g;
export const PHONE_MIN_LENGTH = 7;
/** Generous for any formatted international number with an extension; stops pasted essays. */
export const PHONE_MAX_LENGTH = 50;

export const WECHAT_MIN_LENGTH = 6;
export const WECHAT_MAX_LENGTH = 20;
export const WHATSAPP_MIN_LENGTH = 7;
export const TELEGRAM_PHONE_MIN_LENGTH = 7;
export const TELEGRAM_USERNAME_MIN_LENGTH = 5;

export const PHONE_MESSAGES = {
  required: 'Enter a phone number',
  letters: "Phone number can't contain letters",
  tooShort: 'Phone number is too short',
  tooLong: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
  invalid: 'Enter a valid phone number',
} as const;

export const MESSENGER_MESSAGES = {
  invalid: 'Enter a valid handle',
  wechatLength: `WeChat ID must be ${WECHAT_MIN_LENGTH} to ${WECHAT_MAX_LENGTH} characters`,
  whatsappDigits: 'WhatsApp number can only contain digits',
  whatsappTooShort: `WhatsApp number must be at least ${WHATSAPP_MIN_LENGTH} digits`,
  telegramPhone: `Telegram phone number must be digits with an optional leading +, at least ${TELEGRAM_PHONE_MIN_LENGTH} characters`,
  telegramUsername: `Telegram username must be at least ${TELEGRAM_USERNAME_MIN_LENGTH} characters, start with a letter and use only letters, digits and underscores`,
} as const;

function codePointLength(value: string): number {
  return [...value].length;
}

export function phoneProblem(phone: string): string | undefined {
  if (phone.trim() === '') return PHONE_MESSAGES.required;
  if (phone.length > PHONE_MAX_LENGTH) return PHONE_MESSAGES.tooLong;
  const stripped = phone.replace(PHONE_FORMATTING_PATTERN, '');
  if (/\p{L}/u.test(stripped)) return PHONE_MESSAGES.letters;
  if (codePointLength(stripped) < PHONE_MIN_LENGTH) return PHONE_MESSAGES.tooShort;
  return undefined;
}

export function isValidPhone(phone: string): boolean {
  return phoneProblem(phone) === undefined;
}

export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .superRefine((value, ctx) => {
    const message = phoneProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export function wechatProblem(handle: string): string | undefined {
  if (handle === '') return undefined;
  const length = codePointLength(handle);
  return length < WECHAT_MIN_LENGTH || length > WECHAT_MAX_LENGTH
    ? MESSENGER_MESSAGES.wechatLength
    : undefined;
}

export function whatsappProblem(handle: string): string | undefined {
  if (handle === '') return undefined;
  if (!/^[0-9]+$/.test(handle)) return MESSENGER_MESSAGES.whatsappDigits;
  return handle.length < WHATSAPP_MIN_LENGTH ? MESSENGER_MESSAGES.whatsappTooShort : undefined;
}

// A handle that starts like a phone number is judged as one; anything else as a username.
export function telegramProblem(handle: string): string | undefined {
  if (handle === '') return undefined;
  if (/^[0-9+]/.test(handle)) {
    return /^\+?[0-9]+$/.test(handle) && handle.length >= TELEGRAM_PHONE_MIN_LENGTH
      ? undefined
      : MESSENGER_MESSAGES.telegramPhone;
  }
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(handle) && handle.length >= TELEGRAM_USERNAME_MIN_LENGTH
    ? undefined
    : MESSENGER_MESSAGES.telegramUsername;
}

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
function optionalHandle(problem: (handle: string) => string | undefined) {
  return z
    .string({ error: MESSENGER_MESSAGES.invalid })
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
}

export const wechatSchema = optionalHandle(wechatProblem);
export const whatsappSchema = optionalHandle(whatsappProblem);
export const telegramSchema = optionalHandle(telegramProblem);
