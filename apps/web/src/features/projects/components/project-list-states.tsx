import { Button, EmptyState } from '@mantine/core';
import { IconArchive, IconFolderPlus, IconFolders, IconSearchOff } from '@tabler/icons-react';
import { PROJECT_ROLE_LABEL } from '@talentbase/shared';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import type { ProjectListState } from '../lib/list-url';
import { CREATE_PROJECT_PATH } from '../lib/paths';

export function ProjectListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <LoadError
      title="Your projects could not be loaded"
      error={error}
      onRetry={onRetry}
      testId="projects-error"
    />
  );
}

function CreateButton() {
  return (
    <Button component={Link} to={CREATE_PROJECT_PATH} leftSection={<IconFolderPlus size={16} />}>
      Create project
    </Button>
  );
}

/** Why the list is empty, and the one step that helps: create, clear the search, look elsewhere. */
export function ProjectListEmpty({
  state,
  counts,
  canCreate,
  onClearFilters,
  onShowTab,
  onShowTeam,
}: {
  state: ProjectListState;
  counts: { active: number; archived: number };
  canCreate: boolean;
  onClearFilters: () => void;
  onShowTab: (tab: 'active' | 'archived') => void;
  onShowTeam: () => void;
}) {
  if (state.keyword || state.role !== null) {
    const what = [
      state.keyword ? `“${state.keyword}”` : null,
      state.role !== null ? `your role ${PROJECT_ROLE_LABEL[state.role]}` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    const other = state.tab === 'active' ? counts.archived : counts.active;
    return (
      <EmptyState
        py={48}
        variant="light"
        color="gray"
        icon={<IconSearchOff size={28} stroke={1.6} />}
        title={`No ${state.tab} projects match ${what}`}
        description="Check the spelling, or search by job title, job ID, location or department."
        data-testid="projects-empty-search"
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClearFilters}>
            {state.keyword && state.role !== null
              ? 'Clear search and role'
              : state.keyword
                ? 'Clear search'
                : 'Any role'}
          </Button>
          {other > 0 ? (
            <Button
              variant="default"
              onClick={() => onShowTab(state.tab === 'active' ? 'archived' : 'active')}
            >
              {other} {state.tab === 'active' ? 'archived' : 'active'} {other === 1 ? 'match' : 'matches'}
            </Button>
          ) : null}
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  if (state.tab === 'archived') {
    return (
      <EmptyState
        py={48}
        variant="light"
        color="gray"
        icon={<IconArchive size={28} stroke={1.6} />}
        title="No archived projects"
        description="Archive a project when its hiring is done: it leaves your active list and keeps its candidates. Unarchive it any time."
        data-testid="projects-empty"
      />
    );
  }

  const mine = state.scope === 'mine';
  return (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconFolders size={28} stroke={1.6} />}
      title={
        counts.archived > 0
          ? 'No active projects'
          : mine
            ? 'Create your first project'
            : 'Your team has no projects yet'
      }
      description={
        canCreate
          ? 'A project holds one job: its candidates, their pipeline and the hiring team working on it.'
          : 'Projects appear here once a teammate adds you to a hiring team.'
      }
      data-testid="projects-empty"
    >
      <EmptyState.Actions>
        {canCreate ? <CreateButton /> : null}
        {counts.archived > 0 ? (
          <Button variant="default" onClick={() => onShowTab('archived')}>
            See {counts.archived} archived
          </Button>
        ) : null}
        {mine ? (
          <Button variant="default" onClick={onShowTeam}>
            See team projects
          </Button>
        ) : null}
      </EmptyState.Actions>
    </EmptyState>
  );
}
