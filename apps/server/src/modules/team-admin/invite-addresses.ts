/**
 * The addresses of an invitation batch, each with its reason when it cannot be invited. Pasted
 * text is read line by line: a line's cells (split on commas, semicolons or tabs) that contain an
 * "@" are its addresses, so a CSV with names and a header row works as pasted; "Name <address>"
 * is understood. A line with no address is reported, except a first line (a header).
 */
import { EMAIL_MESSAGES, emailProblem } from '@talentbase/shared/validators/email';

export type AddressCheck = { email: string; reason: string | null };

const ANGLE = /<([^<>]+)>/;

function cellAddress(cell: string): string {
  const angle = ANGLE.exec(cell);
  return (angle?.[1] ?? cell).trim().toLowerCase();
}

function addressesOfText(text: string): string[] {
  const found: string[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const cells = line
      .split(/[,;\t]/)
      .map((c) => c.trim().replace(/^"|"$/g, ''))
      .filter(Boolean);
    if (cells.length === 0) return;
    const withAt = cells.filter((c) => c.includes('@'));
    if (withAt.length > 0) found.push(...withAt.map(cellAddress));
    else if (index > 0) found.push(line.trim());
  });
  return found;
}

/** Every address once, in the order given; malformed ones and repeats carry their reason. */
export function checkAddresses(input: string | string[]): AddressCheck[] {
  const raw = typeof input === 'string' ? addressesOfText(input) : input.map(cellAddress);
  const seen = new Set<string>();
  return raw.map((email) => {
    const problem = emailProblem(email);
    if (problem)
      return { email, reason: problem === EMAIL_MESSAGES.tooLong ? problem : 'Not a valid email address' };
    if (seen.has(email)) return { email, reason: 'Listed twice: invited once' };
    seen.add(email);
    return { email, reason: null };
  });
}
