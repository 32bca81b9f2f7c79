/**
 * Short summaries of a team's candidates, as the duplicate list and the merge dialog show them
 * side by side. The team's edits of an open-web profile are laid over it. Contacts show whole
 * for the team's own profiles (it supplied them) and for revealed ones; masked otherwise. The
 * project count counts the projects the viewer may see.
 */
import type { CandidateSummary, StoredContacts } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProjectViewer, visibleTo } from '../projects/project-visibility';
import { maskEmail, maskPhone } from '../talent/contacts-view';
import { shownFields, type TeamOverrides } from './team-overrides';

type Row = {
  id: string;
  team_id: string | null;
  source: string;
  full_name: string;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  linkedin: string | null;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  revealed: boolean;
  overrides: TeamOverrides | null;
  project_count: number;
  added_at: Date | string;
};

const shown = shownFields();

export async function candidateSummaries(
  db: Executor,
  viewer: ProjectViewer,
  profileIds: readonly number[],
): Promise<Map<number, CandidateSummary>> {
  if (profileIds.length === 0) return new Map();
  const { teamId } = viewer.scope;
  const { rows } = await db.execute<Row>(sql`
    select p.id::text as id, p.team_id, p.source, ${shown.name} as full_name, ${shown.title} as current_title,
           ${shown.company} as current_company, ${shown.location} as location,
           substring(p.doc from '"linkedin":"([^"]*)"') as linkedin,
           c.emails, c.phones, (r.profile_id is not null) as revealed, tc.overrides, tc.created_at as added_at,
           (select count(*)::int from project_candidates pc join projects pr on pr.id = pc.project_id
             where pc.profile_id = p.id and ${visibleTo(viewer, 'pr')}) as project_count
      from team_candidates tc
      join talent_profiles p on p.id = tc.profile_id
      left join talent_contacts c on c.profile_id = p.id
      left join contact_reveals r on r.team_id = tc.team_id and r.profile_id = p.id
     where tc.team_id = ${teamId} and tc.profile_id = any(${`{${profileIds.join(',')}}`}::bigint[])`);
  const out = new Map<number, CandidateSummary>();
  for (const row of rows) {
    const o = (row.team_id === null ? row.overrides : null) ?? {};
    const emails = o.emails ?? row.emails ?? [];
    const phones = o.phones ?? row.phones ?? [];
    const whole = row.team_id !== null || row.revealed;
    out.set(Number(row.id), {
      profileId: Number(row.id),
      fullName: row.full_name,
      title: row.current_title,
      company: row.current_company,
      location: row.location,
      source: row.source,
      emails: emails.map((e) => (whole ? e.address : maskEmail(e.address))),
      phones: phones.map((p) => (whole ? p.number : maskPhone(p.number))),
      contactsShown: whole,
      linkedinUrl: (o.socialLinks ? o.socialLinks.linkedin : row.linkedin) ?? null,
      projectCount: row.project_count,
      addedAt: new Date(row.added_at).toISOString(),
    });
  }
  return out;
}
