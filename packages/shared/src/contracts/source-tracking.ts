/**
 * Source tracking (issue 19 item 6, spec core-product.md section 2: /admin/team-settings/
 * ats-source-tracking and /admin/team-settings/source-tracking). Both pages are team settings
 * stored under their own key; `sourceFor(teamId, providerId, origin)` on the server combines them
 * into the `{ name, medium }` a connector writes into the ATS for every candidate pushed.
 */
import { z } from 'zod';

export const SOURCE_TEXT_MAX = 80;
export const SOURCE_OVERRIDES_MAX = 30;

const sourceText = (label: string) =>
  z
    .string({ message: `Enter the ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(SOURCE_TEXT_MAX, `${label} must be at most ${SOURCE_TEXT_MAX} characters`)
    .refine((v) => !/\p{Cc}/u.test(v), `${label} cannot contain control characters`);

/** The catalogue's provider ids: lower-case letters, digits and underscores (greenhouse_harvest). */
export const providerIdSchema = z
  .string({ message: 'Choose an ATS' })
  .trim()
  .toLowerCase()
  .overwrite((v) => v.replace(/[\s-]+/g, '_'))
  .min(1, 'Choose an ATS')
  .max(60, 'The ATS id must be at most 60 characters')
  .regex(/^[a-z0-9_]+$/, 'The ATS id uses letters, digits and underscores only');

/** ATS ids with a working connector, with their names (the catalogue lists more). */
export const KNOWN_ATS_PROVIDERS: readonly { id: string; label: string }[] = [
  { id: 'greenhouse_harvest', label: 'Greenhouse Harvest' },
  { id: 'lever', label: 'Lever' },
  { id: 'workable', label: 'Workable' },
  { id: 'ashby', label: 'Ashby' },
  { id: 'teamtailor', label: 'Teamtailor' },
  { id: 'jazzhr', label: 'JazzHR' },
  { id: 'bullhorn', label: 'Bullhorn' },
  { id: 'workday', label: 'Workday' },
  { id: 'generic_webhook', label: 'Generic webhook' },
];

export const atsSourceOverrideSchema = z.strictObject({
  providerId: providerIdSchema,
  sourceName: sourceText('Source name'),
  sourceMedium: sourceText('Medium'),
});
export type AtsSourceOverride = z.infer<typeof atsSourceOverrideSchema>;

/** /admin/team-settings/ats-source-tracking: what every push writes, and per-ATS exceptions. */
export const atsSourceTrackingSchema = z.strictObject({
  sourceName: sourceText('Source name'),
  sourceMedium: sourceText('Medium'),
  overrides: z
    .array(atsSourceOverrideSchema)
    .max(SOURCE_OVERRIDES_MAX, `At most ${SOURCE_OVERRIDES_MAX} ATS exceptions`)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.providerId))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'providerId'],
            message: `${row.providerId} already has its own source; keep one row per ATS`,
          });
        seen.add(row.providerId);
      });
    }),
});
export type AtsSourceTracking = z.infer<typeof atsSourceTrackingSchema>;
export const DEFAULT_ATS_SOURCE_TRACKING: AtsSourceTracking = {
  sourceName: 'Talentbase',
  sourceMedium: 'Sourcing',
  overrides: [],
};

/** Where a candidate came from (spec section 1 sourcing source values; jobboard_{product} → jobboard). */
export const CANDIDATE_ORIGINS = ['hiretual', 'import', 'ats', 'event_form', 'jobboard'] as const;
export type CandidateOrigin = (typeof CANDIDATE_ORIGINS)[number];
export const CANDIDATE_ORIGIN_LABELS: Record<CandidateOrigin, string> = {
  hiretual: 'Found on the open web',
  import: 'Imported',
  ats: 'Rediscovered in the ATS',
  event_form: 'Event form',
  jobboard: 'Job board',
};

/** Maps a stored sourcing source value (import, ats, hiretual, event_form, jobboard_x) onto an origin. */
export function candidateOriginOf(source: string | null | undefined): CandidateOrigin | null {
  if (!source) return null;
  if (source.startsWith('jobboard')) return 'jobboard';
  return (CANDIDATE_ORIGINS as readonly string[]).includes(source) ? (source as CandidateOrigin) : null;
}

/**
 * /admin/team-settings/source-tracking: whether the medium written into the ATS says where the
 * candidate came from, and the words used for each origin.
 */
export const sourceTrackingSchema = z.strictObject({
  mediumByOrigin: z.boolean({ message: 'Choose yes or no' }),
  originMediums: z.strictObject({
    hiretual: sourceText('Open web medium'),
    import: sourceText('Import medium'),
    ats: sourceText('ATS medium'),
    event_form: sourceText('Event form medium'),
    jobboard: sourceText('Job board medium'),
  }),
});
export type SourceTracking = z.infer<typeof sourceTrackingSchema>;
export const DEFAULT_SOURCE_TRACKING: SourceTracking = {
  mediumByOrigin: false,
  originMediums: {
    hiretual: 'Open web',
    import: 'Import',
    ats: 'ATS rediscovery',
    event_form: 'Event',
    jobboard: 'Job board',
  },
};

const meta = { updatedAt: z.string().nullable(), updatedBy: z.string().nullable() };
export const atsSourceTrackingResponseSchema = z.object({ data: atsSourceTrackingSchema, ...meta });
export const sourceTrackingResponseSchema = z.object({ data: sourceTrackingSchema, ...meta });

/** What a connector writes: `candidate.source` of connector.ts. */
export const candidateSourceSchema = z.object({ name: z.string(), medium: z.string() });
export type CandidateSource = z.infer<typeof candidateSourceSchema>;

/** Preview of what a push would write, for the settings pages. */
export const sourcePreviewQuerySchema = z.strictObject({
  providerId: providerIdSchema,
  origin: z.enum(CANDIDATE_ORIGINS, { message: 'Unknown candidate origin' }).optional(),
});
export const sourcePreviewResponseSchema = z.object({ data: candidateSourceSchema });
