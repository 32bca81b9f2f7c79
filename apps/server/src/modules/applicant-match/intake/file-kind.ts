/**
 * Which reader a résumé file goes to. The name's extension and the first bytes must agree (the
 * rule of candidate files, reused from `checkFileType`), so a renamed program or image is refused
 * with the reason instead of being read as garbage. TXT is judged here rather than there because
 * résumés also arrive as UTF-16 text (Windows Notepad), which candidate files refuse.
 */
import { AppError } from '../../../lib/errors';
import { checkFileType, extensionOf } from '../../candidate-records/file-types';

export type ResumeKind = 'pdf' | 'docx' | 'txt' | 'json';

export type KindDecision = { kind: ResumeKind } | { rejected: string };

const ACCEPTED = 'PDF, DOCX, TXT or JSON Resume';

export function decideKind(fileName: string, data: Buffer): KindDecision {
  const ext = extensionOf(fileName);
  if (ext === 'txt') return { kind: 'txt' };
  if (ext === 'json') return { kind: 'json' };
  if (ext === 'doc')
    return {
      rejected: `"${fileName}" is an old Word (DOC) file, which cannot be read: save it as DOCX or PDF and upload it again.`,
    };
  if (ext !== 'pdf' && ext !== 'docx')
    return { rejected: `"${fileName}" is not a résumé file we can read: upload a ${ACCEPTED} file.` };
  try {
    const checked = checkFileType(fileName, data);
    return { kind: checked === 'pdf' ? 'pdf' : 'docx' };
  } catch (error) {
    if (error instanceof AppError)
      return { rejected: `${error.message} Upload the real ${ext.toUpperCase()} file.` };
    throw error;
  }
}
