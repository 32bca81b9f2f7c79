/**
 * A project as an applicant-match job: its description and the ideal-candidate persona built from
 * it, editable by the owner, recruiter and screener, with the persona's history.
 */
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useMatchJob } from '../../features/applicant-match/api/jobs';
import { JobDescriptionCard } from '../../features/applicant-match/components/job-description-card';
import { PersonaEditor } from '../../features/applicant-match/components/persona-editor';
import { PersonaHistory } from '../../features/applicant-match/components/persona-history';
import { useProjectInformation } from '../../features/projects/api/get-project';
import { isProjectIdParam, projectPath } from '../../features/projects/lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ApplicantMatchJobPage() {
  const { projectId = '' } = useParams();
  const valid = isProjectIdParam(projectId) && !isDemoProjectId(Number(projectId));
  const project = useProjectInformation(valid ? projectId : '');
  const job = useMatchJob(projectId);
  const name = project.data?.projectName ?? 'Project';
  useDocumentTitle(`Applicant match · ${name}`);

  if (!valid)
    return (
      <Alert color="gray" title="Not available" data-testid="applicant-match-unavailable">
        The sample projects show applicant match with their own built-in applicants.
      </Alert>
    );
  if (project.isError || job.isError)
    return (
      <LoadError
        title="This job could not be loaded"
        error={project.error ?? job.error}
        onRetry={() => {
          void project.refetch();
          void job.refetch();
        }}
      />
    );
  if (!project.data || job.isPending) return <Skeleton height={420} data-testid="applicant-match-loading" />;

  const canEdit = project.data.permissions.length > 0 && (job.data?.canEditPersona ?? true);
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to={projectPath(projectId)} fz="sm" w="fit-content">
        Back to the project
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={26} style={{ overflowWrap: 'break-word' }}>
          Applicant match
        </Title>
        <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {job.data ? `${job.data.jobTitle} · persona version ${job.data.personaVersion}` : name}
        </Text>
      </Stack>
      <JobDescriptionCard
        projectId={projectId}
        description={job.data?.jobDescription ?? ''}
        exists={job.data !== null && job.data !== undefined}
        canEdit={canEdit}
      />
      {job.data ? (
        <>
          <PersonaEditor job={job.data} />
          <PersonaHistory projectId={projectId} />
        </>
      ) : (
        <Text fz="sm" c="dimmed" data-testid="applicant-match-not-started">
          Applicant match is not started for this project yet.
        </Text>
      )}
    </Stack>
  );
}
