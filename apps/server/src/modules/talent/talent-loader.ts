/**
 * Generates profiles and loads them into the talent tables: `npm run seed:talent`, the demo seed
 * on first start, the search benchmark and the tests all come through here.
 *
 * Large loads (`bulk`) drop the search indexes, COPY every row, then build the indexes once —
 * far faster than maintaining them row by row. Profiles are written most active first, so the
 * physical order of `talent_search` is close to best-first by static rank: a bounded scan of
 * matches (modules/search) then meets the strongest profiles first.
 */
import os from 'node:os';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { writeLoadedMatchKeys } from '../duplicates/match-keys-backfill';
import { suppressionMatcher } from '../gdpr/suppression';
import { type Dictionary, ensureEntries, loadDictionary } from './dictionary';
import { buildWorld } from './generator/world';
import { refreshLexemes } from './lexemes';
import { ensureTermsCurrent } from './reencode';
import { profileForeignKeys, searchIndexDefinitions } from './search-indexes';
import { SEARCH_COLUMNS, type TeamShare } from './talent-batch';
import { STAGING_TABLES, streamProfiles } from './talent-load-stream';
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
  /** Generated people not loaded because they are on the suppression list (erased on request). */
  suppressed: number;
  firstId: number;
  lastId: number;
  phases: Record<string, number>;
};

/**
 * Memory for building the keyword and term indexes: up to 4 GB (a sixth of the machine), shared by
 * PostgreSQL's parallel build workers. At 1M profiles the two GIN indexes took 124 s with 1 GB
 * and 100 s with 4 GB (fewer, larger sorted runs).
 */
function indexBuildMemoryMb(): number {
  return Math.max(256, Math.min(4096, Math.floor(os.totalmem() / 1024 / 1024 / 6)));
}

async function reserveIds(db: pg.PoolClient, count: number): Promise<number> {
  // Nothing to reserve (a load of no profiles still seeds the taxonomy and the cities).
  if (count <= 0) return 1;
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
  // Erased people stay erased: open-web rows against the product-wide list, a team's own rows
  // against the team's (modules/gdpr/suppression.ts). Nothing to check, nothing to pay.
  const isSuppressed = await suppressionMatcher(db, [null, ...(options.teams ?? []).map((t) => t.teamId)]);
  await pool.query(`drop table if exists ${STAGING_TABLES}`);
  phase('taxonomy');

  const owner = await pool.connect();
  let counts: Map<number, number>;
  let suppressed = 0;
  let firstId: number;
  try {
    await owner.query('begin');
    const fresh = (await owner.query('select 1 from talent_profiles limit 1')).rowCount === 0;
    if (fresh)
      await owner.query('truncate talent_profiles, talent_contacts, talent_search, talent_lexemes cascade');
    firstId = await reserveIds(owner, total);
    const indexes = bulk ? await searchIndexDefinitions(owner) : [];
    for (const index of indexes) await owner.query(`drop index if exists "${index.name}"`);
    const keys = bulk ? await profileForeignKeys(owner) : [];
    for (const key of keys) await owner.query(`alter table ${key.table} drop constraint "${key.name}"`);

    ({ counts, suppressed } = await streamProfiles({
      setup: { seed: options.seed, total, firstId, today, teams: options.teams ?? [] },
      world,
      dict,
      owner,
      pool,
      fresh,
      progress,
      isSuppressed,
    }));
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
    for (const key of keys)
      await owner.query(`alter table ${key.table} add constraint "${key.name}" ${key.def}`);
    phase('search rows');

    await owner.query(`set local maintenance_work_mem = '${indexBuildMemoryMb()}MB'`);
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
    await pool.query(`drop table if exists ${STAGING_TABLES}`);
  }

  await addProfileCounts(pool, counts);
  await registerTeamCandidates(pool, firstId, firstId + total - 1);
  await writeLoadedMatchKeys(pool, firstId, firstId + total - 1);
  phase('candidates');
  await refreshLexemes(pool);
  phase('vocabulary');
  await Promise.all(
    ['talent_search', 'talent_profiles', 'talent_dictionary'].map((table) => pool.query(`analyze ${table}`)),
  );
  phase('statistics');
  return { profiles: total - suppressed, suppressed, firstId, lastId: firstId + total - 1, phases };
}

/** A team's own loaded profiles are its candidates (all candidates, duplicates, pipelines). */
async function registerTeamCandidates(pool: pg.Pool, firstId: number, lastId: number): Promise<void> {
  await pool.query(
    `insert into team_candidates (team_id, profile_id)
     select team_id, id from talent_profiles where id between $1 and $2 and team_id is not null
     on conflict do nothing`,
    [firstId, lastId],
  );
}
