/**
 * Customer console › Tutorials: every guidance config with its plan range, priority and expiry,
 * how many members saw, completed and rated it; the operator turns one off or changes its expiry,
 * priority or plan range (the server checks the expiry is later than 2023-01-01 and audits it).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ConsoleGuidanceItem, ConsoleGuidancePatch } from '@talentbase/shared';
import { type FormEvent, useId, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { useConsoleGuidance, useUpdateConsoleGuidance } from './api';

const PLAN_OPTIONS = [
  { value: 'basic', label: 'Starter' },
  { value: 'growth', label: 'Growth' },
  { value: 'pro', label: 'Pro' },
];
const planLabel = (p: string) => PLAN_OPTIONS.find((o) => o.value === p)?.label ?? p;

export const expiryText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }) : 'Never';
const isPast = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();

function EditModal({ item, onClose }: { item: ConsoleGuidanceItem; onClose: () => void }) {
  const update = useUpdateConsoleGuidance();
  const { config } = item;
  const [never, setNever] = useState(config.expiredUTCDate === null);
  const [date, setDate] = useState(config.expiredUTCDate ? config.expiredUTCDate.slice(0, 10) : '');
  const [priority, setPriority] = useState<number | string>(config.priority);
  const [minPlan, setMinPlan] = useState<string>(config.minPlan);
  const [maxPlan, setMaxPlan] = useState<string>(config.maxPlan);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!never && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setError('Enter the expiry date, or choose "Never expires"');
      return;
    }
    const patch: ConsoleGuidancePatch = {
      expiredUTCDate: never ? null : `${date}T00:00:00.000Z`,
      priority: Number(priority),
      minPlan: minPlan as ConsoleGuidancePatch['minPlan'],
      maxPlan: maxPlan as ConsoleGuidancePatch['maxPlan'],
    };
    update.mutate(
      { name: config.guidanceName, patch },
      {
        onSuccess: () => {
          notifySuccess(`${config.guidanceName} saved`);
          onClose();
        },
        onError: (err) => {
          const fields = (err as { details?: { fields?: Record<string, string> } }).details?.fields;
          setError(fields ? Object.values(fields).join(' ') || errorMessage(err) : errorMessage(err));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${config.guidanceName}`} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert" data-testid="guidance-edit-error">
              {error}
            </Alert>
          ) : null}
          <Checkbox
            label="Never expires"
            checked={never}
            onChange={(e) => setNever(e.currentTarget.checked)}
          />
          <TextInput
            type="date"
            label="Expires on (UTC)"
            description="Shown until this date. It must be later than 1 Jan 2023."
            value={date}
            disabled={never}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <NumberInput
            label="Priority"
            description="701 to 1000; lower numbers show first."
            min={701}
            max={1000}
            value={priority}
            onChange={setPriority}
            allowDecimal={false}
          />
          <Group grow>
            <Select
              label="From plan"
              data={PLAN_OPTIONS}
              value={minPlan}
              onChange={(v) => v && setMinPlan(v)}
              allowDeselect={false}
            />
            <Select
              label="To plan"
              data={PLAN_OPTIONS}
              value={maxPlan}
              onChange={(v) => v && setMaxPlan(v)}
              allowDeselect={false}
            />
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Row({ item, onEdit }: { item: ConsoleGuidanceItem; onEdit: () => void }) {
  const update = useUpdateConsoleGuidance();
  const { config } = item;
  const expired = isPast(config.expiredUTCDate);
  return (
    <Table.Tr data-testid="guidance-row">
      <Table.Td>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {config.guidanceName}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {config.tutorialType} · {config.route}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {planLabel(config.minPlan)}
        {config.minPlan === config.maxPlan ? '' : ` – ${planLabel(config.maxPlan)}`}
      </Table.Td>
      <Table.Td visibleFrom="md">{config.priority}</Table.Td>
      <Table.Td>
        {expiryText(config.expiredUTCDate)}
        {expired ? (
          <Badge ml={6} size="xs" color="gray" variant="light">
            Expired
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="md">
        {item.seen} seen · {item.completed} completed · {item.helpful} helpful · {item.notHelpful} not helpful
      </Table.Td>
      <Table.Td>
        <Switch
          label={
            <>
              Shown<VisuallyHidden> {config.guidanceName}</VisuallyHidden>
            </>
          }
          checked={!config.disabled}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { name: config.guidanceName, patch: { disabled: !e.currentTarget.checked } },
              { onError: (err) => notifyError(err, 'Not saved') },
            )
          }
          data-testid={`guidance-shown-${config.guidanceName}`}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" onClick={onEdit}>
          Edit<VisuallyHidden> {config.guidanceName}</VisuallyHidden>
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function ConsoleGuidance() {
  const headingId = useId();
  const list = useConsoleGuidance();
  const [editing, setEditing] = useState<string | null>(null);
  const current = list.data?.data.find((i) => i.config.guidanceName === editing) ?? null;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid="console-guidance"
    >
      <Title order={2} fz="lg" id={headingId} mb={4}>
        Tutorials
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        In-product tips shown to members. Turn one off, or change when it expires, its priority or the plans
        it shows to.
      </Text>
      {list.isError ? (
        <LoadError
          title="The tutorials could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : !list.data ? (
        <Skeleton h={160} aria-busy="true" data-testid="console-guidance-loading" />
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed">No tutorials are configured.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tutorial</Table.Th>
                <Table.Th visibleFrom="sm">Plans</Table.Th>
                <Table.Th visibleFrom="md">Priority</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th visibleFrom="md">Members</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((item) => (
                <Row
                  key={item.config.guidanceName}
                  item={item}
                  onEdit={() => setEditing(item.config.guidanceName)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {current ? <EditModal item={current} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
