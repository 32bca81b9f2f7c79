import { Badge, Group, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconMail, IconMailOpened, IconPhone } from '@tabler/icons-react';
import { type SearchHit, sourceLabel } from '@talentbase/shared';

const PART_LABEL: Record<keyof SearchHit['match']['scoreParts'], string> = {
  title: 'Title',
  skills: 'Skills',
  keywords: 'Keywords',
  seniority: 'Seniority',
  recency: 'Recency',
};

const PART_COLOR: Record<keyof SearchHit['match']['scoreParts'], string> = {
  title: 'violet',
  skills: 'teal',
  keywords: 'blue',
  seniority: 'orange',
  recency: 'gray',
};

/**
 * The rank as a small bar: one segment per part of the score, each part 0 to 1 and given an
 * equal share of the bar, so the recruiter sees which parts carried the match; the tooltip names them.
 */
export function ScoreBar({ parts }: { parts: SearchHit['match']['scoreParts'] }) {
  const entries = Object.entries(parts) as [keyof typeof parts, number][];
  const share = 100 / entries.length;
  const overall = Math.round(
    (entries.reduce((s, [, v]) => s + Math.max(0, Math.min(1, v)), 0) / entries.length) * 100,
  );
  const description = entries.map(([k, v]) => `${PART_LABEL[k]} ${Math.round(v * 100)}%`).join(', ');
  return (
    <Tooltip
      withArrow
      multiline
      w={200}
      label={
        <Stack gap={2}>
          {entries.map(([k, v]) => (
            <Group key={k} justify="space-between" gap="xs">
              <Text fz="xs">{PART_LABEL[k]}</Text>
              <Text fz="xs">{Math.round(v * 100)}%</Text>
            </Group>
          ))}
        </Stack>
      }
    >
      <Stack
        gap={2}
        w={96}
        tabIndex={0}
        aria-label={`Match ${overall}%: ${description}`}
        data-testid="score-bar"
      >
        <Text fz={10} c="dimmed" ta="right">
          Match {overall}%
        </Text>
        <Progress.Root size="sm">
          {entries.map(([k, v]) => (
            <Progress.Section
              key={k}
              value={share * Math.max(0, Math.min(1, v))}
              color={PART_COLOR[k]}
              // Each part is a progress bar of its own: it needs a name (axe aria-progressbar-name).
              aria-label={`${PART_LABEL[k]} ${Math.round(v * 100)}%`}
            />
          ))}
        </Progress.Root>
      </Stack>
    </Tooltip>
  );
}

export function SourceBadges({ source, isTeamCandidate }: { source: string; isTeamCandidate: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="xs" variant="light" color="gray">
        {sourceLabel(source)}
      </Badge>
      {isTeamCandidate ? (
        <Badge size="xs" variant="light" color="teal">
          Team candidate
        </Badge>
      ) : null}
    </Group>
  );
}

/** Which contact details exist, and whether the team has revealed them. */
export function ContactIcons({ contact }: { contact: SearchHit['contact'] }) {
  const state = contact.revealed ? 'revealed' : 'not revealed';
  const items = [
    contact.hasPersonalEmail
      ? { key: 'pmail', icon: IconMailOpened, label: `Personal email (${state})` }
      : contact.hasEmail
        ? { key: 'mail', icon: IconMail, label: `Email (${state})` }
        : null,
    contact.hasPhone ? { key: 'phone', icon: IconPhone, label: `Phone (${state})` } : null,
  ].filter((i) => i !== null);
  if (items.length === 0) {
    return (
      <Text fz="xs" c="dimmed">
        No contact info
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {items.map(({ key, icon: Icon, label }) => (
        <Tooltip key={key} label={label}>
          <ThemeIcon
            size="sm"
            radius="xl"
            variant={contact.revealed ? 'filled' : 'light'}
            color={contact.revealed ? 'teal' : 'gray'}
            aria-label={label}
            role="img"
          >
            <Icon size={12} />
          </ThemeIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
