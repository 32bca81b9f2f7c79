/**
 * Activity around applicants against a real database: the review and saveActivity write to the
 * candidate's activity log, recent activity reads it back (only the team's candidates, only
 * visible projects); notes and tags on an applicant follow applicant.notesOrTags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableState } from '../../projects/project-test-helpers';
import { AM, type ApplicantTestApp, createApplicantTestApp } from './applicant-list-fixture';

let t: ApplicantTestApp;
let applicantId: string;
let candidateId: string;
const recent = (ids: string, client = t.owner) =>
  client.get(`/api/tb-v2/v1/activity/candidate/recent?candidateIds=${ids}`);

beforeAll(async () => {
  t = await createApplicantTestApp();
  [applicantId] = (await t.addApplicants([{ name: 'Ida Active' }])) as [string];
  candidateId = String(
    (await t.db.pool.query('select profile_id from match_applicants where id = $1', [applicantId])).rows[0]
      .profile_id,
  );
}, 180_000);
afterAll(() => t?.close());

describe('activity', () => {
  it('records what a screen reports and gives it back with the review, newest first', async () => {
    const saved = await t.recruiter.post('/api/v1/candidates/saveActivity', {
      projectId: t.projectId,
      candidateId,
      activity: 'opened the scoring detail',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({});
    const reasons = (await t.owner.get(`${AM}/decline-reasons`)).body.data;
    await t.owner.post(`${AM}/projects/${t.projectId}/applicants/review`, {
      applicantIds: [applicantId],
      action: 'reject',
      declineReasonId: reasons[0].id,
    });
    const res = await recent(candidateId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((a: { activity: string }) => a.activity)).toEqual([
      'applicant_declined',
      'opened the scoring detail',
    ]);
    expect(res.body.data[0]).toMatchObject({ candidateId, at: expect.any(String) });
  });

  it('hides activity of projects the caller cannot see', async () => {
    // The outsider (same team, not on the members-only project) sees the candidate, not the project's entries.
    const res = await recent(candidateId, t.outsider);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('answers 404 when any id is not one of the team\u2019s candidates, and refuses bad saves', async () => {
    expect((await recent(candidateId, t.other)).status).toBe(404);
    expect((await recent(`${candidateId},${t.ids.growthOwn}`)).status).toBe(404);
    expect((await recent(`${candidateId},abc`)).status).toBe(404);
    const before = await tableState(t.db.pool);
    expect(
      (await t.other.post('/api/v1/candidates/saveActivity', { projectId: t.projectId, candidateId })).status,
    ).toBe(404);
    expect((await t.owner.post('/api/v1/candidates/saveActivity', { projectId: t.projectId })).status).toBe(
      400,
    );
    expect(
      (
        await t.owner.post('/api/v1/candidates/saveActivity', {
          projectId: t.projectId,
          candidateId: String(t.ids.stranger),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.owner.post('/api/v1/candidates/saveActivity', {
          projectId: t.projectId,
          candidateId,
          activity: 'x'.repeat(101),
        })
      ).status,
    ).toBe(400);
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });
});

describe('notes and tags on an applicant', () => {
  it('lets owner, recruiter and screener note and tag an applicant from the job; others are refused', async () => {
    const [id] = await t.addApplicants([{ name: 'Noa Noted' }]);
    const profileId = Number(
      (await t.db.pool.query('select profile_id from match_applicants where id = $1', [id])).rows[0]
        .profile_id,
    );
    for (const client of [t.owner, t.recruiter, t.manager]) {
      const note = await client.post('/api/v1/pipelines/addNotes', {
        candidateId: profileId,
        projectId: t.projectId,
        body: 'Strong Go background',
        visibility: 1,
      });
      expect(note.status, JSON.stringify(note.body)).toBe(200);
      const tag = await client.post('/api/v1/pipelines/addTags', {
        candidateIds: [profileId],
        tags: ['applicant-shortlist'],
        projectId: t.projectId,
      });
      expect(tag.status, JSON.stringify(tag.body)).toBe(200);
    }
    // The record opens from the job for anyone on it.
    const record = await t.viewer.get(`/api/v1/candidates/${profileId}/record?projectId=${t.projectId}`);
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body.data.notes.length).toBeGreaterThan(0);
    // The record offers what may be done to an applicant: notes and tags, not edits.
    const ownerView = (await t.owner.get(`/api/v1/candidates/${profileId}/record?projectId=${t.projectId}`))
      .body.data;
    expect(ownerView.permissions).toMatchObject({
      addNote: true,
      addTag: true,
      editInfo: false,
      addFile: false,
    });
    expect(record.body.data.permissions).toMatchObject({ addNote: false, addTag: false });
    const [theirs] = await t.addApplicants([{ name: 'Ora Theirs' }], t.otherProjectId);
    const theirProfile = Number(
      (await t.db.pool.query('select profile_id from match_applicants where id = $1', [theirs])).rows[0]
        .profile_id,
    );
    const before = await tableState(t.db.pool);
    for (const client of [t.viewer, t.sourcer]) {
      const note = await client.post('/api/v1/pipelines/addNotes', {
        candidateId: profileId,
        projectId: t.projectId,
        body: 'Not allowed',
        visibility: 1,
      });
      expect(note.status).toBe(403);
      const tag = await client.post('/api/v1/pipelines/addTags', {
        candidateIds: [profileId],
        tags: ['nope'],
        projectId: t.projectId,
      });
      expect(tag.status).toBe(403);
    }
    // Other changes to an applicant who is not in the pipeline stay refused as before.
    const edit = await t.owner.post('/api/v1/candidatesV2/updateCandidateInfo', {
      candidateId: profileId,
      projectId: t.projectId,
      part: 'basicInfo',
      value: { fullname: 'Renamed' },
    });
    expect(edit.status).toBe(404);
    // Another team's applicant is not found.
    const foreign = await t.owner.post('/api/v1/pipelines/addNotes', {
      candidateId: theirProfile,
      projectId: t.projectId,
      body: 'x',
      visibility: 1,
    });
    expect(foreign.status).toBe(404);
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });
});
