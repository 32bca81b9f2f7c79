/**
 * Writing CSV that spreadsheet apps open safely: RFC 4180 quoting, CRLF line ends, a UTF-8 BOM
 * (without it Excel reads UTF-8 as the local code page), and every cell that a spreadsheet would
 * read as a formula neutralised. Exports and the import report both write through here.
 */

/** The byte-order mark spreadsheet apps need to detect UTF-8. */
export const UTF8_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets
// (OWASP "CSV injection"); a tab or carriage return at the start hides one from view.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet shows as text: one that would start a formula gets a leading single
 * quote, which spreadsheets treat as "this is text" and do not display.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a delimiter, a quote or a line break. */
export function quoteField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV line (with its CRLF) from cell values; null and undefined become empty cells. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map((c) => quoteField(neutraliseCell(c === null || c === undefined ? '' : String(c)))).join(',')}\r\n`;
}
