/**
 * Gives the people of gdpr-fixture.ts a history in every corner of the product, through the API as
 * a recruiter makes it: notes, tags, a stage move, a résumé on disk, share links (one about Morgan
 * alone, one about Morgan and Bea), a CSV export, a merged duplicate record, a suggested duplicate
 * pair, an import whose report names Morgan, a contact reveal and a not-a-fit mark of Robin.
 * An erasure test then checks that all of it goes, and that Bea's and the growth team's stays.
 */
import { expect } from 'vitest';
import type { TestClient, TestResponse } from '../../test/test-app';
import { addCandidate, type GdprTestApp, MORGAN, PDF, postMultipart } from './gdpr-fixture';

export type History = {
  /** The record merged into Morgan (the same person, found along with Morgan). */
  mergedId: number;
  /** A different person the duplicate scan pairs with Morgan: stays, the pair goes. */
  lookalikeId: number;
  importId: string;
  shareOnlyMorganId: string;
  shareBothId: string;
  fileName: string;
};

const ok = (what: string, res: TestResponse): TestResponse => {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
};

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not finish`);
}

/** A CSV import through the upload and start calls; the queue's worker runs it. */
export async function importCsv(t: GdprTestApp, client: TestClient, csv: string): Promise<string> {
  const up = ok(
    'import upload',
    await postMultipart(t, client, '/api/v1/candidates/import/upload', {}, [
      { field: 'file', name: 'people.csv', data: Buffer.from(csv), type: 'text/csv' },
    ]),
  );
  const importId = String(up.body.importId);
  ok(
    'import start',
    await client.post('/api/v1/candidates/import/start', {
      importId,
      mapping: ['fullName', 'emails', 'phones', 'title', 'company'],
      duplicatePolicy: 'skip',
    }),
  );
  await waitFor(async () => {
    const res = await client.get(`/api/v1/candidates/import/${importId}`);
    return res.body.status === 'done' || res.body.status === 'failed';
  }, 'import');
  return importId;
}

export const IMPORT_HEADER = 'Full Name,Email,Phone,Job Title,Company';

export async function giveHistory(t: GdprTestApp): Promise<History> {
  const { admin, projectId, ids } = t;
  const { own, bystander, open } = ids;
  ok(
    'note',
    await admin.post('/api/v1/pipelines/addNotes', {
      candidateId: own,
      projectId,
      body: 'Morgan prefers remote work; call Morgan.Own@Example.org after 5pm',
      visibility: 0,
    }),
  );
  ok(
    'note on Bea',
    await admin.post('/api/v1/pipelines/addNotes', {
      candidateId: bystander,
      body: 'Bea: portfolio',
      visibility: 0,
    }),
  );
  ok(
    'tags',
    await admin.post('/api/v1/pipelines/addTags', {
      candidateIds: [own, bystander, open],
      tags: ['platform'],
      projectId,
    }),
  );
  ok(
    'stage',
    await admin.post('/api/v1/pipelines/changeStage', {
      projectId,
      candidateIds: [own, open],
      categoryId: 2,
      stageId: null,
    }),
  );
  const fileName = 'Morgan Ownteam CV.pdf';
  for (const [candidateId, name] of [
    [own, fileName],
    [bystander, 'Bea portfolio.pdf'],
  ] as const)
    ok(
      'upload',
      await postMultipart(
        t,
        admin,
        '/api/v1/candidateFiles/uploadCandidateFiles',
        { candidateId: String(candidateId), projectId },
        [{ field: 'files', name, data: PDF, type: 'application/pdf' }],
      ),
    );
  const share = async (candidateIds: number[]) =>
    ok(
      'share',
      await admin.post('/api/v1/candidatesV2/send-sharing-profile', {
        candidateIds,
        projectId,
        recipients: ['lead@client.example'],
      }),
    );
  await share([own]);
  await share([own, bystander]);
  await share([open]);
  const shares = await t.db.pool.query<{ id: string; profile_ids: string[] }>(
    'select id::text, profile_ids from candidate_shares where team_id = $1 order by id',
    [t.teamId],
  );
  const [onlyMorgan, both] = shares.rows;
  ok(
    'export',
    await admin.post('/api/v1/candidates/export/csv', { candidateIds: [own, bystander], projectId }),
  );
  ok('reveal', await admin.get(`/api/v1/candidates/viewContacts?candidateId=${open}`));
  // Robin is also revealed and exported by the growth team: their rows of Robin go too.
  ok('growth reveal', await t.growthRecruiter.get(`/api/v1/candidates/viewContacts?candidateId=${open}`));

  // The same person entered again by hand, then merged into Morgan: found along with Morgan.
  const mergedId = await addCandidate(admin, {
    fullName: 'M. Ownteam',
    company: 'Globex',
    emails: [MORGAN.email.toUpperCase()],
    phones: [MORGAN.phone],
    confirmDuplicate: true,
  });
  ok('merge', await admin.post('/api/v1/candidates/merge', { keepId: own, mergeId: mergedId }));
  // Someone else whom the duplicate scan takes for Morgan (same company, a similar name, no
  // contact details of their own to tell them apart).
  const lookalikeId = await addCandidate(admin, {
    fullName: 'Morgan Owntem',
    title: 'Platform Engineer',
    company: 'Globex',
    location: 'London, United Kingdom',
    confirmDuplicate: true,
  });
  const scan = ok('scan', await admin.post('/api/v1/candidates/duplicates/scan'));
  await waitFor(async () => {
    const res = await admin.get(`/api/v1/candidates/duplicates/scan/${scan.body.scan.scanId}`);
    return res.body.scan.status === 'done';
  }, 'duplicate scan');
  const pairs = await t.db.pool.query(
    'select 1 from candidate_duplicate_pairs where team_id = $1 and $2 in (profile_a, profile_b)',
    [t.teamId, own],
  );
  expect(pairs.rowCount, 'the scan pairs Morgan with the look-alike').toBeGreaterThan(0);

  // An import whose report names Morgan (already a candidate: skipped as a duplicate).
  const importId = await importCsv(
    t,
    admin,
    `${IMPORT_HEADER}\n${MORGAN.name},${MORGAN.email},${MORGAN.phone},Platform Engineer,Globex\nIvy Import,ivy@import.example,,Analyst,Initech\n`,
  );
  const report = await admin.get(`/api/v1/candidates/import/${importId}/report`);
  expect(report.body, 'the import report names Morgan before the erasure').toContain(MORGAN.name);

  // Morgan applied to the project's job: the résumé as read (naming them), a view, a review move
  // and a rejection email, all of which the erasure must take with them.
  const pool = t.db.pool;
  const [member] = (
    await pool.query('select user_id from team_members where team_id = $1 order by user_id limit 1', [
      t.teamId,
    ])
  ).rows;
  const resume = { text: `${MORGAN.name}\n${MORGAN.email}\n${MORGAN.phone}\nPlatform Engineer at Globex` };
  const [application] = (
    await pool.query(
      `insert into match_applicants (team_id, project_id, profile_id, review_status, source, resume, lack_resume)
       values ($1, $2, $3, 0, 'resume', $4::jsonb, false) returning id`,
      [t.teamId, projectId, own, JSON.stringify(resume)],
    )
  ).rows;
  await pool.query('insert into match_applicant_views (applicant_id, user_id, team_id) values ($1, $2, $3)', [
    application.id,
    member.user_id,
    t.teamId,
  ]);
  await pool.query(
    `insert into match_moves (team_id, project_id, applicant_id, profile_id, status, move_type,
                              from_stage_id, from_stage_name, to_stage_id, to_stage_name)
     values ($1, $2, $3, $4, 0, 'reject', 'review', 'Under review', 'declined', 'Declined')`,
    [t.teamId, projectId, application.id, own],
  );
  await pool.query(
    `insert into match_rejection_emails (applicant_id, team_id, project_id, status, reason)
     values ($1, $2, $3, 'skipped', 'NO_EMAIL')`,
    [application.id, t.teamId, projectId],
  );

  // A saved search in which Robin was marked not a fit.
  const search = ok(
    'search',
    await admin.post('/api/tb-v2/v1/sourcing/search', { filters: { keywords: 'Data Engineer' }, projectId }),
  );
  ok(
    'not a fit',
    await admin.post(`/api/v1/astaskV2/history/${search.body.historyId}/not-a-fit`, { profileId: open }),
  );
  return {
    mergedId,
    lookalikeId,
    importId,
    shareOnlyMorganId: onlyMorgan?.id ?? '',
    shareBothId: both?.id ?? '',
    fileName,
  };
}
