/**
 * Plain-text résumés: UTF-8 (with or without a BOM) and UTF-16 with a BOM, as Windows tools save
 * them. Text without a BOM that is not valid UTF-8 is read as Windows-1252 (the usual legacy
 * encoding) with a warning; anything with NUL bytes or many control characters is binary and
 * refused rather than read as gibberish.
 */
export type TextRead = { text: string; warnings: string[] } | { rejected: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function startsWith(data: Buffer, bytes: number[]): boolean {
  return bytes.every((b, i) => data[i] === b);
}

/** Control characters other than tab, line feed, form feed and carriage return. */
function controlShare(text: string): number {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0xfffd) control++;
  }
  return control / Math.max(1, text.length);
}

export function readTxt(fileName: string, data: Buffer): TextRead {
  const binary = {
    rejected: `"${fileName}" is not a text file (it holds binary data): upload the résumé as PDF, DOCX or plain text.`,
  };
  let text: string;
  const warnings: string[] = [];
  if (startsWith(data, [0xef, 0xbb, 0xbf])) text = decodeUtf8(data.subarray(3)) ?? '';
  else if (startsWith(data, [0xff, 0xfe])) text = new TextDecoder('utf-16le').decode(data.subarray(2));
  else if (startsWith(data, [0xfe, 0xff])) text = new TextDecoder('utf-16be').decode(data.subarray(2));
  else {
    if (data.includes(0)) return binary;
    const decoded = decodeUtf8(data);
    if (decoded === null) {
      text = new TextDecoder('windows-1252').decode(data);
      warnings.push('The text is not UTF-8; it was read as Windows-1252, so check accented letters.');
    } else text = decoded;
  }
  if (controlShare(text) > 0.05) return binary;
  return { text, warnings };
}

function decodeUtf8(data: Buffer): string | null {
  try {
    return utf8.decode(data);
  } catch {
    return null;
  }
}
