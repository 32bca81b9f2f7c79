/**
 * The two directions of the sync (conflict rules: docs/decisions.md and connectors/README.md).
 *
 * - runAtsSyncPush: one pending Talentbase move written to the ATS (connector.moveCandidate),
 *   with the state row locked so a pull of the same candidate waits for it. Rate limits, timeouts
 *   and an unavailable ATS are retried by the queue; the outcome is an activity on the candidate.
 * - pullLink: reads the linked job's applications and moves each exported candidate whose ATS
 *   stage changed since the last sync to the mapped pipeline stage, through the pipeline's own
 *   move (history, notifications, automations follow). The ATS wins when both sides changed.
 */
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { SecretBox } from '../../../lib/secret-box';
import { recordActivity } from '../../candidates/team-candidates';
import { projectPipeline } from '../../hiring-process/project-pipeline';
import { moveInPipeline } from '../../pipelines/pipeline-moves.service';
import { ConnectorError, type ExternalApplicant } from '../connectors';
import { type ConnectorTuning, failureMessage, openForJob } from '../export/ats-connection';
import { isTwoWay, pipelineStageFor, type SyncLink, twoWayLinks } from './sync-links';

export type SyncDeps = { secretBox: SecretBox; tuning?: ConnectorTuning };

/** Attempts before a retryable failure is final (the job's retryLimit + 1). */
export const MAX_PUSH_ATTEMPTS = 5;
const RETRYABLE = new Set(['rate_limited', 'unavailable', 'timeout']);

const vendorName = (providerId: string) => connectEntry(providerId)?.company ?? providerId;

type StateRow = {
  id: string;
  team_id: string;
  project_id: string;
  profile_id: string;
  connection_id: string;
  provider_id: string;
  external_application_id: string;
  stage_id: number | null;
  ats_stage_id: string | null;
  synced_at: Date | null;
  push_status: string;
  push_stage_id: number | null;
  push_ats_stage_id: string | null;
  push_requested_at: Date | null;
  push_attempts: number;
};

export type PushOutcome = 'done' | 'skipped' | 'retry' | 'failed';

export async function runAtsSyncPush(db: Database, stateId: number, deps: SyncDeps): Promise<PushOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<StateRow>(sql`
      select s.id::text as id, s.team_id, s.project_id::text as project_id, s.profile_id::text as profile_id,
             s.connection_id, c.provider_id, s.external_application_id, s.stage_id, s.ats_stage_id,
             s.synced_at, s.push_status, s.push_stage_id, s.push_ats_stage_id, s.push_requested_at,
             s.push_attempts
        from ats_sync_states s join integration_connections c on c.id = s.connection_id
       where s.id = ${stateId} for update of s`);
    const state = rows[0];
    if (state?.push_status !== 'pending' || !state.push_ats_stage_id) return 'skipped';
    const name = vendorName(state.provider_id);
    // A change is applied only if it is newer than the last synced state.
    if (state.synced_at && state.push_requested_at && state.synced_at > state.push_requested_at) {
      await tx.execute(
        sql`update ats_sync_states set push_status = 'overridden', updated_at = now() where id = ${stateId}`,
      );
      return 'skipped';
    }
    const activity = (detail: Record<string, unknown>) =>
      recordActivity(tx, state.team_id, null, [
        {
          profileId: Number(state.profile_id),
          projectId: Number(state.project_id),
          action: 'ats_sync',
          detail: { direction: 'to_ats', ats: name, ...detail },
        },
      ]);
    const mapping = await atsStageNameOf(tx, state);
    try {
      const { connector } = await openForJob(
        tx,
        deps.secretBox,
        state.team_id,
        state.connection_id,
        deps.tuning,
      );
      await connector.moveCandidate(state.external_application_id, state.push_ats_stage_id);
    } catch (err) {
      const kind = err instanceof ConnectorError ? err.kind : 'unavailable';
      const message =
        err instanceof ConnectorError
          ? failureMessage(err, name)
          : `${name} could not be reached: try again later`;
      const attempts = state.push_attempts + 1;
      const retry = RETRYABLE.has(kind) && attempts < MAX_PUSH_ATTEMPTS;
      await tx.execute(sql`
        update ats_sync_states set push_attempts = ${attempts}, push_error = ${message},
               push_status = ${retry ? 'pending' : 'failed'}, updated_at = now()
         where id = ${stateId}`);
      if (!retry) await activity({ status: 'failed', atsStageName: mapping, error: message });
      return retry ? 'retry' : 'failed';
    }
    await tx.execute(sql`
      update ats_sync_states
         set category_id = push_category_id, stage_id = push_stage_id, ats_stage_id = push_ats_stage_id, synced_at = clock_timestamp(),
             push_status = 'idle', push_attempts = push_attempts + 1, push_error = null, updated_at = now()
       where id = ${stateId}`);
    await activity({ status: 'moved', atsStageId: state.push_ats_stage_id, atsStageName: mapping });
    return 'done';
  });
}

async function atsStageNameOf(tx: Executor, state: StateRow): Promise<string | null> {
  const { rows } = await tx.execute<{
    team_id: string;
    metadata: { stageMapping?: SyncLink['stageMapping'] };
  }>(
    sql`select team_id, metadata from project_relations
         where project_id = ${state.project_id} and type = 'ATS_SYNC' order by id limit 1`,
  );
  const m = rows[0]?.metadata?.stageMapping?.find((x) => x.atsStageId === state.push_ats_stage_id);
  return m?.atsStageName ?? null;
}

export type PullSummary = { moved: number; overridden: number; unmapped: number; unchanged: number };

/** Reads the job's applications once per connection the project's candidates were exported through. */
export async function pullLink(db: Database, link: SyncLink, deps: SyncDeps): Promise<PullSummary> {
  const summary: PullSummary = { moved: 0, overridden: 0, unmapped: 0, unchanged: 0 };
  if (!isTwoWay(link.atsName) || link.stageMapping.length === 0) return summary;
  const { rows: exported } = await db.execute<{
    profile_id: string;
    connection_id: string;
    external_application_id: string;
    external_candidate_id: string | null;
    stage_id: string | null;
  }>(sql`
    select e.profile_id::text as profile_id, e.connection_id, e.external_application_id,
           e.external_candidate_id, e.stage_id
      from ats_exports e join integration_connections c on c.id = e.connection_id
     where e.team_id = ${link.teamId} and e.project_id = ${link.projectId} and e.job_id = ${link.atsJobId}
       and e.status = 'done' and e.external_application_id is not null and c.provider_id = ${link.atsName}`);
  const connections = [...new Set(exported.map((e) => e.connection_id))];
  for (const connectionId of connections) {
    const { connector } = await openForJob(db, deps.secretBox, link.teamId, connectionId, deps.tuning);
    // Every application of the job: a stage change does not make an application newer.
    const applicants = await connector.pullApplicants(link.atsJobId);
    const byApplication = new Map<string, ExternalApplicant>();
    for (const a of applicants) if (a.applicationId) byApplication.set(a.applicationId, a);
    for (const e of exported.filter((x) => x.connection_id === connectionId)) {
      const applicant = byApplication.get(e.external_application_id);
      // Not in the list (removed or archived in the ATS): the candidate stays in the project.
      if (!applicant?.stageId) continue;
      const outcome = await applyAtsStage(db, link, {
        profileId: Number(e.profile_id),
        connectionId,
        applicationId: e.external_application_id,
        exportedStageId: e.stage_id,
        atsStageId: applicant.stageId,
      });
      summary[outcome] += 1;
    }
  }
  return summary;
}

type Observed = {
  profileId: number;
  connectionId: string;
  applicationId: string;
  exportedStageId: string | null;
  atsStageId: string;
};

async function applyAtsStage(
  db: Database,
  link: SyncLink,
  seen: Observed,
): Promise<'moved' | 'overridden' | 'unmapped' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const { rows: current } = await tx.execute<{ category_id: number; stage_id: number | null }>(sql`
      select category_id, stage_id from project_candidates
       where project_id = ${link.projectId} and profile_id = ${seen.profileId} for update`);
    const position = current[0];
    if (!position) return 'unchanged';
    // The baseline of a candidate never synced: the stage the export placed them in.
    await tx.execute(sql`
      insert into ats_sync_states (team_id, project_id, profile_id, connection_id, ats_job_id,
                                   external_application_id, category_id, stage_id, ats_stage_id, synced_at)
      values (${link.teamId}, ${link.projectId}, ${seen.profileId}, ${seen.connectionId}, ${link.atsJobId},
              ${seen.applicationId}, ${position.category_id}, ${position.stage_id}, ${seen.exportedStageId}, null)
      on conflict (project_id, profile_id) do nothing`);
    const { rows } = await tx.execute<{
      id: string;
      category_id: number | null;
      stage_id: number | null;
      ats_stage_id: string | null;
      push_status: string;
    }>(sql`
      select id::text as id, category_id, stage_id, ats_stage_id, push_status from ats_sync_states
       where project_id = ${link.projectId} and profile_id = ${seen.profileId} for update`);
    const state = rows[0];
    if (!state || state.ats_stage_id === seen.atsStageId) return 'unchanged';
    // The ATS changed since the last sync. Did Talentbase too?
    const talentbaseChanged =
      state.push_status === 'pending' ||
      (state.category_id !== null &&
        (state.category_id !== position.category_id || state.stage_id !== position.stage_id));
    const name = vendorName(link.atsName);
    const { detail } = await projectPipeline(tx, link.teamId, link.projectId);
    const target = pipelineStageFor(link, detail, seen.atsStageId);
    const atsStageName =
      link.stageMapping.find((m) => m.atsStageId === seen.atsStageId)?.atsStageName ?? null;
    const entries: { action: string; detail: Record<string, unknown> }[] = [];
    if (talentbaseChanged)
      entries.push({
        action: 'ats_sync',
        detail: {
          direction: 'from_ats',
          ats: name,
          status: 'overridden',
          atsStageId: seen.atsStageId,
          atsStageName,
          overriddenStageId: position.stage_id,
        },
      });
    if (!target) {
      // Unmapped: remembered, never written to the pipeline.
      await tx.execute(sql`
        update ats_sync_states
           set ats_stage_id = ${seen.atsStageId}, synced_at = clock_timestamp(),
               push_status = case when push_status = 'pending' then 'overridden' else push_status end,
               updated_at = now()
         where id = ${state.id}`);
      await record(tx, link, seen.profileId, entries);
      return talentbaseChanged ? 'overridden' : 'unmapped';
    }
    const same = position.category_id === target.categoryId && position.stage_id === target.stageId;
    // Agreed state first: the pipeline move below then finds nothing to push back (no bounce).
    await tx.execute(sql`
      update ats_sync_states
         set category_id = ${target.categoryId}, stage_id = ${target.stageId}, ats_stage_id = ${seen.atsStageId}, synced_at = clock_timestamp(),
             push_status = ${talentbaseChanged ? 'overridden' : 'idle'}, push_error = null, updated_at = now()
       where id = ${state.id}`);
    if (!same) {
      await moveInPipeline(
        tx,
        {
          scope: { teamId: link.teamId, orgId: link.orgId, userId: link.actorId ?? '' },
          ip: null,
        },
        link.projectId,
        { candidateIds: [seen.profileId], categoryId: target.categoryId, stageId: target.stageId },
      );
      entries.push({
        action: 'ats_sync',
        detail: {
          direction: 'from_ats',
          ats: name,
          status: 'moved',
          atsStageId: seen.atsStageId,
          atsStageName,
          stageName: target.stageName,
        },
      });
    }
    await record(tx, link, seen.profileId, entries);
    if (talentbaseChanged) return 'overridden';
    return same ? 'unchanged' : 'moved';
  });
}

function record(
  tx: Executor,
  link: SyncLink,
  profileId: number,
  entries: { action: string; detail: Record<string, unknown> }[],
) {
  return recordActivity(
    tx,
    link.teamId,
    null,
    entries.map((e) => ({ profileId, projectId: link.projectId, ...e })),
  );
}

/** The periodic run: pending pushes the queue lost first, then a pull of every two-way link. */
export async function runSyncSweep(
  db: Database,
  deps: SyncDeps,
  opts: { teamId?: string; connectionId?: string; log?: (o: object, m: string) => void } = {},
): Promise<PullSummary> {
  const { rows: pending } = await db.execute<{ id: string }>(sql`
    select id::text as id from ats_sync_states
     where push_status = 'pending' and updated_at < now() - interval '1 minute'
       ${opts.teamId ? sql`and team_id = ${opts.teamId}` : sql``}
     order by id limit 500`);
  for (const p of pending) await runAtsSyncPush(db, Number(p.id), deps);
  const total: PullSummary = { moved: 0, overridden: 0, unmapped: 0, unchanged: 0 };
  for (const link of await twoWayLinks(db, opts.teamId)) {
    try {
      const s = await pullLink(db, link, deps);
      for (const k of Object.keys(total) as (keyof PullSummary)[]) total[k] += s[k];
    } catch (err) {
      // One failing ATS does not stop the others; the message never carries a secret.
      opts.log?.(
        { projectId: link.projectId, kind: err instanceof ConnectorError ? err.kind : 'error' },
        'ats sync pull failed',
      );
    }
  }
  return total;
}
