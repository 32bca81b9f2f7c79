/**
 * DOCX résumés: the body lives in `word/document.xml` inside a ZIP. Only that entry is inflated,
 * and it is inflated in small slices so a ZIP bomb is caught after a few megabytes rather than
 * after it has filled the memory: the declared size, the actual size and the compression ratio
 * are all capped. Paragraphs and table cells become lines; runs, tabs and breaks keep their text.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { DOCX_MAX_ENTRIES, DOCX_MAX_RATIO, DOCX_MAX_XML_BYTES } from './limits';
import type { TextRead } from './txt-text';

const BODY = 'word/document.xml';
/** Compressed bytes fed to the inflater at a time: at most ~1000x that comes out per step. */
const SLICE = 16 * 1024;

type Unpacked = { xml: Uint8Array } | { bomb: true } | { missing: true } | { corrupt: true };

function unpackBody(data: Buffer): Unpacked {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let entries = 0;
  let found = false;
  let done = false;
  let bomb = false;
  let compressed = 0;
  const unzip = new Unzip((file) => {
    entries++;
    if (entries > DOCX_MAX_ENTRIES) bomb = true;
    if (file.name !== BODY || bomb) return;
    found = true;
    // Streamed ZIPs may not declare sizes up front: the whole file then bounds the ratio.
    compressed = file.size || data.length;
    const declared = file.originalSize ?? 0;
    if (declared > DOCX_MAX_XML_BYTES || (compressed > 0 && declared / compressed > DOCX_MAX_RATIO)) {
      bomb = true;
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      total += chunk.length;
      if (total > DOCX_MAX_XML_BYTES || (compressed > 0 && total / compressed > DOCX_MAX_RATIO)) {
        bomb = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < data.length && !bomb && !done; at += SLICE) {
      const end = Math.min(data.length, at + SLICE);
      unzip.push(data.subarray(at, end), end === data.length);
    }
  } catch {
    return bomb ? { bomb: true } : { corrupt: true };
  }
  if (bomb) return { bomb: true };
  if (!found) return { missing: true };
  if (!done) return { corrupt: true };
  return { xml: Buffer.concat(chunks) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? '';
    const code =
      e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Word XML to text: one line per paragraph (a table cell holds paragraphs, so cells get lines too). */
export function documentXmlToText(xml: string): string {
  const out: string[] = [];
  // A table cell always holds paragraphs, so the end of a paragraph is enough to give cells their lines.
  const token = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:(?:br|cr)(?:\s[^>]*)?\/>|<\/w:p>/g;
  for (let m = token.exec(xml); m; m = token.exec(xml)) {
    const tag = m[0];
    if (m[1] !== undefined) out.push(decodeEntities(m[1]));
    else if (tag === '<w:tab/>') out.push('\t');
    else out.push('\n');
  }
  return out.join('').replace(/\n{3,}/g, '\n\n');
}

export function readDocx(fileName: string, data: Buffer): TextRead {
  const unpacked = unpackBody(data);
  if ('bomb' in unpacked)
    return {
      rejected: `"${fileName}" was refused: it unpacks to far more data than any résumé (a ZIP bomb). Open it in Word and save it again, or upload a PDF.`,
    };
  if ('missing' in unpacked)
    return {
      rejected: `"${fileName}" is a ZIP file but not a Word document: upload the résumé as DOCX or PDF.`,
    };
  if ('corrupt' in unpacked)
    return {
      rejected: `"${fileName}" is damaged and cannot be opened: open it in Word, save it again and upload it, or upload a PDF.`,
    };
  return { text: documentXmlToText(Buffer.from(unpacked.xml).toString('utf8')), warnings: [] };
}
