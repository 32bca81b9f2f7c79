import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/** A labelled group of toggle chips (several may be on); each chip is a checkbox for the keyboard. */
export function ChipChoices<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const labelId = useId();
  const byKey = new Map(options.map((o) => [String(o.value), o.value]));
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(keys) =>
          onChange(
            // Keep the options' order so equal selections write equal URLs.
            options.filter((o) => keys.includes(String(o.value))).map((o) => byKey.get(String(o.value)) as T),
          )
        }
      >
        <Group gap={6} role="group" aria-labelledby={labelId}>
          {options.map((o) => (
            <Chip key={String(o.value)} value={String(o.value)} size="xs" variant="outline">
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
