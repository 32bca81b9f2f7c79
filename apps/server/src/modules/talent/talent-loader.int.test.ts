/**
 * The loader end to end on a real database: every profile gets its contacts and its search row,
 * rows are stored most active first, the dictionary counts what profiles hold, the wildcard
 * vocabulary is filled, and a second load adds to the first without touching it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { ensureTermsCurrent } from './reencode';
import { NS, SEARCH_TERMS_VERSION } from './search-terms';
import { loadTalent } from './talent-loader';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await loadTalent(t.db, t.pool, { profiles: 400, seed: 11, today: new Date('2026-06-01T00:00:00Z') });
}, 120_000);
afterAll(() => t.close());

const one = async (text: string) => (await t.pool.query(text)).rows[0];

describe('loadTalent', () => {
  it('writes a profile, its contacts and its search row for each person', async () => {
    expect(await one('select count(*)::int as n from talent_profiles')).toEqual({ n: 400 });
    expect(await one('select count(*)::int as n from talent_contacts')).toEqual({ n: 400 });
    expect(await one('select count(*)::int as n from talent_search')).toEqual({ n: 400 });
    const withEmail = await one(
      `select count(*)::int as n from talent_contacts where jsonb_array_length(emails) > 0`,
    );
    expect(withEmail.n).toBeGreaterThan(150);
    expect(withEmail.n).toBeLessThan(380);
  });

  it('keeps contacts on reserved domains and fictional numbers only', async () => {
    const { rows } = await t.pool.query<{ address: string }>(
      `select e->>'address' as address from talent_contacts, jsonb_array_elements(emails) e`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.address).toMatch(/@[a-z0-9-]+(\.[a-z0-9-]+)*\.example$/);
    const phones = await t.pool.query<{ number: string }>(
      `select p->>'number' as number from talent_contacts, jsonb_array_elements(phones) p`,
    );
    for (const p of phones.rows)
      expect(p.number).toMatch(/^(\+1\d{3}55501\d{2}|\+447700900\d{3}|\+61491570\d{3})$/);
  });

  it('stores search rows most active first', async () => {
    const { rows } = await t.pool.query<{ activity: number }>(
      `select (p.doc::jsonb->'analytics'->>'activity_level')::int as activity
         from talent_search s join talent_profiles p on p.id = s.profile_id order by s.ctid`,
    );
    const levels = rows.map((r) => r.activity);
    // PostgreSQL may slip a short row into space left on an earlier page: nearly sorted is the promise.
    const outOfOrder = levels.filter((level, i) => i > 0 && level > (levels[i - 1] as number)).length;
    expect(outOfOrder / levels.length).toBeLessThan(0.05);
    const tenth = Math.floor(levels.length / 10);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(levels.slice(0, tenth))).toBeGreaterThan(3.5);
    expect(mean(levels.slice(-tenth))).toBeLessThan(1.5);
  });

  it('counts what profiles hold and fills the wildcard vocabulary', async () => {
    const top = await one(
      `select name, profile_count from talent_dictionary where kind = 'skill' order by profile_count desc limit 1`,
    );
    expect(top.profile_count).toBeGreaterThan(10);
    const lexemes = await one('select count(*)::int as n from talent_lexemes');
    expect(lexemes.n).toBeGreaterThan(1000);
  });

  it('counts the vocabulary over all profiles exactly, though it counts ranges of them apart', async () => {
    const differences = await one(
      `select count(*)::int as n
         from (select word, ndoc from ts_stat('select tsv from talent_search')) s
         full join talent_lexemes l using (word)
        where s.ndoc is distinct from l.ndoc`,
    );
    expect(differences).toEqual({ n: 0 });
  });

  it('a second, bulk load adds new ids, leaves the first alone and puts back every index and key', async () => {
    const schema = async () =>
      (
        await t.pool.query(
          `select conname || ' ' || pg_get_constraintdef(oid) as item from pg_constraint
            where conrelid in ('talent_search'::regclass, 'talent_contacts'::regclass)
           union all
           select indexdef from pg_indexes where tablename in ('talent_search', 'talent_contacts')
           order by 1`,
        )
      ).rows;
    const shape = await schema();
    const before = await one('select max(id)::int as max from talent_profiles');
    const report = await loadTalent(t.db, t.pool, { profiles: 50, seed: 12, bulk: true });
    expect(report.firstId).toBe(before.max + 1);
    expect(await one('select count(*)::int as n from talent_search')).toEqual({ n: 450 });
    expect(await one('select count(*)::int as n from talent_contacts')).toEqual({ n: 450 });
    expect(await schema()).toEqual(shape);
    // The keys are enforced again: a search row must belong to a profile.
    await expect(
      t.pool.query(
        `insert into talent_search (profile_id, terms, facet_terms, rank_score, years_experience, tenure_years, tsv)
         values (999999, '{}', '{}', 0, 0, 0, '')`,
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('spells C++, C#, F# and .NET as words, and leaves other text as it is', async () => {
    // The original three expressions of migration 0001, applied to every text unconditionally.
    const { rows } = await t.pool.query<{ t: string; fast: string; full: string }>(
      `select t, tb_kw_prepare(t) as fast,
              regexp_replace(regexp_replace(regexp_replace(t, '(^|[^[:alnum:]])([cf])#', '\\1\\2sharp', 'gi'),
                '(^|[^[:alnum:]])c\\+\\+', '\\1cplusplus', 'gi'),
                '(^|[^[:alnum:]])\\.net($|[^[:alnum:]])', '\\1dotnet\\2', 'gi') as full
         from unnest($1::text[]) as t`,
      [
        [
          'C# ; C++ ; F# ; .NET ; ASP.NET Core',
          'c# developer, .Net and c++',
          'Senior Software Engineer',
          'a.network engineer ; example.net',
          'Music: C# minor ; K# ; 1+1 ; #hashtag',
          '.NET',
          'Ångström C++',
          '',
        ],
      ],
    );
    for (const r of rows) expect(r.fast, r.t).toBe(r.full);
    expect(rows[0]?.fast).toBe('Csharp ; cplusplus ; Fsharp ; dotnet ; ASP.NET Core');
  });

  it('re-encodes rows of an older encoding on start, to the same codes and counts a load gives', async () => {
    const snapshot = async () => ({
      terms: (
        await t.pool.query('select profile_id, terms, facet_terms from talent_search order by profile_id')
      ).rows,
      counts: (await t.pool.query('select code, n from talent_term_counts order by code')).rows,
      dictionary: (await t.pool.query('select id, profile_count from talent_dictionary order by id')).rows,
    });
    expect(await one('select terms_version as v from talent_index_state')).toEqual({
      v: SEARCH_TERMS_VERSION,
    });
    // The load above gave current codes: re-encoding them (today) must give them back.
    const current = await snapshot();
    // An older server's rows: no skill-area codes, and no record of their encoding.
    const lo = NS.skillArea * 2 ** 24;
    await t.pool.query(
      'update talent_search set terms = array(select c from unnest(terms) c where c < $1 or c >= $2)',
      [lo, lo + 2 ** 24],
    );
    await t.pool.query('delete from talent_index_state');
    const logged: string[] = [];
    expect(await ensureTermsCurrent(t.db, (line) => logged.push(line))).toBe(450);
    expect(logged[0]).toMatch(/re-encoding 450 profiles/);
    const after = await snapshot();
    // Tenure bands and recency move with the day; every other code is the same as the load's.
    const stable = (rows: { terms: number[] }[]) =>
      rows.map((r) => r.terms.filter((c) => Math.floor(c / 2 ** 24) !== NS.tenureBand));
    expect(stable(after.terms)).toEqual(stable(current.terms));
    expect(after.dictionary).toEqual(current.dictionary);
    // Rows are stored in id order again (the loader's best-first order), not after the old ones.
    const stored = await t.pool.query<{ id: string }>(
      'select profile_id::text as id from talent_search order by ctid',
    );
    const ids = stored.rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await ensureTermsCurrent(t.db, () => {})).toBe(0);
  });
});
