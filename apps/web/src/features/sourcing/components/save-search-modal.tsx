import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateHistory } from '../api/update-history';

/** Names the current (recorded) search and keeps it among the saved searches. */
export function SaveSearchModal({
  opened,
  onClose,
  historyId,
  suggestedName,
}: {
  opened: boolean;
  onClose: () => void;
  historyId: string | null;
  suggestedName: string;
}) {
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateHistory({ inlineErrors: true });
  useEffect(() => {
    if (opened) {
      setName(suggestedName.slice(0, 120));
      setError(null);
    }
  }, [opened, suggestedName]);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the search a name');
    if (trimmed.length > 120) return setError('At most 120 characters');
    if (!historyId) return;
    update.mutate(
      { id: historyId, name: trimmed, saved: true },
      {
        onSuccess: () => {
          notifySuccess(`Saved “${trimmed}”`);
          onClose();
        },
        onError: (err) =>
          setError(isApiError(err) ? (err.fields.name ?? err.message) : 'Could not save the search'),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Save search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            description="Find it later under History › Saved."
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!historyId}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
