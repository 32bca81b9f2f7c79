import { Badge, Card, Collapse, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { FacetKey, Facets } from '@talentbase/shared';
import { formatCount } from '../lib/format';

const TOP_VALUES = 5;

/**
 * The most common titles, companies, places ... among the matches. Clicking one narrows the
 * search to it. Above the exact threshold the counts come from a sample and say so. Closed
 * unless the recruiter opened it (remembered per user), so the first result stays in view.
 */
export function FacetsPanel({
  facets,
  opened,
  onToggle,
  onPick,
}: {
  facets: Facets;
  opened: boolean;
  onToggle: () => void;
  onPick: (key: FacetKey, value: string, label: string) => void;
}) {
  const toggle = onToggle;
  const groups = facets.groups.filter((g) => g.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card padding="sm" data-testid="facets">
      <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%" data-testid="facets-toggle">
        <Group justify="space-between">
          <Group gap={6}>
            <Text fw={600} fz="sm">
              Refine by
            </Text>
            {facets.approximate ? (
              <Badge
                size="xs"
                variant="light"
                color="gray"
                title={`Counted on a sample of ${formatCount(facets.sampleSize)} matches`}
              >
                approximate
              </Badge>
            ) : null}
          </Group>
          {opened ? (
            <IconChevronUp size={16} aria-hidden="true" />
          ) : (
            <IconChevronDown size={16} aria-hidden="true" />
          )}
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm" mt="sm">
          {groups.map((group) => (
            <Stack key={group.key} gap={4} role="group" aria-label={group.label}>
              <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                {group.label}
              </Text>
              {group.values.slice(0, TOP_VALUES).map((v) => (
                <UnstyledButton
                  key={v.value}
                  onClick={() => onPick(group.key, v.value, v.label)}
                  aria-label={`Filter by ${group.label}: ${v.label} (${facets.approximate ? 'about ' : ''}${formatCount(v.count)})`}
                  px={6}
                  py={2}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fz="sm" truncate title={v.label}>
                      {v.label}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {facets.approximate ? '~' : ''}
                      {formatCount(v.count)}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Collapse>
    </Card>
  );
}
