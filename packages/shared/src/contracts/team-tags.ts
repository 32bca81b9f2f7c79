/**
 * The team's tag list (/admin/team-settings/tags): every tag on the team's candidates with how
 * many carry it, plus tags an admin prepared before anyone used them. Tags are named by their
 * text (case-insensitive, as on candidates); renaming into an existing tag merges the two.
 */
import { z } from 'zod';
import { TAG_MAX_LENGTH, tagSchema } from './candidate-records';
import { hasControlChars } from './custom-fields';

export const TAG_COLOURS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;
export type TagColour = (typeof TAG_COLOURS)[number];
export const TAG_DESCRIPTION_MAX = 200;
export const TAG_SORTS = ['name', 'usage'] as const;
export const MAX_MERGE_SOURCES = 50;

const colourSchema = z.enum(TAG_COLOURS, { message: 'Choose one of the listed colours' });
const descriptionSchema = z
  .string()
  .trim()
  .max(TAG_DESCRIPTION_MAX, `A description must be at most ${TAG_DESCRIPTION_MAX} characters`)
  .refine((v) => !hasControlChars(v, true), 'A description cannot contain control characters');

export const teamTagListQuerySchema = z.strictObject({
  q: z.string().max(TAG_MAX_LENGTH, `Search for at most ${TAG_MAX_LENGTH} characters`).optional(),
  sort: z.enum(TAG_SORTS).default('usage'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TeamTagListQuery = z.infer<typeof teamTagListQuerySchema>;

export const teamTagSchema = z.object({
  tag: z.string(),
  /** How many of the team's candidates carry it. */
  count: z.number().int(),
  colour: z.enum(TAG_COLOURS).nullable(),
  description: z.string().nullable(),
});
export type TeamTag = z.infer<typeof teamTagSchema>;

export const teamTagListSchema = z.object({
  data: z.array(teamTagSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamTagList = z.infer<typeof teamTagListSchema>;

export const createTeamTagRequestSchema = z.strictObject({
  name: tagSchema,
  colour: colourSchema.nullable().optional(),
  description: descriptionSchema.nullable().optional(),
});
export type CreateTeamTagRequest = z.input<typeof createTeamTagRequestSchema>;

/**
 * Rename and/or recolour a tag. A new name that is another existing tag answers 409 unless
 * `merge` is true: then the two become one (the confirmation the page asks for).
 */
export const updateTeamTagRequestSchema = z.strictObject({
  tag: tagSchema,
  name: tagSchema.optional(),
  colour: colourSchema.nullable().optional(),
  description: descriptionSchema.nullable().optional(),
  merge: z.boolean().optional(),
});
export type UpdateTeamTagRequest = z.input<typeof updateTeamTagRequestSchema>;

export const mergeTeamTagsRequestSchema = z.strictObject({
  sources: z
    .array(tagSchema)
    .min(1, 'Choose at least one tag to merge')
    .max(MAX_MERGE_SOURCES, `Merge at most ${MAX_MERGE_SOURCES} tags at a time`),
  /** An existing tag or a new name. */
  target: tagSchema,
});
export type MergeTeamTagsRequest = z.input<typeof mergeTeamTagsRequestSchema>;

export const deleteTeamTagRequestSchema = z.strictObject({ tag: tagSchema });

export const teamTagChangeResponseSchema = z.object({
  /** The tag as it now stands (null after a delete). */
  tag: teamTagSchema.nullable(),
  /** Candidates whose tags changed. */
  candidatesAffected: z.number().int(),
});
export type TeamTagChangeResponse = z.infer<typeof teamTagChangeResponseSchema>;
