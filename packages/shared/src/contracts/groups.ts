/**
 * Groups (issue 17): named sets of a team's members, for filters (timesheets, reports) and for
 * sharing. A member may be in several groups; removing a member from the team drops them.
 */
import { z } from 'zod';

export const GROUP_LIMITS = {
  NAME_MAX: 80,
  DESCRIPTION_MAX: 500,
  MAX_GROUPS: 200,
  MAX_MEMBERS_PER_CALL: 500,
} as const;

export const groupMemberSchema = z.object({
  /** The team membership id. */
  teamMemberId: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  members: z.array(groupMemberSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;
export const groupsResponseSchema = z.object({ data: z.array(groupSchema) });
export const groupResponseSchema = z.object({ data: groupSchema });

const groupName = z
  .string({ message: 'Enter a group name' })
  .trim()
  .min(1, 'Enter a group name')
  .max(GROUP_LIMITS.NAME_MAX, `At most ${GROUP_LIMITS.NAME_MAX} characters`);
const groupDescription = z
  .string()
  .trim()
  .max(GROUP_LIMITS.DESCRIPTION_MAX, `At most ${GROUP_LIMITS.DESCRIPTION_MAX} characters`);
const memberIds = z
  .array(z.uuid({ message: 'Unknown member' }))
  .max(GROUP_LIMITS.MAX_MEMBERS_PER_CALL, `At most ${GROUP_LIMITS.MAX_MEMBERS_PER_CALL} members at a time`);

export const createGroupRequestSchema = z
  .object({ name: groupName, description: groupDescription.optional(), teamMemberIds: memberIds.optional() })
  .strict();
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

export const updateGroupRequestSchema = z
  .object({ name: groupName.optional(), description: groupDescription.optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.description !== undefined, 'Nothing to change');
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

export const groupMembersRequestSchema = z
  .object({ teamMemberIds: memberIds.min(1, 'Choose at least one member') })
  .strict();
export type GroupMembersRequest = z.infer<typeof groupMembersRequestSchema>;

export const groupIdParamsSchema = z.object({ groupId: z.uuid({ message: 'Unknown group' }) });

/** Members who may join a group: the team's active members and pending invitations. */
export const groupEligibleMembersResponseSchema = z.object({ data: z.array(groupMemberSchema) });
