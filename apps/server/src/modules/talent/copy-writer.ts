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

function escapeText(text: string): string {
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

export type CopyStream = {
  write: (values: readonly CopyValue[]) => Promise<void>;
  end: () => Promise<void>;
};

/** Opens `COPY table (columns) FROM STDIN` on its own pooled connection. */
export async function openCopy(
  pool: pg.Pool,
  table: string,
  columns: readonly string[],
): Promise<CopyStream> {
  const client = await pool.connect();
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  let failure: Error | null = null;
  stream.on('error', (err: Error) => {
    failure = err;
  });
  let buffer = '';
  const flush = async () => {
    if (!buffer) return;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
  };
  return {
    async write(values) {
      if (failure) throw failure;
      buffer += `${values.map(copyField).join('\t')}\n`;
      if (buffer.length > 256 * 1024) await flush();
    },
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
        client.release(failure ?? undefined);
      }
    },
  };
}
