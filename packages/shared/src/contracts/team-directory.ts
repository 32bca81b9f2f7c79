/**
 * The team directory in its lightest form: who is on your team, to pick people (the hiring team
 * editor's "Add member" list). Only active members appear; pending invitations and removed seats
 * cannot be put on a project.
 */
import { z } from 'zod';

export const teamMemberLiteSchema = z.object({
  /** The member's user id (what the hiring-team calls take as `userId`). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /**
   * The hiring-team role this member asked to get when added (their hiring preferences):
   * Collaborator 0, Recruiter 1, Hiring manager 2, Sourcer 4; Recruiter when they never chose.
   */
  preferredRole: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]),
});
export type TeamMemberLite = z.infer<typeof teamMemberLiteSchema>;

export const teamMembersLiteResponseSchema = z.object({ data: z.array(teamMemberLiteSchema) });
export type TeamMembersLiteResponse = z.infer<typeof teamMembersLiteResponseSchema>;
