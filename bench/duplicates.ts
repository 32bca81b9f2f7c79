import { parseArgs } from 'node:util';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { findDuplicatePairs, savePairs } from '../apps/server/src/modules/duplicates/duplicate-scan';
import {
  type CandidateIdentity,
  findDuplicates,
  matchKeysOf,
} from '../apps/server/src/modules/duplicates/match-keys';
import { writeLoadedMatchKeys } from '../apps/server/src/modules/duplicates/match-keys-backfill';
import { nameCompanyKey } from '../apps/server/src/modules/duplicates/normalize';
import { pickName } from '../apps/server/src/modules/talent/generator/names';
import { Random } from '../apps/server/src/modules/talent/generator/random';
import { benchDataDir, openBenchDatabase, repoRoot } from './lib/bench-cluster';
import { finishBench, type Metric, progress, single, summarize } from './lib/stats';

const root = repoRoot;

const TARGETS: Record<string, string> = {
  check: 'p95 <= 3 ms',
  scan_seconds: '<= 90 s on 2 cores',
  f1: '>= 0.95',
  naive_ratio: 'ours faster',
};

// ---------------------------------------------------------------------------------------------
// The people.

const COUNTRIES = ['US', 'US', 'US', 'US', 'GB', 'IN', 'DE', 'BR', 'CN', 'FR', 'NG', 'MX'];
const SYLLABLES =
  'al ba cor dex en fi gen hal io jun ka lum mer nov or pix qua ros sol tri ur vex wil xen yor zen'.split(
    ' ',
  );
const KINDS = [
  'Labs',
  'Systems',
  'Health',
  'Bank',
  'Foods',
  'Logistics',
  'Energy',
  'Media',
  'Software',
  'Motors',
];
const SUFFIXES = ['', '', ' Inc', ' Inc.', ', LLC', ' Ltd', ' Corp'];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Nurse',
  'Account Executive',
  'Product Manager',
  'Recruiter',
];

type Person = {
  name: string;
  company: string;
  domain: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  country: string;
};

type Variation = 'typo' | 'swapped' | 'email_case' | 'phone_format' | 'missing';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function companies(count: number, r: Random): { name: string; domain: string; weight: number }[] {
  const out: { name: string; domain: string; weight: number }[] = [];
  const seen = new Set<string>();
  for (let rank = 1; out.length < count; rank++) {
    const a = SYLLABLES[r.int(SYLLABLES.length)] as string;
    const b = SYLLABLES[r.int(SYLLABLES.length)] as string;
    const c = SYLLABLES[r.int(SYLLABLES.length)] as string;
    const base = cap(a + b + (r.next() < 0.5 ? c : ''));
    const name = `${base} ${KINDS[r.int(KINDS.length)]}`;
    if (seen.has(name)) continue;
    seen.add(name);
    out.push({
      name,
      domain: `${name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
      weight: 1 / rank ** 0.6,
    });
  }
  return out;
}

function typo(name: string, r: Random): string {
  const tokens = name.split(' ');
  const i = r.int(tokens.length);
  const t = tokens[i] as string;
  if (t.length < 4) return name.replace(t, `${t}${t.slice(-1)}`);
  const at = 1 + r.int(t.length - 2);
  const kind = r.int(3);
  const changed =
    kind === 0
      ? t.slice(0, at) + (t[at + 1] ?? '') + t[at] + t.slice(at + 2) // swapped letters
      : kind === 1
        ? t.slice(0, at) + t.slice(at + 1) // a letter dropped
        : t.slice(0, at) + 'aeiou'[r.int(5)] + t.slice(at + 1); // a letter replaced
  tokens[i] = changed;
  return tokens.join(' ');
}

const nationalUs = (e164: string) => {
  const d = e164.slice(2);
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

function duplicateOf(p: Person, v: Variation, r: Random, newEmployer: string): Person {
  const company = p.company + (SUFFIXES[r.int(SUFFIXES.length)] as string);
  switch (v) {
    case 'typo':
      return {
        ...p,
        name: typo(p.name, r),
        company,
        email: r.next() < 0.5 ? p.email : null,
        phone: null,
        linkedin: null,
      };
    case 'swapped': {
      const [first, ...rest] = p.name.split(' ');
      return { ...p, name: `${rest.join(' ')} ${first}`, company, email: null, phone: null, linkedin: null };
    }
    case 'email_case':
      // A job change: only the (re-cased) address links the two.
      return {
        ...p,
        company: newEmployer,
        email: p.email ? p.email.toUpperCase() : null,
        phone: null,
        linkedin: null,
      };
    case 'phone_format':
      return {
        ...p,
        company: newEmployer,
        email: null,
        phone: p.phone ? nationalUs(p.phone) : null,
        linkedin: null,
      };
    case 'missing':
      return { ...p, company, email: null, phone: null };
  }
}

type Generated = { people: Person[]; truth: [number, number][] };

function generate(scale: number, seed: number): Generated {
  const r = new Random(seed, 7);
  const firms = companies(Math.max(50, Math.round(scale / 40)), r);
  const total = firms.reduce((s, f) => s + f.weight, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const f of firms) {
    acc += f.weight / total;
    cumulative.push(acc);
  }
  const pickFirm = () => {
    const x = r.next();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return firms[lo] as (typeof firms)[number];
  };
  const duplicates = Math.round(scale * 0.03);
  const originals = scale - duplicates;
  const people: Person[] = [];
  const keys = new Set<string>();
  const rng = () => r.next();
  while (people.length < originals) {
    const country = COUNTRIES[r.int(COUNTRIES.length)] as string;
    const n = pickName(rng, country);
    const firm = pickFirm();
    const name = `${n.first} ${n.last}`;
    const key = nameCompanyKey(name, firm.name);
    // Distinct people never share a name at one employer: such a pair is truly ambiguous.
    if (!key || keys.has(key)) continue;
    keys.add(key);
    const i = people.length;
    const local = `${n.first}.${n.last}`.toLowerCase().replace(/[^a-z.]/g, '');
    people.push({
      name,
      company: firm.name,
      domain: firm.domain,
      country,
      email:
        r.next() < 0.8 ? (r.next() < 0.3 ? `${local}${i}@gmail.com` : `${local}${i}@${firm.domain}`) : null,
      phone: r.next() < 0.45 ? `+1${2012000000 + i * 3}` : null,
      linkedin: r.next() < 0.3 ? `https://www.linkedin.com/in/${local.replace('.', '-')}-${i}` : null,
    });
  }
  const truth: [number, number][] = [];
  const variations: Variation[] = [
    'typo',
    'typo',
    'typo',
    'swapped',
    'swapped',
    'email_case',
    'email_case',
    'phone_format',
    'missing',
    'missing',
  ];
  while (truth.length < duplicates) {
    const i = r.int(originals);
    const original = people[i] as Person;
    let v = variations[r.int(variations.length)] as Variation;
    if (v === 'email_case' && !original.email) v = 'missing';
    if (v === 'phone_format' && !original.phone) v = 'missing';
    truth.push([i, people.length]);
    // A job change moves the person to another real employer of the list.
    people.push(duplicateOf(original, v, r, pickFirm().name));
  }
  return { people, truth };
}

// ---------------------------------------------------------------------------------------------
// Loading them as a team's candidates.

async function insertPeople(
  pool: import('pg').Pool,
  teamId: string,
  people: readonly Person[],
): Promise<number> {
  const n = people.length;
  const { rows } = await pool.query<{ first: string }>(
    `select setval(pg_get_serial_sequence('talent_profiles', 'id'),
                   nextval(pg_get_serial_sequence('talent_profiles', 'id')) + $1 - 1) - $1 + 1 as first`,
    [n],
  );
  const firstId = Number(rows[0]?.first);
  const BATCH = 10_000;
  const start = Date.parse('2024-01-01T00:00:00Z');
  for (let from = 0; from < n; from += BATCH) {
    const batch = people.slice(from, from + BATCH);
    const ids = batch.map((_, j) => firstId + from + j);
    const docs = batch.map((p) =>
      JSON.stringify({
        basic: {
          fullname: p.name,
          current_company: p.company,
          social_links: p.linkedin ? { linkedin: p.linkedin } : {},
        },
        analytics: { norm_location: { country_code: p.country === 'US' ? 'US' : p.country } },
      }),
    );
    await pool.query(
      `insert into talent_profiles (id, team_id, source, full_name, current_title, current_company, location, doc)
       select id, $1, 'import', name, title, company, 'Austin, TX, United States', doc
         from unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[]) as t(id, name, title, company, doc)`,
      [
        teamId,
        ids,
        batch.map((p) => p.name),
        batch.map((_, j) => TITLES[(from + j) % TITLES.length] as string),
        batch.map((p) => p.company),
        docs,
      ],
    );
    await pool.query(
      `insert into talent_contacts (profile_id, emails, phones)
       select id, e::jsonb, ph::jsonb from unnest($1::bigint[], $2::text[], $3::text[]) as t(id, e, ph)`,
      [
        ids,
        batch.map((p) => JSON.stringify(p.email ? [{ address: p.email, type: 'work', primary: true }] : [])),
        batch.map((p) => JSON.stringify(p.phone ? [{ number: p.phone, type: 'personal' }] : [])),
      ],
    );
    await pool.query(
      `insert into team_candidates (team_id, profile_id, created_at)
       select $1, id, to_timestamp($3::double precision / 1000 + id - $4) from unnest($2::bigint[]) as t(id)`,
      [teamId, ids, start, firstId],
    );
    progress('candidates', Math.min(n, from + BATCH), n);
  }
  return firstId;
}

// ---------------------------------------------------------------------------------------------
// The naive peer: the same check without the key index, by scanning profiles and contacts.

async function naiveCheck(pool: import('pg').Pool, teamId: string, id: CandidateIdentity): Promise<number[]> {
  const email = id.emails?.[0]?.trim().toLowerCase() ?? null;
  const phoneDigits = id.phones?.[0]?.replace(/\D/g, '').slice(-10) ?? null;
  const { rows } = await pool.query<{ id: string }>(
    `select p.id::text as id from talent_profiles p join talent_contacts c on c.profile_id = p.id
      where p.team_id = $1 and (
        ($2::text is not null and exists (select 1 from jsonb_array_elements(c.emails) e where lower(e->>'address') = $2))
        or ($3::text is not null and exists (select 1 from jsonb_array_elements(c.phones) ph
                                              where right(regexp_replace(ph->>'number', '\\D', '', 'g'), 10) = $3))
        or ($4::text is not null and lower(p.full_name) = lower($4) and p.current_company ilike $5))
      limit 20`,
    [teamId, email, phoneDigits, id.fullName ?? null, `${id.company ?? ''}%`],
  );
  return rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '42' },
      lookups: { type: 'string', default: '1200' },
      naive: { type: 'string', default: '20' },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  const lookupCount = Math.max(1000, Number(values.lookups));
  const dataDir = benchDataDir(`duplicates-${seed}`);
  console.log(
    `Duplicates benchmark: ${scale.toLocaleString('en-US')} team candidates, seed ${seed}, data in ${dataDir}`,
  );

  const handle = await openBenchDatabase(dataDir, 6);
  const { db, pool } = handle;
  const metrics: Record<string, Metric> = {};
  const peers: Record<string, Record<string, Metric>> = { naive_lower_ilike: {} };
  const notes: string[] = [];
  try {
    await applyMigrations(db);
    await seedDemo(db);
    const teamId = (await pool.query(`select id from teams where name = 'Northwind Recruiting'`)).rows[0]
      .id as string;
    await pool.query('truncate talent_profiles restart identity cascade');

    let t0 = performance.now();
    const { people, truth } = generate(scale, seed);
    notes.push(
      `Generated ${people.length.toLocaleString('en-US')} candidates with ${truth.length.toLocaleString('en-US')} planted duplicate pairs in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );
    t0 = performance.now();
    const firstId = await insertPeople(pool, teamId, people);
    notes.push(
      `Wrote them (profiles, contacts, team candidates) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );

    t0 = performance.now();
    const keyCount = await writeLoadedMatchKeys(pool, firstId, firstId + people.length - 1);
    const keySeconds = (performance.now() - t0) / 1000;
    metrics.match_keys_seconds = single(keySeconds, 's');
    notes.push(
      `Match keys: ${keyCount.toLocaleString('en-US')} keys for ${people.length.toLocaleString('en-US')} candidates in ${keySeconds.toFixed(1)} s (the talent loader's added cost).`,
    );
    await pool.query('analyze candidate_match_keys');
    await pool.query('analyze team_candidates');
    await pool.query('analyze talent_profiles');

    // The check on insert: half are people already there (written differently), half are new.
    const r = new Random(seed, 99);
    const identities: CandidateIdentity[] = [];
    for (let i = 0; i < lookupCount + 100; i++) {
      if (i % 2 === 0) {
        const p = people[r.int(people.length)] as Person;
        const way = r.int(3);
        identities.push(
          way === 0 && p.email
            ? { fullName: p.name, emails: [` ${p.email.toUpperCase()} `] }
            : way === 1 && p.phone
              ? { fullName: p.name, phones: [nationalUs(p.phone)], countryCode: 'US' }
              : { fullName: p.name.split(' ').reverse().join(' '), company: `${p.company} Inc.` },
        );
      } else {
        identities.push({
          fullName: `Newperson${i} Example`,
          company: 'Brand New Company',
          emails: [`new.person${i}@brandnew.example`],
          phones: [`+1${9012000000 + i}`],
        });
      }
    }
    const samples: number[] = [];
    let hits = 0;
    for (const [i, identity] of identities.entries()) {
      const start = performance.now();
      const found = await findDuplicates(db, teamId, matchKeysOf(identity));
      const ms = performance.now() - start;
      if (i >= 100) {
        samples.push(ms);
        if (i % 2 === 0 && found.length > 0) hits++;
      }
    }
    metrics.check = summarize(samples);
    notes.push(
      `Check on insert found the existing person in ${hits} of ${Math.ceil(samples.length / 2)} lookups of existing people.`,
    );

    const naiveCount = Math.max(5, Number(values.naive));
    const naiveSamples: number[] = [];
    const oursSame: number[] = [];
    await pool.query(`set statement_timeout = '120s'`);
    for (let i = 0; i < naiveCount; i++) {
      const identity = identities[100 + i] as CandidateIdentity;
      let start = performance.now();
      await naiveCheck(pool, teamId, identity);
      naiveSamples.push(performance.now() - start);
      start = performance.now();
      await findDuplicates(db, teamId, matchKeysOf(identity));
      oursSame.push(performance.now() - start);
      progress('naive check peer', i + 1, naiveCount);
    }
    peers.naive_lower_ilike = { check: summarize(naiveSamples) };
    metrics.check_same_sample = summarize(oursSame);
    metrics.naive_ratio = single(
      (peers.naive_lower_ilike.check as Metric).p50 / (metrics.check_same_sample.p50 || 0.01),
      'x',
    );

    // The full scan, as the job runs it (find, then save).
    let last = '';
    t0 = performance.now();
    const pairs = await findDuplicatePairs(pool, teamId, (phase, done, total) => {
      if (phase !== last) {
        last = phase;
        console.log(`scan: ${phase} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      }
      if (total > 0) progress(`scan ${phase}`.slice(0, 22), done, total);
    });
    const findSeconds = (performance.now() - t0) / 1000;
    await savePairs(pool, teamId, null, pairs);
    const scanSeconds = (performance.now() - t0) / 1000;
    metrics.scan_seconds = single(scanSeconds, 's');
    notes.push(
      `Scan: ${pairs.length.toLocaleString('en-US')} pairs found in ${findSeconds.toFixed(1)} s, saved by ${scanSeconds.toFixed(1)} s.`,
    );

    // Every two records of one person are a true pair (a person may have been copied twice).
    const records = new Map<number, number[]>();
    for (const [original, copy] of truth) {
      const group = records.get(original) ?? [original];
      group.push(copy);
      records.set(original, group);
    }
    const truthSet = new Set<string>();
    for (const group of records.values())
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++) {
          const [x, y] = [firstId + (group[i] as number), firstId + (group[j] as number)].sort(
            (m, n) => m - n,
          );
          truthSet.add(`${x}:${y}`);
        }
    let tp = 0;
    const missedByVariation = new Map<string, number>();
    for (const p of pairs) if (truthSet.has(`${p.a}:${p.b}`)) tp++;
    const found = new Set(pairs.map((p) => `${p.a}:${p.b}`));
    for (const key of truthSet)
      if (!found.has(key)) missedByVariation.set('missed', (missedByVariation.get('missed') ?? 0) + 1);
    const precision = pairs.length ? tp / pairs.length : 0;
    const recall = truthSet.size ? tp / truthSet.size : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    metrics.precision = single(precision, 'ratio');
    metrics.recall = single(recall, 'ratio');
    metrics.f1 = single(f1, 'ratio');
    notes.push(`Pairwise: ${tp} true pairs of ${pairs.length} suggested, ${truthSet.size} planted.`);
    const wrongBy = new Map<string, number>();
    for (const p of pairs) {
      if (truthSet.has(`${p.a}:${p.b}`)) continue;
      const why = [...p.reasons].sort().join('+');
      wrongBy.set(why, (wrongBy.get(why) ?? 0) + 1);
    }
    notes.push(`False pairs by reason: ${[...wrongBy].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}.`);
    const examples = pairs.filter((p) => !truthSet.has(`${p.a}:${p.b}`)).slice(0, 12);
    for (const p of examples) {
      const a = people[p.a - firstId] as Person;
      const b = people[p.b - firstId] as Person;
      console.log(
        `  false pair (${[...p.reasons].join(',')}): ${a.name} @ ${a.company} | ${b.name} @ ${b.company}`,
      );
    }

    const pgVersion = (await pool.query('show server_version')).rows[0].server_version as string;
    finishBench(root, {
      name: 'duplicates',
      scale,
      postgres: pgVersion,
      metrics,
      peers,
      targets: TARGETS,
      notes,
    });
  } finally {
    await handle.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
