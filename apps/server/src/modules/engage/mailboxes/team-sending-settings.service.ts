/**
 * The team's sending defaults (`/admin/team-settings/campaign-settings` and `/engagement`): one row
 * per team, made on the first change; until then the column defaults of engage_team_settings are
 * the answer (read from the same place, so the two can never differ).
 */
import {
  MAILBOX_DEFAULTS,
  type TeamSendingSettings,
  type UpdateTeamSendingSettings,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { DEFAULT_SENDING_WINDOW } from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import type { TeamScope } from '../../../lib/team-scope';

type Row = {
  sending_window: { days: number[]; start: string; end: string };
  timezone: string;
  daily_cap: number;
  min_spacing_seconds: number;
  privacy_notice: string | null;
  unsubscribe_footer: string | null;
  tracking_domain: string | null;
  allow_private_hosts: boolean;
  updated_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toSettings(row: Row): TeamSendingSettings {
  return {
    sendingWindow: row.sending_window,
    timezone: row.timezone,
    dailyCap: row.daily_cap,
    minSpacingSeconds: row.min_spacing_seconds,
    privacyNotice: row.privacy_notice,
    unsubscribeFooter: row.unsubscribe_footer,
    trackingDomain: row.tracking_domain,
    allowPrivateHosts: row.allow_private_hosts,
    updatedAt: iso(row.updated_at),
  };
}

export async function getTeamSendingSettings(db: Executor, teamId: string): Promise<TeamSendingSettings> {
  const { rows } = await db.execute<Row>(sql`
    select sending_window, timezone, daily_cap, min_spacing_seconds, privacy_notice,
           unsubscribe_footer, tracking_domain, allow_private_hosts, updated_at
      from engage_team_settings where team_id = ${teamId}`);
  return rows[0] ? toSettings(rows[0]) : TEAM_SENDING_DEFAULTS;
}

/**
 * What a team without a row has: the column defaults of engage_team_settings (migration 0013),
 * restated here so a read writes nothing. A test compares the two.
 */
export const TEAM_SENDING_DEFAULTS: TeamSendingSettings = {
  sendingWindow: { ...DEFAULT_SENDING_WINDOW, days: [...DEFAULT_SENDING_WINDOW.days] },
  timezone: 'UTC',
  dailyCap: MAILBOX_DEFAULTS.dailyCap,
  minSpacingSeconds: MAILBOX_DEFAULTS.minSpacingSeconds,
  privacyNotice: null,
  unsubscribeFooter: null,
  trackingDomain: null,
  allowPrivateHosts: false,
  updatedAt: null,
};

/** Only the fields given change; every change is audited with the fields' new values. */
export async function updateTeamSendingSettings(
  db: Database,
  scope: TeamScope,
  input: UpdateTeamSendingSettings,
  ip: string | null,
): Promise<TeamSendingSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into engage_team_settings (team_id) values (${scope.teamId}) on conflict do nothing`,
    );
    const { rows: before } = await tx.execute<Row>(sql`
      select * from engage_team_settings where team_id = ${scope.teamId} for update`);
    const sets = [
      input.sendingWindow !== undefined &&
        sql`sending_window = ${JSON.stringify(input.sendingWindow)}::jsonb`,
      input.timezone !== undefined && sql`timezone = ${input.timezone}`,
      input.dailyCap !== undefined && sql`daily_cap = ${input.dailyCap}`,
      input.minSpacingSeconds !== undefined && sql`min_spacing_seconds = ${input.minSpacingSeconds}`,
      input.privacyNotice !== undefined && sql`privacy_notice = ${input.privacyNotice}`,
      input.unsubscribeFooter !== undefined && sql`unsubscribe_footer = ${input.unsubscribeFooter}`,
      input.trackingDomain !== undefined && sql`tracking_domain = ${input.trackingDomain}`,
      input.allowPrivateHosts !== undefined && sql`allow_private_hosts = ${input.allowPrivateHosts}`,
    ].filter((s) => s !== false);
    const { rows } = await tx.execute<Row>(sql`
      update engage_team_settings
         set ${sql.join(sets, sql`, `)}, updated_by = ${scope.userId}, updated_at = now()
       where team_id = ${scope.teamId}
       returning *`);
    const after = toSettings(rows[0] as Row);
    const previous = toSettings(before[0] as Row);
    const changed = Object.keys(input).filter(
      (k) =>
        JSON.stringify(previous[k as keyof TeamSendingSettings]) !==
        JSON.stringify(after[k as keyof TeamSendingSettings]),
    );
    await audit(tx, {
      action: 'team_settings.engage_updated',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'team',
      targetId: scope.teamId,
      metadata: {
        changed,
        from: Object.fromEntries(changed.map((k) => [k, previous[k as keyof TeamSendingSettings]])),
        to: Object.fromEntries(changed.map((k) => [k, after[k as keyof TeamSendingSettings]])),
      },
      ip,
    });
    return after;
  });
}
