import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { SequenceList } from '../../features/engage-sequences/components/sequence-list';

export const ADMIN_ENGAGE_SEQUENCES_PATH = '/admin/sourcing/engage/sequences';

/** Admin › Sourcing › Team sequences: every sequence of the team; others' open read-only. */
export function AdminEngageSequencesPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Team sequences"
        description="Every sequence your team's members created, with who sends it."
      />
      <SequenceList team />
    </Stack>
  );
}
