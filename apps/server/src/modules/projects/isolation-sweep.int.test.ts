/**
 * Tenant isolation, swept over the whole API: team A (the pro team) builds a rich fixture through
 * the API; a user of team B (the growth team, holding every gate its plan allows) then replays
 * every route that takes an id (path parameter, body or query field) with team A's ids. Each
 * answer must be 404, exactly like a missing record (never 200, 403 or 500; a 400 would mean the
 * call is malformed), and no table may change (row count and checksum of every table).
 *
 * Completeness: the id-taking routes are derived from the OpenAPI document the contracts
 * generate (the route table has no body schemas); a route missing from `SWEEP` and from
 * `NOT_SWEPT` (each entry says why) fails the test.
 *
 * Open-web profiles (team_id null) are shared by design, so the candidate ids used are team A's
 * own candidates (made by hand and imported).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { can, FEATURE_GATE_NAMES, type FeatureGate } from '@talentbase/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../db/seed/factories';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';
import { importFiles, importFilesRoot } from '../candidate-import/import-files';
import { runImport } from '../candidate-import/import-run';
import { makeCampaign, makeMessage, makeThread } from '../engage/outbox/outbox-test-factory';
import {
  changedTables,
  IMPORT_MAPPING,
  multipart,
  PDF_FILE,
  type TableState,
  tableState,
  uploadCandidateFile,
  uploadImport,
} from './project-test-helpers';

let t: TestApp;
let queue: JobQueue;
let dataDir: string;
let a: TestClient; // demo@: enterprise member and team admin of team A, every gate of its plan
let b: TestClient; // sweep.b@: growth admin + recruiter and team admin of team B

const B_EMAIL = 'sweep.b@talentbase.dev';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const ok = (res: TestResponse, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** Team A's ids, collected while its fixture is built. */
const A = {
  teamId: '',
  userId: '',
  colleagueId: '',
  projectId: '',
  project2Id: '',
  hiringTemplateId: '',
  candidates: [] as number[],
  imported: [] as number[],
  fileId: '',
  noteIds: [] as string[],
  csvTemplateId: '',
  importId: '',
  shareToken: '',
  shareId: '',
  scanId: '',
  historyId: '',
  erasureId: '',
  retentionRuleId: '',
  localMailId: '',
  localTextId: '',
  engageTemplateId: '',
  attachmentId: '',
  campaignId: '',
  threadId: '',
  inboundId: '',
  applicantId: '',
  declineReasonId: '',
  meetingTemplateId: '',
  meetingId: '',
  groupId: '',
  orgId: '',
  customFieldId: '',
  automationRuleId: '',
  formId: '',
  scorecardId: '',
  applicationFormId: '',
  notificationId: '',
  scimTokenId: '',
  memberId: '',
  scimGroupId: '',
};
/** Team B's own ids, so that each call carries exactly one foreign id. */
const B = {
  projectId: '',
  project2Id: '',
  candidateId: 0,
  hiringTemplateId: '',
  userId: '',
  campaignId: '',
  automationRuleId: '',
  scimToken: '',
};

async function buildTeamA(): Promise<void> {
  const user = await q(
    `select u.id::text as id, m.team_id::text as team from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
  );
  A.userId = user.rows[0].id;
  A.teamId = user.rows[0].team;
  A.colleagueId = (await q(`select id::text from users where email = 'admin@talentbase.dev'`)).rows[0].id;
  // A message team A's local test mailbox sent (what the catcher stores).
  A.localMailId = (
    await q(
      `insert into local_test_mail (team_id, envelope_to, subject, raw, size)
       values ($1, '{a@example.org}', 'Team A mail', 'Subject: Team A mail\r\n\r\nHi', 30) returning id::text`,
      [A.teamId],
    )
  ).rows[0].id;
  // A text team A's number sent through the built-in local provider.
  A.localTextId = (
    await q(
      `insert into local_test_texts (team_id, sid, from_number, to_number, body)
       values ($1, 'SMteama', '+14155550100', '+15125550120', 'Hi from team A') returning id::text`,
      [A.teamId],
    )
  ).rows[0].id;

  // A custom hiring process, and a project that uses it.
  const template = ok(
    await a.post('/api/v1/hiring-process/templates', { templateName: 'Team A process' }),
    'template',
  );
  A.hiringTemplateId = String(template.data?.templateId ?? template.templateId);
  const create = (name: string) =>
    a.post('/api/v1/projects/create', { jobTitle: 'Engineer', projectStatus: 0, projectName: name });
  A.projectId = ok(await create('Team A hiring'), 'project').data.projectId;
  A.project2Id = ok(await create('Team A second'), 'project 2').data.projectId;
  ok(
    await a.post(`/api/v1/projects/${A.projectId}/hiring-process`, { templateId: A.hiringTemplateId }),
    'switch process',
  );
  ok(
    await a.post('/api/v1/projects/hiringTeam/setMember', {
      projectId: A.projectId,
      userId: A.colleagueId,
      role: 1,
    }),
    'hiring team',
  );

  // Candidates of team A's own, in several stages with labels; a duplicate pair (same email).
  for (const [name, email] of [
    ['Avery Teama', 'avery.teama@example.org'],
    ['Blake Teama', 'blake.teama@example.org'],
    ['Blake Teama', 'blake.teama@example.org'],
  ]) {
    const made = ok(
      await a.post('/api/v1/candidatesV2/create', {
        projectId: A.projectId,
        fullName: name,
        company: 'Alpha Corp',
        emails: [email],
        confirmDuplicate: true,
      }),
      `candidate ${name}`,
    );
    A.candidates.push(made.profileId);
  }
  const [c1, c2] = A.candidates as [number, number, number];
  ok(
    await a.post('/api/v1/pipelines/changeStage', {
      projectId: A.projectId,
      candidateIds: [c1],
      categoryId: 2,
      stageId: null,
    }),
    'stage',
  );
  ok(
    await a.post('/api/v1/pipelines/changeLabel', {
      projectId: A.projectId,
      candidateIds: [c2],
      stageLabel: 2,
    }),
    'label',
  );
  ok(
    await a.post('/api/v1/pipelines/addTags', {
      candidateIds: [c1, c2],
      tags: ['team-a'],
      projectId: A.projectId,
    }),
    'tags',
  );
  for (const visibility of [0, 1, 2]) {
    const note = ok(
      await a.post('/api/v1/pipelines/addNotes', {
        candidateId: c1,
        projectId: A.projectId,
        body: `Team A note ${visibility}`,
        visibility,
      }),
      'note',
    );
    A.noteIds.push(note.data.noteId);
  }
  A.fileId = ok(await uploadCandidateFile(t.app, a, c1, A.projectId), 'file').data[0].fileId;
  ok(
    await a.put('/api/v1/candidates/gdpr-candidate-review', {
      candidateIds: [c2],
      gdprReview: true,
      projectId: A.projectId,
    }),
    'gdpr',
  );
  const share = ok(
    await a.post('/api/v1/candidatesV2/send-sharing-profile', {
      candidateIds: [c1],
      projectId: A.projectId,
      recipients: ['partner@example.org'],
    }),
    'share',
  );
  A.shareToken = String(share.sharePath).split('/').pop() ?? '';
  A.shareId = String(share.shareId);
  A.csvTemplateId = String(
    ok(
      await a.post('/api/v1/team-settings/csv-download-templates', {
        name: 'Team A columns',
        columns: ['name', 'stage'],
      }),
      'csv template',
    ).id,
  );
  ok(
    await a.put('/api/v1/team-settings/pdf-watermark', { enabled: true, text: 'Team A confidential' }),
    'watermark',
  );
  // A candidate custom field with a value, and a tag prepared in the team's tag list.
  A.customFieldId = String(
    ok(
      await a.post('/api/v1/team-settings/custom-fields', {
        entity: 'candidate',
        type: 'text',
        name: 'Team A field',
      }),
      'custom field',
    ).id,
  );
  ok(
    await a.put(`/api/v1/candidates/${c1}/custom-fields`, { values: { [A.customFieldId]: 'Team A value' } }),
    'custom value',
  );
  ok(await a.post('/api/v1/team-settings/tags', { name: 'Team A only tag' }), 'team tag');

  // An import (source 'import') into the project, run to the end.
  const up = ok(
    await uploadImport(
      t.app,
      a,
      'Full Name,Email,Job Title,Company\nIvy Importa,ivy.importa@example.org,Engineer,Alpha\nJude Importa,jude.importa@example.org,Analyst,Alpha\n',
    ),
    'import upload',
  );
  A.importId = String(up.importId);
  ok(
    await a.post('/api/v1/candidates/import/start', {
      importId: A.importId,
      mapping: IMPORT_MAPPING,
      duplicatePolicy: 'skip',
      projectId: A.project2Id,
    }),
    'import start',
  );
  expect((await runImport(t.db.db, importFiles(importFilesRoot(dataDir)), Number(A.importId))).status).toBe(
    'done',
  );
  A.imported = (
    await q(`select id::int from talent_profiles where team_id = $1 and source = 'import' order by id`, [
      A.teamId,
    ])
  ).rows
    .map((r) => r.id as number)
    .filter((id) => !A.candidates.includes(id));
  expect(A.imported.length).toBe(2);

  A.scanId = ok(await a.post('/api/v1/candidates/duplicates/scan'), 'scan').scan.scanId;
  const searched = ok(
    await a.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'teama' }, projectId: A.projectId }),
    'search',
  );
  A.historyId = searched.historyId;

  // Data protection: a retention rule, and an erasure of a candidate made for it, run to its end.
  A.retentionRuleId = ok(
    await a.post('/api/v1/gdpr/retention-rules', { name: 'Team A EU', months: 24, regions: ['EU'] }),
    'retention rule',
  ).id;
  const erased = ok(
    await a.post('/api/v1/candidatesV2/create', { fullName: 'Erin Erasea', confirmDuplicate: true }),
    'candidate to erase',
  ).profileId;
  A.erasureId = ok(
    await a.post('/api/v1/gdpr/erasures', {
      by: 'candidate',
      value: String(erased),
      candidateIds: [erased],
      confirm: true,
    }),
    'erasure',
  ).id;
  for (let i = 0; i < 300; i++) {
    const status = (await a.get(`/api/v1/gdpr/erasures/${A.erasureId}`)).body.status;
    if (status === 'done') break;
    expect(status, 'erasure').not.toBe('failed');
    await new Promise((r) => setTimeout(r, 100));
  }

  // Engage (issue 14): a template and a sequence of team A.
  A.engageTemplateId = ok(
    await a.post('/api/tb-v2/v1/engage/templates', {
      name: 'Team A intro',
      subject: 'Hi {{firstName}}',
      body: 'Hello',
    }),
    'engage template',
  ).id;
  // Team A's project is an applicant-match job: B's calls below name a job that exists.
  ok(
    await a.post('/api/tb-v2/v1/applicant-match/jobs', {
      projectId: A.projectId,
      jobDescription: 'Backend engineer: 5+ years of Python and PostgreSQL.',
    }),
    'applicant-match job',
  );
  // An applicant of that job (the upload is tested with the intake; here the row is enough).
  A.applicantId = (
    await q(
      `insert into match_applicants (team_id, project_id, profile_id, source, resume, lack_resume)
       values ($1, $2, $3, 'resume', '{"text": "Backend engineer"}'::jsonb, false) returning id::text as id`,
      [A.teamId, A.projectId, A.candidates[0]],
    )
  ).rows[0].id;
  A.declineReasonId = ok(
    await a.get('/api/tb-v2/v1/applicant-match/decline-reasons'),
    'decline reasons',
  ).data[0].id;
  A.attachmentId = ok(
    await a.upload(
      '/api/tb-v2/v1/campaigns/attachments',
      {},
      [{ name: 'jd.txt', data: Buffer.from('The role.\n') }],
      'file',
    ),
    'attachment',
  ).data.fileId;
  A.campaignId = ok(
    await a.post('/api/tb-v2/v1/campaigns', {
      name: 'Team A outreach',
      projectId: A.projectId,
      steps: [{ subject: 'Hi', body: 'Hello', emailTemplateId: A.engageTemplateId }],
    }),
    'campaign',
  ).id;

  // Every candidate id used below is team A's own, never an open-web profile.
  const owned = await q(
    'select count(*)::int as n from talent_profiles where id = any($1) and team_id = $2',
    [[...A.candidates, ...A.imported], A.teamId],
  );
  expect(owned.rows[0].n).toBe(A.candidates.length + A.imported.length);

  // Engage: a campaign with one enrolled candidate, step 1 sent and step 2 scheduled (as the
  // delivery engine leaves them).
  const owner = { id: A.userId, teamId: A.teamId };
  const campaign = await makeCampaign(t.db.db, owner, { name: 'Team A outreach', steps: 2 });
  const thread = await makeThread(t.db.db, campaign, { profileId: A.candidates[0] as number });
  await makeMessage(t.db.db, thread, { step: 1, status: 'sent' });
  await makeMessage(t.db.db, thread, { step: 2, status: 'scheduled' });
  A.campaignId = String(campaign.id);
  A.threadId = String(thread.id);
  // A reply that came back on that thread (the inbox).
  A.inboundId = (
    await q(
      `insert into engage_inbound (team_id, thread_id, profile_id, source, kind, message_id, subject, text_body)
       values ($1, $2, $3, 'local', 'reply', '<a-reply@example.org>', 'Re: Team A', 'Yes') returning id::text`,
      [A.teamId, thread.id, A.candidates[0]],
    )
  ).rows[0].id;
  // Meetings: a template, and a meeting with the thread's candidate (as an invitation leaves it).
  A.meetingTemplateId = ok(
    await a.post('/api/tb-v2/v1/engage/meetings/templates', { name: 'Team A intro', periodMinutes: 45 }),
    'meeting template',
  ).id;
  A.meetingId = (
    await q(
      `insert into meetings (team_id, user_id, profile_id, thread_id, title, start_at, ics_uid, attendee_name, attendee_email)
       values ($1, $2, $3, $4, 'Team A meeting', now() + interval '1 day', 'team-a-meeting@example.org', 'A', 'a@example.org')
       returning id::text`,
      [A.teamId, A.userId, A.candidates[0], thread.id],
    )
  ).rows[0].id;
  // SCIM: a token, a member the IdP would manage, and a group.
  expect((await a.post('/api/team-settings/scim/tokens', { name: 'Team A IdP' })).status).toBe(201);
  A.scimTokenId = (await q('select id::text from scim_tokens where team_id = $1', [A.teamId])).rows[0].id;
  A.memberId = (
    await q(`select id::text from team_members where team_id = $1 and email = 'admin@talentbase.dev'`, [
      A.teamId,
    ])
  ).rows[0].id;
  A.scimGroupId = (
    await q(
      `insert into scim_groups (team_id, display_name) values ($1, 'Team A group') returning id::text`,
      [A.teamId],
    )
  ).rows[0].id;
  A.groupId = ok(await a.post('/api/v1/groups', { name: 'Team A group' }), 'group').data.id;
  A.orgId = (await q('select org_id::text as id from teams where id = $1', [A.teamId])).rows[0].id;
}

/** Team settings of issue 17 part 5: an automation rule, a form and an in-app notification. */
async function buildTeamASettings(): Promise<void> {
  A.automationRuleId = ok(
    await a.post('/api/v1/automations', {
      name: 'Team A rule',
      projectId: A.projectId,
      categoryId: 1,
      stageId: 3,
      actions: [{ type: 'add_tag', tag: 'Replied' }],
    }),
    'automation rule',
  ).data.id;
  A.formId = ok(
    await a.post('/api/v1/forms', {
      name: 'Team A scorecard',
      kind: 'scorecard',
      questions: [{ type: 'rating', label: 'Skills' }],
    }),
    'form',
  ).data.id;
  const scoreForm = ok(await a.get(`/api/v1/forms/${A.formId}`), 'form read').data;
  A.scorecardId = ok(
    await a.post(`/api/v1/projects/${A.projectId}/candidates/${A.candidates[0]}/scorecards`, {
      formId: A.formId,
      recommendation: 'yes',
      answers: { [scoreForm.questions[0].id]: 4 },
    }),
    'scorecard',
  ).data.scorecardId;
  // The job's application form, and an applicant's answers to it.
  A.applicationFormId = ok(
    await a.post('/api/v1/forms', {
      name: 'Team A application',
      kind: 'application',
      questions: [{ type: 'short_text', label: 'Why us?' }],
    }),
    'application form',
  ).data.id;
  ok(
    await a.put(`/api/tb-v2/v1/applicant-match/jobs/${A.projectId}/application-form`, {
      formId: A.applicationFormId,
    }),
    'job application form',
  );
  ok(
    await a.put(
      `/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/${A.applicantId}/application-answers`,
      { answers: {} },
    ),
    'application answers',
  );
  A.notificationId = (
    await q(
      `insert into notifications (team_id, user_id, category, title) values ($1, $2, 'team', 'For A') returning id::text`,
      [A.teamId, A.userId],
    )
  ).rows[0].id;
}

async function buildTeamB(): Promise<void> {
  const team = await q(`select id from teams where name = 'Northwind Growth'`);
  await createMember(t.db.db, team.rows[0].id, {
    email: B_EMAIL,
    fullName: 'Bea Sweep',
    roles: ['growth_admin', 'growth_recruiter'],
    isTeamAdmin: true,
  });
  b = new TestClient(t.app);
  expect((await b.login(B_EMAIL)).status).toBe(200);
  B.userId = (await q('select id::text from users where email = $1', [B_EMAIL])).rows[0].id;
  B.projectId = ok(
    await b.post('/api/v1/projects/create', {
      jobTitle: 'Nurse',
      projectStatus: 0,
      projectName: 'Team B hiring',
    }),
    'B project',
  ).data.projectId;
  B.project2Id = ok(
    await b.post('/api/v1/projects/create', {
      jobTitle: 'Nurse',
      projectStatus: 0,
      projectName: 'Team B second',
    }),
    'B project 2',
  ).data.projectId;
  B.candidateId = ok(
    await b.post('/api/v1/candidatesV2/create', {
      projectId: B.projectId,
      fullName: 'Casey Teamb',
      confirmDuplicate: true,
    }),
    'B candidate',
  ).profileId;
  const template = ok(
    await b.post('/api/v1/hiring-process/templates', { templateName: 'Team B process' }),
    'B template',
  );
  B.hiringTemplateId = String(template.data?.templateId ?? template.templateId);
  B.campaignId = ok(
    await b.post('/api/tb-v2/v1/campaigns', {
      name: 'Team B outreach',
      steps: [{ subject: 'Hi', body: 'Hello' }],
    }),
    'B campaign',
  ).id;
  const scim = await b.post('/api/team-settings/scim/tokens', { name: 'Team B IdP' });
  expect(scim.status).toBe(201);
  B.scimToken = scim.body.token;
  // Used once now, so the sweep's calls (within a minute) do not move its last-used time.
  expect((await scimAsB('GET', '/api/scim/v2/Users?count=1')).status).toBe(200);
  // Team B's project is a job too (a bare row: no scoring runs), so team A's form alone is foreign.
  await q(
    `insert into match_jobs (project_id, team_id, persona) select id, team_id, '{}'::jsonb from projects where id = $1`,
    [B.projectId],
  );
}

/** A SCIM call with team B's bearer token (no cookies needed; SCIM ignores them). */
function scimAsB(method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  return b.request(method, url, body, { authorization: `Bearer ${B.scimToken}` });
}

type Sweep = { route: string; label: string; run: () => Promise<TestResponse> };

/** Every id-taking route, called by team B with team A's ids (one foreign id per call). */
function sweep(): Sweep[] {
  const [c1, c2, c3] = A.candidates as [number, number, number];
  const meetingStart = new Date(Date.now() + 86_400_000).toISOString();
  const [i1] = A.imported as [number];
  const s = (route: string, label: string, run: () => Promise<TestResponse>): Sweep => ({
    route,
    label,
    run,
  });
  const info = (candidateId: number, projectId?: string) =>
    b.post('/api/v1/candidatesV2/updateCandidateInfo', {
      candidateId,
      ...(projectId ? { projectId } : {}),
      part: 'basicInfo',
      value: { fullname: 'Taken over' },
    });
  return [
    s('GET /api/tb-v2/v1/sourcing/profiles/:id', 'own profile', () =>
      b.get(`/api/tb-v2/v1/sourcing/profiles/${c1}`),
    ),
    s('GET /api/tb-v2/v1/sourcing/profiles/:id', 'imported profile', () =>
      b.get(`/api/tb-v2/v1/sourcing/profiles/${i1}`),
    ),
    s('GET /api/v1/candidates/viewContacts', 'candidateId', () =>
      b.get(`/api/v1/candidates/viewContacts?candidateId=${c1}`),
    ),
    s('GET /api/v1/candidates/viewContacts', 'projectId', () =>
      b.get(`/api/v1/candidates/viewContacts?candidateId=${B.candidateId}&projectId=${A.projectId}`),
    ),
    s('POST /api/tb-v2/v1/sourcing/search', 'projectId', () =>
      b.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'teama' }, projectId: A.projectId }),
    ),
    s('POST /api/tb-v2/v1/sourcing/search', 'historyId', () =>
      b.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'teama' }, historyId: A.historyId }),
    ),
    s('GET /api/tb-v2/v1/sourcing/filterPanel/getConfig', 'projectId', () =>
      b.get(`/api/tb-v2/v1/sourcing/filterPanel/getConfig?projectId=${A.projectId}`),
    ),
    s('POST /api/v1/astaskV2/history/search', 'projectId', () =>
      b.post('/api/v1/astaskV2/history/search', { projectId: A.projectId }),
    ),
    s('PUT /api/v1/astaskV2/history/:id', 'history id', () =>
      b.put(`/api/v1/astaskV2/history/${A.historyId}`, { name: 'Taken', saved: true }),
    ),
    s('DELETE /api/v1/astaskV2/history/:id', 'history id', () =>
      b.request('DELETE', `/api/v1/astaskV2/history/${A.historyId}`),
    ),
    s('POST /api/v1/astaskV2/history/:id/not-a-fit', 'history id', () =>
      b.post(`/api/v1/astaskV2/history/${A.historyId}/not-a-fit`, { profileId: B.candidateId }),
    ),
    s('POST /api/v1/projects/:projectId/candidates', 'projectId', () =>
      b.post(`/api/v1/projects/${A.projectId}/candidates`, { candidateIds: [B.candidateId] }),
    ),
    s('POST /api/v1/projects/:projectId/candidates', 'candidateIds', () =>
      b.post(`/api/v1/projects/${B.projectId}/candidates`, { candidateIds: [c3] }),
    ),
    s('POST /api/v1/projects/:projectId/candidates/bulk', 'projectId', () =>
      b.post(`/api/v1/projects/${A.projectId}/candidates/bulk`, { candidateIds: [B.candidateId] }),
    ),
    s('POST /api/v1/projects/:projectId/candidates/bulk', 'candidateIds', () =>
      b.post(`/api/v1/projects/${B.projectId}/candidates/bulk`, { candidateIds: [B.candidateId, c3] }),
    ),
    s('POST /api/tb-v2/v1/sourcing/search/select', 'historyId', () =>
      b.post('/api/tb-v2/v1/sourcing/search/select', {
        filters: { keywords: 'teama' },
        historyId: A.historyId,
      }),
    ),
    s('GET /api/v1/projects/projectInformation/:projectId', 'projectId', () =>
      b.get(`/api/v1/projects/projectInformation/${A.projectId}`),
    ),
    s('POST /api/v1/projects/updateBasicInfo', 'projectId', () =>
      b.post('/api/v1/projects/updateBasicInfo', {
        jobTitle: 'Taken',
        projectStatus: 0,
        projectName: 'Taken',
        projectId: A.projectId,
      }),
    ),
    s('POST /api/v1/projects/archive', 'projectId', () =>
      b.post('/api/v1/projects/archive', { projectId: A.projectId }),
    ),
    s('POST /api/v1/projects/unarchive', 'projectId', () =>
      b.post('/api/v1/projects/unarchive', { projectId: A.projectId }),
    ),
    s('POST /api/v1/projects/delete', 'projectId', () =>
      b.post('/api/v1/projects/delete', { projectId: A.projectId }),
    ),
    s('POST /api/v1/projects/save-last-viewed', 'projectId', () =>
      b.post('/api/v1/projects/save-last-viewed', { projectId: A.projectId }),
    ),
    s('POST /api/v1/projects/getProjectRelation', 'projectIds', () =>
      b.post('/api/v1/projects/getProjectRelation', { projectIds: [A.projectId] }),
    ),
    s('POST /api/v1/projects/hiringTeam/setMember', 'projectId', () =>
      b.post('/api/v1/projects/hiringTeam/setMember', { projectId: A.projectId, userId: B.userId, role: 1 }),
    ),
    s('POST /api/v1/projects/hiringTeam/setMember', 'userId', () =>
      b.post('/api/v1/projects/hiringTeam/setMember', { projectId: B.projectId, userId: A.userId, role: 1 }),
    ),
    s('POST /api/v1/projects/hiringTeam/removeMember', 'projectId', () =>
      b.post('/api/v1/projects/hiringTeam/removeMember', { projectId: A.projectId, userId: A.colleagueId }),
    ),
    s('POST /api/v1/projects/hiringTeam/removeMember', 'userId', () =>
      b.post('/api/v1/projects/hiringTeam/removeMember', { projectId: B.projectId, userId: A.userId }),
    ),
    s('POST /api/v1/projects/updateProjectOwner', 'projectId', () =>
      b.post('/api/v1/projects/updateProjectOwner', { projectId: A.projectId, userId: B.userId }),
    ),
    s('POST /api/v1/projects/updateProjectOwner', 'userId', () =>
      b.post('/api/v1/projects/updateProjectOwner', { projectId: B.projectId, userId: A.userId }),
    ),
    s('POST /api/v1/projects/quitHiringTeam', 'projectId', () =>
      b.post('/api/v1/projects/quitHiringTeam', { projectId: A.projectId }),
    ),
    s('GET /api/v1/candidates/all', 'projectId', () =>
      b.get(`/api/v1/candidates/all?projectId=${A.projectId}`),
    ),
    s('POST /api/v1/candidatesV2/create', 'projectId', () =>
      b.post('/api/v1/candidatesV2/create', {
        projectId: A.projectId,
        fullName: 'Planted',
        confirmDuplicate: true,
      }),
    ),
    s('GET /api/v1/candidates/duplicates/scan/:id', 'scan id', () =>
      b.get(`/api/v1/candidates/duplicates/scan/${A.scanId}`),
    ),
    s('POST /api/v1/candidates/duplicates/dismiss', 'profileA/profileB', () =>
      b.post('/api/v1/candidates/duplicates/dismiss', { profileA: c2, profileB: c3 }),
    ),
    s('POST /api/v1/candidates/duplicates/dismiss', 'profileB', () =>
      b.post('/api/v1/candidates/duplicates/dismiss', { profileA: B.candidateId, profileB: c3 }),
    ),
    s('POST /api/v1/candidates/merge', 'keepId/mergeId', () =>
      b.post('/api/v1/candidates/merge', { keepId: c2, mergeId: c3 }),
    ),
    s('POST /api/v1/candidates/merge', 'mergeId', () =>
      b.post('/api/v1/candidates/merge', { keepId: B.candidateId, mergeId: c3 }),
    ),
    s('POST /api/v1/candidates/import/start', 'importId', () =>
      b.post('/api/v1/candidates/import/start', {
        importId: A.importId,
        mapping: IMPORT_MAPPING,
        duplicatePolicy: 'skip',
      }),
    ),
    s('GET /api/v1/candidates/import/:importId', 'importId', () =>
      b.get(`/api/v1/candidates/import/${A.importId}`),
    ),
    s('GET /api/v1/candidates/import/:importId/report', 'importId', () =>
      b.get(`/api/v1/candidates/import/${A.importId}/report`),
    ),
    s('POST /api/v1/candidates/export/csv', 'candidateIds', () =>
      b.post('/api/v1/candidates/export/csv', { candidateIds: [c1, i1] }),
    ),
    s('POST /api/v1/candidates/export/csv', 'projectId', () =>
      b.post('/api/v1/candidates/export/csv', { projectId: A.projectId }),
    ),
    s('POST /api/v1/candidates/export/csv', 'templateId', () =>
      b.post('/api/v1/candidates/export/csv', { candidateIds: [B.candidateId], templateId: A.csvTemplateId }),
    ),
    s('POST /api/v1/candidates/export/pdf', 'candidateIds', () =>
      b.post('/api/v1/candidates/export/pdf', { candidateIds: [c1] }),
    ),
    s('POST /api/v1/candidates/export/pdf', 'projectId', () =>
      b.post('/api/v1/candidates/export/pdf', { candidateIds: [B.candidateId], projectId: A.projectId }),
    ),
    s('PUT /api/v1/team-settings/csv-download-templates/:templateId', 'templateId', () =>
      b.put(`/api/v1/team-settings/csv-download-templates/${A.csvTemplateId}`, {
        name: 'Taken',
        columns: ['name'],
      }),
    ),
    s('DELETE /api/v1/team-settings/csv-download-templates/:templateId', 'templateId', () =>
      b.request('DELETE', `/api/v1/team-settings/csv-download-templates/${A.csvTemplateId}`),
    ),
    s('GET /api/v1/candidates/:candidateId/record', 'candidateId', () =>
      b.get(`/api/v1/candidates/${c1}/record`),
    ),
    s('GET /api/v1/candidates/:candidateId/record', 'imported candidateId', () =>
      b.get(`/api/v1/candidates/${i1}/record`),
    ),
    s('GET /api/v1/candidates/:candidateId/record', 'projectId', () =>
      b.get(`/api/v1/candidates/${B.candidateId}/record?projectId=${A.projectId}`),
    ),
    s('POST /api/v1/candidatesV2/updateCandidateInfo', 'candidateId', () => info(c1)),
    s('POST /api/v1/candidatesV2/updateCandidateInfo', 'projectId', () => info(B.candidateId, A.projectId)),
    s('POST /api/v1/pipelines/addTags', 'candidateIds', () =>
      b.post('/api/v1/pipelines/addTags', { candidateIds: [c1], tags: ['planted'] }),
    ),
    s('POST /api/v1/pipelines/addTags', 'projectId', () =>
      b.post('/api/v1/pipelines/addTags', {
        candidateIds: [B.candidateId],
        tags: ['planted'],
        projectId: A.projectId,
      }),
    ),
    s('POST /api/v1/pipelines/removeTag', 'candidateId', () =>
      b.post('/api/v1/pipelines/removeTag', { candidateId: c1, tag: 'team-a' }),
    ),
    s('POST /api/v1/pipelines/removeTag', 'projectId', () =>
      b.post('/api/v1/pipelines/removeTag', {
        candidateId: B.candidateId,
        tag: 'team-a',
        projectId: A.projectId,
      }),
    ),
    s('POST /api/v1/pipelines/addNotes', 'candidateId', () =>
      b.post('/api/v1/pipelines/addNotes', { candidateId: c1, body: 'Planted', visibility: 2 }),
    ),
    s('POST /api/v1/pipelines/addNotes', 'projectId', () =>
      b.post('/api/v1/pipelines/addNotes', {
        candidateId: B.candidateId,
        projectId: A.projectId,
        body: 'Planted',
        visibility: 1,
      }),
    ),
    ...A.noteIds.flatMap((noteId, visibility) => [
      s('POST /api/v1/pipelines/editNote', `noteId (visibility ${visibility})`, () =>
        b.post('/api/v1/pipelines/editNote', { noteId, body: 'Taken', visibility: 2 }),
      ),
      s('POST /api/v1/pipelines/deleteNote', `noteId (visibility ${visibility})`, () =>
        b.post('/api/v1/pipelines/deleteNote', { noteId }),
      ),
    ]),
    s('GET /api/v1/candidates/mentionable-members', 'projectId', () =>
      b.get(`/api/v1/candidates/mentionable-members?projectId=${A.projectId}`),
    ),
    s('GET /api/v1/candidates/:candidateId/activities', 'candidateId', () =>
      b.get(`/api/v1/candidates/${c1}/activities`),
    ),
    s('GET /api/v1/candidates/:candidateId/activities', 'projectId', () =>
      b.get(`/api/v1/candidates/${B.candidateId}/activities?projectId=${A.projectId}`),
    ),
    s('PUT /api/v1/candidates/gdpr-candidate-review', 'candidateIds', () =>
      b.put('/api/v1/candidates/gdpr-candidate-review', { candidateIds: [c2], gdprReview: false }),
    ),
    s('PUT /api/v1/candidates/gdpr-candidate-review', 'projectId', () =>
      b.put('/api/v1/candidates/gdpr-candidate-review', {
        candidateIds: [B.candidateId],
        gdprReview: true,
        projectId: A.projectId,
      }),
    ),
    s('POST /api/v1/candidatesV2/send-sharing-profile', 'candidateIds', () =>
      b.post('/api/v1/candidatesV2/send-sharing-profile', {
        candidateIds: [c1],
        recipients: ['x@example.org'],
      }),
    ),
    s('POST /api/v1/candidatesV2/send-sharing-profile', 'projectId', () =>
      b.post('/api/v1/candidatesV2/send-sharing-profile', {
        candidateIds: [B.candidateId],
        projectId: A.projectId,
        recipients: ['x@example.org'],
      }),
    ),
    s('GET /api/v1/candidates/:candidateId/shares', 'candidateId', () =>
      b.get(`/api/v1/candidates/${c1}/shares`),
    ),
    s('GET /api/v1/candidates/:candidateId/shares', 'projectId', () =>
      b.get(`/api/v1/candidates/${B.candidateId}/shares?projectId=${A.projectId}`),
    ),
    s('POST /api/v1/candidatesV2/revoke-sharing-profile', 'candidateId/shareId', () =>
      b.post('/api/v1/candidatesV2/revoke-sharing-profile', { candidateId: c1, shareId: A.shareId }),
    ),
    s('POST /api/v1/candidatesV2/revoke-sharing-profile', 'shareId', () =>
      b.post('/api/v1/candidatesV2/revoke-sharing-profile', {
        candidateId: B.candidateId,
        shareId: A.shareId,
      }),
    ),
    s('POST /api/v1/candidatesV2/revoke-sharing-profile', 'projectId', () =>
      b.post('/api/v1/candidatesV2/revoke-sharing-profile', {
        candidateId: B.candidateId,
        shareId: A.shareId,
        projectId: A.projectId,
      }),
    ),
    s('POST /api/v1/candidateFiles/uploadCandidateFiles', 'candidateId', () =>
      uploadCandidateFile(t.app, b, c1),
    ),
    s('POST /api/v1/candidateFiles/uploadCandidateFiles', 'projectId', () =>
      multipart(
        t.app,
        b,
        '/api/v1/candidateFiles/uploadCandidateFiles',
        { candidateId: String(B.candidateId), projectId: A.projectId },
        [{ field: 'files', name: 'resume.pdf', data: PDF_FILE }],
      ),
    ),
    s('GET /api/v1/candidateFiles/:fileId/content', 'fileId', () =>
      b.get(`/api/v1/candidateFiles/${A.fileId}/content`),
    ),
    s('POST /api/v1/candidateFiles/deleteCandidateFile', 'fileId', () =>
      b.post('/api/v1/candidateFiles/deleteCandidateFile', { fileId: A.fileId }),
    ),
    s('POST /api/v1/hiring-process/templates', 'copyFromTemplateId', () =>
      b.post('/api/v1/hiring-process/templates', {
        templateName: 'Copied',
        copyFromTemplateId: A.hiringTemplateId,
      }),
    ),
    s('PUT /api/v1/hiring-process/templates/:templateId', 'templateId', async () => {
      // A valid body: the template's own categories, read back from team A's side.
      const list = ok(await a.get('/api/v1/hiring-process/templates'), 'templates');
      const entries = (list.data ?? list.templates ?? list) as {
        templateId: string;
        templateDetail: unknown;
      }[];
      const mine = entries.find((e) => e.templateId === A.hiringTemplateId);
      return b.put(`/api/v1/hiring-process/templates/${A.hiringTemplateId}`, {
        templateName: 'Taken',
        templateDetail: mine?.templateDetail,
      });
    }),
    s('DELETE /api/v1/hiring-process/templates/:templateId', 'templateId', () =>
      b.request('DELETE', `/api/v1/hiring-process/templates/${A.hiringTemplateId}`),
    ),
    s('POST /api/v1/hiring-process/templates/:templateId/set-default', 'templateId', () =>
      b.post(`/api/v1/hiring-process/templates/${A.hiringTemplateId}/set-default`),
    ),
    s('POST /api/v1/projects/:projectId/hiring-process', 'projectId', () =>
      b.post(`/api/v1/projects/${A.projectId}/hiring-process`, { templateId: B.hiringTemplateId }),
    ),
    s('POST /api/v1/projects/:projectId/hiring-process', 'templateId', () =>
      b.post(`/api/v1/projects/${B.projectId}/hiring-process`, { templateId: A.hiringTemplateId }),
    ),
    s('POST /api/v1/pipelines/changeStage', 'projectId', () =>
      b.post('/api/v1/pipelines/changeStage', {
        projectId: A.projectId,
        candidateIds: [c2],
        categoryId: 3,
        stageId: null,
      }),
    ),
    s('POST /api/v1/pipelines/changeStage', 'candidateIds', () =>
      b.post('/api/v1/pipelines/changeStage', {
        projectId: B.projectId,
        candidateIds: [c2],
        categoryId: 2,
        stageId: null,
      }),
    ),
    s('POST /api/v1/pipelines/changeLabel', 'projectId', () =>
      b.post('/api/v1/pipelines/changeLabel', { projectId: A.projectId, candidateIds: [c1], stageLabel: 3 }),
    ),
    s('POST /api/v1/pipelines/changeLabel', 'candidateIds', () =>
      b.post('/api/v1/pipelines/changeLabel', { projectId: B.projectId, candidateIds: [c1], stageLabel: 3 }),
    ),
    s('POST /api/v1/pipelines/candidates', 'projectId', () =>
      b.post('/api/v1/pipelines/candidates', { projectId: A.projectId }),
    ),
    s('GET /api/v1/pipelines/:projectId/summary', 'projectId', () =>
      b.get(`/api/v1/pipelines/${A.projectId}/summary`),
    ),
    s('POST /api/v1/pipelines/getCandidatesByStatus', 'projectId', () =>
      b.post('/api/v1/pipelines/getCandidatesByStatus', { projectId: A.projectId }),
    ),
    s('POST /api/v1/pipelines/copyToProject', 'fromProjectId', () =>
      b.post('/api/v1/pipelines/copyToProject', {
        fromProjectId: A.projectId,
        toProjectId: B.projectId,
        candidateIds: [c1],
      }),
    ),
    s('POST /api/v1/pipelines/copyToProject', 'toProjectId', () =>
      b.post('/api/v1/pipelines/copyToProject', {
        fromProjectId: B.projectId,
        toProjectId: A.projectId,
        candidateIds: [B.candidateId],
      }),
    ),
    s('POST /api/v1/pipelines/copyToProject', 'candidateIds', () =>
      b.post('/api/v1/pipelines/copyToProject', {
        fromProjectId: B.projectId,
        toProjectId: B.project2Id,
        candidateIds: [c1],
      }),
    ),
    s('GET /api/tb-v2/v1/project/:projectId/pipeline-benchmark', 'projectId', () =>
      b.get(`/api/tb-v2/v1/project/${A.projectId}/pipeline-benchmark`),
    ),
    s('POST /api/v1/gdpr/subjects/lookup', 'candidate', () =>
      b.post('/api/v1/gdpr/subjects/lookup', { by: 'candidate', value: String(c1) }),
    ),
    s('POST /api/v1/gdpr/erasures', 'candidateIds', () =>
      b.post('/api/v1/gdpr/erasures', {
        by: 'candidate',
        value: String(c1),
        candidateIds: [c1],
        confirm: true,
      }),
    ),
    s('POST /api/v1/gdpr/access-export', 'candidate', () =>
      b.post('/api/v1/gdpr/access-export', { by: 'candidate', value: String(c1) }),
    ),
    s('GET /api/v1/gdpr/erasures/:erasureId', 'erasureId', () =>
      b.get(`/api/v1/gdpr/erasures/${A.erasureId}`),
    ),
    s('POST /api/v1/gdpr/erasures/:erasureId/retry', 'erasureId', () =>
      b.post(`/api/v1/gdpr/erasures/${A.erasureId}/retry`),
    ),
    s('PUT /api/v1/gdpr/retention-rules/:ruleId', 'ruleId', () =>
      b.put(`/api/v1/gdpr/retention-rules/${A.retentionRuleId}`, {
        name: 'Taken',
        months: 1,
        regions: ['EU'],
      }),
    ),
    s('DELETE /api/v1/gdpr/retention-rules/:ruleId', 'ruleId', () =>
      b.request('DELETE', `/api/v1/gdpr/retention-rules/${A.retentionRuleId}`),
    ),
    s('POST /api/v1/gdpr/retention-rules/:ruleId/dry-run', 'ruleId', () =>
      b.post(`/api/v1/gdpr/retention-rules/${A.retentionRuleId}/dry-run`),
    ),
    s('GET /api/v1/gdpr/retention-rules/:ruleId/runs', 'ruleId', () =>
      b.get(`/api/v1/gdpr/retention-rules/${A.retentionRuleId}/runs`),
    ),
    // Engage (issue 14): templates, previews, thumbnails and sequences.
    ...['', 'team/'].map((prefix) =>
      s(`GET /api/tb-v2/v1/engage/templates/${prefix}:id`, 'id', () =>
        b.get(`/api/tb-v2/v1/engage/templates/${prefix}${A.engageTemplateId}`),
      ),
    ),
    s('PUT /api/tb-v2/v1/engage/templates/:id', 'id', () =>
      b.put(`/api/tb-v2/v1/engage/templates/${A.engageTemplateId}`, { name: 'Taken over' }),
    ),
    s('DELETE /api/tb-v2/v1/engage/templates/:id', 'id', () =>
      b.request('DELETE', `/api/tb-v2/v1/engage/templates/${A.engageTemplateId}`),
    ),
    s('POST /api/tb-v2/v1/engage/templates/preview', 'profileId', () =>
      b.post('/api/tb-v2/v1/engage/templates/preview', { subject: 'Hi', body: 'x', profileId: String(c1) }),
    ),
    s('POST /api/tb-v2/v1/engage/templates/preview', 'projectId', () =>
      b.post('/api/tb-v2/v1/engage/templates/preview', { subject: 'Hi', body: 'x', projectId: A.projectId }),
    ),
    s('GET /api/tb-v2/v1/engage/templates/preview-candidates', 'projectId', () =>
      b.get(`/api/tb-v2/v1/engage/templates/preview-candidates?projectId=${A.projectId}`),
    ),
    s('POST /api/tb-v2/v1/campaigns/template/:id/thumbnail', 'id', () =>
      multipart(t.app, b, `/api/tb-v2/v1/campaigns/template/${A.engageTemplateId}/thumbnail`, {}, [
        {
          field: 'file',
          name: 't.png',
          data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
        },
      ]),
    ),
    // Applicant match (issue 15): jobs and personas.
    s('POST /api/tb-v2/v1/applicant-match/jobs', 'projectId', () =>
      b.post('/api/tb-v2/v1/applicant-match/jobs', { projectId: A.projectId, jobDescription: 'Python' }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/jobs/:projectId', 'projectId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/jobs/${A.projectId}`),
    ),
    s('PUT /api/tb-v2/v1/applicant-match/jobs/:projectId/description', 'projectId', () =>
      b.put(`/api/tb-v2/v1/applicant-match/jobs/${A.projectId}/description`, { jobDescription: 'Python' }),
    ),
    s('PUT /api/tb-v2/v1/applicant-match/jobs/:projectId/persona', 'projectId', () =>
      b.put(`/api/tb-v2/v1/applicant-match/jobs/${A.projectId}/persona`, {
        persona: {
          jobTitle: 'x',
          mustHaveSkills: [],
          niceToHaveSkills: [],
          minYearsExperience: null,
          education: { level: null, fields: [], required: false },
          certifications: [],
          languages: [],
          location: { city: null, state: null, country: null, remote: true, radiusKm: null },
          workAuthorization: { country: null, sponsorshipAvailable: null },
          industries: [],
          freeRequirements: [],
        },
        fromVersion: 1,
      }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/jobs/:projectId/persona-history', 'projectId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/jobs/${A.projectId}/persona-history`),
    ),
    // Applicant match (issue 15): rejection emails.
    s('POST /api/tb-v2/v1/applicant-match/projects/:projectId/email/recipients', 'projectId', () =>
      b.post(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/email/recipients`, {
        applicantIds: ['1'],
      }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/rejection/recipients/:projectId', 'projectId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/rejection/recipients/${A.projectId}?candidateIds=${c1}`),
    ),
    s('GET /api/tb-v2/v1/applicant-match/projects/:projectId/email-config', 'projectId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/email-config`),
    ),
    s('PUT /api/tb-v2/v1/applicant-match/projects/:projectId/email-config', 'projectId', () =>
      b.put(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/email-config`, { rejectionEnabled: true }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/projects/:projectId/rejection-email-config', 'projectId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/rejection-email-config`),
    ),
    s('PUT /api/tb-v2/v1/applicant-match/projects/:projectId/rejection-email-config', 'projectId', () =>
      b.put(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/rejection-email-config`, {
        subject: 'Taken over',
        body: '<p>Hi</p>',
      }),
    ),
    s('POST /api/tb-v2/v1/applicant-match/projects/:projectId/rejection-email/send', 'projectId', () =>
      b.post(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/rejection-email/send`, {
        applicantIds: ['1'],
      }),
    ),
    // Applicant match (issue 15): the applicant list, review, résumé and ATS-shaped calls.
    ...(['unread', 'stage-summary', 'count'] as const).map((what) =>
      s(`GET /api/tb-v2/v1/applicant-match/projects/:id/applicants/${what}`, 'id', () =>
        b.get(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/${what}`),
      ),
    ),
    s('POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/search', 'id', () =>
      b.post(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/search`, { stage: 1 }),
    ),
    s(
      'POST /api/tb-v2/v1/applicant-match/projects/:projectId/applicants/:applicantId/view-log',
      'projectId',
      () =>
        b.post(
          `/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/${A.applicantId}/view-log`,
          {},
        ),
    ),
    s('POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/review', 'id', () =>
      b.post(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/review`, {
        applicantIds: [A.applicantId],
        action: 'reject',
        declineReasonId: A.declineReasonId,
      }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/applicants/:applicantId/resume', 'applicantId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/applicants/${A.applicantId}/resume`),
    ),
    s('GET /api/tb-v2/v1/applicant-match/applicants/:applicantId/resume/file', 'applicantId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/applicants/${A.applicantId}/resume/file`),
    ),
    s('PUT /api/tb-v2/v1/applicant-match/decline-reasons', 'reasons.id', () =>
      b.put('/api/tb-v2/v1/applicant-match/decline-reasons', {
        reasons: [{ id: A.declineReasonId, name: 'Taken over' }],
      }),
    ),
    s('GET /api/tb-v2/v1/applicant-match/sample-resumes/:applicantId', 'applicantId', () =>
      b.get(`/api/tb-v2/v1/applicant-match/sample-resumes/${c1}`),
    ),
    s('GET /api/tb-v2/v1/applicant-match/applicants/scoring-detail/:id', 'id', () =>
      b.get(`/api/tb-v2/v1/applicant-match/applicants/scoring-detail/${A.applicantId}`),
    ),
    ...['stages', 'declineReasons', 'decline-reasons'].map((what) =>
      s(`POST /api/tb-v2/v1/applicant-match/ats/${what}`, 'projectId', () =>
        b.post(`/api/tb-v2/v1/applicant-match/ats/${what}`, { projectId: A.projectId }),
      ),
    ),
    s('POST /api/tb-v2/v1/applicant-match/ats/move-candidate-record', 'atsJobId', () =>
      b.post('/api/tb-v2/v1/applicant-match/ats/move-candidate-record', { atsJobId: A.projectId }),
    ),
    s('GET /api/tb-v2/v1/relationship/project/:id/talent-pool/auto-sync', 'id', () =>
      b.get(`/api/tb-v2/v1/relationship/project/${A.projectId}/talent-pool/auto-sync`),
    ),
    s('POST /api/tb-v2/v1/applicant-match/jobs/ranking-status', 'projectId', () =>
      b.post('/api/tb-v2/v1/applicant-match/jobs/ranking-status', { projectId: A.projectId }),
    ),
    s('POST /api/tb-v2/v1/applicant-match/jobs/match-insights', 'jobList.projectId', () =>
      b.post('/api/tb-v2/v1/applicant-match/jobs/match-insights', { jobList: [{ projectId: A.projectId }] }),
    ),
    s('POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/upload', 'id', () =>
      b.upload(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/applicants/upload`, {}, [
        {
          name: 'resume.txt',
          data: Buffer.from('Zed Zero\nzed.zero@example.com\n\nEXPERIENCE\nEngineer, Acme 2019 - 2024'),
        },
      ]),
    ),
    s('GET /api/tb-v2/v1/applicant-match/projects/:id/ats-import', 'id', () =>
      b.get(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/ats-import`),
    ),
    s('POST /api/tb-v2/v1/applicant-match/projects/:id/ats-import', 'id', () =>
      b.post(`/api/tb-v2/v1/applicant-match/projects/${A.projectId}/ats-import`, {}),
    ),
    s('GET /api/tb-v2/v1/activity/candidate/recent', 'candidateIds', () =>
      b.get(`/api/tb-v2/v1/activity/candidate/recent?candidateIds=${c1}`),
    ),
    s('POST /api/v1/candidates/saveActivity', 'projectId', () =>
      b.post('/api/v1/candidates/saveActivity', { projectId: A.projectId, candidateId: String(c1) }),
    ),
    s('GET /api/tb-v2/v1/recommendation/project-candidates', 'projectId', () =>
      b.get(`/api/tb-v2/v1/recommendation/project-candidates?projectId=${A.projectId}`),
    ),
    s('GET /api/v1/talentsync/getProjectConfig', 'projectId', () =>
      b.get(`/api/v1/talentsync/getProjectConfig?projectId=${A.projectId}`),
    ),
    s('POST /api/v1/talentsync/getConfigStatus', 'projectIdList', () =>
      b.post('/api/v1/talentsync/getConfigStatus', { projectIdList: [A.projectId] }),
    ),
    s('POST /api/v1/talentsync/linkProject', 'projectId', () =>
      b.post('/api/v1/talentsync/linkProject', { projectId: A.projectId, atsName: 'lever', atsJobId: 'J-1' }),
    ),
    s('POST /api/v1/talentsync/unlinkProject', 'projectId', () =>
      b.post('/api/v1/talentsync/unlinkProject', { projectId: A.projectId }),
    ),
    s('GET /api/v1/integrations/sync/projects/:projectId/status', 'projectId', () =>
      b.get(`/api/v1/integrations/sync/projects/${A.projectId}/status`),
    ),
    s('GET /api/tb-v2/v1/campaigns/attachments/:fileId/content', 'fileId', () =>
      b.get(`/api/tb-v2/v1/campaigns/attachments/${A.attachmentId}/content`),
    ),
    s('DELETE /api/tb-v2/v1/campaigns/attachments/:fileId', 'fileId', () =>
      b.request('DELETE', `/api/tb-v2/v1/campaigns/attachments/${A.attachmentId}`),
    ),
    s('POST /api/tb-v2/v1/campaigns', 'fileIds', () =>
      b.post('/api/tb-v2/v1/campaigns', {
        name: 'x',
        steps: [{ subject: 'a', body: 'b', fileIds: [A.attachmentId] }],
      }),
    ),
    s('POST /api/tb-v2/v1/campaigns', 'emailTemplateId', () =>
      b.post('/api/tb-v2/v1/campaigns', {
        name: 'x',
        steps: [{ subject: '', body: '', emailTemplateId: A.engageTemplateId }],
      }),
    ),
    ...['', '/team'].map((suffix) =>
      s(`GET /api/tb-v2/v1/campaigns${suffix}`, 'projectIds', () =>
        b.get(`/api/tb-v2/v1/campaigns${suffix}?projectIds=${A.projectId}`),
      ),
    ),
    s('GET /api/tb-v2/v1/campaigns/recently-used', 'projectId', () =>
      b.get(`/api/tb-v2/v1/campaigns/recently-used?projectId=${A.projectId}`),
    ),
    s('POST /api/tb-v2/v1/campaigns', 'projectId', () =>
      b.post('/api/tb-v2/v1/campaigns', {
        name: 'x',
        projectId: A.projectId,
        steps: [{ subject: 'a', body: 'b' }],
      }),
    ),
    s('POST /api/tb-v2/v1/campaigns', 'senderUserId', () =>
      b.post('/api/tb-v2/v1/campaigns', {
        name: 'x',
        senderUserId: A.userId,
        steps: [{ subject: 'a', body: 'b' }],
      }),
    ),
    s('GET /api/tb-v2/v1/campaigns/:id', 'id', () => b.get(`/api/tb-v2/v1/campaigns/${A.campaignId}`)),
    s('PUT /api/tb-v2/v1/campaigns/:id', 'id', () =>
      b.put(`/api/tb-v2/v1/campaigns/${A.campaignId}`, { status: 'cancelled' }),
    ),
    s('PUT /api/tb-v2/v1/campaigns/:id', 'senderUserId', () =>
      b.put(`/api/tb-v2/v1/campaigns/${B.campaignId}`, { senderUserId: A.userId }),
    ),
    s('GET /api/v1/gdpr/audit', 'userId', () => b.get(`/api/v1/gdpr/audit?userId=${A.userId}`)),
    s('POST /api/v1/gdpr/audit/export', 'userId', () =>
      b.post('/api/v1/gdpr/audit/export', { userId: A.userId }),
    ),
    s('GET /api/tb-v2/v1/engage/local-mail/:id', 'id', () =>
      b.get(`/api/tb-v2/v1/engage/local-mail/${A.localMailId}`),
    ),
    s('GET /api/tb-v2/v1/engage/inbox/conversations/:key', 'key (thread)', () =>
      b.get(`/api/tb-v2/v1/engage/inbox/conversations/t${A.threadId}`),
    ),
    s('GET /api/tb-v2/v1/engage/inbox/conversations/:key', 'key (message)', () =>
      b.get(`/api/tb-v2/v1/engage/inbox/conversations/m${A.inboundId}`),
    ),
    s('POST /api/tb-v2/v1/engage/inbox/conversations/:key/answer', 'key', () =>
      b.post(`/api/tb-v2/v1/engage/inbox/conversations/t${A.threadId}/answer`, { body: 'Hello' }),
    ),
    s('POST /api/tb-v2/v1/engage/inbox/read', 'ids', () =>
      b.post('/api/tb-v2/v1/engage/inbox/read', { ids: [Number(A.inboundId)], read: true }),
    ),
    s('POST /api/tb-v2/v1/engage/local-mail/:id/answer', 'id', () =>
      b.post(`/api/tb-v2/v1/engage/local-mail/${A.localMailId}/answer`, { kind: 'reply' }),
    ),
    s('POST /api/tb-v2/v1/engage/text/local-texts/:id/answer', 'id', () =>
      b.post(`/api/tb-v2/v1/engage/text/local-texts/${A.localTextId}/answer`, { body: 'STOP' }),
    ),
    s('POST /api/tb-v2/v1/engage/delegations', 'delegateUserId', () =>
      b.post('/api/tb-v2/v1/engage/delegations', { delegateUserId: A.userId }),
    ),
    s('DELETE /api/tb-v2/v1/engage/delegations/:delegateUserId', 'delegateUserId', () =>
      b.request('DELETE', `/api/tb-v2/v1/engage/delegations/${A.userId}`),
    ),
    s('GET /api/tb-v2/v1/engage/outbox', 'campaignId', () =>
      b.get(`/api/tb-v2/v1/engage/outbox?campaignId=${A.campaignId}`),
    ),
    s('GET /api/tb-v2/v1/engage/outbox', 'senderId', () =>
      b.get(`/api/tb-v2/v1/engage/outbox?senderId=${A.userId}`),
    ),
    s('GET /api/tb-v2/v1/engage/team/outbox', 'campaignId', () =>
      b.get(`/api/tb-v2/v1/engage/team/outbox?campaignId=${A.campaignId}`),
    ),
    s('GET /api/tb-v2/v1/engage/team/outbox', 'senderId', () =>
      b.get(`/api/tb-v2/v1/engage/team/outbox?senderId=${A.userId}`),
    ),
    s('GET /api/tb-v2/v1/engage/outbox/threads/:threadId', 'threadId', () =>
      b.get(`/api/tb-v2/v1/engage/outbox/threads/${A.threadId}`),
    ),
    s('PUT /api/tb-v2/v1/engage/outbox/threads/:threadId/steps/:step', 'threadId', () =>
      b.put(`/api/tb-v2/v1/engage/outbox/threads/${A.threadId}/steps/2`, { subject: 'Taken' }),
    ),
    s('POST /api/tb-v2/v1/engage/outbox/threads/:threadId/cancel', 'threadId', () =>
      b.post(`/api/tb-v2/v1/engage/outbox/threads/${A.threadId}/cancel`),
    ),
    s('POST /api/tb-v2/v1/engage/outbox/threads/:threadId/restart', 'threadId', () =>
      b.post(`/api/tb-v2/v1/engage/outbox/threads/${A.threadId}/restart`),
    ),
    s('GET /api/tb-v2/v1/campaigns/performance', 'campaignIds', () =>
      b.get(`/api/tb-v2/v1/campaigns/performance?campaignIds=${A.campaignId}`),
    ),
    s('POST /api/tb-v2/v1/campaigns/:id/performance', 'id', () =>
      b.post(`/api/tb-v2/v1/campaigns/${A.campaignId}/performance`, {}),
    ),
    s('POST /api/tb-v2/v1/campaigns/:id/performance', 'campaignId', () =>
      b.post(`/api/tb-v2/v1/campaigns/${A.campaignId}/performance`, { campaignId: A.campaignId }),
    ),
    s('POST /api/tb-v2/v1/campaigns/:id', 'id', () => b.post(`/api/tb-v2/v1/campaigns/${A.campaignId}`, {})),
    s('GET /api/tb-v2/v1/campaigns/:id/team-statistics', 'id', () =>
      b.get(`/api/tb-v2/v1/campaigns/${A.campaignId}/team-statistics`),
    ),
    // Enrolment: another team's project or campaign is missing; another team's candidates in
    // one's own campaign come back one by one as "Candidate not found" (enrolment.int.test.ts).
    s('POST /api/tb-v2/v1/campaigns/candidate/check', 'projectId', () =>
      b.post('/api/tb-v2/v1/campaigns/candidate/check', { candidateIdList: [c1], projectId: A.projectId }),
    ),
    s('POST /api/tb-v2/v1/engage/getCandidatesForSequenceV3', 'projectId', () =>
      b.post('/api/tb-v2/v1/engage/getCandidatesForSequenceV3', {
        candidateIdList: [c1],
        projectId: A.projectId,
      }),
    ),
    s('POST /api/tb-v2/v1/campaigns/:id/sequences', 'id', () =>
      b.post(`/api/tb-v2/v1/campaigns/${A.campaignId}/sequences`, { candidateIds: [c1] }),
    ),
    s('POST /api/v2/sequences', 'campaignId', () =>
      b.post('/api/v2/sequences', { campaignId: Number(A.campaignId), candidateIds: [c1] }),
    ),
    s('POST /api/v1/candidates/send-consent-email', 'projectId', () =>
      b.post('/api/v1/candidates/send-consent-email', { projectId: A.projectId, candidateId: c1 }),
    ),
    // Meetings and calendars.
    s('PUT /api/tb-v2/v1/engage/meetings/templates/:id', 'id', () =>
      b.put(`/api/tb-v2/v1/engage/meetings/templates/${A.meetingTemplateId}`, { name: 'Taken over' }),
    ),
    s('DELETE /api/tb-v2/v1/engage/meetings/templates/:id', 'id', () =>
      b.request('DELETE', `/api/tb-v2/v1/engage/meetings/templates/${A.meetingTemplateId}`),
    ),
    s('POST /api/tb-v2/v1/engage/meetings', 'threadId', () =>
      b.post('/api/tb-v2/v1/engage/meetings', { threadId: A.threadId, start: meetingStart }),
    ),
    s('POST /api/tb-v2/v1/engage/meetings', 'projectId', () =>
      b.post('/api/tb-v2/v1/engage/meetings', {
        projectId: A.projectId,
        profileId: String(B.candidateId),
        start: meetingStart,
      }),
    ),
    s('POST /api/tb-v2/v1/engage/meetings', 'profileId', () =>
      b.post('/api/tb-v2/v1/engage/meetings', {
        projectId: B.projectId,
        profileId: String(c1),
        start: meetingStart,
      }),
    ),
    s('POST /api/tb-v2/v1/engage/meetings', 'templateId', () =>
      b.post('/api/tb-v2/v1/engage/meetings', {
        projectId: B.projectId,
        profileId: String(B.candidateId),
        templateId: A.meetingTemplateId,
        start: meetingStart,
      }),
    ),
    s('POST /api/tb-v2/v1/engage/meetings/:id/cancel', 'id', () =>
      b.post(`/api/tb-v2/v1/engage/meetings/${A.meetingId}/cancel`),
    ),
    s('POST /api/tb-v2/v1/engage/meetings/:id/reschedule-later', 'id', () =>
      b.post(`/api/tb-v2/v1/engage/meetings/${A.meetingId}/reschedule-later`),
    ),
    s('GET /api/tb-v2/v1/calendars/accounts/:userId', 'userId', () =>
      b.get(`/api/tb-v2/v1/calendars/accounts/${A.userId}`),
    ),
    // Sharing a project with a group (issue 17): another team's project, or another team's group.
    s('POST /api/v1/projects/hiringTeam/addGroup', 'projectId', () =>
      b.post('/api/v1/projects/hiringTeam/addGroup', {
        projectId: A.projectId,
        groupId: '00000000-0000-4000-8000-000000000000',
        role: 1,
      }),
    ),
    s('POST /api/v1/projects/hiringTeam/addGroup', 'groupId', () =>
      b.post('/api/v1/projects/hiringTeam/addGroup', { projectId: B.projectId, groupId: A.groupId, role: 1 }),
    ),
    // Groups (issue 17): any member reads their own team's groups only.
    s('GET /api/v1/groups/:groupId', 'groupId', () => b.get(`/api/v1/groups/${A.groupId}`)),
    // The customer console does not exist for anyone but the installation's operator.
    s('GET /api/v1/customer-console/customers/:customerId', 'customerId', () =>
      b.get(`/api/v1/customer-console/customers/${A.orgId}`),
    ),
    s('PUT /api/v1/team-settings/custom-fields/:fieldId', 'fieldId', () =>
      b.put(`/api/v1/team-settings/custom-fields/${A.customFieldId}`, { name: 'Taken' }),
    ),
    s('POST /api/v1/team-settings/custom-fields/:fieldId/archive', 'fieldId', () =>
      b.post(`/api/v1/team-settings/custom-fields/${A.customFieldId}/archive`),
    ),
    s('POST /api/v1/team-settings/custom-fields/:fieldId/restore', 'fieldId', () =>
      b.post(`/api/v1/team-settings/custom-fields/${A.customFieldId}/restore`),
    ),
    s('DELETE /api/v1/team-settings/custom-fields/:fieldId', 'fieldId', () =>
      b.request('DELETE', `/api/v1/team-settings/custom-fields/${A.customFieldId}`),
    ),
    s('POST /api/v1/team-settings/custom-fields/reorder', 'fieldIds', () =>
      b.post('/api/v1/team-settings/custom-fields/reorder', {
        entity: 'candidate',
        fieldIds: [A.customFieldId],
      }),
    ),
    s('GET /api/v1/candidates/:candidateId/custom-fields', 'candidateId', () =>
      b.get(`/api/v1/candidates/${A.candidates[0]}/custom-fields`),
    ),
    s('GET /api/v1/candidates/:candidateId/custom-fields', 'projectId', () =>
      b.get(`/api/v1/candidates/${B.candidateId}/custom-fields?projectId=${A.projectId}`),
    ),
    s('PUT /api/v1/candidates/:candidateId/custom-fields', 'candidateId', () =>
      b.put(`/api/v1/candidates/${A.candidates[0]}/custom-fields`, { values: {} }),
    ),
    s('PUT /api/v1/candidates/:candidateId/custom-fields', 'projectId', () =>
      b.put(`/api/v1/candidates/${B.candidateId}/custom-fields`, { values: {}, projectId: A.projectId }),
    ),
    s('GET /api/v1/projects/:projectId/custom-fields', 'projectId', () =>
      b.get(`/api/v1/projects/${A.projectId}/custom-fields`),
    ),
    // Tags are named by their text: team A's tag is not one of team B's.
    s('POST /api/v1/team-settings/tags/update', 'tag', () =>
      b.post('/api/v1/team-settings/tags/update', { tag: 'Team A only tag', name: 'Mine' }),
    ),
    s('POST /api/v1/team-settings/tags/merge', 'sources', () =>
      b.post('/api/v1/team-settings/tags/merge', { sources: ['Team A only tag'], target: 'Mine' }),
    ),
    s('POST /api/v1/team-settings/tags/delete', 'tag', () =>
      b.post('/api/v1/team-settings/tags/delete', { tag: 'Team A only tag' }),
    ),
    // Team settings: automations, forms, notifications (issue 17 part 5).
    ...automationAndFormSweep(),
    ...offerSweep(),
    ...invoiceSweep(),
    ...publicApiSweep(),
  ];
}

function automationAndFormSweep(): Sweep[] {
  const s = (route: string, label: string, run: () => Promise<TestResponse>): Sweep => ({
    route,
    label,
    run,
  });
  const rule = (projectId: string | null) => ({
    name: 'Taken over',
    projectId,
    categoryId: 1,
    stageId: 3,
    actions: [{ type: 'add_tag', tag: 'x' }],
  });
  const form = { name: 'Taken over', kind: 'scorecard', questions: [{ type: 'rating', label: 'x' }] };
  return [
    s('POST /api/v1/automations', 'projectId', () => b.post('/api/v1/automations', rule(A.projectId))),
    s('PUT /api/v1/automations/:ruleId', 'ruleId', () =>
      b.put(`/api/v1/automations/${A.automationRuleId}`, rule(null)),
    ),
    s('PUT /api/v1/automations/:ruleId', 'projectId', () =>
      b.put(`/api/v1/automations/${B.automationRuleId}`, rule(A.projectId)),
    ),
    s('POST /api/v1/automations/:ruleId/enabled', 'ruleId', () =>
      b.post(`/api/v1/automations/${A.automationRuleId}/enabled`, { enabled: false }),
    ),
    s('DELETE /api/v1/automations/:ruleId', 'ruleId', () =>
      b.request('DELETE', `/api/v1/automations/${A.automationRuleId}`),
    ),
    s('POST /api/v1/automations/reorder', 'ruleIds', () =>
      b.post('/api/v1/automations/reorder', { ruleIds: [A.automationRuleId, B.automationRuleId] }),
    ),
    s('GET /api/v1/automations/runs', 'ruleId', () =>
      b.get(`/api/v1/automations/runs?ruleId=${A.automationRuleId}`),
    ),
    s('GET /api/v1/forms/:formId', 'formId', () => b.get(`/api/v1/forms/${A.formId}`)),
    s('PUT /api/v1/forms/:formId', 'formId', () => b.put(`/api/v1/forms/${A.formId}`, form)),
    s('POST /api/v1/forms/:formId/duplicate', 'formId', () => b.post(`/api/v1/forms/${A.formId}/duplicate`)),
    s('POST /api/v1/forms/:formId/archive', 'formId', () =>
      b.post(`/api/v1/forms/${A.formId}/archive`, { archived: true }),
    ),
    ...scorecardSweep(),
    s('POST /api/v1/notifications/read', 'ids', () =>
      b.post('/api/v1/notifications/read', { ids: [A.notificationId] }),
    ),
    // Single sign-on and SCIM (team B's admin, and team B's SCIM token against team A's ids).
    s('DELETE /api/team-settings/scim/tokens/:id', 'id', () =>
      b.request('DELETE', `/api/team-settings/scim/tokens/${A.scimTokenId}`),
    ),
    s('GET /api/scim/v2/Users/:id', 'id', () => scimAsB('GET', `/api/scim/v2/Users/${A.memberId}`)),
    s('PUT /api/scim/v2/Users/:id', 'id', () =>
      scimAsB('PUT', `/api/scim/v2/Users/${A.memberId}`, {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'admin@talentbase.dev',
        active: false,
      }),
    ),
    s('PATCH /api/scim/v2/Users/:id', 'id', () =>
      scimAsB('PATCH', `/api/scim/v2/Users/${A.memberId}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'active', value: false }],
      }),
    ),
    s('DELETE /api/scim/v2/Users/:id', 'id', () => scimAsB('DELETE', `/api/scim/v2/Users/${A.memberId}`)),
    s('GET /api/scim/v2/Groups/:id', 'id', () => scimAsB('GET', `/api/scim/v2/Groups/${A.scimGroupId}`)),
    s('PATCH /api/scim/v2/Groups/:id', 'id', () =>
      scimAsB('PATCH', `/api/scim/v2/Groups/${A.scimGroupId}`, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'replace', path: 'displayName', value: 'Taken' }],
      }),
    ),
    s('DELETE /api/scim/v2/Groups/:id', 'id', () =>
      scimAsB('DELETE', `/api/scim/v2/Groups/${A.scimGroupId}`),
    ),
  ];
}

/** Scorecards: team A's project, candidate, scorecard and form, each alone among team B's ids. */
function scorecardSweep(): Sweep[] {
  const route = '/api/v1/projects/:projectId/candidates/:profileId/scorecards';
  const at = (projectId: string, profileId: number, rest = '') =>
    `/api/v1/projects/${projectId}/candidates/${profileId}/scorecards${rest}`;
  const aCard = at(A.projectId, A.candidates[0] as number);
  const bCard = at(B.projectId, B.candidateId);
  const body = { formId: A.formId, recommendation: 'yes', answers: {} };
  const edit = { recommendation: 'yes', answers: {} };
  const s = (r: string, label: string, run: () => Promise<TestResponse>): Sweep => ({ route: r, label, run });
  const JOBS = '/api/tb-v2/v1/applicant-match/jobs';
  const ANSWERS =
    '/api/tb-v2/v1/applicant-match/projects/:projectId/applicants/:applicantId/application-answers';
  const answers = (projectId: string, applicantId: string) =>
    `/api/tb-v2/v1/applicant-match/projects/${projectId}/applicants/${applicantId}/application-answers`;
  return [
    s(`GET ${route}`, 'projectId', () => b.get(aCard)),
    s(`GET ${route}`, 'profileId', () => b.get(at(B.projectId, A.candidates[0] as number))),
    s(`POST ${route}`, 'projectId', () => b.post(aCard, body)),
    s(`POST ${route}`, 'formId', () => b.post(bCard, body)),
    s(`PUT ${route}/:scorecardId`, 'projectId', () => b.put(`${aCard}/${A.scorecardId}`, edit)),
    s(`PUT ${route}/:scorecardId`, 'scorecardId', () => b.put(`${bCard}/${A.scorecardId}`, edit)),
    s(`DELETE ${route}/:scorecardId`, 'projectId', () => b.request('DELETE', `${aCard}/${A.scorecardId}`)),
    s(`DELETE ${route}/:scorecardId`, 'scorecardId', () => b.request('DELETE', `${bCard}/${A.scorecardId}`)),
    // Application forms on jobs, and applicants' answers.
    s(`GET ${JOBS}/:projectId/application-form`, 'projectId', () =>
      b.get(`${JOBS}/${A.projectId}/application-form`),
    ),
    s(`PUT ${JOBS}/:projectId/application-form`, 'projectId', () =>
      b.put(`${JOBS}/${A.projectId}/application-form`, { formId: null }),
    ),
    s(`PUT ${JOBS}/:projectId/application-form`, 'formId', () =>
      b.put(`${JOBS}/${B.projectId}/application-form`, { formId: A.applicationFormId }),
    ),
    s(`GET ${ANSWERS}`, 'projectId', () => b.get(answers(A.projectId, A.applicantId))),
    s(`GET ${ANSWERS}`, 'applicantId', () => b.get(answers(B.projectId, A.applicantId))),
    s(`PUT ${ANSWERS}`, 'projectId', () => b.put(answers(A.projectId, A.applicantId), { answers: {} })),
    s(`PUT ${ANSWERS}`, 'applicantId', () => b.put(answers(B.projectId, A.applicantId), { answers: {} })),
  ];
}

/** Offers on a project candidate: team A's offer to its first candidate. */
const OFFER = { id: '' };

async function buildTeamAOffer(): Promise<void> {
  const c1 = A.candidates[0];
  OFFER.id = ok(
    await a.post(`/api/v1/projects/${A.projectId}/candidates/${c1}/offers`, { salaryAmount: 90000 }),
    'offer',
  ).data.offerId;
}

function offerSweep(): Sweep[] {
  const c1 = A.candidates[0] as number;
  const route = (tail = '') => `/api/v1/projects/:projectId/candidates/:profileId/offers${tail}`;
  const mine = (tail = '') => `/api/v1/projects/${B.projectId}/candidates/${B.candidateId}/offers${tail}`;
  const theirs = (tail = '') => `/api/v1/projects/${A.projectId}/candidates/${c1}/offers${tail}`;
  const s = (r: string, label: string, run: () => Promise<TestResponse>): Sweep => ({ route: r, label, run });
  const moves = ['submit', 'approve', 'reject', 'sent', 'accepted', 'declined', 'withdrawn'].flatMap((m) => {
    const body = m === 'submit' ? undefined : { comment: 'Taken over' };
    return [
      s(`POST ${route(`/:offerId/${m}`)}`, 'offerId', () => b.post(mine(`/${OFFER.id}/${m}`), body)),
      s(`POST ${route(`/:offerId/${m}`)}`, 'projectId', () => b.post(theirs(`/${OFFER.id}/${m}`), body)),
    ];
  });
  return [
    s(`GET ${route()}`, 'projectId', () => b.get(theirs())),
    s(`GET ${route()}`, 'profileId', () => b.get(`/api/v1/projects/${B.projectId}/candidates/${c1}/offers`)),
    s(`POST ${route()}`, 'projectId', () => b.post(theirs(), { salaryAmount: 1 })),
    s(`POST ${route()}`, 'profileId', () =>
      b.post(`/api/v1/projects/${B.projectId}/candidates/${c1}/offers`, { salaryAmount: 1 }),
    ),
    s(`PATCH ${route('/:offerId')}`, 'offerId', () =>
      b.request('PATCH', mine(`/${OFFER.id}`), { notes: 'x' }),
    ),
    s(`PATCH ${route('/:offerId')}`, 'projectId', () =>
      b.request('PATCH', theirs(`/${OFFER.id}`), { notes: 'x' }),
    ),
    ...moves,
  ];
}

/** Billing (issue 18): team A's invoice, bought by its enterprise admin. */
const INVOICE = { id: '' };

async function buildTeamAInvoice(): Promise<void> {
  const buyer = new TestClient(t.app);
  expect((await buyer.login('admin@talentbase.dev')).status).toBe(200);
  INVOICE.id = ok(
    await buyer.post('/api/v1/billing/purchases', { products: [{ type: 'credits', quantity: 5 }] }),
    'invoice',
  ).data.invoice.invoiceId;
}

function invoiceSweep(): Sweep[] {
  const s = (r: string, label: string, run: () => Promise<TestResponse>): Sweep => ({ route: r, label, run });
  return [
    s('GET /api/v1/billing/invoices/:invoiceId/pdf', 'invoiceId', () =>
      b.get(`/api/v1/billing/invoices/${INVOICE.id}/pdf`),
    ),
    s('POST /api/v1/billing/invoices/:invoiceId/checkout', 'invoiceId', () =>
      b.post(`/api/v1/billing/invoices/${INVOICE.id}/checkout`, {}),
    ),
    // The operator's routes do not exist for anyone else.
    s('POST /api/v1/customer-console/invoices/:invoiceId/status', 'invoiceId', () =>
      b.post(`/api/v1/customer-console/invoices/${INVOICE.id}/status`, { status: 'paid' }),
    ),
  ];
}

/**
 * Id-taking routes not swept, each with why a 404 for team A's ids is not the right question.
 * Keep this short: everything else that takes an id is in the sweep.
 */
const NOT_SWEPT: Record<string, string> = {
  // Issue 19: ids of the ATS (a vendor's provider id, a job id in the ATS), not Talentbase rows.
  'GET /api/v1/team-settings/source-tracking/preview': "providerId names an ATS vendor, not a team's row",
  'POST /api/v1/talentsync/createProject':
    'atsJobId is the job id in the ATS; the project is created for the caller',
  // Public by design: whoever holds the token may read the share (that is what a share link is).
  // Proven separately below: a token of team A opens, a made-up one answers 404.
  'GET /api/v1/shared-profiles/:token': 'public share link, keyed by an unguessable token',
  // Public links in sent email, keyed by a signed token (modules/engage/tracking): forged and
  // neighbouring tokens are proven to record nothing in tracking.int.test.ts.
  'GET /api/tb-v2/v1/engage/t/c/:token': 'click redirect, signed token bound to its address',
  'GET /api/tb-v2/v1/engage/u/:token': 'unsubscribe page, signed token',
  'POST /api/tb-v2/v1/engage/u/:token': 'unsubscribe (RFC 8058 one-click), signed token',
  // Workspaces to share one's own calendar with: any team the caller is not a member of (another
  // team's or a made-up id) is refused alike with a 400 on the field (meetings.int.test.ts).
  'PUT /api/tb-v2/v1/calendars/meeting-account': 'sharedTeamIds: only your own workspaces, 400 alike',
  // Group changes need the member-table gate, which team B's growth plan lacks: refused with 403
  // before any lookup (no oracle). Another team's groups and members answer 404 to an admin who
  // holds the gate in groups.int.test.ts.
  'PATCH /api/v1/groups/:groupId': 'member-table gate (403 first); 404 across teams in groups.int.test.ts',
  'DELETE /api/v1/groups/:groupId': 'member-table gate (403 first); 404 across teams in groups.int.test.ts',
  'POST /api/v1/groups/:groupId/members': 'member-table gate (403 first); 404 in groups.int.test.ts',
  'DELETE /api/v1/groups/:groupId/members/:teamMemberId': 'member-table gate (403 first); groups.int.test.ts',
  'POST /api/v1/groups': 'teamMemberIds: member-table gate (403 first); 404 in groups.int.test.ts',
  // The organisation's teams are the org admin's across its teams (team B is in team A's
  // organisation): another organisation's team answers 404 in organizations.int.test.ts.
  'GET /api/v1/organization/teams/:teamId': "org-scoped, not team-scoped; other org's 404 elsewhere",
  'PATCH /api/v1/organization/teams/:teamId': "org-scoped, not team-scoped; other org's 404 elsewhere",
  'POST /api/v1/organization/teams/:teamId/archive':
    "org-scoped; other org's 404 in organizations.int.test.ts",
  'POST /api/v1/organization/teams/:teamId/restore':
    "org-scoped; other org's 404 in organizations.int.test.ts",
  // The member table's calls are for pro admins and org admins; team B (growth) has no member
  // table (403 by gate). A pro admin of another organisation gets 404 for team A's members and
  // teams, with nothing changed: team-admin.int.test.ts.
  'POST /api/v1/team/seat-cancel': 'member table: cross-organisation 404 in team-admin.int.test.ts',
  'POST /api/v1/team/seat-reactivate': 'member table: cross-organisation 404 in team-admin.int.test.ts',
  'POST /api/v1/team/switch-license': 'member table: cross-organisation 404 in team-admin.int.test.ts',
  'POST /api/v1/team/transfer':
    'org admins only: another organisation’s team is 404 in team-admin.int.test.ts',
  'POST /api/v1/team/remove-user':
    'member table: by email within your team, proven in team-admin.int.test.ts',
  'POST /api/v1/team/invite': 'member table: teamId of another organisation is 404 in team-admin.int.test.ts',
  // Public by design: the invitation link is an unguessable single-use token.
  'GET /api/v1/team/invitations/:token': 'public invitation link, unguessable token',
  'POST /api/v1/team/invitations/:token/accept': 'public invitation link, unguessable token',
  // Single sign-on as the identity provider and the signing-in browser see it: public by design,
  // keyed by the connection id or the organisation's sign-in name; the ACS is authorised by the
  // signed assertion, the OIDC callback by its one-time state (saml.int.test.ts, oidc.int.test.ts).
  'GET /api/auth/sso/saml/:id/metadata': 'public SP metadata for the identity provider',
  'GET /api/auth/sso/saml/:orgSlugOrId/login': 'public: redirects to the organisation’s IdP',
  'POST /api/auth/sso/saml/:id/acs': 'public: authorised by the signed assertion',
  'GET /api/auth/sso/oidc/:orgSlugOrId/login': 'public: redirects to the organisation’s provider',
  'GET /api/auth/sso/oidc/:id/callback': 'public: authorised by its one-time state',
  'GET /api/auth/sso/invitations/:token/start': 'public invitation link, unguessable token',
  'PUT /api/team-settings/sso': 'oidcClientId is the identity provider\u2019s client id, not a team record',
  // Integrations are the apps home's (pro plans): team B (growth) is refused by the gate with 403
  // before any lookup. Another pro team's connection ids answer 404 in integrations.int.test.ts.
  'PATCH /api/v1/integrations/connections/:connectionId':
    'apps-home gate (403 first); 404 in integrations.int.test.ts',
  'POST /api/v1/integrations/connections/:connectionId/test':
    'apps-home gate (403 first); 404 in integrations.int.test.ts',
  'DELETE /api/v1/integrations/connections/:connectionId':
    'apps-home gate (403 first); 404 in integrations.int.test.ts',
  'POST /api/v1/integrations/connections': 'providerId is a catalogue id, not a team record',
  // Exports to the ATS are the apps home's too: another team's connection, project and candidate
  // ids answer 404 to a pro team in integrations/export/export.int.test.ts.
  'GET /api/v1/integrations/connections/:connectionId/jobs':
    'apps-home gate (403 first); 404 in export.int.test.ts',
  'POST /api/v1/integrations/sync/webhooks/:connectionId':
    'public: authorised by the vendor’s signature (401); unknown and one-way connections 404 in sync.int.test.ts',
  'GET /api/v1/integrations/connections/:connectionId/jobs/:jobId/stages':
    'apps-home gate (403 first); 404 in export.int.test.ts',
  'POST /api/v1/integrations/exports': 'apps-home gate (403 first); 404 in export.int.test.ts',
  'GET /api/v1/integrations/exports': 'apps-home gate (403 first); 404 in export.int.test.ts',
  'POST /api/v1/integrations/exports/retry': 'apps-home gate (403 first); 404 in export.int.test.ts',
  // OAuth sign-ins: providerId is a catalogue id; the completion's state is bound to the session,
  // team and user that started it (another team's state is refused in oauth.int.test.ts).
  'POST /api/v1/integrations/oauth/:providerId/start': 'providerId is a catalogue id, not a team record',
};

/** Body, query and path fields that name a team record. */
const ID_FIELD = /^(id|token|profileA|profileB|mentions|[a-zA-Z]*Ids?)$/;
/** Fields named like ids that are not team records: pipeline positions and external references. */
const NOT_TEAM_RECORDS = new Set(['categoryId', 'stageId', 'jobId', 'planId']); // planId: a key of the plan catalogue

type OpenApiOp = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};

function fieldNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  const obj = schema as Record<string, unknown>;
  if (obj.properties && typeof obj.properties === 'object')
    for (const k of Object.keys(obj.properties as object)) out.add(k);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(obj[key])) for (const sub of obj[key] as unknown[]) fieldNames(sub, out);
  return out;
}

let before: TableState;
let results: { route: string; label: string; status: number; body: unknown }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-sweep-'));
  t = await createTestApp({ seed: true, env: { FILES_DIR: path.join(dataDir, 'files'), DATA_DIR: dataDir } });
  queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  a = new TestClient(t.app);
  expect((await a.login('demo@talentbase.dev')).status).toBe(200);
  await buildTeamA();
  await buildTeamASettings();
  await buildTeamAOffer();
  await buildTeamAInvoice();
  await buildTeamB();
  await buildPublicApi();
  B.automationRuleId = ok(
    await b.post('/api/v1/automations', {
      name: 'Team B rule',
      projectId: null,
      categoryId: 1,
      stageId: 3,
      actions: [{ type: 'add_tag', tag: 'Replied' }],
    }),
    'B rule',
  ).data.id;
  before = await tableState(t.db.pool);
  results = [];
  for (const call of sweep()) {
    const res = await call.run();
    results.push({ route: call.route, label: call.label, status: res.status, body: res.body });
  }
}, 240_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('team B against team A', () => {
  it('holds every gate its plan allows', async () => {
    const me = ok(await b.get('/api/auth/me'), 'me');
    const granted = FEATURE_GATE_NAMES.filter((g: FeatureGate) => can(me.user.subject, g));
    expect(granted).toEqual(
      expect.arrayContaining([
        'sourcing',
        'projectCreate',
        'candidateImport',
        'candidateEdit',
        'candidateShare',
        'candidateExport',
        'teamSettings',
        'hiringTeamEdit',
      ]),
    );
  });

  it('answers 404 to every id of team A, like a missing record', () => {
    const wrong = results
      .filter((r) => r.status !== 404)
      .map((r) => `${r.route} [${r.label}] -> ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
    expect(wrong).toEqual([]);
  });

  it('changed no table while sweeping', async () => {
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });

  it('sweeps every route that takes an id (derived from the OpenAPI document)', async () => {
    const doc = ok(await a.get('/api/openapi.json'), 'openapi') as {
      paths: Record<string, Record<string, OpenApiOp>>;
    };
    const swept = new Set(sweep().map((r) => r.route));
    const missing: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const route = `${method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`;
        const fields = new Set((op.parameters ?? []).map((x) => x.name));
        for (const media of Object.values(op.requestBody?.content ?? {})) fieldNames(media.schema, fields);
        const ids = [...fields].filter((f) => ID_FIELD.test(f) && !NOT_TEAM_RECORDS.has(f));
        if (ids.length === 0 || swept.has(route) || route in NOT_SWEPT) continue;
        missing.push(`${route} (${ids.join(', ')})`);
      }
    }
    // Multipart routes have no JSON schema in the document: check they are swept by name.
    for (const route of [
      'POST /api/v1/candidateFiles/uploadCandidateFiles',
      'POST /api/tb-v2/v1/applicant-match/projects/:id/applicants/upload',
    ])
      if (!swept.has(route)) missing.push(route);
    expect(missing).toEqual([]);
  });

  it("keeps public share links to their token: team A's opens for anyone, a made-up one is 404", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/v1/shared-profiles/${A.shareToken}`)).status).toBe(200);
    expect((await anonymous.get(`/api/v1/shared-profiles/${'x'.repeat(A.shareToken.length)}`)).status).toBe(
      404,
    );
  });

  it("validates a mention of team A's user exactly like an unknown user (400 on the field, no oracle)", async () => {
    const mention = (userId: string) =>
      b.post('/api/v1/pipelines/addNotes', {
        candidateId: B.candidateId,
        body: 'Mentioning',
        visibility: 2,
        mentions: [userId],
      });
    const foreign = await mention(A.userId);
    const unknown = await mention('00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.details.fields.mentions).toBe('Mention members of your team only');
  });
});

/** Team A's API key, webhook endpoint and a delivery; team B's own key for the public API. */
const API = { keyId: '', endpointId: '', deliveryId: '', bKey: '' };

async function buildPublicApi(): Promise<void> {
  const aKey = await a.post('/api/api-access/keys', { name: 'Team A key', scopes: ['projects:read'] });
  expect(aKey.status, JSON.stringify(aKey.body)).toBe(201);
  API.keyId = aKey.body.key.id;
  const hook = await a.post('/api/api-access/webhooks', {
    url: 'https://93.184.215.14/hook',
    events: ['candidate.created'],
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  API.endpointId = hook.body.endpoint.id;
  const event = await q(
    `insert into webhook_events (team_id, type, data, dispatched_at) values ($1, 'candidate.created', '{}', now()) returning id`,
    [A.teamId],
  );
  API.deliveryId = String(
    (
      await q(
        `insert into webhook_deliveries (team_id, endpoint_id, event_id, status, attempts) values ($1, $2, $3, 'failed', 6) returning id`,
        [A.teamId, API.endpointId, event.rows[0].id],
      )
    ).rows[0].id,
  );
  const bKey = await b.post('/api/api-access/keys', {
    name: 'Team B key',
    scopes: ['projects:read', 'projects:write', 'candidates:read', 'candidates:write', 'webhooks:manage'],
  });
  expect(bKey.status).toBe(201);
  API.bKey = bKey.body.secret;
  // Used once now, so the sweep's calls (within a minute) do not move its last-used time.
  expect((await asKeyB('GET', '/api/public/v1/projects')).status).toBe(200);
}

/** A public API call with team B's API key. */
function asKeyB(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  return b.request(method, url, body, { authorization: `Bearer ${API.bKey}` });
}

function publicApiSweep(): Sweep[] {
  const [c1] = A.candidates as [number];
  const s = (route: string, label: string, run: () => Promise<TestResponse>): Sweep => ({
    route,
    label,
    run,
  });
  const P = '/api/public/v1';
  return [
    s(`GET ${P}/projects/:id`, 'id', () => asKeyB('GET', `${P}/projects/${A.projectId}`)),
    s(`GET ${P}/projects/:id/candidates`, 'id', () =>
      asKeyB('GET', `${P}/projects/${A.projectId}/candidates`),
    ),
    s(`POST ${P}/projects/:id/candidates`, 'id', () =>
      asKeyB('POST', `${P}/projects/${A.projectId}/candidates`, { candidateId: B.candidateId }),
    ),
    s(`POST ${P}/projects/:id/candidates`, 'candidateId', () =>
      asKeyB('POST', `${P}/projects/${B.projectId}/candidates`, { candidateId: c1 }),
    ),
    s(`POST ${P}/projects/:id/candidates/:candidateId/stage`, 'id', () =>
      asKeyB('POST', `${P}/projects/${A.projectId}/candidates/${c1}/stage`, { categoryId: 1, stageId: 2 }),
    ),
    s(`POST ${P}/projects/:id/candidates/:candidateId/stage`, 'candidateId', () =>
      asKeyB('POST', `${P}/projects/${B.projectId}/candidates/${c1}/stage`, { categoryId: 1, stageId: 2 }),
    ),
    s(`GET ${P}/candidates/:id`, 'id', () => asKeyB('GET', `${P}/candidates/${c1}`)),
    s(`POST ${P}/candidates`, 'projectId', () =>
      asKeyB('POST', `${P}/candidates`, { fullName: 'Taken Over', projectId: A.projectId }),
    ),
    s(`DELETE ${P}/webhooks/:id`, 'id', () => asKeyB('DELETE', `${P}/webhooks/${API.endpointId}`)),
    s('POST /api/api-access/keys/:id/revoke', 'id', () => b.post(`/api/api-access/keys/${API.keyId}/revoke`)),
    s('PATCH /api/api-access/webhooks/:id', 'id', () =>
      b.request('PATCH', `/api/api-access/webhooks/${API.endpointId}`, { enabled: false }),
    ),
    s('DELETE /api/api-access/webhooks/:id', 'id', () =>
      b.request('DELETE', `/api/api-access/webhooks/${API.endpointId}`),
    ),
    s('GET /api/api-access/webhooks/:id/deliveries', 'id', () =>
      b.get(`/api/api-access/webhooks/${API.endpointId}/deliveries`),
    ),
    s('POST /api/api-access/deliveries/:id/replay', 'id', () =>
      b.post(`/api/api-access/deliveries/${API.deliveryId}/replay`),
    ),
  ];
}
