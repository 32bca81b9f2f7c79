import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CandidateProject } from '@talentbase/shared';
import { Link } from 'react-router';
import { projectPath } from '../../projects/lib/paths';
import { SectionCard } from './section-card';

export function ProjectsCard({ projects }: { projects: CandidateProject[] }) {
  return (
    <SectionCard title="Projects">
      {projects.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Not in any project you can see.
        </Text>
      ) : (
        <Stack gap={6}>
          {projects.map((p) => (
            <Group key={p.projectId} justify="space-between" wrap="nowrap" data-testid="candidate-project">
              <Anchor
                component={Link}
                to={projectPath(p.projectId)}
                fz="sm"
                truncate
                title={p.projectName}
                style={{ minWidth: 0 }}
              >
                {p.projectName}
              </Anchor>
              <Badge variant="light" style={{ flexShrink: 0 }} maw={180}>
                {p.stageName ? `${p.categoryName} · ${p.stageName}` : p.categoryName}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
