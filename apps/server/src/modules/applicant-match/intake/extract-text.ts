/**
 * A résumé file to plain text, or the reason it cannot be read. The size limit is checked before
 * anything is opened, the type is decided by the name and the first bytes together, and each file
 * has a time limit so one pathological file cannot hold up the rest of a batch.
 */
import { cleanFileName } from '../../candidate-records/file-types';
import { readDocx } from './docx-text';
import { decideKind } from './file-kind';
import { FILE_TIME_LIMIT_MS, RESUME_MAX_BYTES, TEXT_MAX_CHARS } from './limits';
import type { PdfWorkerPool } from './pdf-pool';
import { type Cancel, readPdf, tooSlowRefusal } from './pdf-text';
import { readTxt, type TextRead } from './txt-text';

export type ResumeFile = { fileName: string; data: Buffer };
export type ExtractOptions = {
  timeLimitMs?: number;
  /** Worker threads for PDFs (a batch passes one); without it PDFs are read in this thread. */
  pdfPool?: PdfWorkerPool;
};

const MB = 1024 * 1024;

/** Line ends unified, spaces tidied, NULs and stray controls removed: offsets point into this text. */
export function tidyText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      .replace(/\f/g, '\n')
      // Control and invisible format characters (NUL, BOM, zero-width space), keeping lines and tabs.
      .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export async function extractText(file: ResumeFile, options: ExtractOptions = {}): Promise<TextRead> {
  const fileName = cleanFileName(file.fileName);
  const { data } = file;
  if (data.length === 0) return { rejected: `"${fileName}" is empty (0 bytes): upload the résumé again.` };
  if (data.length > RESUME_MAX_BYTES)
    return {
      rejected: `"${fileName}" is ${(data.length / MB).toFixed(1)} MB, over the ${RESUME_MAX_BYTES / MB} MB limit for a résumé: upload a smaller file (a PDF without large images).`,
    };
  const kind = decideKind(fileName, data);
  if ('rejected' in kind) return kind;
  if (kind.kind === 'json')
    return { rejected: `"${fileName}" is a JSON document: read it as a JSON Resume, not as a file of text.` };

  const limit = options.timeLimitMs ?? FILE_TIME_LIMIT_MS;
  if (kind.kind === 'pdf' && options.pdfPool) {
    const pooled = await options.pdfPool.read(fileName, data, limit);
    if (pooled) return 'rejected' in pooled ? pooled : finish(fileName, pooled.text, pooled.warnings);
  }
  const cancel: Cancel = { cancelled: false };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<TextRead>((resolve) => {
    timer = setTimeout(() => {
      cancel.cancelled = true;
      cancel.onCancel?.();
      resolve({ rejected: tooSlowRefusal(fileName, limit) });
    }, limit);
  });
  const read = (async (): Promise<TextRead> => {
    if (kind.kind === 'pdf') return readPdf(fileName, data, cancel);
    if (kind.kind === 'docx') return readDocx(fileName, data);
    return readTxt(fileName, data);
  })();
  try {
    const result = await Promise.race([read, timeout]);
    if ('rejected' in result) return result;
    return finish(fileName, result.text, result.warnings);
  } finally {
    clearTimeout(timer);
  }
}

function finish(fileName: string, raw: string, warnings: string[]): TextRead {
  let text = tidyText(raw);
  if (text.length === 0)
    return { rejected: `"${fileName}" holds no text: upload a résumé that has its text in it.` };
  if (text.length > TEXT_MAX_CHARS) {
    text = text.slice(0, TEXT_MAX_CHARS);
    warnings.push(`The text was cut at ${TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`);
  }
  return { text, warnings };
}
