/**
 * PDF résumés through PDF.js (the build `unpdf` ships for servers: pure JavaScript, no canvas, no
 * network). Only the first pages are read, text is rebuilt line by line from the text layer, and
 * the outcomes a recruiter can act on are told apart: a password-protected file, a damaged file,
 * and a scan or photo with no text layer (which we refuse rather than guess at).
 */
import { getResolvedPDFJS } from 'unpdf';
import { MIN_TEXT_CHARS, PDF_MAX_PAGES } from './limits';
import type { TextRead } from './txt-text';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type TextItem = { str?: string; hasEOL?: boolean };

let pdfjs: Promise<PdfJs> | null = null;
/** PDF.js is loaded once per process: loading it is most of the cost of a small file. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= getResolvedPDFJS();
  return pdfjs;
}

/** Set by the caller when the file's time is up; the reader stops between pages. */
export type Cancel = { cancelled: boolean; onCancel?: () => void };

function pageText(items: readonly TextItem[]): string {
  let out = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    out += item.str;
    if (item.hasEOL) out += '\n';
  }
  return out;
}

/**
 * PDF.js runs in this thread and chains its work as promise callbacks, which never give timers a
 * turn: yielding between pages lets the time limit fire and lets other files of a batch proceed.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function readPdf(fileName: string, data: Buffer, cancel: Cancel): Promise<TextRead> {
  const lib = await loadPdfJs();
  // PDF.js may detach the buffer it is given: hand it a copy, never the caller's bytes.
  const task = lib.getDocument({
    data: new Uint8Array(data),
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  cancel.onCancel = () => void task.destroy();
  try {
    const doc = await task.promise;
    const pages = Math.min(doc.numPages, PDF_MAX_PAGES);
    const texts: string[] = [];
    for (let n = 1; n <= pages && !cancel.cancelled; n++) {
      await nextTurn();
      if (cancel.cancelled) break;
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      texts.push(pageText(content.items as TextItem[]));
      page.cleanup();
    }
    if (cancel.cancelled) return { rejected: '' };
    const text = texts.join('\n');
    const warnings: string[] = [];
    if (doc.numPages > PDF_MAX_PAGES)
      warnings.push(`Only the first ${PDF_MAX_PAGES} of ${doc.numPages} pages were read.`);
    if (text.replace(/\s+/g, '').length < MIN_TEXT_CHARS)
      return {
        rejected: `"${fileName}" has no text to read: it looks like a scan or a photo. Upload the résumé as a PDF saved from a word processor, a DOCX or a text file.`,
      };
    return { text, warnings };
  } catch (error) {
    if (cancel.cancelled) return { rejected: '' };
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException')
      return {
        rejected: `"${fileName}" is protected by a password (encrypted): ask the applicant for a copy without a password.`,
      };
    return {
      rejected: `"${fileName}" is damaged and cannot be opened as a PDF: ask the applicant for a new copy.`,
    };
  } finally {
    cancel.onCancel = undefined;
    await task.destroy().catch(() => undefined);
  }
}
