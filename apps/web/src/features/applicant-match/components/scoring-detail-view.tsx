/**
 * Why an applicant scored as they did: the match level and score, a bar per dimension (0 to 5),
 * the quick checks and the other insights. Picking a check or an insight shows its evidence: the
 * résumé preview marks those words and scrolls to them.
 */
import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type {
  Evidence,
  OtherInsight,
  QuickCheck,
  ScoringDetail,
} from '@talentbase/shared/contracts/applicant-match';
import type { QuickCheckType } from '@talentbase/shared/domain/applicant-match';
import type { ReactNode } from 'react';
import { scoreOutOf100 } from '../lib/labels';
import { MatchLevelBadge } from './match-level-badge';

export type PickedEvidence = { key: string; evidence: Evidence[] };

const DIMENSIONS = [
  ['matchScore', 'Match'],
  ['experienceScore', 'Experience'],
  ['educationScore', 'Education'],
  ['locationScore', 'Location'],
  ['skillScore', 'Skills'],
] as const;

const CHECK_TYPE: Record<QuickCheckType, { label: string; color: string; icon: ReactNode }> = {
  MATCH: { label: 'Match', color: 'teal', icon: <IconCheck size={14} aria-hidden="true" /> },
  MISS: { label: 'Missing', color: 'red', icon: <IconX size={14} aria-hidden="true" /> },
  SKIP: { label: 'Not checked', color: 'gray', icon: <IconMinus size={14} aria-hidden="true" /> },
};

const CATEGORY_LABEL: Record<QuickCheck['category'], string> = {
  EXPERIENCE: 'Experience',
  LANGUAGE: 'Language',
  CERTIFICATIONS: 'Certifications',
  INDUSTRY: 'Industry',
  LOCATION: 'Location',
  EDUCATION: 'Education',
  WORK_AUTHORIZATION: 'Work authorization',
  SKILLS: 'Skills',
};

/** Every quoted phrase of a scoring detail (the preview marks them all, lightly). */
export function allEvidence(detail: ScoringDetail): Evidence[] {
  return [
    ...detail.quickCheck.flatMap((c) => c.evidence),
    ...detail.otherInsights.flatMap((i) => i.evidence),
  ];
}

export function ScoringDetailView({
  detail,
  picked,
  onPick,
}: {
  detail: ScoringDetail;
  picked: string | null;
  onPick: (pick: PickedEvidence | null) => void;
}) {
  const toggle = (key: string, evidence: Evidence[]) => onPick(picked === key ? null : { key, evidence });
  return (
    <Stack gap="md" data-testid="scoring-detail">
      <Group gap="sm" wrap="wrap">
        <MatchLevelBadge level={detail.matchSummary.matchType} size="lg" />
        <Text fw={700} data-testid="scoring-score">
          Score {scoreOutOf100(detail.score)} / 100
        </Text>
      </Group>
      {detail.lackResume ? (
        <Alert color="yellow" variant="light" title="No résumé">
          This applicant came without a résumé: the score rests on the profile alone.
        </Alert>
      ) : null}
      <Stack gap={6} component="section" aria-label="Scores">
        {DIMENSIONS.map(([key, label]) => {
          const value = detail.matchSummary[key];
          return (
            <Group key={key} gap="sm" wrap="nowrap" data-testid="score-bar">
              <Text fz="sm" w={84} style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Progress
                value={(value / 5) * 100}
                style={{ flex: 1 }}
                aria-label={`${label}: ${value.toFixed(1)} of 5`}
              />
              <Text fz="sm" fw={600} w={48} ta="right" style={{ flexShrink: 0 }}>
                {value.toFixed(1)}/5
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="quick-checks-title">
        <Title order={3} fz="md" id="quick-checks-title">
          Quick checks
        </Title>
        {detail.quickCheck.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No requirement of the job was checked.
          </Text>
        ) : (
          detail.quickCheck.map((check, i) => {
            const key = `check-${i}`;
            return (
              <QuickCheckItem
                key={key}
                check={check}
                active={picked === key}
                onToggle={() => toggle(key, check.evidence)}
              />
            );
          })
        )}
      </Stack>
      {detail.otherInsights.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="other-insights-title">
          <Title order={3} fz="md" id="other-insights-title">
            Other insights
          </Title>
          {detail.otherInsights.map((insight, i) => {
            const key = `insight-${i}`;
            return (
              <InsightItem
                key={key}
                insight={insight}
                active={picked === key}
                onToggle={() => toggle(key, insight.evidence)}
              />
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}

function Pickable({
  active,
  onToggle,
  evidenceCount,
  testId,
  children,
}: {
  active: boolean;
  onToggle: () => void;
  evidenceCount: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={testId}
      data-active={active || undefined}
      style={{ borderColor: active ? 'var(--mantine-color-violet-6)' : undefined }}
    >
      <UnstyledButton
        onClick={onToggle}
        aria-pressed={active}
        p="sm"
        w="100%"
        style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)', minHeight: 44 }}
      >
        {children}
        <Text fz="xs" c={active ? 'violet.8' : 'dimmed'} mt={4}>
          {evidenceCount === 0
            ? 'No words of the résumé quoted'
            : active
              ? 'Shown in the résumé'
              : `Show the evidence (${evidenceCount})`}
        </Text>
      </UnstyledButton>
    </Paper>
  );
}

function Terms({ label, terms, color }: { label: string; terms: string[]; color: string }) {
  if (terms.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" mt={4}>
      <Text fz="xs" c="dimmed">
        {label}:
      </Text>
      {terms.map((t) => (
        <Badge
          key={t}
          color={color}
          variant="outline"
          size="sm"
          radius="sm"
          tt="none"
          style={{ maxWidth: '100%' }}
        >
          {t}
        </Badge>
      ))}
    </Group>
  );
}

function QuickCheckItem({
  check,
  active,
  onToggle,
}: {
  check: QuickCheck;
  active: boolean;
  onToggle: () => void;
}) {
  const type = CHECK_TYPE[check.quickCheckType];
  return (
    <Pickable active={active} onToggle={onToggle} evidenceCount={check.evidence.length} testId="quick-check">
      <Group gap={6} wrap="wrap">
        <Badge color={type.color} variant="light" leftSection={type.icon} radius="sm">
          {type.label}
        </Badge>
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {CATEGORY_LABEL[check.category]}
        </Text>
        {check.inferred ? (
          <Badge color="gray" variant="dot" size="sm" title="Inferred: a synonym or a title implies it">
            Inferred
          </Badge>
        ) : null}
      </Group>
      <Text fz="sm" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {check.title}
      </Text>
      <Terms label="Matched" terms={check.matched} color="teal" />
      <Terms label="Missing" terms={check.missing} color="red" />
      <Terms label="Bonus" terms={check.bonusPoints} color="blue" />
    </Pickable>
  );
}

function InsightItem({
  insight,
  active,
  onToggle,
}: {
  insight: OtherInsight;
  active: boolean;
  onToggle: () => void;
}) {
  return (
    <Pickable
      active={active}
      onToggle={onToggle}
      evidenceCount={insight.evidence.length}
      testId="other-insight"
    >
      <Group gap={6} wrap="wrap" justify="space-between">
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {insight.key}
          </Text>
          {insight.isMustHave ? (
            <Badge color="violet" variant="light" size="sm" radius="sm">
              Must have
            </Badge>
          ) : null}
        </Group>
        <Text fz="sm" fw={600}>
          {insight.score.toFixed(1)}/5
        </Text>
      </Group>
      <Text fz="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {insight.reason}
      </Text>
    </Pickable>
  );
}
