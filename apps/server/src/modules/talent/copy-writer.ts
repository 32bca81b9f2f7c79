/**
 * Rows into PostgreSQL with COPY (text format): the only way to load a million profiles in
 * minutes. Values are escaped per the COPY text rules; writes wait for the stream to drain.
 */
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** An integer array column (`int[]`); any other array or object is written as JSON. */
export class IntArray {
  constructor(readonly values: readonly number[]) {}
}

export type CopyValue = string | number | boolean | null | IntArray | object;

const QUEUE_LIMIT_BYTES = 8 * 1024 * 1024;
const NEEDS_ESCAPE = /[\\\n\r\t]/;

function escapeText(text: string): string {
  // Most values need nothing: test before paying for a replace.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof IntArray) return `{${value.values.join(',')}}`;
  return escapeText(JSON.stringify(value));
}

/** One row of COPY text, with its line end. */
export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let k = 0; k < values.length; k++) line += (k ? '\t' : '') + copyField(values[k] as CopyValue);
  return `${line}\n`;
}

export type CopyStream = {
  /** Buffers a row; returns a promise only when the buffer went out and the caller must wait for it. */
  write: (values: readonly CopyValue[]) => Promise<void> | null;
  /** The same for rows already in COPY text (see copyLine). */
  writeText: (lines: string) => Promise<void> | null;
  end: () => Promise<void>;
};

/**
 * Opens `COPY table (columns) FROM STDIN [options]`: on a connection of its own from the pool, or
 * on the given connection (which stays the caller's: its transaction, its release).
 */
export async function openCopy(
  source: pg.Pool | pg.PoolClient,
  table: string,
  columns: readonly string[],
  options = '',
): Promise<CopyStream> {
  const own = 'totalCount' in source;
  const client = own ? await (source as pg.Pool).connect() : (source as pg.PoolClient);
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN ${options}`.trim()));
  let failure: Error | null = null;
  stream.on('error', (err: Error) => {
    failure = err;
  });
  let buffer = '';
  // Several COPY streams are fed by one producer: waiting for each to drain in turn would leave
  // the others idle. A few megabytes may queue per stream before the producer waits.
  const flush = async () => {
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    stream.write(chunk);
    if (stream.writableLength > QUEUE_LIMIT_BYTES) {
      await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
    }
  };
  const writeText = (lines: string) => {
    if (failure) throw failure;
    buffer += lines;
    return buffer.length > 256 * 1024 ? flush() : null;
  };
  return {
    write: (values) => writeText(copyLine(values)),
    writeText,
    async end() {
      try {
        if (failure) throw failure;
        await flush();
        await new Promise<void>((resolve, reject) => {
          if (failure) return reject(failure);
          stream.once('finish', () => resolve());
          stream.once('error', reject);
          stream.end();
        });
      } finally {
        // A connection whose COPY failed is closed rather than handed back to the pool.
        if (own) client.release(failure ?? undefined);
      }
    },
  };
}
