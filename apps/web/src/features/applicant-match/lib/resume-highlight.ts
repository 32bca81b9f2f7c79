/**
 * The résumé text cut into pieces around the evidence of a scoring detail, so the preview can
 * mark the words each judgement rests on. Offsets come from the server and point into the same
 * text; one that does not (an older parse, a trimmed text) is found again by its words, and one
 * whose words are not there is left out rather than marking the wrong place.
 */
import type { Evidence } from '@talentbase/shared/contracts/applicant-match';

export type ResumeSegment = { text: string; start: number; marked: boolean; active: boolean };

type Range = { start: number; end: number; active: boolean };

/** Where `evidence` really stands in `text`, or null. */
export function locateEvidence(text: string, evidence: Evidence): { start: number; end: number } | null {
  const { start, end } = evidence;
  if (end > start && end <= text.length && text.slice(start, end) === evidence.text) return { start, end };
  if (!evidence.text) return null;
  const found = text.indexOf(evidence.text);
  return found < 0 ? null : { start: found, end: found + evidence.text.length };
}

/**
 * Pieces of `text` in order; `marked` for words some judgement quotes, `active` for the words of
 * the judgement the recruiter picked.
 */
export function resumeSegments(
  text: string,
  evidence: readonly Evidence[],
  active: readonly Evidence[] = [],
): ResumeSegment[] {
  const ranges: Range[] = [];
  for (const [list, isActive] of [
    [evidence, false],
    [active, true],
  ] as const) {
    for (const e of list) {
      const at = locateEvidence(text, e);
      if (at) ranges.push({ ...at, active: isActive });
    }
  }
  // Each character takes the strongest mark over it: active beats marked beats plain.
  const bounds = new Set<number>([0, text.length]);
  for (const r of ranges) {
    bounds.add(r.start);
    bounds.add(r.end);
  }
  const cuts = [...bounds].sort((a, b) => a - b);
  const segments: ResumeSegment[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    if (end <= start) continue;
    const over = ranges.filter((r) => r.start <= start && r.end >= end);
    const marked = over.length > 0;
    const isActive = over.some((r) => r.active);
    const last = segments[segments.length - 1];
    if (last && last.marked === marked && last.active === isActive) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), start, marked, active: isActive });
  }
  return segments;
}
