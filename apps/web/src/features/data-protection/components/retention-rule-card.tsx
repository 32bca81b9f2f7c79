import { Alert, Badge, Button, Card, Collapse, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { RetentionRule } from '@talentbase/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { ruleInput, useDeleteRule, useDryRun, useSaveRule } from '../api/retention';
import { formatDateTime, plural } from '../lib/labels';
import { ConfirmModal } from './confirm-modal';
import { RetentionRuns } from './retention-runs';

const regionList = (regions: readonly string[]) => regions.join(', ');

/**
 * One rule: what it selects, its dry run (the count is what turning it on commits to), on/off,
 * change, delete and its history. Turning it on asks first, with the dry run's count.
 */
export function RetentionRuleCard({ rule, onEdit }: { rule: RetentionRule; onEdit: () => void }) {
  const dryRun = useDryRun();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [confirmOn, setConfirmOn] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [history, setHistory] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const headingId = `rule-${rule.id}-name`;

  const setEnabled = (enabled: boolean) =>
    save.mutate(
      { id: rule.id, input: ruleInput(rule, { enabled }) },
      {
        onSuccess: () => {
          setConfirmOn(false);
          setSwitchError(null);
          notifySuccess(
            enabled ? `“${rule.name}” runs every night from now on.` : `“${rule.name}” no longer runs.`,
            { title: enabled ? 'Rule turned on' : 'Rule turned off' },
          );
        },
        onError: (error) => {
          setConfirmOn(false);
          setSwitchError((isApiError(error) && error.fields.enabled) || errorMessage(error));
        },
      },
    );

  return (
    <Card component="article" aria-labelledby={headingId} data-testid="retention-rule" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {rule.name}
          </Title>
          <Badge variant="light" color={rule.enabled ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {rule.enabled ? 'On' : 'Off'}
          </Badge>
        </Group>
        <Text fz="sm">
          Deletes candidates in {regionList(rule.regions)} with no engagement for{' '}
          {plural(rule.months, 'month')}
          {rule.suppress ? ', and suppresses their email addresses and phone numbers' : ''}.
        </Text>
        <Text fz="sm" c="dimmed" data-testid="dry-run-result">
          {rule.dryRun
            ? `Dry run ${formatDateTime(rule.dryRun.at)}: ${plural(rule.dryRun.count, 'candidate')} would be deleted now.`
            : 'No dry run of these criteria yet: make one to see how many candidates it would delete.'}
        </Text>
        {rule.lastRun ? (
          <Text fz="sm" c="dimmed">
            Last run {formatDateTime(rule.lastRun.startedAt)}: {plural(rule.lastRun.erased, 'candidate')}{' '}
            deleted.
          </Text>
        ) : null}
        <Switch
          label="Run every night"
          description={rule.dryRun || rule.enabled ? undefined : 'Make a dry run first.'}
          checked={rule.enabled}
          disabled={save.isPending || (!rule.dryRun && !rule.enabled)}
          onChange={(event) => {
            if (event.currentTarget.checked) setConfirmOn(true);
            else setEnabled(false);
          }}
        />
        {switchError ? (
          <Alert color="red" variant="light" role="alert">
            {switchError}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            loading={dryRun.isPending}
            onClick={() =>
              dryRun.mutate(rule.id, {
                onSuccess: ({ run }) => {
                  setSwitchError(null);
                  notifySuccess(
                    `${plural(run.matched, 'candidate')} would be deleted now. Nothing was deleted.`,
                    {
                      title: 'Dry run',
                    },
                  );
                },
                onError: (error) => notifyError(error),
              })
            }
          >
            Dry run
          </Button>
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
          <Button
            size="xs"
            variant="subtle"
            rightSection={history ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setHistory((h) => !h)}
            aria-expanded={history}
          >
            History
          </Button>
        </Group>
        <Collapse expanded={history}>
          {history ? <RetentionRuns ruleId={rule.id} ruleName={rule.name} /> : null}
        </Collapse>
      </Stack>
      <ConfirmModal
        opened={confirmOn}
        title="Turn the rule on?"
        confirmLabel="Turn on"
        pending={save.isPending}
        onConfirm={() => setEnabled(true)}
        onClose={() => setConfirmOn(false)}
      >
        Tonight “{rule.name}” deletes about <strong>{plural(rule.dryRun?.count ?? 0, 'candidate')}</strong>{' '}
        (the dry run of {rule.dryRun ? formatDateTime(rule.dryRun.at) : 'today'}), and every night after that
        those who reach {plural(rule.months, 'month')} without engagement. Deleted candidates cannot be
        brought back.
      </ConfirmModal>
      <ConfirmModal
        opened={confirmDelete}
        title="Delete the rule?"
        confirmLabel="Delete rule"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(rule.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              notifySuccess(`“${rule.name}” deleted. Its history stays in the audit log.`, {
                title: 'Rule deleted',
              });
            },
            onError: (error) => {
              setConfirmDelete(false);
              notifyError(error);
            },
          })
        }
        onClose={() => setConfirmDelete(false)}
      >
        “{rule.name}” stops running. Candidates it already deleted stay deleted.
      </ConfirmModal>
    </Card>
  );
}
