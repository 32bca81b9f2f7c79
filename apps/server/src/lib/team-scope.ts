/**
 * Tenancy in one place. Every repository function that touches tenant rows takes a `TeamScope`
 * and filters with `inTeam`/`inOrg`, so a record of another team is simply not found (404),
 * exactly like a missing one.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type TeamScope = {
  readonly teamId: string;
  readonly orgId: string;
  readonly userId: string;
  /** The member's seat licence when the scope comes from a request (project roles depend on it). */
  readonly license?: 'Recruiter' | 'Collaborator';
};

export function inTeam(column: PgColumn, scope: TeamScope, ...more: (SQL | undefined)[]): SQL {
  return and(eq(column, scope.teamId), ...more) as SQL;
}

export function inOrg(column: PgColumn, scope: TeamScope, ...more: (SQL | undefined)[]): SQL {
  return and(eq(column, scope.orgId), ...more) as SQL;
}
