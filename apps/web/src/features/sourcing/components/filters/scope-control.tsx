import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { TitleScope } from '@talentbase/shared';
import { useId } from 'react';

const SCOPES: { value: TitleScope; label: string }[] = [
  { value: 'current', label: 'Current' },
  { value: 'past', label: 'Past' },
  { value: 'current_or_past', label: 'Current or past' },
];

/** Whether a title (or company) must be the current one, a past one, or either. */
export function ScopeControl({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TitleScope;
  onChange: (scope: TitleScope) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed" id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-labelledby={labelId}
        data={SCOPES}
        value={value}
        onChange={(v) => onChange((SCOPES.find((s) => s.value === v)?.value ?? 'current') as TitleScope)}
      />
    </Stack>
  );
}
