/**
 * The materialised judgements, bench/relevance/judgements.json, so a reader can check the grades:
 * per query the rubric in words, how many profiles of the data set got each grade, and the qrels
 * (profile external_id, grade) of the pool: the engine's top 10 and the rubric's best profiles.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type QueryJudgement, RUBRIC_POOL } from './judge';
import type { RelevanceQuery } from './rubric';
import type { QueryRow } from './run-query';

export function writeJudgements(
  root: string,
  queries: readonly RelevanceQuery[],
  judgements: ReadonlyMap<string, QueryJudgement>,
  rows: readonly QueryRow[],
  info: { scale: number; seed: number },
) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = queries.map((q) => {
    const j = judgements.get(q.id);
    const row = byId.get(q.id);
    const qrels = new Map<
      string,
      { externalId: string; grade: number; from: string[]; title: string | null }
    >();
    for (const h of row?.top10 ?? [])
      qrels.set(h.externalId, {
        externalId: h.externalId,
        grade: h.grade,
        from: [`system#${h.rank}`],
        title: h.title,
      });
    for (const b of j?.best ?? []) {
      const seen = qrels.get(b.view.externalId);
      if (seen) seen.from.push('rubric');
      else
        qrels.set(b.view.externalId, {
          externalId: b.view.externalId,
          grade: b.grade,
          from: ['rubric'],
          title: b.view.currentTitle,
        });
    }
    return {
      id: q.id,
      family: q.family,
      intent: q.intent,
      filters: q.filters,
      rubric: q.rubric.map(([grade, meaning]) => ({ grade, meaning })),
      gradeCounts: j?.counts,
      qrels: [...qrels.values()].sort((a, b) => b.grade - a.grade),
    };
  });
  const file = path.join(root, 'bench', 'relevance', 'judgements.json');
  const doc = {
    seed: info.seed,
    scale: info.scale,
    grades: { 3: 'ideal', 2: 'relevant', 1: 'partly relevant', 0: 'not relevant' },
    pool: `the top 10 the engine returned plus the ${RUBRIC_POOL} best profiles by the rubric (every profile is graded: see gradeCounts)`,
    queries: out,
  };
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  // The file sits among linted sources: leave it the way `biome check` wants it.
  try {
    execFileSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', file], {
      stdio: 'ignore',
    });
  } catch {
    console.log(`(could not run biome format on ${file})`);
  }
  return file;
}
