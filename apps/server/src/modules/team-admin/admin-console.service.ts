/**
 * The admin console's summary and the setup checklist. Most checklist items are worked out from
 * the team's data (someone invited, a project created...); the ones nothing in the data can tell
 * are ticked by hand and kept in `teams.setup_checklist`.
 */
import type {
  AdminAction,
  AdminConsoleResponse,
  ImplantationResponse,
  ImplantationUpdate,
  SetupItem,
  SetupItemKey,
} from '@talentbase/shared/contracts/admin-console';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { seatSummary } from './seats';

const RECENT_ACTIONS = 12;

type AuditRow = {
  id: string;
  action: string;
  metadata: Record<string, unknown>;
  actor_name: string | null;
  created_at: Date | string;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** What an admin action did, as a sentence without its actor. */
export function actionSummary(action: string, m: Record<string, unknown>): string {
  const email = text(m.email);
  switch (action) {
    case 'member.invited':
      return `invited ${m.count} ${m.count === 1 ? 'person' : 'people'} with ${text(m.license)} seats`;
    case 'member.invitation_resent':
      return Number(m.count) > 1
        ? `sent ${m.count} invitations again`
        : `sent the invitation to ${email} again`;
    case 'member.invitation_withdrawn':
      return Number(m.count) > 1 ? `withdrew ${m.count} invitations` : `withdrew the invitation to ${email}`;
    case 'member.invitation_accepted':
      return `${email} accepted the invitation`;
    case 'member.seat_cancelled':
      return `cancelled the seat of ${email}`;
    case 'member.seat_reactivated':
      return `reactivated the seat of ${email}`;
    case 'member.removed':
      return `removed ${email} from the team`;
    case 'member.license_switched':
      return `switched ${email} to ${text(m.after)}`;
    case 'member.transferred':
      return `moved ${email} to another team`;
    case 'member.transferred_in':
      return `${email} joined from another team`;
    case 'member.provisioned':
      return `${email} was provisioned by ${text(m.via).toUpperCase() || 'the identity provider'}`;
    case 'team.onboarding_mode_changed':
      return `set the onboarding mode to ${text(m.label)}`;
    case 'team.setup_checklist_changed':
      return 'updated the setup checklist';
    default:
      return action.replace(/[._]/g, ' ');
  }
}

export async function adminConsole(db: Executor, scope: TeamScope): Promise<AdminConsoleResponse> {
  const { rows: teams } = await db.execute<{
    name: string;
    onboarding_mode: number;
    contract_credits: number;
    credits_used: number;
  }>(sql`select name, onboarding_mode, contract_credits, credits_used from teams where id = ${scope.teamId}`);
  const team = teams[0];
  if (!team) throw notFound('Team');
  const [seats, statuses, actions] = await Promise.all([
    seatSummary(db, scope.teamId),
    db.execute<{ active: number; pending: number; cancelled: number; removed: number }>(sql`
      select count(*) filter (where status in (1, 2) and user_id is not null)::int as active,
             count(*) filter (where status in (1, 2) and user_id is null)::int as pending,
             count(*) filter (where status = 0)::int as cancelled,
             count(*) filter (where status = 3)::int as removed
        from team_members where team_id = ${scope.teamId}`),
    db.execute<AuditRow>(sql`
      select a.id::text, a.action, a.metadata, u.full_name as actor_name, a.created_at
        from audit_log a left join users u on u.id = a.actor_user_id
       where a.team_id = ${scope.teamId} and (a.action like 'member.%' or a.action like 'team.%')
       order by a.id desc limit ${RECENT_ACTIONS}`),
  ]);
  const recentActions: AdminAction[] = actions.rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    summary: actionSummary(r.action, r.metadata ?? {}),
    actorName: r.actor_name,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return {
    team: { id: scope.teamId, name: team.name, onboardingMode: team.onboarding_mode },
    seats,
    membersByStatus: statuses.rows[0] ?? { active: 0, pending: 0, cancelled: 0, removed: 0 },
    credits: {
      total: team.contract_credits,
      used: team.credits_used,
      remaining: Math.max(0, team.contract_credits - team.credits_used),
    },
    recentActions,
  };
}

type ItemDef = { key: SetupItemKey; label: string; description: string; href: string; auto?: SQL };

function itemDefs(teamId: string): ItemDef[] {
  return [
    {
      key: 'invite-team',
      label: 'Invite your team',
      description: 'Give your recruiters and hiring managers their seats.',
      href: '/admin/general/users',
      auto: sql`(select count(*) > 1 from team_members where team_id = ${teamId} and status in (1, 2))`,
    },
    {
      key: 'hiring-process',
      label: 'Set up your hiring process',
      description: 'The stages every new project starts with.',
      href: '/admin/team-settings/hiring-process',
      auto: sql`exists (select 1 from hiring_process_templates where team_id = ${teamId})`,
    },
    {
      key: 'first-project',
      label: 'Create the first project',
      description: 'A project holds a role’s pipeline and hiring team.',
      href: '/v5/create-project',
      auto: sql`exists (select 1 from projects where team_id = ${teamId})`,
    },
    {
      key: 'connect-mailbox',
      label: 'Connect a mailbox',
      description: 'Recruiters send sequences from their own address.',
      href: '/admin/settings/email',
      auto: sql`exists (select 1 from engage_mailboxes where team_id = ${teamId})`,
    },
    {
      key: 'import-candidates',
      label: 'Import your candidates',
      description: 'Bring the candidates you already have from a CSV file.',
      href: '/v5/talent-pool/all-candidates',
      auto: sql`exists (select 1 from candidate_imports where team_id = ${teamId})`,
    },
    {
      key: 'company-profile',
      label: 'Fill in the company profile',
      description: 'Your company’s name, site and description appear in emails and job pages.',
      href: '/admin/team-settings/company-profile',
    },
    {
      key: 'single-sign-on',
      label: 'Set up single sign-on',
      description: 'Let your identity provider sign people in and provision them.',
      href: '/admin/team-settings/saml',
    },
    {
      key: 'connect-ats',
      label: 'Connect your ATS',
      description: 'Export candidates to the applicant tracking system you use.',
      href: '/admin/general/ats',
    },
  ];
}

export async function implantation(db: Executor, scope: TeamScope): Promise<ImplantationResponse> {
  const defs = itemDefs(scope.teamId);
  const autos = defs.filter((d) => d.auto);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select t.onboarding_mode, t.setup_checklist,
           ${sql.join(
             autos.map((d, i) => sql`${d.auto} as ${sql.raw(`auto_${i}`)}`),
             sql`, `,
           )}
      from teams t where t.id = ${scope.teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Team');
  const ticked = (row.setup_checklist ?? {}) as Record<string, boolean>;
  const items: SetupItem[] = defs.map((d) => {
    const index = autos.indexOf(d);
    const manual = index < 0;
    return {
      key: d.key,
      label: d.label,
      description: d.description,
      href: d.href,
      manual,
      done: manual ? ticked[d.key] === true : row[`auto_${index}`] === true,
    };
  });
  return { onboardingMode: Number(row.onboarding_mode), items };
}

const MODE_LABEL = ['None', 'Implantation', 'Onboarding'];

export async function updateImplantation(
  db: Database,
  scope: TeamScope,
  update: ImplantationUpdate,
  ip: string | null,
): Promise<ImplantationResponse> {
  const automatic = new Set(
    itemDefs(scope.teamId)
      .filter((d) => d.auto)
      .map((d) => d.key),
  );
  const items = Object.entries(update.items ?? {}) as [SetupItemKey, boolean][];
  const followsData = items.find(([key]) => automatic.has(key));
  if (followsData)
    throw new AppError('VALIDATION_FAILED', 'This item follows your data: it is done when the work is', {
      fields: { [`items.${followsData[0]}`]: 'This item is ticked when the work is done' },
    });
  await db.transaction(async (tx) => {
    if (update.onboardingMode !== undefined) {
      await tx.execute(
        sql`update teams set onboarding_mode = ${update.onboardingMode}, updated_at = now() where id = ${scope.teamId}`,
      );
      await audit(tx, {
        action: 'team.onboarding_mode_changed',
        teamId: scope.teamId,
        orgId: scope.orgId,
        actorUserId: scope.userId,
        targetType: 'team',
        targetId: scope.teamId,
        metadata: { mode: update.onboardingMode, label: MODE_LABEL[update.onboardingMode] },
        ip,
      });
    }
    if (items.length > 0) {
      await tx.execute(sql`
        update teams set setup_checklist = setup_checklist || ${JSON.stringify(Object.fromEntries(items))}::jsonb,
               updated_at = now()
         where id = ${scope.teamId}`);
      await audit(tx, {
        action: 'team.setup_checklist_changed',
        teamId: scope.teamId,
        orgId: scope.orgId,
        actorUserId: scope.userId,
        targetType: 'team',
        targetId: scope.teamId,
        metadata: Object.fromEntries(items),
        ip,
      });
    }
  });
  return implantation(db, scope);
}
