/**
 * Which files a candidate record accepts: PDF, Word (DOC, DOCX) and plain text. The name's
 * extension and the first bytes must agree, so a renamed program or image is refused; the type
 * we serve a file with comes from this check, never from what the browser claimed.
 */
import { FILE_EXTENSIONS } from '@talentbase/shared';
import { AppError } from '../../lib/errors';

export type FileExtension = (typeof FILE_EXTENSIONS)[number];

export const CONTENT_TYPE: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const startsWith = (data: Buffer, bytes: readonly number[]) => bytes.every((b, i) => data[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (DOCX is a zip holding word/)
const BINARY_SIGNATURES = [
  PDF,
  OLE,
  ZIP,
  [0x4d, 0x5a],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
];

function looksLikeText(data: Buffer): boolean {
  if (data.length === 0) return false;
  if (BINARY_SIGNATURES.some((sig) => startsWith(data, sig))) return false;
  // Text has no NUL bytes (UTF-16 is not accepted: save as UTF-8).
  return !data.subarray(0, 64 * 1024).includes(0);
}

const MATCHES: Record<FileExtension, (data: Buffer) => boolean> = {
  pdf: (d) => startsWith(d, PDF),
  doc: (d) => startsWith(d, OLE),
  docx: (d) => startsWith(d, ZIP) && d.includes('word/'),
  txt: looksLikeText,
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function isAccepted(ext: string): ext is FileExtension {
  return (FILE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The file's type, or a 415 naming the file and what is accepted. */
export function checkFileType(fileName: string, data: Buffer): FileExtension {
  const ext = extensionOf(fileName);
  if (!isAccepted(ext))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `"${fileName}" is not a PDF, DOC, DOCX or TXT file.`, {
      fileName,
    });
  if (!MATCHES[ext](data))
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `"${fileName}" is not a real ${ext.toUpperCase()} file: its contents do not match its name.`,
      { fileName },
    );
  return ext;
}

/** A name safe to store and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  if (base.length <= 200) return base || 'file';
  const ext = extensionOf(base);
  return `${base.slice(0, 200 - ext.length - 1)}.${ext}`;
}

/** `Content-Disposition` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
