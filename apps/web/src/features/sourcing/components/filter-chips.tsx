import { Button, CloseButton, Group, Pill, Text } from '@mantine/core';
import type { SearchFilters } from '@talentbase/shared';
import { useRovingFocus } from '../../../lib/roving-focus';
import { filterChips } from '../lib/filter-chips';
import { useLocationLabelsVersion } from '../lib/location-labels';

/**
 * The active filters above the results, one removable chip per value, and "Clear all". Removing
 * a chip runs the search again without it (like every filter change).
 */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (update: (current: SearchFilters) => SearchFilters) => void;
}) {
  useLocationLabelsVersion();
  // One Tab stop however many chips: arrows move from one to the next (issue 13).
  const roving = useRovingFocus<HTMLDivElement>();
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <Group ref={roving} gap={6} role="toolbar" aria-label="Active filters" data-testid="filter-chips">
      {chips.map((chip) => (
        <Pill
          key={chip.id}
          size="md"
          maw="100%"
          styles={{ label: { display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 } }}
          data-testid="filter-chip"
        >
          <Text span fz="xs" style={{ flexShrink: 0 }}>
            {chip.label}:
          </Text>
          <Text span fz="xs" fw={600} truncate title={chip.text}>
            {chip.text}
          </Text>
          <CloseButton
            size="xs"
            aria-label={`Remove filter ${chip.label}: ${chip.text}`}
            onClick={() => onChange(chip.remove)}
          />
        </Pill>
      ))}
      {chips.length > 1 ? (
        <Button size="compact-xs" variant="subtle" onClick={() => onChange(() => ({}))}>
          Clear all
        </Button>
      ) : null}
    </Group>
  );
}
