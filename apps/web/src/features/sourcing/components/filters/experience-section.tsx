import { Group, NumberInput, Stack, Text } from '@mantine/core';
import type { SearchFilters } from '@talentbase/shared';
import {
  EXPERIENCE_BANDS,
  SENIORITY_OPTIONS,
  TENURE_BANDS,
} from '@talentbase/shared/domain/sourcing-filters';
import { useState } from 'react';
import { ChipChoices } from './chip-choices';
import type { SectionProps } from './section-props';

type Range = NonNullable<SearchFilters['experienceRange']>;

const MAX_YEARS = 80;

function toYears(value: string | number): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? Math.min(MAX_YEARS, Math.max(0, n)) : undefined;
}

/**
 * Min and max years. Typed values are kept here and applied on blur or Enter, so a search does
 * not run for every digit. Keyed by the applied range: Back/Forward re-seed it.
 */
function YearsRange({
  value,
  onApply,
}: {
  value: Range | undefined;
  onApply: (range: Range | undefined) => void;
}) {
  const [min, setMin] = useState<string | number>(value?.min ?? '');
  const [max, setMax] = useState<string | number>(value?.max ?? '');
  const minYears = toYears(min);
  const maxYears = toYears(max);
  const invalid = minYears !== undefined && maxYears !== undefined && minYears > maxYears;

  const apply = () => {
    if (invalid) return;
    if (minYears === value?.min && maxYears === value?.max) return;
    onApply(minYears === undefined && maxYears === undefined ? undefined : { min: minYears, max: maxYears });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };

  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        Or a range of years
      </Text>
      <Group gap="xs" grow align="flex-start">
        <NumberInput
          size="xs"
          label="Min years"
          min={0}
          max={MAX_YEARS}
          allowNegative={false}
          decimalScale={1}
          value={min}
          onChange={setMin}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
        <NumberInput
          size="xs"
          label="Max years"
          min={0}
          max={MAX_YEARS}
          allowNegative={false}
          decimalScale={1}
          value={max}
          onChange={setMax}
          onBlur={apply}
          onKeyDown={onKeyDown}
          error={invalid ? 'Below the minimum' : undefined}
        />
      </Group>
    </Stack>
  );
}

export function ExperienceSection({ filters, set }: SectionProps) {
  const range = filters.experienceRange;
  return (
    <Stack gap="sm">
      <ChipChoices
        label="Years of experience"
        options={EXPERIENCE_BANDS}
        value={filters.experienceBands ?? []}
        onChange={(experienceBands) => set({ experienceBands })}
      />
      <YearsRange
        key={`${range?.min ?? ''}-${range?.max ?? ''}`}
        value={range}
        onApply={(experienceRange) => set({ experienceRange })}
      />
      <ChipChoices
        label="Time in current role"
        options={TENURE_BANDS}
        value={filters.tenureBands ?? []}
        onChange={(tenureBands) => set({ tenureBands })}
      />
    </Stack>
  );
}

export function SenioritySection({ filters, set }: SectionProps) {
  return (
    <ChipChoices
      label="Seniority"
      options={SENIORITY_OPTIONS}
      value={filters.seniorities ?? []}
      onChange={(seniorities) => set({ seniorities })}
    />
  );
}
