/**
 * Edit one scheduled message of a thread: subject, message and when it goes. Only that message
 * changes (the sequence's step stays as written); the server refuses once it has left (409).
 */
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { OutboxMessage } from '@talentbase/shared/contracts/engage-outbox';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useEditStep } from '../api/outbox';

/** `datetime-local` wants local wall time without a zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function EditStepModal({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const edit = useEditStep();
  // Stable across renders (TanStack Query), so the form resets only when another message opens.
  const resetEdit = edit.reset;
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!message) return;
    setSubject(message.subject);
    setBody(message.body);
    setDue(toLocalInput(message.scheduleTime));
    setErrors({});
    resetEdit();
  }, [message, resetEdit]);

  // A text has no subject, only its words (at most 1600 characters).
  const isText = message?.channel === 'Text';

  const submit = () => {
    if (!message) return;
    const problems: Record<string, string> = {};
    if (!isText && !subject.trim()) problems.subject = 'Enter a subject';
    if (!body.trim()) problems.body = 'Enter a message';
    const when = due ? new Date(due) : null;
    if (!when || Number.isNaN(when.getTime())) problems.dueAt = 'Enter a date and time';
    setErrors(problems);
    if (Object.keys(problems).length || !when) return;
    const changes = {
      ...(subject !== message.subject ? { subject: subject.trim() } : {}),
      ...(body !== message.body ? { body } : {}),
      ...(due !== toLocalInput(message.scheduleTime) ? { dueAt: when.toISOString() } : {}),
    };
    if (Object.keys(changes).length === 0) return onClose();
    edit.mutate(
      { threadId: message.threadId, step: message.step, changes },
      {
        onSuccess: () => {
          notifySuccess('Step updated');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.hasFieldErrors) setErrors(error.fields);
        },
      },
    );
  };

  const failure = edit.error && !(isApiError(edit.error) && edit.error.hasFieldErrors) ? edit.error : null;

  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message ? `Edit step ${message.step}` : ''}
      size="lg"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          ) : null}
          {isText ? null : (
            <TextInput
              label="Subject"
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
              maxLength={998}
            />
          )}
          <Textarea
            label="Message"
            description="Variables such as {{firstName}} are filled in when it is sent."
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={errors.body}
            rows={8}
            {...(isText ? { maxLength: 1600 } : {})}
          />
          <TextInput
            type="datetime-local"
            label="Send at"
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            error={errors.dueAt}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
