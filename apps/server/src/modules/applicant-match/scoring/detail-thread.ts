/**
 * The scoring job's detail thread: one worker thread per process that builds batches of scoring
 * details (detail-worker.ts). Ranking stays in the main thread (it is light and yields often);
 * the details are several times its work and garbage, and with 50,000 applicants their
 * collections alone held the main event loop for hundreds of milliseconds (bench:match, "Full
 * details"). Here the main thread only passes the rows as PostgreSQL hands them over, and gets
 * back the finished rows as bytes that go to PostgreSQL as the one jsonb parameter saving them.
 *
 * `build` answers null when there is no thread to use (it did not start, it died on this batch,
 * or the batch took longer than BATCH_TIME_LIMIT_MS): the caller then builds the batch in its
 * own thread, in slices, as before. A thread that died is started again for the next batch; one
 * that never started is not tried again.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DetailSource, ResumeSource } from './detail-build';

export type DetailRequest = { id: number; persona: string } & (
  | { rows: DetailSource[] }
  | { resumes: ResumeSource[] }
);
export type DetailReply =
  | { id: number; ok: true; rows: Uint8Array; count: number; missing: string[] }
  | { id: number; ok: false; message: string };

/**
 * A batch done in the thread: the rows to save, as jsonb in its binary form (detail-build.ts
 * jsonbBinary), how many, and the ids to build from their résumés.
 */
export type ThreadResult = { rows: Buffer; count: number; missing: string[] };

/** A batch of 100 takes some 20 ms; one that takes a minute is stuck. */
const BATCH_TIME_LIMIT_MS = 60_000;

/**
 * From source (tests, benchmarks, `npm run dev`) the worker is the .ts file beside this one: a
 * small script registers tsx in the new thread first (Node 20 does not carry the loader of the
 * parent into it, nor take `--import` for a thread). In the server build this code runs from
 * dist/main.js (or dist/worker.js), and the worker is dist/detail-worker.js beside it
 * (apps/server/build.mjs).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./detail-worker.js', import.meta.url));
  const require = createRequire(import.meta.url);
  const tsx = require('tsx/package.json') as { exports: Record<string, { import?: { default?: string } }> };
  const api = pathToFileURL(
    path.join(
      path.dirname(require.resolve('tsx/package.json')),
      tsx.exports['./esm/api']?.import?.default ?? '',
    ),
  );
  const script = new URL('./detail-worker.ts', import.meta.url);
  return new Worker(
    `import(${JSON.stringify(api.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`,
    { eval: true },
  );
}

type Pending = (reply: DetailReply | null) => void;

class DetailThread {
  private worker: Worker | null = null;
  private ready: Promise<boolean> = Promise.resolve(false);
  private pending = new Map<number, Pending>();
  private seq = 0;
  private neverStarted = false;

  private start(): Worker {
    const worker = startWorker();
    let started = false;
    this.ready = new Promise<boolean>((resolve) => {
      worker.once('message', (m) => {
        started = m === 'ready';
        resolve(started);
      });
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    worker.on('message', (reply: DetailReply | 'ready') => {
      if (reply === 'ready') return;
      this.settle(reply.id, reply);
    });
    const gone = () => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (!started) {
        this.neverStarted = true;
        console.warn(
          '[talentbase] scoring details are built in the main thread: the detail thread did not start',
        );
      }
      for (const id of [...this.pending.keys()]) this.settle(id, null);
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    // An idle thread must not keep the process alive; a batch in flight refs it.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle(id: number, reply: DetailReply | null): void {
    const done = this.pending.get(id);
    if (!done) return;
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    done(reply);
  }

  /** The batch built in the thread, or null: build it in the caller's thread instead. */
  async build(persona: string, batch: { rows: DetailSource[] } | { resumes: ResumeSource[] }) {
    if (this.neverStarted) return null;
    const worker = this.worker ?? this.start();
    if (!(await this.ready) || this.worker !== worker) return null;
    const id = ++this.seq;
    const reply = await new Promise<DetailReply | null>((resolve) => {
      const timer = setTimeout(() => {
        // The thread is stuck on this batch: stop it (every batch in it falls back) and start afresh next time.
        if (this.worker === worker) void worker.terminate();
      }, BATCH_TIME_LIMIT_MS);
      this.pending.set(id, (r) => {
        clearTimeout(timer);
        resolve(r);
      });
      worker.ref();
      worker.postMessage({ id, persona, ...batch } as DetailRequest);
    });
    if (!reply?.ok) return null;
    const rows = Buffer.from(reply.rows.buffer, reply.rows.byteOffset, reply.rows.byteLength);
    return { rows, count: reply.count, missing: reply.missing } satisfies ThreadResult;
  }
}

/** The process's detail thread, started at its first batch. */
export const detailThread = new DetailThread();
