/**
 * A drop of résumés, however large, sent APPLICANT_UPLOAD_MAX_FILES at a time, one request after
 * another, with every file's result kept. Files the server would refuse anyway (wrong type, too
 * big, empty) are answered here without a round trip. A request that fails marks its files
 * "not sent" and the next request still goes; `retryFailed` sends those files again.
 */
import {
  APPLICANT_UPLOAD_MAX_FILES,
  type ApplicantIntakeResult,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { applicantKeys } from '../api/applicants';
import { uploadApplicantFiles } from '../api/upload';
import { type ChunkProgress, runInChunks } from '../lib/chunks';

export const ACCEPTED_EXTENSIONS = ['pdf', 'docx', 'txt', 'json', 'csv'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type UploadRowStatus = ApplicantIntakeResult['status'] | 'failed';
export type UploadRow = {
  key: string;
  fileName: string;
  status: UploadRowStatus;
  fullName: string | null;
  /** Why it was refused or not sent, what the reader was unsure of, or whom it duplicates. */
  detail: string | null;
};

/** A file refused before sending, with the reason the recruiter reads. */
export function localProblem(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext))
    return 'Not a résumé file Talentbase reads: use PDF, DOCX, TXT, JSON Resume or CSV.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_FILE_BYTES) return 'The file is larger than 10 MB.';
  return null;
}

function detailOf(result: ApplicantIntakeResult): string | null {
  if (result.status === 'rejected') return result.reason ?? 'The file could not be read.';
  if (result.status === 'duplicate')
    return result.reason ?? 'This person has already applied to this job; nothing was added.';
  if (result.warnings.length > 0) return result.warnings.join(' ');
  if (result.matchedCandidate)
    return `Recognised as ${result.matchedCandidate.fullName}, already in your team.`;
  return null;
}

let rowSequence = 0;
const nextKey = () => {
  rowSequence += 1;
  return `row-${rowSequence}`;
};

export function useChunkedUpload(projectId: string) {
  const client = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [chunkErrors, setChunkErrors] = useState<string[]>([]);
  const failedFiles = useRef<File[]>([]);
  const stopRequested = useRef(false);

  const send = useCallback(
    async (files: File[]) => {
      const local: UploadRow[] = [];
      const toSend: File[] = [];
      for (const file of files) {
        const problem = localProblem(file);
        if (problem)
          local.push({
            key: nextKey(),
            fileName: file.name,
            status: 'rejected',
            fullName: null,
            detail: problem,
          });
        else toSend.push(file);
      }
      setRows((current) => [...current, ...local]);
      stopRequested.current = false;
      setRunning(true);
      setChunkErrors([]);
      const run = await runInChunks(
        toSend,
        APPLICANT_UPLOAD_MAX_FILES,
        async (slice) => {
          const answer = await uploadApplicantFiles(projectId, slice);
          setRows((current) => [
            ...current,
            ...answer.results.map((r) => ({
              key: nextKey(),
              fileName: r.row ? `${r.fileName}, row ${r.row}` : r.fileName,
              status: r.status,
              fullName: r.fullName,
              detail: detailOf(r),
            })),
          ]);
          return answer;
        },
        setProgress,
        () => stopRequested.current,
      );
      failedFiles.current = [...run.failed.flatMap((f) => f.items), ...run.unsent];
      const notSent = (file: File, why: string): UploadRow => ({
        key: nextKey(),
        fileName: file.name,
        status: 'failed',
        fullName: null,
        detail: `Not sent: ${why}`,
      });
      const failedRows = [
        ...run.failed.flatMap((f) => f.items.map((file) => notSent(file, errorMessage(f.error)))),
        ...run.unsent.map((file) => notSent(file, 'you stopped the upload.')),
      ];
      setRows((current) => [...current, ...failedRows]);
      setChunkErrors([...new Set(run.failed.map((f) => errorMessage(f.error)))]);
      setRunning(false);
      void client.invalidateQueries({ queryKey: applicantKeys.all(projectId) });
    },
    [client, projectId],
  );

  const start = useCallback((files: File[]) => (files.length > 0 ? send(files) : Promise.resolve()), [send]);

  const retryFailed = useCallback(() => {
    const files = failedFiles.current;
    if (files.length === 0) return Promise.resolve();
    // The "not sent" lines make way for the new answers.
    setRows((current) => current.filter((r) => r.status !== 'failed'));
    return send(files);
  }, [send]);

  const stop = useCallback(() => {
    stopRequested.current = true;
  }, []);

  const clear = useCallback(() => {
    setRows([]);
    setProgress(null);
    setChunkErrors([]);
    failedFiles.current = [];
  }, []);

  return {
    rows,
    progress,
    running,
    chunkErrors,
    failedCount: rows.filter((r) => r.status === 'failed').length,
    start,
    retryFailed,
    stop,
    clear,
  };
}
