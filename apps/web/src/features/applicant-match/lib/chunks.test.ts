import { describe, expect, it } from 'vitest';
import { chunk, runInChunks } from './chunks';

describe('chunk', () => {
  it('cuts a list into slices of the size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 50)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });
});

describe('runInChunks', () => {
  it('sends the slices one after another, reports progress, and goes on after a failed slice', async () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    const seen: number[][] = [];
    const progress: number[] = [];
    let inFlight = 0;
    const run = await runInChunks(
      items,
      50,
      async (slice) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await new Promise((r) => setTimeout(r, 1));
        inFlight -= 1;
        seen.push(slice);
        if (slice[0] === 50) throw new Error('server down');
        return slice.length;
      },
      (p) => progress.push(p.done),
    );
    expect(seen.map((s) => s.length)).toEqual([50, 50, 20]);
    expect(progress).toEqual([0, 50, 100, 120]);
    expect(run.answers).toEqual([50, 20]);
    expect(run.failed).toHaveLength(1);
    expect(run.failed[0]?.items[0]).toBe(50);
    expect(run.failed[0]?.error).toEqual(new Error('server down'));
    expect(run.unsent).toEqual([]);
  });

  it('stops before the next slice when asked, keeping what was not sent', async () => {
    let stop = false;
    const run = await runInChunks(
      [1, 2, 3, 4, 5],
      2,
      async (slice) => {
        stop = true;
        return slice;
      },
      () => {},
      () => stop,
    );
    expect(run.answers).toEqual([[1, 2]]);
    expect(run.unsent).toEqual([3, 4, 5]);
  });
});
