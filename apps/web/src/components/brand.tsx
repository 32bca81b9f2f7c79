import { Group, Text } from '@mantine/core';

/** The product mark: a rounded violet square with a "t", plus the name. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const box = size === 'xl' ? 36 : size === 'lg' ? 28 : 24;
  return (
    <Group gap={8} wrap="nowrap" aria-label="Talentbase">
      <svg width={box} height={box} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-6)" />
        <path d="M9 10h14v3.5h-5.25V23h-3.5v-9.5H9z" fill="#fff" />
      </svg>
      <Text component="span" fw={700} fz={size} c="var(--mantine-color-text)" style={{ letterSpacing: -0.3 }}>
        Talentbase
      </Text>
    </Group>
  );
}
