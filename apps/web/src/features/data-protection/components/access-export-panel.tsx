import { Alert, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUserSearch } from '@tabler/icons-react';
import type { SubjectPreview, SubjectQuery } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useAccessExport, useSubjectLookup } from '../api/subjects';
import { lookupLabel, plural } from '../lib/labels';
import { SubjectLookupForm } from './subject-lookup-form';
import { SubjectPeople } from './subject-people';

type Found = { query: SubjectQuery; preview: SubjectPreview };

/**
 * A data-subject access export: the same lookup as an erasure, then everything the team holds
 * about the person (JSON plus their files) in one zip.
 */
export function AccessExportPanel() {
  const lookup = useSubjectLookup();
  const download = useAccessExport();
  const [found, setFound] = useState<Found | null>(null);

  return (
    <Card>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl">
            Access export
          </Title>
          <Text fz="sm" c="dimmed">
            When someone asks what you hold about them: their profile, contact details, notes, tags, activity
            and pipeline positions as JSON, with their files, in one zip.
          </Text>
        </Stack>
        <SubjectLookupForm
          submitLabel="Find"
          pending={lookup.isPending}
          error={lookup.error}
          onSubmit={(query) =>
            lookup.mutate(query, {
              onSuccess: (preview) => setFound({ query, preview }),
              onError: () => setFound(null),
            })
          }
          onEdit={() => {
            if (found) setFound(null);
            if (lookup.error) lookup.reset();
            if (download.error) download.reset();
          }}
        />
        {found && found.preview.people.length === 0 ? (
          <EmptyState
            variant="light"
            color="gray"
            py="xl"
            icon={<IconUserSearch size={28} stroke={1.6} />}
            title="Nobody found"
            description={`No candidate of your team and no open-web profile holds this ${lookupLabel(found.query.by).toLowerCase()}. Tell the person you hold nothing about them.`}
            data-testid="nobody-found"
          />
        ) : null}
        {found && found.preview.people.length > 0 ? (
          <Stack gap="md" data-testid="access-preview">
            <Title order={3} fz="lg">
              {plural(found.preview.people.length, 'profile')} found
            </Title>
            <SubjectPeople people={found.preview.people} />
            {download.error ? (
              <Alert color="red" variant="light" role="alert" title="The export could not be made">
                {errorMessage(download.error)}
              </Alert>
            ) : null}
            <Group>
              <Button
                leftSection={<IconDownload size={16} />}
                loading={download.isPending}
                onClick={() =>
                  download.mutate(found.query, {
                    onSuccess: (fileName) =>
                      notifySuccess(`Saved as ${fileName}. Send it to the person securely.`, {
                        title: 'Access export downloaded',
                      }),
                  })
                }
              >
                Download access export (.zip)
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
