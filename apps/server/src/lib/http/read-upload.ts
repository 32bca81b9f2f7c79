/**
 * Reading a multipart upload into memory, with the parser's limits turned into clear answers: a
 * file over the size names the file (413), one file too many says how many are allowed (413), a
 * body cut short is a 400 (multipart-errors.ts). The route registers @fastify/multipart with
 * `files: maxFiles + 1` so that the extra file is seen and refused here rather than dropped.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { multipartClientError } from './multipart-errors';
import { assertWellFormedText } from './request-text';

/** `tooLarge`: over the size limit, its bytes dropped (only with `oversize: 'report'`). */
export type IncomingFile = { fileName: string; data: Buffer; tooLarge?: true };
export type UploadLimits = {
  maxFiles: number;
  maxBytes: number;
  /**
   * 'refuse' (the default): a file over the size refuses the whole upload (413). 'report': it is
   * kept in its place with no bytes and `tooLarge`, and the other files are read, for uploads that
   * answer file by file.
   */
  oversize?: 'refuse' | 'report';
};

const MB = 1024 * 1024;

export function multipartLimits(limits: UploadLimits) {
  return { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 10, fieldSize: 1024, parts: 20 };
}

/** The parser's options for a route reading with `limits` (register @fastify/multipart with them). */
export function multipartOptions(limits: UploadLimits) {
  return { limits: multipartLimits(limits), throwFileSizeLimit: limits.oversize !== 'report' };
}

export async function readUpload(
  req: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
  const tooMany = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      limits.maxFiles === 1
        ? 'Upload one file at a time.'
        : `Upload at most ${limits.maxFiles} files at a time.`,
    );
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (files.length >= limits.maxFiles) {
          part.file.resume();
          throw tooMany();
        }
        const fileName = part.filename;
        const over = () =>
          new AppError('PAYLOAD_TOO_LARGE', `"${fileName}" is larger than ${limits.maxBytes / MB} MB.`, {
            fileName,
          });
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw over();
          throw error;
        }
        // With `oversize: 'report'` the route registers the parser with throwFileSizeLimit off:
        // the file arrives cut at the limit and marked truncated, and the next one is read.
        if (part.file.truncated) {
          if (limits.oversize !== 'report') throw over();
          files.push({ fileName, data: Buffer.alloc(0), tooLarge: true });
        } else files.push({ fileName, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    throw multipartClientError(error) ?? error;
  }
  // Field values and file names are decoded by the charset each part declares (UTF-16 included).
  assertWellFormedText(fields);
  for (const file of files) assertWellFormedText(file.fileName, 'files');
  return { fields, files };
}
