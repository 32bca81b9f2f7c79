import { Alert, Button, Group, List, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SubjectPreview } from '@talentbase/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { plural, suppressionText } from '../lib/labels';

/** What the admin types to confirm: a word, not a name (an open-web person has none to show). */
export const CONFIRM_WORD = 'ERASE';

/**
 * The last step before an erasure: what goes, said plainly, and a typed confirmation so that it
 * is never one stray click. The typed field has the focus; Enter submits once it matches.
 */
export function EraseConfirmModal({
  opened,
  preview,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  preview: SubjectPreview;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const matches = typed.trim().toUpperCase() === CONFIRM_WORD;
  const close = () => {
    setTyped('');
    setTouched(false);
    onClose();
  };
  const people = preview.people.length;

  return (
    <Modal opened={opened} onClose={close} title="Erase permanently?" centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (matches) onConfirm();
        }}
      >
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="This cannot be undone"
          >
            <List fz="sm" spacing={4}>
              <List.Item>
                {plural(people, 'profile')} and {plural(preview.totalRows, 'row')} about them are deleted
                everywhere in Talentbase, files included.
              </List.Item>
              <List.Item>
                {suppressionText(preview.identifiers)}: no import or search brings this person back.
              </List.Item>
              {preview.otherTeams > 0 ? (
                <List.Item>
                  {plural(preview.otherTeams, 'other team')} also{' '}
                  {preview.otherTeams === 1 ? 'loses its record' : 'lose their records'} of this open-web
                  person.
                </List.Item>
              ) : null}
              <List.Item>
                A backup restored later forgets them again. The audit log keeps that an erasure happened, not
                who it was about.
              </List.Item>
            </List>
          </Alert>
          <TextInput
            label={`Type ${CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={touched && !matches ? `Type ${CONFIRM_WORD} to confirm the erasure` : undefined}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Erase {people === 1 ? 'this person' : `${people} profiles`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
