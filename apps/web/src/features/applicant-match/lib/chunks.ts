/**
 * Large uploads and bulk reviews go to the server in slices the API accepts (50 files, 500
 * applicants), one request after another so a recruiter's thousand-file drop never floods the
 * server. A slice that fails is kept with its error and the rest still go: nothing is lost, and
 * the failed slices can be sent again.
 */

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('A chunk holds at least one item');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type ChunkProgress = { done: number; total: number };
export type FailedChunk<T> = { items: T[]; error: unknown };
/** `unsent`: the items never sent because the run was stopped. */
export type ChunkRun<T, R> = { answers: R[]; failed: FailedChunk<T>[]; unsent: T[] };

/**
 * Sends `items` in slices of `size`, in order, reporting how many items are done after each
 * slice. `shouldStop` is asked before each slice (the user pressed Stop); the items not sent then
 * are neither answered nor failed.
 */
export async function runInChunks<T, R>(
  items: readonly T[],
  size: number,
  send: (slice: T[]) => Promise<R>,
  onProgress: (progress: ChunkProgress) => void = () => {},
  shouldStop: () => boolean = () => false,
): Promise<ChunkRun<T, R>> {
  const answers: R[] = [];
  const failed: FailedChunk<T>[] = [];
  let done = 0;
  onProgress({ done, total: items.length });
  for (const slice of chunk(items, size)) {
    if (shouldStop()) return { answers, failed, unsent: items.slice(done) };
    try {
      answers.push(await send(slice));
    } catch (error) {
      failed.push({ items: slice, error });
    }
    done += slice.length;
    onProgress({ done, total: items.length });
  }
  return { answers, failed, unsent: [] };
}
