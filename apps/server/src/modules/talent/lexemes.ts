import os from 'node:os';
import type pg from 'pg';
import { inPoolTransaction } from '../../db/pool-transaction';

/**
 * The vocabulary wildcards expand against: every word of the keyword index with its document count.
 * `ts_stat` reads every vector on one core, so each core counts a range of profiles and the counts
 * are added up here.
 */
export async function refreshLexemes(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ lo: string | null; hi: string | null }>(
    'select min(profile_id) as lo, max(profile_id) as hi from talent_search',
  );
  const lo = Number(rows[0]?.lo ?? 0);
  const hi = Number(rows[0]?.hi ?? -1);
  const parts = Math.max(1, Math.min(4, os.availableParallelism()));
  const step = Math.ceil((hi - lo + 1) / parts);
  const counted = await Promise.all(
    Array.from({ length: hi >= lo ? parts : 0 }, (_, k) =>
      pool.query<{ word: string; ndoc: number }>('select word, ndoc from ts_stat($1)', [
        `select tsv from talent_search where profile_id between ${lo + k * step} and ${lo + (k + 1) * step - 1}`,
      ]),
    ),
  );
  const ndoc = new Map<string, number>();
  for (const part of counted) for (const r of part.rows) ndoc.set(r.word, (ndoc.get(r.word) ?? 0) + r.ndoc);
  await inPoolTransaction(pool, async (client) => {
    await client.query('truncate talent_lexemes');
    await client.query(
      'insert into talent_lexemes (word, ndoc) select * from unnest($1::text[], $2::int[])',
      [[...ndoc.keys()], [...ndoc.values()]],
    );
  });
  await pool.query('analyze talent_lexemes');
}
