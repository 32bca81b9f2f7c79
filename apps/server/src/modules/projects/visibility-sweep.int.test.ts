/**
 * Project visibility inside one team, swept over every reader (issue 12): the owner builds a
 * hiring-team-only project ("Zephyr Covert") and works in it — candidates, stages, tags, notes of
 * every visibility, a file, a share, a GDPR flag, an import, a hiring process of its own — then a
 * member of the same team who is not on its hiring team (and not a team admin) calls every route
 * that reads. The hidden project's name, job title, id and note text must appear in no answer:
 * JSON, CSV or PDF text. Calls that name the project by id answer 404, like a missing project.
 *
 * The hidden project's id is made distinctive (a sequence far from every other id), so "its id
 * never appears" is a plain text search.
 *
 * Completeness: every GET operation of the OpenAPI document is swept or listed in `NOT_READERS`
 * with why; read-only POSTs are listed in `READER_POSTS` and swept too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EXPORT_COLUMNS } from '@talentbase/shared';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../db/seed/factories';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';
import { importFiles, importFilesRoot } from '../candidate-import/import-files';
import { runImport } from '../candidate-import/import-run';
import { makeCampaign, makeMessage, makeThread } from '../engage/outbox/outbox-test-factory';
import { IMPORT_MAPPING, uploadCandidateFile, uploadImport } from './project-test-helpers';

let t: TestApp;
let dataDir: string;
let queue: JobQueue;
let owner: TestClient; // demo@: team admin, owner of both projects
let outsider: TestClient; // sweep.outsider@: same team, enterprise member, on neither hiring team

const OUTSIDER_EMAIL = 'sweep.outsider@talentbase.dev';
const HIDDEN_ID = 987_654_321;
/** Text that belongs to the hidden project only: its name, job title and note bodies. */
const SECRETS = ['Zephyr', 'falcon-7731', String(HIDDEN_ID)];

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const ok = (res: TestResponse, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

const F = {
  hiddenId: '',
  openId: '',
  both: 0, // in both projects
  hiddenOnly: 0, // in the hidden project only
  importId: '',
  fileId: '',
  scanId: '',
  templateId: '',
  shareToken: '',
  threadId: '',
  campaignId: '',
  applicantId: '',
};

async function build(): Promise<void> {
  owner = new TestClient(t.app);
  expect((await owner.login('demo@talentbase.dev')).status).toBe(200);
  const team = await q(`select team_id from team_members m join users u on u.id = m.user_id
                         where u.email = 'demo@talentbase.dev'`);
  await createMember(t.db.db, team.rows[0].team_id, {
    email: OUTSIDER_EMAIL,
    fullName: 'Otto Outside',
    roles: ['enterprise_member'],
    isTeamAdmin: false,
  });
  outsider = new TestClient(t.app);
  expect((await outsider.login(OUTSIDER_EMAIL)).status).toBe(200);

  // A process of the hidden project's own, so the template list would name it.
  F.templateId = String(
    ok(await owner.post('/api/v1/hiring-process/templates', { templateName: 'Covert process' }), 'template')
      .data?.templateId,
  );
  await q(`select setval(pg_get_serial_sequence('projects', 'id'), $1)`, [HIDDEN_ID - 1]);
  const create = (projectName: string, jobTitle: string, projectStatus: number) =>
    owner.post('/api/v1/projects/create', { jobTitle, projectStatus, projectName });
  // projectStatus 2: visible to its hiring team only.
  F.hiddenId = ok(await create('Zephyr Covert', 'Zephyr Engineer', 2), 'hidden project').data.projectId;
  expect(F.hiddenId).toBe(String(HIDDEN_ID));
  F.openId = ok(await create('Open Pipeline', 'Platform Engineer', 0), 'open project').data.projectId;
  ok(
    await owner.post(`/api/v1/projects/${F.hiddenId}/hiring-process`, { templateId: F.templateId }),
    'hidden project process',
  );
  const admin = (await q(`select id::text from users where email = 'admin@talentbase.dev'`)).rows[0].id;
  ok(
    await owner.post('/api/v1/projects/hiringTeam/setMember', {
      projectId: F.hiddenId,
      userId: admin,
      role: 1,
    }),
    'hiring team',
  );

  const person = async (fullName: string, email: string, projectId: string) =>
    ok(
      await owner.post('/api/v1/candidatesV2/create', {
        projectId,
        fullName,
        company: 'Sweep Corp',
        emails: [email],
        confirmDuplicate: true,
      }),
      fullName,
    ).profileId as number;
  F.both = await person('Vera Sweep', 'vera.sweep@example.org', F.openId);
  // A shared sequence for the hidden project, named after it: shared campaigns show in everyone's
  // performance list, except those of a project the reader may not see.
  const ownerRow = (
    await q(`select u.id::text as id, m.team_id::text as team from users u
                               join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`)
  ).rows[0];
  const campaign = await makeCampaign(
    t.db.db,
    { id: ownerRow.id, teamId: ownerRow.team },
    {
      name: 'Zephyr Covert outreach',
      projectId: Number(F.hiddenId),
    },
  );
  const thread = await makeThread(t.db.db, campaign, {
    profileId: F.both,
    projectId: Number(F.hiddenId),
    recipientName: 'Vera Sweep',
  });
  await makeMessage(t.db.db, thread, { step: 1, status: 'sent', subject: 'Zephyr Engineer role' });
  F.threadId = String(thread.id);
  F.campaignId = String(campaign.id);
  // A meeting with that candidate in the hidden project, and a meeting template of the owner's.
  await t.db.pool.query(
    `insert into meetings (team_id, user_id, profile_id, project_id, thread_id, title, start_at, ics_uid, attendee_name)
     values ($1, $2, $3, $4, $5, 'Zephyr interview', now() + interval '1 day', 'zephyr-meeting@example.org', 'Vera Sweep')`,
    [ownerRow.team, ownerRow.id, F.both, Number(F.hiddenId), thread.id],
  );
  // A reply on that thread, naming the job: the inbox must not show it.
  await t.db.pool.query(
    `insert into engage_inbound (team_id, thread_id, profile_id, source, kind, message_id, subject, text_body)
     values ($1, $2, $3, 'local', 'reply', '<zephyr-reply@example.org>', 'Re: Zephyr Engineer role', 'Yes to Zephyr')`,
    [ownerRow.team, thread.id, F.both],
  );
  // The hidden project is an applicant-match job, so its job and persona are there to hide.
  ok(
    await owner.post('/api/tb-v2/v1/applicant-match/jobs', {
      projectId: F.hiddenId,
      jobDescription: 'Zephyr Engineer: 5+ years of Python.',
    }),
    'hidden job',
  );
  // Its rejection email names the job: a reader that leaked it would show the hidden title.
  ok(
    await owner.put(`/api/tb-v2/v1/applicant-match/projects/${F.hiddenId}/rejection-email-config`, {
      subject: 'Your Zephyr Engineer application',
      body: '<p>About the Zephyr Engineer role.</p>',
    }),
    'hidden rejection email',
  );
  F.hiddenOnly = await person('Walt Sweep', 'walt.sweep@example.org', F.hiddenId);
  ok(
    await owner.post(`/api/v1/projects/${F.hiddenId}/candidates`, { candidateIds: [F.both] }),
    'add to hidden',
  );
  // An applicant of the hidden job, scored, with a résumé naming the project.
  F.applicantId = (
    await q(
      `insert into match_applicants (team_id, project_id, profile_id, source, resume, lack_resume, match_level,
                                     score, scoring_detail)
       select p.team_id, p.id, $2, 'resume', '{"text": "Applied to Zephyr falcon-7731"}'::jsonb, false, 'good', 0.6,
              $3::jsonb
         from projects p where p.id = $1 returning id::text as id`,
      [
        F.hiddenId,
        F.hiddenOnly,
        JSON.stringify({
          matchSummary: {
            matchType: 'good',
            matchScore: 3,
            experienceScore: 3,
            educationScore: 3,
            locationScore: 3,
            skillScore: 3,
          },
          quickCheck: [],
          otherInsights: [],
          lackResume: false,
          score: 0.6,
        }),
      ],
    )
  ).rows[0].id;

  const inHidden = { projectId: F.hiddenId };
  for (const id of [F.both, F.hiddenOnly]) {
    ok(
      await owner.post('/api/v1/pipelines/changeStage', {
        ...inHidden,
        candidateIds: [id],
        categoryId: 2,
        stageId: null,
      }),
      'stage',
    );
    ok(
      await owner.post('/api/v1/pipelines/addTags', { ...inHidden, candidateIds: [id], tags: ['sweep'] }),
      'tags',
    );
    for (const visibility of [0, 1, 2])
      ok(
        await owner.post('/api/v1/pipelines/addNotes', {
          ...inHidden,
          candidateId: id,
          body: `Covert note falcon-7731 (visibility ${visibility})`,
          visibility,
        }),
        'note',
      );
    ok(
      await owner.put('/api/v1/candidates/gdpr-candidate-review', {
        ...inHidden,
        candidateIds: [id],
        gdprReview: true,
      }),
      'gdpr',
    );
  }
  // Notes outside any project, and in the open project, stay readable: the sweep must not hide too much.
  ok(
    await owner.post('/api/v1/pipelines/addNotes', {
      candidateId: F.both,
      body: 'Team-wide note',
      visibility: 2,
    }),
    'team note',
  );
  ok(
    await owner.post('/api/v1/pipelines/addNotes', {
      candidateId: F.both,
      projectId: F.openId,
      body: 'Open project note',
      visibility: 2,
    }),
    'open note',
  );
  F.fileId = ok(await uploadCandidateFile(t.app, owner, F.both, F.hiddenId), 'file').data[0].fileId;
  const share = ok(
    await owner.post('/api/v1/candidatesV2/send-sharing-profile', {
      ...inHidden,
      candidateIds: [F.both],
      recipients: ['client@example.org'],
    }),
    'share',
  );
  F.shareToken = String(share.sharePath).split('/').pop() ?? '';

  const up = ok(
    await uploadImport(
      t.app,
      owner,
      'Full Name,Email,Job Title,Company\nXena Sweep,xena.sweep@example.org,Engineer,Sweep Corp\n',
    ),
    'import upload',
  );
  F.importId = String(up.importId);
  ok(
    await owner.post('/api/v1/candidates/import/start', {
      importId: F.importId,
      mapping: IMPORT_MAPPING,
      duplicatePolicy: 'skip',
      projectId: F.hiddenId,
    }),
    'import start',
  );
  expect((await runImport(t.db.db, importFiles(importFilesRoot(dataDir)), Number(F.importId))).status).toBe(
    'done',
  );
  // Every column, projects and notes included, as the team's default export.
  ok(
    await owner.post('/api/v1/team-settings/csv-download-templates', {
      name: 'Everything',
      columns: [...EXPORT_COLUMNS],
      isDefault: true,
    }),
    'csv template',
  );
  ok(
    await owner.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'sweep' }, ...inHidden }),
    'search for the project',
  );
  F.scanId = ok(await owner.post('/api/v1/candidates/duplicates/scan'), 'scan').scan.scanId;
}

type Reader = {
  route: string;
  label: string;
  run: () => Promise<TestResponse>;
  expect: 200 | 403 | 404;
  /** A PDF answer: its text is read from the bytes. */
  pdf?: unknown;
};

/** Every reader, called by the outsider: general reads answer 200, reads of the hidden project 404. */
function readers(): Reader[] {
  const r = (
    route: string,
    label: string,
    run: () => Promise<TestResponse>,
    status: 200 | 403 | 404 = 200,
  ) => ({
    route,
    label,
    run,
    expect: status,
  });
  const o = outsider;
  const h = F.hiddenId;
  const pdf = (label: string, body: unknown, status: 200 | 404 = 200): Reader => ({
    ...r(
      'POST /api/v1/candidates/export/pdf',
      label,
      () => o.post('/api/v1/candidates/export/pdf', body),
      status,
    ),
    pdf: body,
  });
  return [
    r('GET /api/auth/me', 'me', () => o.get('/api/auth/me')),
    r('GET /api/v1/dashboard', 'dashboard', () => o.get('/api/v1/dashboard')),
    r('GET /api/v1/onboarding', 'getting-started checklist', () => o.get('/api/v1/onboarding')),
    r('GET /api/v1/projects/list', 'team, all states', () =>
      o.get('/api/v1/projects/list?scope=team&state=all&limit=100'),
    ),
    r('GET /api/v1/projects/list', 'keyword', () => o.get('/api/v1/projects/list?scope=team&keyword=zephyr')),
    r('GET /api/v1/projects/pickable', 'pickable', () => o.get('/api/v1/projects/pickable')),
    r(
      'GET /api/v1/projects/projectInformation/:projectId',
      'hidden',
      () => o.get(`/api/v1/projects/projectInformation/${h}`),
      404,
    ),
    r(
      'POST /api/v1/projects/getProjectRelation',
      'hidden',
      () => o.post('/api/v1/projects/getProjectRelation', { projectIds: [h] }),
      404,
    ),
    r('GET /api/v1/hiring-process/templates', 'templates', () => o.get('/api/v1/hiring-process/templates')),
    r('GET /api/v1/candidates/all', 'all', () => o.get('/api/v1/candidates/all?limit=100')),
    r('GET /api/v1/candidates/all', 'keyword', () => o.get('/api/v1/candidates/all?keyword=sweep')),
    r(
      'GET /api/v1/candidates/all',
      'hidden project filter',
      () => o.get(`/api/v1/candidates/all?projectId=${h}`),
      404,
    ),
    ...[F.both, F.hiddenOnly].flatMap((id) => [
      r('GET /api/v1/candidates/:candidateId/record', `candidate ${id}`, () =>
        o.get(`/api/v1/candidates/${id}/record`),
      ),
      r(
        'GET /api/v1/candidates/:candidateId/record',
        `candidate ${id} in hidden`,
        () => o.get(`/api/v1/candidates/${id}/record?projectId=${h}`),
        404,
      ),
      r('GET /api/v1/candidates/:candidateId/activities', `candidate ${id}`, () =>
        o.get(`/api/v1/candidates/${id}/activities`),
      ),
      r(
        'GET /api/v1/candidates/:candidateId/activities',
        `candidate ${id} in hidden`,
        () => o.get(`/api/v1/candidates/${id}/activities?projectId=${h}`),
        404,
      ),
      r('GET /api/v1/candidates/:candidateId/shares', `candidate ${id}`, () =>
        o.get(`/api/v1/candidates/${id}/shares`),
      ),
      r(
        'GET /api/v1/candidates/:candidateId/shares',
        `candidate ${id} in hidden`,
        () => o.get(`/api/v1/candidates/${id}/shares?projectId=${h}`),
        404,
      ),
      r('GET /api/tb-v2/v1/sourcing/profiles/:id', `candidate ${id}`, () =>
        o.get(`/api/tb-v2/v1/sourcing/profiles/${id}`),
      ),
    ]),
    r('GET /api/v1/candidates/mentionable-members', 'no project', () =>
      o.get('/api/v1/candidates/mentionable-members'),
    ),
    r(
      'GET /api/v1/candidates/mentionable-members',
      'hidden',
      () => o.get(`/api/v1/candidates/mentionable-members?projectId=${h}`),
      404,
    ),
    r('GET /api/v1/candidates/tags', 'tags', () => o.get('/api/v1/candidates/tags')),
    r('GET /api/v1/candidates/duplicates', 'pairs', () => o.get('/api/v1/candidates/duplicates')),
    r('GET /api/v1/candidates/duplicates/scan/latest', 'latest scan', () =>
      o.get('/api/v1/candidates/duplicates/scan/latest'),
    ),
    r('GET /api/v1/candidates/duplicates/scan/:id', 'scan', () =>
      o.get(`/api/v1/candidates/duplicates/scan/${F.scanId}`),
    ),
    r('POST /api/v1/candidates/duplicates/check', 'check', () =>
      o.post('/api/v1/candidates/duplicates/check', { emails: ['vera.sweep@example.org'] }),
    ),
    r('GET /api/v1/candidates/import/:importId', 'import into hidden', () =>
      o.get(`/api/v1/candidates/import/${F.importId}`),
    ),
    r('GET /api/v1/candidates/import/:importId/report', 'report', () =>
      o.get(`/api/v1/candidates/import/${F.importId}/report`),
    ),
    r('GET /api/v1/candidateFiles/:fileId/content', 'file uploaded in hidden', () =>
      o.get(`/api/v1/candidateFiles/${F.fileId}/content`),
    ),
    r('POST /api/v1/candidates/export/csv', 'candidates', () =>
      o.post('/api/v1/candidates/export/csv', { candidateIds: [F.both, F.hiddenOnly] }),
    ),
    r(
      'POST /api/v1/candidates/export/csv',
      'hidden project',
      () => o.post('/api/v1/candidates/export/csv', { projectId: h }),
      404,
    ),
    pdf('candidates', { candidateIds: [F.both, F.hiddenOnly] }),
    pdf('hidden project', { candidateIds: [F.both], projectId: h }, 404),
    r(
      'POST /api/v1/pipelines/candidates',
      'hidden',
      () => o.post('/api/v1/pipelines/candidates', { projectId: h }),
      404,
    ),
    r(
      'GET /api/v1/integrations/exports',
      'hidden',
      () => o.get(`/api/v1/integrations/exports?projectId=${h}`),
      404,
    ),
    r(
      'GET /api/v1/pipelines/:projectId/summary',
      'hidden',
      () => o.get(`/api/v1/pipelines/${h}/summary`),
      404,
    ),
    r(
      'POST /api/v1/pipelines/getCandidatesByStatus',
      'hidden',
      () => o.post('/api/v1/pipelines/getCandidatesByStatus', { projectId: h }),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/project/:projectId/pipeline-benchmark',
      'hidden',
      () => o.get(`/api/tb-v2/v1/project/${h}/pipeline-benchmark`),
      404,
    ),
    r('POST /api/tb-v2/v1/sourcing/search', 'keywords', () =>
      o.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'sweep' }, record: false }),
    ),
    r(
      'POST /api/tb-v2/v1/sourcing/search',
      'hidden project',
      () => o.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'sweep' }, projectId: h }),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/sourcing/filterPanel/getConfig',
      'hidden',
      () => o.get(`/api/tb-v2/v1/sourcing/filterPanel/getConfig?projectId=${h}`),
      404,
    ),
    r('GET /api/tb-v2/v1/sourcing/suggest', 'suggest', () =>
      o.get('/api/tb-v2/v1/sourcing/suggest?kind=skill&q=sw'),
    ),
    r('POST /api/v1/astaskV2/history/search', 'mine', () => o.post('/api/v1/astaskV2/history/search', {})),
    r(
      'POST /api/v1/astaskV2/history/search',
      'hidden',
      () => o.post('/api/v1/astaskV2/history/search', { projectId: h }),
      404,
    ),
    r('GET /api/v1/team/members-lite', 'members', () => o.get('/api/v1/team/members-lite')),
    r('GET /api/v1/team-settings/csv-download-templates', 'templates', () =>
      o.get('/api/v1/team-settings/csv-download-templates'),
    ),
    // Custom fields: definitions name no project; values of the hidden project answer 404.
    r('GET /api/v1/team-settings/custom-fields', 'candidate fields', () =>
      o.get('/api/v1/team-settings/custom-fields?entity=candidate'),
    ),
    r('GET /api/v1/team-settings/custom-fields', 'project fields', () =>
      o.get('/api/v1/team-settings/custom-fields?entity=project&includeArchived=true'),
    ),
    ...[F.both, F.hiddenOnly].flatMap((id) => [
      r('GET /api/v1/candidates/:candidateId/custom-fields', `candidate ${id}`, () =>
        o.get(`/api/v1/candidates/${id}/custom-fields`),
      ),
      r(
        'GET /api/v1/candidates/:candidateId/custom-fields',
        `candidate ${id} in hidden`,
        () => o.get(`/api/v1/candidates/${id}/custom-fields?projectId=${h}`),
        404,
      ),
    ]),
    r(
      'GET /api/v1/projects/:projectId/custom-fields',
      'hidden',
      () => o.get(`/api/v1/projects/${h}/custom-fields`),
      404,
    ),
    // The tag list is team settings: the outsider (no team settings) is refused outright.
    r('GET /api/v1/team-settings/tags', 'member', () => o.get('/api/v1/team-settings/tags'), 403),
    r('GET /api/v1/shared-profiles/:token', 'share made in hidden', () =>
      new TestClient(t.app).get(`/api/v1/shared-profiles/${F.shareToken}`),
    ),
    // Data protection is for team admins, who see every project: a member is refused outright.
    r('GET /api/v1/gdpr/erasures', 'member', () => o.get('/api/v1/gdpr/erasures'), 403),
    // Team settings of issue 17 part 5 are for admins (teamSettings gate); one's own settings and
    // notifications name no project of anyone else's.
    r('GET /api/v1/automations', 'member', () => o.get('/api/v1/automations'), 403),
    r('GET /api/v1/automations/options', 'member', () => o.get('/api/v1/automations/options'), 403),
    r('GET /api/v1/automations/runs', 'member', () => o.get('/api/v1/automations/runs'), 403),
    r('GET /api/v1/forms', 'member', () => o.get('/api/v1/forms'), 403),
    r('GET /api/v1/forms/:formId', 'member', () => o.get('/api/v1/forms/1'), 403),
    r(
      'GET /api/v1/team-settings/offer-management',
      'member',
      () => o.get('/api/v1/team-settings/offer-management'),
      403,
    ),
    r(
      'GET /api/v1/team-settings/notifications',
      'member',
      () => o.get('/api/v1/team-settings/notifications'),
      403,
    ),
    r('GET /api/settings/email-notification', 'own', () => o.get('/api/settings/email-notification')),
    r('GET /api/settings/hiring', 'own', () => o.get('/api/settings/hiring')),
    r('GET /api/v1/notifications', 'own', () => o.get('/api/v1/notifications')),
    r('GET /api/v1/gdpr/erasures/:erasureId', 'member', () => o.get('/api/v1/gdpr/erasures/1'), 403),
    r('GET /api/v1/gdpr/retention-rules', 'member', () => o.get('/api/v1/gdpr/retention-rules'), 403),
    r(
      'GET /api/v1/gdpr/retention-rules/:ruleId/runs',
      'member',
      () => o.get('/api/v1/gdpr/retention-rules/1/runs'),
      403,
    ),
    r('GET /api/v1/gdpr/audit', 'member', () => o.get('/api/v1/gdpr/audit'), 403),
    // Engage: the outsider's outbox and the team's campaign numbers never show the hidden
    // project's sequence; its thread and campaign are 404 to them.
    r('GET /api/tb-v2/v1/engage/outbox', 'own outbox', () => o.get('/api/tb-v2/v1/engage/outbox')),
    r('GET /api/tb-v2/v1/engage/outbox', 'by message', () =>
      o.get('/api/tb-v2/v1/engage/outbox?view=messages'),
    ),
    r('GET /api/tb-v2/v1/engage/team/outbox', 'member', () => o.get('/api/tb-v2/v1/engage/team/outbox'), 403),
    r('GET /api/tb-v2/v1/engage/inbox', 'own inbox', () => o.get('/api/tb-v2/v1/engage/inbox?show=all')),
    r('GET /api/tb-v2/v1/engage/team/inbox', 'member', () => o.get('/api/tb-v2/v1/engage/team/inbox'), 403),
    r('GET /api/tb-v2/v1/engage/inbox/unread-count', 'unread', () =>
      o.get('/api/tb-v2/v1/engage/inbox/unread-count'),
    ),
    r(
      'GET /api/tb-v2/v1/engage/inbox/conversations/:key',
      'reply in hidden',
      () => o.get(`/api/tb-v2/v1/engage/inbox/conversations/t${F.threadId}`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/engage/outbox/threads/:threadId',
      'thread in hidden',
      () => o.get(`/api/tb-v2/v1/engage/outbox/threads/${F.threadId}`),
      404,
    ),
    r(
      'POST /api/tb-v2/v1/campaigns/:id/performance',
      'campaign of hidden',
      () => o.post(`/api/tb-v2/v1/campaigns/${F.campaignId}/performance`, {}),
      404,
    ),
    r(
      'POST /api/tb-v2/v1/campaigns/:id',
      'recipients of hidden',
      () => o.post(`/api/tb-v2/v1/campaigns/${F.campaignId}`, {}),
      404,
    ),
    r('GET /api/tb-v2/v1/campaigns/performance', 'team campaigns', () =>
      o.get('/api/tb-v2/v1/campaigns/performance'),
    ),
    r(
      'GET /api/tb-v2/v1/campaigns/:id/team-statistics',
      'campaign of hidden',
      () => o.get(`/api/tb-v2/v1/campaigns/${F.campaignId}/team-statistics`),
      404,
    ),
    // Engage authoring and settings: the hidden project's shared sequence is not listed, not
    // offered as recently used and is 404 to the outsider; nothing else they read names a project.
    r('GET /api/tb-v2/v1/campaigns', 'mine and shared', () => o.get('/api/tb-v2/v1/campaigns?shared=true')),
    r('GET /api/tb-v2/v1/campaigns/team', 'member', () => o.get('/api/tb-v2/v1/campaigns/team'), 403),
    r('GET /api/tb-v2/v1/campaigns/recently-used', 'recent', () =>
      o.get('/api/tb-v2/v1/campaigns/recently-used'),
    ),
    r('GET /api/tb-v2/v1/campaigns/form-options', 'form options', () =>
      o.get('/api/tb-v2/v1/campaigns/form-options'),
    ),
    r(
      'GET /api/tb-v2/v1/campaigns/:id',
      'sequence of hidden',
      () => o.get(`/api/tb-v2/v1/campaigns/${F.campaignId}`),
      404,
    ),
    r('GET /api/tb-v2/v1/engage/templates', 'mine and shared', () => o.get('/api/tb-v2/v1/engage/templates')),
    r(
      'GET /api/tb-v2/v1/engage/templates/team',
      'member',
      () => o.get('/api/tb-v2/v1/engage/templates/team'),
      403,
    ),
    r('GET /api/tb-v2/v1/engage/templates/preview-candidates', 'preview people', () =>
      o.get('/api/tb-v2/v1/engage/templates/preview-candidates'),
    ),
    r('GET /api/tb-v2/v1/engage/mailbox', 'own mailbox', () => o.get('/api/tb-v2/v1/engage/mailbox')),
    r('GET /api/tb-v2/v1/engage/meetings', 'own meetings', () => o.get('/api/tb-v2/v1/engage/meetings')),
    r('GET /api/tb-v2/v1/engage/meetings/templates', 'team templates', () =>
      o.get('/api/tb-v2/v1/engage/meetings/templates'),
    ),
    r('GET /api/tb-v2/v1/calendars/meeting-account', 'own calendar', () =>
      o.get('/api/tb-v2/v1/calendars/meeting-account'),
    ),
    r('GET /api/tb-v2/v1/calendars/link', 'own link', () => o.get('/api/tb-v2/v1/calendars/link')),
    r('GET /api/tb-v2/v1/calendars/calendly-templates', 'own event types', () =>
      o.get('/api/tb-v2/v1/calendars/calendly-templates'),
    ),
    r('GET /api/tb-v2/v1/calendars/accounts', 'member', () => o.get('/api/tb-v2/v1/calendars/accounts'), 403),
    r(
      'GET /api/tb-v2/v1/calendars/accounts/:userId',
      'member',
      () => o.get('/api/tb-v2/v1/calendars/accounts/00000000-0000-4000-8000-000000000000'),
      403,
    ),
    r('GET /api/tb-v2/v1/engage/delegations', 'delegations', () => o.get('/api/tb-v2/v1/engage/delegations')),
    r('GET /api/tb-v2/v1/engage/team-settings', 'sending defaults', () =>
      o.get('/api/tb-v2/v1/engage/team-settings'),
    ),
    r('GET /api/tb-v2/v1/engage/local-mail', 'local test mail', () =>
      o.get('/api/tb-v2/v1/engage/local-mail'),
    ),
    r('GET /api/tb-v2/v1/engage/text/local-texts', 'local texts', () =>
      o.get('/api/tb-v2/v1/engage/text/local-texts'),
    ),
    r('GET /api/tb-v2/v1/campaigns/text/area-codes', 'area codes', () =>
      o.get('/api/tb-v2/v1/campaigns/text/area-codes'),
    ),
    r('GET /api/tb-v2/v1/campaigns/text/phone-number', 'own texting number', () =>
      o.get('/api/tb-v2/v1/campaigns/text/phone-number'),
    ),
    r('GET /api/tb-v2/v1/campaigns/engagement-accounts', 'accounts', () =>
      o.get('/api/tb-v2/v1/campaigns/engagement-accounts'),
    ),
    r('GET /api/tb-v2/v1/campaigns/nurturing-sender-info', 'sender', () =>
      o.get('/api/tb-v2/v1/campaigns/nurturing-sender-info'),
    ),
    r('POST /api/tb-v2/v1/campaigns/search-project-by-roles', 'every role', () =>
      o.post('/api/tb-v2/v1/campaigns/search-project-by-roles', { roles: [0, 1, 2, 3, 4] }),
    ),
    // Applicant match (issue 15): the hidden job's applicants, their résumés and scoring details.
    r(
      'POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/search',
      'hidden project',
      () => o.post(`/api/tb-v2/v1/applicant-match/projects/${h}/applicants/search`, { stage: 1 }),
      404,
    ),
    ...(['resume', 'resume/file'] as const).map((what) =>
      r(
        `GET /api/tb-v2/v1/applicant-match/applicants/:applicantId/${what}`,
        'hidden applicant',
        () => o.get(`/api/tb-v2/v1/applicant-match/applicants/${F.applicantId}/${what}`),
        404,
      ),
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/applicants/scoring-detail/:id',
      'hidden applicant',
      () => o.get(`/api/tb-v2/v1/applicant-match/applicants/scoring-detail/${F.applicantId}`),
      404,
    ),
    r(
      'POST /api/tb-v2/v1/applicant-match/ats/stages',
      'hidden job',
      () => o.post('/api/tb-v2/v1/applicant-match/ats/stages', { atsJobId: h }),
      404,
    ),
    r(
      'POST /api/tb-v2/v1/applicant-match/ats/move-candidate-record',
      'hidden job',
      () => o.post('/api/tb-v2/v1/applicant-match/ats/move-candidate-record', { atsJobId: h }),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/projects/:id/ats-import',
      'hidden job',
      () => o.get(`/api/tb-v2/v1/applicant-match/projects/${h}/ats-import`),
      404,
    ),
    r('GET /api/tb-v2/v1/applicant-match/decline-reasons', "the team's list", () =>
      o.get('/api/tb-v2/v1/applicant-match/decline-reasons'),
    ),
    ...(['unread', 'stage-summary', 'count'] as const).map((what) =>
      r(
        `GET /api/tb-v2/v1/applicant-match/projects/:id/applicants/${what}`,
        'hidden project',
        () => o.get(`/api/tb-v2/v1/applicant-match/projects/${h}/applicants/${what}`),
        404,
      ),
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/jobs/:projectId',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/jobs/${h}`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/jobs/:projectId/persona-history',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/jobs/${h}/persona-history`),
      404,
    ),
    // Applicant match (issue 15): a hidden job's email configuration and its recipients.
    r(
      'GET /api/tb-v2/v1/applicant-match/projects/:projectId/email-config',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/projects/${h}/email-config`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/projects/:projectId/rejection-email-config',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/projects/${h}/rejection-email-config`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/rejection/recipients/:projectId',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/rejection/recipients/${h}?candidateIds=1`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/relationship/project/:id/talent-pool/auto-sync',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/relationship/project/${h}/talent-pool/auto-sync`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/recommendation/project-candidates',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/recommendation/project-candidates?projectId=${h}`),
      404,
    ),
    r(
      'GET /api/v1/talentsync/getProjectConfig',
      'hidden project',
      () => o.get(`/api/v1/talentsync/getProjectConfig?projectId=${h}`),
      404,
    ),
    r(
      'POST /api/v1/talentsync/getConfigStatus',
      'hidden project',
      () => o.post('/api/v1/talentsync/getConfigStatus', { projectIdList: [h] }),
      404,
    ),
    r(
      'GET /api/v1/integrations/sync/projects/:projectId/status',
      'hidden project',
      () => o.get(`/api/v1/integrations/sync/projects/${h}/status`),
      404,
    ),
    // A team candidate: their recent activity shows, without the hidden project's entries.
    r('GET /api/tb-v2/v1/activity/candidate/recent', 'candidate of the hidden project', () =>
      o.get(`/api/tb-v2/v1/activity/candidate/recent?candidateIds=${F.hiddenOnly},${F.both}`),
    ),
    // Offers: a hidden project's candidate's offers, and the offers waiting for my approval.
    r(
      'GET /api/v1/projects/:projectId/candidates/:profileId/offers',
      'hidden project',
      () => o.get(`/api/v1/projects/${h}/candidates/${F.hiddenOnly}/offers`),
      404,
    ),
    r('GET /api/v1/offers/awaiting-my-approval', 'mine', () => o.get('/api/v1/offers/awaiting-my-approval')),
    // Scorecards and application forms: a hidden project's candidate's scorecards, the hidden
    // job's application form and its applicant's answers.
    r(
      'GET /api/v1/projects/:projectId/candidates/:profileId/scorecards',
      'hidden project',
      () => o.get(`/api/v1/projects/${h}/candidates/${F.hiddenOnly}/scorecards`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/jobs/:projectId/application-form',
      'hidden project',
      () => o.get(`/api/tb-v2/v1/applicant-match/jobs/${h}/application-form`),
      404,
    ),
    r(
      'GET /api/tb-v2/v1/applicant-match/projects/:projectId/applicants/:applicantId/application-answers',
      'hidden project',
      () =>
        o.get(`/api/tb-v2/v1/applicant-match/projects/${h}/applicants/${F.applicantId}/application-answers`),
      404,
    ),
  ];
}

/** Read-only POST operations: they read, so they are swept like the GETs. */
const READER_POSTS = new Set([
  'POST /api/tb-v2/v1/campaigns/search-project-by-roles',
  'POST /api/tb-v2/v1/campaigns/:id/performance',
  'POST /api/tb-v2/v1/campaigns/:id',
  'POST /api/v1/projects/getProjectRelation',
  'POST /api/v1/talentsync/getConfigStatus',
  'POST /api/v1/candidates/duplicates/check',
  'POST /api/v1/candidates/export/csv',
  'POST /api/v1/candidates/export/pdf',
  'POST /api/v1/pipelines/candidates',
  'POST /api/v1/pipelines/getCandidatesByStatus',
  'POST /api/tb-v2/v1/sourcing/search',
  'POST /api/v1/astaskV2/history/search',
  'POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/search',
  'POST /api/tb-v2/v1/applicant-match/ats/stages',
  'POST /api/tb-v2/v1/applicant-match/ats/move-candidate-record',
]);

/** GET operations that name no project and show nothing done in one, each with why. */
const NOT_READERS: Record<string, string> = {
  'GET /api/health': 'liveness: database and queue status only',
  'GET /api/auth/csrf': 'hands out a CSRF token',
  'GET /api/v1/candidates/viewContacts':
    'spends a contact credit; answers contacts and credits only (a project id in it is checked like every other)',
  'GET /api/v1/team-settings/pdf-watermark': 'the team watermark text',
  // Issue 17: the organisation, its teams, groups of members, team settings pages and the
  // operator's console answer names, counts and settings; no project, candidate or note.
  'GET /api/v1/organization': 'the organisation: name, slug, domains, counts',
  'GET /api/v1/organization/teams': 'teams with member and seat counts (org admins)',
  'GET /api/v1/organization/teams/:teamId': 'a team: members, licences, audit action names (org admins)',
  'GET /api/v1/groups': 'groups of members: names and people',
  'GET /api/v1/groups/eligible-members': 'the team members who may join a group',
  'GET /api/v1/groups/:groupId': 'a group of members: name and people',
  'GET /api/v1/team-settings/sourcing': 'search defaults and the reveal policy',
  'GET /api/v1/team-settings/projects': 'required project fields and default visibility, no project',
  'GET /api/v1/team-settings/company-profile': 'company name, website, logo, description',
  'GET /api/v1/team-settings/ats-source-tracking': 'the source name and medium written into the ATS',
  'GET /api/v1/team-settings/source-tracking': 'the medium words per candidate origin',
  'GET /api/v1/team-settings/source-tracking/preview': 'the source and medium a push would write',
  'GET /api/v1/customer-console/dashboard': "the operator's counts per organisation (404 to members)",
  'GET /api/v1/customer-console/customers/:customerId': "the operator's counts for one organisation",
  // Plans (issue 18): the team's plan, seats and credits; no project.
  'GET /api/v1/subscription': "the team's plan, renewal date, seats and credits, and the plans on offer",
  // Billing (issue 18): the team's billing admins only; money, no project.
  'GET /api/v1/billing/credits':
    "the team's credit balance and ledger (amounts, profile ids, invoice numbers)",
  'GET /api/v1/billing/invoices': "the team's invoices: numbers, lines, totals",
  'GET /api/v1/billing/invoices/:invoiceId/pdf': 'one invoice of the team as a PDF',
  'GET /api/v1/billing/payment': 'the bank account to pay and the open invoice total',
  'GET /api/v1/customer-console/invoices': "the operator's list of every team's invoices",
  // Public links in sent email (modules/engage/tracking): a GIF, a redirect to a signed address,
  // a page naming the team; no project.
  'GET /api/tb-v2/v1/engage/t/o/:file': 'open pixel: a GIF whatever the token',
  'GET /api/tb-v2/v1/engage/t/c/:token': 'click redirect to the address its token signs',
  'GET /api/tb-v2/v1/engage/u/:token': 'unsubscribe page: the team name and a button',
  'GET /api/tb-v2/v1/engage/templates/:id': 'one template: a name, a subject and a body, no project',
  'GET /api/tb-v2/v1/engage/templates/team/:id': "one template of the team's, for admins only",
  'GET /api/tb-v2/v1/engage/templates/thumbnails/:name': "a template's picture",
  // The two-command setup's catcher shows the team's caught mail as one shared test inbox would
  // (off in production; docs/decisions.md "Engage: mailboxes, delegation and local test mail").
  'GET /api/tb-v2/v1/engage/local-mail/:id': 'one caught test message (local test mail only)',
  // Sequence attachments are the team's files, not a project's (engage/attachments).
  'GET /api/tb-v2/v1/campaigns/attachments': "the team's sequence attachments, no project",
  'GET /api/tb-v2/v1/campaigns/attachments/:fileId/content':
    'one sequence attachment of the team, no project',
  // Applicant match (issue 15): fixed sample data of the demo projects, keyed by their own
  // negative ids; nothing of a team (docs/decisions.md "Applicant match: the demo sample projects").
  'GET /api/tb-v2/v1/applicant-match/sample-resumes/:applicantId': "a sample applicant's generated résumé",
  // Team administration (issue 17): people, seats and settings of the team, never a project.
  'GET /api/v1/team/members': "the team's members: names, emails, licences, statuses",
  'GET /api/v1/team/seats': 'seats per licence and who holds them',
  'GET /api/v1/team/invitations/:token': 'public invitation link: team name, licence, inviter',
  'GET /api/v1/admin/console': 'seat and member counts, credits, member and team admin actions',
  'GET /api/v1/admin/implantation': 'the onboarding mode and checklist flags',
  'GET /api/v1/user/current': 'the signed-in user (as /api/auth/me)',
  'GET /api/v1/user/beta-features': "the team's beta feature names",
  // Single sign-on and SCIM (issue 17 part 6): the organisation's sign-in settings and the
  // team's SCIM tokens (team admins only), and the public sign-in steps; nothing of a project.
  'GET /api/team-settings/sso': "the organisation's single sign-on settings, for admins only",
  'GET /api/team-settings/scim/tokens': "the team's SCIM token names, for admins only",
  'GET /api/auth/sso/saml/:id/metadata': 'our SAML service provider metadata (public)',
  'GET /api/auth/sso/saml/:orgSlugOrId/login': "a redirect to the organisation's identity provider",
  'GET /api/auth/sso/oidc/:orgSlugOrId/login': "a redirect to the organisation's OpenID provider",
  'GET /api/auth/sso/oidc/:id/callback': 'the end of an OpenID sign-in: a redirect',
  'GET /api/auth/sso/invitations/:token/start': "an invitation's redirect to the identity provider",
  // Help (issue 18 part 4): articles and the change log shipped with the product, the build id,
  // and the team's beta feature switches; nothing of a project.
  'GET /api/version': 'the build identifier of the web app (public)',
  'GET /api/v1/help': 'help topics and article titles from the repository',
  'GET /api/v1/help/search': 'help articles matching the words',
  'GET /api/v1/help/topics/:topic': "one help topic's articles",
  'GET /api/v1/help/articles/:slug': 'one help article',
  'GET /api/v1/help/whats-new': 'the change log',
  'GET /api/v1/team/beta-features': "the team's beta feature switches (team admins)",
  // Issue 19: the connect catalogue's installed state and the team's connections (no credentials).
  'GET /api/v1/integrations/catalogue': 'the connect catalogue with installed state; no project',
  'GET /api/v1/integrations/connections': "the team's and one's own connections; no project",
  // Guidance (issue 18): product tutorials and the member's own seen/complete state; no project.
  'GET /api/v1/guidance': 'the tutorials to show the caller on a page, with their own state',
  'GET /api/v1/customer-console/guidance': "the operator's tutorial settings and counts (404 to members)",
  // The public API and its admin page: key names, endpoints and delivery statuses for team admins;
  // the API itself takes a key made by a team admin and acts as that admin (who sees every
  // project), never a member's session (401): public-api.int.test.ts.
  'GET /api/api-access/keys': "the team's API key names and scopes, for admins only",
  'GET /api/api-access/webhooks': "the team's webhook addresses, for admins only",
  'GET /api/api-access/webhooks/:id/deliveries': 'delivery statuses and answer codes, for admins only',
  'GET /api/public/v1/projects': "API key only (a team admin's view), no session",
  'GET /api/public/v1/projects/:id': "API key only (a team admin's view), no session",
  'GET /api/public/v1/projects/:id/candidates': "API key only (a team admin's view), no session",
  'GET /api/public/v1/candidates': 'API key only, no session',
  'GET /api/public/v1/candidates/:id': 'API key only, no session',
  'GET /api/public/v1/webhooks': 'API key only, no session',
  'GET /api/v1/integrations/connections/:connectionId/jobs':
    "the ATS's jobs, read through a connection; no project",
  'GET /api/v1/integrations/connections/:connectionId/jobs/:jobId/stages':
    'the stages of an ATS job, read through a connection; no project',
};

let results: { route: string; label: string; want: number; status: number; text: string }[] = [];

function pdfText(bytes: Buffer): Promise<string> {
  return PDFDocument.load(bytes).then((doc) =>
    doc
      .getPages()
      .flatMap((page) => {
        const contents = page.node.Contents();
        const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
        return streams
          .map((ref) => doc.context.lookup(ref as never))
          .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
          .map((s) => {
            const raw = Buffer.from(s.contents);
            const filter = String(s.dict.get(doc.context.obj('Filter') as never) ?? '');
            const text = (filter.includes('FlateDecode') ? zlib.inflateSync(raw) : raw).toString('latin1');
            // pdf-lib writes text as hex strings: decode them so the search reads plain text.
            return text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) =>
              Buffer.from(hex, 'hex').toString('latin1'),
            );
          });
      })
      .join('\n'),
  );
}

async function callAll(): Promise<void> {
  results = [];
  for (const reader of readers()) {
    let status: number;
    let text: string;
    if (reader.pdf !== undefined) {
      if (!outsider.cookie('tb_csrf')) await outsider.get('/api/auth/csrf');
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidates/export/pdf',
        headers: {
          cookie: `tb_session=${outsider.cookie('tb_session')}; tb_csrf=${outsider.cookie('tb_csrf')}`,
          'x-csrf-token': outsider.cookie('tb_csrf') ?? '',
          'content-type': 'application/json',
        },
        payload: JSON.stringify(reader.pdf),
      });
      status = raw.statusCode;
      text = status === 200 ? await pdfText(raw.rawPayload) : raw.body;
    } else {
      const res = await reader.run();
      status = res.status;
      text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
    }
    results.push({ route: reader.route, label: reader.label, want: reader.expect, status, text });
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-visibility-'));
  t = await createTestApp({ seed: true, env: { FILES_DIR: path.join(dataDir, 'files'), DATA_DIR: dataDir } });
  queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  await build();
  await callAll();
}, 240_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a team member outside a hiring-team-only project', () => {
  it('is not a team admin and not on the hidden project, and the owner sees the project', async () => {
    const me = ok(await outsider.get('/api/auth/me'), 'me');
    expect(me.user.subject.isTeamAdmin).toBe(false);
    expect((await outsider.get(`/api/v1/projects/projectInformation/${F.hiddenId}`)).status).toBe(404);
    const mine = ok(await owner.get(`/api/v1/candidates/${F.both}/activities`), 'owner activities');
    expect(JSON.stringify(mine)).toContain('Zephyr Covert');
  });

  it('gets the expected status from every reader', () => {
    const wrong = results
      .filter((r) => r.status !== r.want)
      .map((r) => `${r.route} [${r.label}] -> ${r.status} (want ${r.want}) ${r.text.slice(0, 160)}`);
    expect(wrong).toEqual([]);
  });

  it("never sees the hidden project's name, job title, id or note text in any answer (JSON, CSV, PDF)", () => {
    const leaks = results.flatMap((r) =>
      SECRETS.filter((secret) => r.text.includes(secret)).map(
        (secret) =>
          `${r.route} [${r.label}] shows "${secret}": …${r.text.slice(Math.max(0, r.text.indexOf(secret) - 80), r.text.indexOf(secret) + 40)}…`,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('still sees what is not the hidden project: the open project, team-wide notes, the candidates', async () => {
    const record = ok(await outsider.get(`/api/v1/candidates/${F.both}/record`), 'record').data;
    expect(record.projects.map((p: { projectName: string }) => p.projectName)).toEqual(['Open Pipeline']);
    expect(record.notes.map((n: { body: string }) => n.body).sort()).toEqual([
      'Open project note',
      'Team-wide note',
    ]);
    const all = ok(await outsider.get('/api/v1/candidates/all?keyword=sweep'), 'all').data;
    const vera = all.find((c: { profileId: number }) => c.profileId === F.both);
    expect(vera.projects.map((p: { projectName: string }) => p.projectName)).toEqual(['Open Pipeline']);
    const csv = String(
      (await outsider.post('/api/v1/candidates/export/csv', { candidateIds: [F.both] })).body,
    );
    expect(csv.split('\n')[0]).toContain('Projects');
    expect(csv).toContain('Open Pipeline');
    // The team admin who owns it sees everything the outsider does not.
    const ownerRecord = ok(await owner.get(`/api/v1/candidates/${F.both}/record`), 'owner record').data;
    expect(ownerRecord.projects.map((p: { projectName: string }) => p.projectName).sort()).toEqual([
      'Open Pipeline',
      'Zephyr Covert',
    ]);
    expect(ownerRecord.notes).toHaveLength(5);
  });

  it('cannot be mentioned in a note of the hidden project: they could not read it', async () => {
    const outsiderId = (await q('select id::text from users where email = $1', [OUTSIDER_EMAIL])).rows[0].id;
    const res = await owner.post('/api/v1/pipelines/addNotes', {
      candidateId: F.both,
      projectId: F.hiddenId,
      body: 'Zephyr: please look',
      visibility: 2,
      mentions: [outsiderId],
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.mentions).toMatch(/can see this project/);
  });

  it('sweeps every reader of the API (derived from the OpenAPI document)', async () => {
    const doc = ok(await owner.get('/api/openapi.json'), 'openapi') as {
      paths: Record<string, Record<string, unknown>>;
    };
    const swept = new Set(readers().map((r) => r.route));
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const route = `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`;
        const isReader = method === 'get' || READER_POSTS.has(route);
        if (!isReader || swept.has(route) || route in NOT_READERS) continue;
        missing.push(route);
      }
    }
    for (const route of READER_POSTS) if (!swept.has(route)) missing.push(route);
    expect(missing).toEqual([]);
  });
});
