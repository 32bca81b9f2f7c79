/**
 * A candidate's profile as a team sees it: the stored document (shared by all teams for an
 * open-web profile) with this team's edits (`team_candidates.overrides`) laid over it. Edits of
 * a team's own profile are written into the document itself, so it has no overrides.
 * `applyPart` is the one place an edited part becomes document fields, for both paths.
 */
import type {
  CandidateInfoPart,
  CandidateOverrides,
  StoredContacts,
  TalentProfileDoc,
  UpdateCandidateInfo,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

export type LoadedCandidate = {
  profileId: number;
  source: string;
  /** The team's own profile (talent_profiles.team_id = the team), edited in place. */
  isTeamProfile: boolean;
  /** The stored document, without this team's overrides. */
  doc: TalentProfileDoc;
  stored: StoredContacts;
  revealed: boolean;
  overrides: CandidateOverrides;
};

type Row = {
  id: string;
  team_id: string | null;
  source: string;
  doc: string;
  emails: StoredContacts['emails'] | null;
  phones: StoredContacts['phones'] | null;
  revealed: boolean;
  overrides: CandidateOverrides | null;
};

/** The profiles the team may see (open-web or its own), with its overrides; others are absent. */
export async function loadCandidates(
  db: Executor,
  teamId: string,
  profileIds: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCandidate[]> {
  if (profileIds.length === 0) return [];
  const lock = options.forUpdate ? sql` for update of p` : sql``;
  const { rows } = await db.execute<Row>(sql`
    select p.id::text as id, p.team_id, p.source, p.doc, c.emails, c.phones,
           (r.profile_id is not null) as revealed, tc.overrides
      from talent_profiles p
      left join talent_contacts c on c.profile_id = p.id
      left join contact_reveals r on r.team_id = ${teamId} and r.profile_id = p.id
      left join team_candidates tc on tc.team_id = ${teamId} and tc.profile_id = p.id
     where p.id = any(${`{${profileIds.join(',')}}`}::bigint[])
       and (p.team_id is null or p.team_id = ${teamId})${lock}`);
  return rows.map((row) => ({
    profileId: Number(row.id),
    source: row.source,
    isTeamProfile: row.team_id !== null,
    doc: JSON.parse(row.doc) as TalentProfileDoc,
    stored: { emails: row.emails ?? [], phones: row.phones ?? [] },
    revealed: row.revealed,
    overrides: row.team_id === null ? (row.overrides ?? {}) : {},
  }));
}

export async function loadCandidate(
  db: Executor,
  scope: TeamScope,
  profileId: number,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedCandidate> {
  const [found] = await loadCandidates(db, scope.teamId, [profileId], options);
  if (!found) throw notFound('Candidate');
  return found;
}

type DocPart = Exclude<UpdateCandidateInfo, { part: 'emails' | 'phones' }>;

/** The document with one edited part written into it (a new object; the input is untouched). */
export function applyPart(doc: TalentProfileDoc, edit: DocPart): TalentProfileDoc {
  switch (edit.part) {
    case 'basicInfo':
      return { ...doc, basic: { ...doc.basic, ...edit.value } };
    case 'socialLinks': {
      // The résumé link belongs to files, not to this editor: keep it.
      const resume = doc.basic.social_links.resume;
      return {
        ...doc,
        basic: { ...doc.basic, social_links: { ...(resume ? { resume } : {}), ...edit.value } },
      };
    }
    case 'experience': {
      const position = edit.value.map((p) => ({
        title: p.title,
        company: { name: p.company },
        location: p.location,
        summary: p.summary,
        iscurrent: p.iscurrent,
        start_date: p.start_date,
        end_date: p.iscurrent ? null : p.end_date,
        website_url: null,
        company_id: null,
        normed_domain: null,
      }));
      return { ...doc, position, current_position: position.find((p) => p.iscurrent) ?? null };
    }
    case 'education':
      return { ...doc, education: edit.value.map((e, i) => ({ id: i + 1, ...e })) };
  }
}

const DOC_PARTS = ['basicInfo', 'socialLinks', 'experience', 'education'] as const;

/** The document as this team sees it. */
export function effectiveDoc(candidate: LoadedCandidate): TalentProfileDoc {
  let doc = candidate.doc;
  for (const part of DOC_PARTS) {
    const value = candidate.overrides[part];
    if (value !== undefined) doc = applyPart(doc, { part, value } as DocPart);
  }
  return doc;
}

export function effectiveContacts(candidate: LoadedCandidate): StoredContacts {
  return {
    emails: candidate.overrides.emails ?? candidate.stored.emails,
    phones: candidate.overrides.phones ?? candidate.stored.phones,
  };
}

export function editedParts(candidate: LoadedCandidate): CandidateInfoPart[] {
  return (Object.keys(candidate.overrides) as CandidateInfoPart[]).filter(
    (k) => candidate.overrides[k] !== undefined,
  );
}
