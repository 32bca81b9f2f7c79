/**
 * "Select all N results" on the Sourcing page: the server resolves a search to the ids of its
 * first matches (up to the spec's 10,000 limit, the same window paging stops at), so a selection
 * is a search plus the ids the recruiter unticked, not 10,000 ids held in the browser.
 *
 * The bulk add streams its progress as newline-delimited JSON (`application/x-ndjson`): one
 * `progress` event per chunk written, then `done` (committed) or `error` (rolled back). Every
 * check (project role, each candidate visible to the team) runs before the first event, so bad
 * input answers a plain 4xx and writes nothing; the writes share one transaction.
 */
import { z } from 'zod';
import { SELECTION_MAX } from '../domain/search-options';
import { SEARCH_SORTS, searchFiltersSchema } from './sourcing';

export { SELECTION_MAX } from '../domain/search-options';
/** Candidates written per step of a bulk add (one progress event each). */
export const BULK_ADD_CHUNK = 500;

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const candidateIds = (what: string) =>
  z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(SELECTION_MAX, `At most ${SELECTION_MAX.toLocaleString('en-US')} ${what}`);

export const searchSelectionSchema = z.strictObject({
  filters: searchFiltersSchema,
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  /** The history entry the search was re-run from: its not-a-fit profiles stay out. */
  historyId: z.string().max(40).optional(),
  /** Candidates unticked (or marked not a fit) after "select all". */
  excludeIds: candidateIds('excluded candidates').optional(),
});
export type SearchSelection = z.input<typeof searchSelectionSchema>;

export const searchSelectResponseSchema = z.object({
  /** The selection's candidates, in the order of the results. */
  candidateIds: z.array(z.number().int()),
  /** Those of them that are already the team's candidates (tags, shares, exports apply to them). */
  teamCandidateIds: z.array(z.number().int()),
  /** True when the search has more matches than a selection may hold. */
  capped: z.boolean(),
});
export type SearchSelectResponse = z.infer<typeof searchSelectResponseSchema>;

export const bulkAddRequestSchema = z
  .strictObject({
    candidateIds: candidateIds('candidates at a time').min(1, 'Choose at least one candidate').optional(),
    search: searchSelectionSchema.optional(),
  })
  .refine((b) => (b.candidateIds === undefined) !== (b.search === undefined), {
    message: 'Send either candidateIds or search',
    path: ['candidateIds'],
  });
export type BulkAddRequest = z.input<typeof bulkAddRequestSchema>;

export const bulkAddEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({
    type: z.literal('done'),
    projectId: z.string(),
    projectName: z.string(),
    total: z.number().int(),
    added: z.number().int(),
    alreadyInProject: z.number().int(),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type BulkAddEvent = z.infer<typeof bulkAddEventSchema>;
