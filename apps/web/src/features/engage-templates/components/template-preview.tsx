import { Alert, Card, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TemplatePreviewResponse } from '@talentbase/shared/contracts/engage-templates';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/notify';
import { usePreview, usePreviewCandidates } from '../api/templates';
import { EmailHtml } from './email-html';

/**
 * The live preview beside the editor: the server renders the text with a real candidate of one of
 * the recruiter's projects (picked here), exactly as it will be sent.
 */
export function TemplatePreview({
  subject,
  body,
  blocked,
  profileId,
  onProfileChange,
  onRendered,
}: {
  subject: string;
  body: string;
  /** The text has problems: nothing renders until they are fixed. */
  blocked: boolean;
  profileId: string | null;
  onProfileChange: (profileId: string | null) => void;
  onRendered?: (preview: TemplatePreviewResponse | null) => void;
}) {
  const candidates = usePreviewCandidates();
  const [debounced] = useDebouncedValue({ subject, body, profileId }, 350);
  const enabled = !blocked && (debounced.subject.trim() !== '' || debounced.body.trim() !== '');
  // The picked value is "<projectId>:<profileId>": the project gives the job title.
  const [pickedProject, pickedProfile] = debounced.profileId?.split(':') ?? [];
  const preview = usePreview(
    {
      subject: debounced.subject,
      body: debounced.body,
      ...(pickedProfile && pickedProject ? { profileId: pickedProfile, projectId: pickedProject } : {}),
    },
    enabled,
  );
  const data = enabled ? preview.data : undefined;
  useEffect(() => onRendered?.(data ?? null), [data, onRendered]);

  const options = (candidates.data?.data ?? []).map((c) => ({
    value: `${c.projectId}:${c.profileId}`,
    label: `${c.fullName} (${c.projectName})`,
  }));

  return (
    <Card withBorder padding="md" data-testid="template-preview">
      <Stack gap="sm">
        <Text fw={600} component="h2" fz="md" m={0}>
          Preview
        </Text>
        <Select
          label="Preview with candidate"
          placeholder={candidates.isLoading ? 'Loading candidates…' : 'First candidate of your projects'}
          data={options}
          value={profileId}
          onChange={onProfileChange}
          clearable
          searchable
          nothingFoundMessage="No candidate found"
        />
        {blocked ? (
          <Text c="dimmed" fz="sm">
            Fix the problems in the template to see the preview.
          </Text>
        ) : preview.isError ? (
          <Alert color="red" variant="light" title="The preview could not be made">
            {errorMessage(preview.error)}
          </Alert>
        ) : !data ? (
          preview.isFetching ? (
            <Loader role="status" size="sm" aria-label="Rendering the preview" />
          ) : (
            <Text c="dimmed" fz="sm">
              Write a subject and a message to see them here.
            </Text>
          )
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {data.candidate
                ? `As sent to ${data.candidate.fullName}`
                : 'No candidate yet: fallback names shown'}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="preview-subject">
              {data.subject}
            </Text>
            <EmailHtml html={data.html} label="Email preview" testId="preview-frame" />
          </>
        )}
      </Stack>
    </Card>
  );
}
