/**
 * Test setup shared by the intake and poller tests: a campaign on the fixture's project whose
 * first step has gone out to `count` new candidates through the real delivery engine (to the
 * fixture's SMTP catcher), and a way to read back what a candidate received, to answer it.
 */
import { simpleParser } from 'mailparser';
import { drainDue } from '../delivery/deliver';
import { createCampaign, createCandidates, type EngageFixture } from '../delivery/engage-fixture';
import type { StepSpec } from '../delivery/engage-seed';

export type SentSequence = { campaignId: number; candidates: number[]; later: Date };

export async function sentSequence(
  f: EngageFixture,
  input: { count: number; tag: string; steps: StepSpec[] },
): Promise<SentSequence> {
  const campaignId = await createCampaign(f.db.db, {
    teamId: f.teamId,
    userId: f.ownerId,
    projectId: f.projectId,
    steps: input.steps,
  });
  const candidates = await createCandidates(f.db.db, {
    teamId: f.teamId,
    projectId: f.projectId,
    count: input.count,
    tag: input.tag,
  });
  const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
    candidateIds: candidates,
  });
  if (res.body.enrolled !== input.count) throw new Error(`enrolled ${res.body.enrolled} of ${input.count}`);
  // Sent on a clock a minute ahead (the first step is due at enrolment), then dated ten minutes
  // back, so that answers composed now come after the sends.
  const t0 = new Date(Date.now() + 60_000);
  const sent = await drainDue(
    f.db.db,
    f.deps(() => t0),
  );
  if (sent.sent !== input.count) throw new Error(`sent ${sent.sent} of ${input.count}`);
  await f.db.pool.query(
    `update engage_messages set sent_at = sent_at - interval '10 minutes' where campaign_id = $1 and status = 'sent'`,
    [campaignId],
  );
  return { campaignId, candidates, later: new Date(t0.getTime() + 2 * 3600_000) };
}

/** The first step as a candidate of the campaign received it, parsed as their mail client would. */
export async function receivedBy(f: EngageFixture, campaignId: number, profileId: number) {
  const { rows } = await f.db.pool.query(
    'select recipient_email from engage_threads where campaign_id = $1 and profile_id = $2',
    [campaignId, profileId],
  );
  const caught = f.catcher.list().find((m) => m.to[0]?.address === rows[0]?.recipient_email);
  if (!caught) throw new Error(`candidate ${profileId} received nothing`);
  return simpleParser(caught.raw);
}
