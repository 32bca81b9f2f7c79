import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { EmailOutcome } from '@talentbase/shared/contracts/team-admin';

/** Each address of a batch and what became of it. */
export function OutcomeList({ results, okLabel }: { results: readonly EmailOutcome[]; okLabel: string }) {
  return (
    <List
      spacing={6}
      size="sm"
      center
      data-testid="outcome-list"
      style={{ maxHeight: 260, overflowY: 'auto' }}
    >
      {results.map((r) => (
        <List.Item
          key={r.email}
          icon={
            <ThemeIcon color={r.ok ? 'teal' : 'red'} size={20} radius="xl" aria-hidden="true">
              {r.ok ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          <Text fz="sm" span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.email}
          </Text>
          <Text fz="sm" span c={r.ok ? 'teal.9' : 'red.9'}>
            {' '}
            — {r.ok ? okLabel : (r.reason ?? 'Not changed')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
