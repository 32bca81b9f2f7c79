import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { MailboxSettings } from '../../features/engage-settings/components/mailbox-form';
import { TextNumberSection } from '../../features/engage-settings/components/text-number-section';

export const ENGAGE_MAILBOX_PATH = '/admin/settings/email';

/**
 * Settings › Mailbox: the mailbox the user's sequences send from, with a connection test, and the
 * phone number their text steps go out from.
 */
export function EngageMailboxPage() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="Mailbox"
        description="Your sequences go out from this mailbox, under your name. Its password is stored encrypted and never shown again."
      />
      <MailboxSettings me={{ name: user.fullName, email: user.email }} />
      <TextNumberSection />
    </Stack>
  );
}
