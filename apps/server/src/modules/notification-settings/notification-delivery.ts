/**
 * Who gets a notification: the team's default for the event, unless the user chose otherwise.
 * notify() (modules/notifications/notify.ts) asks here for every event.
 */
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationEvent,
  type TeamNotificationSettings,
  type UserNotificationChoices,
} from '@talentbase/shared/contracts/notification-settings';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export async function teamDefaults(db: Executor, teamId: string): Promise<TeamNotificationSettings> {
  const { rows } = await db.execute<{ settings: TeamNotificationSettings }>(sql`
    select settings from team_notification_settings where team_id = ${teamId}`);
  return mergeTeam(rows[0]?.settings);
}

/** Stored settings with any event added since they were saved taking its default. */
export function mergeTeam(stored: Partial<TeamNotificationSettings> | undefined): TeamNotificationSettings {
  return {
    events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, ...(stored?.events ?? {}) },
    digest: stored?.digest ?? DEFAULT_NOTIFICATION_SETTINGS.digest,
  };
}

export function effectiveSettings(
  team: TeamNotificationSettings,
  own: UserNotificationChoices | undefined,
): TeamNotificationSettings {
  const events = { ...team.events };
  for (const key of Object.keys(events) as NotificationEvent[]) {
    const mine = own?.events?.[key];
    events[key] = {
      inApp: mine?.inApp ?? team.events[key].inApp,
      email: mine?.email ?? team.events[key].email,
    };
  }
  return { events, digest: own?.digest ?? team.digest };
}
