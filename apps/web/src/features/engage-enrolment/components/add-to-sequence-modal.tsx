/**
 * "Add to sequence" from a project's pipeline: pick one of your ongoing email sequences, see who
 * can be written to (the server's candidate check with GDPR on: missing email, opted out, already
 * in an active sequence, EU/EEA/UK without a privacy notice), and enrol the rest. Nobody is
 * enrolled before the recruiter has seen the reasons.
 */
import { Alert, Anchor, Button, Group, List, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import {
  ENROLMENT_REASON_LABEL,
  PERSONAL_INFO,
  PERSONAL_INFO_LABEL,
} from '@talentbase/shared/contracts/engage-enrolment';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCandidateCheck, useEnrol, useEnrollableSequences } from '../api/enrolment';

const SHOWN_PROBLEMS = 8;

export function AddToSequenceModal({
  projectId,
  candidateIds,
  onClose,
  onDone,
}: {
  projectId: string;
  candidateIds: number[] | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const opened = candidateIds !== null;
  const sequences = useEnrollableSequences(projectId, opened);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const enrol = useEnrol(projectId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (opened) {
      setCampaignId(null);
      enrol.reset();
    }
  }, [opened]);
  const chosen = sequences.data?.find((s) => s.id === campaignId) ?? null;
  const check = useCandidateCheck(
    chosen && candidateIds
      ? {
          candidateIdList: candidateIds,
          channel: 'Email',
          campaignType: chosen.campaignType === 1 ? 1 : 0,
          projectId,
        }
      : null,
  );
  const ready = useMemo(() => (check.data ?? []).filter((c) => c.ok), [check.data]);
  const blocked = useMemo(() => (check.data ?? []).filter((c) => !c.ok), [check.data]);
  // Of those who will be enrolled: how many lack each personalisation value.
  const lacking = PERSONAL_INFO.map((info) => ({
    info,
    count: ready.filter((c) => c.missingInfo?.includes(info)).length,
  })).filter((l) => l.count > 0);
  const count = candidateIds?.length ?? 0;

  const submit = () => {
    if (!chosen || ready.length === 0) return;
    enrol.mutate(
      { campaignId: chosen.id, candidateIds: ready.map((c) => c.candidateId) },
      {
        onSuccess: (result) => {
          const skipped = result.skipped.length;
          notifySuccess(
            `Enrolled ${result.enrolled} in ${chosen.name}${skipped ? ` (${skipped} skipped)` : ''}. The outbox shows when each email goes out.`,
          );
          onDone?.();
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add to sequence">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {count} candidate{count === 1 ? '' : 's'} selected. Each gets the sequence's first email in its
          sending window; later steps follow unless they reply, unsubscribe or bounce.
        </Text>
        {sequences.isError ? (
          <Alert color="red" title="Your sequences could not be loaded">
            {errorMessage(sequences.error)}
          </Alert>
        ) : sequences.data && sequences.data.length === 0 ? (
          <Alert color="blue" title="No ongoing email sequence for this project">
            <Anchor component={Link} to={`/engage/sequences/new?projectId=${encodeURIComponent(projectId)}`}>
              Build a sequence
            </Anchor>{' '}
            first, then come back to add candidates.
          </Alert>
        ) : (
          <Select
            label="Sequence"
            placeholder={sequences.isPending ? 'Loading your sequences…' : 'Choose a sequence'}
            searchable
            data={(sequences.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${s.stepCount} step${s.stepCount === 1 ? '' : 's'})`,
            }))}
            value={campaignId}
            onChange={setCampaignId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {chosen && check.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text fz="sm">Checking the candidates…</Text>
          </Group>
        ) : null}
        {check.isError ? (
          <Alert color="red" title="The candidates could not be checked">
            {errorMessage(check.error)}
          </Alert>
        ) : null}
        {chosen && check.data ? (
          <Stack gap={4} data-testid="enrolment-check">
            <Text fz="sm" fw={500}>
              {ready.length} of {check.data.length} can be enrolled
            </Text>
            {blocked.length > 0 ? (
              <List size="sm" spacing={2}>
                {blocked.slice(0, SHOWN_PROBLEMS).map((c) => (
                  <List.Item key={c.candidateId} style={{ overflowWrap: 'anywhere' }}>
                    {c.fullName}: {c.reasons.map((r) => ENROLMENT_REASON_LABEL[r]).join(', ')}
                  </List.Item>
                ))}
                {blocked.length > SHOWN_PROBLEMS ? (
                  <List.Item>and {blocked.length - SHOWN_PROBLEMS} more that cannot be enrolled</List.Item>
                ) : null}
              </List>
            ) : null}
            {lacking.length > 0 ? (
              <Text fz="sm" c="dimmed" data-testid="enrolment-missing-info">
                {lacking
                  .map((l) => `${l.count} ha${l.count === 1 ? 's' : 've'} no ${PERSONAL_INFO_LABEL[l.info]}`)
                  .join(', ')}
                : where a step uses it, their email says “There” for a missing first name and leaves the rest
                out.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {enrol.isError ? (
          <Alert color="red" title="Nobody was enrolled">
            {errorMessage(enrol.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!chosen || ready.length === 0} loading={enrol.isPending}>
            {ready.length > 0 ? `Enrol ${ready.length}` : 'Enrol'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
