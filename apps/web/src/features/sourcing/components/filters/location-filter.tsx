import { ActionIcon, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconX } from '@tabler/icons-react';
import type { LocationFilter as Location, Radius } from '@talentbase/shared';
import { RADIUS_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { useMemo, useState } from 'react';
import { useSuggest } from '../../api/suggest';
import { useTeamSourcingDefaults } from '../../api/team-defaults';
import { convertRadius, defaultCityRadius } from '../../lib/distance';
import {
  locationKey,
  locationLabel,
  parseLocationValue,
  rememberLocationLabel,
  useLocationLabelsVersion,
} from '../../lib/location-labels';
import { useDistanceUnit } from '../../lib/user-prefs';
import { TYPEAHEAD_DEBOUNCE_MS } from './suggest-tags-input';

const MAX_LOCATIONS = 20;
const NO_RADIUS = 'none';

function radiusOptions(unit: Radius['unit']) {
  return [
    { value: NO_RADIUS, label: 'City only' },
    ...RADIUS_OPTIONS.map((o) =>
      unit === 'mi'
        ? { value: String(o.miles), label: o.label }
        : { value: String(o.km), label: `${o.km} km` },
    ),
  ];
}

/** Cities, states and countries; a city can widen to a radius around it, in the recruiter's unit. */
export function LocationFilter({
  value,
  onChange,
}: {
  value: readonly Location[];
  onChange: (next: Location[]) => void;
}) {
  const [unit] = useDistanceUnit();
  const teamRadiusMiles = useTeamSourcingDefaults().data?.defaultRadiusMiles;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, TYPEAHEAD_DEBOUNCE_MS);
  const { data: suggestions = [], isFetching } = useSuggest('location', debounced);
  // Names learnt later (from facets) replace "City #id" in the rows below.
  useLocationLabelsVersion();
  const chosen = useMemo(() => new Set(value.map(locationKey)), [value]);
  const options = useMemo(
    () =>
      suggestions
        .filter((s) => {
          const place = parseLocationValue(s.value);
          return place !== null && !chosen.has(locationKey(place));
        })
        .map((s) => ({ value: s.value, label: s.detail ? `${s.label} (${s.detail})` : s.label })),
    [suggestions, chosen],
  );

  const add = (raw: string | null) => {
    setSearch('');
    if (!raw) return;
    const place = parseLocationValue(raw);
    const suggestion = suggestions.find((s) => s.value === raw);
    if (!place || chosen.has(locationKey(place))) return;
    if (suggestion) rememberLocationLabel(place, suggestion.label);
    // A city starts with the team's default radius; the recruiter can narrow it to the city.
    const radius = place.city !== undefined ? defaultCityRadius(teamRadiusMiles, unit) : undefined;
    onChange([...value, radius ? { ...place, radius } : place]);
  };

  const update = (index: number, next: Location) => onChange(value.map((l, i) => (i === index ? next : l)));

  return (
    <Stack gap="xs">
      <Select
        label="Location"
        placeholder={value.length >= MAX_LOCATIONS ? 'At most 20 locations' : 'City, state or country'}
        disabled={value.length >= MAX_LOCATIONS}
        searchable
        value={null}
        onChange={add}
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        filter={({ options: all }) => all}
        nothingFoundMessage={debounced.trim() && !isFetching ? 'No place found' : undefined}
        leftSection={<IconMapPin size={16} aria-hidden="true" />}
        comboboxProps={{ withinPortal: true }}
      />
      {value.map((location, index) => {
        const label = locationLabel(location);
        // One unit throughout, the recruiter's: a link's radius in the other unit reads as the same band.
        const radius = location.radius ? convertRadius(location.radius, unit) : undefined;
        return (
          <Stack key={locationKey(location)} gap={4} data-testid="location-row">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={500} truncate title={label}>
                {label}
              </Text>
              <Tooltip label={`Remove ${label}`}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {location.city !== undefined ? (
              <Group gap="xs" wrap="nowrap">
                <Select
                  size="xs"
                  aria-label={`Radius around ${label}`}
                  data={radiusOptions(unit)}
                  value={radius ? String(radius.value) : NO_RADIUS}
                  allowDeselect={false}
                  onChange={(v) =>
                    update(index, {
                      ...location,
                      radius: !v || v === NO_RADIUS ? undefined : { unit, value: Number(v) },
                    })
                  }
                  style={{ flex: 1 }}
                  comboboxProps={{ withinPortal: true }}
                />
              </Group>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
