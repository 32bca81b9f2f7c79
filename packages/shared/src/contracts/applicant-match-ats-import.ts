// Importing a job's applicants from the team's ATS into applicant match (issue 19, item 5): the
// project is linked to a job of the ATS (talent sync), the import pulls that job's applications
// in the background and the job page shows its progress and counts.
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';

export const ATS_IMPORT_STATUS_VALUES = ['queued', 'running', 'done', 'failed'] as const;
export type AtsImportStatus = (typeof ATS_IMPORT_STATUS_VALUES)[number];

export const atsImportRunSchema = z.object({
  id: z.string(),
  status: z.enum(ATS_IMPORT_STATUS_VALUES),
  trigger: z.enum(['manual', 'scheduled']),
  atsName: z.string(),
  /** The ATS as the catalogue names it ("Greenhouse Harvest"). */
  atsLabel: z.string(),
  atsJobId: z.string(),
  /** Applications the ATS gave (0 until they have been read). */
  total: z.number().int(),
  processed: z.number().int(),
  /** New applicants added to the job. */
  imported: z.number().int(),
  /** Applicants already imported whose ATS stage changed, or people who had applied otherwise and are now linked. */
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  skippedDetail: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** Imported without a résumé (scored from what the ATS gave). */
  withoutResume: z.number().int(),
  /** Why the run failed, or why it waits to try again (never a credential). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AtsImportRun = z.infer<typeof atsImportRunSchema>;

export const atsImportStateSchema = z.object({
  /** The project's ATS job, or null when the project is not linked to one. */
  link: z
    .object({
      atsName: z.string(),
      atsLabel: z.string(),
      atsJobId: z.string(),
      atsJobName: z.string().nullable(),
    })
    .nullable(),
  /** Whether the team has a working connection to that ATS (an admin connects it otherwise). */
  connected: z.boolean(),
  /** Whether Talentbase can read applicants from that ATS. */
  supported: z.boolean(),
  /** Whether the caller may start an import (owner, recruiter, sourcer). */
  canImport: z.boolean(),
  /** Minutes between periodic imports of linked jobs; 0 when periodic imports are off. */
  intervalMinutes: z.number().int(),
  latest: atsImportRunSchema.nullable(),
});
export type AtsImportState = z.infer<typeof atsImportStateSchema>;
