/**
 * The limits of résumé intake. A file is refused before it is opened when it is over the size
 * limit (the same 10 MB as candidate files), and every reader stops early on input that would
 * make it do unbounded work: a ZIP bomb, a PDF with hundreds of pages, a file that takes too long.
 */
import { FILE_MAX_BYTES } from '@talentbase/shared';

/** Same limit as files attached to a candidate record, so a résumé accepted here can be kept there. */
export const RESUME_MAX_BYTES = FILE_MAX_BYTES;

/** A résumé is a few pages; reading the first 20 covers any real one and bounds a hostile file. */
export const PDF_MAX_PAGES = 20;

/** The DOCX body (word/document.xml) may unpack to at most this much, declared or actual. */
export const DOCX_MAX_XML_BYTES = 20 * 1024 * 1024;

/** Word XML compresses about 5 to 20 times; far more than this is a ZIP bomb, not a résumé. */
export const DOCX_MAX_RATIO = 200;

/** A ZIP with this many entries is not a Word document. */
export const DOCX_MAX_ENTRIES = 5_000;

/** One file may take this long to read before it is refused, so it cannot stall a batch. */
export const FILE_TIME_LIMIT_MS = 10_000;

/** Text read from a file is capped: the profile keeps at most this much (longer is not a résumé). */
export const TEXT_MAX_CHARS = 200_000;

/** A PDF with less readable text than this per page has no text layer (a scan or a photo). */
export const MIN_TEXT_CHARS = 40;
