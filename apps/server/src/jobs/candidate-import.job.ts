import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * Imports the rows of one uploaded CSV (modules/candidate-import/import-run.ts). Resumable: a
 * retry after a crash continues after the last committed batch.
 */
export const candidateImportJob = defineJob({
  name: 'candidate-import',
  payload: z.strictObject({
    importId: z.number().int().positive(),
    /** The import files' root on the disk the API wrote the upload to (import-files.ts). */
    storageRoot: z.string().min(1).max(1000),
  }),
  handler: () => import('./candidate-import.handler'),
  retryLimit: 3,
});
