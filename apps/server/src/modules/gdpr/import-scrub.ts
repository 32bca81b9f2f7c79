/**
 * CSV imports keep a report (the first problems in `candidate_imports.report`, every problem in
 * report parts on disk, one line per problem with the row's name) and, until the import is done,
 * the uploaded file. An erased person leaves the reports: lines naming them go, and so does a
 * leftover upload of a finished or failed import that holds their name, email or phone. An upload
 * still waiting for its import stays: the import skips the person (suppression list) and deletes
 * the file when it finishes.
 */
import type { ImportProblem } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import { csvLine } from '../candidate-export/csv-writer';
import { csvRecords, decodeCsv } from '../candidate-import/csv-inspection';
import { importFiles, reportPartKey } from '../candidate-import/import-files';
import { IMPORT_BATCH_SIZE } from '../candidate-import/import-run';
import { foldText } from '../duplicates/normalize';
import { affectedTeams, allIds, bigints, type Counts, type PhaseContext } from './erasure-target';

type ImportRow = {
  id: string;
  storage_key: string;
  status: string;
  processed_rows: number;
  report: ImportProblem[];
};

/** Names shorter than this are not searched for inside messages: too many false hits. */
const MIN_NAME = 4;

/** How the people are written: names (as each team knows them) and contact details. */
async function identityOf(
  ctx: PhaseContext,
): Promise<{ names: string[]; needles: string[]; digits: string[] }> {
  const ids = bigints(allIds(ctx.target));
  const { rows } = await ctx.db.execute<{ name: string | null; emails: unknown; phones: unknown }>(sql`
    select p.full_name as name, c.emails, c.phones from talent_profiles p
      left join talent_contacts c on c.profile_id = p.id where p.id = any(${ids}::bigint[])
    union all
    select tc.overrides->'basicInfo'->>'fullname', tc.overrides->'emails', tc.overrides->'phones'
      from team_candidates tc where tc.profile_id = any(${ids}::bigint[])`);
  const names = new Set<string>();
  const needles = new Set<string>();
  const digits = new Set<string>();
  for (const r of rows) {
    if (r.name && r.name.trim().length >= MIN_NAME) names.add(foldText(r.name.trim()));
    for (const e of Array.isArray(r.emails) ? r.emails : []) {
      const address = (e as { address?: unknown }).address;
      if (typeof address === 'string' && address) needles.add(address.toLowerCase());
    }
    for (const p of Array.isArray(r.phones) ? r.phones : []) {
      const number = (p as { number?: unknown }).number;
      // The last seven digits: a CSV writes numbers in any format, with or without the country.
      if (typeof number === 'string' && number.length > 7) digits.add(number.replace(/\D/g, '').slice(-7));
    }
  }
  return { names: [...names], needles: [...needles, ...names], digits: [...digits] };
}

const mentions = (text: string, names: readonly string[]) => {
  const folded = foldText(text);
  return names.some((n) => folded.includes(n));
};

export async function scrubImports(ctx: PhaseContext): Promise<Counts> {
  const { db, target } = ctx;
  const teams = await affectedTeams(db, target);
  const { names, needles, digits } = await identityOf(ctx);
  if (needles.length === 0 && digits.length === 0) return { import_report_rows: 0, import_uploads: 0 };
  const files = importFiles(ctx.settings.importsRoot);
  const { rows: imports } = await db.execute<ImportRow>(sql`
    select id::text, storage_key, status, processed_rows, report from candidate_imports
     where team_id = any(${`{${teams.join(',')}}`}::uuid[]) order by id`);
  let reportRows = 0;
  let uploads = 0;
  for (const imp of imports) {
    // Report parts: one CSV line per problem, [row, column, message, name].
    const goneRows = new Set<number>();
    for (let start = 0; start < imp.processed_rows; start += IMPORT_BATCH_SIZE) {
      const key = reportPartKey(imp.storage_key, start);
      const part = await files.get(key);
      if (!part) continue;
      const kept: string[] = [];
      let removed = 0;
      for await (const cells of csvRecords(decodeCsv(part), ',')) {
        const [row = '', , message = '', name = ''] = cells;
        // A name cell may carry the formula guard's quote (csv-writer.ts).
        const cellName = foldText(name.replace(/^'/, '').trim());
        if ((cellName && names.includes(cellName)) || mentions(message, names)) {
          removed++;
          goneRows.add(Number(row));
        } else kept.push(csvLine(cells));
      }
      if (removed === 0) continue;
      reportRows += removed;
      if (ctx.dryRun) continue;
      if (kept.length === 0) await files.delete(key);
      else await files.put(key, Buffer.from(kept.join('')));
    }
    // The first problems, kept on the row for the progress screen.
    const report = imp.report.filter((p) => !goneRows.has(p.row) && !mentions(p.message, names));
    if (report.length !== imp.report.length) {
      // Counted once: lines already counted in a part are the same problems.
      reportRows += imp.report.filter((p) => !goneRows.has(p.row)).length - report.length;
      if (!ctx.dryRun)
        await db.execute(
          sql`update candidate_imports set report = ${JSON.stringify(report)}::jsonb where id = ${imp.id}`,
        );
    }
    // A leftover upload of a finished or failed import that names them.
    if (imp.status === 'done' || imp.status === 'failed') {
      const upload = await files.get(imp.storage_key);
      if (upload) {
        const text = foldText(upload.toString('utf8'));
        // Digits line by line: run together, the numbers of a whole file would match anything.
        const numbers = text.split('\n').map((line) => line.replace(/\D/g, ''));
        const hasNumber = (d: string) => numbers.some((line) => line.includes(d));
        if (needles.some((n) => text.includes(foldText(n))) || digits.some(hasNumber)) {
          uploads++;
          if (!ctx.dryRun) await files.delete(imp.storage_key);
        }
      }
    }
  }
  return { import_report_rows: reportRows, import_uploads: uploads };
}
