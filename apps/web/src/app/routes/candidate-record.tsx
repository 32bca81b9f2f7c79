/** A candidate's record: `/v5/talent-pool/candidate/:candidateId`, `?projectId=` when opened from a project. */
import { Alert, Anchor, Container, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useCandidateRecord } from '../../features/candidate-record/api/get-record';
import { RecordSkeleton } from '../../features/candidate-record/components/record-skeleton';
import { RecordView } from '../../features/candidate-record/components/record-view';
import { isApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

function NotAvailable() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title="Candidate not available"
      role="alert"
    >
      This candidate does not exist or is not one of your team’s candidates.{' '}
      <Anchor component={Link} to="/v5/talent-pool/project-list">
        Back to projects
      </Anchor>
    </Alert>
  );
}

function RecordPage({ candidateId, projectId }: { candidateId: number; projectId: string | null }) {
  const refTo = { candidateId, projectId };
  const q = useCandidateRecord(refTo);
  useDocumentTitle(
    q.data
      ? q.data.profile.basic.fullname || 'Candidate'
      : q.isError
        ? 'Candidate not available'
        : 'Candidate',
  );
  if (q.isPending) return <RecordSkeleton />;
  if (q.isError)
    return isApiError(q.error) && q.error.status === 404 ? (
      <NotAvailable />
    ) : (
      <LoadError title="The candidate could not be loaded" error={q.error} onRetry={() => q.refetch()} />
    );
  return <RecordView record={q.data} refTo={refTo} />;
}

export function CandidateRecordPage() {
  const { candidateId = '' } = useParams();
  // The record names the tab once it loads; an address that is no candidate id says so at once.
  useDocumentTitle(/^\d{1,15}$/.test(candidateId) ? null : 'Candidate not available');
  const [search] = useSearchParams();
  const projectParam = search.get('projectId');
  const projectId = projectParam && /^\d{1,15}$/.test(projectParam) ? projectParam : null;
  const valid = /^\d{1,15}$/.test(candidateId);
  return (
    <Container size="xl" py="md">
      <Stack>
        {valid ? (
          <RecordPage
            key={`${candidateId}:${projectId}`}
            candidateId={Number(candidateId)}
            projectId={projectId}
          />
        ) : (
          <NotAvailable />
        )}
      </Stack>
    </Container>
  );
}
