import { Button, Checkbox, Group, SegmentedControl, Select, Skeleton, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import {
  SEARCH_PAGE_SIZES,
  SEARCH_SORTS,
  SELECTION_MAX,
  type SearchResponse,
  type SearchSort,
} from '@talentbase/shared';
import { useRovingFocus } from '../../../lib/roving-focus';
import { estimateNote, formatCount, totalLabel } from '../lib/format';
import type { DistanceUnit } from '../lib/user-prefs';

const SORT_LABEL: Record<SearchSort, string> = {
  relevance: 'Relevance',
  recency: 'Recently active',
  experience: 'Most experience',
};

/**
 * Above the results: how many, how they are ordered, how many per page, the distance unit,
 * select the page, save. Once the page is ticked, a line offers every result (up to 10,000).
 */
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
  unit,
  onUnit,
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
  unit: DistanceUnit;
  onUnit: (unit: DistanceUnit) => void;
}) {
  // One Tab stop between the search box and the results; arrows move along (issue 13).
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <Group
      ref={roving}
      role="toolbar"
      aria-label="Results options"
      justify="space-between"
      gap="sm"
      wrap="wrap"
      data-testid="results-toolbar"
    >
      <Group gap="sm" wrap="nowrap">
        <Checkbox
          aria-label="Select all on this page"
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          disabled={!data || data.hits.length === 0}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
        />
        {data ? (
          // The results' heading (h2 under the page's h1; each card's name is an h3).
          <Text
            component="h2"
            fz="md"
            m={0}
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
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label="Distance unit"
          data={[
            { value: 'mi', label: 'mi' },
            { value: 'km', label: 'km' },
          ]}
          value={unit}
          onChange={(u) => onUnit(u === 'km' ? 'km' : 'mi')}
        />
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
          w={150}
          aria-label="Sort by"
          data={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
          value={sort}
          allowDeselect={false}
          onChange={(v) => onSort((SEARCH_SORTS.find((s) => s === v) ?? 'relevance') as SearchSort)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="xs"
          w={105}
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

/**
 * Gmail's pattern: with the page ticked, offer every result; with all selected, say so and offer
 * to clear. The server resolves "all" to the first 10,000 matches (spec section 9).
 */
export function SelectAllLine({
  total,
  pageCount,
  pageSelected,
  allResults,
  count,
  capped,
  loading,
  onSelectAll,
  onClear,
}: {
  total: number;
  pageCount: number;
  pageSelected: boolean;
  allResults: boolean;
  count: number;
  capped: boolean;
  loading: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  if (allResults) {
    return (
      <Group gap="xs" wrap="wrap" data-testid="select-all-line">
        <Text fz="sm">
          {capped
            ? `The first ${formatCount(SELECTION_MAX)} results are selected (${formatCount(count)} after your changes).`
            : `All ${formatCount(count)} results are selected.`}
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    );
  }
  if (!pageSelected || total <= pageCount) return null;
  const reach = Math.min(total, SELECTION_MAX);
  return (
    <Group gap="xs" wrap="wrap" data-testid="select-all-line">
      <Text fz="sm">All {formatCount(pageCount)} on this page are selected.</Text>
      <Button size="compact-sm" variant="light" loading={loading} onClick={onSelectAll}>
        {total > SELECTION_MAX
          ? `Select the first ${formatCount(SELECTION_MAX)} results`
          : `Select all ${formatCount(reach)} results`}
      </Button>
    </Group>
  );
}
