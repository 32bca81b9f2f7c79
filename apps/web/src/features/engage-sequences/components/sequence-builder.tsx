import { Alert, Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type {
  CampaignDetail,
  CampaignFormOptions,
  CreateCampaignRequest,
} from '@talentbase/shared/contracts/engage-campaigns';
import { CAMPAIGN_NAME_MAX, MAX_STEPS } from '@talentbase/shared/contracts/engage-campaigns';
import {
  SCHEDULE_MESSAGES,
  type SendingWindow,
  scheduleProblems,
} from '@talentbase/shared/domain/send-schedule';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTemplates } from '../../engage-templates/api/templates';
import { usePickableProjects } from '../../sourcing/api/pickable-projects';
import { useAttachments } from '../api/attachments';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns';
import {
  newStep,
  type StepForm,
  schedulePreview,
  stepFromServer,
  stepProblems,
  toStepInput,
} from '../lib/step-form';
import { StepCard } from './step-card';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function timeZones(current: string): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  const all = zones.includes('UTC') ? zones : ['UTC', ...zones];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * The sequence builder: name, sender (you or who delegated to you), schedule time zone and sending
 * window, and the steps (add, remove, reorder). Each step shows when it would go out for a
 * candidate enrolled now. Another user's sequence shows read-only with its owner's name.
 */
export function SequenceBuilder({
  campaign,
  options,
  onSaved,
  now = new Date(),
}: {
  campaign: CampaignDetail | null;
  options: CampaignFormOptions;
  onSaved: (campaign: CampaignDetail) => void;
  now?: Date;
}) {
  const readOnly = campaign?.readOnly ?? false;
  const [name, setName] = useState(campaign?.name ?? '');
  const [senderUserId, setSender] = useState(campaign?.sender.userId ?? options.senders[0]?.userId ?? null);
  const [timeZone, setTimeZone] = useState(campaign?.scheduleTimezone ?? options.scheduleTimezone);
  const [sendWindow, setSendWindow] = useState<SendingWindow>(
    campaign?.sendingWindow ?? options.sendingWindow,
  );
  const [shared, setShared] = useState(campaign?.shared ?? true);
  // The project whose pipeline the sequence moves (Good Fit to Contacted, the email labels). Chosen
  // when the sequence is made; `?projectId=` preselects it when coming from a project.
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState<string | null>(
    campaign ? campaign.projectId : (params.get('projectId') ?? null),
  );
  const projects = usePickableProjects(!campaign);
  // A new sequence's first step goes out at enrolment; later steps wait the client default.
  const [steps, setSteps] = useState<StepForm[]>(
    campaign ? campaign.steps.map(stepFromServer) : [{ ...newStep(), delaySeconds: 0 }],
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const templates = useTemplates({ limit: 100, start: 0 });
  const attachments = useAttachments();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();

  const zones = useMemo(() => timeZones(timeZone), [timeZone]);
  const windowProblems = scheduleProblems({
    delaySeconds: 0,
    delayType: 'WEEKDAYS',
    timeZone,
    window: sendWindow,
  });
  const zoneProblem = windowProblems.find((p) => p === SCHEDULE_MESSAGES.timeZone);
  const windowProblem = windowProblems.find((p) => p !== SCHEDULE_MESSAGES.timeZone);
  const sendsAt = useMemo(
    () => schedulePreview(steps, timeZone, sendWindow, now),
    [steps, timeZone, sendWindow, now],
  );
  const senders =
    options.senders.some((s) => s.userId === campaign?.sender.userId) || !campaign
      ? options.senders
      : [campaign.sender, ...options.senders];

  const change = (index: number, patch: Partial<StepForm>) =>
    setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, delta: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + delta, 0, item);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFormMessage(null);
    const stepIssue = steps.findIndex((s, i) => Object.keys(stepProblems(s, i)).length > 0);
    if (name.trim() === '' || windowProblems.length > 0 || stepIssue >= 0) {
      setFormMessage(
        stepIssue >= 0
          ? `Step ${stepIssue + 1} needs attention before saving.`
          : 'Fix the highlighted fields before saving.',
      );
      return;
    }
    const body: CreateCampaignRequest = {
      name: name.trim(),
      scheduleTimezone: timeZone,
      sendingWindow: sendWindow,
      shared,
      textVersion: 1,
      channel: steps.every((s) => s.channel === 'Text') ? 'Text' : 'Email',
      projectId,
      ...(senderUserId ? { senderUserId } : {}),
      steps: steps.map(toStepInput),
    };
    try {
      const saved = campaign
        ? await update.mutateAsync({
            id: campaign.id,
            name: body.name,
            scheduleTimezone: timeZone,
            sendingWindow: sendWindow,
            shared,
            textVersion: 1,
            ...(senderUserId ? { senderUserId } : {}),
            steps: body.steps,
          })
        : await create.mutateAsync(body);
      notifySuccess(campaign ? 'Sequence saved' : 'Sequence created');
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) setServerErrors(error.fields);
      setFormMessage(isApiError(error) ? error.message : 'The sequence could not be saved.');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sequence">
      <Stack gap="md">
        {readOnly && campaign ? (
          <Alert color="gray" variant="light" title="Read-only" data-testid="read-only-notice">
            This sequence belongs to {campaign.owner.name}. You can edit it only if they delegate their email
            to you.
          </Alert>
        ) : null}
        <TextInput
          label="Sequence name"
          required
          value={name}
          maxLength={CAMPAIGN_NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
          error={
            (submitted && name.trim() === '' ? 'Enter a name for the sequence' : undefined) ??
            serverErrors.name
          }
          disabled={readOnly}
        />
        {campaign ? (
          <Text fz="sm" c="dimmed">
            Project: {campaign.projectName ?? 'none (pipelines are not moved)'}
          </Text>
        ) : (
          <Select
            label="Project"
            description="Enrolled candidates move through this project's pipeline as emails go out."
            placeholder={projects.isPending ? 'Loading your projects…' : 'No project'}
            data={(projects.data ?? []).map((p) => ({ value: p.projectId, label: p.projectName }))}
            value={projectId}
            onChange={setProjectId}
            searchable
            clearable
            error={serverErrors.projectId}
          />
        )}
        <Group grow align="flex-start" wrap="wrap" gap="sm" preventGrowOverflow={false}>
          <Select
            label="Send from"
            data={senders.map((s) => ({ value: s.userId, label: s.name }))}
            value={senderUserId}
            onChange={setSender}
            allowDeselect={false}
            error={serverErrors.senderUserId}
            disabled={readOnly}
            miw={200}
          />
          <Select
            label="Time zone"
            data={zones}
            value={timeZone}
            onChange={(v) => v && setTimeZone(v)}
            searchable
            allowDeselect={false}
            error={zoneProblem ?? serverErrors.scheduleTimezone}
            disabled={readOnly}
            miw={200}
          />
        </Group>
        <Checkbox.Group
          label="Sending days"
          value={sendWindow.days.map(String)}
          onChange={(v) => setSendWindow({ ...sendWindow, days: v.map(Number).sort((a, b) => a - b) })}
          error={windowProblem ?? serverErrors.sendingWindow}
        >
          <Group gap="sm" mt={4} wrap="wrap">
            {DAYS.map((d, i) => (
              <Checkbox key={d} value={String(i)} label={d} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="sm" wrap="wrap">
          <TextInput
            type="time"
            label="From"
            value={sendWindow.start}
            onChange={(e) => setSendWindow({ ...sendWindow, start: e.currentTarget.value })}
            disabled={readOnly}
            w={140}
          />
          <TextInput
            type="time"
            label="Until"
            value={sendWindow.end === '24:00' ? '23:59' : sendWindow.end}
            onChange={(e) => setSendWindow({ ...sendWindow, end: e.currentTarget.value })}
            disabled={readOnly}
            w={140}
          />
        </Group>
        <Switch
          label="Share with my team"
          checked={shared}
          onChange={(e) => setShared(e.currentTarget.checked)}
          disabled={readOnly}
        />

        <Text fw={700} component="h2" fz="lg" m={0}>
          Steps
        </Text>
        {steps.map((step, index) => (
          <StepCard
            key={step.key}
            step={step}
            index={index}
            count={steps.length}
            readOnly={readOnly}
            templates={templates.data?.data ?? []}
            attachments={attachments.data ?? []}
            sendsAt={sendsAt[index] ?? null}
            timeZone={timeZone}
            serverErrors={serverErrors}
            onChange={(patch) => change(index, patch)}
            onMove={(delta) => move(index, delta)}
            onRemove={() => setSteps((all) => all.filter((_, i) => i !== index))}
          />
        ))}
        {formMessage ? (
          <Alert color="red" variant="light" role="alert" data-testid="sequence-form-error">
            {formMessage}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setSteps((all) => [...all, newStep()])}
              disabled={steps.length >= MAX_STEPS}
            >
              Add step
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {campaign ? 'Save sequence' : 'Create sequence'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
