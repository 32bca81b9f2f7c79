import { FILE_EXTENSIONS, FILE_MAX_BYTES, FILES_PER_UPLOAD } from '@talentbase/shared';

/**
 * The server checks again (including the contents); this catches the obvious before uploading.
 * Candidate files and sequence attachments take the same types and size.
 */
export function fileProblem(files: readonly File[], maxFiles = FILES_PER_UPLOAD): string | null {
  if (files.length > maxFiles)
    return maxFiles === 1 ? 'Upload one file at a time.' : `Upload at most ${maxFiles} files at a time.`;
  for (const f of files) {
    const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(FILE_EXTENSIONS as readonly string[]).includes(ext))
      return `"${f.name}" is not a PDF, DOC, DOCX or TXT file.`;
    if (f.size > FILE_MAX_BYTES) return `"${f.name}" is larger than ${FILE_MAX_BYTES / 1024 / 1024} MB.`;
    if (f.size === 0) return `"${f.name}" is empty.`;
  }
  return null;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
