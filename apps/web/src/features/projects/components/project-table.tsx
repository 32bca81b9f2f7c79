import { Anchor, Group, Skeleton, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { effectiveProjectRole, isProjectRole, type ProjectListItem } from '@talentbase/shared';
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  RowDetails,
  RowExpander,
  SECONDARY,
  useCompactTables,
  useExpandedRows,
} from '../../../components/responsive-table';
import { useMe } from '../../auth/api/get-me';
import { actionsForRole, hasAny } from '../lib/actions';
import { formatCount, formatDay, NOT_ON_TEAM_LABEL, roleLabel } from '../lib/labels';
import { projectPath } from '../lib/paths';
import { ProjectRowMenu } from './project-row-menu';

export type RowHandlers = {
  onArchive: (project: ProjectListItem) => void;
  onUnarchive: (project: ProjectListItem) => void;
  onDelete: (project: ProjectListItem) => void;
};

/** Column widths for a fixed layout: long names are cut with an ellipsis instead of pushing columns. */
// On a phone only the priority columns show (name, candidates, actions); the rest open under the row.
const COLUMNS = [
  { key: 'name', label: 'Project', width: '24%', priority: true },
  { key: 'jobTitle', label: 'Job title', width: '14%', priority: false },
  { key: 'location', label: 'Location', width: '13%', priority: false },
  { key: 'role', label: 'Your role', width: '12%', priority: false },
  { key: 'owner', label: 'Owner', width: '13%', priority: false },
  { key: 'candidates', label: 'Candidates', width: '11%', priority: true },
  { key: 'updated', label: 'Last updated', width: '13%', priority: false },
  { key: 'actions', label: 'Actions', width: 44, priority: true },
] as const;

/** Up to two lines, then an ellipsis; the whole text is in the tooltip. */
function Cell({ value, dimmed = false }: { value: string | null; dimmed?: boolean }) {
  if (!value) {
    return (
      <Text fz="sm" c="dimmed" aria-label="Not set">
        —
      </Text>
    );
  }
  return (
    <Text
      fz="sm"
      lineClamp={2}
      title={value}
      c={dimmed ? 'dimmed' : undefined}
      style={{ overflowWrap: 'anywhere' }}
    >
      {value}
    </Text>
  );
}

function Head({ compact }: { compact: boolean }) {
  return (
    <>
      {compact ? null : (
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
      )}
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((c) => (
            <Table.Th
              key={c.key}
              ta={c.key === 'candidates' ? 'right' : undefined}
              style={{ whiteSpace: 'nowrap' }}
              {...(c.priority ? {} : SECONDARY)}
            >
              {c.key === 'actions' ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
    </>
  );
}

function Frame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const compact = useCompactTables();
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 860} type="native">
      <Table
        layout={compact ? 'auto' : 'fixed'}
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={busy}
        style={{ opacity: busy ? 0.55 : 1, transition: 'opacity 120ms' }}
      >
        <Head compact={compact} />
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

export function ProjectTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <section aria-busy="true" aria-label="Loading projects" data-testid="projects-loading">
      <Frame>
        <Table.Tbody>
          {Array.from({ length: rows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Table.Tr key={i}>
              {COLUMNS.map((c) => (
                <Table.Td key={c.key} {...(c.priority ? {} : SECONDARY)}>
                  <Skeleton h={12} w={c.key === 'actions' ? 20 : '70%'} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Frame>
    </section>
  );
}

/** One page of projects. Row actions follow the caller's role on each project. */
export function ProjectTable({
  projects,
  refetching,
  pendingId,
  handlers,
}: {
  projects: readonly ProjectListItem[];
  refetching: boolean;
  pendingId: string | null;
  handlers: RowHandlers;
}) {
  const expanded = useExpandedRows<string>();
  // A Collaborator seat acts as a Collaborator on every project: no archive or delete.
  const license = useMe().data?.subject.license;
  return (
    <Frame busy={refetching}>
      <Table.Tbody>
        {projects.map((p) => {
          const actions = actionsForRole(
            effectiveProjectRole(isProjectRole(p.recruiterRole) ? p.recruiterRole : null, license),
            p.archived,
          );
          const onTeam = p.recruiterRole !== null;
          const open = expanded.isOpen(p.projectId);
          const role = onTeam ? roleLabel(p.recruiterRole) : NOT_ON_TEAM_LABEL;
          return (
            <Fragment key={p.projectId}>
              <Table.Tr data-testid="project-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <RowExpander
                      label={p.projectName}
                      open={open}
                      onToggle={() => expanded.toggle(p.projectId)}
                    />
                    {p.projectStatus === PROJECT_STATUS.MEMBER ? (
                      <Tooltip label="Hiring team only: the rest of the team does not see it" withArrow>
                        <IconLock
                          size={14}
                          role="img"
                          aria-label="Hiring team only"
                          style={{ flexShrink: 0, marginTop: 4, color: 'var(--mantine-color-grape-6)' }}
                        />
                      </Tooltip>
                    ) : null}
                    <Anchor
                      component={Link}
                      to={projectPath(p.projectId)}
                      fz="sm"
                      fw={600}
                      lineClamp={2}
                      title={p.projectName}
                      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {p.projectName}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell value={p.jobTitle} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell value={p.jobLocation} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell value={onTeam ? roleLabel(p.recruiterRole) : NOT_ON_TEAM_LABEL} dimmed={!onTeam} />
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell value={p.owner?.name || null} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text fz="sm">{formatCount(p.candidateCount)}</Text>
                </Table.Td>
                <Table.Td {...SECONDARY}>
                  <Cell value={formatDay(p.projectUpdateDate)} />
                </Table.Td>
                <Table.Td>
                  {hasAny(actions) ? (
                    <ProjectRowMenu
                      projectName={p.projectName}
                      actions={actions}
                      busy={pendingId === p.projectId}
                      onArchive={() => handlers.onArchive(p)}
                      onUnarchive={() => handlers.onUnarchive(p)}
                      onDelete={() => handlers.onDelete(p)}
                    />
                  ) : null}
                </Table.Td>
              </Table.Tr>
              <RowDetails
                open={open}
                colSpan={COLUMNS.length}
                items={[
                  { label: 'Job title', value: p.jobTitle || '—' },
                  { label: 'Location', value: p.jobLocation || '—' },
                  { label: 'Your role', value: role },
                  { label: 'Owner', value: p.owner?.name || '—' },
                  { label: 'Last updated', value: formatDay(p.projectUpdateDate) ?? '—' },
                ]}
              />
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Frame>
  );
}
