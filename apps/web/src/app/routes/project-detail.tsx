import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconEdit,
  IconEye,
  IconFlask,
  IconFolderQuestion,
  IconTrash,
  IconUserSearch,
} from '@tabler/icons-react';
import type { ProjectInformation } from '@talentbase/shared';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { HeaderActions, HeaderRow } from '../../components/page-header';
import {
  applicantMatchJobPath,
  SAMPLE_APPLICANT_MATCH_PROJECT_ID,
} from '../../features/applicant-match/lib/paths';
import { useMe } from '../../features/auth/api/get-me';
import { ProjectCustomFieldsCard } from '../../features/custom-fields/components/project-custom-fields';
import { PipelineSection } from '../../features/pipeline/components/pipeline-section';
import { useProjectInformation } from '../../features/projects/api/get-project';
import { projectKeys } from '../../features/projects/api/query-keys';
import { useSaveLastViewed } from '../../features/projects/api/save-last-viewed';
import { ActionProblemAlert } from '../../features/projects/components/action-problem-alert';
import { AtsJobCard } from '../../features/projects/components/ats-job-card';
import { DeleteProjectModal } from '../../features/projects/components/delete-project-modal';
import { EditProjectModal } from '../../features/projects/components/edit-project-modal';
import { HiringTeamCard } from '../../features/projects/components/hiring-team-card';
import { ProjectSummaryCard } from '../../features/projects/components/project-summary-card';
import { useProjectActions } from '../../features/projects/hooks/use-project-actions';
import { actionsForPermissions } from '../../features/projects/lib/actions';
import { candidatesLabel, formatDay, statusBadge } from '../../features/projects/lib/labels';
import { isProjectIdParam, PROJECT_LIST_PATH } from '../../features/projects/lib/paths';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

function ProjectNotFound() {
  return (
    <EmptyState
      py={64}
      variant="light"
      color="gray"
      icon={<IconFolderQuestion size={28} stroke={1.6} />}
      title="Project not found"
      description="This project does not exist, was deleted, or belongs to another team. Projects you can open are in your project list."
      data-testid="project-not-found"
    >
      <EmptyState.Actions>
        <Button component={Link} to={PROJECT_LIST_PATH}>
          Back to projects
        </Button>
        <Button component={Link} to={`${PROJECT_LIST_PATH}?scope=team`} variant="default">
          Team projects
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading project" data-testid="project-loading">
      <Skeleton h={14} w={180} />
      <Skeleton h={30} w="45%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={320} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={200} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Facts({ project }: { project: ProjectInformation }) {
  const rows: [string, string][] = [
    ['Candidates', candidatesLabel(project.candidateCount)],
    ['Owner', project.owner?.name || 'No owner'],
    [
      'Created',
      [formatDay(project.projectCreateDate), project.projectCreator?.name].filter(Boolean).join(' by '),
    ],
    ['Last updated', formatDay(project.projectUpdateDate) ?? '—'],
  ];
  return (
    <Card component="section" aria-label="About this project">
      <Stack gap="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
            <Text component="dt" fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <Text
              component="dd"
              m={0}
              fz="sm"
              fw={500}
              ta="right"
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`fact-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function ProjectView({ project }: { project: ProjectInformation }) {
  useDocumentTitle(project.projectName);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [editing, setEditing] = useState(false);
  const actions = useProjectActions({
    onDeleted: (deleted) => {
      navigate(PROJECT_LIST_PATH, { replace: true });
      queryClient.removeQueries({ queryKey: projectKeys.information(deleted.projectId) });
    },
  });
  const demo = isDemoProjectId(Number(project.projectId));
  const allowed = actionsForPermissions(project.permissions, project.archived);
  const badge = statusBadge(project.projectStatus);
  const target = {
    projectId: project.projectId,
    projectName: project.projectName,
    candidateCount: project.candidateCount,
  };
  const busy = actions.pendingId === project.projectId;

  return (
    <Stack gap="md" maw={1200}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={PROJECT_LIST_PATH} fz="sm">
          Projects
        </Anchor>
        <Text fz="sm" c="dimmed" truncate="end" maw={480} title={project.projectName}>
          {project.projectName}
        </Text>
      </Breadcrumbs>
      {/* One header rule for every page: on a phone the actions go under the title, Archive and
          Delete into "More actions", so the name keeps the width it needs. */}
      <HeaderRow
        heading={
          <Stack gap={6}>
            <Group gap="sm" align="center" wrap="wrap">
              <Title order={1} fz={26} style={{ overflowWrap: 'break-word', minWidth: 0, maxWidth: '100%' }}>
                {project.projectName}
              </Title>
              {badge ? (
                <Badge variant="light" color={badge.color} radius="sm" data-testid="project-status">
                  {badge.label}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" fz="sm">
              {[project.jobTitle, project.jobLocation].filter(Boolean).join(' · ') || 'No job title yet'}
              {' · '}
              {candidatesLabel(project.candidateCount)}
            </Text>
          </Stack>
        }
        actions={
          <HeaderActions
            actions={
              <>
                {/* The sample projects show their built-in applicants there too. */}
                {!demo || project.projectId === SAMPLE_APPLICANT_MATCH_PROJECT_ID ? (
                  <Button
                    component={Link}
                    to={applicantMatchJobPath(project.projectId)}
                    variant="default"
                    leftSection={<IconUserSearch size={16} />}
                  >
                    Applicant match
                  </Button>
                ) : null}
                {allowed.edit ? (
                  <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                ) : null}
              </>
            }
            moreActions={[
              ...(allowed.archive
                ? [
                    {
                      label: 'Archive',
                      icon: <IconArchive size={16} />,
                      loading: busy && !actions.deleteModal.target,
                      onClick: () => actions.archive(target),
                    },
                  ]
                : []),
              ...(allowed.unarchive
                ? [
                    {
                      label: 'Unarchive',
                      icon: <IconArchiveOff size={16} />,
                      loading: busy && !actions.deleteModal.target,
                      onClick: () => actions.unarchive(target),
                    },
                  ]
                : []),
              ...(allowed.delete
                ? [
                    {
                      label: 'Delete',
                      icon: <IconTrash size={16} />,
                      color: 'red',
                      onClick: () => actions.requestDelete(target),
                    },
                  ]
                : []),
            ]}
          />
        }
      />

      {demo ? (
        <Alert color="blue" variant="light" icon={<IconFlask size={18} />} title="Sample project">
          A sample project to explore with. It cannot be changed.
        </Alert>
      ) : project.permissions.length === 0 ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconEye size={18} />}
          title="Read only"
          data-testid="read-only-note"
        >
          You can see this project but are not on its hiring team.
        </Alert>
      ) : null}
      {project.archived && !demo ? (
        <Alert color="gray" variant="outline" icon={<IconArchive size={18} />}>
          This project is archived: it is kept with its candidates but is off the active list.
          {allowed.unarchive ? ' Unarchive it to work on it again.' : ''}
        </Alert>
      ) : null}
      <ActionProblemAlert problem={actions.problem} onClose={actions.clearProblem} />

      {/* The board first: it is what a recruiter opens a project for; the job below, folded. */}
      <PipelineSection project={project} />

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ProjectSummaryCard project={project} />
            <ProjectCustomFieldsCard projectId={project.projectId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Facts project={project} />
            <HiringTeamCard project={project} meId={me?.id ?? null} />
            {demo ? null : <AtsJobCard project={project} />}
          </Stack>
        </Grid.Col>
      </Grid>

      {allowed.edit ? (
        <EditProjectModal project={project} opened={editing} onClose={() => setEditing(false)} />
      ) : null}
      <DeleteProjectModal {...actions.deleteModal} />
    </Stack>
  );
}

/**
 * A project (`/v5/talent-pool/project/:projectId`): its job, hiring team and the owner's actions.
 * Opening it is remembered (save-last-viewed), which orders the project list.
 */
export function ProjectDetailPage() {
  const { projectId } = useParams();
  const valid = isProjectIdParam(projectId);
  const id = valid ? projectId : '';
  const info = useProjectInformation(id, valid);
  const saveViewed = useSaveLastViewed();
  const saved = useRef<string | null>(null);
  const loaded = info.isSuccess;
  const { mutate: markViewed } = saveViewed;

  useEffect(() => {
    if (!loaded || saved.current === id) return;
    saved.current = id;
    markViewed(id);
  }, [loaded, id, markViewed]);

  const notFound = !valid || (isApiError(info.error) && info.error.status === 404);
  // The loaded project names the tab itself (ProjectView).
  useDocumentTitle(info.data && !notFound ? null : notFound ? 'Project not found' : 'Project');
  if (notFound) return <ProjectNotFound />;
  if (info.isError && !info.data) {
    return (
      <Box maw={640}>
        <LoadError
          title="The project could not be loaded"
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      </Box>
    );
  }
  if (!info.data) return <DetailSkeleton />;
  return <ProjectView key={info.data.projectId} project={info.data} />;
}
