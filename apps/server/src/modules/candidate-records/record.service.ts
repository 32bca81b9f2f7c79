/**
 * The whole record for the record page in one answer: the profile as this team sees it,
 * contacts masked or revealed by the reveal rules, tags, readable notes, files, the GDPR flag,
 * the team's projects the candidate is in (with stage) and what the caller may do.
 */
import type { CandidateProject, CandidateRecord } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { projectPipelines } from '../hiring-process/project-pipeline';
import { visibleTo } from '../projects/project-visibility';
import { presentContacts } from '../talent/contacts-view';
import { type CandidateCaller, candidatePermissions, requireCandidateAccess } from './candidate-access';
import { editedParts, effectiveContacts, effectiveDoc, loadCandidate } from './candidate-profile';
import { listFiles } from './files.service';
import { listNotes } from './notes.service';
import { candidateTags } from './tags.service';

type ProjectRow = {
  id: string;
  project_name: string;
  project_status: number;
  category_id: number;
  stage_id: number | null;
  created_at: Date | string;
};

/** Projects of the team holding the candidate that the caller may see (project-visibility.ts). */
async function candidateProjects(
  db: Executor,
  caller: CandidateCaller,
  profileId: number,
): Promise<CandidateProject[]> {
  const { scope } = caller;
  const { rows } = await db.execute<ProjectRow>(sql`
    select p.id::text as id, p.project_name, p.project_status, pc.category_id, pc.stage_id, pc.created_at
      from project_candidates pc
      join projects p on p.id = pc.project_id
     where pc.profile_id = ${profileId} and ${visibleTo(caller)}
     order by pc.created_at desc
     limit 100`);
  const pipelines = await projectPipelines(
    db,
    scope.teamId,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const detail = pipelines.get(Number(r.id))?.detail ?? [];
    const category = detail.find((c) => c.categoryId === r.category_id);
    const stage = category?.stages.find((s) => s.stageId === r.stage_id);
    return {
      projectId: String(r.id),
      projectName: r.project_name,
      projectStatus: r.project_status,
      categoryName: category?.categoryName ?? 'Unknown stage',
      stageName: stage?.stageName ?? null,
      addedAt: new Date(r.created_at).toISOString(),
    };
  });
}

async function gdprOf(db: Executor, scope: TeamScope, profileId: number): Promise<CandidateRecord['gdpr']> {
  const { rows } = await db.execute<{
    gdpr_review: boolean;
    gdpr_reviewed_by: string | null;
    name: string | null;
    gdpr_reviewed_at: Date | string | null;
  }>(sql`
    select tc.gdpr_review, tc.gdpr_reviewed_by, u.full_name as name, tc.gdpr_reviewed_at
      from team_candidates tc left join users u on u.id = tc.gdpr_reviewed_by
     where tc.team_id = ${scope.teamId} and tc.profile_id = ${profileId}`);
  const row = rows[0];
  return {
    review: row?.gdpr_review ?? false,
    reviewedBy: row?.gdpr_reviewed_by
      ? { userId: row.gdpr_reviewed_by, name: row.name ?? 'Former member' }
      : null,
    reviewedAt: row?.gdpr_reviewed_at ? new Date(row.gdpr_reviewed_at).toISOString() : null,
  };
}

export async function getCandidateRecord(
  db: Database,
  caller: CandidateCaller,
  candidateId: number,
  projectId?: string,
): Promise<CandidateRecord> {
  const { scope } = caller;
  const access = await requireCandidateAccess(db, caller, [candidateId], 'candidate.openProfile', projectId);
  const candidate = await loadCandidate(db, scope, candidateId);
  const contacts = effectiveContacts(candidate);
  const nothingToHide = contacts.emails.length === 0 && contacts.phones.length === 0;
  const [tags, notes, files, gdpr, projects] = await Promise.all([
    candidateTags(db, scope.teamId, candidateId),
    listNotes(db, caller, candidateId),
    listFiles(db, scope.teamId, candidateId),
    gdprOf(db, scope, candidateId),
    candidateProjects(db, caller, candidateId),
  ]);
  return {
    candidateId,
    source: candidate.source,
    isTeamProfile: candidate.isTeamProfile,
    profile: effectiveDoc(candidate),
    editedParts: editedParts(candidate),
    contacts: presentContacts(contacts, candidate.revealed),
    editableContacts:
      candidate.revealed || nothingToHide
        ? {
            emails: contacts.emails.map((e) => ({
              address: e.address,
              type: e.type,
              primary: e.primary ?? false,
            })),
            phones: contacts.phones,
          }
        : null,
    tags,
    notes,
    files,
    gdpr,
    projects,
    projectRole: access.role,
    permissions: candidatePermissions(access),
  };
}
