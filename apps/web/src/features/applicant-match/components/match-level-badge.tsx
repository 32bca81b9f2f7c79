import { Badge } from '@mantine/core';
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';
import { matchLevelColor, matchLevelLabel } from '../lib/labels';

export function MatchLevelBadge({
  level,
  size = 'sm',
  testId = 'match-level',
}: {
  level: MatchLevel;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  return (
    <Badge
      color={matchLevelColor(level)}
      variant="light"
      size={size}
      radius="sm"
      data-testid={testId}
      style={{ flexShrink: 0 }}
    >
      {matchLevelLabel(level)}
    </Badge>
  );
}
