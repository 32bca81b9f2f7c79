/**
 * Text messages (Engage II, issue 16 part 3): the area codes a recruiter can pick and the phone
 * number they send texts from (`{campaign base}/text/...`, campaign base /api/tb-v2/v1/campaigns).
 */
import { z } from 'zod';

export const areaCodeSchema = z.object({
  /** Three digits, e.g. "415". */
  areaCode: z.string(),
  /** Where the area code is, e.g. "San Francisco, CA". */
  region: z.string(),
});
export type AreaCode = z.infer<typeof areaCodeSchema>;

export const areaCodesResponseSchema = z.object({ areaCodes: z.array(areaCodeSchema) });
export type AreaCodesResponse = z.infer<typeof areaCodesResponseSchema>;

export const assignPhoneNumberBodySchema = z.strictObject({
  areaCode: z
    .string({ message: 'Pick an area code' })
    .trim()
    .regex(/^[2-9]\d{2}$/, { message: 'An area code is three digits, e.g. 415' }),
});
export type AssignPhoneNumberBody = z.input<typeof assignPhoneNumberBodySchema>;

export const textPhoneNumberSchema = z.object({
  /** E.164, e.g. "+14155550123". */
  phoneNumber: z.string(),
  areaCode: z.string(),
  createdAt: z.string(),
});
export type TextPhoneNumber = z.infer<typeof textPhoneNumberSchema>;

/** The caller's number, or null before they picked one; and whether texts stay on this server. */
export const myTextPhoneNumberSchema = z.object({
  phoneNumber: textPhoneNumberSchema.nullable(),
  /** True when no text provider is configured: texts are caught locally, nothing reaches a phone. */
  localProvider: z.boolean(),
});
export type MyTextPhoneNumber = z.infer<typeof myTextPhoneNumberSchema>;

/** A text the built-in local provider caught (no text provider configured: the two-command setup). */
export const localTextSchema = z.object({
  id: z.number().int(),
  fromNumber: z.string(),
  toNumber: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type LocalText = z.infer<typeof localTextSchema>;

export const localTextsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const localTextsResponseSchema = z.object({
  data: z.array(localTextSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LocalTextsResponse = z.infer<typeof localTextsResponseSchema>;

export const localTextParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Answer a caught text as the candidate would: STOP, START, or any words (a reply). */
export const localTextAnswerBodySchema = z.strictObject({
  body: z
    .string({ message: 'Write the answer' })
    .trim()
    .min(1, 'Write the answer')
    .max(1600, 'A text can be at most 1600 characters'),
});
export type LocalTextAnswerBody = z.input<typeof localTextAnswerBodySchema>;

export const localTextAnswerResponseSchema = z.object({
  /** What the answer did: opted the number out or in, a reply to its sequence, or nothing. */
  outcome: z.enum(['opted_out', 'opted_in', 'reply', 'help', 'unmatched']),
  /** Unsent steps it cancelled. */
  cancelled: z.number().int(),
});
export type LocalTextAnswerResponse = z.infer<typeof localTextAnswerResponseSchema>;
