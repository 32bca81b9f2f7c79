/**
 * PDF résumés through PDF.js (the build `unpdf` ships for servers: pure JavaScript, no canvas, no
 * network). Only the first pages are read, text is rebuilt line by line from the text layer, and
 * the outcomes a recruiter can act on are told apart: a password-protected file, a damaged file,
 * and a scan or photo with no text layer (which we refuse rather than guess at).
 *
 * `pdfPagesText` is written to stand alone (no imports, no outside names) because the worker pool
 * runs the very same function in worker threads from its source text.
 */
import { getResolvedPDFJS } from 'unpdf';
import { MIN_TEXT_CHARS, PDF_MAX_PAGES } from './limits';
import type { TextRead } from './txt-text';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;

let pdfjs: Promise<PdfJs> | null = null;
/** PDF.js is loaded once per thread: loading it is most of the cost of a small file. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= getResolvedPDFJS();
  return pdfjs;
}

export type PagesText = { text: string; numPages: number };

/**
 * The text of the first `maxPages` pages, one line per text-layer line. Between pages it yields to
 * the event loop: PDF.js chains its work as promise callbacks, which never give timers a turn, so
 * without this the time limit could not fire and other files of a batch could not proceed.
 */
export async function pdfPagesText(
  lib: PdfJs,
  data: Uint8Array,
  maxPages: number,
  shouldStop: () => boolean,
  onTask?: (destroy: () => Promise<void>) => void,
): Promise<PagesText> {
  const task = lib.getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: true,
    stopAtErrors: false,
  });
  onTask?.(() => task.destroy());
  try {
    const doc = await task.promise;
    const pages = Math.min(doc.numPages, maxPages);
    const texts: string[] = [];
    for (let n = 1; n <= pages; n++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (shouldStop()) break;
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let out = '';
      for (const item of content.items as { str?: string; hasEOL?: boolean }[]) {
        if (typeof item.str !== 'string') continue;
        out += item.str;
        if (item.hasEOL) out += '\n';
      }
      texts.push(out);
      page.cleanup();
    }
    return { text: texts.join('\n'), numPages: doc.numPages };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

/** Set by the caller when the file's time is up; the reader stops between pages. */
export type Cancel = { cancelled: boolean; onCancel?: () => void };

export function tooSlowRefusal(fileName: string, limitMs: number): string {
  const seconds = limitMs >= 1000 ? `${Math.round(limitMs / 1000)} seconds` : `${limitMs} ms`;
  return `"${fileName}" took more than ${seconds} to read and was stopped: save it again (or as a plain PDF) and upload it.`;
}

export function pdfRefusal(fileName: string, errorName: string): string {
  if (errorName === 'PasswordException')
    return `"${fileName}" is protected by a password (encrypted): ask the applicant for a copy without a password.`;
  return `"${fileName}" is damaged and cannot be opened as a PDF: ask the applicant for a new copy.`;
}

/** Pages text to the reader's answer: a scan is refused, a long file is read in part with a warning. */
export function judgePdfText(fileName: string, read: PagesText): TextRead {
  const warnings: string[] = [];
  if (read.numPages > PDF_MAX_PAGES)
    warnings.push(`Only the first ${PDF_MAX_PAGES} of ${read.numPages} pages were read.`);
  if (read.text.replace(/\s+/g, '').length < MIN_TEXT_CHARS)
    return {
      rejected: `"${fileName}" has no text to read: it looks like a scan or a photo. Upload the résumé as a PDF saved from a word processor, a DOCX or a text file.`,
    };
  return { text: read.text, warnings };
}

/** Reads a PDF in this thread. */
export async function readPdf(fileName: string, data: Buffer, cancel: Cancel): Promise<TextRead> {
  const lib = await loadPdfJs();
  try {
    // PDF.js may detach the buffer it is given: hand it a copy, never the caller's bytes.
    const read = await pdfPagesText(
      lib,
      new Uint8Array(data),
      PDF_MAX_PAGES,
      () => cancel.cancelled,
      (destroy) => {
        cancel.onCancel = () => void destroy();
      },
    );
    if (cancel.cancelled) return { rejected: '' };
    return judgePdfText(fileName, read);
  } catch (error) {
    if (cancel.cancelled) return { rejected: '' };
    return { rejected: pdfRefusal(fileName, error instanceof Error ? error.name : '') };
  } finally {
    cancel.onCancel = undefined;
  }
}
