/**
 * Team settings pages: one jsonb value per page (`team_settings`, keyed by team and page). A
 * stored value is re-read through its schema, so a value from an older release (a field since
 * added) falls back to the defaults field by field instead of failing the page.
 */
import {
  type AtsSourceTracking,
  atsSourceTrackingSchema,
  type CompanyProfile,
  companyProfileSchema,
  DEFAULT_ATS_SOURCE_TRACKING,
  DEFAULT_COMPANY_PROFILE,
  DEFAULT_PROJECT_SETTINGS,
  DEFAULT_SOURCE_TRACKING,
  DEFAULT_SOURCING_SETTINGS,
  type ProjectSettings,
  projectSettingsSchema,
  type SourceTracking,
  type SourcingSettings,
  sourceTrackingSchema,
  sourcingSettingsSchema,
  type TeamSettingsKey,
} from '@talentbase/shared';
import { PROJECT_DEFAULT_FIELDS } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

type Values = {
  sourcing: SourcingSettings;
  projects: ProjectSettings;
  'company-profile': CompanyProfile;
  'ats-source-tracking': AtsSourceTracking;
  'source-tracking': SourceTracking;
};

const PAGES: { [K in TeamSettingsKey]: { schema: z.ZodType<Values[K]>; defaults: Values[K] } } = {
  sourcing: { schema: sourcingSettingsSchema, defaults: DEFAULT_SOURCING_SETTINGS },
  projects: {
    schema: projectSettingsSchema as z.ZodType<ProjectSettings>,
    defaults: DEFAULT_PROJECT_SETTINGS,
  },
  'company-profile': { schema: companyProfileSchema, defaults: DEFAULT_COMPANY_PROFILE },
  'ats-source-tracking': {
    schema: atsSourceTrackingSchema as z.ZodType<AtsSourceTracking>,
    defaults: DEFAULT_ATS_SOURCE_TRACKING,
  },
  'source-tracking': { schema: sourceTrackingSchema, defaults: DEFAULT_SOURCE_TRACKING },
};

export type Stored<K extends TeamSettingsKey> = {
  data: Values[K];
  updatedAt: string | null;
  updatedBy: string | null;
};

export async function readSettings<K extends TeamSettingsKey>(
  db: Executor,
  teamId: string,
  key: K,
): Promise<Stored<K>> {
  const page = PAGES[key];
  const { rows } = await db.execute<{ value: unknown; updated_at: string; updated_by: string | null }>(sql`
    select s.value, s.updated_at, u.full_name as updated_by
      from team_settings s left join users u on u.id = s.updated_by
     where s.team_id = ${teamId} and s.key = ${key}`);
  const row = rows[0];
  if (!row) return { data: page.defaults, updatedAt: null, updatedBy: null };
  const merged = page.schema.safeParse({ ...page.defaults, ...(row.value as object) });
  return {
    data: merged.success ? merged.data : page.defaults,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

export async function writeSettings<K extends TeamSettingsKey>(
  db: Database,
  caller: { scope: TeamScope; ip: string | null },
  key: K,
  value: Values[K],
): Promise<Stored<K>> {
  await db.transaction(async (tx) => {
    const before = await readSettings(tx, caller.scope.teamId, key);
    await tx.execute(sql`
      insert into team_settings (team_id, key, value, updated_by, updated_at)
      values (${caller.scope.teamId}, ${key}, ${JSON.stringify(value)}::jsonb, ${caller.scope.userId}, now())
      on conflict (team_id, key) do update
        set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      action: 'team_settings.updated',
      teamId: caller.scope.teamId,
      orgId: caller.scope.orgId,
      actorUserId: caller.scope.userId,
      targetType: 'team_settings',
      targetId: key,
      metadata: { before: before.data, after: value },
      ip: caller.ip,
    });
  });
  return readSettings(db, caller.scope.teamId, key);
}

const EMPTY = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The project create call asks this before it writes: every default field the team requires must
 * be filled. Answers 400 with one message per missing field (the form's own words).
 */
export async function assertRequiredProjectFields(
  db: Executor,
  teamId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const { data } = await readSettings(db, teamId, 'projects');
  const missing: Record<string, string> = {};
  for (const f of PROJECT_DEFAULT_FIELDS) {
    if (data.requiredFields.includes(f.name) && EMPTY(fields[f.name]))
      missing[f.name] = `${f.label} is required by your team`;
  }
  if (Object.keys(missing).length) throw fieldError(missing, 'Fill in the fields your team requires');
}

const POLICY_REFUSAL = {
  recruiters: 'Your team lets only members with a Recruiter licence reveal contact details.',
  admins_only: 'Your team lets only team admins reveal contact details.',
} as const;

/**
 * The contact reveal asks this before it spends a credit (a profile the team revealed before is
 * free and always shown): the team's reveal policy, then the member's monthly cap. Refusals
 * change nothing. Team admins are never refused by the policy, only by the cap.
 */
export async function assertRevealAllowed(db: Executor, scope: TeamScope): Promise<void> {
  const { data } = await readSettings(db, scope.teamId, 'sourcing');
  if (data.revealPolicy !== 'all_members') {
    const { rows } = await db.execute<{ is_team_admin: boolean; license: string }>(sql`
      select is_team_admin, license from team_members where team_id = ${scope.teamId} and user_id = ${scope.userId}`);
    const me = rows[0];
    const allowed =
      me?.is_team_admin === true || (data.revealPolicy === 'recruiters' && me?.license === 'Recruiter');
    if (!allowed) throw new AppError('FORBIDDEN', POLICY_REFUSAL[data.revealPolicy]);
  }
  const cap = data.monthlyRevealCapPerMember;
  if (cap !== null) {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from contact_reveals
       where team_id = ${scope.teamId} and revealed_by = ${scope.userId}
         and created_at >= date_trunc('month', now())`);
    if ((rows[0]?.n ?? 0) >= cap)
      throw new AppError(
        'UNPROCESSABLE',
        `You have revealed ${cap} contacts this month, your team's monthly limit per member. Ask your team admin to raise it.`,
        { cap },
      );
  }
}
