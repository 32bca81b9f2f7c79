import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { SequenceList } from '../../features/engage-sequences/components/sequence-list';

export const ENGAGE_SEQUENCES_PATH = '/engage/sequences';
export const NEW_SEQUENCE_PATH = '/engage/sequences/new';
export const SEQUENCE_EDITOR_ROUTE = '/engage/sequences/:sequenceId';

/** Engage › Sequences: multi-step email (and text) sequences with their filters. */
export function EngageSequencesPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Sequences"
        description="Series of messages sent from your mailbox to each enrolled candidate, on the schedule you set."
        actions={
          <Button
            component={Link}
            to={NEW_SEQUENCE_PATH}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            New sequence
          </Button>
        }
      />
      <SequenceList />
    </Stack>
  );
}
