import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/index';

export type AuditEntry = {
  action: string;
  teamId?: string | null;
  orgId?: string | null;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
  ip?: string | null;
};

/** Record who did what. Pass the transaction so the entry commits (or not) with the change. */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    teamId: entry.teamId ?? null,
    orgId: entry.orgId ?? null,
    actorUserId: entry.actorUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    metadata: entry.metadata ?? {},
    ip: entry.ip ?? null,
  });
}
