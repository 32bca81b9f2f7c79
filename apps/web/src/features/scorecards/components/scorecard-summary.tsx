/** The hiring team's verdict at a glance: how many scorecards, the recommendations, each rating's average. */
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ScorecardSummary } from '@talentbase/shared';
import {
  SCORECARD_RECOMMENDATION_LABEL,
  SCORECARD_RECOMMENDATIONS,
  type ScorecardRecommendation,
} from '@talentbase/shared/domain/form-answers';

const RECOMMENDATION_COLOR: Record<ScorecardRecommendation, string> = {
  strong_no: 'red',
  no: 'orange',
  yes: 'teal',
  strong_yes: 'green',
};

export function RecommendationBadge({ value }: { value: ScorecardRecommendation }) {
  return (
    <Badge variant="light" color={RECOMMENDATION_COLOR[value]} size="sm">
      {SCORECARD_RECOMMENDATION_LABEL[value]}
    </Badge>
  );
}

export function ScorecardSummaryView({ summary }: { summary: ScorecardSummary }) {
  return (
    <Stack gap={6} data-testid="scorecard-summary">
      <Group gap={6} wrap="wrap">
        <Text fz="sm" fw={600}>
          {summary.count === 1 ? '1 scorecard' : `${summary.count} scorecards`}
        </Text>
        {SCORECARD_RECOMMENDATIONS.filter((r) => summary.recommendations[r] > 0).map((r) => (
          <Badge key={r} variant="outline" color={RECOMMENDATION_COLOR[r]} size="sm">
            {SCORECARD_RECOMMENDATION_LABEL[r]}: {summary.recommendations[r]}
          </Badge>
        ))}
      </Group>
      {summary.ratings.length ? (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {summary.ratings.map((r) => (
            <Text
              key={`${r.formName}:${r.questionId}`}
              component="li"
              fz="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {r.label}: <strong>{r.average.toFixed(1)}</strong> / 5{' '}
              <Text span fz="xs" c="dimmed">
                ({r.count} rated · {r.formName})
              </Text>
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
