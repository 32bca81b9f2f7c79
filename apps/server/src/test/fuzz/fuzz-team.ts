/**
 * The team the fuzzer signs in to, with data for handlers to work on: open-web profiles to search,
 * a custom hiring process, projects with candidates at several stages, labels, tags, notes, a
 * file, a share link, a CSV template, a watermark, a finished import, a duplicate scan and a saved
 * search. Built through the API as a recruiter would (the demo seed gives the teams), by a member
 * holding every account role of the pro team so no gate hides a route from the fuzzer.
 */
import { ID_PREFIX } from '@talentbase/shared/domain/limits';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo';
import { createMember } from '../../db/seed/factories';
import { importFiles, importFilesRoot } from '../../modules/candidate-import/import-files';
import { runImport } from '../../modules/candidate-import/import-run';
import { runErasure } from '../../modules/gdpr/erasure-run';
import { loadTalent } from '../../modules/talent/talent-loader';
import type { FuzzClient } from './fuzz-client';
import { buildMultipart, PDF_BYTES } from './fuzz-multipart';
import { emptyPool, type IdPool } from './fuzz-requests';

export const FUZZ_EMAIL = 'fuzz.member@talentbase.dev';
export const FUZZ_SPARE_EMAIL = 'fuzz.spare@talentbase.dev';
/** Signed in to by the anonymous client's fuzzed logins (right and wrong passwords). */
export const FUZZ_LOGIN_EMAIL = 'fuzz.login@talentbase.dev';
export const FUZZ_PASSWORD = DEMO_PASSWORD;

const ROLES = [
  'enterprise_member',
  'enterprise_admin',
  'org_admin',
  'relationships',
  'insights',
  'crm',
  'ez_jobs',
] as const;

export type FuzzTeam = { teamId: string; userId: string; shareTokens: string[] };

export async function buildFuzzTeam(deps: {
  db: Database;
  pool: pg.Pool;
  dataDir: string;
  member: FuzzClient;
  spare: FuzzClient;
  openProfiles?: number;
}): Promise<FuzzTeam> {
  const { db, pool, member } = deps;
  await seedDemo(db);
  await loadTalent(db, pool, { profiles: deps.openProfiles ?? 150, seed: 11 });
  const team = (await pool.query(`select id::text from teams where name = 'Northwind Recruiting'`)).rows[0]
    .id as string;
  for (const [email, fullName] of [
    [FUZZ_EMAIL, 'Fuzz Member'],
    [FUZZ_SPARE_EMAIL, 'Spare Member'],
    [FUZZ_LOGIN_EMAIL, 'Login Member'],
  ] as const)
    await createMember(db, team, {
      email,
      fullName,
      password: FUZZ_PASSWORD,
      roles: [...ROLES],
      isTeamAdmin: true,
    });
  // The member operates the installation too, so the customer console's calls (404 to anyone
  // else) reach their handlers.
  await pool.query('update users set is_operator = true where email = $1', [FUZZ_EMAIL]);
  await member.login(FUZZ_EMAIL, FUZZ_PASSWORD);
  await deps.spare.login(FUZZ_SPARE_EMAIL, FUZZ_PASSWORD);
  const userId = (await pool.query('select id::text from users where email = $1', [FUZZ_EMAIL])).rows[0]
    .id as string;
  const colleague = (await pool.query(`select id::text from users where email = 'admin@talentbase.dev'`))
    .rows[0].id as string;

  const template = await member.ok('POST', '/api/v1/hiring-process/templates', {
    templateName: 'Fuzz process',
  });
  const templateId = String(template.data?.templateId ?? template.templateId);
  const projects: string[] = [];
  for (const name of ['Fuzz hiring', 'Fuzz second', 'Fuzz third', 'Fuzz fourth']) {
    const made = await member.ok('POST', '/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName: name,
    });
    projects.push(String(made.data.projectId));
  }
  const [p1, p2] = projects as [string, string];
  await member.ok('POST', `/api/v1/projects/${p1}/hiring-process`, { templateId });
  await member.ok('POST', '/api/v1/projects/hiringTeam/setMember', {
    projectId: p1,
    userId: colleague,
    role: 1,
  });

  const candidates: number[] = [];
  const people = [
    ['Avery Fuzz', 'avery.fuzz@example.org'],
    ['Blake Fuzz', 'blake.fuzz@example.org'],
    ['Blake Fuzz', 'blake.fuzz@example.org'],
    ['Casey Fuzz', 'casey.fuzz@example.org'],
    ['Devon Fuzz', 'devon.fuzz@example.org'],
    ['Emery Fuzz', 'emery.fuzz@example.org'],
  ];
  for (const [i, [fullName, email]] of people.entries()) {
    const made = await member.ok('POST', '/api/v1/candidatesV2/create', {
      projectId: i < 4 ? p1 : p2,
      fullName,
      company: 'Alpha Corp',
      title: 'Engineer',
      location: 'London',
      emails: [email],
      phones: ['+44 20 7946 0958'],
      skills: ['python', 'react'],
      confirmDuplicate: true,
    });
    candidates.push(made.profileId);
  }
  const open = (
    await pool.query('select id::int from talent_profiles where team_id is null order by id limit 3')
  ).rows.map((r) => r.id as number);
  await member.ok('POST', `/api/v1/projects/${p1}/candidates`, { candidateIds: open });
  const [c1, c2, c3] = candidates as [number, number, number];
  await member.ok('POST', '/api/v1/pipelines/changeStage', {
    projectId: p1,
    candidateIds: [c1],
    categoryId: 2,
    stageId: null,
  });
  await member.ok('POST', '/api/v1/pipelines/changeLabel', {
    projectId: p1,
    candidateIds: [c2],
    stageLabel: 2,
  });
  await member.ok('POST', '/api/v1/pipelines/addTags', {
    candidateIds: [c1, c2, c3],
    tags: ['fuzz', 'team-a'],
    projectId: p1,
  });
  for (const visibility of [0, 1, 2])
    await member.ok('POST', '/api/v1/pipelines/addNotes', {
      candidateId: c1,
      projectId: p1,
      body: `Fuzz note ${visibility}`,
      visibility,
    });
  const upload = buildMultipart(
    {
      fields: [
        { name: 'candidateId', value: String(c1) },
        { name: 'projectId', value: p1 },
      ],
      files: [
        {
          field: 'files',
          name: 'resume.pdf',
          utf16Name: false,
          contentType: 'application/pdf',
          data: PDF_BYTES,
        },
      ],
      damage: 'none',
      at: 0,
    },
    (v) => v,
  );
  const uploaded = await member.send({
    method: 'POST',
    url: '/api/v1/candidateFiles/uploadCandidateFiles',
    headers: { 'content-type': upload.contentType },
    payload: upload.payload,
  });
  if (uploaded.status !== 200) throw new Error(`file upload: ${uploaded.status} ${uploaded.body}`);
  await member.ok('PUT', '/api/v1/candidates/gdpr-candidate-review', {
    candidateIds: [c2],
    gdprReview: true,
    projectId: p1,
  });
  const share = await member.ok('POST', '/api/v1/candidatesV2/send-sharing-profile', {
    candidateIds: [c1],
    projectId: p1,
    recipients: ['partner@example.org'],
  });
  const shareTokens = [
    String(share.sharePath ?? '')
      .split('/')
      .pop() ?? '',
  ].filter(Boolean);
  await member.ok('POST', '/api/v1/team-settings/csv-download-templates', {
    name: 'Fuzz columns',
    columns: ['name', 'stage'],
  });
  await member.ok('PUT', '/api/v1/team-settings/pdf-watermark', { enabled: true, text: 'Fuzz confidential' });

  const csv = buildMultipart(
    {
      fields: [],
      files: [
        {
          field: 'file',
          name: 'people.csv',
          utf16Name: false,
          contentType: 'text/csv',
          data: 'Full Name,Email,Job Title,Company\nIvy Fuzzimport,ivy.fuzz@example.org,Engineer,Alpha\nJude Fuzzimport,jude.fuzz@example.org,Analyst,Alpha\n',
        },
      ],
      damage: 'none',
      at: 0,
    },
    (v) => v,
  );
  const up = await member.send({
    method: 'POST',
    url: '/api/v1/candidates/import/upload',
    headers: { 'content-type': csv.contentType },
    payload: csv.payload,
  });
  if (up.status !== 200) throw new Error(`import upload: ${up.status} ${up.body}`);
  const importId = String(JSON.parse(up.body).importId);
  await member.ok('POST', '/api/v1/candidates/import/start', {
    importId,
    mapping: ['fullName', 'emails', 'title', 'company'],
    duplicatePolicy: 'skip',
    projectId: p2,
  });
  await runImport(db, importFiles(importFilesRoot(deps.dataDir)), Number(importId));
  await member.ok('POST', '/api/v1/candidates/duplicates/scan');
  for (const keywords of ['engineer', 'nurse', 'python', 'sales manager', 'data'])
    await member.ok('POST', '/api/tb-v2/v1/sourcing/search', { filters: { keywords }, projectId: p1 });
  // Data protection: a retention rule with a dry run, and a finished erasure of someone added for it.
  const rule = await member.ok('POST', '/api/v1/gdpr/retention-rules', {
    name: 'Fuzz EU',
    months: 24,
    regions: ['EU'],
  });
  await member.ok('POST', `/api/v1/gdpr/retention-rules/${rule.id}/dry-run`);
  const erasable = await member.ok('POST', '/api/v1/candidatesV2/create', {
    fullName: 'Zed Erasable',
    emails: ['zed.erasable@example.org'],
  });
  const erasure = await member.ok('POST', '/api/v1/gdpr/erasures', {
    by: 'candidate',
    value: String(erasable.profileId),
    candidateIds: [erasable.profileId],
    confirm: true,
  });
  // The queue has no worker here: the erasure is run to its end directly.
  await runErasure(db, String(erasure.id));
  // Applicant match: the first project is a job with a few applicants (its candidates applied).
  await member.ok('POST', '/api/tb-v2/v1/applicant-match/jobs', {
    projectId: p1,
    jobDescription: 'Backend engineer: 5+ years of Python and PostgreSQL.',
  });
  await pool.query(
    `insert into match_applicants (team_id, project_id, profile_id, source, resume, lack_resume)
     select $1, $2, profile_id, 'resume', '{"text": "Backend engineer"}'::jsonb, false
       from project_candidates where project_id = $2 order by profile_id limit 6`,
    [team, p1],
  );
  return { teamId: team, userId, shareTokens };
}

/** The team's ids as they are now (the run creates, merges and deletes records). */
export async function loadIdPool(pool: pg.Pool, team: FuzzTeam): Promise<IdPool> {
  const ids = async (sql: string, params: unknown[] = [team.teamId]) =>
    (await pool.query<{ id: string }>(sql, params)).rows.map((r) => r.id);
  const out = emptyPool();
  // A few projects, those the member owns first (a fuzzed owner change or quitting the hiring
  // team takes others out of its reach, and their 403s stay in the mix), and candidates in them
  // first: a small pool makes a project and its candidates meet often enough for bulk moves.
  out.project = await ids(
    `select p.id::text as id from projects p
       left join project_members m on m.project_id = p.id and m.user_id = $2 and m.role = 3
      where p.team_id = $1 and p.project_status <> 1
      order by (m.user_id is not null) desc, p.id desc limit 8`,
    [team.teamId, team.userId],
  );
  out.candidate = await ids(
    `select tc.profile_id::text as id from team_candidates tc
      where tc.team_id = $1 and tc.merged_into is null
      order by exists (select 1 from project_candidates pc where pc.profile_id = tc.profile_id
                        and pc.project_id = any($2::bigint[])) desc, tc.profile_id desc limit 24`,
    [team.teamId, out.project],
  );
  out.openProfile = await ids(
    'select id::text as id from talent_profiles where team_id is null order by id limit 50',
    [],
  );
  out.note = await ids(
    'select id::text as id from candidate_notes where team_id = $1 order by id desc limit 50',
  );
  out.file = await ids(
    'select id::text as id from candidate_files where team_id = $1 order by id desc limit 20',
  );
  out.hiringTemplate = await ids(
    'select id::text as id from hiring_process_templates where team_id = $1 order by id limit 20',
  );
  out.csvTemplate = await ids(
    'select id::text as id from csv_download_templates where team_id = $1 order by id limit 20',
  );
  out.user = await ids('select user_id::text as id from team_members where team_id = $1 order by user_id');
  out.import = await ids(
    'select id::text as id from candidate_imports where team_id = $1 order by id desc limit 20',
  );
  out.scan = await ids(
    'select id::text as id from candidate_duplicate_scans where team_id = $1 order by id desc limit 10',
  );
  out.history = (
    await ids(
      'select id::text as id from search_history where team_id = $1 and user_id = $2 and status = 1 order by id desc limit 20',
      [team.teamId, team.userId],
    )
  ).map((id) => `${ID_PREFIX.SEARCH_HISTORY}${id}`);
  out.share = await ids(
    'select id::text as id from candidate_shares where team_id = $1 order by id desc limit 20',
  );
  out.shareToken = team.shareTokens;
  out.erasure = await ids(
    'select id::text as id from gdpr_erasures where team_id = $1 order by created_at desc limit 10',
  );
  out.retentionRule = await ids(
    'select id::text as id from retention_rules where team_id = $1 order by id desc limit 10',
  );
  out.applicant = await ids(
    'select id::text as id from match_applicants where team_id = $1 order by id desc limit 20',
  );
  out.loginEmail = [FUZZ_LOGIN_EMAIL];
  out.loginPassword = [FUZZ_PASSWORD];
  return out;
}
