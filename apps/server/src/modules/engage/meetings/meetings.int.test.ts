import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingLinksFor } from '../../calendars/calendar-accounts.repository';
import { getMeetingAccount, saveMyCalendarAccount } from '../../calendars/calendar-accounts.service';
import { drainDue } from '../delivery/deliver';
import {
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from '../delivery/engage-fixture';
import type { CaughtMessage } from '../mail/mail-catcher';
import { parseIcsProperties } from './ics';

let f: EngageFixture;
let n = 0;
const tag = () => `m${++n}`;
const BASE = '/api/tb-v2/v1/engage/meetings';

beforeAll(async () => {
  f = await createEngageFixture();
}, 60_000);
afterAll(async () => {
  await f?.close();
});
beforeEach(() => f.catcher.clear());

async function rows(text: string, params: unknown[] = []) {
  return (await f.db.pool.query(text, params)).rows;
}

/** The text/calendar part of a caught message, as properties, with its Content-Type method. */
async function icsOf(message: CaughtMessage) {
  const parsed = await simpleParser(message.raw);
  const part = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  const raw = message.raw.toString('utf8');
  expect(part, 'a text/calendar part').toBeTruthy();
  return { props: parseIcsProperties(part?.content.toString('utf8') ?? ''), raw };
}

async function candidate() {
  const [id] = await createCandidates(f.db.db, {
    teamId: f.teamId,
    projectId: f.projectId,
    count: 1,
    tag: tag(),
  });
  return id as number;
}

const place = async (profileId: number) =>
  (
    await rows(
      'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
      [f.projectId, profileId],
    )
  )[0];

const start = () => new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, '.000Z');

describe('meeting templates', () => {
  it('keeps a period of 30 minutes by default and refuses one outside 5 to 480', async () => {
    const made = await f.owner.post(`${BASE}/templates`, { name: 'Intro call', location: 'Zoom' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'Intro call', periodMinutes: 30, location: 'Zoom', mine: true });
    for (const periodMinutes of [4, 481, 30.5, '30']) {
      const bad = await f.owner.post(`${BASE}/templates`, { name: 'x', periodMinutes });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('periodMinutes');
    }
    const noName = await f.owner.post(`${BASE}/templates`, { name: '  ' });
    expect(noName.status).toBe(400);
    expect(JSON.stringify(noName.body)).toContain('name');
    const list = await f.recruiter.get(`${BASE}/templates`);
    expect(list.body.templates.find((t: { id: string }) => t.id === made.body.id)).toMatchObject({
      mine: false,
    });
  });

  it("lets only the owner change a template; another team's id is a 404", async () => {
    const made = await f.owner.post(`${BASE}/templates`, { name: 'Screen', periodMinutes: 45 });
    const id = made.body.id;
    expect((await f.recruiter.put(`${BASE}/templates/${id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await f.other.put(`${BASE}/templates/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await f.other.request('DELETE', `${BASE}/templates/${id}`)).status).toBe(404);
    const changed = await f.owner.put(`${BASE}/templates/${id}`, { name: 'Screen call', periodMinutes: 60 });
    expect(changed.body).toMatchObject({ name: 'Screen call', periodMinutes: 60 });
  });
});

describe('inviting a candidate', () => {
  it("sends an ICS REQUEST from the recruiter's mailbox and moves the candidate to Scheduled (21)", async () => {
    const template = await f.owner.post(`${BASE}/templates`, {
      name: 'Tech chat',
      periodMinutes: 45,
      location: 'Room 4',
    });
    const profileId = await candidate();
    const at = start();
    const res = await f.owner.post(BASE, {
      projectId: String(f.projectId),
      profileId: String(profileId),
      templateId: template.body.id,
      start: at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'scheduled',
      durationMinutes: 45,
      title: 'Tech chat',
      sequence: 0,
    });
    const [mail] = f.catcher.list();
    expect(mail?.to[0]?.address).toMatch(/^cand0\.m\d+@mail\.example$/i);
    expect(mail?.from?.address).toBe('dana@northwind.example');
    const { props, raw } = await icsOf(mail as CaughtMessage);
    expect(raw).toMatch(/text\/calendar;[^\r\n]*method=REQUEST/i);
    expect(props.get('METHOD')).toEqual(['REQUEST']);
    expect(props.get('SEQUENCE')).toEqual(['0']);
    const [meeting] = await rows('select ics_uid from meetings where id = $1', [res.body.id]);
    expect(props.get('UID')).toEqual([meeting.ics_uid]);
    const dt = (v: string) =>
      new Date(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const from = dt(props.get('DTSTART')?.[0] ?? '');
    expect(from.toISOString()).toBe(at);
    expect(dt(props.get('DTEND')?.[0] ?? '').getTime() - from.getTime()).toBe(45 * 60_000);
    expect(props.get('ORGANIZER')).toEqual(['mailto:dana@northwind.example']);
    expect(props.get('LOCATION')).toEqual(['Room 4']);
    expect(await place(profileId)).toEqual({ stage_id: 5, stage_label: 1, engagement_status: 21 });
  });

  it('without a template or a length, lasts the organiser\u2019s usual meeting length (hiring preferences)', async () => {
    const prefs = (await f.owner.get('/api/settings/hiring')).body.data.preferences;
    expect((await f.owner.put('/api/settings/hiring', { ...prefs, meetingMinutes: 50 })).status).toBe(200);
    try {
      const res = await f.owner.post(BASE, {
        projectId: String(f.projectId),
        profileId: String(await candidate()),
        start: start(),
      });
      expect(res.status).toBe(200);
      expect(res.body.durationMinutes).toBe(50);
    } finally {
      await f.owner.put('/api/settings/hiring', prefs);
      f.catcher.clear();
    }
  });

  it('lasts 30 minutes without a template; cancel sends CANCEL with the same UID and SEQUENCE+1 (18)', async () => {
    const profileId = await candidate();
    const res = await f.owner.post(BASE, {
      projectId: String(f.projectId),
      profileId: String(profileId),
      start: start(),
    });
    expect(res.body.durationMinutes).toBe(30);
    const first = await icsOf(f.catcher.list()[0] as CaughtMessage);
    f.catcher.clear();

    const canceled = await f.owner.post(`${BASE}/${res.body.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', sequence: 1 });
    const { props, raw } = await icsOf(f.catcher.list()[0] as CaughtMessage);
    expect(raw).toMatch(/method=CANCEL/i);
    expect(props.get('METHOD')).toEqual(['CANCEL']);
    expect(props.get('UID')).toEqual(first.props.get('UID'));
    expect(props.get('SEQUENCE')).toEqual(['1']);
    expect(await place(profileId)).toEqual({ stage_id: 5, stage_label: 2, engagement_status: 18 });
    expect((await f.owner.post(`${BASE}/${res.body.id}/cancel`, {})).status).toBe(409);
  });

  it('reschedule later withdraws the invitation and labels the candidate (20)', async () => {
    const profileId = await candidate();
    const res = await f.owner.post(BASE, {
      projectId: String(f.projectId),
      profileId: String(profileId),
      start: start(),
    });
    f.catcher.clear();
    const later = await f.owner.post(`${BASE}/${res.body.id}/reschedule-later`, {});
    expect(later.body).toMatchObject({ status: 'reschedule_later', sequence: 1 });
    expect(f.catcher.list()).toHaveLength(1);
    expect(await place(profileId)).toEqual({ stage_id: 5, stage_label: 3, engagement_status: 20 });
    const list = await f.owner.get(`${BASE}?status=reschedule_later`);
    expect(list.body.meetings.map((m: { id: string }) => m.id)).toContain(res.body.id);
  });

  it('invites from a conversation (the thread names the candidate)', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: [{ subject: 'Hi', body: '<p>Hi</p>' }],
    });
    const profileId = await candidate();
    await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: [profileId] });
    const [thread] = await rows('select id from engage_threads where campaign_id = $1', [campaignId]);
    f.catcher.clear();
    const res = await f.owner.post(BASE, {
      threadId: String(thread.id),
      start: start(),
      durationMinutes: 15,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ threadId: String(thread.id), durationMinutes: 15 });
    expect(f.catcher.list()).toHaveLength(1);
    // Another team cannot use the conversation.
    expect((await f.other.post(BASE, { threadId: String(thread.id), start: start() })).status).toBe(404);
  });

  it('answers bad input with the field, and another team with 404, never writing a row', async () => {
    const profileId = await candidate();
    const before = (await rows('select count(*)::int as n from meetings'))[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{ projectId: String(f.projectId), profileId: String(profileId) }, 'start'],
      [{ projectId: String(f.projectId), profileId: String(profileId), start: 'tomorrow' }, 'start'],
      [{ profileId: String(profileId), start: start() }, 'projectId'],
      [{ threadId: '1', projectId: '1', profileId: '1', start: start() }, 'threadId'],
      [
        { projectId: String(f.projectId), profileId: String(profileId), start: start(), durationMinutes: 1 },
        'durationMinutes',
      ],
      [
        { projectId: String(f.projectId), profileId: String(profileId), start: '2001-01-01T00:00:00Z' },
        'start',
      ],
      [
        {
          projectId: String(f.projectId),
          profileId: String(profileId),
          start: start(),
          title: 'a\r\nBcc: x@y.z',
        },
        'title',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await f.owner.post(BASE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const other = await f.other.post(BASE, {
      projectId: String(f.projectId),
      profileId: String(profileId),
      start: start(),
    });
    expect(other.status).toBe(404);
    const noTemplate = await f.owner.post(BASE, {
      projectId: String(f.projectId),
      profileId: String(profileId),
      templateId: '999999',
      start: start(),
    });
    expect(noTemplate.status).toBe(404);
    expect((await rows('select count(*)::int as n from meetings'))[0].n).toBe(before);
    expect(f.catcher.list()).toHaveLength(0);
    expect((await f.other.post(`${BASE}/1/cancel`, {})).status).toBe(404);
  });

  it('records nothing when the mail server refuses the invitation', async () => {
    const profileId = await candidate();
    await rows("update engage_mailboxes set provider = 'gmail' where id = $1", [f.mailboxId]);
    try {
      const before = (await rows('select count(*)::int as n from meetings'))[0].n;
      const res = await f.owner.post(BASE, {
        projectId: String(f.projectId),
        profileId: String(profileId),
        start: start(),
      });
      expect(res.status).toBe(422);
      expect((await rows('select count(*)::int as n from meetings'))[0].n).toBe(before);
      expect(await place(profileId)).toEqual({ stage_id: 1, stage_label: 1, engagement_status: 1 });
    } finally {
      await rows("update engage_mailboxes set provider = 'local' where id = $1", [f.mailboxId]);
    }
  });
});

describe('calendar link', () => {
  it('connects a calendar link, answers its status, and fills {{meetingLink}} in sequence emails', async () => {
    const none = await f.owner.get('/api/tb-v2/v1/calendars/meeting-account?getNoSharedAccount=true');
    expect(none.body).toMatchObject({ account: null, status: 'auth', meetingLink: null });
    const bad = await f.owner.put('/api/tb-v2/v1/calendars/meeting-account', { type: 'google' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('link');
    const notMine = await f.owner.put('/api/tb-v2/v1/calendars/meeting-account', {
      type: 'google',
      link: 'https://calendar.example/dana',
      shareStatus: 'shared',
      sharedTeamIds: [f.otherTeamId],
    });
    expect(notMine.status).toBe(400);
    expect(JSON.stringify(notMine.body)).toContain('sharedTeamIds');
    const saved = await f.owner.put('/api/tb-v2/v1/calendars/meeting-account', {
      type: 'google',
      link: 'https://calendar.example/dana',
      location: 'Google Meet',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'calendar', meetingLink: 'https://calendar.example/dana' });
    const team = await f.owner.get('/api/tb-v2/v1/calendars/accounts');
    expect(team.status).toBe(200);
    const dana = team.body.members.find((m: { user: { userId: string } }) => m.user.userId === f.ownerId);
    expect(dana).toMatchObject({ status: 'calendar' });
    // A member of another team is unknown here; a plain recruiter may not read the team's calendars.
    const stranger = await f.userId('growth.recruiter@talentbase.dev');
    expect((await f.owner.get(`/api/tb-v2/v1/calendars/accounts/${stranger}`)).status).toBe(404);
    expect((await f.owner.get(`/api/tb-v2/v1/calendars/accounts/${f.ownerId}`)).body).toMatchObject({
      status: 'calendar',
    });

    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: [
        {
          subject: 'Book a call',
          body: '<p><a href="{{meetingLink}}">Pick a time</a></p>',
          trackLink: false,
        },
      ],
    });
    const profileId = await candidate();
    await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds: [profileId] });
    f.catcher.clear();
    await drainDue(
      f.db.db,
      f.deps(() => new Date(Date.now() + 60_000)),
    );
    const sent = f.catcher.list().find((m) => m.subject === 'Book a call');
    expect(sent?.html).toContain('href="https://calendar.example/dana"');
    expect((await f.owner.request('DELETE', '/api/tb-v2/v1/calendars/meeting-account')).status).toBe(200);
  });
});

describe('a calendar shared across workspaces', () => {
  it('counts in another workspace only when shared with it, and never with getNoSharedAccount', async () => {
    // The owner also belongs to the growth team (a second workspace).
    await rows(
      `insert into team_members (team_id, user_id, email, status) select $1, id, email, 1 from users where id = $2`,
      [f.otherTeamId, f.ownerId],
    );
    const deps = {
      db: f.db.db,
      secretBox: () => f.config.secretBox,
      calendlyApiUrl: 'https://calendly.invalid',
    };
    const here = { teamId: f.teamId, orgId: '', userId: f.ownerId };
    const there = { teamId: f.otherTeamId, orgId: '', userId: f.ownerId };
    const link = 'https://calendar.example/dana-shared';
    try {
      await saveMyCalendarAccount(deps, here, {
        type: 'outlook',
        link,
        shareStatus: 'shared',
        sharedTeamIds: [],
      });
      // Shared-status, but not shared with the growth workspace: auth there.
      expect(await getMeetingAccount(deps, there, false)).toMatchObject({
        status: 'auth',
        meetingLink: null,
      });
      expect((await meetingLinksFor(f.db.db, [{ teamId: f.otherTeamId, userId: f.ownerId }])).size).toBe(0);
      const shared = await saveMyCalendarAccount(deps, here, {
        type: 'outlook',
        link,
        shareStatus: 'shared',
        sharedTeamIds: [f.otherTeamId],
      });
      expect(shared.otherWorkspaces.map((w) => w.teamId)).toEqual([f.otherTeamId]);
      expect(await getMeetingAccount(deps, there, false)).toMatchObject({
        status: 'calendar',
        meetingLink: link,
      });
      expect(await getMeetingAccount(deps, there, true)).toMatchObject({ status: 'auth', account: null });
      expect(
        (await meetingLinksFor(f.db.db, [{ teamId: f.otherTeamId, userId: f.ownerId }])).get(
          `${f.otherTeamId}:${f.ownerId}`,
        )?.link,
      ).toBe(link);
      // Private again: gone from the other workspace.
      await saveMyCalendarAccount(deps, here, { type: 'outlook', link });
      expect(await getMeetingAccount(deps, there, false)).toMatchObject({ status: 'auth' });
    } finally {
      await rows('delete from calendar_accounts where user_id = $1', [f.ownerId]);
      await rows('delete from team_members where team_id = $1 and user_id = $2', [f.otherTeamId, f.ownerId]);
    }
  });
});
