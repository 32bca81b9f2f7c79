/**
 * Demo data, seeded once on the first start: an organisation with a pro (enterprise) team and a
 * growth team, plus a starter account, with a user for every account role. Every demo login
 * shares one password. README.md lists them; keep the two in step.
 */
import type { AccountRole } from '@talentbase/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { teamSubscriptions, users } from '../schema/index';
import { createMember, createOrganization, createTeam } from './factories';

export const DEMO_PASSWORD = 'Talentbase!2026';

type DemoUser = {
  email: string;
  fullName: string;
  jobTitle: string;
  roles: AccountRole[];
  isTeamAdmin?: boolean;
};

export const DEMO_PRO_USERS: DemoUser[] = [
  {
    email: 'demo@talentbase.dev',
    fullName: 'Dana Demo',
    jobTitle: 'Senior Recruiter',
    roles: ['enterprise_member'],
    isTeamAdmin: true,
  },
  {
    email: 'admin@talentbase.dev',
    fullName: 'Alex Admin',
    jobTitle: 'Talent Operations Lead',
    roles: ['enterprise_admin'],
  },
  {
    email: 'hiring.manager@talentbase.dev',
    fullName: 'Harper Manager',
    jobTitle: 'Engineering Manager',
    roles: ['enterprise_hiring_manager'],
  },
  {
    email: 'org.admin@talentbase.dev',
    fullName: 'Oren Orgadmin',
    jobTitle: 'Head of Talent',
    roles: ['org_admin'],
  },
  {
    email: 'relationships@talentbase.dev',
    fullName: 'Riley Relations',
    jobTitle: 'Talent Relationship Manager',
    roles: ['relationships'],
  },
  {
    email: 'ezjobs@talentbase.dev',
    fullName: 'Ezra Jobs',
    jobTitle: 'Job Marketing Specialist',
    roles: ['ez_jobs'],
  },
  {
    email: 'insights@talentbase.dev',
    fullName: 'Indira Insights',
    jobTitle: 'Recruiting Analyst',
    roles: ['insights'],
  },
  {
    email: 'crm@talentbase.dev',
    fullName: 'Casey Crm',
    jobTitle: 'Candidate Experience Lead',
    roles: ['crm'],
  },
];

export const DEMO_GROWTH_USERS: DemoUser[] = [
  {
    email: 'growth.admin@talentbase.dev',
    fullName: 'Gale Growth',
    jobTitle: 'Recruiting Lead',
    roles: ['growth_admin'],
    isTeamAdmin: true,
  },
  {
    email: 'growth.recruiter@talentbase.dev',
    fullName: 'Gray Recruiter',
    jobTitle: 'Recruiter',
    roles: ['growth_recruiter'],
  },
];

export const DEMO_STARTER_USER: DemoUser = {
  email: 'starter@talentbase.dev',
  fullName: 'Sam Starter',
  jobTitle: 'Independent Recruiter',
  roles: [],
  isTeamAdmin: true,
};

/**
 * The operator of this installation (customer console): a member of its own small organisation,
 * with the `is_operator` flag that no sign-up or team admin can set (the CLI grants it to others).
 */
export const DEMO_OPERATOR_USER: DemoUser = {
  email: 'operator@talentbase.dev',
  fullName: 'Olive Operator',
  jobTitle: 'Platform Operator',
  roles: [],
  isTeamAdmin: true,
};

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@talentbase.dev'))
    .limit(1);
  return Boolean(row);
}

/** Seeds the demo data unless it is already there. Returns whether it seeded. */
export async function seedDemo(db: Database): Promise<boolean> {
  if (await isDemoSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const org = await createOrganization(tx, 'Northwind Talent');
    const pro = await createTeam(tx, org.id, {
      name: 'Northwind Recruiting',
      plan: 'pro',
      planSubtype: 'mid-market',
      solutions: [
        'sourcing',
        'recruit_mate',
        'ez_jobs',
        'relationships',
        'rediscovery',
        'applicant_match',
        'crm',
      ],
      features: ['ai_recommendation'],
      contractCredits: 500,
      recruiterSeats: 25,
      collaboratorSeats: 10,
    });
    const growth = await createTeam(tx, org.id, {
      name: 'Northwind Growth',
      plan: 'growth',
      planSubtype: 'waiver',
      solutions: ['sourcing', 'relationships'],
      contractCredits: 200,
      recruiterSeats: 5,
      collaboratorSeats: 3,
    });
    for (const u of DEMO_PRO_USERS) await createMember(tx, pro.id, { ...u, passwordHash });
    for (const u of DEMO_GROWTH_USERS) await createMember(tx, growth.id, { ...u, passwordHash });

    const soloOrg = await createOrganization(tx, 'Sam Starter Recruiting');
    const starter = await createTeam(tx, soloOrg.id, {
      name: 'Sam Starter Recruiting',
      plan: 'basic',
      solutions: ['sourcing'],
      contractCredits: 50,
      recruiterSeats: 1,
      collaboratorSeats: 0,
    });
    await createMember(tx, starter.id, { ...DEMO_STARTER_USER, passwordHash });

    const operatorOrg = await createOrganization(tx, 'Talentbase Operations');
    const operatorTeam = await createTeam(tx, operatorOrg.id, {
      name: 'Talentbase Operations',
      plan: 'basic',
      solutions: [],
      contractCredits: 0,
    });
    await createMember(tx, operatorTeam.id, { ...DEMO_OPERATOR_USER, passwordHash });
    await tx.update(users).set({ isOperator: true }).where(eq(users.email, DEMO_OPERATOR_USER.email));

    // Subscriptions with real periods: the pro team renews in 18 days, the growth team in 9, the
    // starter team has never had a trial (it may start one).
    const day = 86_400_000;
    const now = Date.now();
    const period = (renewInDays: number) => ({
      startedAt: new Date(now + renewInDays * day - 30 * day),
      renewsAt: new Date(now + renewInDays * day),
    });
    await tx.insert(teamSubscriptions).values([
      { teamId: pro.id, planId: 'enterprise-mid-market', status: 'active', trialUsed: true, ...period(18) },
      { teamId: growth.id, planId: 'growth-waiver', status: 'active', ...period(9) },
      { teamId: starter.id, planId: 'starter', status: 'active', ...period(23) },
      { teamId: operatorTeam.id, planId: 'starter', status: 'active', ...period(30) },
    ]);
  });
  return true;
}

/**
 * With local test mail on (the two-command setup), every demo user sends from a 'local' mailbox:
 * their own name and address, delivered to the embedded catcher, no spacing between sends, so a
 * sequence works with nothing configured. Runs on every start and leaves a mailbox a user already
 * has (a real SMTP one they connected) alone. Returns how many it made.
 */
export async function seedDemoLocalMailboxes(db: Database): Promise<number> {
  const emails = [...DEMO_PRO_USERS, ...DEMO_GROWTH_USERS, DEMO_STARTER_USER].map((u) => u.email);
  const { rows } = await db.execute(sql`
    insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, daily_cap, min_spacing_seconds)
    select m.team_id, u.id, 'local', u.full_name, lower(u.email), 400, 0
      from users u join team_members m on m.user_id = u.id
     where lower(u.email) in (${sql.join(
       emails.map((e) => sql`${e}`),
       sql`, `,
     )})
    on conflict (team_id, user_id) do nothing
    returning id`);
  return rows.length;
}
