/**
 * Editing a candidate's info, one part at a time (updateCandidateInfo). A team's own profile is
 * edited in place and its search row rebuilt in the same transaction; an open-web profile is
 * shared by every team, so the edit goes to this team's overrides and the shared document is
 * never touched. Contacts can only be edited once the team has revealed them, so nobody replaces
 * addresses they have not seen. The activity log names the part and the changed fields, never
 * the contact values.
 */
import {
  type CandidateInfoPart,
  type CandidateRecord,
  type ProjectAction,
  SOCIAL_LINK_KEYS,
  type StoredContacts,
  type TalentProfileDoc,
  type UpdateCandidateInfo,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { profileMatchKeys, replaceMatchKeys } from '../duplicates/match-keys';
import type { Dictionary } from '../talent/dictionary';
import { type CandidateCaller, requireCandidateAccess } from './candidate-access';
import {
  applyPart,
  effectiveContacts,
  effectiveDoc,
  type LoadedCandidate,
  loadCandidate,
} from './candidate-profile';
import { reindexProfile } from './profile-reindex';
import { getCandidateRecord } from './record.service';

export const PART_ACTION: Record<CandidateInfoPart, ProjectAction> = {
  basicInfo: 'candidate.editInfo',
  emails: 'candidate.editContact',
  phones: 'candidate.editContact',
  socialLinks: 'candidate.editSocialLinks',
  experience: 'candidate.editExperience',
  education: 'candidate.editEducation',
};

const BASIC_KEYS = [
  'fullname',
  'headline',
  'summary',
  'current_title',
  'current_company',
  'location',
  'city',
  'state',
  'country',
] as const;

/** Names of the fields the edit changes (for the activity log; never the values). */
function changedFields(
  before: TalentProfileDoc,
  contacts: StoredContacts,
  edit: UpdateCandidateInfo,
): string[] {
  switch (edit.part) {
    case 'basicInfo':
      return BASIC_KEYS.filter((k) => (before.basic[k] ?? null) !== (edit.value[k] ?? null));
    case 'socialLinks':
      return SOCIAL_LINK_KEYS.filter(
        (k) => (before.basic.social_links[k] ?? null) !== (edit.value[k] ?? null),
      );
    case 'emails':
      return JSON.stringify(contacts.emails) === JSON.stringify(edit.value) ? [] : ['emails'];
    case 'phones':
      return JSON.stringify(contacts.phones) === JSON.stringify(edit.value) ? [] : ['phones'];
    case 'experience':
      return ['position'];
    case 'education':
      return ['education'];
  }
}

function assertContactsSeen(candidate: LoadedCandidate, part: 'emails' | 'phones'): void {
  if (candidate.revealed) return;
  if (effectiveContacts(candidate)[part].length === 0) return;
  throw new AppError(
    'CONFLICT',
    "Reveal this candidate's contact details before editing them, so nothing you have not seen is replaced.",
    { part },
  );
}

async function editTeamProfile(
  tx: Executor,
  dict: Dictionary,
  teamId: string,
  candidate: LoadedCandidate,
  edit: UpdateCandidateInfo,
): Promise<void> {
  let doc = candidate.doc;
  let contacts = candidate.stored;
  if (edit.part === 'emails' || edit.part === 'phones') {
    contacts = { ...contacts, [edit.part]: edit.value };
    await tx.execute(sql`
      insert into talent_contacts (profile_id, emails, phones)
      values (${candidate.profileId}, ${JSON.stringify(contacts.emails)}::jsonb, ${JSON.stringify(contacts.phones)}::jsonb)
      on conflict (profile_id) do update set emails = excluded.emails, phones = excluded.phones`);
  } else {
    doc = applyPart(doc, edit);
    await tx.execute(sql`
      update talent_profiles
         set doc = ${JSON.stringify(doc)}, full_name = ${doc.basic.fullname}, current_title = ${doc.basic.current_title},
             current_company = ${doc.basic.current_company}, location = ${doc.basic.location}, updated_at = now()
       where id = ${candidate.profileId}`);
  }
  // Contact changes move the "has email / has phone" filters, so the row is rebuilt for them too.
  await reindexProfile(tx, dict, {
    profileId: candidate.profileId,
    teamId,
    source: candidate.source,
    doc,
    contacts,
  });
}

/**
 * Whether the edit moves the candidate's match keys (addresses, numbers, profile links, name and
 * company), so the duplicate check finds the candidate as it now is and not as it was.
 */
function changesIdentity(edit: UpdateCandidateInfo, fields: readonly string[]): boolean {
  if (edit.part === 'basicInfo') return fields.includes('fullname') || fields.includes('current_company');
  return (
    (edit.part === 'emails' || edit.part === 'phones' || edit.part === 'socialLinks') && fields.length > 0
  );
}

/** The candidate after the edit, by the same path the team's view takes (effectiveDoc). */
function editedCandidate(candidate: LoadedCandidate, edit: UpdateCandidateInfo): LoadedCandidate {
  if (!candidate.isTeamProfile)
    return { ...candidate, overrides: { ...candidate.overrides, [edit.part]: edit.value } };
  if (edit.part === 'emails' || edit.part === 'phones')
    return { ...candidate, stored: { ...candidate.stored, [edit.part]: edit.value } };
  return { ...candidate, doc: applyPart(candidate.doc, edit) };
}

export async function updateCandidateInfo(
  db: Database,
  caller: CandidateCaller,
  dictionary: () => Promise<Dictionary>,
  edit: UpdateCandidateInfo,
): Promise<CandidateRecord> {
  const { scope } = caller;
  const dict = await dictionary();
  await db.transaction(async (tx) => {
    const access = await requireCandidateAccess(
      tx,
      caller,
      [edit.candidateId],
      PART_ACTION[edit.part],
      edit.projectId,
    );
    const candidate = await loadCandidate(tx, scope, edit.candidateId, { forUpdate: true });
    if (edit.part === 'emails' || edit.part === 'phones') assertContactsSeen(candidate, edit.part);
    const fields = changedFields(effectiveDoc(candidate), effectiveContacts(candidate), edit);
    if (candidate.isTeamProfile) {
      await editTeamProfile(tx, dict, scope.teamId, candidate, edit);
    } else {
      await ensureTeamCandidates(tx, scope.teamId, [edit.candidateId], scope.userId);
      await tx.execute(sql`
        update team_candidates
           set overrides = overrides || jsonb_build_object(${edit.part}::text, ${JSON.stringify(edit.value)}::jsonb),
               updated_at = now()
         where team_id = ${scope.teamId} and profile_id = ${edit.candidateId}`);
    }
    if (changesIdentity(edit, fields)) {
      const edited = editedCandidate(candidate, edit);
      await replaceMatchKeys(
        tx,
        scope.teamId,
        edit.candidateId,
        profileMatchKeys(effectiveDoc(edited), effectiveContacts(edited)),
      );
    }
    const count = Array.isArray(edit.value) ? { count: edit.value.length } : {};
    await recordActivity(tx, scope.teamId, scope.userId, [
      {
        profileId: edit.candidateId,
        projectId: access.projectId,
        action: 'info_updated',
        detail: { part: edit.part, fields, ...count },
      },
    ]);
    if (edit.part === 'emails' || edit.part === 'phones') {
      await audit(tx, {
        action: 'candidate.contacts_edited',
        teamId: scope.teamId,
        orgId: scope.orgId,
        actorUserId: scope.userId,
        targetType: 'talent_profile',
        targetId: String(edit.candidateId),
        metadata: { part: edit.part, count: edit.value.length, projectId: access.projectId },
        ip: caller.ip,
      });
    }
  });
  return getCandidateRecord(db, caller, edit.candidateId, edit.projectId);
}
