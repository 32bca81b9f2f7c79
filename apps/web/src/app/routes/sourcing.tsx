import { Alert, Box, Button, EmptyState, Flex, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconInfoCircle, IconUserSearch } from '@tabler/icons-react';
import type { HistoryEntry, SearchFilters } from '@talentbase/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useFilterPanelConfig } from '../../features/sourcing/api/filter-panel-config';
import { type SearchRequestBody, useSearch } from '../../features/sourcing/api/search';
import { AddToProjectModal } from '../../features/sourcing/components/add-to-project-modal';
import { BulkBar } from '../../features/sourcing/components/bulk-bar';
import { EmptyResults, SearchWarnings } from '../../features/sourcing/components/empty-results';
import { FacetsPanel } from '../../features/sourcing/components/facets-panel';
import { FilterPanel } from '../../features/sourcing/components/filters/filter-panel';
import { HistoryDrawer } from '../../features/sourcing/components/history-drawer';
import { OtherPlatformsPanel } from '../../features/sourcing/components/other-platforms-panel';
import { ProfileDrawer } from '../../features/sourcing/components/profile/profile-drawer';
import { SearchRateLimitNotice } from '../../features/sourcing/components/rate-limit-notice';
import { ResultsError, ResultsList, ResultsSkeleton } from '../../features/sourcing/components/results-list';
import { ResultsToolbar } from '../../features/sourcing/components/results-toolbar';
import { SaveSearchModal } from '../../features/sourcing/components/save-search-modal';
import { SearchBar } from '../../features/sourcing/components/search-bar';
import { useResultActions } from '../../features/sourcing/hooks/use-result-actions';
import { useSearchUrl } from '../../features/sourcing/hooks/use-search-url';
import { addFacetValue } from '../../features/sourcing/lib/facet-filters';
import { describeFilters, withoutFilter } from '../../features/sourcing/lib/filter-meta';
import { formatCount } from '../../features/sourcing/lib/format';
import { parseLocationValue, rememberLocationLabel } from '../../features/sourcing/lib/location-labels';
import { buildSearchUrl, cleanFilters } from '../../features/sourcing/lib/search-url';
import { isApiError } from '../../lib/api-client';

function distanceUnit(filters: SearchFilters): 'mi' | 'km' {
  const units = (filters.locations ?? []).flatMap((l) => (l.radius ? [l.radius.unit] : []));
  return units.length > 0 && units.every((u) => u === 'km') ? 'km' : 'mi';
}

/**
 * Sourcing (`/v5/sourcing-new`): search the talent database. The URL holds the whole search
 * (see search-url.ts); this page lays out the search bar, the filter panel, the results and the
 * drawers, and wires them to the URL.
 */
export function SourcingPage() {
  const url = useSearchUrl();
  const { state, hasSearch, problems } = url;
  const config = useFilterPanelConfig();
  const [notice, setNotice] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);

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
  const { resetForNewSearch } = actions;

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
  const pageSelected = visibleHits.filter((h) => actions.selected.has(h.profileId)).length;
  const credits = config.data?.credits;
  const suggestedName = describeFilters(state.filters)
    .map((f) => f.text)
    .join(' · ')
    .slice(0, 120);

  return (
    <Stack gap="md" maw={1600}>
      <PageHeader
        title="Sourcing"
        description="Search the talent database by title, skills, location and more."
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
      <SearchBar keywords={state.filters.keywords ?? ''} onSearch={runSearch} searching={search.isFetching} />
      <Flex gap="md" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <Box
          w={{ base: '100%', sm: 250, lg: 300 }}
          pos={{ base: 'static', sm: 'sticky' }}
          top={76}
          style={{ flexShrink: 0 }}
        >
          <FilterPanel filters={state.filters} onChange={url.setFilters} config={config.data} />
        </Box>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} aria-label="Results" component="section">
          {hasSearch ? (
            <ResultsToolbar
              data={data}
              loading={search.isFetching}
              sort={state.sort}
              limit={state.limit}
              onSort={url.setSort}
              onLimit={url.setLimit}
              allSelected={visibleHits.length > 0 && pageSelected === visibleHits.length}
              someSelected={pageSelected > 0}
              onSelectAll={(on) => actions.selectPage(visibleHits, on)}
              onSave={() => setSaveOpen(true)}
              canSave={historyId !== null}
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
                  onPick={(key, value, label) => url.setFilters((f) => addFacetValue(f, key, value, label))}
                />
              ) : null}
              <ResultsList
                data={data}
                refetching={search.isPlaceholderData || (search.isFetching && !search.isPending)}
                hiddenIds={actions.hidden}
                selectedIds={new Set(actions.selected.keys())}
                revealingId={actions.revealingId}
                distanceUnit={distanceUnit(state.filters)}
                actions={actions.cardActions}
                onPage={url.setStart}
              />
            </>
          )}
          <OtherPlatformsPanel filters={state.filters} />
        </Stack>
      </Flex>

      <ProfileDrawer
        profileId={state.profileId ?? null}
        onClose={url.closeProfile}
        credits={credits}
        revealing={actions.revealingId !== null && actions.revealingId === state.profileId}
        revealError={actions.revealedFor === state.profileId ? actions.drawerRevealError : null}
        onReveal={(id) => actions.revealContacts(id, 'drawer')}
        onAddToProject={(id, name) => actions.setAddTarget({ candidateIds: [id], label: name })}
      />
      <HistoryDrawer opened={historyOpen} onClose={() => setHistoryOpen(false)} onRun={runHistory} />
      <SaveSearchModal
        opened={saveOpen}
        onClose={() => setSaveOpen(false)}
        historyId={historyId}
        suggestedName={suggestedName || 'All profiles'}
      />
      <AddToProjectModal
        target={actions.addTarget}
        onClose={() => actions.setAddTarget(null)}
        onDone={() =>
          actions.addTarget && actions.addTarget.candidateIds.length > 1
            ? actions.clearSelection()
            : undefined
        }
      />
      <BulkBar count={actions.selected.size} onAdd={actions.addSelected} onClear={actions.clearSelection} />
    </Stack>
  );
}
