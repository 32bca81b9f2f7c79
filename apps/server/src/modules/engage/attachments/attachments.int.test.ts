/**
 * Sequence attachments end to end: uploaded over HTTP, named by a step, sent by the engine inside
 * the email a real SMTP server receives; and every way to get it wrong.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainDue } from '../delivery/deliver';
import { createCandidates, createEngageFixture, type EngageFixture } from '../delivery/engage-fixture';

let f: EngageFixture;
beforeAll(async () => {
  f = await createEngageFixture();
}, 60_000);
afterAll(async () => {
  await f?.close();
});
beforeEach(() => f.catcher.clear());

const BASE = '/api/tb-v2/v1/campaigns';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

const upload = (name: string, data: Buffer, client = f.owner) =>
  client.upload(`${BASE}/attachments`, {}, [{ name, data }], 'file');

function sequence(fileIds: string[], extra: Record<string, unknown> = {}) {
  return {
    name: 'With the job description',
    projectId: String(f.projectId),
    sendingWindow: ALWAYS,
    steps: [
      { subject: 'Hello {{firstName}}', body: '<p>The role is attached.</p>', fileIds, delaySeconds: 0 },
      { subject: '', body: '<p>Following up.</p>', delaySeconds: 3600, delayType: 'DAYS' },
    ],
    ...extra,
  };
}

describe('sequence attachments', () => {
  it('uploads a file, attaches it to a step and sends it inside the email', async () => {
    const up = await upload('Backend Engineer – job description.pdf', PDF);
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({
      fileName: 'Backend Engineer – job description.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      usedBySteps: 0,
    });
    const fileId = up.body.data.fileId as string;
    const created = await f.owner.post(BASE, sequence([fileId]));
    expect(created.status).toBe(200);
    const campaignId = created.body.id;
    expect(created.body.steps[0].fileIds).toEqual([fileId]);
    const list = await f.owner.get(`${BASE}/attachments`);
    expect(list.body.data.find((a: { fileId: string }) => a.fileId === fileId).usedBySteps).toBe(1);

    const [candidate] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: 'attach',
    });
    const enrolled = await f.owner.post(`${BASE}/${campaignId}/sequences`, { candidateIds: [candidate] });
    expect(enrolled.body.enrolled).toBe(1);
    const summary = await drainDue(f.db.db, f.deps());
    expect(summary.sent).toBe(1);

    const [caught] = f.catcher.list();
    const parsed = await simpleParser(caught!.raw);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe('Backend Engineer – job description.pdf');
    expect(parsed.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.compare(parsed.attachments[0]!.content, PDF)).toBe(0);
    // The body is still the step's, with its tracking.
    expect(parsed.html).toContain('The role is attached.');

    // In use: it cannot be deleted, and the answer names the sequence.
    const refused = await f.owner.request('DELETE', `${BASE}/attachments/${fileId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('With the job description');
    // The download gives the bytes back.
    const download = await f.owner.get(`${BASE}/attachments/${fileId}/content`);
    expect(download.status).toBe(200);
    expect(String(download.headers['content-disposition'])).toContain("filename*=UTF-8''Backend");
  });

  it('refuses a file that is empty, of another type, renamed or too many at once', async () => {
    const before = (await f.owner.get(`${BASE}/attachments`)).body.data.length;
    const empty = await upload('empty.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('"empty.pdf" is empty.');
    const exe = await upload('setup.exe', Buffer.from('MZ....'));
    expect(exe.status).toBe(415);
    const renamed = await upload('cv.pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toContain('its contents do not match its name');
    const two = await f.owner.upload(`${BASE}/attachments`, {}, [
      { name: 'a.pdf', data: PDF },
      { name: 'b.pdf', data: PDF },
    ]);
    expect(two.status).toBe(413);
    expect(two.body.message).toBe('Upload one file at a time.');
    const none = await f.owner.upload(`${BASE}/attachments`, { note: 'x' }, []);
    expect(none.status).toBe(400);
    const json = await f.owner.post(`${BASE}/attachments`, { file: 'x' });
    expect(json.status).toBe(415);
    expect((await f.owner.get(`${BASE}/attachments`)).body.data.length).toBe(before);
  });

  it("keeps each team's files to itself: another team cannot see, send or delete them", async () => {
    const up = await upload('offer.txt', Buffer.from('Salary band and benefits.\n'));
    const fileId = up.body.data.fileId as string;
    const theirs = await f.other.get(`${BASE}/attachments`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((a: { fileId: string }) => a.fileId)).not.toContain(fileId);
    expect((await f.other.get(`${BASE}/attachments/${fileId}/content`)).status).toBe(404);
    expect((await f.other.request('DELETE', `${BASE}/attachments/${fileId}`)).status).toBe(404);
    const borrowed = await f.other.post(BASE, { ...sequence([fileId]), projectId: undefined });
    expect(borrowed.status).toBe(404);
    expect(borrowed.body.message).toBe(
      'Step 1: an attachment was not found. Remove it and attach the file again.',
    );
    // Unused in its own team, it can be deleted; then a step naming it is refused.
    const gone = await f.owner.request('DELETE', `${BASE}/attachments/${fileId}`);
    expect(gone.status).toBe(200);
    expect((await f.owner.post(BASE, sequence([fileId]))).status).toBe(404);
    expect((await f.owner.request('DELETE', `${BASE}/attachments/999999999`)).status).toBe(404);
    expect((await f.owner.request('DELETE', `${BASE}/attachments/abc`)).status).toBe(400);
  });

  it('refuses a step whose attachments add up to more than mail servers accept', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024, 0x20)]);
    const a = (await upload('brochure-1.pdf', big)).body.data.fileId as string;
    const b = (await upload('brochure-2.pdf', big)).body.data.fileId as string;
    const res = await f.owner.post(BASE, sequence([a, b]));
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(
      /^Step 1: the attachments add up to 16(\.\d)? MB; keep them under 15 MB/,
    );
    expect(res.body.details.fields['steps.0.fileIds']).toBeDefined();
  });

  it('fails the message, naming the file, when storage lost an attachment', async () => {
    const up = await upload('lost.pdf', PDF);
    const fileId = up.body.data.fileId as string;
    const created = await f.owner.post(BASE, sequence([fileId], { name: 'Lost file' }));
    const campaignId = created.body.id;
    const { rows } = await f.db.pool.query('select storage_key from engage_attachments where id = $1', [
      fileId,
    ]);
    await f.config.files?.delete(rows[0].storage_key);
    const [candidate] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 1,
      tag: 'lost',
    });
    await f.owner.post(`${BASE}/${campaignId}/sequences`, { candidateIds: [candidate] });
    const summary = await drainDue(f.db.db, f.deps());
    expect(summary).toMatchObject({ sent: 0, failed: 1 });
    expect(f.catcher.list()).toHaveLength(0);
    const { rows: failed } = await f.db.pool.query(
      'select status, last_error from engage_messages where campaign_id = $1',
      [campaignId],
    );
    expect(failed).toEqual([
      {
        status: 'failed',
        last_error:
          'The attachment "lost.pdf" is missing from storage. Upload it again and attach it to the step.',
      },
    ]);
  });
});
