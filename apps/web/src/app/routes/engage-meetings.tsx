import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { CalendarAccountCard } from '../../features/meetings/components/calendar-account-form';
import { MeetingTemplatesPanel } from '../../features/meetings/components/meeting-templates-panel';
import { RecentMeetings } from '../../features/meetings/components/recent-meetings';

export const ENGAGE_MEETINGS_PATH = '/engage/meetings';

/** Engage › Meetings: meeting templates, the user's calendar (and link), and recent meetings. */
export function EngageMeetingsPage() {
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Meetings"
        description="Invite candidates to meetings from your mailbox, keep templates for them, and connect the calendar your emails link to."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CalendarAccountCard />
        <MeetingTemplatesPanel />
      </SimpleGrid>
      <RecentMeetings />
    </Stack>
  );
}
