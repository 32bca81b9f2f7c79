// Guidance expiry dates (core spec section 5) must be later than the floor instant.
import { z } from 'zod';
import { GUIDANCE_EXPIRY_FLOOR_MS } from '../domain/guidance';

export const GUIDANCE_EXPIRY_MESSAGES = {
  invalid: 'Enter a valid date',
  tooEarly: 'Expiry date must be later than 1 January 2023',
} as const;

export function isValidGuidanceExpiry(date: Date): boolean {
  const time = date.getTime();
  return !Number.isNaN(time) && time > GUIDANCE_EXPIRY_FLOOR_MS;
}

/**
 * Accepts a Date, an ISO date (read as midnight UTC) or an ISO date-time with a zone. Date-times
 * without a zone are refused: the field is a UTC instant and a local time would shift it.
 */
export const guidanceExpiryDateSchema = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()], {
    error: GUIDANCE_EXPIRY_MESSAGES.invalid,
  })
  .transform((value) => (value instanceof Date ? value : new Date(value)))
  .superRefine((date, ctx) => {
    if (Number.isNaN(date.getTime()))
      ctx.addIssue({ code: 'custom', message: GUIDANCE_EXPIRY_MESSAGES.invalid });
    else if (!isValidGuidanceExpiry(date))
      ctx.addIssue({ code: 'custom', message: GUIDANCE_EXPIRY_MESSAGES.tooEarly });
  });

/** For guidance configs defined in code: a bad date is a programming error, so it throws. */
export function assertGuidanceExpiry(value: Date | string): Date {
  const result = guidanceExpiryDateSchema.safeParse(value);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? GUIDANCE_EXPIRY_MESSAGES.invalid;
    throw new RangeError(`Invalid guidance expiry "${String(value)}": ${message}`);
  }
  return result.data;
}
