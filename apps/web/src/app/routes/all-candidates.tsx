import { Button, Card, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useAllCandidates } from '../../features/all-candidates/api/all-candidates';
import { AddCandidateModal } from '../../features/all-candidates/components/add-candidate-modal';
import { BulkActions } from '../../features/all-candidates/components/bulk-actions';
import {
  CandidatesTable,
  CandidatesTableSkeleton,
} from '../../features/all-candidates/components/candidates-table';
import { CandidatesToolbar } from '../../features/all-candidates/components/candidates-toolbar';
import { DuplicatesPanel } from '../../features/all-candidates/components/duplicates-panel';
import {
  type ListState,
  readListState,
  toListRequest,
  writeListState,
} from '../../features/all-candidates/lib/list-url';
import { useCan } from '../../lib/permissions';

/**
 * All candidates (`/v5/talent-pool/all-candidates`): every candidate of the team with filters
 * kept in the URL, selection and bulk actions, adding someone by hand with a duplicate check,
 * and the Duplicates tab (scan, suggested pairs, merge, dismiss).
 */
export function AllCandidatesPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>, replace = false) =>
      setParams(writeListState({ ...state, ...patch }), { replace }),
    [state, setParams],
  );
  const canEdit = useCan('candidateEdit');
  const request = useMemo(() => toListRequest(state), [state]);
  const list = useAllCandidates(request);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = Boolean(
    request.keyword ||
      request.source ||
      request.tag ||
      request.hasContact ||
      request.addedFrom ||
      request.addedTo ||
      request.customFields,
  );

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (checked) next.add(r.profileId);
        else next.delete(r.profileId);
      }
      return next;
    });

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title="All candidates"
        description="Everyone your team has imported, added or put in a project, in one list."
        actions={
          canEdit ? (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              Add candidate
            </Button>
          ) : null
        }
      />
      <Card padding={0}>
        <Tabs
          value={state.tab}
          onChange={(tab) => update({ tab: tab === 'duplicates' ? 'duplicates' : 'candidates' })}
          keepMounted={false}
        >
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="candidates">Candidates</Tabs.Tab>
            <Tabs.Tab value="duplicates">Duplicates</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="candidates">
            <Stack gap="md" p="md">
              <CandidatesToolbar state={state} onChange={update} />
              {selected.size > 0 ? (
                <BulkActions selected={[...selected]} onDone={() => setSelected(new Set())} />
              ) : null}
              {list.isError && !list.data ? (
                <LoadError
                  title="Could not load your candidates"
                  error={list.error}
                  onRetry={() => void list.refetch()}
                />
              ) : !list.data ? (
                <CandidatesTableSkeleton />
              ) : rows.length === 0 ? (
                <Stack align="center" gap={6} py="xl" data-testid="candidates-empty">
                  <IconUsers size={32} />
                  <Text fw={500}>{filtered ? 'No candidates match these filters' : 'No candidates yet'}</Text>
                  <Text fz="sm" c="dimmed" ta="center" maw={420}>
                    {filtered
                      ? 'Try fewer filters or another search.'
                      : 'Candidates you import, add by hand or add to a project from search appear here.'}
                  </Text>
                  {filtered ? (
                    <Button
                      variant="light"
                      onClick={() =>
                        update({
                          keyword: '',
                          source: '',
                          tag: '',
                          hasContact: '',
                          addedFrom: '',
                          addedTo: '',
                          customFields: [],
                        })
                      }
                    >
                      Show all candidates
                    </Button>
                  ) : canEdit ? (
                    <Button variant="light" onClick={() => setAdding(true)}>
                      Add your first candidate
                    </Button>
                  ) : null}
                </Stack>
              ) : (
                <>
                  <CandidatesTable
                    rows={rows}
                    selected={selected}
                    onToggle={toggle}
                    onToggleAll={toggleAll}
                    dimmed={list.isPlaceholderData}
                  />
                  <Group justify="space-between">
                    <Text fz="sm" c="dimmed" aria-live="polite" data-testid="candidates-count">
                      Showing {rows.length} {rows.length === 1 ? 'candidate' : 'candidates'}
                    </Text>
                    {list.hasNextPage ? (
                      <Button
                        variant="default"
                        onClick={() => void list.fetchNextPage()}
                        loading={list.isFetchingNextPage}
                      >
                        Load more
                      </Button>
                    ) : null}
                  </Group>
                </>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="duplicates">
            <Stack p="md">
              <DuplicatesPanel canEdit={canEdit} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Card>
      <AddCandidateModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
