/**
 * A project as an applicant-match job. Its applicants (the list per review status, the scoring
 * detail, review, adding résumés) and, on a separate tab, the job description and the
 * ideal-candidate persona with its history. The sample projects show their built-in applicants:
 * nothing there is kept, so no upload and no persona to edit.
 */
import { Alert, Anchor, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useMatchJob } from '../../features/applicant-match/api/jobs';
import { ApplicantScreens } from '../../features/applicant-match/components/applicant-screens';
import { JobDescriptionCard } from '../../features/applicant-match/components/job-description-card';
import { PersonaEditor } from '../../features/applicant-match/components/persona-editor';
import { PersonaHistory } from '../../features/applicant-match/components/persona-history';
import { ProjectSearchHistory } from '../../features/applicant-match/components/project-search-history';
import { useProjectInformation } from '../../features/projects/api/get-project';
import { isProjectIdParam, projectPath } from '../../features/projects/lib/paths';
import { JobApplicationFormCard } from '../../features/scorecards/components/application-cards';
import { useDocumentTitle } from '../../lib/use-document-title';

const REVIEW = 'applicant.moveForwardOrDecline';

export function ApplicantMatchJobPage() {
  const { projectId = '' } = useParams();
  const valid = isProjectIdParam(projectId);
  const sample = valid && isDemoProjectId(Number(projectId));
  const project = useProjectInformation(valid ? projectId : '', valid);
  const job = useMatchJob(valid && !sample ? projectId : '');
  const [chosenTab, setTab] = useState<string | null>(null);
  // Started on this visit: the persona just built from the description is what to look at first.
  const startedHere = useRef(false);
  if (job.data === null) startedHere.current = true;
  const tab = chosenTab ?? (startedHere.current ? 'job' : 'applicants');
  const name = project.data?.projectName ?? 'Project';
  useDocumentTitle(`Applicant match · ${name}`);

  if (!valid)
    return (
      <Alert color="gray" title="Not available" data-testid="applicant-match-unavailable">
        This is not a project of yours.
      </Alert>
    );
  if (project.isError || (!sample && job.isError))
    return (
      <LoadError
        title="This job could not be loaded"
        error={project.error ?? job.error}
        onRetry={() => {
          void project.refetch();
          if (!sample) void job.refetch();
        }}
      />
    );
  if (!project.data || (!sample && job.isPending))
    return <Skeleton height={420} data-testid="applicant-match-loading" />;

  const canReview = project.data.permissions.includes(REVIEW);
  // Adding applicants adds candidates to the project: the roles the permission table gives that to.
  const canUpload = project.data.permissions.includes('candidate.add');
  const header = (
    <>
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
    </>
  );

  if (sample)
    return (
      <Stack gap="md" maw={1200}>
        {header}
        <Text fz="sm" c="dimmed" data-testid="applicant-match-sample">
          A sample job with built-in applicants to try applicant match on. Nothing you do here is kept.
        </Text>
        <ApplicantScreens
          projectId={projectId}
          canReview={canReview}
          canUpload={false}
          emailAvailable={false}
        />
        <ProjectSearchHistory projectId={projectId} />
      </Stack>
    );

  const canEdit = project.data.permissions.length > 0 && (job.data?.canEditPersona ?? true);
  const description = (
    <JobDescriptionCard
      projectId={projectId}
      description={job.data?.jobDescription ?? ''}
      exists={job.data !== null && job.data !== undefined}
      canEdit={canEdit}
    />
  );
  if (!job.data)
    return (
      <Stack gap="md" maw={1200}>
        {header}
        {description}
        <Text fz="sm" c="dimmed" data-testid="applicant-match-not-started">
          Applicant match is not started for this project yet.
        </Text>
      </Stack>
    );

  return (
    <Stack gap="md" maw={1200}>
      {header}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applicants">Applicants</Tabs.Tab>
          <Tabs.Tab value="job">Job and persona</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applicants" pt="md">
          <ApplicantScreens
            projectId={projectId}
            canReview={canReview}
            canUpload={canUpload}
            emailAvailable
          />
        </Tabs.Panel>
        <Tabs.Panel value="job" pt="md">
          <Stack gap="md">
            {description}
            <PersonaEditor job={job.data} />
            <JobApplicationFormCard projectId={projectId} />
            <PersonaHistory projectId={projectId} />
            <ProjectSearchHistory projectId={projectId} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
