/**
 * The streaming half of a load: batches of profiles (talent-batch.ts), most active first, written
 * in order through three COPY streams (see talent-loader.ts for the transaction around it).
 *
 * Generation stays on this thread: on two cores PostgreSQL's share of a load (parsing the rows,
 * computing keyword vectors) takes the other core, and worker threads measured no faster.
 */
import type pg from 'pg';
import { openCopy } from './copy-writer';
import type { Dictionary } from './dictionary';
import type { World } from './generator/world';
import {
  BatchGenerator,
  type BatchSetup,
  CONTACT_COLUMNS,
  PROFILE_COLUMNS,
  SEARCH_LOAD_COLUMNS,
} from './talent-batch';

const BATCH_SIZE = 1000;

export type StreamContext = {
  setup: BatchSetup;
  world: World;
  dict: Dictionary;
  owner: pg.PoolClient;
  pool: pg.Pool;
  fresh: boolean;
  progress: (event: { phase: string; done: number; total: number }) => void;
};

/**
 * Writes every profile into three COPY streams: profiles in the owning transaction, contacts and
 * search rows into staging. Returns how many profiles carry each search code.
 */
export async function streamProfiles(ctx: StreamContext): Promise<Map<number, number>> {
  const { total } = ctx.setup;
  // Rows written to a table emptied in this transaction can be frozen at once: no later rewrite.
  const profiles = await openCopy(
    ctx.owner,
    'talent_profiles',
    PROFILE_COLUMNS,
    ctx.fresh ? 'WITH (FREEZE)' : '',
  );
  const contacts = await openCopy(ctx.pool, 'talent_contacts_load', CONTACT_COLUMNS);
  const search = await openCopy(ctx.pool, 'talent_search_load', SEARCH_LOAD_COLUMNS);
  const generator = new BatchGenerator(ctx.setup, ctx.world, ctx.dict);
  try {
    for (let start = 0; start < total; start += BATCH_SIZE) {
      const end = Math.min(total, start + BATCH_SIZE);
      const text = generator.generate(start, end);
      const waits = [
        profiles.writeText(text.profiles),
        contacts.writeText(text.contacts),
        search.writeText(text.search),
      ];
      for (const wait of waits) if (wait) await wait;
      ctx.progress({ phase: 'generate', done: end, total });
    }
    await Promise.all([profiles.end(), contacts.end(), search.end()]);
    return generator.counts;
  } catch (err) {
    // Ends every stream (each closes its connection); the first error is the one to report.
    await Promise.allSettled([profiles.end(), contacts.end(), search.end()]);
    throw err;
  }
}
