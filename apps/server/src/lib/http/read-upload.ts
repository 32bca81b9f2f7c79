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

export type IncomingFile = { fileName: string; data: Buffer };
export type UploadLimits = { maxFiles: number; maxBytes: number };

const MB = 1024 * 1024;

export function multipartLimits(limits: UploadLimits) {
  return { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 10, fieldSize: 1024, parts: 20 };
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
        try {
          files.push({ fileName, data: await part.toBuffer() });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `"${fileName}" is larger than ${limits.maxBytes / MB} MB.`,
              {
                fileName,
              },
            );
          throw error;
        }
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
