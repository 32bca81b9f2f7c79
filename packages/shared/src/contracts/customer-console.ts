/**
 * The customer console (issue 17): the operator's view across every organisation of this
 * self-hosted installation. Only an operator (users.is_operator) reaches it; to anyone else its
 * calls answer 404.
 */
import { z } from 'zod';

export const consoleHealthSchema = z.enum(['healthy', 'idle', 'attention']);
export type ConsoleHealth = z.infer<typeof consoleHealthSchema>;

export const consoleCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  teams: z.number().int(),
  archivedTeams: z.number().int(),
  members: z.number().int(),
  seatsUsed: z.number().int(),
  /** Null when some team has no limit. */
  seatLimit: z.number().int().nullable(),
  projects: z.number().int(),
  /** Audit-log entries in the last 30 days. */
  activity30d: z.number().int(),
  lastActivityAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** Background jobs of this organisation's teams that failed in the last 7 days. */
  failedJobs7d: z.number().int(),
  health: consoleHealthSchema,
  createdAt: z.string(),
});
export type ConsoleCustomer = z.infer<typeof consoleCustomerSchema>;

export const consoleDashboardSchema = z.object({
  totals: z.object({
    organizations: z.number().int(),
    teams: z.number().int(),
    members: z.number().int(),
    seatsUsed: z.number().int(),
    failedJobs7d: z.number().int(),
  }),
  customers: z.array(consoleCustomerSchema),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
export const consoleDashboardResponseSchema = z.object({ data: consoleDashboardSchema });

export const consoleTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  planSubtype: z.string().nullable(),
  solutions: z.array(z.string()),
  members: z.number().int(),
  seatsUsed: z.number().int(),
  seatLimit: z.number().int().nullable(),
  creditsTotal: z.number().int(),
  creditsUsed: z.number().int(),
  projects: z.number().int(),
  lastActivityAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
});
export type ConsoleTeam = z.infer<typeof consoleTeamSchema>;

export const consoleActivityDaySchema = z.object({ day: z.string(), count: z.number().int() });

export const consoleCustomerDetailSchema = z.object({
  customer: consoleCustomerSchema,
  allowedDomains: z.array(z.string()),
  teams: z.array(consoleTeamSchema),
  /** Audit-log entries per day over the last 30 days (days without any are left out). */
  activityByDay: z.array(consoleActivityDaySchema),
  /** The most frequent actions of the last 30 days. */
  topActions: z.array(z.object({ action: z.string(), count: z.number().int() })),
});
export type ConsoleCustomerDetail = z.infer<typeof consoleCustomerDetailSchema>;
export const consoleCustomerDetailResponseSchema = z.object({ data: consoleCustomerDetailSchema });

export const customerIdParamsSchema = z.object({ customerId: z.uuid({ message: 'Unknown customer' }) });
