/**
 * Files, the GDPR flag, share links and the activity log over HTTP: uploads checked by name and
 * content (nothing stored when one file is refused), previews and downloads, other teams, roles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient, TestResponse } from '../../test/test-app';
import { countRows, createRecordTestApp, type RecordTestApp } from './record-fixture';

let t: RecordTestApp;
beforeAll(async () => {
  t = await createRecordTestApp();
}, 180_000);
afterAll(() => t.close());

type Upload = { name: string; data: Buffer };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml....')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Sends multipart/form-data with the client's cookies and CSRF token, like the browser. */
function upload(client: TestClient, fields: Record<string, string>, files: Upload[]): Promise<TestResponse> {
  return client.upload('/api/v1/candidateFiles/uploadCandidateFiles', fields, files);
}

const storedFiles = () => {
  const all: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true }))
      e.isDirectory() ? walk(path.join(dir, e.name)) : all.push(e.name);
  };
  walk(t.filesDir);
  return all.length;
};

describe('files', () => {
  let pdfId: string;

  it('uploads a PDF and a DOCX, previews the PDF inline and downloads the DOCX', async () => {
    const res = await upload(t.recruiter, { candidateId: String(t.ids.open), projectId: t.projectId }, [
      { name: 'Robin Résumé.pdf', data: PDF },
      { name: 'cover letter.docx', data: DOCX },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { fileName: string }) => f.fileName)).toEqual([
      'Robin Résumé.pdf',
      'cover letter.docx',
    ]);
    pdfId = res.body.data[0].fileId;
    expect(storedFiles()).toBe(2);

    const pdf = await t.owner.get(`/api/v1/candidateFiles/${pdfId}/content`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="Robin R_sum_.pdf"; filename*=UTF-8''Robin%20R%C3%A9sum%C3%A9.pdf`,
    );
    const docx = await t.owner.get(`/api/v1/candidateFiles/${res.body.data[1].fileId}/content`);
    expect(docx.headers['content-disposition']).toMatch(/^attachment; /);

    const rec = await t.owner.get(`/api/v1/candidates/${t.ids.open}/record`);
    expect(rec.body.data.files).toHaveLength(2);
    const log = await t.db.pool.query(
      `select detail from candidate_activities where profile_id = $1 and action = 'file_uploaded'`,
      [t.ids.open],
    );
    expect(log.rows[0].detail.fileNames).toEqual(['Robin Résumé.pdf', 'cover letter.docx']);
  });

  it('refuses a file whose content does not match its name, and stores none of the batch', async () => {
    const rows = await countRows(t, 'candidate_files', t.ids.open);
    const files = storedFiles();
    const res = await upload(t.owner, { candidateId: String(t.ids.open) }, [
      { name: 'fine.pdf', data: PDF },
      { name: 'photo.pdf', data: PNG },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toContain('photo.pdf');
    const exe = await upload(t.owner, { candidateId: String(t.ids.open) }, [
      { name: 'setup.exe', data: Buffer.from('MZ....') },
    ]);
    expect(exe.status).toBe(415);
    const fakeText = await upload(t.owner, { candidateId: String(t.ids.open) }, [
      { name: 'notes.txt', data: PNG },
    ]);
    expect(fakeText.status).toBe(415);
    expect(await countRows(t, 'candidate_files', t.ids.open)).toBe(rows);
    expect(storedFiles()).toBe(files);
  });

  it('refuses a file over 10 MB and more than 5 files with 413', async () => {
    const rows = await countRows(t, 'candidate_files', t.ids.open);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    PDF.copy(big);
    const res = await upload(t.owner, { candidateId: String(t.ids.open) }, [{ name: 'huge.pdf', data: big }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('"huge.pdf" is larger than 10 MB.');
    const six = await upload(
      t.owner,
      { candidateId: String(t.ids.open) },
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, data: PDF })),
    );
    expect(six.status).toBe(413);
    expect(six.body.message).toBe('Upload at most 5 files at a time.');
    expect(await countRows(t, 'candidate_files', t.ids.open)).toBe(rows);
  });

  it('answers roles and other teams: collaborators cannot upload, other teams see nothing', async () => {
    expect(
      (
        await upload(t.viewer, { candidateId: String(t.ids.open), projectId: t.projectId }, [
          { name: 'a.pdf', data: PDF },
        ])
      ).status,
    ).toBe(403);
    expect(
      (
        await upload(t.manager, { candidateId: String(t.ids.open), projectId: t.projectId }, [
          { name: 'a.pdf', data: PDF },
        ])
      ).status,
    ).toBe(403);
    expect(
      (await upload(t.other, { candidateId: String(t.ids.own) }, [{ name: 'a.pdf', data: PDF }])).status,
    ).toBe(404);
    expect((await upload(t.owner, { candidateId: 'abc' }, [{ name: 'a.pdf', data: PDF }])).status).toBe(400);
    expect((await t.other.get(`/api/v1/candidateFiles/${pdfId}/content`)).status).toBe(404);
    expect((await t.other.post('/api/v1/candidateFiles/deleteCandidateFile', { fileId: pdfId })).status).toBe(
      404,
    );
    expect(
      (
        await t.manager.post('/api/v1/candidateFiles/deleteCandidateFile', {
          fileId: pdfId,
          projectId: t.projectId,
        })
      ).status,
    ).toBe(403);
  });

  it('deletes a file and its bytes', async () => {
    const files = storedFiles();
    const res = await t.owner.post('/api/v1/candidateFiles/deleteCandidateFile', { fileId: pdfId });
    expect(res.status).toBe(200);
    expect((await t.owner.get(`/api/v1/candidateFiles/${pdfId}/content`)).status).toBe(404);
    expect(storedFiles()).toBe(files - 1);
    const audit = await t.db.pool.query(`select 1 from audit_log where action = 'candidate.file_deleted'`);
    expect(audit.rowCount).toBe(1);
  });
});

describe('GDPR review flag', () => {
  it('sets the flag with who and when, audited and logged; collaborators may not', async () => {
    expect(
      (
        await t.viewer.put('/api/v1/candidates/gdpr-candidate-review', {
          candidateIds: [t.ids.open],
          gdprReview: true,
          projectId: t.projectId,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.other.put('/api/v1/candidates/gdpr-candidate-review', {
          candidateIds: [t.ids.own],
          gdprReview: true,
        })
      ).status,
    ).toBe(404);
    const res = await t.recruiter.put('/api/v1/candidates/gdpr-candidate-review', {
      candidateIds: [t.ids.open, t.ids.own],
      gdprReview: true,
      projectId: t.projectId,
    });
    expect(res.body).toEqual({ updated: 2 });
    const gdpr = (await t.owner.get(`/api/v1/candidates/${t.ids.open}/record`)).body.data.gdpr;
    expect(gdpr).toMatchObject({ review: true, reviewedBy: { name: 'Alex Admin' } });
    expect(Date.parse(gdpr.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (await t.db.pool.query(`select 1 from audit_log where action = 'candidate.gdpr_review'`)).rowCount,
    ).toBe(1);
    // The other team's view of the same open-web profile keeps its own flag.
    expect((await t.other.get(`/api/v1/candidates/${t.ids.open}/record`)).body.data.gdpr.review).toBe(false);
  });
});

describe('share links', () => {
  it('shares profiles without contacts, notes or the team\u2019s edits of links, for 30 days', async () => {
    await t.owner.post('/api/v1/pipelines/addNotes', {
      candidateId: t.ids.open,
      body: 'Secret salary notes',
      visibility: 2,
    });
    const res = await t.owner.post('/api/v1/candidatesV2/send-sharing-profile', {
      candidateIds: [t.ids.open, t.ids.own],
      recipients: ['lead@client.example', 'LEAD@client.example'],
      message: 'Two strong backend candidates',
    });
    expect(res.status).toBe(200);
    expect(res.body.sharePath).toMatch(/^\/shared\/[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const token = res.body.sharePath.split('/').pop();
    const stored = await t.db.pool.query('select token_hash, recipients from candidate_shares');
    expect(stored.rows[0].token_hash).not.toContain(token);
    expect(stored.rows[0].recipients).toEqual(['lead@client.example']);

    const anonymous = new (t.owner.constructor as new (app: unknown) => TestClient)(t.app);
    const shared = await anonymous.get(`/api/v1/shared-profiles/${token}`);
    expect(shared.status).toBe(200);
    expect(
      shared.body.data.profiles.map(
        (p: { profile: { basic: { fullname: string } } }) => p.profile.basic.fullname,
      ),
    ).toEqual(['Robin Openweb', 'Morgan Ownteam']);
    expect(shared.body.data.message).toBe('Two strong backend candidates');
    const text = JSON.stringify(shared.body);
    for (const secret of ['pat.home@mail.example', 'pat.work@acme.example', '5550142', 'Secret salary'])
      expect(text).not.toContain(secret);
    for (const p of shared.body.data.profiles) expect(p.profile.basic.social_links).toEqual({});
  });

  it('answers 404 for an unknown link and 410 for an expired one, and refuses what the role or gate does not allow', async () => {
    const anonymous = new (t.owner.constructor as new (app: unknown) => TestClient)(t.app);
    expect((await anonymous.get('/api/v1/shared-profiles/not-a-real-token-at-all-000000')).status).toBe(404);
    const res = await t.owner.post('/api/v1/candidatesV2/send-sharing-profile', {
      candidateIds: [t.ids.own],
      recipients: ['a@b.example'],
    });
    const token = res.body.sharePath.split('/').pop();
    await t.db.pool.query(`update candidate_shares set expires_at = now() - interval '1 minute'`);
    // Issue 12: an expired link says so (410) rather than "not found", and shows no profile.
    const expired = await anonymous.get(`/api/v1/shared-profiles/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      code: 'GONE',
      message: 'This link has expired or was revoked.',
      details: null,
    });

    expect(
      (
        await t.owner.post('/api/v1/candidatesV2/send-sharing-profile', {
          candidateIds: [t.ids.own],
          recipients: ['nope'],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.other.post('/api/v1/candidatesV2/send-sharing-profile', {
          candidateIds: [t.ids.own],
          recipients: ['a@b.example'],
        })
      ).status,
    ).toBe(404);
    // crm@ has no candidateShare gate; on the project every role may share.
    expect(
      (
        await t.viewer.post('/api/v1/candidatesV2/send-sharing-profile', {
          candidateIds: [t.ids.own],
          recipients: ['a@b.example'],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.viewer.post('/api/v1/candidatesV2/send-sharing-profile', {
          candidateIds: [t.ids.own],
          recipients: ['a@b.example'],
          projectId: t.projectId,
        })
      ).status,
    ).toBe(200);
  });
});

describe('share links: expiry, revoke and sensitive sections (issue 12)', () => {
  const share = (c: TestClient, body: Record<string, unknown>) =>
    c.post('/api/v1/candidatesV2/send-sharing-profile', { recipients: ['client@partner.example'], ...body });
  const open = (token: string) =>
    new (t.owner.constructor as new (app: unknown) => TestClient)(t.app).get(
      `/api/v1/shared-profiles/${token}`,
    );
  const tokenOf = (res: { body: { sharePath: string } }) => res.body.sharePath.split('/').pop() as string;

  beforeAll(async () => {
    // The team's own profile gets every sensitive section the public page could show.
    const { rows } = await t.db.pool.query('select doc from talent_profiles where id = $1', [t.ids.own]);
    const doc = JSON.parse(rows[0].doc);
    doc.analytics = {
      ...doc.analytics,
      compensation_base: { min: 181_000, ave: 197_000, max: 213_000, currency: 'USD' },
      visa_sponsorship: true,
      us_work_authorized: false,
      clearance: 'ts_sci',
    };
    await t.db.pool.query('update talent_profiles set doc = $2 where id = $1', [
      t.ids.own,
      JSON.stringify(doc),
    ]);
  });

  it('leaves out compensation, visa, work authorisation and clearance unless the sharer ticks them', async () => {
    const plain = await share(t.owner, { candidateIds: [t.ids.own] });
    expect(plain.status).toBe(200);
    expect(plain.body.includes).toEqual([]);
    const shown = (await open(tokenOf(plain))).body.data.profiles[0].profile.analytics;
    expect(shown.compensation_base).toBeNull();
    expect(shown).not.toHaveProperty('visa_sponsorship');
    expect(shown).not.toHaveProperty('us_work_authorized');
    expect(shown).not.toHaveProperty('clearance');
    const text = JSON.stringify(shown);
    for (const secret of ['197000', 'ts_sci']) expect(text).not.toContain(secret);

    const ticked = await share(t.owner, {
      candidateIds: [t.ids.own],
      include: ['clearance', 'compensation', 'workAuthorization', 'visa'],
    });
    expect(ticked.body.includes).toEqual(['compensation', 'visa', 'workAuthorization', 'clearance']);
    const all = (await open(tokenOf(ticked))).body.data.profiles[0].profile.analytics;
    expect(all.compensation_base).toMatchObject({ ave: 197_000 });
    expect(all.visa_sponsorship).toBe(true);
    expect(all.us_work_authorized).toBe(false);
    expect(all.clearance).toBe('ts_sci');

    const some = await share(t.owner, { candidateIds: [t.ids.own], include: ['compensation'] });
    const one = (await open(tokenOf(some))).body.data.profiles[0].profile.analytics;
    expect(one.compensation_base).toMatchObject({ ave: 197_000 });
    expect(one).not.toHaveProperty('clearance');
    expect((await share(t.owner, { candidateIds: [t.ids.own], include: ['salary'] })).status).toBe(400);
  });

  it('expires after the days the sharer picks (1 to 90, 30 by default)', async () => {
    const days = async (body: Record<string, unknown>) => {
      const res = await share(t.owner, { candidateIds: [t.ids.own], ...body });
      expect(res.status).toBe(200);
      return Math.round((Date.parse(res.body.expiresAt) - Date.now()) / 86_400_000);
    };
    expect(await days({})).toBe(30);
    expect(await days({ expiresInDays: 7 })).toBe(7);
    expect(await days({ expiresInDays: 90 })).toBe(90);
    for (const bad of [0, 91, 2.5, '7'])
      expect((await share(t.owner, { candidateIds: [t.ids.own], expiresInDays: bad })).status).toBe(400);
  });

  it('lists the links that still open, revokes one (audited), and a revoked link says so', async () => {
    await t.db.pool.query('update candidate_shares set revoked_at = now()');
    const list = async (c: TestClient, projectId?: string) =>
      c.get(`/api/v1/candidates/${t.ids.open}/shares${projectId ? `?projectId=${projectId}` : ''}`);
    expect((await list(t.owner)).body).toEqual({ data: [] });

    const first = await share(t.owner, { candidateIds: [t.ids.open, t.ids.own], expiresInDays: 3 });
    const second = await share(t.manager, { candidateIds: [t.ids.open], projectId: t.projectId });
    // Expired links are not listed.
    const expired = await share(t.owner, { candidateIds: [t.ids.open] });
    await t.db.pool.query(
      `update candidate_shares set expires_at = now() - interval '1 second' where id = $1`,
      [expired.body.shareId],
    );
    const listed = await list(t.owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        shareId: second.body.shareId,
        sharedBy: { userId: await t.userId('hiring.manager@talentbase.dev'), name: 'Harper Manager' },
        createdAt: expect.any(String),
        expiresAt: second.body.expiresAt,
        recipients: ['client@partner.example'],
        candidateCount: 1,
        includes: [],
      },
      expect.objectContaining({
        shareId: first.body.shareId,
        candidateCount: 2,
        expiresAt: first.body.expiresAt,
      }),
    ]);

    // A collaborator on the project may share, so may revoke, from the project.
    const revoked = await t.viewer.post('/api/v1/candidatesV2/revoke-sharing-profile', {
      candidateId: t.ids.open,
      shareId: first.body.shareId,
      projectId: t.projectId,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.shareId).toBe(first.body.shareId);
    const gone = await open(tokenOf(first));
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe('This link has expired or was revoked.');
    expect(JSON.stringify(gone.body)).not.toContain('Robin');
    expect((await list(t.owner)).body.data.map((s: { shareId: string }) => s.shareId)).toEqual([
      second.body.shareId,
    ]);
    // The other candidate of the link loses it too: one link, one revoke.
    const ownList = await t.owner.get(`/api/v1/candidates/${t.ids.own}/shares`);
    expect(ownList.body.data.map((s: { shareId: string }) => s.shareId)).not.toContain(first.body.shareId);
    // Again: the first revocation stands, nothing new is written.
    const again = await t.owner.post('/api/v1/candidatesV2/revoke-sharing-profile', {
      candidateId: t.ids.own,
      shareId: first.body.shareId,
    });
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);

    const audit = await t.db.pool.query(
      `select action, actor_user_id, metadata from audit_log where target_type = 'candidate_share' and target_id = $1 order by id`,
      [first.body.shareId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['candidate.profiles_shared', 'candidate.share_revoked']);
    expect(audit.rows[0].metadata).toMatchObject({ includes: [], expiresAt: first.body.expiresAt });
    expect(audit.rows[1].actor_user_id).toBe(await t.userId('crm@talentbase.dev'));
    const logged = await t.db.pool.query(
      `select profile_id::int from candidate_activities where action = 'share_revoked' and detail->>'shareId' = $1 order by profile_id`,
      [first.body.shareId],
    );
    expect(logged.rows.map((r) => r.profile_id)).toEqual([t.ids.open, t.ids.own].sort((a, b) => a - b));
  });

  it('keeps list and revoke to those who may share: gate, role, team, and the link must show the candidate', async () => {
    const made = await share(t.owner, { candidateIds: [t.ids.own] });
    const revoke = (c: TestClient, body: Record<string, unknown>) =>
      c.post('/api/v1/candidatesV2/revoke-sharing-profile', { shareId: made.body.shareId, ...body });
    // crm@ has no candidateShare gate: not without a project.
    expect((await t.viewer.get(`/api/v1/candidates/${t.ids.own}/shares`)).status).toBe(403);
    expect((await revoke(t.viewer, { candidateId: t.ids.own })).status).toBe(403);
    expect((await t.other.get(`/api/v1/candidates/${t.ids.own}/shares`)).status).toBe(404);
    expect((await revoke(t.other, { candidateId: t.ids.own })).status).toBe(404);
    // The link does not show Robin: revoking it "from" Robin's record is not found.
    expect((await revoke(t.owner, { candidateId: t.ids.open })).status).toBe(404);
    expect((await revoke(t.owner, { candidateId: t.ids.own, shareId: 'abc' })).status).toBe(404);
    expect((await revoke(t.owner, { candidateId: t.ids.own, extra: 1 })).status).toBe(400);
    expect((await open(tokenOf(made))).status).toBe(200);
  });
});

describe('activity log', () => {
  it('pages newest first without repeats, names the actor, and passes other modules\u2019 actions through', async () => {
    const team = (await t.db.pool.query('select team_id from projects where id = $1', [t.projectId])).rows[0]
      .team_id;
    await t.db.pool.query(
      `insert into candidate_activities (team_id, profile_id, action, detail, created_at)
       select $1, $2, 'stage_changed', jsonb_build_object('n', g), now() - interval '1 day'
         from generate_series(1, 40) g`,
      [team, t.ids.own],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: TestResponse = await t.viewer.get(
        `/api/v1/candidates/${t.ids.own}/activities?projectId=${t.projectId}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((a: { activityId: string }) => a.activityId));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    const total = await countRows(t, 'candidate_activities', t.ids.own);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(pages).toBeGreaterThan(1);
    const first = await t.owner.get(`/api/v1/candidates/${t.ids.own}/activities`);
    expect(first.body.data[0].actor).toMatchObject({ name: expect.any(String) });
    expect(first.body.data.some((a: { action: string }) => a.action === 'shared')).toBe(true);
    expect((await t.owner.get(`/api/v1/candidates/${t.ids.own}/activities?cursor=bogus`)).status).toBe(400);
    expect((await t.other.get(`/api/v1/candidates/${t.ids.own}/activities`)).status).toBe(404);
  });
});
