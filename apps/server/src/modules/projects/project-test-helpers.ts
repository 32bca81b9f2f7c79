/**
 * Helpers for the permission matrix and the isolation sweep: a fingerprint of every table (to
 * prove a refused call wrote nothing) and multipart uploads sent like the browser sends them.
 */

import type { App } from '../../app';
import type { TestClient, TestResponse } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-db';

/**
 * Row count and an md5 over the rows of every table of the public schema. `sessions` is left
 * out because every signed-in request may refresh its own session row; nothing else is.
 */
export const UNTRACKED_TABLES = ['sessions'] as const;

export type TableState = Record<string, { rows: number; md5: string }>;

export async function tableState(pool: TestDatabase['pool']): Promise<TableState> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const state: TableState = {};
  for (const { name } of tables) {
    if ((UNTRACKED_TABLES as readonly string[]).includes(name)) continue;
    const { rows } = await pool.query<{ n: number; md5: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5
         from "${name}" t`,
    );
    state[name] = { rows: rows[0]?.n ?? 0, md5: rows[0]?.md5 ?? '' };
  }
  return state;
}

/** The tables whose fingerprint differs between two states (with before/after row counts). */
export function changedTables(before: TableState, after: TableState): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => before[n]?.md5 !== after[n]?.md5 || before[n]?.rows !== after[n]?.rows)
    .map((n) => `${n} (${before[n]?.rows ?? '-'} -> ${after[n]?.rows ?? '-'} rows)`);
}

export type UploadFile = { field: string; name: string; data: Buffer; contentType?: string };

/** multipart/form-data with the client's cookies and CSRF token. */
export function multipart(
  _app: App,
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<TestResponse> {
  return client.upload(url, fields, files);
}

export const PDF_FILE = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const uploadCandidateFile = (
  app: App,
  client: TestClient,
  candidateId: number,
  projectId?: string,
  name = 'resume.pdf',
) =>
  multipart(
    app,
    client,
    '/api/v1/candidateFiles/uploadCandidateFiles',
    { candidateId: String(candidateId), ...(projectId ? { projectId } : {}) },
    [{ field: 'files', name, data: PDF_FILE }],
  );

export const IMPORT_CSV =
  'Full Name,Email,Job Title,Company\nIvy Importrow,ivy.importrow@example.org,Engineer,Acme\n';
export const IMPORT_MAPPING = ['fullName', 'emails', 'title', 'company'];

export const uploadImport = (app: App, client: TestClient, csv = IMPORT_CSV) =>
  multipart(app, client, '/api/v1/candidates/import/upload', {}, [
    { field: 'file', name: 'people.csv', data: Buffer.from(csv), contentType: 'text/csv' },
  ]);
