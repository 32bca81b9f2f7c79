/**
 * Rows sent to PostgreSQL as one jsonb parameter (`jsonb_to_recordset`), the way set-based
 * writes pass many rows in one statement.
 *
 * jsonb is stricter than a text parameter: it refuses `\u0000` and unpaired surrogates, which a
 * text parameter would have stored as U+FFFD (Node encodes them so). Both come from user input
 * (a pasted name, a JSON body), so they are cleaned here rather than failing the whole write:
 * unpaired surrogates become U+FFFD as before, NULs (which no text column can hold) are dropped.
 */
const UNPAIRED = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const clean = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(UNPAIRED, '\ufffd').replaceAll('\u0000', '') : value;

export function jsonRows(rows: readonly unknown[]): string {
  return JSON.stringify(rows, clean);
}

/** One document (a persona, a settings object) as a jsonb parameter, cleaned the same way. */
export function jsonDocument(doc: unknown): string {
  return JSON.stringify(doc, clean);
}
