/**
 * The text channel end to end, against a real PostgreSQL and a local server that follows
 * Twilio's published API (test/text-provider-server.ts): a recruiter gets a number in an area
 * code, enrols candidates into a text sequence ("Text scheduled"), the sweep sends the due texts
 * through the provider, and the provider's signed callbacks and inbound texts come back through
 * our public webhooks: delivered -> "Text delivered", undelivered -> "Text bounced" and the
 * thread stopped, STOP -> opted out and later steps cancelled, a reply -> Replied. A wrong or
 * missing signature is a 403 that changes nothing, and another team's thread is never touched.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextProviderServer } from '../../../test/text-provider-server';
import { drainDue } from '../delivery/deliver';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../delivery/engage-fixture';
import { drainDueTexts } from './deliver-text';
import type { TextConfig } from './text-config';
import { startTextProviderFor } from './text-fixture';

let f: EngageFixture;
let provider: TextProviderServer;
let config: TextConfig;
let ownerNumber: string;
let campaignId: number;
let candidates: number[];
const PHONES = [
  '+14155550101',
  '(415) 555-0102',
  '415.555.0103',
  '+1 415 555 0104',
  '+14155550105',
  '+14155550106',
];
const e164 = (i: number) => `+1415555010${i + 1}`;

async function rows(text: string, params: unknown[] = []) {
  return (await f.db.pool.query(text, params)).rows;
}

async function giveCandidatesPhones(ids: number[], phones: string[]) {
  for (const [i, id] of ids.entries())
    await f.db.pool.query('update talent_contacts set phones = $2::jsonb where profile_id = $1', [
      id,
      JSON.stringify([{ number: phones[i], type: 'mobile' }]),
    ]);
}

/** A text campaign of `userId` (two steps an hour apart) made as the sequence editor stores it. */
async function textCampaign(teamId: string, userId: string, projectId: number | null) {
  const id = await createCampaign(f.db.db, {
    teamId,
    userId,
    projectId,
    steps: [
      { subject: '', body: 'Hi {{firstName}}, {{senderName}} here about a {{jobTitle}} role. Free to talk?' },
      { subject: '', body: 'Any thoughts, {{firstName}}?', delaySeconds: 3600 },
    ],
  });
  await f.db.pool.query(`update engage_campaigns set channel = 'Text' where id = $1`, [id]);
  await f.db.pool.query(`update engage_steps set channel = 'Text' where campaign_id = $1`, [id]);
  return id;
}

async function threadOf(profileId: number, campaign = campaignId) {
  const [thread] = await rows(
    'select id, status, is_active, is_replied, is_bounced, is_delivered, cancel_reason from engage_threads where campaign_id = $1 and profile_id = $2',
    [campaign, profileId],
  );
  const messages = await rows(
    'select step, status, last_error from engage_messages where thread_id = $1 order by step',
    [thread.id],
  );
  const [place] = await rows(
    'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
    [f.projectId, profileId],
  );
  return {
    ...thread,
    messages: messages.map((m) => ({ step: m.step, status: m.status })),
    errors: messages,
    place,
  };
}

const sentTo = (phone: string) => provider.messages.find((m) => m.to === phone);
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  f = await createEngageFixture();
  ({ provider, config } = await startTextProviderFor(f.app));
}, 90_000);
afterAll(async () => {
  await provider?.stop();
  await f?.close();
});

describe('phone numbers for texts', () => {
  it('lists area codes and refuses one we do not offer, or one that is not an area code, naming the field', async () => {
    const list = await f.owner.get('/api/tb-v2/v1/campaigns/text/area-codes');
    expect(list.status).toBe(200);
    expect(list.body.areaCodes).toContainEqual({ areaCode: '415', region: 'San Francisco, CA' });
    const unknown = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', {
      areaCode: '999',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields.areaCode).toMatch(/no numbers in area code 999/);
    const junk = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '41a' });
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body.details)).toMatch(/areaCode/);
    expect(provider.owned.size).toBe(0);
  });

  it('buys a number in the area code for the caller, once', async () => {
    const res = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '415' });
    expect(res.status).toBe(200);
    expect(res.body.phoneNumber).toMatch(/^\+1415\d{7}$/);
    ownerNumber = res.body.phoneNumber;
    expect(provider.owned.get(ownerNumber)?.smsUrl).toBe(
      'https://tb.example.com/api/tb-v2/v1/engage/text/webhooks/inbound',
    );
    const mine = await f.owner.get('/api/tb-v2/v1/campaigns/text/phone-number');
    expect(mine.body).toMatchObject({
      phoneNumber: { phoneNumber: ownerNumber, areaCode: '415' },
      localProvider: false,
    });
    const again = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', {
      areaCode: '212',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(ownerNumber);
  });

  it('says so when the area code has no number left', async () => {
    provider.offers.set('206', []);
    const res = await f.recruiter.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', {
      areaCode: '206',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No phone numbers are available in area code 206/);
    expect((await f.recruiter.get('/api/tb-v2/v1/campaigns/text/phone-number')).body.phoneNumber).toBeNull();
  });
});

describe('sending a text sequence', () => {
  beforeAll(async () => {
    campaignId = await textCampaign(f.teamId, f.ownerId, f.projectId);
    candidates = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 6,
      tag: 'txt',
    });
    await giveCandidatesPhones(candidates, PHONES);
  });

  it('enrolling labels the candidates "Text scheduled"', async () => {
    const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
      candidateIds: candidates,
    });
    expect(res.status).toBe(200);
    expect(res.body.enrolled).toBe(6);
    // Good Fit (1), label Text scheduled (5), engagement TextScheduled (5).
    expect((await threadOf(candidates[0] as number)).place).toEqual({
      stage_id: 1,
      stage_label: 5,
      engagement_status: 5,
    });
  });

  it('a candidate whose number was removed fails with the reason; the others go out from the owner’s number', async () => {
    await f.db.pool.query(
      'update engage_threads set recipient_phone = null where campaign_id = $1 and profile_id = $2',
      [campaignId, candidates[5]],
    );
    const summary = await drainDueTexts(f.db.db, { config, now: later(1) });
    expect(summary).toMatchObject({ sent: 5, failed: 1 });
    for (let i = 0; i < 5; i += 1) {
      const text = sentTo(e164(i));
      expect(text?.from).toBe(ownerNumber);
      expect(text?.body).toMatch(
        /^Hi Casey, Dana Demo here about a Backend Engineer role\. Free to talk\?\n\nReply STOP to opt out\.$/,
      );
      expect(text?.statusCallback).toMatch(
        /^https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/text\/webhooks\/status\?m=\d+$/,
      );
    }
    const failed = await threadOf(candidates[5] as number);
    expect(failed.errors[0]).toMatchObject({
      status: 'failed',
      last_error: 'The candidate has no phone number',
    });
    const sent = await threadOf(candidates[0] as number);
    expect(sent.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'scheduled' },
    ]);
    const [send] = await rows(
      `select s.provider_sid, s.status from engage_text_sends s join engage_messages m on m.id = s.message_row_id
        join engage_threads t on t.id = m.thread_id where t.campaign_id = $1 and t.profile_id = $2`,
      [campaignId, candidates[0]],
    );
    expect(send).toEqual({ provider_sid: sentTo(e164(0))?.sid, status: 'queued' });
    // Nothing is due any more: a second sweep sends nothing twice.
    expect((await drainDueTexts(f.db.db, { config, now: later(1) })).sent).toBe(0);
  });

  it('the outbox shows the text steps as texts, to the phone they go to', async () => {
    const res = await f.owner.get(
      `/api/tb-v2/v1/engage/outbox?view=messages&campaignId=${campaignId}&limit=50`,
    );
    expect(res.status).toBe(200);
    const first = (
      res.body.messages as {
        step: number;
        status: string;
        channel: string;
        receiver: { phone: string };
        body: string;
      }[]
    ).find((m) => m.step === 1 && m.status === 'sent' && m.receiver.phone === PHONES[0]);
    expect(first).toMatchObject({ channel: 'Text', subject: '' });
    expect(first?.body).toMatch(/^Hi Casey, Dana Demo here/);
    const threads = await f.owner.get(`/api/tb-v2/v1/engage/outbox?campaignId=${campaignId}&limit=50`);
    expect(threads.body.threads[0].steps.map((s: { channel: string }) => s.channel)).toEqual([
      'Text',
      'Text',
    ]);
  });

  it('a delivered status moves the candidate to Contacted, "Text delivered"', async () => {
    const sid = sentTo(e164(0))?.sid as string;
    expect((await provider.sendStatus(sid, 'sent')).status).toBe(204);
    expect((await threadOf(candidates[0] as number)).place).toEqual({
      stage_id: 1,
      stage_label: 5,
      engagement_status: 5,
    });
    expect((await provider.sendStatus(sid, 'delivered')).status).toBe(204);
    const after = await threadOf(candidates[0] as number);
    // Contacted (2), label Text delivered (5), engagement TextDelivered (9).
    expect(after.place).toEqual({ stage_id: 2, stage_label: 5, engagement_status: 9 });
    expect(after).toMatchObject({ is_delivered: true, is_active: true, status: 'ongoing' });
  });

  it('an undelivered status labels the candidate "Text bounced" and stops the thread', async () => {
    const sid = sentTo(e164(1))?.sid as string;
    expect((await provider.sendStatus(sid, 'undelivered', '30003')).status).toBe(204);
    const after = await threadOf(candidates[1] as number);
    expect(after).toMatchObject({ is_bounced: true, is_active: false, status: 'cancelled' });
    expect(after.messages).toEqual([
      { step: 1, status: 'failed' },
      { step: 2, status: 'cancelled' },
    ]);
    expect(after.errors[0].last_error).toMatch(/carrier error 30003/);
    // Good Fit (1), label Text bounced (6), engagement TextBounced (19).
    expect(after.place).toEqual({ stage_id: 1, stage_label: 6, engagement_status: 19 });
    // A late "delivered" does not undo it.
    await provider.sendStatus(sid, 'delivered');
    expect((await threadOf(candidates[1] as number)).place).toEqual({
      stage_id: 1,
      stage_label: 6,
      engagement_status: 19,
    });
  });

  it('a wrong or missing signature is a 403 and changes nothing', async () => {
    const sid = sentTo(e164(4))?.sid as string;
    const message = provider.messages.find((m) => m.sid === sid);
    const forged = await provider.post(
      message?.statusCallback as string,
      { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' },
      'not-the-auth-token',
    );
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body).message).toMatch(/does not match/);
    const unsigned = await provider.post(
      message?.statusCallback as string,
      { MessageSid: sid, MessageStatus: 'failed' },
      null,
    );
    expect(unsigned.status).toBe(403);
    expect(JSON.parse(unsigned.body).message).toMatch(/missing/);
    // The signature covers the URL: the same signed form sent for another message is refused.
    const otherRow = `${message?.statusCallback?.replace(/m=\d+/, 'm=1')}`;
    const moved = await f.app.inject({
      method: 'POST',
      url: new URL(otherRow).pathname + new URL(otherRow).search,
      payload: new URLSearchParams({ MessageSid: sid, MessageStatus: 'failed' }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': (await import('./twilio-signature')).twilioSignature(
          provider.authToken,
          message?.statusCallback as string,
          { MessageSid: sid, MessageStatus: 'failed' },
        ),
      },
    });
    expect(moved.statusCode).toBe(403);
    const inbound = await provider.sendInbound({
      from: e164(4),
      to: ownerNumber,
      body: 'STOP',
      signWith: 'wrong',
    });
    expect(inbound.status).toBe(403);
    const after = await threadOf(candidates[4] as number);
    expect(after).toMatchObject({ is_active: true, is_bounced: false, is_replied: false, status: 'ongoing' });
    expect(after.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'scheduled' },
    ]);
    expect(await rows('select * from engage_text_optouts')).toEqual([]);
  });
});

describe('texts that come back', () => {
  let otherCampaign: number;
  let otherCandidate: number;

  beforeAll(async () => {
    // Another team texts the same person (candidate 2's number) from its own number.
    const otherOwner = await f.userId('growth.recruiter@talentbase.dev');
    const res = await f.other.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '512' });
    expect(res.status).toBe(200);
    otherCampaign = await textCampaign(f.otherTeamId, otherOwner, null);
    otherCandidate = (
      await createCandidates(f.db.db, { teamId: f.otherTeamId, count: 1, tag: 'txo' })
    )[0] as number;
    await giveCandidatesPhones([otherCandidate as number], [e164(2)]);
    const enrolled = await f.other.post(`/api/tb-v2/v1/campaigns/${otherCampaign}/sequences`, {
      candidateIds: [otherCandidate],
    });
    expect(enrolled.body.enrolled).toBe(1);
    expect((await drainDueTexts(f.db.db, { config, now: later(1) })).sent).toBe(1);
  });

  it('STOP opts the number out for the team and cancels its unsent texts; another team’s thread is untouched', async () => {
    const res = await provider.sendInbound({ from: e164(2), to: ownerNumber, body: ' Stop ' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<Response>');
    const after = await threadOf(candidates[2] as number);
    expect(after).toMatchObject({ is_active: false, status: 'cancelled', cancel_reason: 'opted_out' });
    expect(after.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'cancelled' },
    ]);
    expect(await rows('select team_id, phone, keyword from engage_text_optouts')).toEqual([
      { team_id: f.teamId, phone: e164(2), keyword: 'STOP' },
    ]);
    const theirs = await rows(
      `select t.is_active, m.step, m.status from engage_threads t join engage_messages m on m.thread_id = t.id
        where t.campaign_id = $1 order by m.step`,
      [otherCampaign],
    );
    expect(theirs).toEqual([
      { is_active: true, step: 1, status: 'sent' },
      { is_active: true, step: 2, status: 'scheduled' },
    ]);
  });

  it('an opted-out number is not texted by a new sequence; START allows texts again', async () => {
    const again = await textCampaign(f.teamId, f.ownerId, null);
    // Enrolment lets them in (the opt-out is per number, checked when a text goes out).
    await f.db.pool.query(
      `insert into engage_threads (team_id, campaign_id, profile_id, user_id, recipient_name, recipient_phone)
       values ($1, $2, $3, $4, 'Casey', $5)`,
      [f.teamId, again, candidates[2], f.ownerId, PHONES[2]],
    );
    const [thread] = await rows('select id from engage_threads where campaign_id = $1', [again]);
    await f.db.pool.query(
      `insert into engage_messages (team_id, thread_id, campaign_id, step, channel, due_at, message_id)
       values ($1, $2, $3, 1, 'Text', now(), '<again.1@tb.example.com>')`,
      [f.teamId, thread.id, again],
    );
    const before = provider.messages.length;
    expect(await drainDueTexts(f.db.db, { config, now: later(1) })).toMatchObject({ sent: 0, cancelled: 1 });
    expect(provider.messages.length).toBe(before);
    const [row] = await rows('select status, last_error from engage_messages where thread_id = $1', [
      thread.id,
    ]);
    expect(row).toEqual({ status: 'cancelled', last_error: 'The candidate opted out of texts (STOP)' });
    await provider.sendInbound({ from: e164(2), to: ownerNumber, body: 'START' });
    expect(await rows('select * from engage_text_optouts')).toEqual([]);
  });

  it('a reply stops the thread and moves the candidate to Replied with the label its words give', async () => {
    const res = await provider.sendInbound({
      from: e164(3),
      to: ownerNumber,
      body: 'Yes, I am interested. Call me tomorrow?',
    });
    expect(res.status).toBe(200);
    const after = await threadOf(candidates[3] as number);
    expect(after).toMatchObject({ is_replied: true, is_active: false, status: 'cancelled' });
    expect(after.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'cancelled' },
    ]);
    // Replied (3), label Interested (3), engagement Interested (15).
    expect(after.place).toEqual({ stage_id: 3, stage_label: 3, engagement_status: 15 });
    const kept = await rows(
      `select channel, source, kind, intent, from_address, text_body, message_id, profile_id::int as profile_id
         from engage_inbound where thread_id = $1`,
      [after.id],
    );
    expect(kept).toEqual([
      {
        channel: 'Text',
        source: 'text',
        kind: 'reply',
        intent: 'interested',
        from_address: e164(3),
        text_body: 'Yes, I am interested. Call me tomorrow?',
        message_id: res.sid,
        profile_id: candidates[3],
      },
    ]);
    // The provider posting the same text again keeps it once.
    await provider.post(provider.owned.get(ownerNumber)?.smsUrl as string, {
      MessageSid: res.sid,
      From: e164(3),
      To: ownerNumber,
      Body: 'Yes, I am interested. Call me tomorrow?',
    });
    expect(await rows('select id from engage_inbound where thread_id = $1', [after.id])).toHaveLength(1);
    // The sender's inbox shows it as a text, beside the text that was sent.
    const conversation = await f.owner.get(`/api/tb-v2/v1/engage/inbox/conversations/t${after.id}`);
    expect(conversation.status).toBe(200);
    expect(conversation.body.conversation.last).toMatchObject({ channel: 'Text', intent: 'interested' });
    // (The text was sent on a clock a minute ahead, so the reply comes first here.)
    const entries = conversation.body.entries as { direction: string; channel: string; text: string }[];
    expect(entries.map((e) => [e.direction, e.channel]).sort()).toEqual([
      ['in', 'Text'],
      ['out', 'Text'],
    ]);
    expect(entries.find((e) => e.direction === 'out')?.text).toMatch(/^Hi Casey, Dana Demo here/);

    // Another team sees none of it.
    expect((await f.other.get(`/api/tb-v2/v1/engage/inbox/conversations/t${after.id}`)).status).toBe(404);
  });

  it('HELP is the provider’s to answer: the thread goes on', async () => {
    const res = await provider.sendInbound({ from: e164(4), to: ownerNumber, body: 'help' });
    expect(res.status).toBe(200);
    expect(await threadOf(candidates[4] as number)).toMatchObject({ is_active: true, is_replied: false });
  });

  it('a text from a number no sequence wrote to is kept nowhere', async () => {
    const res = await provider.sendInbound({ from: '+12125550199', to: ownerNumber, body: 'who is this?' });
    expect(res.status).toBe(200);
    expect(await rows(`select id from engage_inbound where from_address = '+12125550199'`)).toEqual([]);
  });

  it('a sender with no number fails the text with a reason', async () => {
    const recruiterCampaign = await textCampaign(f.teamId, f.recruiterId, null);
    const [someone] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: 'txr' });
    await giveCandidatesPhones([someone as number], ['+14155550177']);
    const refused = await f.recruiter.post(`/api/tb-v2/v1/campaigns/${recruiterCampaign}/sequences`, {
      candidateIds: [someone],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/no phone number for texts/);
    // With a number they enrol; the number then goes (a user removed by an admin, say).
    expect(
      (await f.recruiter.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', { areaCode: '303' }))
        .status,
    ).toBe(200);
    const res = await f.recruiter.post(`/api/tb-v2/v1/campaigns/${recruiterCampaign}/sequences`, {
      candidateIds: [someone],
    });
    expect(res.body.enrolled).toBe(1);
    await f.db.pool.query('delete from engage_text_numbers where user_id = $1', [f.recruiterId]);
    expect(await drainDueTexts(f.db.db, { config, now: later(1) })).toMatchObject({ failed: 1, sent: 0 });
    const [row] = await rows(
      `select m.status, m.last_error from engage_messages m join engage_threads t on t.id = m.thread_id
        where t.campaign_id = $1`,
      [recruiterCampaign],
    );
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/no phone number for texts/);
  });

  it('a provider outage retries the text later instead of losing it', async () => {
    provider.failNext = 1;
    const [thread] = await rows(
      `select t.id from engage_threads t where t.campaign_id = $1 and t.profile_id = $2`,
      [campaignId, candidates[4]],
    );
    await f.db.pool.query(`update engage_messages set due_at = now() where thread_id = $1 and step = 2`, [
      thread.id,
    ]);
    expect(await drainDueTexts(f.db.db, { config, now: later(1) })).toMatchObject({ retried: 1, sent: 0 });
    const [row] = await rows(
      'select status, attempts, last_error from engage_messages where thread_id = $1 and step = 2',
      [thread.id],
    );
    expect(row).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(row.last_error).toMatch(/Internal Server Error/);
    expect(await drainDueTexts(f.db.db, { config, now: later(5) })).toMatchObject({ sent: 1 });
    expect(provider.messages.filter((m) => m.to === e164(4))).toHaveLength(2);
    // The follow-up carries no second opt-out line.
    expect(provider.messages.filter((m) => m.to === e164(4))[1]?.body).toBe('Any thoughts, Casey?');
  });
});

describe('a sequence of emails and texts', () => {
  it('an email step followed by a text step: the email engine schedules the text, the text engine sends it', async () => {
    const mixed = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: null,
      steps: [
        { subject: 'A role at Northwind', body: '<p>Hi {{firstName}}</p>' },
        { subject: '', body: 'Sent you an email, {{firstName}}.', delaySeconds: 0 },
      ],
    });
    await f.db.pool.query(`update engage_steps set channel = 'Text' where campaign_id = $1 and step = 2`, [
      mixed,
    ]);
    const [someone] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: 'mix' });
    await giveCandidatesPhones([someone as number], ['+14155550188']);
    const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${mixed}/sequences`, { candidateIds: [someone] });
    expect(res.body.enrolled).toBe(1);
    expect((await drainDue(f.db.db, f.deps(later(1)))).sent).toBe(1);
    const [step2] = await rows(
      `select m.channel, m.status from engage_messages m join engage_threads t on t.id = m.thread_id
        where t.campaign_id = $1 and m.step = 2`,
      [mixed],
    );
    expect(step2).toEqual({ channel: 'Text', status: 'scheduled' });
    expect((await drainDueTexts(f.db.db, { config, now: later(2) })).sent).toBe(1);
    expect(sentTo('+14155550188')?.body).toBe('Sent you an email, Casey.\n\nReply STOP to opt out.');
    const [thread] = await rows('select status from engage_threads where campaign_id = $1', [mixed]);
    expect(thread.status).toBe('finished');
  });
});

describe('links in texts', () => {
  it('go through the click redirect, and a click labels the candidate "Text clicked"', async () => {
    const linked = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: [{ subject: '', body: 'The role: https://jobs.example.com/roles/42?src=sms. Keen?' }],
    });
    await f.db.pool.query(`update engage_campaigns set channel = 'Text' where id = $1`, [linked]);
    await f.db.pool.query(`update engage_steps set channel = 'Text' where campaign_id = $1`, [linked]);
    const [someone] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: 'lnk',
    });
    await giveCandidatesPhones([someone as number], ['+14155550171']);
    expect(
      (await f.owner.post(`/api/tb-v2/v1/campaigns/${linked}/sequences`, { candidateIds: [someone] })).body
        .enrolled,
    ).toBe(1);
    expect((await drainDueTexts(f.db.db, { config, now: later(1) })).sent).toBe(1);
    const body = sentTo('+14155550171')?.body ?? '';
    const link = /https:\/\/tb\.example\.com(\/api\/tb-v2\/v1\/engage\/t\/c\/\S+?)\. Keen\?/.exec(body);
    expect(link, body).not.toBeNull();
    expect(body).not.toContain('https://jobs.example.com/roles/42?src=sms.');
    const click = await f.app.inject({ method: 'GET', url: link?.[1] as string });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://jobs.example.com/roles/42?src=sms');
    const [place] = await rows(
      'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
      [f.projectId, someone],
    );
    // Contacted (2), label Text clicked (6), engagement TextClickthrough (10).
    expect(place).toEqual({ stage_id: 2, stage_label: 6, engagement_status: 10 });
  });
});

describe('crash safety', () => {
  it('a send whose commit is lost is sent again once, and nothing is lost', async () => {
    const crashy = await textCampaign(f.teamId, f.ownerId, null);
    const people = await createCandidates(f.db.db, { teamId: f.teamId, count: 2, tag: 'crash' });
    await giveCandidatesPhones(people, ['+14155550161', '+14155550162']);
    expect(
      (await f.owner.post(`/api/tb-v2/v1/campaigns/${crashy}/sequences`, { candidateIds: people })).body
        .enrolled,
    ).toBe(2);
    // The provider accepts the texts, then the transaction cannot commit (as when the worker is
    // killed or the database restarts): it is lost with the sids it would have recorded.
    let crashed = false;
    const crashing: TextConfig = {
      ...config,
      provider: {
        ...config.provider,
        sendMessage: async (text, tx) => {
          const sent = await config.provider.sendMessage(text, tx);
          if (!crashed) {
            crashed = true;
            // A failed statement aborts the transaction: nothing after it commits.
            await tx.execute(sql`select 1 / 0`).catch(() => undefined);
          }
          return sent;
        },
      },
    };
    await expect(drainDueTexts(f.db.db, { config: crashing, now: later(1) })).rejects.toThrow();
    const left = await rows(
      `select m.status from engage_messages m join engage_threads t on t.id = m.thread_id
        where t.campaign_id = $1 and m.step = 1`,
      [crashy],
    );
    expect(left.map((r) => r.status)).toEqual(['scheduled', 'scheduled']);
    // The next sweep sends both; the one accepted before the crash goes out a second time.
    expect(await drainDueTexts(f.db.db, { config, now: later(1) })).toMatchObject({ sent: 2 });
    const texts = provider.messages.filter((m) => ['+14155550161', '+14155550162'].includes(m.to));
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.length).toBeLessThanOrEqual(4);
    for (const phone of ['+14155550161', '+14155550162']) {
      const n = texts.filter((m) => m.to === phone).length;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
    const sends = await rows(
      `select s.provider_sid from engage_text_sends s join engage_messages m on m.id = s.message_row_id
        join engage_threads t on t.id = m.thread_id where t.campaign_id = $1`,
      [crashy],
    );
    expect(sends).toHaveLength(2);
    // The sids kept are those of the sends that committed: their status callbacks find them.
    for (const { provider_sid } of sends)
      expect((await provider.sendStatus(provider_sid, 'delivered')).status).toBe(204);
  });
});
