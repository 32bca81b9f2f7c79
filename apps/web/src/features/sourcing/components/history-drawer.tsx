import { Alert, Button, Center, Drawer, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { HistoryEntry } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteHistory } from '../api/delete-history';
import { useHistoryList } from '../api/list-history';
import { useUpdateHistory } from '../api/update-history';
import { HistoryEntryRow } from './history-entry-row';

const PAGE = 20;

function HistoryTab({
  savedOnly,
  enabled,
  onRun,
}: {
  savedOnly: boolean;
  enabled: boolean;
  onRun: (entry: HistoryEntry) => void;
}) {
  const [limit, setLimit] = useState(PAGE);
  const { data, isPending, isError, error, refetch, isFetching } = useHistoryList(
    { savedOnly, limit },
    enabled,
  );
  const update = useUpdateHistory();
  const remove = useDeleteHistory();

  if (isPending) {
    return (
      <Stack gap="xs" mt="sm" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" mt="sm" title="History could not load">
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.data.length === 0) {
    return (
      <Text c="dimmed" fz="sm" mt="md" ta="center">
        {savedOnly
          ? 'No saved searches yet. Star a search to keep it here.'
          : 'Searches you run show up here.'}
      </Text>
    );
  }
  return (
    <Stack gap={0} mt="xs">
      {data.data.map((entry) => (
        <HistoryEntryRow
          key={entry.id}
          entry={entry}
          onRun={onRun}
          busy={update.isPending || remove.isPending}
          onUpdate={(e, patch) =>
            update.mutate(
              { id: e.id, ...patch },
              {
                onSuccess: () =>
                  notifySuccess(
                    patch.saved === true
                      ? 'Search saved'
                      : patch.saved === false
                        ? 'Removed from saved searches'
                        : 'Search renamed',
                  ),
              },
            )
          }
          onDelete={(e) =>
            remove.mutate(e.id, {
              onSuccess: () => notifySuccess('Search removed from your history'),
              onError: (err) => notifyError(err),
            })
          }
        />
      ))}
      {data.total > data.data.length ? (
        <Center mt="sm">
          <Button
            variant="subtle"
            size="xs"
            loading={isFetching}
            onClick={() => setLimit((l) => Math.min(100, l + PAGE))}
            disabled={limit >= 100}
          >
            Show more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

/** Recent and saved searches; choosing one runs it again with its not-a-fit list. */
export function HistoryDrawer({
  opened,
  onClose,
  onRun,
}: {
  opened: boolean;
  onClose: () => void;
  onRun: (entry: HistoryEntry) => void;
}) {
  const [tab, setTab] = useState<string | null>('recent');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Search history">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="recent">Recent</Tabs.Tab>
          <Tabs.Tab value="saved">Saved</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recent">
          <HistoryTab savedOnly={false} enabled={opened && tab === 'recent'} onRun={onRun} />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <HistoryTab savedOnly enabled={opened && tab === 'saved'} onRun={onRun} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
