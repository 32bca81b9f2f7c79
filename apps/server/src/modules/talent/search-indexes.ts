import type pg from 'pg';

/** The secondary indexes of `talent_search`: bulk writes drop them and build them again after. */
export async function searchIndexDefinitions(db: pg.PoolClient): Promise<{ name: string; def: string }[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename = 'talent_search' and indexname <> 'talent_search_pkey'`,
  );
  return rows;
}
