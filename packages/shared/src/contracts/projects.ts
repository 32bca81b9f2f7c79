/**
 * Projects, as far as sourcing needs them: pick one of your projects (or create one by name) and
 * add candidates from search. The project lifecycle, pipeline and hiring team build on this.
 */
import { z } from 'zod';

export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a project name')
  .max(120, 'Project name must be at most 120 characters');

export const projectSummarySchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** NORMAL 0, DELETED 1, MEMBER 2, INVISIBLE 3, ARCHIVED 4 (spec section 4). */
  projectStatus: z.number().int(),
  /** Your role on the project's hiring team (spec section 6 numbering). */
  recruiterRole: z.number().int(),
  candidateCount: z.number().int(),
  projectUpdateDate: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const pickableProjectsResponseSchema = z.object({ data: z.array(projectSummarySchema) });

export const quickCreateProjectRequestSchema = z.strictObject({ projectName: projectNameSchema });
export const projectResponseSchema = z.object({ project: projectSummarySchema });

export const addCandidatesRequestSchema = z.strictObject({
  candidateIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one candidate')
    .max(500, 'At most 500 candidates at a time'),
});
export const addCandidatesResponseSchema = z.object({
  projectId: z.string(),
  added: z.number().int(),
  alreadyInProject: z.number().int(),
});
export type AddCandidatesResponse = z.infer<typeof addCandidatesResponseSchema>;
