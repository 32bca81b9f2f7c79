import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import {
  makeCampaign,
  makeCandidate,
  makeEvent,
  makeMessage,
  makeProject,
  makeThread,
  type TestCampaign,
  type TestUser,
  userByEmail,
} from '../outbox/outbox-test-factory';

let t: TestApp;
let dana: TestClient;
let other: TestClient;
let owner: TestUser;
let colleague: TestUser;
let campaign: TestCampaign;
let empty: TestCampaign;

const BASE = '/api/tb-v2/v1/campaigns';

/**
 * The known data set: five people in a three-step campaign.
 * T1 got steps 1 and 2 (delivered), opened, clicked and replied; step 3 waits.
 * T2 got step 1 (delivered), opened it and unsubscribed.
 * T3's step 1 was sent and bounced.
 * T4's step 1 failed.
 * T5 (sent by a colleague) waits for step 1.
 */
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { SECRETS_KEY: 'performance-test-secrets-key-0123456789ab' } });
  const db = t.db.db;
  owner = await userByEmail(db, 'demo@talentbase.dev');
  colleague = await userByEmail(db, 'admin@talentbase.dev');
  dana = new TestClient(t.app);
  other = new TestClient(t.app);
  expect((await dana.login('demo@talentbase.dev')).status).toBe(200);
  expect((await other.login('growth.admin@talentbase.dev')).status).toBe(200);

  const projectId = await makeProject(db, owner);
  campaign = await makeCampaign(db, owner, { name: 'Known funnel', projectId });
  empty = await makeCampaign(db, owner, { name: 'Nobody yet', steps: 1 });
  const person = async (name: string, stage: { stageId: number; stageLabel: number }) => {
    const profileId = await makeCandidate(db, owner.teamId, { fullName: name, projectId, ...stage });
    return { profileId, projectId, recipientName: name, recipientEmail: `${name.split(' ')[0]}@example.org` };
  };
  const sent = new Date(Date.now() - 86_400_000);

  const t1 = await makeThread(db, campaign, {
    ...(await person('Tia One', { stageId: 2, stageLabel: 4 })),
    isDelivered: true,
    isOpened: true,
    isClicked: true,
    isReplied: true,
  });
  await makeMessage(db, t1, {
    step: 1,
    status: 'sent',
    sentAt: sent,
    delivered: true,
    openedAt: sent,
    clickedAt: sent,
  });
  await makeMessage(db, t1, { step: 2, status: 'sent', sentAt: sent, delivered: true });
  await makeMessage(db, t1, { step: 3, status: 'scheduled' });

  const t2 = await makeThread(db, campaign, {
    ...(await person('Tom Two', { stageId: 2, stageLabel: 3 })),
    isDelivered: true,
    isOpened: true,
    isActive: false,
    status: 'cancelled',
  });
  const m2 = await makeMessage(db, t2, {
    step: 1,
    status: 'sent',
    sentAt: sent,
    delivered: true,
    openedAt: sent,
  });
  await makeEvent(db, t2, m2, 'unsubscribe');

  const t3 = await makeThread(db, campaign, {
    ...(await person('Tess Three', { stageId: 1, stageLabel: 4 })),
    isBounced: true,
  });
  const m3 = await makeMessage(db, t3, { step: 1, status: 'sent', sentAt: sent });
  await makeEvent(db, t3, m3, 'bounce');

  const t4 = await makeThread(db, campaign, {
    ...(await person('Ty Four', { stageId: 1, stageLabel: 3 })),
    status: 'failed',
  });
  await makeMessage(db, t4, { step: 1, status: 'failed' });

  const t5 = await makeThread(db, campaign, {
    ...(await person('Val Five', { stageId: 1, stageLabel: 3 })),
    userId: colleague.id,
  });
  await makeMessage(db, t5, { step: 1, status: 'scheduled' });
});
afterAll(async () => {
  await t?.close();
});

describe('campaign performance', () => {
  it('lists each campaign with its funnel and rates', async () => {
    const res = await dana.get(`${BASE}/performance?campaignType=0&channel=Email`);
    expect(res.status).toBe(200);
    const known = res.body.data.find((c: { name: string }) => c.name === 'Known funnel');
    expect(known.metrics).toEqual({
      enrolled: 5,
      sent: 3,
      delivered: 2,
      opened: 2,
      clicked: 1,
      replied: 1,
      bounced: 1,
      unsubscribed: 1,
      failed: 1,
    });
    expect(known.rates).toMatchObject({
      sent: 0.6,
      delivered: 0.6667,
      opened: 0.6667,
      clicked: 0.3333,
      bounced: 0.3333,
    });
    const none = res.body.data.find((c: { name: string }) => c.name === 'Nobody yet');
    expect(none.metrics.enrolled).toBe(0);
    expect(none.rates.sent).toBe(0);

    const only = await dana.get(`${BASE}/performance?campaignIds=${campaign.id}`);
    expect(only.body.data.map((c: { campaignId: string }) => c.campaignId)).toEqual([String(campaign.id)]);
    expect((await dana.get(`${BASE}/performance?channel=Text`)).body.data).toEqual([]);
    expect((await dana.get(`${BASE}/performance?campaignType=7`)).status).toBe(400);
    expect((await other.get(`${BASE}/performance?campaignIds=${campaign.id}`)).status).toBe(404);
  });

  it('filters one campaign by status, time range and sender', async () => {
    const all = await dana.post(`${BASE}/${campaign.id}/performance`, { campaignId: campaign.id });
    expect(all.status).toBe(200);
    expect(all.body.metrics.enrolled).toBe(5);
    const bounced = await dana.post(`${BASE}/${campaign.id}/performance`, { statusFilter: ['bounced'] });
    expect(bounced.body.metrics).toMatchObject({ enrolled: 1, sent: 1, bounced: 1, delivered: 0 });
    const byColleague = await dana.post(`${BASE}/${campaign.id}/performance`, { sentBy: [colleague.id] });
    expect(byColleague.body.metrics).toMatchObject({ enrolled: 1, sent: 0 });
    const future = await dana.post(`${BASE}/${campaign.id}/performance`, {
      startTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.body.metrics.enrolled).toBe(0);
    expect((await dana.post(`${BASE}/${campaign.id}/performance`, { campaignId: empty.id })).status).toBe(
      400,
    );
    expect((await dana.post(`${BASE}/${campaign.id}/performance`, { statusFilter: ['nope'] })).status).toBe(
      400,
    );
  });

  it('lists recipients with status and pipeline label, filtered by label', async () => {
    const res = await dana.post(`${BASE}/${campaign.id}`, { offset: 0, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    const tia = res.body.recipients.find((r: { fullName: string }) => r.fullName === 'Tia One');
    expect(tia).toMatchObject({
      status: 'scheduled',
      lastStep: 2,
      delivered: true,
      opened: true,
      clicked: true,
      replied: true,
      pipeline: { stageId: 2, stageLabel: 4, labelName: 'Email clicked', engagementStatus: 8 },
    });
    const tom = res.body.recipients.find((r: { fullName: string }) => r.fullName === 'Tom Two');
    expect(tom).toMatchObject({ status: 'canceled', unsubscribed: true });
    const clicked = await dana.post(`${BASE}/${campaign.id}`, { labelFilter: [8] });
    expect(clicked.body.recipients.map((r: { fullName: string }) => r.fullName)).toEqual(['Tia One']);
    const page = await dana.post(`${BASE}/${campaign.id}`, { offset: 4, limit: 2 });
    expect(page.body.recipients).toHaveLength(1);
    expect(page.body.total).toBe(5);
    expect((await dana.post(`${BASE}/${campaign.id}`, { limit: 1000 })).status).toBe(400);
  });

  it('counts each step per sender', async () => {
    const res = await dana.get(`${BASE}/${campaign.id}/team-statistics`);
    expect(res.status).toBe(200);
    expect(res.body.steps.map((s: { step: number }) => s.step)).toEqual([1, 2, 3]);
    const [one, two, three] = res.body.steps;
    expect(one.totals).toEqual({
      sent: 3,
      delivered: 2,
      opened: 2,
      clicked: 1,
      bounced: 1,
      failed: 1,
      scheduled: 1,
    });
    const danaRow = one.senders.find((s: { userId: string }) => s.userId === owner.id);
    const alexRow = one.senders.find((s: { userId: string }) => s.userId === colleague.id);
    expect(danaRow.metrics).toMatchObject({ sent: 3, failed: 1, scheduled: 0 });
    expect(alexRow.metrics).toMatchObject({ sent: 0, scheduled: 1 });
    expect(two.totals).toMatchObject({ sent: 1, delivered: 1 });
    expect(three.totals).toMatchObject({ sent: 0, scheduled: 1 });
    const onlyTwo = await dana.get(`${BASE}/${campaign.id}/team-statistics?step=2`);
    expect(onlyTwo.body.steps).toHaveLength(1);
  });

  it('answers 404 to another team for every call', async () => {
    expect((await other.post(`${BASE}/${campaign.id}/performance`, {})).status).toBe(404);
    expect((await other.post(`${BASE}/${campaign.id}`, {})).status).toBe(404);
    expect((await other.get(`${BASE}/${campaign.id}/team-statistics`)).status).toBe(404);
    expect((await dana.get(`${BASE}/999999999/team-statistics`)).status).toBe(404);
  });
});
