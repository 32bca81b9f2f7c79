/**
 * Reads a batch of résumé files into profiles. Each file is handled on its own: whatever one file
 * does (empty, encrypted, a ZIP bomb, a crash in a reader) it gets its own result and the rest of
 * the batch goes on. Files are pulled from the input only as a slot frees up, and results come out
 * in input order as soon as they are ready, so a batch of 10,000 never holds more than a handful
 * of files in memory: the caller can hand over lazy loaders and stream results onwards.
 */

import {
  type IntakeFileResult,
  type ParsedResume,
  parsedResumeSchema,
} from '@talentbase/shared/contracts/applicant-match';
import { cleanFileName, extensionOf } from '../../candidate-records/file-types';
import { extractText } from './extract-text';
import { readJsonResume } from './json-resume';
import { RESUME_MAX_BYTES } from './limits';
import { parseResume } from './parse-resume';
import { type PdfWorkerPool, sharedPdfPool } from './pdf-pool';

export type IntakeFile = {
  fileName: string;
  /** The bytes, or a loader called when the file's turn comes (so a batch is not loaded at once). */
  data: Buffer | (() => Promise<Buffer>);
};

export type IntakeOptions = {
  /** Files in flight at once (default 8): enough to keep every PDF worker busy while others load. */
  concurrency?: number;
  /** Per-file time limit in ms. */
  timeLimitMs?: number;
  /** The date "Present" means (tests pin it). */
  now?: Date;
  onProgress?: (done: number) => void;
  /**
   * Where PDFs are read: the process's worker pool by default (every core, and a file over its
   * time limit is stopped for certain), or null to read them in this thread.
   */
  pdfPool?: PdfWorkerPool | null;
};

const MB = 1024 * 1024;

/** One file to its result; never throws. */
export async function readResume(file: IntakeFile, options: IntakeOptions = {}): Promise<IntakeFileResult> {
  const fileName = cleanFileName(file.fileName);
  try {
    const data = typeof file.data === 'function' ? await file.data() : file.data;
    if (!Buffer.isBuffer(data))
      return { fileName, status: 'rejected', reason: `"${fileName}" could not be loaded.` };
    let resume: ParsedResume;
    if (extensionOf(fileName) === 'json') {
      if (data.length === 0)
        return {
          fileName,
          status: 'rejected',
          reason: `"${fileName}" is empty (0 bytes): upload the résumé again.`,
        };
      if (data.length > RESUME_MAX_BYTES)
        return {
          fileName,
          status: 'rejected',
          reason: `"${fileName}" is over the ${RESUME_MAX_BYTES / MB} MB limit for a résumé.`,
        };
      const read = readJsonResume(fileName, data, { now: options.now });
      if ('rejected' in read) return { fileName, status: 'rejected', reason: read.rejected };
      resume = read.resume;
    } else {
      const read = await extractText(
        { fileName, data },
        { timeLimitMs: options.timeLimitMs, pdfPool: options.pdfPool ?? undefined },
      );
      if ('rejected' in read) return { fileName, status: 'rejected', reason: read.rejected };
      const parsed = parseResume(read.text, { now: options.now });
      resume = { ...parsed, warnings: [...read.warnings, ...parsed.warnings] };
    }
    // The profile must fit the stored shape; a reader bug becomes this file's refusal, not a crash.
    const checked = parsedResumeSchema.safeParse(resume);
    if (!checked.success)
      return {
        fileName,
        status: 'rejected',
        reason: `"${fileName}" could not be turned into a profile: please report this file.`,
      };
    return { fileName, status: resume.warnings.length > 0 ? 'parsed_with_warnings' : 'parsed', resume };
  } catch {
    return {
      fileName,
      status: 'rejected',
      reason: `"${fileName}" could not be read: ask the applicant for a new copy.`,
    };
  }
}

/** Results in input order, read `concurrency` at a time, pulled lazily from the input. */
export async function* streamResumes(
  files: Iterable<IntakeFile> | AsyncIterable<IntakeFile>,
  options: IntakeOptions = {},
): AsyncGenerator<IntakeFileResult> {
  const width = Math.max(1, Math.floor(options.concurrency ?? 8));
  const iterator =
    Symbol.asyncIterator in files
      ? files[Symbol.asyncIterator]()
      : (files as Iterable<IntakeFile>)[Symbol.iterator]();
  // The pool is fetched on the first file, so a batch that is never read starts no thread.
  let context: IntakeOptions | null = null;
  const contextOf = (): IntakeOptions => {
    context ??= { ...options, pdfPool: options.pdfPool === undefined ? sharedPdfPool() : options.pdfPool };
    return context;
  };
  const pending: Promise<IntakeFileResult>[] = [];
  let exhausted = false;
  let done = 0;
  const fill = async () => {
    while (!exhausted && pending.length < width) {
      const next = await iterator.next();
      if (next.done) exhausted = true;
      else pending.push(readResume(next.value, contextOf()));
    }
  };
  await fill();
  while (pending.length > 0) {
    const result = await (pending.shift() as Promise<IntakeFileResult>);
    await fill();
    done++;
    options.onProgress?.(done);
    yield result;
  }
}

/** The whole batch's results, in input order. */
export async function readResumes(
  files: Iterable<IntakeFile> | AsyncIterable<IntakeFile>,
  options: IntakeOptions = {},
): Promise<IntakeFileResult[]> {
  const results: IntakeFileResult[] = [];
  for await (const result of streamResumes(files, options)) results.push(result);
  return results;
}

/**
 * The scoring detail's `lackResume`: true when an applicant has no résumé to score, either none
 * was given (a CSV row, a job-board record without a file) or the one given could not be read.
 */
export function lacksResume(result: IntakeFileResult | null | undefined): boolean {
  return !result || result.status === 'rejected';
}
