import type {
  HiringPreferences,
  TeamNotificationSettings,
  UserNotificationChoices,
} from '@talentbase/shared/contracts/notification-settings';
import {
  DEFAULT_HIRING_PREFERENCES,
  hiringPreferencesSchema,
  userNotificationChoicesSchema,
} from '@talentbase/shared/contracts/notification-settings';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { effectiveSettings, mergeTeam, teamDefaults } from './notification-delivery';

export async function getTeamSettings(db: Executor, scope: TeamScope) {
  const { rows } = await db.execute<{ settings: TeamNotificationSettings; updated_at: Date | string }>(sql`
    select settings, updated_at from team_notification_settings where team_id = ${scope.teamId}`);
  const row = rows[0];
  return { ...mergeTeam(row?.settings), updatedAt: row ? new Date(row.updated_at).toISOString() : null };
}

export async function saveTeamSettings(
  db: Database,
  scope: TeamScope,
  input: TeamNotificationSettings,
  ip: string | null,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into team_notification_settings (team_id, settings, updated_by, updated_at)
      values (${scope.teamId}, ${JSON.stringify(input)}::jsonb, ${scope.userId}, now())
      on conflict (team_id) do update set settings = excluded.settings, updated_by = excluded.updated_by,
             updated_at = now()`);
    await audit(tx, {
      action: 'team_settings.notifications_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'team',
      targetId: scope.teamId,
      metadata: { settings: input },
      ip,
    });
  });
  return getTeamSettings(db, scope);
}

async function ownChoices(db: Executor, scope: TeamScope): Promise<UserNotificationChoices> {
  const { rows } = await db.execute<{ settings: UserNotificationChoices }>(sql`
    select settings from user_notification_settings where team_id = ${scope.teamId} and user_id = ${scope.userId}`);
  return userNotificationChoicesSchema.parse(rows[0]?.settings ?? {});
}

export async function getUserSettings(db: Executor, scope: TeamScope) {
  const team = await teamDefaults(db, scope.teamId);
  const own = await ownChoices(db, scope);
  return { team, own, effective: effectiveSettings(team, own) };
}

export async function saveUserSettings(db: Database, scope: TeamScope, input: UserNotificationChoices) {
  await db.execute(sql`
    insert into user_notification_settings (team_id, user_id, settings, updated_at)
    values (${scope.teamId}, ${scope.userId}, ${JSON.stringify(input)}::jsonb, now())
    on conflict (team_id, user_id) do update set settings = excluded.settings, updated_at = now()`);
  return getUserSettings(db, scope);
}

export async function getHiringPreferences(db: Executor, scope: TeamScope) {
  const { rows } = await db.execute<{ preferences: HiringPreferences }>(sql`
    select preferences from user_hiring_preferences where team_id = ${scope.teamId} and user_id = ${scope.userId}`);
  const stored = hiringPreferencesSchema.safeParse({
    ...DEFAULT_HIRING_PREFERENCES,
    ...(rows[0]?.preferences ?? {}),
  });
  return { preferences: stored.success ? stored.data : DEFAULT_HIRING_PREFERENCES, saved: rows.length > 0 };
}

export async function saveHiringPreferences(db: Database, scope: TeamScope, input: HiringPreferences) {
  await db.execute(sql`
    insert into user_hiring_preferences (team_id, user_id, preferences, updated_at)
    values (${scope.teamId}, ${scope.userId}, ${JSON.stringify(input)}::jsonb, now())
    on conflict (team_id, user_id) do update set preferences = excluded.preferences, updated_at = now()`);
  return getHiringPreferences(db, scope);
}

type NotificationRow = {
  id: string;
  category: 'candidate' | 'personal' | 'team';
  event: string;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

export async function listNotifications(
  db: Executor,
  scope: TeamScope,
  query: {
    category?: 'candidate' | 'personal' | 'team';
    unreadOnly?: 'true' | 'false';
    limit: number;
    before?: string;
  },
) {
  const { rows } = await db.execute<NotificationRow>(sql`
    select id::text as id, category, event, title, body, link, read_at, created_at from notifications
     where team_id = ${scope.teamId} and user_id = ${scope.userId} and in_app
       ${query.category ? sql`and category = ${query.category}` : sql``}
       ${query.unreadOnly === 'true' ? sql`and read_at is null` : sql``}
       ${query.before ? sql`and id < ${query.before}::bigint` : sql``}
     order by notifications.id desc limit ${query.limit + 1}`);
  // Newest first by id (ids grow with time), so a page boundary never repeats or skips a row.
  const more = rows.length > query.limit;
  if (more) rows.pop();
  const { rows: counts } = await db.execute<{ category: string; n: number }>(sql`
    select category, count(*)::int as n from notifications
     where team_id = ${scope.teamId} and user_id = ${scope.userId} and in_app and read_at is null
     group by category`);
  const unread = { candidate: 0, personal: 0, team: 0 };
  for (const c of counts) unread[c.category as keyof typeof unread] = c.n;
  const totalNum = unread.candidate + unread.personal + unread.team;
  return {
    data: rows.map((r) => ({
      id: r.id,
      category: r.category,
      event: r.event,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.read_at !== null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    unread,
    allRead: totalNum === 0,
    totalNum,
    showDot: totalNum > 0,
    nextBefore: more ? (rows.at(-1)?.id ?? null) : null,
  };
}

export async function markRead(db: Executor, scope: TeamScope, input: { ids?: string[]; all?: true }) {
  const ids = [...new Set(input.ids ?? [])];
  if (!input.all && ids.length > 0) {
    // Someone else's notification reads as no notification at all.
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications
       where team_id = ${scope.teamId} and user_id = ${scope.userId} and in_app
         and id = any(${`{${ids.join(',')}}`}::bigint[])`);
    if ((rows[0]?.n ?? 0) !== ids.length) throw notFound('Notification');
  }
  const result = await db.execute(sql`
    update notifications set read_at = now()
     where team_id = ${scope.teamId} and user_id = ${scope.userId} and in_app and read_at is null
       ${input.all ? sql`` : sql`and id = any(${`{${ids.join(',') || ''}}`}::bigint[])`}`);
  return { updated: result.rowCount ?? 0 };
}
