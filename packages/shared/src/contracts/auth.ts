import { z } from 'zod';
import {
  ACCOUNT_PERMISSIONS,
  ACCOUNT_ROLES,
  PLAN_SUBTYPES,
  PLANS,
  PRODUCT_SOLUTIONS,
} from '../permissions/subject';

// Bounded strings everywhere: a 1 MB "name" is a 400, not a row.
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ message: 'Enter a valid email address' }));
const fullName = z.string().trim().min(1, 'Enter your name').max(120, 'Name must be at most 120 characters');
const loginPassword = z.string().min(1, 'Enter your password').max(256, 'Password is too long');

export const signupRequestSchema = z.strictObject({
  fullName,
  email,
  // Strength is checked by the server against the strict policy (spec section 5).
  password: z.string().max(256, 'Password is too long'),
  organizationName: z
    .string()
    .trim()
    .min(1, 'Enter your company name')
    .max(120, 'Company name must be at most 120 characters'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * Sign-up answers the same whether or not the email already has an account (no account
 * enumeration): no session is started; the web app logs in next.
 */
export const signupResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const loginRequestSchema = z.strictObject({ email, password: loginPassword });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const subjectSchema = z.object({
  plan: z.enum(PLANS),
  planSubtype: z.enum(PLAN_SUBTYPES).nullable(),
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  solutions: z.array(z.enum(PRODUCT_SOLUTIONS)),
  permissions: z.array(z.enum(ACCOUNT_PERMISSIONS)),
  features: z.array(z.string()),
  isTeamAdmin: z.boolean(),
  license: z.enum(['Recruiter', 'Collaborator']).optional(),
});

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  isTeamAdmin: z.boolean(),
  userRoles: z.array(z.enum(ACCOUNT_ROLES)),
  currentSubscriptionPlan: z.object({ plan: z.enum(PLANS), subtype: z.enum(PLAN_SUBTYPES).nullable() }),
  team: z.object({ id: z.string(), name: z.string() }),
  organization: z.object({ id: z.string(), name: z.string() }),
  contractCredits: z.object({ total: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  /** True when the team has used enough credits that the UI should warn (see docs/decisions.md). */
  creditWarning: z.boolean(),
  subject: subjectSchema,
  /** The User fields of spec section 3 the web app reads (issue 17). */
  license: z.enum(['Recruiter', 'Collaborator']),
  isEventCoordinator: z.boolean(),
  hasAdminLicense: z.boolean(),
  lastLogoutAt: z.string().nullable(),
  onboardingProgress: z.record(z.string(), z.unknown()),
  surveySettings: z.record(z.string(), z.unknown()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({ user: currentUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The acknowledgement of the v1 actions that answer nothing else (archive, leave a team, delete...). */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;
