/**
 * The events the product's own changes emit for webhooks, written to the outbox inside the
 * change's transaction (webhooks.service.ts `emitWebhookEvents`). Ids are strings, as in the API.
 */
import type { Executor } from '../../db/client';
import { emitWebhookEvents } from './webhooks.service';

type Position = { categoryId: number; stageId: number | null; stageLabel: number };

export function emitCandidatesCreated(
  tx: Executor,
  teamId: string,
  candidateIds: readonly number[],
  source: string,
  projectId: number | null,
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'candidate.created',
    candidateIds.map((id) => ({
      candidateId: String(id),
      source,
      projectId: projectId === null ? null : String(projectId),
    })),
  );
}

export function emitAddedToProject(
  tx: Executor,
  teamId: string,
  projectId: number,
  candidateIds: readonly number[],
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'candidate.added_to_project',
    candidateIds.map((id) => ({ candidateId: String(id), projectId: String(projectId) })),
  );
}

export function emitStageChanged(
  tx: Executor,
  teamId: string,
  projectId: number,
  moves: readonly { candidateId: number; from: Position }[],
  to: Position & { categoryName: string; stageName: string | null },
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'pipeline.stage_changed',
    moves.map((m) => ({
      candidateId: String(m.candidateId),
      projectId: String(projectId),
      from: m.from,
      to,
    })),
  );
}
