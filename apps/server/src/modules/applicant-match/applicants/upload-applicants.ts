/**
 * An upload of applicants to a job: résumé files (PDF, DOCX, TXT, JSON Resume) and CSV lists,
 * one result per file or CSV row, in the order they came. Résumés are read first, several at a
 * time (PDFs in the worker pool); then each applicant is saved in its own transaction, so a file
 * that fails never loses the others, and a file the reader refuses creates nothing. Two files of
 * one upload that are the same person (by the duplicate rules) add the person once. When anyone
 * was added, the job's ranking status is recounted and scoring is asked for.
 */
import type {
  ApplicantIntakeResult,
  ApplicantUploadResponse,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import type { Database } from '../../../db/client';
import { audit } from '../../../lib/audit';
import type { IncomingFile } from '../../../lib/http/read-upload';
import { cleanFileName, extensionOf } from '../../candidate-records/file-types';
import type { Caller } from '../../projects/project-lifecycle.service';
import type { FileStorage } from '../../storage/file-storage';
import { readResumes } from '../intake/intake';
import { RESUME_MAX_BYTES } from '../intake/limits';
import { applicantFeatures } from '../matching/features';
import { refreshRankingStatus } from '../scoring/ranking-counts';
import type { ScoringRequester } from '../scoring/request-scoring';
import { storedColumns } from '../scoring/stored-columns';
import { readApplicantCsv } from './intake-csv';
import { type ApplicantInput, duplicateResult, type IntakeScope, keysOf, saveApplicant } from './intake-save';

export type UploadDeps = {
  db: Database;
  storage: FileStorage;
  requestScoring: ScoringRequester;
  log?: { error: (obj: object, msg?: string) => void };
};

const MB = 1024 * 1024;

type Item = { input: ApplicantInput } | { result: ApplicantIntakeResult };

const rejected = (fileName: string, reason: string, extra: Partial<ApplicantIntakeResult> = {}) => ({
  item: {
    result: {
      fileName,
      status: 'rejected' as const,
      applicantId: null,
      candidateId: null,
      fullName: null,
      reason,
      warnings: [],
      matchedCandidate: null,
      ...extra,
    },
  },
});

/** Every file to its applicants (or refusals), in upload order. */
async function readItems(files: readonly IncomingFile[]): Promise<Item[]> {
  const resumeFiles = files
    .map((f, index) => ({ index, fileName: cleanFileName(f.fileName), data: f.data, tooLarge: f.tooLarge }))
    .filter((f) => !f.tooLarge && extensionOf(f.fileName) !== 'csv');
  const read = await readResumes(resumeFiles.map(({ fileName, data }) => ({ fileName, data })));
  const resumes = new Map(resumeFiles.map((f, i) => [f.index, read[i]]));
  const items: Item[] = [];
  for (const [index, file] of files.entries()) {
    const fileName = cleanFileName(file.fileName);
    if (file.tooLarge) {
      items.push(
        rejected(fileName, `"${fileName}" is over the ${RESUME_MAX_BYTES / MB} MB limit for a file.`).item,
      );
      continue;
    }
    if (extensionOf(fileName) === 'csv') {
      const csv = await readApplicantCsv(fileName, file.data);
      if ('rejected' in csv) {
        items.push(rejected(fileName, csv.rejected).item);
        continue;
      }
      for (const row of csv.rows)
        items.push(
          'fields' in row
            ? { input: { kind: 'csv', fileName, row: row.row, fields: row.fields } }
            : rejected(fileName, `Row ${row.row}: ${row.rejected}`, { row: row.row, fullName: row.fullName })
                .item,
        );
      continue;
    }
    const result = resumes.get(index);
    if (!result || result.status === 'rejected') {
      items.push(rejected(fileName, result?.reason ?? `"${fileName}" could not be read.`).item);
      continue;
    }
    items.push({
      input: {
        kind: 'resume',
        fileName,
        data: file.data,
        resume: result.resume,
        features: storedColumns(applicantFeatures(result.resume)),
      },
    });
  }
  return items;
}

export async function uploadApplicants(
  deps: UploadDeps,
  caller: Caller,
  projectId: number,
  files: readonly IncomingFile[],
): Promise<ApplicantUploadResponse> {
  const scope: IntakeScope = { teamId: caller.scope.teamId, userId: caller.scope.userId, projectId };
  const items = await readItems(files);
  const results: ApplicantIntakeResult[] = [];
  // The people this upload added, by identity key, so a second file of the same person is a duplicate.
  const seen = new Map<string, { fileName: string; candidateId: string | null }>();
  for (const item of items) {
    if ('result' in item) {
      results.push(item.result);
      continue;
    }
    const keys = keysOf(item.input);
    const earlier = keys.map((k) => seen.get(`${k.kind}:${k.key}`)).find(Boolean);
    if (earlier) {
      results.push(
        duplicateResult(
          item.input,
          `The same person as "${earlier.fileName}" earlier in this upload.`,
          earlier.candidateId,
        ),
      );
      continue;
    }
    let result: ApplicantIntakeResult;
    try {
      result = await saveApplicant(deps.db, deps.storage, scope, item.input, keys);
    } catch (error) {
      deps.log?.error({ err: error, fileName: item.input.fileName }, 'applicant could not be saved');
      result = {
        ...rejected(
          item.input.fileName,
          `"${item.input.fileName}" could not be saved: please upload it again.`,
        ).item.result,
        ...(item.input.kind === 'csv' ? { row: item.input.row } : {}),
      };
    }
    if (result.status === 'added' || result.status === 'added_with_warnings')
      for (const k of keys)
        seen.set(`${k.kind}:${k.key}`, { fileName: item.input.fileName, candidateId: result.candidateId });
    results.push(result);
  }
  const count = (...statuses: ApplicantIntakeResult['status'][]) =>
    results.filter((r) => statuses.includes(r.status)).length;
  const reply: ApplicantUploadResponse = {
    results,
    added: count('added', 'added_with_warnings'),
    duplicates: count('duplicate'),
    rejected: count('rejected'),
  };
  await audit(deps.db, {
    action: 'applicant_match.applicants.upload',
    teamId: scope.teamId,
    actorUserId: scope.userId,
    targetType: 'project',
    targetId: String(projectId),
    metadata: {
      files: files.length,
      added: reply.added,
      duplicates: reply.duplicates,
      rejected: reply.rejected,
    },
    ip: caller.ip,
  });
  if (reply.added > 0) {
    await refreshRankingStatus(deps.db, scope.teamId, projectId);
    await deps.requestScoring(projectId);
  }
  return reply;
}
