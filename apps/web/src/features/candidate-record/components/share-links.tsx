import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CandidateShare, SHARE_SECTION_LABEL } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useCandidateShares, useRevokeShare } from '../api/gdpr-and-share';
import type { RecordRef } from '../api/query-keys';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function ShareRow({
  share,
  confirming,
  pending,
  onAsk,
  onCancel,
  onRevoke,
}: {
  share: CandidateShare;
  confirming: boolean;
  pending: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onRevoke: () => void;
}) {
  const who = share.sharedBy?.name ?? 'A former member';
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="share-link">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              Shared by {who} on {day(share.createdAt)}
            </Text>
            <Text fz="xs" c="dimmed">
              Expires {day(share.expiresAt)}
              {share.candidateCount > 1 ? ` · covers ${share.candidateCount} profiles` : ''}
            </Text>
            <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              To {share.recipients.join(', ')}
            </Text>
          </Stack>
          {confirming ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onAsk}
              aria-label={`Revoke the link shared by ${who} on ${day(share.createdAt)}`}
            >
              Revoke
            </Button>
          )}
        </Group>
        {share.includes.length > 0 ? (
          <Group gap={4}>
            {share.includes.map((s) => (
              <Badge key={s} size="xs" variant="light" color="orange" tt="none">
                Shows {SHARE_SECTION_LABEL[s].toLowerCase()}
              </Badge>
            ))}
          </Group>
        ) : null}
        {confirming ? (
          <Alert color="red" variant="light" p="xs" role="alertdialog" aria-label="Revoke this link?">
            <Stack gap="xs">
              <Text fz="sm">
                Revoke this link? It stops working at once
                {share.candidateCount > 1 ? ` for all ${share.candidateCount} profiles it shows` : ''}: anyone
                who opens it sees that it expired or was revoked.
              </Text>
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={onCancel} disabled={pending} data-autofocus>
                  Keep the link
                </Button>
                <Button size="xs" color="red" onClick={onRevoke} loading={pending}>
                  Revoke link
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The candidate's share links that still open, each revocable after a confirmation. */
export function ShareLinks({ refTo, enabled }: { refTo: RecordRef; enabled: boolean }) {
  const q = useCandidateShares(refTo, enabled);
  const revoke = useRevokeShare(refTo);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Stack gap="xs" aria-label="Active links" role="region">
      <Title order={3} fz="sm">
        Active links
      </Title>
      {revoke.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(revoke.error)}
        </Alert>
      ) : null}
      {q.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading links">
          <Skeleton h={56} />
        </Stack>
      ) : q.isError ? (
        <LoadError title="The links could not be loaded" error={q.error} onRetry={() => q.refetch()} />
      ) : q.data.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="no-share-links">
          No active links. A link you create shows here until it expires or is revoked.
        </Text>
      ) : (
        q.data.map((share) => (
          <ShareRow
            key={share.shareId}
            share={share}
            confirming={confirming === share.shareId}
            pending={revoke.isPending && revoke.variables === share.shareId}
            onAsk={() => {
              revoke.reset();
              setConfirming(share.shareId);
            }}
            onCancel={() => setConfirming(null)}
            onRevoke={() =>
              revoke.mutate(share.shareId, {
                onSuccess: () => {
                  setConfirming(null);
                  notifySuccess('Anyone who opens it now sees that it no longer works.', {
                    title: 'Link revoked',
                  });
                },
              })
            }
          />
        ))
      )}
    </Stack>
  );
}
