/**
 * Creating candidates in a batch writes exactly what creating them one at a time writes: the
 * same rows in every table a candidate touches, and the same additions to the shared counters.
 * Ids and timestamps differ by nature; the search row's sample buckets hang on the id, so they
 * are compared apart (each row carries the buckets of its own id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { NS, rowBucketTerms, termNamespace } from '../talent/search-terms';
import { ensureGeoCities } from '../talent/taxonomy-seed';
import { createTeamCandidate, createTeamCandidates, type NewCandidateInput } from './create-candidate';

let t: TestApp;
let scope: { teamId: string; userId: string };
let projectId: number;
let otherTeamProjectId: number;

const query = async (text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // The world's cities, so that typed places resolve to a city (coordinates, city and area terms).
  await ensureGeoCities(t.db.pool);
  const [row] = await query(
    `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
  );
  scope = { teamId: row.team_id, userId: row.id };
  const demo = new TestClient(t.app);
  await demo.login('demo@talentbase.dev');
  const created = await demo.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: 'Batch equality',
  });
  expect(created.status).toBe(200);
  projectId = Number(created.body.data.projectId);
  const other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  const theirs = await other.post('/api/v1/projects/create', {
    jobTitle: 'Designer',
    projectStatus: 0,
    projectName: 'Not yours',
  });
  expect(theirs.status).toBe(200);
  otherTeamProjectId = Number(theirs.body.data.projectId);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// Every kind of input the create paths meet: known and unknown places, a country alone,
// personal and work addresses, national phone numbers, social and other links, a company the
// dictionary lacks, notes, unicode, and two people sharing an address.
const INPUTS: NewCandidateInput[] = [
  {
    fullName: '  Ada   Lovelace ',
    title: 'Data Engineer',
    company: 'Analytical Engines Ltd',
    location: 'London, UK',
    emails: ['ada@gmail.com', ' ada@engines.example ', 'ada@gmail.com'],
    phones: ['020 7946 0958'],
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    otherUrls: ['github.com/ada', 'https://ada.example', 'not a url at all'],
    skills: ['Python', 'SQL', 'python', ' SQL '],
    notes: 'Met at the meetup',
  },
  { fullName: 'Grace Hopper', title: 'Engineer', location: 'Austin', phones: ['(512) 555-0100'] },
  { fullName: 'Zoë Ångström', company: 'Brand New Company Nobody Has Heard Of 7431', location: 'Germany' },
  { fullName: 'Linus Example', location: 'Nowhere Town, Atlantis', emails: ['shared@example.org'] },
  { fullName: 'Second Sharer', location: 'Austin, TX, USA', emails: ['shared@example.org'], notes: '  ' },
  { fullName: 'Plain Person' },
];

const OPTIONS = { source: 'import' as const, projectId: null, activity: 'imported' as const };

type Row = Record<string, unknown>;
const BUCKET_NAMESPACES = new Set<number>([NS.bucket, NS.bucketHundredth, NS.bucketTenth]);

/** Every row the candidates own, with ids replaced by their input position and times dropped. */
async function rowsOf(ids: number[]): Promise<Record<string, Row[]>> {
  const position = new Map(ids.map((id, i) => [String(id), i]));
  const tables = [
    ['talent_profiles', 'id'],
    ['talent_contacts', 'profile_id'],
    ['talent_search', 'profile_id'],
    ['team_candidates', 'profile_id'],
    ['candidate_match_keys', 'profile_id'],
    ['project_candidates', 'profile_id'],
    ['candidate_notes', 'profile_id'],
    ['candidate_activities', 'profile_id'],
  ] as const;
  const out: Record<string, Row[]> = {};
  for (const [table, key] of tables) {
    const rows = await query(`select to_jsonb(x) as r from ${table} x where ${key} = any($1::bigint[])`, [
      ids,
    ]);
    out[table] = rows
      .map(({ r }: { r: Row }) => {
        const id = Number(r[key]);
        const row: Row = { at: position.get(String(r[key])) };
        for (const [column, value] of Object.entries(r)) {
          if (column === key || column === 'id' || column.endsWith('_at')) continue;
          // The sample buckets follow the id: each row must carry its own, then they are set aside.
          if (column === 'terms' || column === 'facet_terms') {
            const codes = value as number[];
            if (column === 'terms') expect(codes).toEqual(expect.arrayContaining(rowBucketTerms(id)));
            row[column] = codes.filter((c) => !BUCKET_NAMESPACES.has(termNamespace(c)));
          } else if (column === 'doc') row[column] = JSON.parse(value as string);
          else row[column] = value;
        }
        return row;
      })
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

async function counters(): Promise<{ terms: Map<number, number>; lexemes: Map<string, number> }> {
  const terms = await query('select code, n from talent_term_counts');
  const lexemes = await query('select word, ndoc from talent_lexemes');
  return {
    terms: new Map(terms.map((r) => [Number(r.code), Number(r.n)])),
    lexemes: new Map(lexemes.map((r) => [String(r.word), Number(r.ndoc)])),
  };
}

function added<K>(before: Map<K, number>, after: Map<K, number>, keep: (k: K) => boolean = () => true) {
  const delta: [K, number][] = [];
  for (const [k, n] of after)
    if (keep(k) && n !== (before.get(k) ?? 0)) delta.push([k, n - (before.get(k) ?? 0)]);
  return new Map(delta);
}

describe('createTeamCandidates', () => {
  it('writes the same rows and counts as creating the same people one at a time', async () => {
    const options = { ...OPTIONS, projectId };
    const start = await counters();
    const single: number[] = [];
    await t.db.db.transaction(async (tx) => {
      for (const input of INPUTS)
        single.push((await createTeamCandidate(tx, scope, input, options)).profileId);
    });
    const middle = await counters();
    const batch = await t.db.db.transaction((tx) => createTeamCandidates(tx, scope, INPUTS, options));
    const end = await counters();

    expect(batch).toHaveLength(INPUTS.length);
    // In input order: the id at each position is the person given there, in both ways.
    const nameOf = async (ids: number[]) => {
      const rows = await query(
        'select id::text, full_name from talent_profiles where id = any($1::bigint[])',
        [ids],
      );
      const names = new Map(rows.map((r) => [Number(r.id), r.full_name]));
      return ids.map((id) => names.get(id));
    };
    const expectedNames = [
      'Ada Lovelace',
      'Grace Hopper',
      'Zoë Ångström',
      'Linus Example',
      'Second Sharer',
      'Plain Person',
    ];
    expect(await nameOf(single)).toEqual(expectedNames);
    expect(await nameOf(batch)).toEqual(expectedNames);

    const one = await rowsOf(single);
    const many = await rowsOf(batch);
    expect(many).toEqual(one);
    // The comparison covers real rows: every table has the rows the inputs imply.
    expect(one.talent_profiles).toHaveLength(INPUTS.length);
    expect(one.talent_search).toHaveLength(INPUTS.length);
    expect(one.project_candidates).toHaveLength(INPUTS.length);
    expect(one.candidate_activities).toHaveLength(INPUTS.length);
    expect(one.candidate_notes).toHaveLength(1);
    expect(one.candidate_match_keys?.filter((r) => r.key === 'shared@example.org')).toHaveLength(2);
    expect(one.talent_search?.filter((r) => r.lat !== null).length).toBeGreaterThan(0);

    const notBucket = (code: number) => !BUCKET_NAMESPACES.has(termNamespace(code));
    const singleTerms = added(start.terms, middle.terms, notBucket);
    expect(singleTerms.size).toBeGreaterThan(0);
    expect(added(middle.terms, end.terms, notBucket)).toEqual(singleTerms);
    const singleWords = added(start.lexemes, middle.lexemes);
    expect(singleWords.size).toBeGreaterThan(0);
    expect(added(middle.lexemes, end.lexemes)).toEqual(singleWords);
  });

  it("answers 404 for another team's project and writes nothing", async () => {
    const before = await query('select count(*)::int as n from talent_profiles');
    await expect(
      t.db.db.transaction((tx) =>
        createTeamCandidates(tx, scope, INPUTS, { ...OPTIONS, projectId: otherTeamProjectId }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await query('select count(*)::int as n from talent_profiles'))[0].n).toBe(before[0]?.n);
  });

  it('creates nothing for an empty batch', async () => {
    const ids = await t.db.db.transaction((tx) => createTeamCandidates(tx, scope, [], OPTIONS));
    expect(ids).toEqual([]);
  });
});
