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
import { IntArray, openCopy } from './copy-writer';
import { type Dictionary, ensureEntries, loadDictionary } from './dictionary';
import { activityOrder, generateProfile } from './generator/profile-generator';
import { buildWorld } from './generator/world';
import { buildSearchRow } from './profile-index';
import { NS, termNamespace, termValue } from './search-terms';
import { ensureGeoCities, seedTaxonomy } from './taxonomy-seed';

export type TeamShare = {
  teamId: string;
  /** Fraction of the generated profiles that become this team's own candidates. */
  share: number;
  sources: readonly string[];
};

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

const SEARCH_COLUMNS = [
  'profile_id',
  'team_id',
  'terms',
  'rank_score',
  'years_experience',
  'tenure_years',
  'last_active',
  'lat',
  'lon',
];

/** Namespaces whose codes are dictionary ids: their counts order suggestions. */
const DICTIONARY_NAMESPACES = new Set<number>([
  NS.titleCurrent,
  NS.titlePast,
  NS.companyCurrent,
  NS.companyPast,
  NS.skill,
  NS.industry,
  NS.school,
  NS.major,
  NS.certification,
]);

async function reserveIds(pool: pg.Pool, count: number): Promise<number> {
  const { rows } = await pool.query<{ first: string }>(
    `select setval(pg_get_serial_sequence('talent_profiles', 'id'),
                   nextval(pg_get_serial_sequence('talent_profiles', 'id')) + $1 - 1) - $1 + 1 as first`,
    [count],
  );
  return Number(rows[0]?.first);
}

async function searchIndexDefinitions(pool: pg.Pool): Promise<{ name: string; def: string }[]> {
  const { rows } = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename = 'talent_search' and indexname <> 'talent_search_pkey'`,
  );
  return rows;
}

function teamFor(n: number, teams: readonly TeamShare[]): { teamId: string; source: string } | null {
  if (teams.length === 0) return null;
  // A fixed hash of n, so the same profiles go to the same team in every run.
  const x = ((Math.imul(n + 1, 2246822519) >>> 0) % 1_000_000) / 1_000_000;
  let edge = 0;
  for (const t of teams) {
    edge += t.share;
    if (x < edge) return { teamId: t.teamId, source: t.sources[n % t.sources.length] ?? 'import' };
  }
  return null;
}

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
  phase('taxonomy');

  const firstId = await reserveIds(pool, total);
  const indexes = bulk ? await searchIndexDefinitions(pool) : [];
  for (const index of indexes) await pool.query(`drop index if exists "${index.name}"`);
  // The keyword index is computed by PostgreSQL while rows stream in (so indexing and query
  // compilation share one text-search configuration), into a staging table.
  await pool.query('drop table if exists talent_search_load');
  await pool.query(
    `create unlogged table talent_search_load (
       profile_id bigint, team_id uuid, terms integer[], rank_score real, years_experience real,
       tenure_years real, last_active date, lat real, lon real, kw_a text, kw_b text, kw_c text, kw_d text,
       tsv tsvector generated always as (tb_profile_tsv(kw_a, kw_b, kw_c, kw_d)) stored)`,
  );
  // Contacts stream in beside their profiles, whose rows are not committed yet: they wait in a
  // staging table too and join once the profiles are in.
  await pool.query('drop table if exists talent_contacts_load');
  await pool.query(
    'create unlogged table talent_contacts_load (profile_id bigint, emails jsonb, phones jsonb)',
  );
  const order = activityOrder(options.seed, total);

  const profiles = await openCopy(pool, 'talent_profiles', [
    'id',
    'team_id',
    'source',
    'external_id',
    'full_name',
    'current_title',
    'current_company',
    'location',
    'doc',
  ]);
  const contacts = await openCopy(pool, 'talent_contacts_load', ['profile_id', 'emails', 'phones']);
  const search = await openCopy(pool, 'talent_search_load', [
    ...SEARCH_COLUMNS,
    'kw_a',
    'kw_b',
    'kw_c',
    'kw_d',
  ]);
  const counts = new Map<number, number>();
  try {
    for (let i = 0; i < total; i++) {
      // Ids follow the write order, which is best-first (see activityOrder).
      const n = order[i] as number;
      const id = firstId + i;
      const team = teamFor(n, options.teams ?? []);
      const p = generateProfile(world, options.seed, n, today);
      const source = team?.source ?? 'hiretual';
      const row = buildSearchRow(
        { profileId: id, teamId: team?.teamId ?? null, source, doc: p.doc, contacts: p.contacts },
        dict,
        today,
      );
      for (const code of row.terms) {
        if (DICTIONARY_NAMESPACES.has(termNamespace(code))) counts.set(code, (counts.get(code) ?? 0) + 1);
      }
      const waits = [
        profiles.write([
          id,
          team?.teamId ?? null,
          source,
          p.externalId,
          p.fullName,
          p.doc.basic.current_title,
          p.doc.basic.current_company,
          p.doc.basic.location,
          p.doc,
        ]),
        contacts.write([id, p.contacts.emails, p.contacts.phones]),
        search.write([
          id,
          row.teamId,
          new IntArray(row.terms),
          row.rankScore,
          row.yearsExperience,
          row.tenureYears,
          row.lastActive,
          row.lat,
          row.lon,
          ...row.keywords,
        ]),
      ];
      for (const wait of waits) if (wait) await wait;
      if ((i + 1) % 5000 === 0 || i + 1 === total) progress({ phase: 'generate', done: i + 1, total });
    }
  } catch (err) {
    // Ends every stream (each closes its connection); the first error is the one to report.
    await Promise.allSettled([profiles.end(), contacts.end(), search.end()]);
    throw err;
  }
  await Promise.all([profiles.end(), contacts.end(), search.end()]);
  await pool.query(
    'insert into talent_contacts (profile_id, emails, phones) select profile_id, emails, phones from talent_contacts_load',
  );
  await pool.query('drop table talent_contacts_load');
  phase('generate');

  // Staging rows are already best-first; a plain scan from the first page keeps that order.
  const client = await pool.connect();
  try {
    await client.query('set synchronize_seqscans = off');
    await client.query(
      `insert into talent_search (${SEARCH_COLUMNS.join(', ')}, tsv)
       select ${SEARCH_COLUMNS.join(', ')}, tsv from talent_search_load`,
    );
  } finally {
    client.release();
  }
  await pool.query('drop table talent_search_load');
  phase('search rows');

  // Two index builds at a time: one per core.
  const queue = [...indexes];
  await Promise.all(
    [0, 1].map(async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '512MB'`);
        for (let next = queue.shift(); next; next = queue.shift()) {
          progress({
            phase: `index ${next.name}`,
            done: indexes.length - queue.length,
            total: indexes.length,
          });
          await client.query(next.def);
        }
      } finally {
        client.release();
      }
    }),
  );
  phase('indexes');

  await addProfileCounts(pool, counts);
  await refreshLexemes(pool);
  await pool.query('analyze talent_search');
  await pool.query('analyze talent_profiles');
  await pool.query('analyze talent_dictionary');
  phase('statistics');
  return { profiles: total, firstId, lastId: firstId + total - 1, phases };
}

async function addProfileCounts(pool: pg.Pool, counts: Map<number, number>): Promise<void> {
  const byId = new Map<number, number>();
  for (const [code, n] of counts) byId.set(termValue(code), (byId.get(termValue(code)) ?? 0) + n);
  if (byId.size === 0) return;
  await pool.query(
    `update talent_dictionary d set profile_count = d.profile_count + c.n
       from unnest($1::int[], $2::int[]) as c(id, n) where d.id = c.id`,
    [[...byId.keys()], [...byId.values()]],
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
