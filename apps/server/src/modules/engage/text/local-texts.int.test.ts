/**
 * The two-command setup has no text provider: the built-in local provider gives numbers from the
 * fictional 555-01xx range, keeps the texts it "sends" for the team to read, reports them
 * delivered at once, and lets a demo user answer one as the candidate through the same intake
 * as a real inbound text. Its webhooks take nothing (there is no auth token to check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../delivery/engage-fixture';
import { drainDueTexts } from './deliver-text';
import { setTextConfig, type TextConfig } from './text-config';
import { localTextProvider } from './text-provider';

let f: EngageFixture;
let config: TextConfig;
let campaignId: number;
let candidates: number[];

async function rows(text: string, params: unknown[] = []) {
  return (await f.db.pool.query(text, params)).rows;
}

const place = async (profileId: number) =>
  (
    await rows(
      'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
      [f.projectId, profileId],
    )
  )[0];

beforeAll(async () => {
  f = await createEngageFixture();
  config = { provider: localTextProvider(), authToken: null, publicUrl: 'https://tb.example.com' };
  setTextConfig(config);
  campaignId = await createCampaign(f.db.db, {
    teamId: f.teamId,
    userId: f.ownerId,
    projectId: f.projectId,
    steps: [
      { subject: '', body: 'Hi {{firstName}}, are you open to a new role?' },
      { subject: '', body: 'Following up, {{firstName}}.', delaySeconds: 3600 },
    ],
  });
  await f.db.pool.query(`update engage_campaigns set channel = 'Text' where id = $1`, [campaignId]);
  await f.db.pool.query(`update engage_steps set channel = 'Text' where campaign_id = $1`, [campaignId]);
  candidates = await createCandidates(f.db.db, {
    teamId: f.teamId,
    projectId: f.projectId,
    count: 2,
    tag: 'loc',
  });
  for (const [i, id] of candidates.entries())
    await f.db.pool.query('update talent_contacts set phones = $2::jsonb where profile_id = $1', [
      id,
      JSON.stringify([{ number: `+1 512 555 01${20 + i}` }]),
    ]);
}, 90_000);
afterAll(async () => {
  await f?.close();
});

describe('texts with the built-in local provider', () => {
  it('gives a fictional number and says texts stay on this machine', async () => {
    const res = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '415' });
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toBe('+14155550100');
    expect((await f.owner.get('/api/tb-v2/v1/campaigns/text/phone-number')).body).toMatchObject({
      phoneNumber: { phoneNumber: '+14155550100' },
      localProvider: true,
    });
    // The next person in the same area code gets the next number.
    expect(
      (await f.recruiter.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '415' })).body
        .phoneNumber,
    ).toBe('+14155550101');
  });

  it('catches what is sent for the team to read, delivered at once', async () => {
    expect(
      (await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: candidates }))
        .body.enrolled,
    ).toBe(2);
    expect(await drainDueTexts(f.db.db, { config, now: () => new Date(Date.now() + 60_000) })).toMatchObject({
      sent: 2,
    });
    const list = await f.owner.get('/api/tb-v2/v1/engage/text/local-texts');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((t: { toNumber: string }) => t.toNumber).sort()).toEqual([
      '+15125550120',
      '+15125550121',
    ]);
    expect(list.body.data[0]).toMatchObject({
      fromNumber: '+14155550100',
      body: 'Hi Casey, are you open to a new role?\n\nReply STOP to opt out.',
    });
    // Contacted (2), Text delivered (5), engagement 9.
    expect(await place(candidates[0] as number)).toEqual({
      stage_id: 2,
      stage_label: 5,
      engagement_status: 9,
    });
    expect((await f.other.get('/api/tb-v2/v1/engage/text/local-texts')).body.total).toBe(0);
  });

  it('an erasure of the candidate would remove the texts sent to them and their local copies', async () => {
    const preview = await f.owner.post('/api/v1/gdpr/subjects/lookup', {
      by: 'candidate',
      value: String(candidates[0]),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toMatchObject({
      engage_text_sends: 1,
      local_test_texts: 1,
      engage_threads: 1,
    });
  });

  it('answers a caught text as the candidate: a reply, then STOP; another team’s text is a 404', async () => {
    const list = (await f.owner.get('/api/tb-v2/v1/engage/text/local-texts')).body.data as {
      id: number;
      toNumber: string;
    }[];
    const first = list.find((t) => t.toNumber === '+15125550120') as { id: number };
    const second = list.find((t) => t.toNumber === '+15125550121') as { id: number };
    expect(
      (await f.other.post(`/api/tb-v2/v1/engage/text/local-texts/${first.id}/answer`, { body: 'STOP' }))
        .status,
    ).toBe(404);
    const empty = await f.owner.post(`/api/tb-v2/v1/engage/text/local-texts/${first.id}/answer`, {
      body: '  ',
    });
    expect(empty.status).toBe(400);

    const reply = await f.owner.post(`/api/tb-v2/v1/engage/text/local-texts/${first.id}/answer`, {
      body: 'Not interested, thanks.',
    });
    expect(reply.body).toEqual({ outcome: 'reply', cancelled: 1 });
    // Replied (3), Not interested (4), engagement 16.
    expect(await place(candidates[0] as number)).toMatchObject({ stage_id: 3, stage_label: 4 });

    const stop = await f.owner.post(`/api/tb-v2/v1/engage/text/local-texts/${second.id}/answer`, {
      body: 'STOP',
    });
    expect(stop.body).toEqual({ outcome: 'opted_out', cancelled: 1 });
    expect(await rows('select phone from engage_text_optouts where team_id = $1', [f.teamId])).toEqual([
      { phone: '+15125550121' },
    ]);
  });

  it('takes no webhooks: there is no auth token to check them with', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/tb-v2/v1/engage/text/webhooks/inbound',
      payload: 'From=%2B15125550120&To=%2B14155550100&Body=STOP&MessageSid=SM1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/No text provider is configured/);
  });
});
