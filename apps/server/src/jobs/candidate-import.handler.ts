import { importFiles } from '../modules/candidate-import/import-files';
import { runImport } from '../modules/candidate-import/import-run';
import type { JobContext } from './define-job';

export async function run(payload: { importId: number; storageRoot: string }, { db, log }: JobContext) {
  const result = await runImport(db, importFiles(payload.storageRoot), payload.importId);
  log.info({ importId: payload.importId, ...result }, 'candidate import finished');
}
