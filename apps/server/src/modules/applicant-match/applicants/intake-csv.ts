/**
 * A CSV of applicants (one per row, no résumé): the columns are recognised by their headers the
 * way the candidate import suggests them (name or first and last name, email, phone, title,
 * company, location, LinkedIn); other columns are ignored. Each row is checked like an imported
 * row, and a row with a problem becomes that row's refusal, never a half-filled applicant.
 *
 * A larger list belongs in the candidate import (which runs in the background): an upload is
 * answered row by row while the recruiter waits, so a CSV of more than APPLICANT_CSV_MAX_ROWS rows
 * is refused as a whole with that advice.
 */
import type { ImportField, ImportMapping } from '@talentbase/shared';
import { AppError } from '../../../lib/errors';
import { isBlankRecord, sniffDelimiter, stripBom } from '../../candidate-import/csv-format';
import { csvRecords, decodeCsv } from '../../candidate-import/csv-inspection';
import { suggestMapping } from '../../candidate-import/header-mapping';
import { validateRow } from '../../candidate-import/row-validation';
import type { NewCandidateInput } from '../../candidates/create-candidate';

export const APPLICANT_CSV_MAX_ROWS = 2_000;

const APPLICANT_FIELDS: ReadonlySet<ImportField> = new Set<ImportField>([
  'fullName',
  'firstName',
  'lastName',
  'emails',
  'phones',
  'title',
  'company',
  'location',
  'linkedinUrl',
]);

export type CsvApplicantRow =
  | { row: number; fields: NewCandidateInput }
  | { row: number; rejected: string; fullName: string | null };

export type CsvApplicants = { rows: CsvApplicantRow[] } | { rejected: string };

export async function readApplicantCsv(fileName: string, data: Buffer): Promise<CsvApplicants> {
  let text: string;
  try {
    text = stripBom(decodeCsv(data));
  } catch (error) {
    if (error instanceof AppError) return { rejected: `"${fileName}": ${error.message}` };
    throw error;
  }
  if (text.trim() === '')
    return { rejected: `"${fileName}" is empty: add a header row and one row per applicant.` };
  const delimiter = sniffDelimiter(text.slice(0, 64 * 1024));
  let headers: string[] | null = null;
  let mapping: ImportMapping = [];
  const rows: CsvApplicantRow[] = [];
  try {
    for await (const record of csvRecords(text, delimiter)) {
      if (headers === null) {
        headers = record.map((h) => h.trim());
        mapping = suggestMapping(headers).map((f) => (f !== null && APPLICANT_FIELDS.has(f) ? f : null));
        if (!mapping.some((f) => f === 'fullName' || f === 'firstName' || f === 'lastName'))
          return {
            rejected: `"${fileName}" has no name column: the first row must name the columns (Name, Email, Phone, Title, Company, Location, LinkedIn).`,
          };
        continue;
      }
      if (isBlankRecord(record)) continue;
      if (rows.length >= APPLICANT_CSV_MAX_ROWS)
        return {
          rejected: `"${fileName}" has more than ${APPLICANT_CSV_MAX_ROWS.toLocaleString('en-US')} applicants: add larger lists with the candidate import, or split the file.`,
        };
      const row = rows.length + 1;
      const checked = validateRow(record, mapping, headers, row);
      rows.push(
        checked.ok
          ? { row, fields: checked.fields }
          : {
              row,
              fullName: checked.fullName || null,
              rejected: checked.problems
                .map((p) => (p.column ? `${p.column}: ${p.message}` : p.message))
                .join('; '),
            },
      );
    }
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    return {
      rejected: `"${fileName}" could not be read as CSV${where ? ` near line ${where}` : ''}: save it as "CSV UTF-8" and upload it again.`,
    };
  }
  if (headers === null || rows.length === 0)
    return { rejected: `"${fileName}" has no applicants: add one row per applicant under the header row.` };
  return { rows };
}
