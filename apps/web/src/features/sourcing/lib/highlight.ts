/**
 * Character ranges to mark in a text, as the search answers them (`[start, end)` over the
 * JavaScript string). The server's ranges are trusted for position only: they are clamped to the
 * text, ordered and merged, so a stale or overlapping range can never break the rendering.
 */
export type Range = readonly [number, number];
export type Segment = { text: string; marked: boolean };

export function normalizeRanges(length: number, ranges: readonly Range[]): [number, number][] {
  const clean = ranges
    .filter((r) => Number.isFinite(r[0]) && Number.isFinite(r[1]))
    .map(([s, e]): [number, number] => [Math.max(0, Math.min(length, s)), Math.max(0, Math.min(length, e))])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of clean) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

export function segments(text: string, ranges: readonly Range[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const [s, e] of normalizeRanges(text.length, ranges)) {
    if (s > at) out.push({ text: text.slice(at, s), marked: false });
    out.push({ text: text.slice(s, e), marked: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}

/**
 * A window of a long text around its first mark (summaries run to thousands of characters), with
 * the ranges moved to match and an ellipsis where text was cut.
 */
export function snippet(
  text: string,
  ranges: readonly Range[],
  maxLength: number,
): { text: string; ranges: [number, number][] } {
  const normalized = normalizeRanges(text.length, ranges);
  if (text.length <= maxLength) return { text, ranges: normalized };
  const first = normalized[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(maxLength / 3));
  // Start at a word boundary so the snippet does not open mid-word.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space >= 0 && first - space < maxLength / 2) start = space + 1;
  }
  const end = Math.min(text.length, start + maxLength);
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < text.length ? ' …' : '';
  const shift = prefix.length - start;
  const moved = normalized
    .filter(([s, e]) => e > start && s < end)
    .map(([s, e]): [number, number] => [Math.max(s, start) + shift, Math.min(e, end) + shift]);
  return { text: `${prefix}${text.slice(start, end)}${suffix}`, ranges: moved };
}
