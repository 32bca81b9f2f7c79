/**
 * The organisation and its teams (issue 17): an organisation holds several teams; its admins
 * (org admin role) name it, choose its slug and the email domains allowed to sign up, and
 * create, rename, archive and restore its teams.
 */
import { z } from 'zod';
import { domainSchema } from '../validators/domain-name';
import { slugSchema } from '../validators/slug';

export const ORGANIZATION_LIMITS = {
  NAME_MAX: 120,
  MAX_DOMAINS: 50,
} as const;

/*#__NO_SIDE_EFFECTS__*/
const nameSchema = (what: string) =>
  z
    .string({ message: `Enter a ${what} name` })
    .trim()
    .min(1, `Enter a ${what} name`)
    .max(ORGANIZATION_LIMITS.NAME_MAX, `At most ${ORGANIZATION_LIMITS.NAME_MAX} characters`);

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  allowedDomains: z.array(z.string()),
  /** Teams that are not archived. */
  activeTeams: z.number().int(),
  /** Active members across those teams. */
  members: z.number().int(),
  /** The team the caller is signed into. */
  currentTeam: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationResponseSchema = z.object({ data: organizationSchema });

export const updateOrganizationRequestSchema = z
  .object({
    name: nameSchema('organisation'),
    /** Null clears the slug. */
    slug: slugSchema.nullable(),
    allowedDomains: z
      .array(domainSchema)
      .max(ORGANIZATION_LIMITS.MAX_DOMAINS, `At most ${ORGANIZATION_LIMITS.MAX_DOMAINS} domains`),
  })
  .strict();
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;

export const orgTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  planSubtype: z.string().nullable(),
  /** Active members (active user or active super). */
  members: z.number().int(),
  /** Seats taken: active members and pending invitations. */
  seatsUsed: z.number().int(),
  /** Seats bought for the team: its Recruiter and Collaborator seats (Users page). */
  seatLimit: z.number().int().nullable(),
  archivedAt: z.string().nullable(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
});
export type OrgTeam = z.infer<typeof orgTeamSchema>;
export const orgTeamsResponseSchema = z.object({ data: z.array(orgTeamSchema) });
export const orgTeamResponseSchema = z.object({ data: orgTeamSchema });

export const createTeamRequestSchema = z.object({ name: nameSchema('team') }).strict();
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

export const updateTeamRequestSchema = z.object({ name: nameSchema('team') }).strict();
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const teamIdParamsSchema = z.object({ teamId: z.uuid({ message: 'Unknown team' }) });

export const orgTeamMemberSchema = z.object({
  /** The membership id (what the member transfer call takes as teamMemberId). */
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  license: z.string(),
  /** kicked out 0, active user 1, active super 2, removed 3 (spec section 3). */
  status: z.number().int(),
  isTeamAdmin: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type OrgTeamMember = z.infer<typeof orgTeamMemberSchema>;

export const teamActivitySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  at: z.string(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

export const orgTeamDetailSchema = z.object({
  team: orgTeamSchema,
  members: z.array(orgTeamMemberSchema),
  /** Seats taken per licence (active members and invitations). */
  licenses: z.object({ Recruiter: z.number().int(), Collaborator: z.number().int() }),
  /** Seats bought per licence. */
  licenseSeats: z.object({ Recruiter: z.number().int(), Collaborator: z.number().int() }),
  seatsFree: z.number().int().nullable(),
  recentActivity: z.array(teamActivitySchema),
  /** Other active teams of the organisation a member may be moved to. */
  otherTeams: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OrgTeamDetail = z.infer<typeof orgTeamDetailSchema>;
export const orgTeamDetailResponseSchema = z.object({ data: orgTeamDetailSchema });
