/**
 * The pipeline rows a stage mapping is made of (each stage, and each category without stages such
 * as Interview), and suggestions by name: the same name, one name inside the other, or the same
 * step under another word (Onsite for Interview, Rejected for Archived...).
 */
import { stageMappingKey } from '@talentbase/shared';

export type PipelineRow = { key: string; categoryId: number; stageId: number | null; name: string };
export type AtsStage = { id: string; name: string; order: number };

export function pipelineRows(
  categories: {
    categoryId: number;
    categoryName: string;
    stages: { stageId: number; stageName: string }[];
  }[],
): PipelineRow[] {
  return categories.flatMap((c): PipelineRow[] =>
    c.stages.length === 0
      ? [
          {
            key: stageMappingKey({ stageId: null, categoryId: c.categoryId }),
            categoryId: c.categoryId,
            stageId: null,
            name: c.categoryName,
          },
        ]
      : c.stages.map((s) => ({
          key: stageMappingKey({ stageId: s.stageId }),
          categoryId: c.categoryId,
          stageId: s.stageId,
          name:
            c.stages.length === 1 && s.stageName === c.categoryName
              ? s.stageName
              : `${c.categoryName} › ${s.stageName}`,
        })),
  );
}

const SAME_STEP = [
  ['goodfit', 'new', 'applied', 'applicationreview', 'application', 'lead', 'sourced', 'inbox'],
  ['contacted', 'reachedout', 'outreach'],
  ['replied', 'responded', 'interested'],
  ['scheduled', 'scheduling'],
  ['screen', 'screening', 'phonescreen', 'recruiterscreen', 'phone', 'phoneinterview'],
  ['interview', 'interviews', 'onsite', 'onsiteinterview', 'technicalinterview', 'finalinterview', 'panel'],
  ['offer', 'offered', 'offerextended', 'offersent'],
  ['hired', 'hire', 'accepted', 'offeraccepted'],
  ['archived', 'rejected', 'declined', 'disqualified', 'archive', 'notafit'],
];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const group = (s: string) => SAME_STEP.findIndex((g) => g.includes(norm(s)));

function score(rowName: string, stage: string): number {
  const own = rowName.split('›').pop() ?? rowName;
  const a = norm(own);
  const b = norm(stage);
  if (!a || !b) return 0;
  if (a === b) return 3;
  if (a.length > 3 && b.length > 3 && (a.includes(b) || b.includes(a))) return 2;
  const g = group(own);
  if (g >= 0 && (g === group(stage) || stage.split(/\s+/).some((w) => group(w) === g))) return 1;
  return 0;
}

/** Fills rows without a choice; each ATS stage is suggested once, the best match first. */
export function suggestMapping(
  rows: PipelineRow[],
  stages: AtsStage[],
  current: Record<string, string>,
): Record<string, string> {
  const next = { ...current };
  const taken = new Set(Object.values(current).filter(Boolean));
  const pairs: { key: string; id: string; s: number }[] = [];
  for (const row of rows)
    if (!next[row.key])
      for (const stage of stages) {
        const s = score(row.name, stage.name);
        if (s > 0) pairs.push({ key: row.key, id: stage.id, s });
      }
  pairs.sort((x, y) => y.s - x.s);
  for (const p of pairs) {
    if (next[p.key] || taken.has(p.id)) continue;
    next[p.key] = p.id;
    taken.add(p.id);
  }
  return next;
}
