/**
 * The ATS-shaped calls on a job that lives only in Talentbase, and the team's decline reasons:
 * stages from the project's own hiring process, decline reasons seeded once and edited by team
 * admins, the latest move per candidate; another team's jobs and reasons answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, tableState } from '../../projects/project-test-helpers';
import { AM, type ApplicantTestApp, createApplicantTestApp } from './applicant-list-fixture';
import { DEFAULT_DECLINE_REASONS } from './ats-decline-reasons';

let t: ApplicantTestApp;
beforeAll(async () => {
  t = await createApplicantTestApp();
}, 180_000);
afterAll(() => t?.close());

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

describe('ATS-shaped calls on a local job', () => {
  it('names the job by its project id, or by the projectId, but not by a mismatch of the two', async () => {
    const byJob = await t.recruiter.post(`${AM}/ats/stages`, { atsJobId: t.projectId });
    const byProject = await t.recruiter.post(`${AM}/ats/stages`, { projectId: t.projectId });
    expect(byJob.status).toBe(200);
    expect(byProject.body).toEqual(byJob.body);
    expect(byJob.body.data[0]).toEqual({ atsStageId: '1-1', atsStageName: 'Good Fit' });
    expect(
      (await t.recruiter.post(`${AM}/ats/stages`, { projectId: t.projectId, atsJobId: '5' })).status,
    ).toBe(404);
    expect((await t.recruiter.post(`${AM}/ats/stages`, { atsJobId: 'greenhouse-123' })).status).toBe(404);
  });

  it('follows the project\u2019s own hiring process', async () => {
    const made = await t.recruiter.post('/api/v1/hiring-process/templates', {
      templateName: 'Applicant process',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const templateId = String(made.body.data?.templateId ?? made.body.templateId);
    const detail = (
      await q('select template_detail from hiring_process_templates where id = $1', [templateId])
    ).rows[0].template_detail;
    const screen = detail.find((c: { categoryId: number }) => c.categoryId === 2);
    screen.stages = [
      { stageId: 100, stageName: 'Phone screen', stageStatus: 0 },
      { stageId: 101, stageName: 'Hidden check', stageStatus: 1 },
    ];
    await q('update hiring_process_templates set template_detail = $1::jsonb where id = $2', [
      JSON.stringify(detail),
      templateId,
    ]);
    await q('update projects set hiring_process_template_id = $1 where id = $2', [templateId, t.projectId]);
    const stages = await t.owner.post(`${AM}/ats/stages`, { atsJobId: t.projectId });
    const names = stages.body.data.map((s: { atsStageName: string }) => s.atsStageName);
    expect(names).toContain('Phone screen');
    expect(names).not.toContain('Hidden check');
    expect(names).not.toContain('Archived');
    // The default move forward goes to the first shown stage after Sourcing.
    const [id] = await t.addApplicants([{ name: 'Pia Phone' }]);
    const moved = await t.owner.post(`${AM}/projects/${t.projectId}/applicants/review`, {
      applicantIds: [id],
      action: 'moveForward',
    });
    expect(moved.body.moved[0]).toMatchObject({ toAtsStageId: '2-100', toAtsStageName: 'Phone screen' });
    const record = await t.owner.post(`${AM}/ats/move-candidate-record`, { atsJobId: t.projectId });
    expect(Object.values(record.body)).toEqual([
      expect.objectContaining({
        atsJobId: t.projectId,
        toAtsStageName: 'Phone screen',
        moveType: 'moveForward',
      }),
    ]);
  });

  it('answers 404 to another team and to an outsider, and writes nothing', async () => {
    const before = await tableState(t.db.pool);
    for (const client of [t.other, t.outsider]) {
      for (const path of ['stages', 'declineReasons', 'decline-reasons'])
        expect((await client.post(`${AM}/ats/${path}`, { projectId: t.projectId })).status, path).toBe(404);
      expect((await client.post(`${AM}/ats/move-candidate-record`, { atsJobId: t.projectId })).status).toBe(
        404,
      );
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });
});

describe('decline reasons', () => {
  it('gives a team the default list on first read, the same through the ATS-shaped calls', async () => {
    const list = await t.recruiter.get(`${AM}/decline-reasons`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { name: string }) => r.name)).toEqual([...DEFAULT_DECLINE_REASONS]);
    const again = await t.owner.get(`${AM}/decline-reasons`);
    expect(again.body).toEqual(list.body);
    for (const path of ['declineReasons', 'decline-reasons'])
      expect((await t.owner.post(`${AM}/ats/${path}`, { atsJobId: t.projectId })).body).toEqual(list.body);
    // Another team has its own list, with its own ids.
    const theirs = await t.other.get(`${AM}/decline-reasons`);
    expect(theirs.body.data.map((r: { id: string }) => r.id)).not.toEqual(
      list.body.data.map((r: { id: string }) => r.id),
    );
  });

  it('lets a team admin rename, reorder, add and retire reasons; a retired one stays on past declines', async () => {
    const [first, second, ...rest] = (await t.owner.get(`${AM}/decline-reasons`)).body.data;
    const [id] = await t.addApplicants([{ name: 'Rae Retired' }]);
    const declined = await t.owner.post(`${AM}/projects/${t.projectId}/applicants/review`, {
      applicantIds: [id],
      action: 'reject',
      declineReasonId: rest.at(-1).id,
    });
    expect(declined.status).toBe(200);

    // Swap the first two names: never two active reasons with one name, even halfway.
    const saved = await t.owner.put(`${AM}/decline-reasons`, {
      reasons: [
        { id: first.id, name: second.name },
        { id: second.id, name: first.name },
        { name: 'Over-qualified' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual([
      { id: first.id, name: second.name },
      { id: second.id, name: first.name },
      { id: expect.any(String), name: 'Over-qualified' },
    ]);
    const kept = await q('select decline_reason_id::text as id from match_applicants where id = $1', [id]);
    expect(kept.rows[0].id).toBe(rest.at(-1).id);
    const retired = await t.owner.post(`${AM}/projects/${t.projectId}/applicants/review`, {
      applicantIds: [(await t.addApplicants([{ name: 'Sol Late' }]))[0]],
      action: 'reject',
      declineReasonId: rest.at(-1).id,
    });
    expect(retired.status).toBe(404);
  });

  it('refuses edits from non-admins (403), duplicates and bad lists (400), another team\u2019s ids (404)', async () => {
    const list = (await t.owner.get(`${AM}/decline-reasons`)).body.data;
    const theirs = (await t.other.get(`${AM}/decline-reasons`)).body.data;
    const before = await tableState(t.db.pool);
    expect((await t.recruiter.put(`${AM}/decline-reasons`, { reasons: [{ name: 'Mine' }] })).status).toBe(
      403,
    );
    for (const body of [
      { reasons: [] },
      { reasons: [{ name: '  ' }] },
      { reasons: [{ name: 'Same' }, { name: 'same ' }] },
      { reasons: Array.from({ length: 51 }, (_, i) => ({ name: `R${i}` })) },
      { reasons: [{ name: 'x'.repeat(121) }] },
      { reasons: [{ name: 'A', extra: 1 }] },
    ])
      expect(
        (await t.owner.put(`${AM}/decline-reasons`, body)).status,
        JSON.stringify(body).slice(0, 60),
      ).toBe(400);
    expect(
      (await t.owner.put(`${AM}/decline-reasons`, { reasons: [{ id: theirs[0].id, name: 'Taken' }] })).status,
    ).toBe(404);
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
    expect((await t.owner.get(`${AM}/decline-reasons`)).body.data).toEqual(list);
  });
});
