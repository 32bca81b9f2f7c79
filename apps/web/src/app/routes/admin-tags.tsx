import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { TeamTagsSettings } from '../../features/custom-fields/components/team-tags-settings';

export const ADMIN_TAGS_PATH = '/admin/team-settings/tags';

/** Team settings › Tags: the team's tags with their use; rename, merge, delete, prepare new ones. */
export function AdminTagsPage() {
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Tags"
        description="Every tag on your team's candidates, with how many carry it. Rename, merge or delete a tag for everyone at once, or prepare tags before they are used."
      />
      <TeamTagsSettings />
    </Stack>
  );
}
