/**
 * Members, seats and invitations of a team (core spec sections 3, 4 and 7). The spec names the
 * team calls by key (remove-user, seat-cancel, ...) without their paths: they live under
 * /api/v1/team/ (docs/decisions.md "Team calls").
 */
import { z } from 'zod';
import { MEMBER_STATUS_LABELS, TEAM_LICENSE } from '../domain/accounts';
import { strictPasswordSchema } from '../validators/password';

export const teamLicenseSchema = z.enum([TEAM_LICENSE.RECRUITER, TEAM_LICENSE.COLLABORATOR], {
  message: 'Choose Recruiter or Collaborator',
});

/** The largest invitation batch and member page (spec section 9: "another limit 10000"). */
export const TEAM_BATCH_LIMIT = 10_000;

const memberId = z.string().uuid({ message: 'Choose a member of your team' });

export const teamMemberSchema = z.object({
  teamMemberId: z.string(),
  userId: z.string().nullable(),
  /** The emails of the seat: the member's sign-in address (a list, as the spec names it). */
  emails: z.array(z.string()),
  fullName: z.string().nullable(),
  license: teamLicenseSchema,
  /** 0 kicked out, 1 active user, 2 active super, 3 removed. */
  status: z.number().int(),
  statusLabel: z.string(),
  /** A seat held by an invitation nobody has accepted yet. */
  pending: z.boolean(),
  invitationExpiresAt: z.string().nullable(),
  isTeamAdmin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const MEMBER_FILTER_STATUSES = ['active', 'pending', 'cancelled', 'removed'] as const;

const csvOf = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const parts = text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = parts.find((p) => !(values as readonly string[]).includes(p));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Unknown ${what}: ${bad}` });
        return z.NEVER;
      }
      return parts as T[];
    });

export const teamMembersQuerySchema = z.object({
  /** Spec section 7: start=0, limit=0; a limit of 0 means every member. */
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(0).max(TEAM_BATCH_LIMIT).default(0),
  search: z.string().trim().max(200).optional(),
  licenses: csvOf([TEAM_LICENSE.RECRUITER, TEAM_LICENSE.COLLABORATOR], 'licence').optional(),
  statuses: csvOf(MEMBER_FILTER_STATUSES, 'status').optional(),
});
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;

export const teamMembersResponseSchema = z.object({
  data: z.array(teamMemberSchema),
  total: z.number().int(),
  start: z.number().int(),
  limit: z.number().int(),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponseSchema>;

export const seatLicenseSummarySchema = z.object({
  license: teamLicenseSchema,
  purchased: z.number().int(),
  /** Active members holding a seat of this licence. */
  active: z.number().int(),
  /** Pending invitations holding one. */
  pending: z.number().int(),
  free: z.number().int(),
});
export type SeatLicenseSummary = z.infer<typeof seatLicenseSummarySchema>;

export const teamSeatsQuerySchema = z.object({
  licenses: csvOf([TEAM_LICENSE.RECRUITER, TEAM_LICENSE.COLLABORATOR], 'licence').optional(),
});

export const teamSeatsResponseSchema = z.object({
  licenses: z.array(seatLicenseSummarySchema),
  /** Seats in use (active and pending) for the licences asked for. */
  data: z.array(teamMemberSchema),
});
export type TeamSeatsResponse = z.infer<typeof teamSeatsResponseSchema>;

const emailList = z
  .array(z.string().max(320), { message: 'Give a list of emails' })
  .min(1, { message: 'Give at least one email' })
  .max(TEAM_BATCH_LIMIT, { message: `At most ${TEAM_BATCH_LIMIT} emails at once` });

export const teamEmailsRequestSchema = z.object({ emails: emailList });
export type TeamEmailsRequest = z.infer<typeof teamEmailsRequestSchema>;

export const removeUserRequestSchema = z.object({
  emails: emailList,
  /** Who takes over the removed members' projects; by default the admin removing them. */
  newOwnerUserId: z.string().uuid({ message: 'Choose an active member to take over' }).optional(),
});
export type RemoveUserRequest = z.infer<typeof removeUserRequestSchema>;

export const seatRequestSchema = z.object({ teamMemberId: memberId });
export type SeatRequest = z.infer<typeof seatRequestSchema>;

export const transferRequestSchema = z.object({
  teamMemberId: memberId,
  teamId: z.string().uuid({ message: 'Choose a team of your organisation' }),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const switchLicenseRequestSchema = z.object({ teamMemberId: memberId, license: teamLicenseSchema });
export type SwitchLicenseRequest = z.infer<typeof switchLicenseRequestSchema>;

/** One address's outcome in a batch call. */
export const emailOutcomeSchema = z.object({
  email: z.string(),
  ok: z.boolean(),
  /** Why this address was left alone (malformed, listed twice, not a member, ...). */
  reason: z.string().nullable(),
});
export type EmailOutcome = z.infer<typeof emailOutcomeSchema>;

export const teamBatchResponseSchema = z.object({
  done: z.number().int(),
  skipped: z.number().int(),
  results: z.array(emailOutcomeSchema),
});
export type TeamBatchResponse = z.infer<typeof teamBatchResponseSchema>;

export const memberResponseSchema = z.object({ member: teamMemberSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;

export const inviteRequestSchema = z.object({
  /** Addresses one by one, or pasted text (commas, semicolons, new lines; a CSV's email column). */
  emails: z.union([emailList, z.string().max(1_000_000, { message: 'The pasted list is too long' })]),
  license: teamLicenseSchema,
  /** Another team of the organisation (org admins); by default the admin's own team. */
  teamId: z.string().uuid({ message: 'Choose a team of your organisation' }).optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This invitation link is not valid' }),
});

export const invitationInfoSchema = z.object({
  email: z.string(),
  teamName: z.string(),
  organizationName: z.string(),
  license: teamLicenseSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  /** The address already has a Talentbase account: accepting asks for its password. */
  existingAccount: z.boolean(),
  /**
   * The address's domain is covered by the organisation's single sign-on: `available` offers
   * "Continue with single sign-on" (GET /api/auth/sso/invitations/{token}/start); `required`
   * means there is no password form (the password accept answers 409).
   */
  sso: z.object({ available: z.boolean(), required: z.boolean() }),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const acceptInvitationRequestSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { message: 'Enter your name' })
    .max(120, { message: 'Name must be at most 120 characters' })
    .optional(),
  password: z.string().max(256, { message: 'Password must be at most 256 characters' }),
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** New accounts choose a strict password (spec section 5). */
export const newAccountPasswordSchema = strictPasswordSchema;

export const memberStatusLabel = (status: number): string =>
  MEMBER_STATUS_LABELS[status as keyof typeof MEMBER_STATUS_LABELS] ?? 'Unknown';
