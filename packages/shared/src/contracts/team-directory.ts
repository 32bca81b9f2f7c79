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
});
export type TeamMemberLite = z.infer<typeof teamMemberLiteSchema>;

export const teamMembersLiteResponseSchema = z.object({ data: z.array(teamMemberLiteSchema) });
export type TeamMembersLiteResponse = z.infer<typeof teamMembersLiteResponseSchema>;
