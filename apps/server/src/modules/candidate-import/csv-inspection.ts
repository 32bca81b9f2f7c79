/**
 * The checks an uploaded file passes before anything is stored: it is text (not a spreadsheet
 * or a picture renamed .csv), UTF-8, parses as CSV, has a header and at least one candidate row.
 * It also gives the mapping step its header, its first rows and the row count.
 */
import { Readable } from 'node:stream';
import { type CsvDelimiter, IMPORT_MAX_COLUMNS, IMPORT_PREVIEW_ROWS } from '@talentbase/shared';
import { AppError } from '../../lib/errors';
import { csvParser, isBlankRecord, sniffDelimiter, stripBom } from './csv-format';

export type CsvInspection = {
  delimiter: CsvDelimiter;
  headers: string[];
  rows: string[][];
  totalRows: number;
};

const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/** The file as text, or an error saying how to save it properly. */
export function decodeCsv(bytes: Buffer): string {
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw unsupported('This looks like an Excel or zip file. Save it as "CSV UTF-8" and upload it again.');
  }
  if (bytes.subarray(0, 64 * 1024).includes(0)) {
    throw unsupported('This file is not a CSV text file. Save it as "CSV UTF-8" and upload it again.');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported('This file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.');
  }
}

/** Every record of a CSV text, in order, as arrays of cells (blank lines skipped). */
export async function* csvRecords(text: string, delimiter: CsvDelimiter): AsyncGenerator<string[]> {
  const parser = Readable.from([text]).pipe(csvParser(delimiter));
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!isBlankRecord(record)) yield record;
  }
}

export async function inspectCsv(bytes: Buffer): Promise<CsvInspection> {
  const text = stripBom(decodeCsv(bytes));
  if (text.trim() === '')
    throw unprocessable('The file is empty. Add a header row and one row per candidate.');
  const delimiter = sniffDelimiter(text.slice(0, 64 * 1024));
  let headers: string[] | null = null;
  const rows: string[][] = [];
  let totalRows = 0;
  try {
    for await (const record of csvRecords(text, delimiter)) {
      if (headers === null) {
        headers = record.map((h) => h.trim());
        continue;
      }
      totalRows++;
      if (rows.length < IMPORT_PREVIEW_ROWS) rows.push(record);
    }
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    const reason =
      error instanceof Error ? error.message.replace(/^Invalid Record Length: /, '') : 'unreadable';
    throw unprocessable(
      `The file could not be read as CSV${where ? ` near line ${where}` : ''}: ${reason.slice(0, 200)}`,
    );
  }
  if (headers === null) throw unprocessable('The file is empty. Add a header row and one row per candidate.');
  if (headers.length > IMPORT_MAX_COLUMNS) {
    throw unprocessable(
      `The file has ${headers.length} columns; at most ${IMPORT_MAX_COLUMNS} can be imported.`,
    );
  }
  if (headers.every((h) => h === '')) throw unprocessable('The first row must name the columns.');
  if (totalRows === 0) throw unprocessable('The file has a header row but no candidates.');
  return { delimiter, headers, rows, totalRows };
}
