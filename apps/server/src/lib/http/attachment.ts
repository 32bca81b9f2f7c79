/**
 * Content-Disposition for downloads (RFC 6266). `filename=` is the ASCII fallback: accents
 * folded (Zoë → Zoe), each run of anything but letters, digits, dots and dashes one underscore, so no
 * quote or line break can reach the header. When the real name differs, `filename*=` (RFC 5987)
 * carries it exactly in UTF-8, which browsers prefer.
 */

/** What no file system or browser download wants: path separators, reserved, controls, lone surrogates. */
const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\:*?"<>|]/gu;

/**
 * A piece of a download's name taken from user text (a project name): unsafe characters made
 * spaces, runs of spaces collapsed, leading and trailing dots and spaces dropped, at most `max`
 * characters (whole code points), `fallback` when nothing is left.
 */
export function fileNamePart(text: string, fallback: string, max = 80): string {
  const cleaned = text
    .normalize('NFC')
    .replace(UNSAFE_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = Array.from(cleaned).slice(0, max).join('').trim();
  return cut || fallback;
}

/** The ASCII fallback of a file name: accents folded, each run of anything else one underscore. */
export const asciiFileName = (fileName: string): string =>
  fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '_');

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function attachment(fileName: string): string {
  const exact = fileName.replace(UNSAFE_IN_FILE_NAMES, '_');
  const ascii = asciiFileName(exact);
  return ascii === exact
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(exact)}`;
}
