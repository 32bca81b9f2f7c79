/**
 * Keeps the search codes of stored profiles in the current encoding (search-terms.ts). A server
 * that starts on a database indexed by an older version rebuilds every row's codes from the
 * profile documents, in one transaction, before it serves searches: a search never mixes
 * encodings. Keyword vectors are rebuilt with them (a new encoding may change how keyword text is
 * prepared, as version 3 did: scripts.ts), and the vocabulary is counted again after.
 */
import type pg from 'pg';
import type { Database } from '../../db/client';
import { inPoolTransaction } from '../../db/pool-transaction';
import { loadDictionary } from './dictionary';
import { refreshLexemes } from './lexemes';
import { buildSearchRow } from './profile-index';
import { searchIndexDefinitions } from './search-indexes';
import { isCountedTerm, SEARCH_TERMS_VERSION } from './search-terms';
import { addProfileCounts } from './term-counts';

const BATCH = 2000;

/** Records that the rows were built with the current encoding (the loader calls it too). */
export async function markTermsCurrent(db: pg.Pool | pg.PoolClient): Promise<void> {
  await db.query(
    `insert into talent_index_state (id, terms_version) values (1, $1)
     on conflict (id) do update set terms_version = excluded.terms_version, updated_at = now()`,
    [SEARCH_TERMS_VERSION],
  );
}

/** Re-encodes the search codes when they are older than this server's; returns how many rows. */
export async function ensureTermsCurrent(db: Database, log: (line: string) => void): Promise<number> {
  const pool = db.$client;
  const state = await pool.query<{ v: number }>('select terms_version as v from talent_index_state');
  if (state.rows[0]?.v === SEARCH_TERMS_VERSION) return 0;
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from talent_search');
  const total = Number(rows[0]?.n ?? 0);
  if (total === 0) {
    await markTermsCurrent(pool);
    return 0;
  }
  log(
    `search index: re-encoding ${total.toLocaleString('en-US')} profiles (version ${SEARCH_TERMS_VERSION})`,
  );
  const dict = await loadDictionary(db);
  const today = new Date();
  await inPoolTransaction(pool, async (client) => {
    // Rewriting every row under the indexes (a hundred keyword entries each) costs far more than
    // building them again.
    const indexes = await searchIndexDefinitions(client);
    for (const index of indexes) await client.query(`drop index if exists "${index.name}"`);
    const counts = new Map<number, number>();
    let last = 0;
    let done = 0;
    for (;;) {
      const batch = await client.query<{
        id: string;
        team_id: string | null;
        source: string;
        doc: string;
        emails: unknown;
        phones: unknown;
      }>(
        `select p.id::text as id, p.team_id, p.source, p.doc, c.emails, c.phones
           from talent_profiles p left join talent_contacts c on c.profile_id = p.id
          where p.id > $1 order by p.id limit ${BATCH}`,
        [last],
      );
      if (batch.rows.length === 0) break;
      const ids: string[] = [];
      const terms: string[] = [];
      const facets: string[] = [];
      const keywords: [string[], string[], string[], string[]] = [[], [], [], []];
      for (const r of batch.rows) {
        const row = buildSearchRow(
          {
            profileId: Number(r.id),
            teamId: r.team_id,
            source: r.source,
            doc: JSON.parse(r.doc),
            contacts: { emails: (r.emails ?? []) as never, phones: (r.phones ?? []) as never },
          },
          dict,
          today,
        );
        for (const code of row.terms) if (isCountedTerm(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
        ids.push(r.id);
        for (const [k, text] of row.keywords.entries()) keywords[k]?.push(text);
        terms.push(`{${row.terms.join(',')}}`);
        facets.push(`{${row.facetTerms.join(',')}}`);
      }
      await client.query(
        `update talent_search s set terms = x.terms::int[], facet_terms = x.facets::int[],
                tsv = tb_profile_tsv(x.a, x.b, x.c, x.d)
           from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
                as x(id, terms, facets, a, b, c, d)
          where s.profile_id = x.id`,
        [ids, terms, facets, ...keywords],
      );
      last = Number(ids[ids.length - 1]);
      done += ids.length;
      if (done % 50_000 < BATCH)
        log(`search index: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
    }
    // Every row was rewritten after the old ones: store them again in id order, which is the
    // best-first order broad searches read the table in (ids follow the loader's write order).
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query('cluster talent_search using talent_search_pkey');
    for (const { def } of indexes) await client.query(def);
    await client.query('truncate talent_term_counts');
    await client.query('update talent_dictionary set profile_count = 0');
    await addProfileCounts(client, counts);
    await markTermsCurrent(client);
  });
  await pool.query('analyze talent_search');
  await refreshLexemes(pool);
  log(`search index: ${total.toLocaleString('en-US')} profiles re-encoded`);
  return total;
}
