import { Button, Card, Collapse, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconWorldSearch } from '@tabler/icons-react';
import type { SearchFilters } from '@talentbase/shared';
import type { PlatformSearchInput } from '@talentbase/shared/domain/platform-search';
import { useId, useMemo } from 'react';
import { OnDemand, usePreloadWhenIdle } from '../../../components/on-demand';
import { lazyNamed } from '../../../lib/lazy-named';
import { locationParts } from '../lib/location-labels';

// The builder (every platform's search rules and its dialog) loads when the panel first opens.
const PlatformPicker = lazyNamed(() => import('./platform-picker'), 'PlatformPicker');
const ON_DEMAND = [PlatformPicker];

/** The current titles, skills, keywords and first place, as the platform builder takes them. */
export function platformInput(filters: SearchFilters): PlatformSearchInput {
  const first = filters.locations?.[0];
  const parts = first ? locationParts(first) : undefined;
  return {
    titles: filters.titles ?? [],
    skills: filters.skills ?? [],
    keywords: filters.keywords?.trim() || undefined,
    location: parts && (parts.city || parts.state || parts.country) ? parts : undefined,
  };
}

/** "Search on other platforms": the same search written for LinkedIn, GitHub, X-ray ... */
export function OtherPlatformsPanel({ filters }: { filters: SearchFilters }) {
  const [opened, { toggle }] = useDisclosure(false);
  const bodyId = useId();
  const input = useMemo(() => platformInput(filters), [filters]);
  usePreloadWhenIdle(ON_DEMAND);
  return (
    <Card padding="sm">
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="space-between"
        leftSection={<IconWorldSearch size={16} aria-hidden="true" />}
        rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={bodyId}
      >
        Search on other platforms
      </Button>
      <Collapse expanded={opened} id={bodyId}>
        <Text fz="sm" c="dimmed" my="sm">
          Builds this search for other sites from your job titles, skills, keywords and first location.
        </Text>
        <OnDemand opened={opened}>
          <PlatformPicker input={input} />
        </OnDemand>
      </Collapse>
    </Card>
  );
}
