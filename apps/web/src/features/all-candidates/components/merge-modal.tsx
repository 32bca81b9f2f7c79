import { Alert, Button, Group, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import type { CandidateSummary, FieldChoices } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useMerge } from '../api/duplicates';

type ListSide = 'keep' | 'merge' | 'both';

const FIELDS: { key: 'fullName' | 'title' | 'company' | 'location' | 'linkedinUrl'; label: string }[] = [
  { key: 'fullName', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'company', label: 'Company' },
  { key: 'location', label: 'Location' },
  { key: 'linkedinUrl', label: 'LinkedIn' },
];
const LISTS: { key: 'emails' | 'phones'; label: string }[] = [
  { key: 'emails', label: 'Emails' },
  { key: 'phones', label: 'Phones' },
];

const DEFAULT_CHOICES: FieldChoices = {
  fullName: 'keep',
  title: 'keep',
  company: 'keep',
  location: 'keep',
  linkedinUrl: 'keep',
  emails: 'both',
  phones: 'both',
};

const show = (v: string | null | undefined) => v || '—';

function unite(a: readonly string[], b: readonly string[]) {
  return [...new Set([...a, ...b])];
}

/**
 * Merge two records of one person. The left one is kept (the older record by default; "Swap"
 * keeps the other); each field is chosen side by side, and the last column shows what the kept
 * candidate will have. Projects, notes, tags, files and activity all move to the kept one.
 */
export function MergeModal({
  pair,
  onClose,
}: {
  pair: { a: CandidateSummary; b: CandidateSummary } | null;
  onClose: () => void;
}) {
  const [swapped, setSwapped] = useState(false);
  const [choices, setChoices] = useState<FieldChoices>(DEFAULT_CHOICES);
  const merge = useMerge();
  if (!pair) return null;
  const [keep, other] = swapped ? [pair.b, pair.a] : [pair.a, pair.b];
  const value = (c: CandidateSummary, key: (typeof FIELDS)[number]['key']) =>
    key === 'linkedinUrl' ? c.linkedinUrl : c[key];
  const result = (key: (typeof FIELDS)[number]['key']) => value(choices[key] === 'merge' ? other : keep, key);
  // Masked contacts (not revealed) are never carried over: the kept candidate keeps its own.
  const carried = (key: 'emails' | 'phones') => (other.contactsShown ? other[key] : []);
  const listResult = (key: 'emails' | 'phones') =>
    choices[key] === 'keep' || !other.contactsShown
      ? keep[key]
      : choices[key] === 'merge'
        ? carried(key)
        : unite(keep[key], carried(key));

  const close = () => {
    setChoices(DEFAULT_CHOICES);
    setSwapped(false);
    merge.reset();
    onClose();
  };
  const submit = () =>
    merge.mutate(
      { keepId: keep.profileId, mergeId: other.profileId, fieldChoices: choices },
      {
        onSuccess: () => {
          notifySuccess(`${other.fullName} was merged into ${result('fullName') ?? keep.fullName}.`);
          close();
        },
      },
    );

  return (
    <Modal opened onClose={close} title="Merge candidates" size="xl">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Choose which value to keep for each field. Projects, notes, tags, files and activity of both move to
          the kept candidate; the other leaves your candidate list.
        </Text>
        {merge.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(merge.error)}
          </Alert>
        ) : null}
        <Table withTableBorder verticalSpacing="xs" aria-label="Fields to merge">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Keep: {keep.fullName}</Table.Th>
              <Table.Th>Merge: {other.fullName}</Table.Th>
              <Table.Th>Result</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FIELDS.map(({ key, label }) => (
              <Table.Tr key={key}>
                <Table.Td fw={500}>{label}</Table.Td>
                {(['keep', 'merge'] as const).map((side) => {
                  const text = show(value(side === 'keep' ? keep : other, key));
                  return (
                    <Table.Td key={side}>
                      <Radio
                        name={`merge-${key}`}
                        value={side}
                        checked={choices[key] === side}
                        onChange={() => setChoices((c) => ({ ...c, [key]: side }))}
                        label={text}
                        aria-label={`${label}: ${text}`}
                        styles={{ label: { wordBreak: 'break-word' } }}
                      />
                    </Table.Td>
                  );
                })}
                <Table.Td data-testid={`result-${key}`}>{show(result(key))}</Table.Td>
              </Table.Tr>
            ))}
            {LISTS.map(({ key, label }) => (
              <Table.Tr key={key}>
                <Table.Td fw={500}>{label}</Table.Td>
                <Table.Td colSpan={2}>
                  <Radio.Group
                    value={choices[key]}
                    onChange={(v) => setChoices((c) => ({ ...c, [key]: v as ListSide }))}
                    name={key}
                    aria-label={label}
                  >
                    <Group gap="md">
                      <Radio value="keep" label={`Kept one's (${keep[key].length})`} />
                      <Radio value="merge" label={`Other's (${other[key].length})`} />
                      <Radio value="both" label="Both" />
                    </Group>
                  </Radio.Group>
                </Table.Td>
                <Table.Td data-testid={`result-${key}`}>{listResult(key).join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
            {!other.contactsShown && other.emails.length + other.phones.length > 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text fz="xs" c="dimmed" data-testid="merge-hidden-contacts">
                    {other.fullName}’s contact details are not revealed, so they are not carried over. Reveal
                    them first to keep them.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setSwapped((s) => !s)}>
            Keep {other.fullName} instead
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={merge.isPending}>
              Merge
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
