/**
 * PDF reading in worker threads, for batches. PDF.js is pure JavaScript and busy for the whole
 * time it reads a file, so a batch read in the main thread uses one core and a pathological file
 * can only be stopped between pages. Workers use every core, and a file over its time limit is
 * stopped for certain: its worker is terminated and replaced.
 *
 * The worker runs `pdfPagesText` from its source text (it has no outside names), so there is no
 * separate worker file for the server build to know about. If a worker cannot start (PDF.js not
 * found), the pool says so and the caller reads in its own thread instead.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { PDF_MAX_PAGES } from './limits';
import { judgePdfText, type PagesText, pdfPagesText, pdfRefusal, tooSlowRefusal } from './pdf-text';
import type { TextRead } from './txt-text';

type Reply = { id: number; ok: true; read: PagesText } | { id: number; ok: false; name: string };

const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
// Compilers may wrap functions with a naming helper; the worker has none, so it gets a harmless one.
var __name = (f) => f;
const pdfPagesText = (${pdfPagesText.toString()});
require(workerData.unpdf).getResolvedPDFJS().then((lib) => {
  parentPort.on('message', async (msg) => {
    try {
      const read = await pdfPagesText(lib, msg.data, msg.maxPages, () => false);
      parentPort.postMessage({ id: msg.id, ok: true, read });
    } catch (e) {
      parentPort.postMessage({ id: msg.id, ok: false, name: (e && e.name) || 'Error' });
    }
  });
  parentPort.postMessage('ready');
});
`;

type Slot = { worker: Worker; ready: Promise<boolean> };

export class PdfWorkerPool {
  private idle: Slot[] = [];
  private waiters: ((slot: Slot) => void)[] = [];
  private slots = new Set<Slot>();
  private seq = 0;
  private closed = false;
  /** True once a worker failed to start: the caller reads PDFs in its own thread. */
  broken = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.release(this.spawn());
  }

  private spawn(): Slot {
    const unpdf = createRequire(import.meta.url).resolve('unpdf');
    const worker = new Worker(SCRIPT, { eval: true, workerData: { unpdf } });
    const ready = new Promise<boolean>((resolve) => {
      worker.once('message', (m) => resolve(m === 'ready'));
      worker.once('error', () => resolve(false));
      worker.once('exit', () => resolve(false));
    });
    // Idle workers must not keep the process alive; a file being read holds its own timer.
    worker.unref();
    const slot = { worker, ready };
    this.slots.add(slot);
    return slot;
  }

  private release(slot: Slot): void {
    if (this.closed) return;
    const waiter = this.waiters.shift();
    if (waiter) waiter(slot);
    else this.idle.push(slot);
  }

  private replace(slot: Slot): void {
    this.slots.delete(slot);
    void slot.worker.terminate();
    if (!this.closed) this.release(this.spawn());
  }

  private acquire(): Promise<Slot> {
    const slot = this.idle.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The file's text, or null when the pool cannot work (the caller then reads in its own thread). */
  async read(fileName: string, data: Buffer, timeLimitMs: number): Promise<TextRead | null> {
    if (this.broken || this.closed) return null;
    const slot = await this.acquire();
    // Busy workers keep the process alive (idle ones do not), or an awaited read could be dropped.
    slot.worker.ref();
    if (!(await slot.ready)) {
      this.broken = true;
      this.slots.delete(slot);
      void slot.worker.terminate();
      return null;
    }
    const id = ++this.seq;
    const { worker } = slot;
    return new Promise<TextRead>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (result: TextRead, healthy: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onFailure);
        worker.off('exit', onFailure);
        worker.unref();
        if (healthy) this.release(slot);
        else this.replace(slot);
        resolve(result);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        finish(
          reply.ok ? judgePdfText(fileName, reply.read) : { rejected: pdfRefusal(fileName, reply.name) },
          true,
        );
      };
      // A worker that dies on a file (out of memory, a crash in the parser) is that file's failure only.
      const onFailure = () => finish({ rejected: pdfRefusal(fileName, 'WorkerFailed') }, false);
      timer = setTimeout(
        () => finish({ rejected: tooSlowRefusal(fileName, timeLimitMs) }, false),
        timeLimitMs,
      );
      worker.on('message', onMessage);
      worker.once('error', onFailure);
      worker.once('exit', onFailure);
      const copy = new Uint8Array(data);
      worker.postMessage({ id, data: copy, maxPages: PDF_MAX_PAGES }, [copy.buffer]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.slots];
    this.slots.clear();
    this.idle = [];
    await Promise.all(all.map((s) => s.worker.terminate()));
  }
}

let shared: PdfWorkerPool | null = null;

/**
 * The process's pool, started on first use and kept: starting a worker loads PDF.js (a few hundred
 * milliseconds), which would dominate a small batch if every batch started its own.
 */
export function sharedPdfPool(): PdfWorkerPool {
  if (!shared || shared.broken)
    shared = new PdfWorkerPool(Math.max(1, Math.min(4, os.availableParallelism())));
  return shared;
}
