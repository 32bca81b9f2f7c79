import {
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { CampaignSummary } from '@talentbase/shared/contracts/engage-campaigns';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { type CampaignListRequest, useCampaigns } from '../api/campaigns';

const PAGE_SIZE = 10;

export const STATUS_LABELS: Record<CampaignSummary['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  ongoing: { label: 'Ongoing', color: 'green' },
  paused: { label: 'Paused', color: 'yellow' },
  finished: { label: 'Finished', color: 'blue' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

function SequenceCard({ c }: { c: CampaignSummary }) {
  const status = STATUS_LABELS[c.status];
  return (
    <Card withBorder padding="sm" data-testid="sequence-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={`/engage/sequences/${c.id}`}
            fw={600}
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {c.name}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            <Badge color="gray" variant="outline">
              {c.channel}
            </Badge>
            {c.isArchived ? <Badge color="gray">Archived</Badge> : null}
            {c.readOnly ? (
              <Badge color="gray" variant="light">
                Read-only
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {c.stepCount} step{c.stepCount === 1 ? '' : 's'} · {c.enrolledCount} enrolled ({c.activeCount}{' '}
          active) · by {c.owner.name}
          {c.sender.userId !== c.owner.userId ? `, sent as ${c.sender.name}` : ''}
          {c.projectName ? ` · ${c.projectName}` : ''} · updated {day(c.updatedAt)}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Sequences with the list filters (status, channel, archived, keyword). `team` lists every
 * sequence of the team (the admin view); otherwise yours, those of who delegated to you, and with
 * "Shared with the team" the ones teammates shared.
 */
export function SequenceList({ team = false }: { team?: boolean }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [status, setStatus] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [archived, setArchived] = useState<'false' | 'true'>('false');
  const [scope, setScope] = useState<'mine' | 'shared'>('mine');
  const [page, setPage] = useState(1);
  const request: CampaignListRequest = {
    ...(debounced ? { keyword: debounced } : {}),
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
    ...(!team && scope === 'shared' ? { shared: 'true' as const } : {}),
    isArchived: archived,
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const list = useCampaigns(request, { team });
  const reset = () => setPage(1);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const filtered = Boolean(debounced || status || channel);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search sequences"
          placeholder="Name"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            reset();
          }}
          w={240}
          maw="100%"
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={Object.entries(STATUS_LABELS).map(([value, s]) => ({ value, label: s.label }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            reset();
          }}
          clearable
          w={160}
        />
        <Select
          label="Channel"
          placeholder="Any channel"
          data={['Email', 'Text']}
          value={channel}
          onChange={(v) => {
            setChannel(v);
            reset();
          }}
          clearable
          w={150}
        />
        <SegmentedControl
          aria-label="Active or archived"
          data={[
            { value: 'false', label: 'Active' },
            { value: 'true', label: 'Archived' },
          ]}
          value={archived}
          onChange={(v) => {
            setArchived(v as 'false' | 'true');
            reset();
          }}
        />
        {team ? null : (
          <SegmentedControl
            aria-label="Whose sequences"
            data={[
              { value: 'mine', label: 'Mine' },
              { value: 'shared', label: 'Shared with the team' },
            ]}
            value={scope}
            onChange={(v) => {
              setScope(v as 'mine' | 'shared');
              reset();
            }}
          />
        )}
      </Group>
      {list.isLoading ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading sequences" />
        </Center>
      ) : list.isError ? (
        <LoadError title="Sequences could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <Card withBorder padding="xl" data-testid="sequences-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>
              {filtered
                ? 'No sequence matches these filters'
                : archived === 'true'
                  ? 'No archived sequences'
                  : 'No sequences yet'}
            </Text>
            {filtered || team ? null : (
              <Text c="dimmed" fz="sm" ta="center">
                A sequence sends a series of emails to each candidate you enrol, stopping when they reply.
              </Text>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack
          gap="sm"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data?.data.map((c) => (
            <SequenceCard key={c.id} c={c} />
          ))}
        </Stack>
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
