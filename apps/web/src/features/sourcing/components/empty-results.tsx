import { Alert, Badge, Button, CloseButton, EmptyState, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconUserSearch } from '@tabler/icons-react';
import type { SearchFilters } from '@talentbase/shared';
import { describeFilters, type FilterKey } from '../lib/filter-meta';
import { useLocationLabelsVersion } from '../lib/location-labels';

/** Server warnings (unknown titles, unknown cities ...) that explain a thin or empty result. */
export function SearchWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="About this search">
      <List size="sm" spacing={2}>
        {warnings.map((w) => (
          <List.Item key={w}>{w}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** No match: what is filtering, and one click to loosen each part or start over. */
export function EmptyResults({
  filters,
  warnings,
  onRemove,
  onClearAll,
}: {
  filters: SearchFilters;
  warnings: readonly string[];
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}) {
  useLocationLabelsVersion();
  const active = describeFilters(filters);
  return (
    <Stack gap="md" data-testid="empty-results">
      <EmptyState
        py="xl"
        variant="light"
        color="gray"
        icon={<IconUserSearch size={28} stroke={1.6} />}
        title="No candidates match this search"
        description={
          active.length > 0
            ? 'Try removing a filter or two, widening the location radius, or moving skills to nice-to-have.'
            : 'Try other keywords.'
        }
      >
        {active.length > 0 ? (
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearAll}>
              Clear all filters
            </Button>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
      {active.length > 0 ? (
        <Stack gap={6}>
          <Text fz="sm" fw={500}>
            Active filters
          </Text>
          <Group gap={6}>
            {active.map((f) => (
              <Badge
                key={f.key}
                variant="light"
                size="lg"
                radius="sm"
                tt="none"
                maw="100%"
                rightSection={
                  <CloseButton size="xs" aria-label={`Remove ${f.label}`} onClick={() => onRemove(f.key)} />
                }
              >
                <Text span fz="xs" fw={600} truncate title={`${f.label}: ${f.text}`}>
                  {f.label}: {f.text}
                </Text>
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : null}
      <SearchWarnings warnings={warnings} />
    </Stack>
  );
}
