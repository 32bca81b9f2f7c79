import { Button, Card, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import type { ProjectListItem } from '@talentbase/shared';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useProjectList } from '../../features/projects/api/list-projects';
import { ActionProblemAlert } from '../../features/projects/components/action-problem-alert';
import { DeleteProjectModal } from '../../features/projects/components/delete-project-modal';
import { ProjectListEmpty, ProjectListError } from '../../features/projects/components/project-list-states';
import { ProjectListToolbar } from '../../features/projects/components/project-list-toolbar';
import { ProjectTable, ProjectTableSkeleton } from '../../features/projects/components/project-table';
import { useProjectActions } from '../../features/projects/hooks/use-project-actions';
import { useProjectListUrl } from '../../features/projects/hooks/use-project-list-url';
import { formatCount } from '../../features/projects/lib/labels';
import { MAX_PAGE, PROJECT_PAGE_SIZE, toListRequest } from '../../features/projects/lib/list-url';
import { CREATE_PROJECT_PATH } from '../../features/projects/lib/paths';
import { useCan } from '../../lib/permissions';

const target = (p: ProjectListItem) => ({
  projectId: p.projectId,
  projectName: p.projectName,
  candidateCount: p.candidateCount,
});

/**
 * Projects (`/v5/talent-pool/project-list`): the projects you are on, or every project your team
 * may see, active or archived, searchable and sortable. The query string holds the whole list
 * state (list-url.ts), so a list can be bookmarked and Back returns to the previous one.
 */
export function ProjectListPage() {
  const { state, update } = useProjectListUrl();
  const canCreate = useCan('projectCreate');
  const request = useMemo(() => toListRequest(state), [state]);
  const list = useProjectList(request);
  const actions = useProjectActions();
  const data = list.data;

  const pages = data ? Math.min(Math.max(1, Math.ceil(data.total / PROJECT_PAGE_SIZE)), MAX_PAGE) : 1;

  // A page past the end (the last project of a page archived, an old bookmark): show the last page.
  useEffect(() => {
    if (!data || list.isPlaceholderData || state.page <= pages) return;
    update({ page: pages }, { replace: true });
  }, [data, list.isPlaceholderData, state.page, pages, update]);

  const counts = data?.counts;
  const first = data && data.total > 0 ? (state.page - 1) * PROJECT_PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(first + data.data.length - 1, data.total) : 0;

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title="Projects"
        description="Every job you hire for, with its candidates, pipeline and hiring team."
        actions={
          canCreate ? (
            <Button component={Link} to={CREATE_PROJECT_PATH} leftSection={<IconFolderPlus size={16} />}>
              Create project
            </Button>
          ) : null
        }
      />
      <ActionProblemAlert problem={actions.problem} onClose={actions.clearProblem} />
      <Card padding={0}>
        <Tabs
          value={state.tab}
          onChange={(tab) => update({ tab: tab === 'archived' ? 'archived' : 'active' })}
          keepMounted={false}
        >
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="active">Active{counts ? ` (${formatCount(counts.active)})` : ''}</Tabs.Tab>
            <Tabs.Tab value="archived">Archived{counts ? ` (${formatCount(counts.archived)})` : ''}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={state.tab}>
            <Stack gap="md" p="md">
              <ProjectListToolbar
                keyword={state.keyword}
                scope={state.scope}
                role={state.role}
                sort={state.sort}
                onKeyword={(keyword) => update({ keyword }, { replace: true })}
                onScope={(scope) => update({ scope })}
                onRole={(role) => update({ role })}
                onSort={(sort) => update({ sort })}
              />
              {list.isError && !data ? (
                <ProjectListError error={list.error} onRetry={() => void list.refetch()} />
              ) : !data ? (
                <ProjectTableSkeleton />
              ) : data.total === 0 ? (
                <ProjectListEmpty
                  state={state}
                  counts={data.counts}
                  canCreate={canCreate}
                  onClearFilters={() => update({ keyword: '', role: null })}
                  onShowTab={(tab) => update({ tab })}
                  onShowTeam={() => update({ scope: 'team' })}
                />
              ) : (
                <>
                  {list.isError ? (
                    <ProjectListError error={list.error} onRetry={() => void list.refetch()} />
                  ) : null}
                  <ProjectTable
                    projects={data.data}
                    refetching={list.isPlaceholderData}
                    pendingId={actions.pendingId}
                    handlers={{
                      onArchive: (p) => actions.archive(target(p)),
                      onUnarchive: (p) => actions.unarchive(target(p)),
                      onDelete: (p) => actions.requestDelete(target(p)),
                    }}
                  />
                  <Group justify="space-between" gap="sm">
                    <Text fz="sm" c="dimmed" data-testid="projects-range" aria-live="polite">
                      {first}–{last} of {formatCount(data.total)} {data.total === 1 ? 'project' : 'projects'}
                    </Text>
                    {pages > 1 ? (
                      <Pagination
                        total={pages}
                        value={Math.min(state.page, pages)}
                        onChange={(page) => update({ page })}
                        siblings={1}
                        boundaries={1}
                        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                      />
                    ) : null}
                  </Group>
                </>
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Card>
      <DeleteProjectModal {...actions.deleteModal} />
    </Stack>
  );
}
