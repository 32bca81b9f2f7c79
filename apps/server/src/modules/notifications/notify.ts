/**
 * The one way anything tells a user about something (spec section 3, Notifications): mentions,
 * shared candidates, replies and bounces, hiring-team changes, finished imports and scans,
 * automations, offer approvals. Called inside the transaction of the change it reports, so a
 * rolled-back change notifies nobody.
 *
 * Each recipient's effective settings decide (notification-delivery.ts): in the app (the bell),
 * by email now, or by email in the daily digest; a user who wants neither gets no row at all.
 * Only active members of the team are notified; the author of a change is never told about it.
 * Emails are sent by the `notification-email` job after the commit, never inside it.
 */
import {
  NOTIFICATION_EVENT_CATEGORY,
  type NotificationEvent,
  type UserNotificationChoices,
} from '@talentbase/shared/contracts/notification-settings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { effectiveSettings, teamDefaults } from '../notification-settings/notification-delivery';

export const EMAIL_STATUS = { NONE: 0, DUE: 1, DIGEST: 2, SENT: 3, FAILED: 4 } as const;

export type Notice = {
  teamId: string;
  /** Who should hear about it; duplicates, the actor and non-members are dropped. */
  userIds: readonly string[];
  event: NotificationEvent;
  title: string;
  body?: string;
  /** A path in the app the notification opens. */
  link?: string | null;
  /** The person whose action this is: not notified about their own doing. */
  actorId?: string | null;
};

const TITLE_MAX = 300;
const BODY_MAX = 2000;

/** Writes the notifications; answers how many people were notified (in the app or by email). */
export async function notify(db: Executor, notice: Notice): Promise<number> {
  const wanted = [...new Set(notice.userIds)].filter((u) => u && u !== notice.actorId);
  if (wanted.length === 0) return 0;
  const { rows: members } = await db.execute<{
    user_id: string;
    settings: UserNotificationChoices | null;
  }>(sql`
    select tm.user_id::text as user_id, s.settings
      from team_members tm
      left join user_notification_settings s on s.team_id = tm.team_id and s.user_id = tm.user_id
     where tm.team_id = ${notice.teamId} and tm.status in (1, 2)
       and tm.user_id = any(${`{${wanted.join(',')}}`}::uuid[])`);
  if (members.length === 0) return 0;
  const team = await teamDefaults(db, notice.teamId);
  const rows = members
    .map((m) => {
      const settings = effectiveSettings(team, m.settings ?? undefined);
      const channels = settings.events[notice.event];
      const emailStatus = !channels.email
        ? EMAIL_STATUS.NONE
        : settings.digest === 'daily'
          ? EMAIL_STATUS.DIGEST
          : EMAIL_STATUS.DUE;
      return { userId: m.user_id, inApp: channels.inApp, emailStatus };
    })
    .filter((r) => r.inApp || r.emailStatus !== EMAIL_STATUS.NONE);
  if (rows.length === 0) return 0;
  await db.execute(sql`
    insert into notifications (team_id, user_id, category, event, title, body, link, in_app, email_status)
    select ${notice.teamId}, r.user_id, ${NOTIFICATION_EVENT_CATEGORY[notice.event]}, ${notice.event},
           ${notice.title.slice(0, TITLE_MAX)}, ${(notice.body ?? '').slice(0, BODY_MAX)}, ${notice.link ?? null},
           r.in_app, r.email_status
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ user_id: r.userId, in_app: r.inApp, email_status: r.emailStatus })))}::jsonb)
           as r(user_id uuid, in_app boolean, email_status smallint)`);
  return rows.length;
}
