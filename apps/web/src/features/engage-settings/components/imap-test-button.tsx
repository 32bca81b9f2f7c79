/**
 * "Test reading replies": tries the saved IMAP settings now (sign in, open the inbox) rather than
 * at the next poll. It tests what is saved, because the IMAP password never comes back to the
 * browser; with unsaved changes it asks for a save first.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/notify';
import { useTestMailboxImap } from '../api/engage-settings-calls';

export function ImapTestButton({ unsaved }: { unsaved: boolean }) {
  const test = useTestMailboxImap();
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          type="button"
          onClick={() => test.mutate()}
          loading={test.isPending}
          disabled={unsaved}
        >
          Test reading replies
        </Button>
        {unsaved ? (
          <Text fz="xs" c="dimmed">
            Save your IMAP changes to test them.
          </Text>
        ) : null}
      </Group>
      {test.data ? (
        <Alert
          role="status"
          color={test.data.ok ? 'green' : 'red'}
          variant="light"
          icon={test.data.ok ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
          title={test.data.ok ? 'Replies can be read' : 'Replies cannot be read'}
          data-testid="imap-test-result"
        >
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {test.data.message}
          </Text>
        </Alert>
      ) : null}
      {test.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(test.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
