import type pg from 'pg';

/** The secondary indexes of `talent_search`: bulk writes drop them and build them again after. */
export async function searchIndexDefinitions(db: pg.PoolClient): Promise<{ name: string; def: string }[]> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename = 'talent_search' and indexname <> 'talent_search_pkey'`,
  );
  return rows;
}

/**
 * The foreign keys from search rows and contacts to their profiles. A bulk load drops them and
 * adds them back after, which checks every row in one join; kept in place, each row of a million
 * would be checked, and its profile locked, one at a time.
 */
export async function profileForeignKeys(
  db: pg.PoolClient,
): Promise<{ table: string; name: string; def: string }[]> {
  const { rows } = await db.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint
      where contype = 'f' and confrelid = 'talent_profiles'::regclass
        and conrelid in ('talent_search'::regclass, 'talent_contacts'::regclass)`,
  );
  return rows;
}
