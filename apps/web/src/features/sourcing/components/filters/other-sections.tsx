import { Checkbox, MultiSelect, Select, Stack, Text } from '@mantine/core';
import type { SearchFilters } from '@talentbase/shared';
import { CLEARANCE_TYPE_OPTIONS } from '@talentbase/shared/domain/company-filters';
import {
  ACTIVITY_LEVEL_OPTIONS,
  CONTACT_FILTER_OPTIONS,
  DIVERSITY_OPTIONS,
  RECENCY_OPTIONS,
  US_WORK_AUTHORIZATION_FILTER_TEXT,
} from '@talentbase/shared/domain/sourcing-filters';
import { GLOSSARY } from '../../../../lib/glossary';
import { ChipChoices } from './chip-choices';
import type { SectionProps } from './section-props';

type Diversity = NonNullable<SearchFilters['diversity']>[number];

export function DiversitySection({ filters, set, config }: SectionProps) {
  // Only what the team may use (lgbt and asian-american are behind a flag), with the shared values.
  const allowed = new Set(config?.diversityOptions.map((o) => o.value) ?? []);
  const options = DIVERSITY_OPTIONS.filter((o) => allowed.has(o.value));
  if (!config)
    return (
      <Text fz="sm" c="dimmed">
        Loading options…
      </Text>
    );
  return (
    <Stack gap={4}>
      <ChipChoices<Diversity>
        label="Candidates inferred to be"
        options={options}
        value={filters.diversity ?? []}
        onChange={(diversity) => set({ diversity })}
      />
      <Text fz="xs" c="dimmed">
        Inferred from public profile data; use to widen outreach, never to exclude.
      </Text>
    </Stack>
  );
}

export function ActivitySection({ filters, set }: SectionProps) {
  return (
    <Stack gap="sm">
      <ChipChoices
        label="Contact info"
        options={CONTACT_FILTER_OPTIONS}
        value={filters.contact ?? []}
        onChange={(contact) => set({ contact })}
      />
      <Select
        label="Profile updated"
        data={RECENCY_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
        value={String(filters.recencyDays ?? 0)}
        allowDeselect={false}
        onChange={(v) => set({ recencyDays: v && v !== '0' ? Number(v) : undefined })}
        comboboxProps={{ withinPortal: true }}
      />
      <ChipChoices
        label="Activity level"
        options={ACTIVITY_LEVEL_OPTIONS}
        value={filters.activityLevels ?? []}
        onChange={(activityLevels) => set({ activityLevels })}
      />
    </Stack>
  );
}

export function EligibilitySection({ filters, set }: SectionProps) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={US_WORK_AUTHORIZATION_FILTER_TEXT}
        checked={filters.usWorkAuthorization === true}
        onChange={(event) => set({ usWorkAuthorization: event.currentTarget.checked ? true : undefined })}
      />
      <MultiSelect
        label="Security clearance"
        placeholder={filters.clearances?.length ? undefined : 'Any clearance'}
        data={CLEARANCE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={filters.clearances ?? []}
        onChange={(v) =>
          set({ clearances: CLEARANCE_TYPE_OPTIONS.filter((o) => v.includes(o.value)).map((o) => o.value) })
        }
        clearable
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

export function SourceSection({ filters, set, config }: SectionProps) {
  if (!config)
    return (
      <Text fz="sm" c="dimmed">
        Loading options…
      </Text>
    );
  return (
    <Stack gap={6}>
      <ChipChoices
        label="Where the profile comes from"
        options={config.sources}
        value={filters.sources ?? []}
        onChange={(sources) => set({ sources })}
      />
      {config.sources.some((s) => s.value === 'hiretual') ? (
        <Text fz="xs" c="dimmed">
          {GLOSSARY.openWeb.term}: {GLOSSARY.openWeb.text}
        </Text>
      ) : null}
    </Stack>
  );
}

/** People the team already knows: in a project, written to, or opened by this recruiter. */
export function KnownPeopleSection({ filters, set }: SectionProps) {
  const box = (key: 'excludeInProjects' | 'excludeContacted' | 'excludeViewed', label: string) => (
    <Checkbox
      label={label}
      checked={filters[key] === true}
      onChange={(event) => set({ [key]: event.currentTarget.checked ? true : undefined })}
    />
  );
  return (
    <Stack gap="sm">
      {box('excludeInProjects', 'Hide people already in one of our projects')}
      {box('excludeContacted', 'Hide people we have written to')}
      {box('excludeViewed', 'Hide profiles I have opened')}
    </Stack>
  );
}
