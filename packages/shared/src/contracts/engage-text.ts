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
