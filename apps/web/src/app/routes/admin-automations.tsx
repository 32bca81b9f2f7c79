/**
 * Team settings › Automations: rules that run when a candidate enters a stage. The list is in run
 * order (move a rule up or down), each rule can be turned off, edited or deleted; the editor says
 * when (stage, one project or any) and what (tag, label, notify, sequence, move) in plain words.
 * Recent runs show below with what each action did.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  AUTOMATION_ACTION_NAMES,
  AUTOMATION_ACTION_TYPES,
  type AutomationAction,
  type AutomationActionType,
  type AutomationOptions,
  type AutomationRule,
  type AutomationRuleInput,
  type AutomationRun,
  automationRuleInputSchema,
} from '@talentbase/shared/contracts/automations';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  useAutomationOptions,
  useAutomationRules,
  useAutomationRuns,
  useDeleteRule,
  useReorderRules,
  useSaveRule,
  useToggleRule,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError, zodFieldErrors } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';

export const AUTOMATIONS_PATH = '/admin/team-settings/automations';

const stageKey = (categoryId: number, stageId: number | null) => `${categoryId}:${stageId ?? ''}`;
const parseStageKey = (key: string) => {
  const [c, s] = key.split(':');
  return { categoryId: Number(c), stageId: s ? Number(s) : null };
};

function stageLabel(o: AutomationOptions['stages'][number]) {
  return o.stageId === null ? `${o.categoryName} (any stage)` : `${o.categoryName} › ${o.stageName}`;
}

function describeAction(
  action: AutomationAction,
  options: AutomationOptions | undefined,
  watched: { categoryId: number; stageId: number | null },
): string {
  switch (action.type) {
    case 'add_tag':
      return `Add tag “${action.tag}”`;
    case 'change_label': {
      const labels = options?.stages.find(
        (s) => s.categoryId === watched.categoryId && s.stageId === watched.stageId,
      )?.labels;
      return `Set label ${labels?.find((l) => l.order === action.stageLabel)?.label ?? action.stageLabel}`;
    }
    case 'notify':
      return action.userId === null
        ? 'Notify the project’s hiring team'
        : `Notify ${options?.members.find((m) => m.userId === action.userId)?.name ?? 'a team member'}`;
    case 'enrol_sequence':
      return `Enrol in ${options?.sequences.find((s) => s.id === action.campaignId)?.name ?? 'a sequence'}`;
    case 'move_stage': {
      const to = options?.stages.find(
        (s) => s.categoryId === action.categoryId && s.stageId === action.stageId,
      );
      return `Move to ${to ? stageLabel(to) : 'another stage'}`;
    }
  }
}

const RUN_COLORS: Record<AutomationRun['status'], string> = {
  pending: 'gray',
  running: 'blue',
  succeeded: 'green',
  partial: 'yellow',
  failed: 'red',
  skipped: 'gray',
};

export function AdminAutomationsPage() {
  const rules = useAutomationRules();
  const options = useAutomationOptions();
  const [editing, setEditing] = useState<AutomationRule | 'new' | null>(null);
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Automations"
        description="When a candidate enters a stage, run actions for you: tag them, change their label, notify the hiring team, start a sequence or move them on."
        actions={
          <Button onClick={() => setEditing('new')} disabled={!options.data}>
            New rule
          </Button>
        }
      />
      <RuleList
        rules={rules}
        options={options.data?.data}
        onEdit={setEditing}
        onCreate={() => setEditing('new')}
      />
      <RecentRuns />
      {editing && options.data ? (
        <RuleEditor
          rule={editing === 'new' ? null : editing}
          options={options.data.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function RuleList({
  rules,
  options,
  onEdit,
  onCreate,
}: {
  rules: ReturnType<typeof useAutomationRules>;
  options: AutomationOptions | undefined;
  onEdit: (rule: AutomationRule) => void;
  onCreate: () => void;
}) {
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const reorder = useReorderRules();
  if (!rules.data) {
    if (rules.isError)
      return (
        <LoadError
          title="The automations could not be loaded"
          error={rules.error}
          onRetry={() => rules.refetch()}
        />
      );
    return <Skeleton height={200} data-testid="automations-loading" />;
  }
  const list = rules.data.data;
  if (list.length === 0)
    return (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <Title order={2} fz="lg">
            No automations yet
          </Title>
          <Text c="dimmed" ta="center">
            Create a rule such as “when a candidate enters Replied, tag them and notify the hiring team”.
          </Text>
          <Button variant="light" onClick={onCreate} disabled={!options}>
            Create your first rule
          </Button>
        </Stack>
      </Card>
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    if (id) ids.splice(index + by, 0, id);
    reorder.mutate(ids, { onError: (e) => notifyError(e, 'The order could not be saved') });
  };
  return (
    <Stack
      gap="sm"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Rules in run order"
    >
      {list.map((rule, index) => (
        <Card key={rule.id} withBorder padding="md" component="li">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <Text fw={600} id={`rule-${rule.id}-name`}>
                  {index + 1}. {rule.name}
                </Text>
                {rule.lastRun ? (
                  <Badge color={RUN_COLORS[rule.lastRun.status]} variant="light">
                    Last run: {rule.lastRun.status}
                  </Badge>
                ) : (
                  <Badge color="gray" variant="outline">
                    Not run yet
                  </Badge>
                )}
              </Group>
              <Switch
                checked={rule.enabled}
                label={rule.enabled ? 'On' : 'Off'}
                aria-describedby={`rule-${rule.id}-name`}
                onChange={(e) =>
                  toggle.mutate(
                    { id: rule.id, enabled: e.currentTarget.checked },
                    { onError: (err) => notifyError(err, 'The rule could not be changed') },
                  )
                }
              />
            </Group>
            <Text fz="sm">
              When a candidate enters <strong>{rule.stageName}</strong> in{' '}
              <strong>{rule.projectName ?? 'any project'}</strong>
            </Text>
            <Text fz="sm" c="dimmed">
              Then: {rule.actions.map((a) => describeAction(a, options, rule)).join(' · ')}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button size="xs" variant="default" onClick={() => onEdit(rule)} disabled={!options}>
                Edit
              </Button>
              <Button size="xs" variant="default" onClick={() => move(index, -1)} disabled={index === 0}>
                Move up
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => move(index, 1)}
                disabled={index === list.length - 1}
              >
                Move down
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  if (!window.confirm(`Delete the rule “${rule.name}”? Its run history goes with it.`))
                    return;
                  remove.mutate(rule.id, {
                    onSuccess: () => notifySuccess('The rule no longer runs.', { title: 'Rule deleted' }),
                    onError: (e) => notifyError(e, 'The rule could not be deleted'),
                  });
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function RecentRuns() {
  const runs = useAutomationRuns();
  return (
    <Stack gap="xs" mt="md">
      <Title order={2} fz="lg">
        Recent runs
      </Title>
      {!runs.data ? (
        runs.isError ? (
          <LoadError title="The runs could not be loaded" error={runs.error} onRetry={() => runs.refetch()} />
        ) : (
          <Skeleton height={80} />
        )
      ) : runs.data.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No rule has run yet. Runs appear here a moment after a candidate enters a rule’s stage.
        </Text>
      ) : (
        // A region the keyboard can reach: on a phone it scrolls sideways and holds nothing
        // focusable (axe scrollable-region-focusable).
        <Box role="region" aria-label="Recent runs" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table striped miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Rule</Table.Th>
                <Table.Th>Candidate</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.data.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>{new Date(run.createdAt).toLocaleString()}</Table.Td>
                  <Table.Td>{run.ruleName}</Table.Td>
                  <Table.Td>{run.candidateName}</Table.Td>
                  <Table.Td>
                    <Badge color={RUN_COLORS[run.status]} variant="light">
                      {run.status}
                    </Badge>
                    {run.error ? (
                      <Text fz="xs" c="dimmed">
                        {run.error}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

type DraftAction = { type: AutomationActionType; _key: string } & Record<string, unknown>;

let keySeq = 0;
const newKey = () => {
  keySeq += 1;
  return `action-${keySeq}`;
};

function blankAction(type: AutomationActionType, options: AutomationOptions): DraftAction {
  return { ...blankFields(type, options), _key: newKey() } as DraftAction;
}

function blankFields(type: AutomationActionType, options: AutomationOptions): Record<string, unknown> {
  switch (type) {
    case 'add_tag':
      return { type, tag: '' };
    case 'change_label':
      return { type, stageLabel: null };
    case 'notify':
      return { type, userId: null, message: '' };
    case 'enrol_sequence':
      return { type, campaignId: options.sequences[0]?.id ?? '' };
    case 'move_stage':
      return { type, categoryId: null, stageId: null };
  }
}

function RuleEditor({
  rule,
  options,
  onClose,
}: {
  rule: AutomationRule | null;
  options: AutomationOptions;
  onClose: () => void;
}) {
  const save = useSaveRule();
  const [name, setName] = useState(rule?.name ?? '');
  const [projectId, setProjectId] = useState<string | null>(rule?.projectId ?? null);
  const [stage, setStage] = useState<string | null>(rule ? stageKey(rule.categoryId, rule.stageId) : null);
  const [enabled] = useState(rule?.enabled ?? true);
  const [actions, setActions] = useState<DraftAction[]>(
    rule?.actions.map((a) => ({ ...a, _key: newKey() }) as DraftAction) ?? [blankAction('add_tag', options)],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const watched = stage ? parseStageKey(stage) : null;
  const labels =
    options.stages.find(
      (s) => watched && s.categoryId === watched.categoryId && s.stageId === watched.stageId,
    )?.labels ?? [];
  const stageData = options.stages.map((s) => ({
    value: stageKey(s.categoryId, s.stageId),
    label: stageLabel(s),
  }));

  const update = (i: number, patch: Record<string, unknown>) =>
    setActions((list) => list.map((a, j) => (j === i ? { ...a, ...patch } : a)));

  const body = (): AutomationRuleInput => ({
    name,
    enabled,
    projectId,
    categoryId: watched?.categoryId ?? Number.NaN,
    stageId: watched?.stageId ?? null,
    actions: actions.map(({ _key, ...a }) => a) as unknown as AutomationAction[],
  });

  return (
    <Modal opened onClose={onClose} title={rule ? 'Edit rule' : 'New rule'} size="lg">
      <form
        noValidate
        aria-label={rule ? 'Edit rule' : 'New rule'}
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const input = body();
          const found = zodFieldErrors(automationRuleInputSchema, input);
          if (!stage) found.categoryId = 'Choose a stage';
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          try {
            await save.mutateAsync({ id: rule?.id ?? null, input });
            notifySuccess('It runs the next time a candidate enters its stage.', {
              title: rule ? 'Rule saved' : 'Rule created',
            });
            onClose();
          } catch (error) {
            const fields = ['name', 'projectId', 'categoryId', 'stageId'];
            const split = splitServerError(error, [
              ...fields,
              ...actions.flatMap((_, i) => [
                `actions.${i}.tag`,
                `actions.${i}.stageLabel`,
                `actions.${i}.stageId`,
              ]),
            ]);
            setErrors(split.fields);
            setFormMessage(split.formMessage);
          }
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Rule name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            data-autofocus
          />
          <Text fw={600} fz="sm">
            When a candidate enters
          </Text>
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label="Stage"
              placeholder="Choose a stage"
              data={stageData}
              value={stage}
              onChange={setStage}
              error={errors.categoryId ?? errors.stageId}
              searchable
              required
              miw={200}
            />
            <Select
              label="In project"
              data={[
                { value: '', label: 'Any project' },
                ...options.projects.map((p) => ({ value: p.id, label: p.name })),
              ]}
              value={projectId ?? ''}
              onChange={(v) => setProjectId(v ? v : null)}
              error={errors.projectId}
              allowDeselect={false}
              searchable
              miw={200}
            />
          </Group>
          <Text fw={600} fz="sm">
            Then
          </Text>
          {actions.map((action, i) => (
            <Card key={action._key} withBorder padding="sm">
              <Stack gap="xs">
                <Group justify="space-between" align="flex-end" wrap="wrap">
                  <Select
                    label={`Action ${i + 1}`}
                    data={AUTOMATION_ACTION_TYPES.map((t) => ({
                      value: t,
                      label: AUTOMATION_ACTION_NAMES[t],
                    }))}
                    value={action.type}
                    allowDeselect={false}
                    onChange={(v) =>
                      v &&
                      setActions((list) =>
                        list.map((a, j) => (j === i ? blankAction(v as AutomationActionType, options) : a)),
                      )
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    disabled={actions.length === 1}
                    onClick={() => setActions((list) => list.filter((_, j) => j !== i))}
                  >
                    Remove action {i + 1}
                  </Button>
                </Group>
                <ActionFields
                  action={action}
                  index={i}
                  options={options}
                  labels={labels}
                  errors={errors}
                  onChange={(patch) => update(i, patch)}
                />
              </Stack>
            </Card>
          ))}
          <Group>
            <Button
              variant="light"
              onClick={() => setActions((list) => [...list, blankAction('add_tag', options)])}
              disabled={actions.length >= 10}
            >
              Add action
            </Button>
          </Group>
          {errors.actions ? (
            <Text c="red" fz="sm">
              {errors.actions}
            </Text>
          ) : null}
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {rule ? 'Save rule' : 'Create rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ActionFields({
  action,
  index,
  options,
  labels,
  errors,
  onChange,
}: {
  action: DraftAction;
  index: number;
  options: AutomationOptions;
  labels: { order: number; label: string }[];
  errors: Record<string, string>;
  onChange: (patch: Record<string, unknown>) => void;
}) {
  const e = (field: string) => errors[`actions.${index}.${field}`] ?? errors[`actions.${index}`];
  switch (action.type) {
    case 'add_tag':
      return (
        <TextInput
          label="Tag"
          value={String(action.tag ?? '')}
          onChange={(ev) => onChange({ tag: ev.currentTarget.value })}
          error={e('tag')}
          required
        />
      );
    case 'change_label':
      return (
        <Select
          label="Label"
          placeholder={labels.length ? 'Choose a label' : 'The chosen stage has no labels'}
          data={labels.map((l) => ({ value: String(l.order), label: l.label }))}
          value={action.stageLabel == null ? null : String(action.stageLabel)}
          onChange={(v) => onChange({ stageLabel: v ? Number(v) : null })}
          error={e('stageLabel')}
          required
        />
      );
    case 'notify':
      return (
        <Stack gap="xs">
          <Select
            label="Notify"
            data={[
              { value: '', label: 'The project’s hiring team' },
              ...options.members.map((m) => ({ value: m.userId, label: `${m.name} (${m.email})` })),
            ]}
            value={(action.userId as string | null) ?? ''}
            onChange={(v) => onChange({ userId: v ? v : null })}
            allowDeselect={false}
            searchable
            error={e('userId')}
          />
          <Textarea
            label="Message (optional)"
            value={String(action.message ?? '')}
            onChange={(ev) => onChange({ message: ev.currentTarget.value })}
            error={e('message')}
            minRows={2}
          />
        </Stack>
      );
    case 'enrol_sequence':
      return options.sequences.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Your team has no active sequence yet. Create one in Engage first.
        </Text>
      ) : (
        <Select
          label="Sequence"
          data={options.sequences.map((s) => ({ value: s.id, label: s.name }))}
          value={String(action.campaignId ?? '') || null}
          onChange={(v) => onChange({ campaignId: v ?? '' })}
          error={e('campaignId')}
          searchable
          required
        />
      );
    case 'move_stage':
      return (
        <Select
          label="Move to"
          placeholder="Choose a stage"
          data={options.stages
            .filter(
              (s) =>
                s.stageId !== null ||
                !options.stages.some((o) => o.categoryId === s.categoryId && o.stageId !== null),
            )
            .map((s) => ({ value: stageKey(s.categoryId, s.stageId), label: stageLabel(s) }))}
          value={
            action.categoryId == null
              ? null
              : stageKey(Number(action.categoryId), action.stageId as number | null)
          }
          onChange={(v) => onChange(v ? parseStageKey(v) : { categoryId: null, stageId: null })}
          error={e('stageId') ?? e('categoryId')}
          searchable
          required
        />
      );
  }
}
