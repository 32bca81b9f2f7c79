import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { describe, expect, it } from 'vitest';
import { EVAL_JOBS } from '../matching/eval/jobs';
import { EVAL_AS_OF, EVAL_RESUMES } from '../matching/eval/judged-set';
import { readResume } from '../matching/eval/read-resume';
import { extractPersona } from '../matching/extract-persona';
import { applicantFeatures } from '../matching/features';
import { personaFeatures } from '../matching/persona-features';
import { buildDetailRows } from './detail-batch';
import {
  type DetailSource,
  detailFromResume,
  detailFromStored,
  detailRowsJson,
  type ResumeSource,
} from './detail-build';
import { detailThread } from './detail-thread';
import { storedColumns } from './stored-columns';

const persona = extractPersona(EVAL_JOBS[0] as (typeof EVAL_JOBS)[number]);
const features = personaFeatures(persona);
const personaJson = JSON.stringify(persona);

const resumes: ParsedResume[] = Object.values(EVAL_RESUMES)
  .slice(0, 12)
  .map((text) => readResume(text));

/** Each résumé's row as the details phase reads it: stored columns as JSON text, as PostgreSQL gives them. */
const rows: DetailSource[] = resumes.map((resume, i) => {
  const columns = storedColumns(applicantFeatures(resume, { asOf: EVAL_AS_OF }));
  return {
    id: String(i + 1),
    lack_resume: false,
    text: resume.text,
    ranking_features: JSON.stringify(columns.rankingFeatures),
    features: JSON.stringify(columns.features),
  };
});
const noResumeRow: DetailSource = {
  id: '99',
  lack_resume: true,
  text: null,
  ranking_features: null,
  features: null,
};
/** Columns of a format this build does not read: the detail comes from the résumé instead. */
const oldFormatRow: DetailSource = {
  id: '7',
  lack_resume: false,
  text: resumes[6]?.text ?? '',
  ranking_features: '{"format":0,"ranking":[]}',
  features: '{"format":0}',
};
/** Saved rows as PostgreSQL reads them: JSON text, or jsonb's binary form (version byte 1, then the text). */
function rowsOf(part: string | Buffer | undefined): unknown[] {
  if (typeof part === 'string') return JSON.parse(part);
  if (!part) throw new Error('no rows');
  expect(part[0]).toBe(1);
  return JSON.parse(part.subarray(1).toString('utf8'));
}

const resumeOf = (id: string): ResumeSource => ({ id, resume: JSON.stringify(resumes[Number(id) - 1]) });

describe('the detail thread', () => {
  it('builds a batch to exactly the rows this thread would build', async () => {
    const batch = [...rows, noResumeRow];
    const result = await detailThread.build(personaJson, { rows: batch });
    expect(result).not.toBeNull();
    expect(result?.missing).toEqual([]);
    expect(result?.count).toBe(batch.length);
    const here = batch.map((row) => detailFromStored(features, row));
    expect(rowsOf(result?.rows)).toEqual(JSON.parse(detailRowsJson(here.filter((b) => b !== null))));
  });

  it('names the rows whose stored columns do not read back, and builds them from their résumés', async () => {
    const first = await detailThread.build(personaJson, { rows: [rows[0] as DetailSource, oldFormatRow] });
    expect(first?.missing).toEqual(['7']);
    expect(first?.count).toBe(1);
    const second = await detailThread.build(personaJson, { resumes: [resumeOf('7')] });
    const here = detailFromResume(features, resumeOf('7'));
    expect(here.store).not.toBeNull();
    expect(rowsOf(second?.rows)).toEqual(JSON.parse(detailRowsJson([here])));
  });

  it('gives the scoring job every row of a batch, the rebuilt ones with their columns to store', async () => {
    const asked: string[][] = [];
    const built = await buildDetailRows(
      { features, json: personaJson },
      [...rows, oldFormatRow],
      async (ids) => {
        asked.push(ids);
        return ids.map(resumeOf);
      },
    );
    expect(asked).toEqual([['7']]);
    expect(built.count).toBe(rows.length + 1);
    const saved = built.parts.flatMap((part) => rowsOf(part) as { id: number; features: unknown }[]);
    expect(saved.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [...rows.map((r) => Number(r.id)), 7].sort((a, b) => a - b),
    );
    expect(saved.filter((r) => r.features !== null).map((r) => r.id)).toEqual([7]);
  });

  it('answers a batch it cannot build with null, so the job builds it in its own thread', async () => {
    const broken = await detailThread.build('{"not":"a persona"', { rows });
    expect(broken).toBeNull();
    // The thread is still there for the next batch.
    expect(await detailThread.build(personaJson, { rows: rows.slice(0, 2) })).not.toBeNull();
  });
});
