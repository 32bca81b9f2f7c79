import { IMPORT_FIELD_LABEL, type ImportField, type ImportMapping } from '@talentbase/shared';

/** The candidate fields in the order the preview shows them; first and last name show as Name. */
const PREVIEW_ORDER: readonly ImportField[] = [
  'fullName',
  'title',
  'company',
  'location',
  'emails',
  'phones',
  'linkedinUrl',
  'otherUrls',
  'skills',
  'notes',
];

export type PreviewTable = { columns: { field: ImportField; label: string }[]; rows: string[][] };

/**
 * The first rows as they would be imported: first and last name joined into the name, list
 * fields fed by several columns joined, unmapped columns left out. Mirrors the server's rules
 * closely enough to show the recruiter what goes where; the server's check is the final word.
 */
export function previewRows(rows: readonly string[][], mapping: ImportMapping): PreviewTable {
  const used = new Set(mapping.filter((f): f is ImportField => f !== null));
  const hasName = used.has('fullName') || used.has('firstName') || used.has('lastName');
  const fields = PREVIEW_ORDER.filter((f) => (f === 'fullName' ? hasName : used.has(f)));
  const cellOf = (row: readonly string[], field: ImportField) =>
    mapping
      .map((f, i) => (f === field ? (row[i] ?? '').trim() : ''))
      .filter(Boolean)
      .join(field === 'emails' || field === 'phones' ? '; ' : ', ');
  return {
    columns: fields.map((field) => ({
      field,
      label: field === 'fullName' ? 'Name' : IMPORT_FIELD_LABEL[field],
    })),
    rows: rows.map((row) =>
      fields.map((field) => {
        if (field !== 'fullName' || used.has('fullName')) return cellOf(row, field);
        return [cellOf(row, 'firstName'), cellOf(row, 'lastName')].filter(Boolean).join(' ');
      }),
    ),
  };
}
