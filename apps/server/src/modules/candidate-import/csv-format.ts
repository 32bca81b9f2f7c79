/**
 * Reading the CSV files recruiters export from spreadsheets and other systems: UTF-8 with or
 * without a byte-order mark, separated by commas, or by semicolons (spreadsheets in locales with
 * a decimal comma) or tabs (copied from a spreadsheet). The delimiter is sniffed from the header.
 */
import { CSV_DELIMITERS, type CsvDelimiter } from '@talentbase/shared';
import { type Options, parse } from 'csv-parse';

/** Counts each candidate delimiter outside quotes on the first lines of a sample. */
function countsPerLine(sample: string, lines: number): Map<CsvDelimiter, number[]> {
  const counts = new Map<CsvDelimiter, number[]>(CSV_DELIMITERS.map((d) => [d, [0]]));
  let inQuotes = false;
  let line = 0;
  for (let i = 0; i < sample.length && line < lines; i++) {
    const ch = sample[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && sample[i + 1] === '\n') i++;
      line++;
      for (const list of counts.values()) list.push(0);
    } else if (!inQuotes && (CSV_DELIMITERS as readonly string[]).includes(ch ?? '')) {
      const list = counts.get(ch as CsvDelimiter);
      if (list) list[line] = (list[line] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The delimiter that splits the header into the most columns; on a tie, the one whose count
 * holds steady over the next lines; a file with one column reads as comma-separated.
 */
export function sniffDelimiter(sample: string): CsvDelimiter {
  const counts = countsPerLine(stripBom(sample), 6);
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const perLine = counts.get(delimiter) ?? [0];
    const header = perLine[0] ?? 0;
    if (header === 0) continue;
    // Lines after the header that split into as many columns (the last one may be cut short).
    const steady = perLine.slice(1, -1).filter((n) => n === header).length;
    const score = header * 10 + steady;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** csv-parse options shared by the upload check, the preview and the import job. */
export function parserOptions(delimiter: CsvDelimiter): Options {
  return {
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A field may hold line breaks, but not a whole file: a stray quote would otherwise swallow
    // every following row into one cell.
    max_record_size: 128 * 1024,
    trim: false,
  };
}

export function csvParser(delimiter: CsvDelimiter) {
  return parse(parserOptions(delimiter));
}

/** A record as cells; blank lines made only of delimiters count as empty. */
export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((c) => c.trim() === '');
}
