/**
 * Reading integration connections, always inside the caller's team: the team's connections and the
 * caller's own personal ones. Another member's personal connection, like another team's, is not
 * found.
 */
import type { ConnectCatalogueEntry, IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { integrationConnections } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';

export type ConnectionRow = typeof integrationConnections.$inferSelect;
type Row = ConnectionRow;

export function toConnection(row: Row): IntegrationConnection {
  return {
    id: row.id,
    providerId: row.providerId,
    scope: row.scope as 'team' | 'user',
    status: row.status as IntegrationConnection['status'],
    settings: row.settings,
    hasCredentials: row.credentials !== null,
    storedFields: row.storedFields,
    lastTest: row.lastTest ?? null,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function rowsFor(db: Executor, scope: TeamScope): Promise<Row[]> {
  return db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.teamId, scope.teamId),
        or(eq(integrationConnections.scope, 'team'), eq(integrationConnections.userId, scope.userId)),
      ),
    );
}

/** A connection this user may see: the team's, or their own (another member's is not found). */
export async function loadOwn(
  db: Executor,
  scope: TeamScope,
  id: string,
): Promise<{ row: Row; entry: ConnectCatalogueEntry }> {
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.id, id),
        eq(integrationConnections.teamId, scope.teamId),
        or(eq(integrationConnections.scope, 'team'), eq(integrationConnections.userId, scope.userId)),
      ),
    );
  const entry = row ? connectEntry(row.providerId) : undefined;
  if (!row || !entry) throw notFound('Connection');
  return { row, entry };
}
