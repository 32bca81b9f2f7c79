/**
 * One applicant into a job, in its own transaction: the person is looked up by the duplicate
 * rules (match keys: email, phone, profile link, name and company). Someone who already applied
 * to this job is a duplicate and nothing is written; a team candidate who has not becomes the
 * applicant with that profile (no second profile); anyone else becomes a new team candidate
 * built from the résumé (or the CSV row). The original file is kept as the profile's résumé
 * (candidate_files, kind 'resume') for preview; its bytes are stored before the transaction and
 * removed again if it does not commit.
 */

import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import type { ApplicantIntakeResult } from '@talentbase/shared/contracts/applicant-match-applicants';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jsonDocument } from '../../../db/json-param';
import { CONTENT_TYPE, extensionOf } from '../../candidate-records/file-types';
import {
  contactsOf,
  createTeamCandidates,
  createTeamCandidatesFromDocuments,
  type NewCandidateInput,
} from '../../candidates/create-candidate';
import { recordActivity } from '../../candidates/team-candidates';
import {
  type DuplicateMatch,
  findDuplicates,
  type MatchKey,
  matchKeysOf,
  profileMatchKeys,
} from '../../duplicates/match-keys';
import type { FileStorage } from '../../storage/file-storage';
import { newStorageKey } from '../../storage/storage-keys';
import type { StoredColumns } from '../scoring/stored-columns';

export type IntakeScope = { teamId: string; userId: string; projectId: number };

/** What arrives: a read résumé with its file, or a CSV row. */
export type ApplicantInput =
  | {
      kind: 'resume';
      fileName: string;
      data: Buffer;
      resume: ParsedResume;
      /** The scoring features as stored (scoring/stored-columns.ts), computed before the transaction. */
      features: StoredColumns;
      /** 'ats': the résumé of an application imported from the team's ATS (../ats-import). */
      origin?: 'ats';
    }
  | {
      kind: 'csv';
      fileName: string;
      row: number;
      fields: NewCandidateInput;
      /** 'ats': an application imported from the team's ATS (../ats-import), not a CSV row. */
      origin?: 'ats';
    };

const FILE_CONTENT_TYPE: Record<string, string> = { ...CONTENT_TYPE, json: 'application/json' };

/** The identity keys of the person, as the duplicate rules read them. */
export function keysOf(input: ApplicantInput): MatchKey[] {
  if (input.kind === 'resume') {
    const { doc, contacts } = input.resume;
    return profileMatchKeys(doc, contactsOf(contacts, doc.analytics.norm_location.country_code));
  }
  const f = input.fields;
  return matchKeysOf({
    fullName: f.fullName,
    company: f.company ?? null,
    emails: f.emails ?? [],
    phones: f.phones ?? [],
    profileUrls: [...(f.linkedinUrl ? [f.linkedinUrl] : []), ...(f.otherUrls ?? [])],
  });
}

const nameOf = (input: ApplicantInput) =>
  (input.kind === 'resume' ? input.resume.doc.basic.fullname : input.fields.fullName).trim() || null;

async function appliedAlready(tx: Executor, scope: IntakeScope, profileId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from match_applicants where project_id = ${scope.projectId} and profile_id = ${profileId}`);
  return rows.length > 0;
}

async function newProfile(tx: Executor, scope: IntakeScope, input: ApplicantInput): Promise<number> {
  const options = {
    source: input.origin === 'ats' ? ('ats' as const) : ('import' as const),
    activity: 'imported' as const,
    activityDetail: () => ({ fileName: input.fileName, applicantOf: scope.projectId }),
  };
  const [id] =
    input.kind === 'resume'
      ? await createTeamCandidatesFromDocuments(tx, scope, [input.resume], options)
      : await createTeamCandidates(tx, scope, [input.fields], options);
  return id as number;
}

function base(input: ApplicantInput): ApplicantIntakeResult {
  return {
    fileName: input.fileName,
    ...(input.kind === 'csv' ? { row: input.row } : {}),
    status: 'rejected',
    applicantId: null,
    candidateId: null,
    fullName: nameOf(input),
    reason: null,
    warnings: [],
    matchedCandidate: null,
  };
}

export function duplicateResult(input: ApplicantInput, reason: string, candidateId: string | null) {
  return { ...base(input), status: 'duplicate' as const, reason, candidateId };
}

export async function saveApplicant(
  db: Database,
  storage: FileStorage,
  scope: IntakeScope,
  input: ApplicantInput,
  keys: readonly MatchKey[],
): Promise<ApplicantIntakeResult> {
  let storedKey: string | null = null;
  if (input.kind === 'resume') {
    storedKey = newStorageKey(`candidate-files/${scope.teamId}`, extensionOf(input.fileName) || 'bin');
    await storage.put(storedKey, input.data);
  }
  try {
    const result = await db.transaction(async (tx) => {
      const matches: DuplicateMatch[] = await findDuplicates(tx, scope.teamId, keys);
      const known = matches[0];
      if (known && (await appliedAlready(tx, scope, known.profileId)))
        return duplicateResult(
          input,
          `${known.fullName || 'This person'} already applied to this job (same ${known.reasons.join(', ').replaceAll('_', ' ')}).`,
          String(known.profileId),
        );
      const profileId = known ? known.profileId : await newProfile(tx, scope, input);
      let fileId: number | null = null;
      if (input.kind === 'resume' && storedKey) {
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into candidate_files (team_id, profile_id, file_name, content_type, size_bytes, storage_key, kind, uploaded_by)
          values (${scope.teamId}, ${profileId}, ${input.fileName},
                  ${FILE_CONTENT_TYPE[extensionOf(input.fileName)] ?? 'application/octet-stream'},
                  ${input.data.length}, ${storedKey}, 'resume', ${scope.userId})
          returning id::text as id`);
        fileId = Number(rows[0]?.id);
      }
      const resume = input.kind === 'resume' ? input.resume : null;
      const source =
        input.origin ??
        (input.kind === 'csv' ? 'csv' : extensionOf(input.fileName) === 'json' ? 'json_resume' : 'resume');
      const { rows: inserted } = await tx.execute<{ id: string }>(sql`
        insert into match_applicants (team_id, project_id, profile_id, resume, lack_resume, features,
                                      ranking_features, resume_file_id, source, created_by)
        values (${scope.teamId}, ${scope.projectId}, ${profileId},
                ${resume ? jsonDocument(resume) : null}::jsonb, ${resume === null},
                ${input.kind === 'resume' ? jsonDocument(input.features.features) : null}::jsonb,
                ${input.kind === 'resume' ? jsonDocument(input.features.rankingFeatures) : null}::jsonb,
                ${fileId}, ${source}, ${scope.userId})
        on conflict (project_id, profile_id) do nothing
        returning id::text as id`);
      const applicantId = inserted[0]?.id;
      // Someone else's upload added this person a moment ago: a duplicate, and this file is not kept.
      if (!applicantId) throw new AppliedMeanwhile(String(profileId));
      await recordActivity(tx, scope.teamId, scope.userId, [
        {
          profileId,
          projectId: scope.projectId,
          action: 'applied',
          detail: {
            applicantId,
            fileName: input.fileName,
            source,
            ...(fileId ? { fileId: String(fileId) } : {}),
          },
        },
      ]);
      const warnings = resume?.warnings ?? [];
      return {
        ...base(input),
        status: warnings.length > 0 ? ('added_with_warnings' as const) : ('added' as const),
        applicantId,
        candidateId: String(profileId),
        warnings,
        matchedCandidate: known
          ? { candidateId: String(known.profileId), fullName: known.fullName, reasons: known.reasons }
          : null,
      };
    });
    if (result.status === 'duplicate' && storedKey) await storage.delete(storedKey).catch(() => {});
    return result;
  } catch (error) {
    if (storedKey) await storage.delete(storedKey).catch(() => {});
    if (error instanceof AppliedMeanwhile)
      return duplicateResult(input, 'This person already applied to this job.', error.candidateId);
    throw error;
  }
}

class AppliedMeanwhile extends Error {
  constructor(readonly candidateId: string) {
    super('applied meanwhile');
  }
}
