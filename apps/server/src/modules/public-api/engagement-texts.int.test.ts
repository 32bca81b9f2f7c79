/**
 * Engagement events of text sequences through the team's webhooks: texts sent through the local
 * provider (which follows Twilio's REST API), the carrier's status callbacks (delivered,
 * undelivered) and a candidate's answer, each posted to the app as the provider posts them; the
 * events are delivered, signed, to a local receiver, with the text channel and ids only.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import type { TextProviderServer } from '../../test/text-provider-server';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
  SECRETS_KEY,
} from '../engage/delivery/engage-fixture';
import { drainDueTexts } from '../engage/text/deliver-text';
import type { TextConfig } from '../engage/text/text-config';
import { startTextProviderFor } from '../engage/text/text-fixture';
import { deliverWebhook } from './webhook-delivery';
import { dispatchWebhookEvents, dueDeliveries } from './webhooks.service';

let f: EngageFixture;
let provider: TextProviderServer;
let config: TextConfig;
let receiver: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const box = createSecretBox(Buffer.from(SECRETS_KEY, 'utf8'));
let secret: string;
const PHONES = ['+14155550201', '+14155550202', '+14155550203'];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  f = await createEngageFixture();
  ({ provider, config } = await startTextProviderFor(f.app));
  await f.owner.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
  const hook = await f.owner.post('/api/api-access/webhooks', {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/texts`,
    events: ['engagement.text_delivered', 'engagement.bounced', 'engagement.replied'],
  });
  expect(hook.status).toBe(201);
  secret = hook.body.secret;
}, 120_000);

afterAll(async () => {
  await provider?.stop();
  await f?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

async function deliverAll() {
  const before = received.length;
  await dispatchWebhookEvents(f.db.db);
  for (const d of await dueDeliveries(f.db.db))
    expect(await deliverWebhook(f.db.db, d.id, { secretBox: box })).toBe('delivered');
  return received.slice(before).map((r) => {
    const [, ts, sig] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['talentbase-signature'])) ?? [];
    expect(sig).toBe(crypto.createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex'));
    return JSON.parse(r.body) as { type: string; data: Record<string, unknown> };
  });
}

describe('engagement webhooks of text sequences', () => {
  it('delivered, undelivered and answered texts', async () => {
    const number = await f.owner.post('/api/tb-v2/v1/campaigns/text/assign-phone-numbers', {
      areaCode: '415',
    });
    expect(number.status).toBe(200);
    const ownerNumber: string = number.body.phoneNumber;
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: [
        { subject: '', body: 'Hi {{firstName}}, a {{jobTitle}} role. Free to talk?' },
        { subject: '', body: 'Any thoughts?', delaySeconds: 3600 },
      ],
    });
    await f.db.pool.query(`update engage_campaigns set channel = 'Text' where id = $1`, [campaignId]);
    await f.db.pool.query(`update engage_steps set channel = 'Text' where campaign_id = $1`, [campaignId]);
    const candidates = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 3,
      tag: 'txthook',
    });
    for (const [i, id] of candidates.entries())
      await f.db.pool.query('update talent_contacts set phones = $2::jsonb where profile_id = $1', [
        id,
        JSON.stringify([{ number: PHONES[i], type: 'mobile' }]),
      ]);
    const enrolled = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
      candidateIds: candidates,
    });
    expect(enrolled.body.enrolled).toBe(3);
    const sent = await drainDueTexts(f.db.db, { config, now: () => new Date(Date.now() + 60_000) });
    expect(sent).toMatchObject({ sent: 3 });
    const sidTo = (phone: string) => provider.messages.find((m) => m.to === phone)?.sid as string;

    expect((await provider.sendStatus(sidTo(PHONES[0] as string), 'delivered')).status).toBe(204);
    expect((await provider.sendStatus(sidTo(PHONES[1] as string), 'undelivered', '30003')).status).toBe(204);
    const answer = await provider.sendInbound({
      from: PHONES[2] as string,
      to: ownerNumber,
      body: 'Yes, interested',
    });
    expect(answer.status).toBe(200);

    const events = await deliverAll();
    const { rows } = await f.db.pool.query(
      `select t.profile_id::text as candidate_id, m.id::text as message_id
         from engage_threads t join engage_messages m on m.thread_id = t.id and m.step = 1
        where t.campaign_id = $1`,
      [campaignId],
    );
    const messageOf = (i: number) => rows.find((r) => r.candidate_id === String(candidates[i]))?.message_id;
    expect(events.map((e) => [e.type, e.data.candidateId, e.data.messageId, e.data.channel])).toEqual([
      ['engagement.text_delivered', String(candidates[0]), messageOf(0), 'text'],
      ['engagement.bounced', String(candidates[1]), messageOf(1), 'text'],
      ['engagement.replied', String(candidates[2]), messageOf(2), 'text'],
    ]);
    expect(events[2]?.data.intent).toBe('interested');
    // Ids only: not the text, not the phone numbers.
    for (const e of events) expect(JSON.stringify(e)).not.toMatch(/Yes, interested|\+1415|Free to talk/);
  }, 120_000);
});
