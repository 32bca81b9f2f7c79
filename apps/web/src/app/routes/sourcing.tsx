import { Alert, Badge, Box, Button, EmptyState, Flex, Group, List, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconHistory,
  IconInfoCircle,
  IconUserSearch,
} from '@tabler/icons-react';
import type { HistoryEntry } from '@talentbase/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OnDemand, usePreloadWhenIdle } from '../../components/on-demand';
import { PageHeader } from '../../components/page-header';
import { useFilterPanelConfig } from '../../features/sourcing/api/filter-panel-config';
import { type SearchRequestBody, useSearch } from '../../features/sourcing/api/search';
import { useSelectAll } from '../../features/sourcing/api/select-all';
import { useTeamSourcingDefaults } from '../../features/sourcing/api/team-defaults';
import { EmptyResults, SearchWarnings } from '../../features/sourcing/components/empty-results';
import { FacetsPanel } from '../../features/sourcing/components/facets-panel';
import { ActiveFilterChips } from '../../features/sourcing/components/filter-chips';
import { FilterPanel } from '../../features/sourcing/components/filters/filter-panel';
import { OtherPlatformsPanel } from '../../features/sourcing/components/other-platforms-panel';
import { SearchRateLimitNotice } from '../../features/sourcing/components/rate-limit-notice';
import { ResultsError, ResultsList, ResultsSkeleton } from '../../features/sourcing/components/results-list';
import { ResultsToolbar, SelectAllLine } from '../../features/sourcing/components/results-toolbar';
import { SearchBar } from '../../features/sourcing/components/search-bar';
import { useResultActions } from '../../features/sourcing/hooks/use-result-actions';
import { useSearchUrl } from '../../features/sourcing/hooks/use-search-url';
import { filtersInUnit } from '../../features/sourcing/lib/distance';
import { addFacetValue } from '../../features/sourcing/lib/facet-filters';
import { describeFilters, panelFilterCount, withoutFilter } from '../../features/sourcing/lib/filter-meta';
import { formatCount, totalLabel } from '../../features/sourcing/lib/format';
import { parseLocationValue, rememberLocationLabel } from '../../features/sourcing/lib/location-labels';
import { buildSearchUrl, cleanFilters } from '../../features/sourcing/lib/search-url';
import { withTeamDefaults } from '../../features/sourcing/lib/team-defaults';
import { type DistanceUnit, useDistanceUnit, useFacetsOpen } from '../../features/sourcing/lib/user-prefs';
import { isApiError } from '../../lib/api-client';
import { lazyNamed } from '../../lib/lazy-named';
import { itemShortcuts } from '../../lib/shortcuts/item-focus';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';

// The drawers and dialogs open later: their code loads once the page is idle, not before the
// page shows (issue 13, initial load).
const ProfileDrawer = lazyNamed(
  () => import('../../features/sourcing/components/profile/profile-drawer'),
  'ProfileDrawer',
);
const HistoryDrawer = lazyNamed(
  () => import('../../features/sourcing/components/history-drawer'),
  'HistoryDrawer',
);
const SaveSearchModal = lazyNamed(
  () => import('../../features/sourcing/components/save-search-modal'),
  'SaveSearchModal',
);
const AddToProjectModal = lazyNamed(
  () => import('../../features/sourcing/components/add-to-project-modal'),
  'AddToProjectModal',
);
const BulkTagModal = lazyNamed(
  () => import('../../features/sourcing/components/bulk-tag-modal'),
  'BulkTagModal',
);
const ShareModal = lazyNamed(
  () => import('../../features/candidate-record/components/share-modal'),
  'ShareModal',
);
const FiltersDrawer = lazyNamed(
  () => import('../../features/sourcing/components/filters-drawer'),
  'FiltersDrawer',
);
// The bulk bar (with the export menu) appears once a candidate is ticked.
const BulkBar = lazyNamed(() => import('../../features/sourcing/components/bulk-bar'), 'BulkBar');
const ON_DEMAND = [
  BulkBar,
  FiltersDrawer,
  ProfileDrawer,
  HistoryDrawer,
  SaveSearchModal,
  AddToProjectModal,
  BulkTagModal,
  ShareModal,
];

/** Height the bulk bar takes at the bottom of a phone screen: the results leave this much room below. */
const BULK_BAR_ROOM = 112;

/** "1,234 candidates" / "about 48,000 candidates" for the drawer's button. */
function totalLabelShort(total: number, estimate: boolean): string {
  const text = totalLabel(total, estimate);
  return estimate ? text.replace(/^About/, 'about') : text;
}

/** Below this width the filters move into a drawer and the results take the whole width. */
const WIDE_ENOUGH_FOR_PANEL = '(min-width: 62em)';

/**
 * Sourcing (`/v5/sourcing-new`): search the talent database. The URL holds the whole search
 * (see search-url.ts); this page lays out the search bar, the filter panel (a drawer on phones
 * and tablets), the active filters as chips, the results and the drawers, and wires them to the
 * URL. Selections and bulk actions live in use-result-actions.ts and use-selection.ts.
 */
export function SourcingPage() {
  const teamDefaults = useTeamSourcingDefaults().data;
  const url = useSearchUrl({ newSearchDefaults: (filters) => withTeamDefaults(filters, teamDefaults) });
  const { state, hasSearch, problems } = url;
  const config = useFilterPanelConfig();
  const [notice, setNotice] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [bulkDialog, setBulkDialog] = useState<'tag' | 'share' | null>(null);
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_PANEL, true, { getInitialValueInEffect: false });
  const [unit, setUnit] = useDistanceUnit();
  const [facetsOpen, setFacetsOpen] = useFacetsOpen();
  const selectAll = useSelectAll();
  usePreloadWhenIdle(ON_DEMAND);
  // j/k move through the result cards, x ticks one, e opens its profile.
  const resultsRef = useRef<HTMLDivElement>(null);
  useShortcuts(itemShortcuts(() => resultsRef.current));

  const body: SearchRequestBody = useMemo(
    () => ({
      filters: state.filters,
      sort: state.sort,
      start: state.start,
      limit: state.limit,
      facets: true,
      record: true,
      historyType: 0,
      historyId: state.historyId,
    }),
    [state.filters, state.sort, state.start, state.limit, state.historyId],
  );
  // `data` is the last answer while a search is rate limited (see useSearch).
  const { query: search, data, rateLimit } = useSearch(body, hasSearch);
  // While the next search loads, the previous answer stays on screen: its history entry is not
  // the one being run, so saving and not-a-fit wait for the new answer.
  const historyId = search.isPlaceholderData || rateLimit ? null : (data?.historyId ?? null);
  const actions = useResultActions({ historyId, onView: url.openProfile });
  const { resetForNewSearch, selection } = actions;

  // A link with invalid parts: say what was left out once, and show the URL as understood.
  useEffect(() => {
    if (problems.length === 0) return;
    setNotice(problems);
    url.replaceState(state);
  }, [problems, state, url.replaceState]);

  // Another user's (or a deleted) history entry: run the same filters without it.
  const staleHistory =
    search.isError && isApiError(search.error) && search.error.status === 404 && !!state.historyId;
  useEffect(() => {
    if (!staleHistory) return;
    setNotice(['That search is no longer in your history: it ran without its not-a-fit list.']);
    url.replaceState({ ...state, historyId: undefined });
  }, [staleHistory, state, url.replaceState]);

  const filtersKey = JSON.stringify(state.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of filters is a new search
  useEffect(() => resetForNewSearch(), [filtersKey, resetForNewSearch]);

  // Place names seen in facets name those cities in the panel (the URL holds only their ids).
  useEffect(() => {
    for (const group of data?.facets?.groups ?? []) {
      if (group.key !== 'location') continue;
      for (const v of group.values) {
        const place = parseLocationValue(v.value);
        if (place) rememberLocationLabel(place, v.label);
      }
    }
  }, [data?.facets]);

  // Search with nothing changed runs the same search again; otherwise it is a new search.
  const runSearch = (keywords: string) => {
    const filters = cleanFilters({ ...state.filters, keywords: keywords || undefined });
    const sameUrl = buildSearchUrl({ ...state, filters, start: 0 }) === buildSearchUrl(state);
    if (hasSearch && sameUrl) void search.refetch();
    else url.setFilters((current) => ({ ...current, keywords: keywords || undefined }));
  };

  const runHistory = useCallback(
    (entry: HistoryEntry) => {
      setHistoryOpen(false);
      url.runHistory(entry.filters, entry.id);
    },
    [url.runHistory],
  );

  const visibleHits = (data?.hits ?? []).filter((h) => !actions.hidden.has(h.profileId));
  const pageSelected = visibleHits.filter((h) => selection.isSelected(h.profileId)).length;
  const allOnPage = visibleHits.length > 0 && pageSelected === visibleHits.length;

  // Previous and next in the drawer walk the results of this page.
  const openIndex = state.profileId ? visibleHits.findIndex((h) => h.profileId === state.profileId) : -1;
  const neighbour = (offset: number) => {
    const next = visibleHits[openIndex + offset];
    return next ? () => url.switchProfile(next.profileId) : undefined;
  };
  const profileNav =
    openIndex >= 0
      ? { index: openIndex, count: visibleHits.length, onPrev: neighbour(-1), onNext: neighbour(1) }
      : null;

  // One unit throughout: a change converts the radii of the search to the same bands.
  const changeUnit = (next: DistanceUnit) => {
    setUnit(next);
    if (filtersInUnit(state.filters, next) !== state.filters) url.setFilters((f) => filtersInUnit(f, next));
  };

  // The recorded search's entry: its not-a-fit profiles stay out of "all results" as they stay
  // off the pages.
  const selectionHistoryId = historyId ?? state.historyId;
  const runSelectAll = () => {
    const query = {
      filters: state.filters,
      sort: state.sort,
      historyId: selectionHistoryId,
      excludeIds: [...actions.hidden],
    };
    selectAll.mutate(query, { onSuccess: (answer) => selection.selectAll(answer, query) });
  };

  const addSelected = () => {
    if (selection.count === 0) return;
    const pageIds = visibleHits.filter((h) => selection.isSelected(h.profileId)).map((h) => h.profileId);
    actions.setAddTarget({
      label: selection.singleName ?? `${selection.count.toLocaleString('en-US')} candidates`,
      count: selection.count,
      body: selection.allQuery
        ? {
            search: {
              ...selection.allQuery,
              // Marked not a fit since: out too.
              excludeIds: [...new Set([...(selection.allQuery.excludeIds ?? []), ...actions.hidden])],
            },
          }
        : { candidateIds: selection.ids },
      pageIds,
    });
  };
  const panelCount = panelFilterCount(state.filters);
  const filterPanel = <FilterPanel filters={state.filters} onChange={url.setFilters} config={config.data} />;
  const credits = config.data?.credits;
  const suggestedName = describeFilters(state.filters)
    .map((f) => f.text)
    .join(' · ')
    .slice(0, 120);

  return (
    <Stack gap="sm" maw={1600} pb={selection.count > 0 && !wide ? BULK_BAR_ROOM : undefined}>
      <PageHeader
        title="Sourcing"
        actions={
          <Button
            variant="default"
            leftSection={<IconHistory size={16} />}
            onClick={() => setHistoryOpen(true)}
          >
            History
          </Button>
        }
      />
      {credits?.warning ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Contact credits are running low"
        >
          {formatCount(credits.remaining)} of {formatCount(credits.total)} credits left. Each first reveal of
          a candidate&apos;s contacts uses one.
        </Alert>
      ) : null}
      {notice.length > 0 ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          title="About this link"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice([])}
          data-testid="url-notice"
        >
          <List size="sm" spacing={2}>
            {notice.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Box data-guide="sourcing-query">
        <SearchBar
          keywords={state.filters.keywords ?? ''}
          onSearch={runSearch}
          searching={search.isFetching}
        />
      </Box>
      <Flex gap="md" align="flex-start">
        <Stack
          ref={resultsRef}
          gap="sm"
          style={{ flex: 1, minWidth: 0 }}
          aria-label="Results"
          component="section"
          data-guide="sourcing-results"
        >
          {!wide || hasSearch ? (
            <Group gap="xs" wrap="wrap" align="center">
              {!wide ? (
                <Button
                  variant="default"
                  leftSection={<IconAdjustments size={16} aria-hidden="true" />}
                  rightSection={
                    panelCount > 0 ? (
                      <Badge size="sm" circle aria-hidden="true">
                        {panelCount}
                      </Badge>
                    ) : undefined
                  }
                  onClick={() => setFiltersOpen(true)}
                  aria-label={panelCount > 0 ? `Filters, ${panelCount} active` : 'Filters'}
                  data-testid="open-filters"
                  data-guide="sourcing-filters"
                >
                  Filters
                </Button>
              ) : null}
              <Box style={{ flex: 1, minWidth: 0 }}>
                <ActiveFilterChips filters={filtersInUnit(state.filters, unit)} onChange={url.setFilters} />
              </Box>
            </Group>
          ) : null}
          {hasSearch ? (
            <ResultsToolbar
              data={data}
              loading={search.isFetching}
              sort={state.sort}
              limit={state.limit}
              onSort={url.setSort}
              onLimit={url.setLimit}
              allSelected={allOnPage}
              someSelected={pageSelected > 0}
              onSelectAll={(on) => selection.selectPage(visibleHits, on)}
              onSave={() => setSaveOpen(true)}
              canSave={historyId !== null}
              unit={unit}
              onUnit={changeUnit}
            />
          ) : null}
          {hasSearch && data ? (
            <SelectAllLine
              total={data.total}
              pageCount={visibleHits.length}
              pageSelected={allOnPage}
              allResults={selection.allResults}
              count={selection.count}
              capped={selection.capped}
              loading={selectAll.isPending}
              onSelectAll={runSelectAll}
              onClear={selection.clear}
            />
          ) : null}
          {!hasSearch ? (
            <EmptyState
              py={64}
              variant="light"
              icon={<IconUserSearch size={28} stroke={1.6} />}
              title="Find your next hire"
              description="Type keywords or a Boolean string, or start with a job title, skills and a location in the filters."
            />
          ) : null}
          {hasSearch && rateLimit && (data || rateLimit.retrying) ? (
            <SearchRateLimitNotice
              rateLimit={rateLimit}
              showingLast={!!data}
              onRetry={() => void search.refetch()}
            />
          ) : null}
          {!hasSearch ? null : search.isError && !staleHistory && !(rateLimit && data) ? (
            <ResultsError error={search.error} onRetry={() => void search.refetch()} />
          ) : !data ? (
            <ResultsSkeleton count={Math.min(state.limit, 5)} />
          ) : data.total === 0 && data.hits.length === 0 ? (
            <EmptyResults
              filters={state.filters}
              warnings={data.warnings}
              onRemove={(key) => url.setFilters(withoutFilter(state.filters, key))}
              onClearAll={() => url.setFilters({})}
            />
          ) : (
            <>
              <SearchWarnings warnings={data.warnings} />
              {data.facets ? (
                <FacetsPanel
                  facets={data.facets}
                  opened={facetsOpen}
                  onToggle={() => setFacetsOpen(!facetsOpen)}
                  onPick={(key, value, label) => url.setFilters((f) => addFacetValue(f, key, value, label))}
                />
              ) : null}
              <ResultsList
                data={data}
                refetching={search.isPlaceholderData || (search.isFetching && !search.isPending)}
                hiddenIds={actions.hidden}
                isSelected={selection.isSelected}
                revealingId={actions.revealingId}
                distanceUnit={unit}
                actions={actions.cardActions}
                onPage={url.setStart}
              />
            </>
          )}
          <OtherPlatformsPanel filters={state.filters} />
        </Stack>
        {/* After the results in the page's order, on their left on screen: Tab goes from the search
            box to the results in a few presses, and on to the filters after them (issue 13). */}
        {wide ? (
          <Box
            w={{ base: 260, xl: 300 }}
            pos="sticky"
            top={76}
            style={{ flexShrink: 0, order: -1 }}
            data-guide="sourcing-filters"
          >
            {filterPanel}
          </Box>
        ) : null}
      </Flex>

      <OnDemand opened={!!state.profileId}>
        <ProfileDrawer
          profileId={state.profileId ?? null}
          onClose={url.closeProfile}
          credits={credits}
          revealing={actions.revealingId !== null && actions.revealingId === state.profileId}
          revealError={actions.revealedFor === state.profileId ? actions.drawerRevealError : null}
          onReveal={(id) => actions.revealContacts(id, 'drawer')}
          onAddToProject={(id, name) =>
            actions.setAddTarget({ label: name, count: 1, body: { candidateIds: [id] }, pageIds: [id] })
          }
          nav={profileNav}
        />
      </OnDemand>
      <OnDemand opened={!wide && filtersOpen}>
        <FiltersDrawer opened={!wide && filtersOpen} onClose={() => setFiltersOpen(false)}>
          <Stack gap="md">
            {filterPanel}
            <Button fullWidth onClick={() => setFiltersOpen(false)}>
              {data && hasSearch ? `Show ${totalLabelShort(data.total, data.totalIsEstimate)}` : 'Done'}
            </Button>
          </Stack>
        </FiltersDrawer>
      </OnDemand>
      <OnDemand opened={historyOpen}>
        <HistoryDrawer opened={historyOpen} onClose={() => setHistoryOpen(false)} onRun={runHistory} />
      </OnDemand>
      <OnDemand opened={saveOpen}>
        <SaveSearchModal
          opened={saveOpen}
          onClose={() => setSaveOpen(false)}
          historyId={historyId}
          suggestedName={suggestedName || 'All profiles'}
        />
      </OnDemand>
      <OnDemand opened={actions.addTarget !== null}>
        <AddToProjectModal
          target={actions.addTarget}
          onClose={() => actions.setAddTarget(null)}
          onDone={() => (actions.addTarget && actions.addTarget.count > 1 ? selection.clear() : undefined)}
        />
      </OnDemand>
      <OnDemand opened={bulkDialog === 'tag'}>
        <BulkTagModal
          opened={bulkDialog === 'tag'}
          teamIds={selection.teamIds}
          selectedCount={selection.count}
          onClose={() => setBulkDialog(null)}
          onDone={selection.clear}
        />
      </OnDemand>
      {bulkDialog === 'share' ? (
        <OnDemand opened>
          <ShareModal
            target={{ candidateIds: selection.teamIds, projectId: null }}
            opened
            onClose={() => setBulkDialog(null)}
          />
        </OnDemand>
      ) : null}
      <OnDemand opened={selection.count > 0}>
        <BulkBar
          count={selection.count}
          teamIds={selection.teamIds}
          allResults={selection.allResults}
          onAdd={addSelected}
          onTag={() => setBulkDialog('tag')}
          onShare={() => setBulkDialog('share')}
          onClear={selection.clear}
        />
      </OnDemand>
    </Stack>
  );
}
