import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProjectInformation } from '@talentbase/shared';
import { PROJECT_DEFAULT_FIELDS, type ProjectDefaultFieldName } from '@talentbase/shared/domain/projects';
import { employmentTypeLabel, formatCount, statusLabel, workArrangementLabel } from '../lib/labels';

function fieldValue(project: ProjectInformation, name: ProjectDefaultFieldName): string | null {
  switch (name) {
    case 'jobTitle':
      return project.jobTitle;
    case 'projectStatus':
      return project.archived ? 'Archived' : statusLabel(project.projectStatus);
    case 'projectName':
      return project.projectName;
    case 'jobId':
      return project.jobId;
    case 'projectDescription':
      return project.projectDescription;
    case 'department':
      return project.department;
    case 'workArrangement':
      return workArrangementLabel(project.workArrangement);
    case 'employmentType':
      return employmentTypeLabel(project.employmentType);
    case 'numberOfOpenings':
      return project.numberOfOpenings === null ? null : formatCount(project.numberOfOpenings);
    case 'jobLocation':
      return project.jobLocation;
  }
}

/** The job: the ten default fields in the form's order, "Not set" where the owner left one empty. */
export function ProjectSummaryCard({ project }: { project: ProjectInformation }) {
  return (
    <Card component="section" aria-labelledby="project-job-heading">
      <Title order={2} fz="lg" mb="md" id="project-job-heading">
        Job summary
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" component="dl" m={0}>
        {PROJECT_DEFAULT_FIELDS.map((field) => {
          const value = fieldValue(project, field.name);
          const wide = field.name === 'projectDescription';
          return (
            <Stack
              key={field.key}
              gap={2}
              style={wide ? { gridColumn: '1 / -1' } : undefined}
              data-testid={`field-${field.name}`}
            >
              <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
                {field.label}
              </Text>
              <Text
                component="dd"
                m={0}
                fz="sm"
                c={value ? undefined : 'dimmed'}
                fs={value ? undefined : 'italic'}
                style={{ whiteSpace: wide ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
              >
                {value || 'Not set'}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
