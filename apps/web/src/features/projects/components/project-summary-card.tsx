import { Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
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

/** Fields the folded summary's one line leaves out: the name is the page title, the description is long. */
const NOT_IN_LINE = new Set<ProjectDefaultFieldName>(['projectName', 'projectDescription', 'projectStatus']);

/**
 * The job: the ten default fields in the form's order, "Not set" where the owner left one empty.
 * It sits under the pipeline, folded to one line of what is set (remembered per browser), so the
 * board comes first.
 */
export function ProjectSummaryCard({ project }: { project: ProjectInformation }) {
  const [open, setOpen] = useLocalStorage({
    key: 'tb-project-job-summary-open',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const values = PROJECT_DEFAULT_FIELDS.map((f) => ({ field: f, value: fieldValue(project, f.name) }));
  const filled = values.filter((v) => v.value).length;
  const line = values
    .filter((v) => v.value && !NOT_IN_LINE.has(v.field.name))
    .map((v) =>
      v.field.name === 'numberOfOpenings'
        ? `${v.value} ${v.value === '1' ? 'opening' : 'openings'}`
        : v.field.name === 'jobId'
          ? `Job ID ${v.value}`
          : v.value,
    )
    .join(' · ');
  return (
    <Card component="section" aria-labelledby="project-job-heading">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm" mb={open ? 'md' : 0}>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="project-job-heading">
            Job summary
          </Title>
          {open ? null : (
            <Text fz="sm" c="dimmed" lineClamp={2} data-testid="job-summary-line">
              {line || 'No job details yet.'} ({filled} of {values.length} details set)
            </Text>
          )}
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          aria-expanded={open}
          aria-controls="project-job-details"
          onClick={() => setOpen(!open)}
          rightSection={
            <IconChevronDown
              size={14}
              aria-hidden="true"
              style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          style={{ flexShrink: 0 }}
        >
          {open ? 'Hide details' : 'Show details'}
        </Button>
      </Group>
      <Collapse expanded={open} keepMountedMode="display-none" id="project-job-details">
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
                <Text
                  component="dt"
                  fz="xs"
                  fw={600}
                  c="dimmed"
                  tt="uppercase"
                  style={{ letterSpacing: 0.4 }}
                >
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
      </Collapse>
    </Card>
  );
}
