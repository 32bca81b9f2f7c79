/**
 * The review against a real database: move forward (into the project's pipeline at the default
 * or the chosen stage), decline with one of the team's reasons, reopen; the roles of
 * applicant.moveForwardOrDecline; skipped ids with their reason; the moves kept and answered by
 * move-candidate-record; the activity written; bad input refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableState } from '../../projects/project-test-helpers';
import { AM, type ApplicantTestApp, createApplicantTestApp } from './applicant-list-fixture';

let t: ApplicantTestApp;
const review = (body: Record<string, unknown>, client = t.owner, projectId = t.projectId) =>
  client.post(`${AM}/projects/${projectId}/applicants/review`, body);
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const statusOf = async (id: string) =>
  (await q('select review_status, decline_reason_id from match_applicants where id = $1', [id])).rows[0];
const profileOf = async (id: string) =>
  String((await q('select profile_id from match_applicants where id = $1', [id])).rows[0].profile_id);
let reasons: { id: string; name: string }[];

beforeAll(async () => {
  t = await createApplicantTestApp();
  reasons = (await t.owner.get(`${AM}/decline-reasons`)).body.data;
}, 180_000);
afterAll(() => t?.close());

describe('reviewing applicants', () => {
  it('moves applicants forward into the pipeline, first stage after Sourcing by default', async () => {
    const ids = await t.addApplicants([{ name: 'Ana Forward' }, { name: 'Bo Forward' }]);
    const res = await review({ applicantIds: ids, action: 'moveForward' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.moved).toHaveLength(2);
    expect(res.body.moved[0]).toMatchObject({
      applicantId: ids[0],
      atsJobId: t.projectId,
      atsJobName: 'Backend Engineer',
      candidateId: await profileOf(ids[0] as string),
      status: 2,
      moveType: 'moveForward',
      fromAtsStageId: 'review-1',
      fromAtsStageName: 'Under review',
      // The default hiring process has Screen (no stages) right after Sourcing.
      toAtsStageId: '2',
      toAtsStageName: 'Screen',
    });
    for (const id of ids) expect((await statusOf(id)).review_status).toBe(2);
    const placed = await q(
      `select pc.category_id, pc.stage_id from project_candidates pc
        where pc.project_id = $1 and pc.profile_id = $2`,
      [t.projectId, await profileOf(ids[0] as string)],
    );
    expect(placed.rows).toEqual([{ category_id: 2, stage_id: null }]);
    const activity = await q(
      `select action from candidate_activities where profile_id = $1 and project_id = $2 order by id`,
      [await profileOf(ids[0] as string), t.projectId],
    );
    expect(activity.rows.map((r) => r.action)).toEqual(['added', 'stage_changed', 'applicant_moved_forward']);
    const moves = await q(
      'select move_type, status, to_stage_name from match_moves where applicant_id = $1',
      [ids[0]],
    );
    expect(moves.rows).toEqual([{ move_type: 'moveForward', status: 2, to_stage_name: 'Screen' }]);

    // The record call answers the latest move per candidate.
    const record = await t.owner.post(`${AM}/ats/move-candidate-record`, { atsJobId: t.projectId });
    expect(record.status).toBe(200);
    expect(record.body[await profileOf(ids[0] as string)]).toMatchObject({
      status: 2,
      toAtsStageName: 'Screen',
    });
  });

  it('moves to the stage asked for (ats/stages), and refuses one that is not in the pipeline', async () => {
    const stages = await t.owner.post(`${AM}/ats/stages`, { atsJobId: t.projectId });
    expect(stages.status).toBe(200);
    expect(stages.body.data.map((s: { atsStageName: string }) => s.atsStageName)).toEqual([
      'Good Fit',
      'Contacted',
      'Replied',
      'Scheduled',
      'Screen',
      'Interview',
      'Offer',
      'Hired',
    ]);
    const [id] = await t.addApplicants([{ name: 'Cy Interview' }]);
    const before = await tableState(t.db.pool);
    for (const [toAtsStageId, status] of [
      ['99', 422],
      ['3-7', 422],
      ['interview', 400],
    ] as const) {
      const res = await review({ applicantIds: [id], action: 'moveForward', toAtsStageId });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
    const res = await review({ applicantIds: [id], action: 'moveForward', toAtsStageId: '3' });
    expect(res.body.moved[0]).toMatchObject({ toAtsStageId: '3', toAtsStageName: 'Interview' });
  });

  it('declines with one of the team\u2019s reasons, and reopens', async () => {
    const ids = await t.addApplicants([{ name: 'Di Decline' }, { name: 'Ed Decline' }]);
    const foreign = await t.other.get(`${AM}/decline-reasons`);
    const theirs = foreign.body.data[0].id;
    const before = await tableState(t.db.pool);
    const noReason = await review({ applicantIds: ids, action: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.fields.declineReasonId).toBeTruthy();
    expect((await review({ applicantIds: ids, action: 'reject', declineReasonId: theirs })).status).toBe(404);
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);

    const reason = reasons[1] as { id: string; name: string };
    const res = await review({ applicantIds: ids, action: 'reject', declineReasonId: reason.id }, t.manager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.moved[0]).toMatchObject({ status: 0, moveType: 'reject', toAtsStageName: 'Rejected' });
    expect(await statusOf(ids[0] as string)).toEqual({ review_status: 0, decline_reason_id: reason.id });
    const logged = await q(
      `select detail from candidate_activities where action = 'applicant_declined' and profile_id = $1`,
      [await profileOf(ids[0] as string)],
    );
    expect(logged.rows[0].detail).toMatchObject({ declineReason: reason.name, to: 'Rejected' });
    // Declining leaves the pipeline alone: a declined applicant was never placed in it.
    expect(
      (
        await q('select count(*)::int as n from project_candidates where profile_id = $1', [
          await profileOf(ids[0] as string),
        ])
      ).rows[0].n,
    ).toBe(0);

    const reopened = await review({ applicantIds: [ids[0]], action: 'reopen' });
    expect(reopened.body.moved[0]).toMatchObject({
      status: 1,
      fromAtsStageName: 'Rejected',
      toAtsStageName: 'Under review',
    });
    expect(await statusOf(ids[0] as string)).toEqual({ review_status: 1, decline_reason_id: null });
    const record = await t.owner.post(`${AM}/ats/move-candidate-record`, {
      atsJobId: t.projectId,
      candidateIds: [await profileOf(ids[0] as string), 'x'],
    });
    expect(Object.values(record.body)).toEqual([expect.objectContaining({ moveType: 'reopen', status: 1 })]);
  });

  it('skips applicants already in that status and ids that are not applicants of this job', async () => {
    const [id] = await t.addApplicants([{ name: 'Flo Skip', status: 2 }]);
    const [theirs] = await t.addApplicants([{ name: 'Gil Theirs' }], t.otherProjectId);
    const res = await review({ applicantIds: [id, theirs, '987654321', '-1001'], action: 'moveForward' });
    expect(res.status).toBe(200);
    expect(res.body.moved).toEqual([]);
    expect(res.body.skipped).toEqual([
      { applicantId: id, reason: 'Already moved forward' },
      { applicantId: theirs, reason: 'Applicant not found' },
      { applicantId: '987654321', reason: 'Applicant not found' },
      { applicantId: '-1001', reason: 'Applicant not found' },
    ]);
    expect((await statusOf(theirs as string)).review_status).toBe(1);
  });

  it('lets owner, recruiter, screener and sourcer review; the collaborator gets 403, others 404', async () => {
    const allowed = [t.owner, t.recruiter, t.manager, t.sourcer];
    const ids = await t.addApplicants(allowed.map((_, i) => ({ name: `Role Ok${i}` })));
    for (const [i, client] of allowed.entries()) {
      const res = await review({ applicantIds: [ids[i]], action: 'moveForward' }, client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.moved).toHaveLength(1);
    }
    const [id] = await t.addApplicants([{ name: 'Role Refused' }]);
    const before = await tableState(t.db.pool);
    expect((await review({ applicantIds: [id], action: 'moveForward' }, t.viewer)).status).toBe(403);
    expect((await review({ applicantIds: [id], action: 'moveForward' }, t.outsider)).status).toBe(404);
    expect((await review({ applicantIds: [id], action: 'moveForward' }, t.other)).status).toBe(404);
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });

  it('refuses malformed reviews with 400 and writes nothing', async () => {
    const [id] = await t.addApplicants([{ name: 'Hu Bad' }]);
    const before = await tableState(t.db.pool);
    for (const body of [
      { applicantIds: [], action: 'moveForward' },
      { applicantIds: Array.from({ length: 501 }, (_, i) => String(i + 1)), action: 'reject' },
      { applicantIds: [id], action: 'promote' },
      { applicantIds: ['abc'], action: 'moveForward' },
      { applicantIds: [id], action: 'moveForward', declineReasonId: reasons[0]?.id },
      { applicantIds: [id], action: 'reopen', toAtsStageId: '3' },
      { applicantIds: [id], action: 'moveForward', extra: 1 },
    ]) {
      const res = await review(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });

  it('reviews 500 applicants in one call', async () => {
    const ids = await t.addApplicants(Array.from({ length: 500 }, (_, i) => ({ name: `Bulk Person${i}` })));
    const res = await review({ applicantIds: ids, action: 'reject', declineReasonId: reasons[0]?.id });
    expect(res.status).toBe(200);
    expect(res.body.moved).toHaveLength(500);
    const { rows } = await q(
      'select count(*)::int as n from match_moves where applicant_id = any($1::bigint[])',
      [ids],
    );
    expect(rows[0].n).toBe(500);
  });

  it('answers a sample project without storing anything; a move forward lands in Moved', async () => {
    const before = await tableState(t.db.pool);
    const res = await review(
      { applicantIds: ['-1001', '-1002', '42'], action: 'moveForward' },
      t.owner,
      '-1',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const moved of res.body.moved) expect(moved.toAtsStageName).toBe('Moved');
    expect(res.body.skipped.map((s: { applicantId: string }) => s.applicantId)).toContain('42');
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });
});
