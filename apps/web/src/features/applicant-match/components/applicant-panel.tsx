/**
 * One applicant opened from the list: a side panel on a desktop, the whole screen on a phone
 * (Escape or the close button closes it). The profile, the scoring detail and the résumé side by
 * side on wide screens; picking a quick check marks its evidence in the résumé. Opening the panel
 * records the view (the unread marker goes).
 */
import { Box, Button, Drawer, Grid, Group, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import type { ReviewAction } from '@talentbase/shared/contracts/applicant-match-applicants';
import type { Applicant } from '@talentbase/shared/contracts/applicant-match-demo';
import { APPLICANT_REVIEW_STATUS } from '@talentbase/shared/domain/applicant-match';
import { useEffect, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { ApplicantAnswersCard } from '../../scorecards/components/application-cards';
import { useScoringDetail, useViewLog } from '../api/applicants';
import { applicantName, appliedDate, reviewStatusLabel } from '../lib/labels';
import { ApplicantProfile } from './applicant-profile';
import { MatchLevelBadge } from './match-level-badge';
import { ResumePreview } from './resume-preview';
import { allEvidence, type PickedEvidence, ScoringDetailView } from './scoring-detail-view';

const NO_EVIDENCE: never[] = [];

/** The review actions offered for an applicant at a review status. */
export function reviewActionsFor(stage: number): ReviewAction[] {
  if (stage === APPLICANT_REVIEW_STATUS.UnderReview) return ['moveForward', 'reject'];
  if (stage === APPLICANT_REVIEW_STATUS.MovedForward) return ['reject', 'reopen'];
  return ['moveForward', 'reopen'];
}

export const ACTION_LABEL: Record<ReviewAction, string> = {
  moveForward: 'Move forward',
  reject: 'Decline',
  reopen: 'Move back to review',
};

export function ApplicantPanel({
  projectId,
  applicant,
  canReview,
  onClose,
  onReview,
}: {
  projectId: string;
  applicant: Applicant | null;
  canReview: boolean;
  onClose: () => void;
  onReview: (action: ReviewAction, applicant: Applicant) => void;
}) {
  const fullScreen = useMatches({ base: true, sm: false });
  return (
    <Drawer.Root
      opened={applicant !== null}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : 1100}
    >
      <Drawer.Overlay backgroundOpacity={0.25} />
      <Drawer.Content data-testid="applicant-panel">
        <Drawer.Header style={{ flexDirection: 'column', alignItems: 'stretch', gap: 8, zIndex: 2 }}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Drawer.Title fz="lg" fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {applicant ? applicantName(applicant) : 'Applicant'}
            </Drawer.Title>
            <Drawer.CloseButton aria-label="Close the applicant" size="lg" />
          </Group>
          {applicant ? (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="wrap">
                <MatchLevelBadge level={applicant.matchType} />
                <Text fz="xs" c="dimmed">
                  {reviewStatusLabel(applicant.stage)} · applied {appliedDate(applicant.appliedAt)}
                </Text>
              </Group>
              {canReview ? (
                <Group gap="xs" wrap="wrap">
                  {reviewActionsFor(applicant.stage).map((action) => (
                    <Button
                      key={action}
                      size="compact-md"
                      variant={action === 'moveForward' ? 'filled' : 'default'}
                      color={action === 'reject' ? 'red' : undefined}
                      onClick={() => onReview(action, applicant)}
                    >
                      {ACTION_LABEL[action]}
                    </Button>
                  ))}
                </Group>
              ) : null}
            </Group>
          ) : null}
        </Drawer.Header>
        <Drawer.Body>
          {applicant ? (
            <PanelBody key={applicant.applicantId} projectId={projectId} applicant={applicant} />
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function PanelBody({ projectId, applicant }: { projectId: string; applicant: Applicant }) {
  const viewLog = useViewLog(projectId);
  const scored = applicant.matchType !== 'pending' && applicant.scoringDetailId !== '';
  const detail = useScoringDetail(applicant.scoringDetailId, scored);
  const [picked, setPicked] = useState<PickedEvidence | null>(null);
  const evidence = useMemo(() => (detail.data ? allEvidence(detail.data) : NO_EVIDENCE), [detail.data]);

  const { mutate: logView } = viewLog;
  useEffect(() => {
    logView(applicant.applicantId);
  }, [applicant.applicantId, logView]);

  return (
    <Stack gap="lg" pt="xs">
      <ApplicantProfile profile={applicant.profile} />
      <ApplicantAnswersCard projectId={projectId} applicantId={applicant.applicantId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {!scored ? (
            <Text fz="sm" c="dimmed" data-testid="scoring-pending">
              This applicant is not scored yet: the detail shows once scoring finishes.
            </Text>
          ) : detail.isPending ? (
            <Skeleton height={360} data-testid="scoring-loading" />
          ) : detail.isError ? (
            <LoadError
              title="The scoring detail could not be loaded"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <ScoringDetailView detail={detail.data} picked={picked?.key ?? null} onPick={setPicked} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box>
            <ResumePreview
              applicantId={applicant.applicantId}
              name={applicantName(applicant)}
              evidence={evidence}
              active={picked?.evidence ?? NO_EVIDENCE}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
