/**
 * The job's description: where the persona comes from. Saving it (or opening the project as a
 * job) builds the persona again as a new version; the old versions stay in the history.
 */
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { JOB_DESCRIPTION_MAX } from '@talentbase/shared/contracts/applicant-match';
import { useEffect, useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDescribeJob } from '../api/jobs';

export function JobDescriptionCard({
  projectId,
  description,
  exists,
  canEdit,
}: {
  projectId: string;
  description: string;
  exists: boolean;
  canEdit: boolean;
}) {
  const [text, setText] = useState(description);
  useEffect(() => setText(description), [description]);
  const describe = useDescribeJob(projectId, exists);
  const tooLong = text.length > JOB_DESCRIPTION_MAX;
  const changed = text.trim() !== description.trim();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="job-description-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="job-description-title">
          Job description
        </Title>
        <Text fz="sm" c="dimmed">
          Paste the job description. Talentbase reads the requirements from it into the ideal candidate below,
          which every applicant is scored against.
        </Text>
        <Textarea
          label="Description"
          rows={10}
          resize="vertical"
          value={text}
          disabled={!canEdit}
          onChange={(e) => setText(e.currentTarget.value)}
          error={
            tooLong
              ? `The job description must be at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`
              : describe.isError
                ? errorMessage(describe.error)
                : undefined
          }
          description={`${text.length.toLocaleString('en-US')} of ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`}
        />
        {canEdit ? (
          <Group justify="flex-end">
            <Button
              loading={describe.isPending}
              disabled={tooLong || (exists && !changed)}
              onClick={() =>
                describe.mutate(text, {
                  onSuccess: (job) =>
                    notifySuccess(
                      exists
                        ? `The persona was built again from the description (version ${job.personaVersion}).`
                        : 'This project now scores its applicants against the job.',
                    ),
                })
              }
            >
              {exists ? 'Save and rebuild the persona' : 'Start applicant match'}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
