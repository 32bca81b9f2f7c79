/**
 * The streaming half of a load: batches of profiles (talent-batch.ts), most active first, written
 * in order through three COPY streams (see talent-loader.ts for the transaction around it).
 *
 * Generation stays on this thread: on two cores PostgreSQL's share of a load (parsing the rows,
 * computing keyword vectors) takes the other core, and worker threads measured no faster.
 */
import type pg from 'pg';
import { type CopyStream, openCopy } from './copy-writer';
import type { Dictionary } from './dictionary';
import type { World } from './generator/world';
import {
  BatchGenerator,
  type BatchSetup,
  CONTACT_COLUMNS,
  PROFILE_COLUMNS,
  SEARCH_LOAD_COLUMNS,
  type SuppressedCheck,
} from './talent-batch';

const BATCH_SIZE = 1000;

/**
 * Contacts and search rows wait in unlogged staging tables while they stream in on connections of
 * their own: they can only join their profiles once those are in (see talent-loader.ts).
 */
export const STAGING_TABLES = 'talent_search_load, talent_contacts_load';
const CREATE_SEARCH_STAGING = `create unlogged table talent_search_load (
    profile_id bigint, team_id uuid, terms integer[], facet_terms integer[], rank_score real, years_experience real,
    tenure_years real, last_active date, lat real, lon real, kw_a text, kw_b text, kw_c text, kw_d text,
    tsv tsvector generated always as (tb_profile_tsv(kw_a, kw_b, kw_c, kw_d)) stored)
  -- Past 2 kB PostgreSQL tries to compress a row and, for these barely compressible vectors, mostly
  -- gives up; staged rows up to a page are kept as they are. (talent_search itself keeps
  -- compressing: its smaller rows pack its pages.)
  with (toast_tuple_target = 8160)`;
const CREATE_CONTACTS_STAGING =
  'create unlogged table talent_contacts_load (profile_id bigint, emails jsonb, phones jsonb)';

/**
 * COPY into a staging table created in the same transaction: PostgreSQL then fills its pages
 * strictly in the order written (it has no free space to look back for) and writes the rows frozen.
 * The staged order is the order `talent_search` is filled in: most active first.
 */
async function openStaging(
  pool: pg.Pool,
  create: string,
  table: string,
  columns: readonly string[],
): Promise<CopyStream> {
  const client = await pool.connect();
  let copy: CopyStream;
  try {
    await client.query('begin');
    await client.query(create);
    copy = await openCopy(client, table, columns, 'WITH (FREEZE)');
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  return {
    ...copy,
    async end() {
      try {
        await copy.end();
        await client.query('commit');
        client.release();
      } catch (err) {
        // Closing the connection rolls its transaction back.
        client.release(err as Error);
        throw err;
      }
    },
  };
}

export type StreamContext = {
  setup: BatchSetup;
  world: World;
  dict: Dictionary;
  owner: pg.PoolClient;
  pool: pg.Pool;
  fresh: boolean;
  progress: (event: { phase: string; done: number; total: number }) => void;
  /** People on the suppression list are not written (null: the list has nobody for this load). */
  isSuppressed?: SuppressedCheck | null;
};

/**
 * Writes every profile into three COPY streams: profiles in the owning transaction, contacts and
 * search rows into staging. Returns how many profiles carry each search code, and how many people
 * were left out for being on the suppression list.
 */
export async function streamProfiles(
  ctx: StreamContext,
): Promise<{ counts: Map<number, number>; suppressed: number }> {
  const { total } = ctx.setup;
  // Rows written to a table emptied in this transaction can be frozen at once: no later rewrite.
  const profiles = await openCopy(
    ctx.owner,
    'talent_profiles',
    PROFILE_COLUMNS,
    ctx.fresh ? 'WITH (FREEZE)' : '',
  );
  const contacts = await openStaging(
    ctx.pool,
    CREATE_CONTACTS_STAGING,
    'talent_contacts_load',
    CONTACT_COLUMNS,
  );
  const search = await openStaging(
    ctx.pool,
    CREATE_SEARCH_STAGING,
    'talent_search_load',
    SEARCH_LOAD_COLUMNS,
  );
  const generator = new BatchGenerator(ctx.setup, ctx.world, ctx.dict, ctx.isSuppressed ?? null);
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
    return { counts: generator.counts, suppressed: generator.suppressed };
  } catch (err) {
    // Ends every stream (each closes its connection); the first error is the one to report.
    await Promise.allSettled([profiles.end(), contacts.end(), search.end()]);
    throw err;
  }
}
