/**
 * While the job's applicants are being scored: how far it has got. The ranking status is polled
 * until scoring ends; then the list and counts are read again so the new scores show.
 */
import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applicantKeys, isScoring, useRankingStatus } from '../api/applicants';

export function RankingProgress({ projectId }: { projectId: string }) {
  const status = useRankingStatus(projectId);
  const client = useQueryClient();
  const scoring = isScoring(status.data);
  const wasScoring = useRef(false);

  useEffect(() => {
    if (wasScoring.current && !scoring) {
      void client.invalidateQueries({ queryKey: [...applicantKeys.all(projectId), 'list'] });
      void client.invalidateQueries({ queryKey: applicantKeys.summary(projectId) });
    }
    wasScoring.current = scoring;
  }, [client, projectId, scoring]);

  if (!scoring || !status.data) return null;
  const { scoringFinishedCount: done, totalCount: total } = status.data;
  const label = `Scoring ${done.toLocaleString()} of ${total.toLocaleString()} applicants`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="ranking-progress">
      <Stack gap={6}>
        <Text fz="sm" fw={600} aria-live="polite">
          {label}
        </Text>
        <Progress value={total > 0 ? (done / total) * 100 : 0} animated aria-label={label} />
        <Text fz="xs" c="dimmed">
          Scored applicants appear in the list as they finish.
        </Text>
      </Stack>
    </Paper>
  );
}
