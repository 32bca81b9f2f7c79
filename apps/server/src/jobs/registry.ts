// Every background job the product runs. Add a definition here and the worker picks it up.
import { duplicateScanJob } from '../modules/duplicates/duplicate-scan.job';
import { candidateImportJob } from './candidate-import.job';
import type { JobDefinition } from './define-job';
import { sessionCleanupJob } from './session-cleanup.job';

export const JOBS: readonly JobDefinition[] = [sessionCleanupJob, candidateImportJob, duplicateScanJob];
