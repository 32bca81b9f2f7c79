/**
 * Phone numbers as the text engine compares them: E.164 ("+14155550123"). Candidates' numbers
 * are stored as people typed them; a number without a country code is read as North American,
 * where the texting numbers are (area-codes.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : null;
}
