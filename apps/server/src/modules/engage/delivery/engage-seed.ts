/**
 * Making campaigns and candidates in bulk, straight in the database: the engine's tests and the
 * benchmark (`npm run bench:engage`) share it. The sequence editor and the import live elsewhere.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export const ALWAYS_OPEN = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

export type StepSpec = {
  subject: string;
  body: string;
  delaySeconds?: number;
  delayType?: 'DAYS' | 'WEEKDAYS';
  followupType?: 'SAME_THREAD' | 'NEW_THREAD';
  trackOpen?: boolean;
  trackLink?: boolean;
};

/** A campaign with its steps, made directly in the database (the sequence editor is elsewhere). */
export async function createCampaign(
  db: Database,
  input: {
    teamId: string;
    userId: string;
    projectId?: number | null;
    name?: string;
    status?: string;
    timezone?: string;
    window?: { days: number[]; start: string; end: string };
    steps: StepSpec[];
  },
): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into engage_campaigns (team_id, user_id, sender_user_id, project_id, name, status, schedule_timezone, sending_window)
    values (${input.teamId}, ${input.userId}, ${input.userId}, ${input.projectId ?? null}, ${input.name ?? 'Backend outreach'},
            ${input.status ?? 'ongoing'}, ${input.timezone ?? 'UTC'}, ${JSON.stringify(input.window ?? ALWAYS_OPEN)}::jsonb)
    returning id`);
  const id = Number(rows[0]?.id);
  let step = 1;
  for (const s of input.steps) {
    await db.execute(sql`
      insert into engage_steps (team_id, campaign_id, step, subject, body, delay_type, delay_seconds, followup_type, track_open, track_link)
      values (${input.teamId}, ${id}, ${step}, ${s.subject}, ${s.body}, ${s.delayType ?? 'DAYS'}, ${s.delaySeconds ?? 0},
              ${s.followupType ?? 'SAME_THREAD'}, ${s.trackOpen ?? true}, ${s.trackLink ?? true})`);
    step += 1;
  }
  return id;
}

/**
 * `count` profiles of the team, added to the project at Good Fit. `withEmail(i)` decides who has
 * an address (cand<i>.<tag>@mail.example); `country(i)` where they live.
 */
export async function createCandidates(
  db: Database,
  input: {
    teamId: string;
    projectId?: number | null;
    count: number;
    tag: string;
    withEmail?: (i: number) => boolean;
    country?: (i: number) => string;
  },
): Promise<number[]> {
  const people = Array.from({ length: input.count }, (_, i) => ({
    n: i,
    name: `Casey ${input.tag} ${i}`,
    email: (input.withEmail ?? (() => true))(i) ? `Cand${i}.${input.tag}@Mail.example` : null,
    country: (input.country ?? (() => 'US'))(i),
  }));
  const { rows } = await db.execute<{ id: string; n: number }>(sql`
    insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, doc)
    select ${input.teamId}, 'import', ${input.tag} || '-' || x.n, x.name, 'Engineer', 'Acme',
           jsonb_build_object(
             'basic', jsonb_build_object('fullname', x.name, 'current_title', 'Staff Engineer',
                                         'current_company', 'Acme & Co', 'opt_out', false, 'gdpr_status', 'none'),
             'norm_location', jsonb_build_object('country_code', x.country, 'in_gdpr', x.country <> 'US'))::text
      from jsonb_to_recordset(${JSON.stringify(people)}::jsonb) as x(n int, name text, email text, country text)
    returning id, split_part(external_id, '-', 2)::int as n`);
  const idOf = new Map(rows.map((r) => [Number(r.n), Number(r.id)]));
  const contacts = people
    .filter((p) => p.email)
    .map((p) => ({ id: idOf.get(p.n), emails: [{ address: p.email, type: 'work', primary: true }] }));
  await db.execute(sql`
    insert into talent_contacts (profile_id, emails)
    select x.id, x.emails from jsonb_to_recordset(${JSON.stringify(contacts)}::jsonb) as x(id bigint, emails jsonb)`);
  await db.execute(sql`
    insert into team_candidates (team_id, profile_id)
    select ${input.teamId}, unnest(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[]) on conflict do nothing`);
  if (input.projectId)
    await db.execute(sql`
      insert into project_candidates (project_id, profile_id)
      select ${input.projectId}, unnest(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[])`);
  return people.map((p) => idOf.get(p.n) as number);
}
