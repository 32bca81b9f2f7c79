import { Button, Checkbox, Group, Select, Skeleton, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { SEARCH_PAGE_SIZES, SEARCH_SORTS, type SearchResponse, type SearchSort } from '@talentbase/shared';
import { estimateNote, totalLabel } from '../lib/format';

const SORT_LABEL: Record<SearchSort, string> = {
  relevance: 'Relevance',
  recency: 'Recently active',
  experience: 'Most experience',
};

/** Above the results: how many, how they are ordered, how many per page, select all, save. */
export function ResultsToolbar({
  data,
  loading,
  sort,
  limit,
  onSort,
  onLimit,
  allSelected,
  someSelected,
  onSelectAll,
  onSave,
  canSave,
}: {
  data: SearchResponse | undefined;
  loading: boolean;
  sort: SearchSort;
  limit: number;
  onSort: (sort: SearchSort) => void;
  onLimit: (limit: number) => void;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onSave: () => void;
  canSave: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label="Select all on this page"
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          disabled={!data || data.hits.length === 0}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {data ? (
          <Text
            fw={600}
            data-testid="results-total"
            aria-live="polite"
            title={data.totalIsEstimate ? estimateNote(data.totalMargin) : undefined}
          >
            {totalLabel(data.total, data.totalIsEstimate)}
          </Text>
        ) : loading ? (
          <Skeleton h={20} w={140} />
        ) : null}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconStar size={14} />}
          onClick={onSave}
          disabled={!canSave}
          title={canSave ? undefined : 'Run a search first: only recorded searches can be saved'}
        >
          Save search
        </Button>
        <Select
          size="xs"
          w={160}
          aria-label="Sort by"
          data={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
          value={sort}
          allowDeselect={false}
          onChange={(v) => onSort((SEARCH_SORTS.find((s) => s === v) ?? 'relevance') as SearchSort)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="xs"
          w={110}
          aria-label="Results per page"
          data={SEARCH_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} / page` }))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(v) => v && onLimit(Number(v))}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Group>
  );
}
