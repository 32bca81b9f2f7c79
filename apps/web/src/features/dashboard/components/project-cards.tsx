import { Anchor, Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconFolders } from '@tabler/icons-react';
import { type DashboardProject, isProjectRole, PROJECT_ROLE_LABEL } from '@talentbase/shared';
import { Link } from 'react-router';
import { projectPath } from '../../projects/lib/paths';
import { PipelineBar } from './pipeline-bar';

function ProjectCard({ project }: { project: DashboardProject }) {
  const role = isProjectRole(project.recruiterRole) ? PROJECT_ROLE_LABEL[project.recruiterRole] : null;
  const job = [project.jobTitle, project.jobLocation].filter(Boolean).join(' · ');
  return (
    <Card component="li" withBorder data-testid="dashboard-project">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={projectPath(project.projectId)}
              fw={600}
              fz="sm"
              display="block"
              truncate="end"
              title={project.projectName}
            >
              {project.projectName}
            </Anchor>
            <Text fz="xs" c="dimmed" truncate="end" title={job || undefined}>
              {job || 'No job title yet'}
            </Text>
          </div>
          {role ? (
            <Badge variant="light" color="gray" radius="sm" style={{ flexShrink: 0 }}>
              {role}
            </Badge>
          ) : null}
        </Group>
        <Text fz="xs" fw={500}>
          {project.candidateCount} {project.candidateCount === 1 ? 'candidate' : 'candidates'}
        </Text>
        <PipelineBar pipeline={project.pipeline} />
      </Stack>
    </Card>
  );
}

/** My open projects, most recently touched first. */
export function ProjectCards({
  projects,
  createPath,
  allProjectsPath,
}: {
  projects: readonly DashboardProject[];
  /** Where "Create project" goes, or null when the user may not create projects. */
  createPath: string | null;
  allProjectsPath: string;
}) {
  if (projects.length === 0) {
    return (
      <EmptyState
        py={40}
        variant="light"
        color="gray"
        icon={<IconFolders size={28} stroke={1.6} />}
        title="No projects yet"
        description={
          createPath
            ? 'A project holds the candidates for one role, in a pipeline your hiring team works through. Create your first project to get started.'
            : 'Projects you are added to show here, with their pipelines. Ask a recruiter on your team to add you to one.'
        }
        data-testid="dashboard-no-projects"
      >
        <EmptyState.Actions>
          {createPath ? (
            <Button component={Link} to={createPath} leftSection={<IconFolderPlus size={16} />}>
              Create your first project
            </Button>
          ) : null}
          <Button component={Link} to={`${allProjectsPath}?scope=team`} variant="default">
            Browse team projects
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="My projects"
    >
      {projects.map((p) => (
        <ProjectCard key={p.projectId} project={p} />
      ))}
    </SimpleGrid>
  );
}
