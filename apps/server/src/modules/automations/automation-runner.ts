/**
 * Running one automation: the rule's actions in order, each in its own transaction, so a failing
 * action (a sequence without a mailbox, a stage the project's pipeline lacks) is recorded and the
 * next one still runs. The run ends with its status and per-action results in `automation_runs`
 * and one `automation_ran` entry on the candidate's activity log.
 *
 * A job claims its own run and any earlier rule's pending run of the same stage entry, and runs
 * them in the rules' order: the order an admin gave the rules holds whichever job comes first.
 */
import {
  AUTOMATION_ACTION_NAMES,
  type AutomationAction,
  type AutomationRunStatus,
} from '@talentbase/shared/contracts/automations';
import { ENROLMENT_REASON_LABEL } from '@talentbase/shared/contracts/engage-enrolment';
import { projectCandidatePath } from '@talentbase/shared/domain/app-links';
import {
  engagementStatusFor,
  isLabelOf,
  NA_LABEL,
  stageLabelName,
} from '@talentbase/shared/domain/engagement-labels';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../candidates/team-candidates';
import { deliveryConfig } from '../engage/delivery/delivery-config';
import { enrolAuthorised, loadCampaign } from '../engage/enrolment/enrolment.service';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { lockTeamTemplatesShared } from '../hiring-process/template-store';
import { notify } from '../notifications/notify';
import { requirePosition } from '../pipelines/pipeline-positions';
import { visibleToMember } from '../projects/project-visibility';

type ActionResult = {
  type: AutomationAction['type'];
  status: 'done' | 'failed' | 'skipped';
  message: string;
};

type RunRow = {
  id: string;
  team_id: string;
  org_id: string;
  rule_id: string;
  rule_name: string;
  enabled: boolean;
  actions: AutomationAction[];
  profile_id: string;
  project_id: string;
  project_name: string;
  candidate_name: string;
  depth: number;
  to_category: number | null;
  to_stage: number | null;
};

export type RunLogger = {
  info: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/** Claims the run (and the earlier rules' pending runs of its stage entry) and runs them in order. */
export async function runAutomationJob(db: Database, runId: number, log: RunLogger): Promise<void> {
  const ids = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      with me as (
        select r.team_id, r.activity_id, ru.position, ru.id as rule_id
          from automation_runs r join automation_rules ru on ru.id = r.rule_id
         where r.id = ${runId})
      select x.id::text as id
        from automation_runs x
        join automation_rules ru on ru.id = x.rule_id
        join me on me.team_id = x.team_id and me.activity_id = x.activity_id
       where x.status = 'pending' and (ru.position, ru.id) <= (me.position, me.rule_id)
       order by ru.position, ru.id
         for update of x skip locked`);
    if (rows.length === 0) return [];
    const list = rows.map((r) => Number(r.id));
    await tx.execute(sql`
      update automation_runs set status = 'running' where id = any(${`{${list.join(',')}}`}::bigint[])`);
    return list;
  });
  for (const id of ids) {
    try {
      await executeRun(db, id);
    } catch (err) {
      // Bookkeeping itself failed (the database went away): leave it for the sweep to retry.
      log.error({ err, runId: id }, 'automation run failed');
      await db.execute(
        sql`update automation_runs set status = 'pending' where id = ${id} and status = 'running'`,
      );
      throw err;
    }
  }
}

async function loadRun(db: Executor, runId: number): Promise<RunRow | null> {
  const { rows } = await db.execute<RunRow>(sql`
    select r.id::text as id, r.team_id, t.org_id, r.rule_id::text as rule_id, ru.name as rule_name, ru.enabled,
           ru.actions, r.profile_id::text as profile_id, r.project_id::text as project_id,
           p.project_name, coalesce(tp.full_name, 'Candidate') as candidate_name, r.depth,
           (a.detail->'to'->>'categoryId')::int as to_category, (a.detail->'to'->>'stageId')::int as to_stage
      from automation_runs r
      join automation_rules ru on ru.id = r.rule_id
      join teams t on t.id = r.team_id
      join projects p on p.id = r.project_id and p.team_id = r.team_id
      left join talent_profiles tp on tp.id = r.profile_id
      left join candidate_activities a on a.id = r.activity_id
     where r.id = ${runId}`);
  return rows[0] ?? null;
}

async function executeRun(db: Database, runId: number): Promise<void> {
  const run = await loadRun(db, runId);
  if (!run) return;
  const results: ActionResult[] = [];
  let skipReason: string | null = null;
  if (!run.enabled) skipReason = 'The rule was turned off before it ran';
  else {
    const { rows } = await db.execute(sql`
      select 1 from project_candidates where project_id = ${run.project_id} and profile_id = ${run.profile_id}`);
    if (rows.length === 0) skipReason = 'The candidate is no longer in the project';
  }
  if (!skipReason) {
    for (const action of run.actions) {
      try {
        const message = await db.transaction((tx) => runAction(tx, run, action));
        results.push({ type: action.type, status: 'done', message });
      } catch (err) {
        const skipped = err instanceof SkipAction;
        results.push({
          type: action.type,
          status: skipped ? 'skipped' : 'failed',
          message: err instanceof Error ? err.message : String(err),
        });
      }
    }
  }
  const failed = results.filter((r) => r.status === 'failed').length;
  const status: AutomationRunStatus = skipReason
    ? 'skipped'
    : failed === 0
      ? 'succeeded'
      : failed === results.length
        ? 'failed'
        : 'partial';
  const error =
    skipReason ??
    (failed > 0
      ? results
          .filter((r) => r.status === 'failed')
          .map((r) => `${AUTOMATION_ACTION_NAMES[r.type]}: ${r.message}`)
          .join('; ')
      : null);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update automation_runs set status = ${status}, error = ${error}, results = ${JSON.stringify(results)}::jsonb,
             finished_at = now()
       where id = ${runId}`);
    await recordActivity(tx, run.team_id, null, [
      {
        profileId: Number(run.profile_id),
        projectId: Number(run.project_id),
        action: 'automation_ran',
        detail: { ruleId: run.rule_id, ruleName: run.rule_name, runId: run.id, status, error, results },
      },
    ]);
  });
}

/** An action that had nothing to do (the tag was there already): recorded as skipped, not failed. */
class SkipAction extends Error {}

const automationDetail = (run: RunRow) => ({
  by: 'automation',
  ruleId: run.rule_id,
  ruleName: run.rule_name,
});

async function runAction(tx: Executor, run: RunRow, action: AutomationAction): Promise<string> {
  const teamId = run.team_id;
  const profileId = Number(run.profile_id);
  const projectId = Number(run.project_id);
  switch (action.type) {
    case 'add_tag': {
      const { rows: known } = await tx.execute<{ tag: string }>(sql`
        select tag from candidate_tags where team_id = ${teamId} and lower(tag) = lower(${action.tag})
         order by created_at, tag limit 1`);
      const tag = known[0]?.tag ?? action.tag;
      await tx.execute(sql`
        insert into team_candidates (team_id, profile_id) values (${teamId}, ${profileId}) on conflict do nothing`);
      const inserted = await tx.execute(sql`
        insert into candidate_tags (team_id, profile_id, tag)
        select ${teamId}, ${profileId}, ${tag}
         where not exists (select 1 from candidate_tags c where c.team_id = ${teamId}
                              and c.profile_id = ${profileId} and lower(c.tag) = lower(${tag}))
        on conflict do nothing`);
      if ((inserted.rowCount ?? 0) === 0) throw new SkipAction(`Already tagged "${tag}"`);
      await recordActivity(tx, teamId, null, [
        { profileId, projectId, action: 'tagged', detail: { tags: [tag], ...automationDetail(run) } },
      ]);
      return `Tagged "${tag}"`;
    }
    case 'change_label': {
      const current = await lockPosition(tx, projectId, profileId);
      if (!isLabelOf(current.stage_id, action.stageLabel))
        throw new AppError(
          'UNPROCESSABLE',
          `Label ${action.stageLabel} is not a label of the candidate's stage (the candidate may have moved on)`,
        );
      if (current.stage_label === action.stageLabel)
        throw new SkipAction(`Already labelled ${stageLabelName(current.stage_id, action.stageLabel)}`);
      await tx.execute(sql`
        update project_candidates
           set stage_label = ${action.stageLabel},
               engagement_status = ${engagementStatusFor(current.stage_id, action.stageLabel)}
         where project_id = ${projectId} and profile_id = ${profileId}`);
      await recordActivity(tx, teamId, null, [
        {
          profileId,
          projectId,
          action: 'label_changed',
          detail: {
            categoryId: current.category_id,
            stageId: current.stage_id,
            from: current.stage_label,
            to: action.stageLabel,
            label: stageLabelName(current.stage_id, action.stageLabel),
            ...automationDetail(run),
          },
        },
      ]);
      return `Label set to ${stageLabelName(current.stage_id, action.stageLabel)}`;
    }
    case 'notify': {
      const { rows: wanted } =
        action.userId === null
          ? await tx.execute<{ user_id: string }>(sql`
              select pm.user_id from project_members pm
                join team_members tm on tm.user_id = pm.user_id and tm.team_id = ${teamId} and tm.status in (1, 2)
               where pm.project_id = ${projectId}`)
          : await tx.execute<{ user_id: string }>(sql`
              select tm.user_id from team_members tm
                join projects p on p.id = ${projectId}
               where tm.team_id = ${teamId} and tm.user_id = ${action.userId} and tm.status in (1, 2)
                 -- Only someone who may see the project hears about it (its name is in the title).
                 and ${visibleToMember('p', teamId, { userId: sql`tm.user_id`, isTeamAdmin: sql`tm.is_team_admin` })}`);
      if (wanted.length === 0)
        throw new AppError(
          'UNPROCESSABLE',
          action.userId === null
            ? 'The project has no hiring team to notify'
            : 'The team member to notify is no longer in the team or cannot see this project',
        );
      const stage = await stageNameOf(tx, run);
      const notified = await notify(tx, {
        teamId,
        userIds: wanted.map((w) => w.user_id),
        event: 'automation_notify',
        title: `${run.candidate_name} entered ${stage} in ${run.project_name}`,
        body: action.message || `Rule "${run.rule_name}"`,
        link: projectCandidatePath(projectId, profileId),
      });
      if (notified === 0) throw new SkipAction('Everyone to notify turned automation notifications off');
      return `Notified ${notified} ${notified === 1 ? 'person' : 'people'}`;
    }
    case 'enrol_sequence': {
      const campaign = await loadCampaign(tx, teamId, Number(action.campaignId));
      const result = await enrolAuthorised(
        tx,
        deliveryConfig,
        { scope: { teamId, orgId: run.org_id, userId: campaign.user_id }, ip: null },
        campaign,
        [profileId],
        { projectId, checkConflict: true, checkGdpr: true },
      );
      if (result.enrolled === 0) {
        const reason = result.skipped[0];
        throw new AppError(
          'UNPROCESSABLE',
          reason ? `Not enrolled: ${ENROLMENT_REASON_LABEL[reason.reason]}` : 'Not enrolled',
        );
      }
      return 'Enrolled in the sequence';
    }
    case 'move_stage': {
      await lockTeamTemplatesShared(tx, teamId);
      const { detail } = await projectPipeline(tx, teamId, projectId);
      const to = requirePosition(detail, { categoryId: action.categoryId, stageId: action.stageId });
      const current = await lockPosition(tx, projectId, profileId);
      if (current.category_id === to.categoryId && current.stage_id === to.stageId)
        throw new SkipAction(`Already in ${to.stageName ?? to.categoryName}`);
      await tx.execute(sql`
        update project_candidates
           set category_id = ${to.categoryId}, stage_id = ${to.stageId}, stage_label = ${NA_LABEL},
               engagement_status = ${engagementStatusFor(to.stageId, NA_LABEL)}, stage_updated_at = now()
         where project_id = ${projectId} and profile_id = ${profileId}`);
      // The move carries its place in the chain: the rules it sets off see how deep it is.
      await recordActivity(tx, teamId, null, [
        {
          profileId,
          projectId,
          action: 'stage_changed',
          detail: {
            from: {
              categoryId: current.category_id,
              stageId: current.stage_id,
              stageLabel: current.stage_label,
            },
            to: { categoryId: to.categoryId, stageId: to.stageId, stageLabel: NA_LABEL },
            ...automationDetail(run),
            depth: run.depth + 1,
          },
        },
      ]);
      return `Moved to ${to.stageName ?? to.categoryName}`;
    }
  }
}

type Position = { category_id: number; stage_id: number | null; stage_label: number };

async function lockPosition(tx: Executor, projectId: number, profileId: number): Promise<Position> {
  const { rows } = await tx.execute<Position>(sql`
    select category_id, stage_id, stage_label from project_candidates
     where project_id = ${projectId} and profile_id = ${profileId} for update`);
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'The candidate is no longer in the project');
  return row;
}

async function stageNameOf(tx: Executor, run: RunRow): Promise<string> {
  if (run.to_category === null) return 'a stage';
  const { detail } = await projectPipeline(tx, run.team_id, Number(run.project_id));
  const category = detail.find((c) => c.categoryId === run.to_category);
  const stage = category?.stages.find((s) => s.stageId === run.to_stage);
  return stage?.stageName ?? category?.categoryName ?? 'a stage';
}
