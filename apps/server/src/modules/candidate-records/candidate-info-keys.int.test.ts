/**
 * Match keys follow edits: after a recruiter changes a candidate's email, name or links, the
 * duplicate check finds the candidate as it now is, and no longer as it was. Both kinds of
 * candidate: a team's own profile (edited in place) and an open-web one (edited through the
 * team's overrides, which the keys must read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamCandidate } from '../candidates/create-candidate';
import { backfillMissingKeys } from '../duplicates/match-keys-backfill';
import { createRecordTestApp, type RecordTestApp } from './record-fixture';

let t: RecordTestApp;
let teamId: string;
beforeAll(async () => {
  t = await createRecordTestApp();
  teamId = (await t.db.pool.query('select team_id from projects where id = $1', [t.projectId])).rows[0]
    .team_id;
  // The open-web profile was added to a project without keys; the scan's backfill gives it its own.
  await backfillMissingKeys(t.db.pool, teamId);
}, 180_000);
afterAll(() => t.close());

const update = (body: Record<string, unknown>) =>
  t.owner.post('/api/v1/candidatesV2/updateCandidateInfo', body);
const matches = async (client: RecordTestApp['owner'], body: Record<string, unknown>) => {
  const res = await client.post('/api/v1/candidates/duplicates/check', body);
  expect(res.status).toBe(200);
  return res.body.matches.map((m: { profileId: number | string }) => Number(m.profileId)) as number[];
};

describe('match keys after an edit', () => {
  it("a team's own candidate is found by its new email and not by the old one", async () => {
    const { profileId } = await t.db.db.transaction(async (tx) =>
      createTeamCandidate(
        tx,
        { teamId, userId: await t.userId('demo@talentbase.dev') },
        { fullName: 'Keyed Candidate', emails: ['keyed.old@example.org'], phones: ['+1 512 555 0177'] },
        { source: 'import' },
      ),
    );
    expect(await matches(t.owner, { emails: ['keyed.old@example.org'] })).toEqual([profileId]);
    expect((await t.owner.get(`/api/v1/candidates/viewContacts?candidateId=${profileId}`)).status).toBe(200);

    const res = await update({
      candidateId: profileId,
      part: 'emails',
      value: [{ address: 'keyed.new@example.org', type: 'work', primary: true }],
    });
    expect(res.status).toBe(200);
    expect(await matches(t.owner, { emails: ['keyed.new@example.org'] })).toEqual([profileId]);
    expect(await matches(t.owner, { emails: ['keyed.old@example.org'] })).toEqual([]);
    // The keys that did not change stay: the phone still matches.
    expect(await matches(t.owner, { phones: ['+15125550177'] })).toEqual([profileId]);
  });

  it('an open-web candidate is found through the team’s overrides, for that team only', async () => {
    const open = t.ids.open;
    expect(await matches(t.owner, { emails: ['pat.home@mail.example'] })).toContain(open);
    expect((await t.owner.get(`/api/v1/candidates/viewContacts?candidateId=${open}`)).status).toBe(200);
    const emails = await update({
      candidateId: open,
      projectId: t.projectId,
      part: 'emails',
      value: [{ address: 'robin.override@example.org', type: 'personal', primary: true }],
    });
    expect(emails.status).toBe(200);
    expect(await matches(t.owner, { emails: ['robin.override@example.org'] })).toEqual([open]);
    expect(await matches(t.owner, { emails: ['pat.home@mail.example'] })).not.toContain(open);
    // The shared profile is unchanged and another team's keys are its own business.
    expect(await matches(t.other, { emails: ['robin.override@example.org'] })).toEqual([]);

    const renamed = await update({
      candidateId: open,
      projectId: t.projectId,
      part: 'basicInfo',
      value: { fullname: 'Robin Renamed', current_company: 'Acme' },
    });
    expect(renamed.status).toBe(200);
    expect(await matches(t.owner, { fullName: 'Robin Renamed', company: 'Acme' })).toEqual([open]);
    expect(await matches(t.owner, { fullName: 'Robin Openweb', company: 'Acme' })).not.toContain(open);
    // The phone the override left alone still finds the candidate.
    expect(await matches(t.owner, { phones: ['+15125550142'] })).toContain(open);
  });
});
