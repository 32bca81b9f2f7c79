/**
 * `npm run bench:pipeline -- --scale 1000000`: the project pipeline on a team with N candidates.
 *
 * Starts an embedded PostgreSQL with the product's settings (data kept under .bench-data so a
 * second run at the same scale skips the build), builds with set-based SQL a team whose N
 * candidates are spread over 20 projects, 40% of them in one big project across every stage,
 * warms up, then measures through the service functions (not HTTP):
 *  - the stage list, 100 rows, over a mix of stages, whole categories, the whole project,
 *    contact / availability / label filters and offsets up to the cap;
 *  - moving 1,000 candidates in one bulk changeStage, repeated;
 * and in the same run the naive peers: the same lists sorted without the index order (read the
 * stage, sort it, count it exactly), and moving 1,000 candidates one call at a time.
 * Writes bench/results/pipeline.json.
 */

import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Subject } from '@talentbase/shared';
import { HIGH_AVAILABILITY } from '@talentbase/shared';
import { engagementStatusFor } from '@talentbase/shared/domain/engagement-labels';
import { stageLabelsFor } from '@talentbase/shared/domain/pipeline';
import type { connect } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import {
  type CandidateListFilter,
  listPipelineCandidates,
} from '../apps/server/src/modules/pipelines/pipeline-list.service';
import { changeStage } from '../apps/server/src/modules/pipelines/pipeline-moves.service';
import type { Caller } from '../apps/server/src/modules/projects/project-lifecycle.service';
import { benchDataDir, openBenchDatabase, repoRoot } from './lib/bench-cluster';
import { finishBench, type Metric, progress, single, summarize, timed } from './lib/stats';

const root = repoRoot;
const PROJECTS = 20;
const BIG_SHARE = 0.4;
const TARGETS: Record<string, string> = {
  stage_list: 'p95 <= 30',
  move_1000: 'p50 and max <= 1000',
  list_naive_ratio: 'higher is better',
  move_naive_ratio: 'higher is better',
};

/** A small deterministic generator (mulberry32) for the query mix. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pool = ReturnType<typeof connect>['pool'];

/**
 * The big project's candidates by i % 100: half in Good Fit, then fewer at each later stage, as a
 * real outbound pipeline thins out. Labels are ones the stage has.
 */
const POSITION_SQL = `
  case when i % 100 < 85 then 1 when i % 100 < 90 then 2 when i % 100 < 94 then 3
       when i % 100 < 96 then 4 when i % 100 < 97 then 5 else 6 end as category_id,
  case when i % 100 < 50 then 1 when i % 100 < 70 then 2 when i % 100 < 80 then 3
       when i % 100 < 85 then 5 when i % 100 < 97 then null else 0 end as stage_id,
  case when i % 100 < 50 then 1 + (i / 100) % 6 when i % 100 < 70 then 1 + (i / 100) % 9
       when i % 100 < 80 then 1 + (i / 100) % 5 when i % 100 < 85 then 1 + (i / 100) % 3 else 1 end as stage_label`;

/** The engagement status of each (stage, label), from the product's one mapping. */
const ENGAGEMENT_VALUES = [1, 2, 3, 5]
  .flatMap((stageId) =>
    stageLabelsFor(stageId).map(
      ({ order }) => `(${stageId}, ${order}, ${engagementStatusFor(stageId, order)})`,
    ),
  )
  .join(', ');

async function build(pool: Pool, scale: number, teamId: string, userId: string) {
  const step = async (label: string, text: string) => {
    const t0 = performance.now();
    await pool.query(text);
    console.log(`  ${label.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  console.log(`Building ${scale.toLocaleString('en-US')} candidates`);
  await pool.query(`delete from projects where team_id = $1 and project_name like 'Pipeline bench %'`, [
    teamId,
  ]);
  await pool.query(
    `delete from talent_profiles where team_id = $1 and source = 'import' and external_id like 'pb-%'`,
    [teamId],
  );
  await step(
    'projects',
    `insert into projects (team_id, project_name, job_title, created_by)
     select '${teamId}', 'Pipeline bench ' || g, 'Engineer', '${userId}' from generate_series(1, ${PROJECTS}) g;
     insert into project_members (project_id, user_id, role)
     select id, '${userId}', 3 from projects where team_id = '${teamId}' and project_name like 'Pipeline bench %'`,
  );
  await step(
    'talent_profiles',
    `insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
     select '${teamId}', 'import', 'pb-' || i, 'Candidate ' || i,
            (array['Backend Engineer','Data Scientist','Product Designer','Nurse','Account Executive'])[1 + i % 5],
            'Company ' || (i % 5000), (array['Austin, TX','Berlin','London','Toronto'])[1 + i % 4],
            '{"analytics":{"availability":' || ((i::bigint * 7919) % 100) / 100.0 || ',"availability_reason":null}}'
       from generate_series(1, ${scale}) i`,
  );
  await step(
    'talent_contacts',
    `insert into talent_contacts (profile_id, emails, phones)
     select id, case when id % 10 < 3 then '[{"address":"a@example.org","type":"personal"}]'::jsonb
                     else '[{"address":"a@example.com","type":"work"}]'::jsonb end,
            case when id % 2 = 0 then '[{"number":"+15125550100","type":"work"}]'::jsonb else '[]'::jsonb end
       from talent_profiles where team_id = '${teamId}' and external_id like 'pb-%' and id % 10 < 6`,
  );
  await step(
    'team_candidates',
    `insert into team_candidates (team_id, profile_id, created_by)
     select '${teamId}', id, '${userId}' from talent_profiles where team_id = '${teamId}' and external_id like 'pb-%'
     on conflict do nothing`,
  );
  // Profile n goes to the big project while n <= 40% of N, else round robin to the others.
  await step(
    'project_candidates',
    `with ps as (select id, row_number() over (order by id) - 1 as k from projects
                  where team_id = '${teamId}' and project_name like 'Pipeline bench %'),
          src as (select id as profile_id, row_number() over (order by id) as i from talent_profiles
                   where team_id = '${teamId}' and external_id like 'pb-%'),
          placed as (select s.profile_id, s.i,
                            case when s.i <= ${Math.floor(scale * BIG_SHARE)} then 0
                                 else 1 + s.i % ${PROJECTS - 1} end as k,
                            ${POSITION_SQL.replace(/\bi\b/g, 's.i')}
                       from src s)
     insert into project_candidates (project_id, profile_id, category_id, stage_id, stage_label,
                                     engagement_status, stage_updated_at, created_at, added_by)
     select ps.id, p.profile_id, p.category_id, p.stage_id, p.stage_label, coalesce(e.status, 1),
            now() - ((p.i * 7919) % 31536000) * interval '1 second',
            now() - interval '400 days' + (p.i % 1000) * interval '1 minute', '${userId}'
       from placed p join ps on ps.k = p.k
       left join (values ${ENGAGEMENT_VALUES}) e(stage_id, label, status) on e.stage_id = p.stage_id and e.label = p.stage_label`,
  );
  await step(
    'vacuum analyze',
    'vacuum analyze project_candidates, talent_profiles, talent_contacts, team_candidates',
  );
}

type ListCase = { label: string; filter: CandidateListFilter };

function listMix(seed: number, n: number): ListCase[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const stages: { categoryId?: number; stageId?: number | null; name: string }[] = [
    { categoryId: 1, stageId: 1, name: 'Good Fit' },
    { categoryId: 1, stageId: 2, name: 'Contacted' },
    { categoryId: 1, stageId: 3, name: 'Replied' },
    { categoryId: 1, stageId: 5, name: 'Scheduled' },
    { categoryId: 2, stageId: null, name: 'Screen' },
    { categoryId: 3, stageId: null, name: 'Interview' },
    { categoryId: 1, name: 'all Sourcing' },
    { name: 'whole project' },
  ];
  const offsets = [0, 0, 0, 100, 500, 2000, 9900];
  const cases: ListCase[] = [];
  const seen = new Set<string>();
  while (cases.length < n) {
    const s = pick(stages);
    const f = r();
    const filter: CandidateListFilter = {
      limit: 100,
      start: pick(offsets),
      filterByContact: f < 0.2,
      filterByPersonalContact: f >= 0.2 && f < 0.35,
      filterByAvailability: f >= 0.35 && f < 0.5,
      ...(s.categoryId !== undefined ? { categoryId: s.categoryId } : {}),
      ...(s.stageId !== undefined ? { stageId: s.stageId } : {}),
      ...(s.stageId !== undefined && s.stageId !== null && r() < 0.2 ? { stageNumber: 2 } : {}),
    };
    const key = JSON.stringify(filter);
    if (seen.has(key)) continue;
    seen.add(key);
    const flags = [
      filter.filterByContact && 'contact',
      filter.filterByPersonalContact && 'personal email',
      filter.filterByAvailability && 'availability',
      filter.stageNumber && 'label',
    ].filter(Boolean);
    cases.push({
      label: `${s.name} @${filter.start}${flags.length ? ` + ${flags.join(', ')}` : ''}`,
      filter,
    });
  }
  return cases;
}

/** The naive list: join everything that matches, sort it, take the page, and count it exactly. */
async function naiveList(pool: Pool, projectId: number, f: CandidateListFilter) {
  const where = [`pc.project_id = ${projectId}`];
  if (f.categoryId !== undefined) where.push(`pc.category_id = ${f.categoryId}`);
  if (f.stageId !== undefined)
    where.push(f.stageId === null ? 'pc.stage_id is null' : `pc.stage_id = ${f.stageId}`);
  if (f.stageNumber !== undefined) where.push(`pc.stage_label = ${f.stageNumber}`);
  if (f.filterByContact) where.push(`(jsonb_array_length(c.emails) > 0 or jsonb_array_length(c.phones) > 0)`);
  if (f.filterByPersonalContact) where.push(`c.emails @> '[{"type":"personal"}]'`);
  if (f.filterByAvailability)
    where.push(`((p.doc::jsonb) #>> '{analytics,availability}')::real >= ${HIGH_AVAILABILITY}`);
  const from = `from project_candidates pc join talent_profiles p on p.id = pc.profile_id
                left join talent_contacts c on c.profile_id = pc.profile_id where ${where.join(' and ')}`;
  await pool.query(
    `select pc.profile_id, p.full_name, p.current_title, p.current_company, p.location, pc.category_id, pc.stage_id,
            pc.stage_label, pc.stage_updated_at, ((p.doc::jsonb) #>> '{analytics,availability}')::real as availability
       ${from} order by pc.stage_updated_at + interval '0 s' desc, pc.profile_id
      limit ${f.limit} offset ${f.start ?? 0}`,
  );
  await pool.query(`select count(*) ${from}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '42' },
      queries: { type: 'string', default: '60' },
      moves: { type: 'string', default: '8' },
      'data-dir': { type: 'string' },
      rebuild: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : benchDataDir(`pipeline-${scale}`);
  console.log(`Pipeline benchmark: ${scale.toLocaleString('en-US')} candidates, data in ${dataDir}`);

  const handle = await openBenchDatabase(dataDir, 4);
  const { db, pool } = handle;
  const metrics: Record<string, Metric> = {};
  const peers: Record<string, Record<string, Metric>> = { naive: {} };
  const notes: string[] = [];
  try {
    await applyMigrations(db);
    await seedDemo(db);
    const user = (
      await pool.query(
        `select u.id as user_id, m.team_id, t.org_id from users u join team_members m on m.user_id = u.id
          join teams t on t.id = m.team_id where u.email = 'demo@talentbase.dev'`,
      )
    ).rows[0];
    const scope = {
      teamId: user.team_id as string,
      orgId: user.org_id as string,
      userId: user.user_id as string,
    };
    const subject: Subject = {
      plan: 'pro',
      planSubtype: 'mid-market',
      roles: ['enterprise_member'],
      solutions: ['sourcing'],
      permissions: [],
      features: [],
      isTeamAdmin: true,
    };
    const caller: Caller = { scope, subject, ip: null };

    const existing = Number(
      (
        await pool.query(
          `select count(*) as n from project_candidates pc join projects p on p.id = pc.project_id
            where p.team_id = $1 and p.project_name like 'Pipeline bench %'`,
          [scope.teamId],
        )
      ).rows[0].n,
    );
    if (existing !== scale || values.rebuild) {
      const t0 = performance.now();
      await build(pool, scale, scope.teamId, scope.userId);
      metrics.build_seconds = single((performance.now() - t0) / 1000, 's');
    } else {
      notes.push('Data already built at this scale by an earlier run: build time not measured.');
      // Earlier runs' moves (and migrations) leave pages that autovacuum has not visited yet;
      // measure the steady state a running server has, where index-only reads skip the table.
      await pool.query('vacuum analyze project_candidates');
    }
    const pgVersion = (await pool.query('show server_version')).rows[0].server_version as string;
    const big = (
      await pool.query(
        `select p.id, count(*)::int as n from projects p join project_candidates pc on pc.project_id = p.id
          where p.team_id = $1 and p.project_name = 'Pipeline bench 1' group by p.id`,
        [scope.teamId],
      )
    ).rows[0] as { id: string; n: number };
    const projectId = Number(big.id);
    const stageSizes = (
      await pool.query(
        `select category_id, stage_id, count(*)::int as n from project_candidates where project_id = $1
          group by 1, 2 order by 1, 2`,
        [projectId],
      )
    ).rows as { category_id: number; stage_id: number | null; n: number }[];
    notes.push(
      `Big project: ${big.n.toLocaleString('en-US')} candidates; per position ${stageSizes
        .map((s) => `${s.category_id}/${s.stage_id ?? '-'}: ${s.n.toLocaleString('en-US')}`)
        .join(', ')}. The other ${PROJECTS - 1} projects share the rest.`,
    );

    // Stage lists.
    const cases = listMix(seed, Number(values.queries));
    let done = 0;
    for (const c of cases) {
      await listPipelineCandidates(db, scope, projectId, c.filter);
      progress('warm-up lists', ++done, cases.length);
    }
    const listTimes: number[] = [];
    const ours = new Map<ListCase, number>();
    done = 0;
    for (const c of cases) {
      const [ms, res] = await timed(() => listPipelineCandidates(db, scope, projectId, c.filter));
      if (res.data.length === 0 && (c.filter.start ?? 0) === 0) throw new Error(`empty page for ${c.label}`);
      listTimes.push(ms);
      ours.set(c, ms);
      progress('stage lists', ++done, cases.length);
    }
    metrics.stage_list = summarize(listTimes);
    // One stage (the board's column) apart from lists over a whole category or project.
    const oneStage = (c: ListCase) => c.filter.stageId !== undefined;
    metrics.one_stage_list = summarize([...ours].filter(([c]) => oneStage(c)).map(([, ms]) => ms));
    metrics.category_or_project_list = summarize([...ours].filter(([c]) => !oneStage(c)).map(([, ms]) => ms));
    const slowest = [...ours].sort((a, b) => b[1] - a[1]).slice(0, 3);
    notes.push(
      `${cases.length} distinct list requests of 100 rows with their total; slowest: ${slowest
        .map(([c, ms]) => `${c.label} ${ms.toFixed(1)} ms`)
        .join('; ')}.`,
    );

    // The naive list on a third of the same requests.
    const peerCases = cases.filter((_, i) => i % 3 === 0);
    const naiveTimes: number[] = [];
    const oursSame: number[] = [];
    done = 0;
    for (const c of peerCases) {
      await naiveList(pool, projectId, c.filter);
      const [ms] = await timed(() => naiveList(pool, projectId, c.filter));
      naiveTimes.push(ms);
      oursSame.push(ours.get(c) ?? Number.NaN);
      progress('naive lists', ++done, peerCases.length);
    }
    peers.naive = { stage_list_same_queries: summarize(naiveTimes) };
    metrics.stage_list_same_queries = summarize(oursSame);
    metrics.list_naive_ratio = single(
      (peers.naive.stage_list_same_queries as Metric).p50 / (metrics.stage_list_same_queries as Metric).p50,
      'x',
    );

    // Bulk moves: 1,000 Good Fit candidates at a time to Contacted, then the next 1,000 back.
    const goodFit = (
      await pool.query(
        `select profile_id from project_candidates where project_id = $1 and category_id = 1 and stage_id = 1
          order by profile_id limit $2`,
        [projectId, 1000 * (Number(values.moves) + 2)],
      )
    ).rows.map((r) => Number(r.profile_id));
    const batch = (k: number) => goodFit.slice(k * 1000, (k + 1) * 1000);
    const moveTimes: number[] = [];
    const rounds = Number(values.moves);
    if (goodFit.length < 1000 * (rounds + 2))
      throw new Error(
        `Good Fit holds ${goodFit.length} candidates; ${rounds} moves of 1,000 need ${1000 * (rounds + 2)}: use a larger --scale or fewer --moves`,
      );
    await changeStage(db, caller, projectId, { candidateIds: batch(0), categoryId: 1, stageId: 2 }); // warm-up
    for (let k = 1; k <= rounds; k++) {
      const [ms, res] = await timed(() =>
        changeStage(db, caller, projectId, {
          candidateIds: batch(k),
          categoryId: 1,
          stageId: k % 2 ? 2 : 3,
          stageLabel: 2,
        }),
      );
      if (res.moved !== 1000) throw new Error(`moved ${res.moved}`);
      moveTimes.push(ms);
      progress('bulk moves of 1,000', k, rounds);
    }
    // Put them back, so that a later run on the same data finds Good Fit as full as this one did.
    for (let k = 0; k <= rounds; k++) {
      if (batch(k).length > 0)
        await changeStage(db, caller, projectId, { candidateIds: batch(k), categoryId: 1, stageId: 1 });
    }
    metrics.move_1000 = summarize(moveTimes);
    metrics.move_1000_max = single(Math.max(...moveTimes), 'ms');

    // Naive move: the same 1,000 candidates, one changeStage call each.
    const oneByOne = batch(rounds + 1);
    const [naiveMs] = await timed(async () => {
      let n = 0;
      for (const id of oneByOne) {
        await changeStage(db, caller, projectId, { candidateIds: [id], categoryId: 1, stageId: 2 });
        if (++n % 50 === 0) progress('naive one-by-one', n, oneByOne.length);
      }
    });
    peers.naive.move_1000_one_by_one = single(naiveMs, 'ms');
    metrics.move_naive_ratio = single(naiveMs / (metrics.move_1000 as Metric).p50, 'x');

    finishBench(root, {
      name: 'pipeline',
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
  process.exitCode = 1;
});
