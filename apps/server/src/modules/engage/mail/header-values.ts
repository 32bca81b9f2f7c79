/**
 * Checks for every value that ends up in a mail header. nodemailer quietly turns a line break in a
 * header into a space; we refuse it instead, so that a subject or name a recruiter (or a template
 * variable) fed with "\r\nBcc: ..." is an error they see, never a message that goes out altered.
 * Addresses are checked for shape too: a comma or angle bracket in an address would let one
 * recipient field address someone else.
 */
import { AppError } from '../../../lib/errors';

/** A header value (or address) that would break the header block, or is not an address. */
export class MailHeaderError extends AppError {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super('VALIDATION_FAILED', `The ${field} of the email ${reason}`, {
      fields: { [field]: reason },
    });
    this.name = 'MailHeaderError';
  }
}

// CR, LF and every other C0 control but TAB, DEL, and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/;

export const hasForbiddenCharacter = (value: string) => FORBIDDEN.test(value);

export function assertHeaderValue(field: string, value: string): string {
  if (hasForbiddenCharacter(value))
    throw new MailHeaderError(field, 'must not contain line breaks or control characters');
  return value;
}

// A practical addr-spec: no quoted local parts, no comments, no address lists. Unicode letters are
// allowed (nodemailer encodes international domains); the characters that delimit addresses are not.
const ADDRESS = /^[^\s@<>()[\],;:"\\]{1,64}@[^\s@<>()[\],;:"\\.]+(\.[^\s@<>()[\],;:"\\.]+)+$/;

export function assertAddress(field: string, address: string): string {
  assertHeaderValue(field, address);
  if (address.length > 254 || !ADDRESS.test(address))
    throw new MailHeaderError(field, 'is not a valid email address');
  return address;
}
