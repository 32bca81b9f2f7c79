/**
 * Generates profiles and loads them into the talent tables: `npm run seed:talent`, the demo seed
 * on first start, the search benchmark and the tests all come through here.
 *
 * Large loads (`bulk`) drop the search indexes, COPY every row, then build the indexes once —
 * far faster than maintaining them row by row. Profiles are written most active first, so the
 * physical order of `talent_search` is close to best-first by static rank: a bounded scan of
 * matches (modules/search) then meets the strongest profiles first.
 */
import type pg from 'pg';
import type { Database } from '../../db/client';
import { writeLoadedMatchKeys } from '../duplicates/match-keys-backfill';
import { type Dictionary, ensureEntries, loadDictionary } from './dictionary';
import { buildWorld } from './generator/world';
import { ensureTermsCurrent } from './reencode';
import { searchIndexDefinitions } from './search-indexes';
import { SEARCH_COLUMNS, type TeamShare } from './talent-batch';
import { streamProfiles } from './talent-load-stream';
import { ensureGeoCities, seedTaxonomy } from './taxonomy-seed';
import { addProfileCounts } from './term-counts';

export type { TeamShare } from './talent-batch';

export type LoadOptions = {
  profiles: number;
  seed: number;
  /** Dates (last active, positions) are relative to this day. */
  today?: Date;
  teams?: readonly TeamShare[];
  /** Drop and rebuild the search indexes around the load; defaults to true from 50,000 profiles. */
  bulk?: boolean;
  onProgress?: (event: { phase: string; done: number; total: number }) => void;
};

export type LoadReport = {
  profiles: number;
  firstId: number;
  lastId: number;
  phases: Record<string, number>;
};

async function reserveIds(db: pg.PoolClient, count: number): Promise<number> {
  const { rows } = await db.query<{ first: string }>(
    `select setval(pg_get_serial_sequence('talent_profiles', 'id'),
                   nextval(pg_get_serial_sequence('talent_profiles', 'id')) + $1 - 1) - $1 + 1 as first`,
    [count],
  );
  return Number(rows[0]?.first);
}

/**
 * The whole load is one transaction, so a failure leaves nothing half-written. When the talent
 * tables are empty (a first start, a benchmark) the transaction starts by truncating them: with
 * the embedded cluster's `wal_level = minimal`, PostgreSQL then writes the new files straight to
 * disk at commit instead of through the write-ahead log, which halves the work of a large load.
 */
export async function loadTalent(db: Database, pool: pg.Pool, options: LoadOptions): Promise<LoadReport> {
  const today = options.today ?? new Date();
  const total = options.profiles;
  const bulk = options.bulk ?? total >= 50_000;
  const progress = options.onProgress ?? (() => {});
  const phases: Record<string, number> = {};
  let mark = Date.now();
  const phase = (name: string) => {
    phases[name] = Date.now() - mark;
    mark = Date.now();
  };

  // Rows of an older encoding are brought up to date first, so that all rows share one.
  await ensureTermsCurrent(db, () => {});
  await ensureGeoCities(pool);
  const world = buildWorld(options.seed);
  await seedTaxonomy(db, world);
  const teamSources = [...new Set((options.teams ?? []).flatMap((t) => t.sources))];
  await ensureEntries(
    db,
    'source',
    teamSources.map((name) => ({ name })),
  );
  const dict: Dictionary = await loadDictionary(db);
  await createStagingTables(pool);
  phase('taxonomy');

  const owner = await pool.connect();
  let counts: Map<number, number>;
  let firstId: number;
  try {
    await owner.query('begin');
    const fresh = (await owner.query('select 1 from talent_profiles limit 1')).rowCount === 0;
    if (fresh)
      await owner.query('truncate talent_profiles, talent_contacts, talent_search, talent_lexemes cascade');
    firstId = await reserveIds(owner, total);
    const indexes = bulk ? await searchIndexDefinitions(owner) : [];
    for (const index of indexes) await owner.query(`drop index if exists "${index.name}"`);

    counts = await streamProfiles({
      setup: { seed: options.seed, total, firstId, today, teams: options.teams ?? [] },
      world,
      dict,
      owner,
      pool,
      fresh,
      progress,
    });
    phase('generate');

    await owner.query(
      'insert into talent_contacts (profile_id, emails, phones) select profile_id, emails, phones from talent_contacts_load',
    );
    // Staging rows are already best-first; a plain scan from the first page keeps that order.
    await owner.query('set local synchronize_seqscans = off');
    await owner.query(
      `insert into talent_search (${SEARCH_COLUMNS.join(', ')}, tsv)
       select ${SEARCH_COLUMNS.join(', ')}, tsv from talent_search_load`,
    );
    phase('search rows');

    await owner.query(`set local maintenance_work_mem = '1GB'`);
    for (const [i, index] of indexes.entries()) {
      progress({ phase: `index ${index.name}`, done: i + 1, total: indexes.length });
      await owner.query(index.def);
    }
    await owner.query('commit');
    phase('indexes');
  } catch (err) {
    await owner.query('rollback').catch(() => {});
    throw err;
  } finally {
    owner.release();
    await pool.query('drop table if exists talent_search_load, talent_contacts_load');
  }

  await addProfileCounts(pool, counts);
  await registerTeamCandidates(pool, firstId, firstId + total - 1);
  await writeLoadedMatchKeys(pool, firstId, firstId + total - 1);
  await refreshLexemes(pool);
  await pool.query('analyze talent_search');
  await pool.query('analyze talent_profiles');
  await pool.query('analyze talent_dictionary');
  phase('statistics');
  return { profiles: total, firstId, lastId: firstId + total - 1, phases };
}

/**
 * Rows wait in unlogged staging tables while they stream in: the keyword index is computed by
 * PostgreSQL on the way (so indexing and query compilation share one text-search configuration),
 * and contacts can only join their profiles once those are in.
 */
/** A team's own loaded profiles are its candidates (all candidates, duplicates, pipelines). */
async function registerTeamCandidates(pool: pg.Pool, firstId: number, lastId: number): Promise<void> {
  await pool.query(
    `insert into team_candidates (team_id, profile_id)
     select team_id, id from talent_profiles where id between $1 and $2 and team_id is not null
     on conflict do nothing`,
    [firstId, lastId],
  );
}

async function createStagingTables(pool: pg.Pool): Promise<void> {
  await pool.query('drop table if exists talent_search_load, talent_contacts_load');
  await pool.query(
    `create unlogged table talent_search_load (
       profile_id bigint, team_id uuid, terms integer[], facet_terms integer[], rank_score real, years_experience real,
       tenure_years real, last_active date, lat real, lon real, kw_a text, kw_b text, kw_c text, kw_d text,
       tsv tsvector generated always as (tb_profile_tsv(kw_a, kw_b, kw_c, kw_d)) stored)`,
  );
  await pool.query(
    'create unlogged table talent_contacts_load (profile_id bigint, emails jsonb, phones jsonb)',
  );
}

/** The vocabulary wildcards expand against: every word of the keyword index with its document count. */
export async function refreshLexemes(pool: pg.Pool): Promise<void> {
  await pool.query('truncate talent_lexemes');
  await pool.query(
    `insert into talent_lexemes (word, ndoc) select word, ndoc from ts_stat('select tsv from talent_search')`,
  );
  await pool.query('analyze talent_lexemes');
}
