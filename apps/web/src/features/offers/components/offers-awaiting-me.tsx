/**
 * "Offers awaiting your approval" on the dashboard: each offer whose current approval step is
 * yours, with a link to the candidate in the project where you approve or reject it. Shows
 * nothing when nothing waits (most people are never approvers).
 */
import { Anchor, Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { projectPath } from '../../projects/lib/paths';
import { useOffersAwaitingMe } from '../api/offers';
import { salaryText } from './offer-format';

export function OffersAwaitingMe() {
  const waiting = useOffersAwaitingMe();
  if (waiting.isPending) return <Skeleton h={72} data-testid="offers-awaiting-loading" />;
  if (waiting.isError)
    return (
      <LoadError
        title="Offers awaiting your approval could not be loaded"
        error={waiting.error}
        onRetry={() => void waiting.refetch()}
      />
    );
  const offers = waiting.data.data;
  if (offers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="offers-awaiting-title" data-testid="offers-awaiting">
      <Title order={2} fz="lg" id="offers-awaiting-title" mb="sm">
        Offers awaiting your approval ({offers.length})
      </Title>
      <Card withBorder>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {offers.map((o) => (
            <Group key={o.offerId} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`${projectPath(o.projectId)}?candidate=${o.candidateId}`}
                  fw={600}
                  underline="always"
                >
                  {o.candidateName}
                </Anchor>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {o.projectName}
                  {o.submittedBy ? ` · from ${o.submittedBy}` : ''}
                </Text>
              </Stack>
              <Text fz="sm">{salaryText(o)}</Text>
            </Group>
          ))}
        </Stack>
      </Card>
    </Box>
  );
}
