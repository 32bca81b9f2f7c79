/**
 * Reading sequences: the list with the spec's parameters, one campaign with its steps, recently
 * used, and what the builder needs. Who may see what is decided here (campaignVisible): the
 * caller's own and those of users who delegated to them, shared ones, and every one of the team
 * for Engage admins. `readOnly` marks a sequence whose owner did not delegate to the caller.
 */

import { can } from '@talentbase/shared';
import type {
  CampaignDetail,
  CampaignFormOptions,
  CampaignListResponse,
  CampaignStep,
  CampaignSummary,
} from '@talentbase/shared/contracts/engage-campaigns';
import { DEFAULT_SENDING_WINDOW, type SendingWindow } from '@talentbase/shared/domain/send-schedule';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { containsPattern, uuidList } from '../../../db/sql-lists';
import { notFound } from '../../../lib/errors';
import { requireVisibleProjects } from '../../projects/project-access';
import type { Caller } from '../../projects/project-lifecycle.service';
import { projectShown } from '../../projects/project-visibility';
import { usersActedFor } from '../delegation-access';

export type CampaignRow = {
  id: string;
  user_id: string;
  owner_name: string | null;
  sender_user_id: string;
  sender_name: string | null;
  project_id: string | null;
  project_name: string | null;
  name: string;
  campaign_type: number;
  channel: 'Email' | 'Text';
  create_source: string | null;
  status: CampaignSummary['status'];
  is_archived: boolean;
  shared: boolean;
  text_version: number;
  schedule_timezone: string;
  sending_window: SendingWindow;
  created_at: Date | string;
  updated_at: Date | string;
  last_used_at: Date | string | null;
  step_count: number;
  enrolled_count: number;
  active_count: number;
  total?: number;
};

const iso = (d: Date | string) => new Date(d).toISOString();

const COLUMNS = sql`c.id::text as id, c.user_id, ou.full_name as owner_name, c.sender_user_id, su.full_name as sender_name,
  c.project_id::text as project_id, p.project_name, c.name, c.campaign_type, c.channel, c.create_source, c.status,
  c.is_archived, c.shared, c.text_version, c.schedule_timezone, c.sending_window, c.created_at, c.updated_at,
  c.last_used_at,
  (select count(*)::int from engage_steps s where s.campaign_id = c.id) as step_count,
  (select count(*)::int from engage_threads t where t.campaign_id = c.id) as enrolled_count,
  (select count(*)::int from engage_threads t where t.campaign_id = c.id and t.is_active) as active_count`;

const FROM = sql`engage_campaigns c
  left join users ou on ou.id = c.user_id
  left join users su on su.id = c.sender_user_id
  left join projects p on p.id = c.project_id`;

function toSummary(row: CampaignRow, actedFor: readonly string[]): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    campaignType: row.campaign_type,
    channel: row.channel,
    projectId: row.project_id,
    projectName: row.project_name,
    createSource: row.create_source,
    isArchived: row.is_archived,
    shared: row.shared,
    textVersion: row.text_version,
    owner: { userId: row.user_id, name: row.owner_name ?? 'Former member' },
    sender: { userId: row.sender_user_id, name: row.sender_name ?? 'Former member' },
    stepCount: row.step_count,
    enrolledCount: row.enrolled_count,
    activeCount: row.active_count,
    readOnly: !actedFor.includes(row.user_id),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastUsedAt: row.last_used_at ? iso(row.last_used_at) : null,
  };
}

/**
 * SQL: the campaign `c` is one the caller may open: theirs, sent from or owned by someone they act
 * for, shared with the team, or any of the team's when the caller is an Engage admin.
 */
function campaignVisible(caller: Caller, actedFor: readonly string[], wholeTeam: boolean): SQL {
  const shown = projectShown(caller, sql`c.project_id`);
  if (wholeTeam) return sql`c.team_id = ${caller.scope.teamId} and ${shown}`;
  return sql`c.team_id = ${caller.scope.teamId} and ${shown} and (c.user_id = any(${uuidList(actedFor)})
    or c.sender_user_id = any(${uuidList(actedFor)}) or c.shared)`;
}

const isEngageAdmin = (caller: Caller) => can(caller.subject, 'engageTeam');

export type ListQuery = {
  status?: CampaignSummary['status'] | undefined;
  projectIds?: number[] | undefined;
  shared?: boolean | undefined;
  sentBy?: string | undefined;
  campaignType?: number | undefined;
  channel?: 'Email' | 'Text' | undefined;
  keyword?: string | undefined;
  start: number;
  limit: number;
  isArchived: boolean;
  createSource?: string | undefined;
};

export async function listCampaigns(
  db: Executor,
  caller: Caller,
  query: ListQuery,
  options: { wholeTeam?: boolean } = {},
): Promise<CampaignListResponse> {
  if (query.projectIds?.length) await requireVisibleProjects(db, caller, query.projectIds);
  const actedFor = await usersActedFor(db, caller.scope.teamId, caller.scope.userId);
  const mine = sql`(c.user_id = any(${uuidList(actedFor)}) or c.sender_user_id = any(${uuidList(actedFor)}))`;
  // A sequence of a project hidden from the caller is not theirs to see, shared or not.
  const filters: SQL[] = [
    sql`c.team_id = ${caller.scope.teamId}`,
    sql`c.is_archived = ${query.isArchived}`,
    projectShown(caller, sql`c.project_id`),
  ];
  if (!options.wholeTeam) filters.push(query.shared ? sql`(${mine} or c.shared)` : mine);
  if (query.status) filters.push(sql`c.status = ${query.status}`);
  if (query.projectIds?.length)
    filters.push(sql`c.project_id = any(${`{${query.projectIds.join(',')}}`}::bigint[])`);
  if (query.sentBy) filters.push(sql`c.sender_user_id = ${query.sentBy}`);
  if (query.campaignType !== undefined) filters.push(sql`c.campaign_type = ${query.campaignType}`);
  if (query.channel) filters.push(sql`c.channel = ${query.channel}`);
  if (query.keyword) filters.push(sql`c.name ilike ${containsPattern(query.keyword)}`);
  if (query.createSource) filters.push(sql`c.create_source = ${query.createSource}`);
  const where = sql.join(filters, sql` and `);
  const { rows } = await db.execute<CampaignRow>(sql`
    select ${COLUMNS}, count(*) over ()::int as total from ${FROM}
     where ${where}
     order by c.updated_at desc, c.id desc
     limit ${query.limit} offset ${query.start}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.start > 0) {
    const { rows: n } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from engage_campaigns c where ${where}`,
    );
    total = n[0]?.n ?? 0;
  }
  return { data: rows.map((r) => toSummary(r, actedFor)), total };
}

export async function recentlyUsed(
  db: Executor,
  caller: Caller,
  projectId?: number,
): Promise<CampaignListResponse> {
  if (projectId) await requireVisibleProjects(db, caller, [projectId]);
  const actedFor = await usersActedFor(db, caller.scope.teamId, caller.scope.userId);
  const { rows } = await db.execute<CampaignRow>(sql`
    select ${COLUMNS} from ${FROM}
     where c.team_id = ${caller.scope.teamId} and not c.is_archived and c.status in ('draft', 'ongoing', 'paused')
       and (c.user_id = any(${uuidList(actedFor)}) or c.sender_user_id = any(${uuidList(actedFor)}))
       and ${projectShown(caller, sql`c.project_id`)}
       ${projectId ? sql`and c.project_id = ${projectId}` : sql``}
     order by c.last_used_at desc nulls last, c.updated_at desc, c.id desc
     limit 10`);
  return { data: rows.map((r) => toSummary(r, actedFor)), total: rows.length };
}

type StepRow = {
  id: string;
  step: number;
  channel: 'Email' | 'Text';
  subject: string;
  body: string;
  cc: string[];
  bcc: string[];
  file_ids: string[];
  delay_type: 'WEEKDAYS' | 'DAYS';
  delay_seconds: number;
  email_template_id: string | null;
  followup_type: 'SAME_THREAD' | 'NEW_THREAD';
  track_open: boolean;
  track_link: boolean;
  meeting_duration_minutes: number | null;
  newsletter_json: Record<string, unknown> | null;
  customized_poll: Record<string, unknown> | null;
  sent_count: number;
};

async function loadSteps(db: Executor, teamId: string, campaignId: number): Promise<CampaignStep[]> {
  const { rows } = await db.execute<StepRow>(sql`
    select s.id::text as id, s.step, s.channel, s.subject, s.body, s.cc, s.bcc, s.file_ids::text[] as file_ids,
           s.delay_type, s.delay_seconds, s.email_template_id::text as email_template_id, s.followup_type,
           s.track_open, s.track_link, s.meeting_duration_minutes, s.newsletter_json, s.customized_poll,
           (select count(*)::int from engage_messages m
             where m.campaign_id = s.campaign_id and m.step = s.step and m.status in ('sent', 'sending')) as sent_count
      from engage_steps s
     where s.team_id = ${teamId} and s.campaign_id = ${campaignId}
     order by s.step`);
  return rows.map((r) => ({
    id: r.id,
    step: r.step,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    cc: r.cc,
    bcc: r.bcc,
    fileIds: r.file_ids,
    delayType: r.delay_type,
    delaySeconds: r.delay_seconds,
    emailTemplateId: r.email_template_id,
    followupType: r.followup_type,
    trackOpen: r.track_open,
    trackLink: r.track_link,
    meetingDurationMinutes: r.meeting_duration_minutes,
    newsletterJson: r.newsletter_json,
    customizedPoll: r.customized_poll,
    sentCount: r.sent_count,
  }));
}

export async function findCampaign(
  db: Executor,
  caller: Caller,
  id: number,
  options: { wholeTeam?: boolean; lock?: boolean } = {},
): Promise<{ row: CampaignRow; actedFor: string[] }> {
  const actedFor = await usersActedFor(db, caller.scope.teamId, caller.scope.userId);
  const wholeTeam = options.wholeTeam ?? isEngageAdmin(caller);
  if (options.lock) {
    // Lock the campaign row alone (the joins would lock users and projects too).
    await db.execute(
      sql`select 1 from engage_campaigns where id = ${id} and team_id = ${caller.scope.teamId} for update`,
    );
  }
  const { rows } = await db.execute<CampaignRow>(sql`
    select ${COLUMNS} from ${FROM} where c.id = ${id} and ${campaignVisible(caller, actedFor, wholeTeam)}`);
  const row = rows[0];
  if (!row) throw notFound('Sequence');
  return { row, actedFor };
}

export async function getCampaign(
  db: Executor,
  caller: Caller,
  id: number,
  options: { wholeTeam?: boolean } = {},
): Promise<CampaignDetail> {
  const { row, actedFor } = await findCampaign(db, caller, id, options);
  return {
    ...toSummary(row, actedFor),
    scheduleTimezone: row.schedule_timezone,
    sendingWindow: row.sending_window,
    steps: await loadSteps(db, caller.scope.teamId, id),
  };
}

export async function teamDefaults(
  db: Executor,
  teamId: string,
): Promise<{ timeZone: string; window: SendingWindow }> {
  const { rows } = await db.execute<{ timezone: string; sending_window: SendingWindow }>(sql`
    select timezone, sending_window from engage_team_settings where team_id = ${teamId}`);
  const row = rows[0];
  return row
    ? { timeZone: row.timezone, window: row.sending_window }
    : { timeZone: 'UTC', window: DEFAULT_SENDING_WINDOW };
}

export async function formOptions(db: Executor, caller: Caller): Promise<CampaignFormOptions> {
  const actedFor = await usersActedFor(db, caller.scope.teamId, caller.scope.userId);
  const { rows } = await db.execute<{ id: string; full_name: string }>(sql`
    select u.id, u.full_name from users u
      join team_members tm on tm.user_id = u.id and tm.team_id = ${caller.scope.teamId}
     where u.id = any(${uuidList(actedFor)})`);
  const names = new Map(rows.map((r) => [r.id, r.full_name]));
  const defaults = await teamDefaults(db, caller.scope.teamId);
  return {
    senders: actedFor.filter((id) => names.has(id)).map((id) => ({ userId: id, name: names.get(id) ?? '' })),
    scheduleTimezone: defaults.timeZone,
    sendingWindow: defaults.window,
  };
}
