/**
 * Campaign performance (issue 14 item 8). The funnel counts people, one thread each: enrolled,
 * sent (at least one message went out), delivered, opened, clicked, replied, bounced,
 * unsubscribed, failed. Rates are shares of those sent (sent itself: of those enrolled). The
 * per-step team statistics count that step's messages per sender.
 *
 * You see the team's shared campaigns and those of the users you act for; a team admin (gate
 * engageTeam) sees every campaign of the team. Anything else is 404.
 */
import { can, type Subject } from '@talentbase/shared';
import type {
  CampaignPerformance,
  CampaignPerformanceList,
  CampaignRecipientsResponse,
  campaignPerformanceQuerySchema,
  campaignPerformanceRequestSchema,
  campaignRecipientsRequestSchema,
  Metrics,
  Rates,
  StepMetrics,
  TeamStatisticsResponse,
} from '@talentbase/shared/contracts/engage-performance';
import { METRIC_KEYS, STEP_METRIC_KEYS } from '@talentbase/shared/contracts/engage-performance';
import { stageLabelName } from '@talentbase/shared/domain/engagement-labels';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { bigintList, uuidList } from '../../../db/sql-lists';
import { AppError } from '../../../lib/errors';
import { type ProjectViewer, projectShown } from '../../projects/project-visibility';
import { usersActedFor } from '../delegation-access';
import { DERIVED_STATUS } from '../outbox/outbox.repository';

export type PerformanceCaller = { teamId: string; userId: string; subject: Subject; viewer: ProjectViewer };

/** Campaigns you see: admins every one; others shared ones and their own, never one of a project hidden from them. */
async function visibility(db: Executor, caller: PerformanceCaller): Promise<SQL> {
  const shown = projectShown(caller.viewer, sql`c.project_id`);
  if (can(caller.subject, 'engageTeam')) return shown;
  const actedFor = await usersActedFor(db, caller.teamId, caller.userId);
  return sql`(c.shared or c.user_id = any(${uuidList(actedFor)}) or c.sender_user_id = any(${uuidList(actedFor)})) and ${shown}`;
}

/** The funnel's counts over the threads `t` joined in the surrounding query. */
const METRICS_SELECT = sql`
  count(t.id)::int as enrolled,
  count(t.id) filter (where exists (select 1 from engage_messages m where m.thread_id = t.id and m.status = 'sent'))::int as sent,
  count(t.id) filter (where t.is_delivered or exists (select 1 from engage_events e where e.thread_id = t.id and e.kind = 'delivered'))::int as delivered,
  count(t.id) filter (where t.is_opened)::int as opened,
  count(t.id) filter (where t.is_clicked)::int as clicked,
  count(t.id) filter (where t.is_replied)::int as replied,
  count(t.id) filter (where t.is_bounced)::int as bounced,
  count(t.id) filter (where exists (select 1 from engage_events e where e.thread_id = t.id and e.kind = 'unsubscribe'))::int as unsubscribed,
  count(t.id) filter (where t.status = 'failed' or exists (select 1 from engage_messages m where m.thread_id = t.id and m.status = 'failed'))::int as failed`;

type MetricsRow = Record<(typeof METRIC_KEYS)[number], number>;

function metricsOf(row: MetricsRow | undefined): Metrics {
  return Object.fromEntries(METRIC_KEYS.map((k) => [k, Number(row?.[k] ?? 0)])) as Metrics;
}

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

export function ratesOf(m: Metrics): Rates {
  return {
    sent: share(m.sent, m.enrolled),
    delivered: share(m.delivered, m.sent),
    opened: share(m.opened, m.sent),
    clicked: share(m.clicked, m.sent),
    replied: share(m.replied, m.sent),
    bounced: share(m.bounced, m.sent),
    unsubscribed: share(m.unsubscribed, m.sent),
    failed: share(m.failed, m.sent),
  };
}

export async function listCampaignPerformance(
  db: Executor,
  caller: PerformanceCaller,
  query: z.output<typeof campaignPerformanceQuerySchema>,
): Promise<CampaignPerformanceList> {
  const where: SQL[] = [sql`c.team_id = ${caller.teamId}`, await visibility(db, caller)];
  if (query.campaignType !== undefined) where.push(sql`c.campaign_type = ${query.campaignType}`);
  if (query.channel) where.push(sql`c.channel = ${query.channel}`);
  if (query.campaignIds) {
    const ids = [...new Set(query.campaignIds.split(',').map(Number))];
    // Every id must be one of the team's campaigns: another team's id is 404, like anywhere else.
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from engage_campaigns
       where team_id = ${caller.teamId} and id = any(${bigintList(ids)})`);
    if ((rows[0]?.n ?? 0) !== ids.length) throw new AppError('NOT_FOUND', 'Campaign not found');
    where.push(sql`c.id = any(${bigintList(ids)})`);
  } else where.push(sql`not c.is_archived`);
  const { rows } = await db.execute<
    MetricsRow & {
      id: string;
      name: string;
      status: string;
      campaign_type: number;
      channel: string;
      user_id: string;
    }
  >(sql`
    select c.id::text as id, c.name, c.status, c.campaign_type, c.channel, c.user_id, ${METRICS_SELECT}
      from engage_campaigns c
      left join engage_threads t on t.campaign_id = c.id and t.team_id = c.team_id
     where ${sql.join(where, sql` and `)}
     group by c.id
     order by c.updated_at desc, c.id desc
     limit 200`);
  const data: CampaignPerformance[] = rows.map((r) => {
    const metrics = metricsOf(r);
    return {
      campaignId: r.id,
      name: r.name,
      status: r.status,
      campaignType: r.campaign_type,
      channel: r.channel,
      ownerId: r.user_id,
      metrics,
      rates: ratesOf(metrics),
    };
  });
  return { data, refreshedAt: new Date().toISOString() };
}

async function requireCampaign(db: Executor, caller: PerformanceCaller, campaignId: number): Promise<void> {
  const { rows } = await db.execute(sql`
    select 1 from engage_campaigns c
     where c.id = ${campaignId} and c.team_id = ${caller.teamId} and ${await visibility(db, caller)}`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Campaign not found');
}

type ThreadFilters = Pick<
  z.output<typeof campaignPerformanceRequestSchema>,
  'statusFilter' | 'startTime' | 'endTime' | 'sentBy'
>;

function threadFilters(campaignId: number, teamId: string, f: ThreadFilters): SQL {
  const parts: SQL[] = [sql`t.campaign_id = ${campaignId}`, sql`t.team_id = ${teamId}`];
  if (f.statusFilter?.length)
    parts.push(
      sql`${DERIVED_STATUS} in (${sql.join(
        f.statusFilter.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (f.startTime) parts.push(sql`t.created_at >= ${f.startTime}`);
  if (f.endTime) parts.push(sql`t.created_at <= ${f.endTime}`);
  if (f.sentBy?.length) parts.push(sql`t.user_id = any(${uuidList(f.sentBy)})`);
  return sql.join(parts, sql` and `);
}

export async function campaignPerformance(
  db: Executor,
  caller: PerformanceCaller,
  campaignId: number,
  body: z.output<typeof campaignPerformanceRequestSchema>,
) {
  await requireCampaign(db, caller, campaignId);
  if (body.campaignId !== undefined && Number(body.campaignId) !== campaignId) {
    await requireCampaign(db, caller, Number(body.campaignId));
    throw new AppError('VALIDATION_FAILED', 'campaignId does not match the campaign in the path', {
      fields: { campaignId: 'Does not match the campaign in the path' },
    });
  }
  const { rows } = await db.execute<MetricsRow>(sql`
    select ${METRICS_SELECT}
      from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
     where ${threadFilters(campaignId, caller.teamId, body)}`);
  const metrics = metricsOf(rows[0]);
  return { campaignId: String(campaignId), metrics, rates: ratesOf(metrics) };
}

type RecipientRow = {
  id: string;
  profile_id: string;
  recipient_name: string;
  recipient_email: string | null;
  derived: string;
  last_step: number | null;
  last_sent_at: Date | null;
  delivered: boolean;
  is_opened: boolean;
  is_clicked: boolean;
  is_replied: boolean;
  is_bounced: boolean;
  unsubscribed: boolean;
  user_id: string;
  sender_name: string | null;
  stage_id: number | null;
  stage_label: number | null;
  engagement_status: number | null;
  total: number;
};

export async function campaignRecipients(
  db: Executor,
  caller: PerformanceCaller,
  campaignId: number,
  body: z.output<typeof campaignRecipientsRequestSchema>,
): Promise<CampaignRecipientsResponse> {
  await requireCampaign(db, caller, campaignId);
  const where = [threadFilters(campaignId, caller.teamId, body)];
  if (body.labelFilter?.length)
    where.push(sql`pc.engagement_status = any(${`{${body.labelFilter.join(',')}}`}::smallint[])`);
  const { rows } = await db.execute<RecipientRow>(sql`
    select t.id::text as id, t.profile_id::text as profile_id, t.recipient_name, t.recipient_email,
           ${DERIVED_STATUS} as derived,
           (select max(m.step) from engage_messages m where m.thread_id = t.id and m.status = 'sent') as last_step,
           (select max(m.sent_at) from engage_messages m where m.thread_id = t.id and m.status = 'sent') as last_sent_at,
           (t.is_delivered or exists (select 1 from engage_events e where e.thread_id = t.id and e.kind = 'delivered')) as delivered,
           t.is_opened, t.is_clicked, t.is_replied, t.is_bounced,
           exists (select 1 from engage_events e where e.thread_id = t.id and e.kind = 'unsubscribe') as unsubscribed,
           t.user_id, u.full_name as sender_name,
           pc.stage_id, pc.stage_label, pc.engagement_status,
           count(*) over ()::int as total
      from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
      left join users u on u.id = t.user_id
      left join project_candidates pc on pc.project_id = t.project_id and pc.profile_id = t.profile_id
     where ${sql.join(where, sql` and `)}
     order by t.updated_at desc, t.id desc
     offset ${body.offset} limit ${body.limit}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && body.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from engage_threads t
        join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
        left join project_candidates pc on pc.project_id = t.project_id and pc.profile_id = t.profile_id
       where ${sql.join(where, sql` and `)}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    total,
    offset: body.offset,
    limit: body.limit,
    recipients: rows.map((r) => ({
      threadId: r.id,
      candidateId: r.profile_id,
      fullName: r.recipient_name.trim() || 'There There',
      email: r.recipient_email,
      status: r.derived as CampaignRecipientsResponse['recipients'][number]['status'],
      lastStep: r.last_step ?? 0,
      lastSentAt: r.last_sent_at ? new Date(r.last_sent_at).toISOString() : null,
      delivered: r.delivered,
      opened: r.is_opened,
      clicked: r.is_clicked,
      replied: r.is_replied,
      bounced: r.is_bounced,
      unsubscribed: r.unsubscribed,
      sender: { userId: r.user_id, name: r.sender_name?.trim() || 'Unknown' },
      pipeline:
        r.stage_label === null
          ? null
          : {
              stageId: r.stage_id,
              stageLabel: r.stage_label,
              labelName: stageLabelName(r.stage_id, r.stage_label),
              engagementStatus: r.engagement_status ?? 1,
            },
    })),
  };
}

type StepRow = { step: number; subject: string; user_id: string | null; name: string | null } & Record<
  (typeof STEP_METRIC_KEYS)[number],
  number
>;

export async function teamStatistics(
  db: Executor,
  caller: PerformanceCaller,
  campaignId: number,
  step: number | undefined,
): Promise<TeamStatisticsResponse> {
  await requireCampaign(db, caller, campaignId);
  const { rows } = await db.execute<StepRow>(sql`
    select s.step, s.subject, t.user_id, u.full_name as name,
           count(m.id) filter (where m.status = 'sent')::int as sent,
           count(m.id) filter (where exists (select 1 from engage_events e where e.message_row_id = m.id and e.kind = 'delivered'))::int as delivered,
           count(m.id) filter (where m.opened_at is not null)::int as opened,
           count(m.id) filter (where m.clicked_at is not null)::int as clicked,
           count(m.id) filter (where exists (select 1 from engage_events e where e.message_row_id = m.id and e.kind = 'bounce'))::int as bounced,
           count(m.id) filter (where m.status = 'failed')::int as failed,
           count(m.id) filter (where m.status in ('scheduled', 'sending'))::int as scheduled
      from engage_steps s
      left join engage_messages m on m.campaign_id = s.campaign_id and m.step = s.step and m.team_id = s.team_id
      left join engage_threads t on t.id = m.thread_id
      left join users u on u.id = t.user_id
     where s.campaign_id = ${campaignId} and s.team_id = ${caller.teamId}
       ${step === undefined ? sql`` : sql`and s.step = ${step}`}
     group by s.step, s.subject, t.user_id, u.full_name
     order by s.step, u.full_name nulls last`);
  const steps = new Map<number, TeamStatisticsResponse['steps'][number]>();
  const zero = (): StepMetrics => Object.fromEntries(STEP_METRIC_KEYS.map((k) => [k, 0])) as StepMetrics;
  for (const r of rows) {
    const entry = steps.get(r.step) ?? { step: r.step, subject: r.subject, totals: zero(), senders: [] };
    steps.set(r.step, entry);
    if (!r.user_id) continue;
    const metrics = Object.fromEntries(STEP_METRIC_KEYS.map((k) => [k, Number(r[k])])) as StepMetrics;
    for (const k of STEP_METRIC_KEYS) entry.totals[k] += metrics[k];
    entry.senders.push({ userId: r.user_id, name: r.name?.trim() || 'Unknown', metrics });
  }
  return { campaignId: String(campaignId), steps: [...steps.values()] };
}
