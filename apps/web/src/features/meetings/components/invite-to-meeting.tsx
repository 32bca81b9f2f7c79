/**
 * "Invite to a meeting" from a conversation: pick a template (or none: 30 minutes), a start and
 * optionally another length. The server sends the calendar invitation from the user's mailbox
 * and moves the candidate to Scheduled; a refusal (no mailbox, a bad time) is shown in the form.
 */
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_MEETING_MINUTES, MEETING_PERIOD_LIMITS } from '@talentbase/shared/domain/calendar-status';
import { useState } from 'react';
import { splitServerError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useInviteToMeeting, useMeetingTemplates } from '../api/meetings-calls';

/** The next whole hour tomorrow, as a datetime-local value in the browser's time zone. */
function tomorrowAtTen(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function InviteForm({
  threadId,
  candidateName,
  onDone,
}: {
  threadId: number;
  candidateName: string;
  onDone: () => void;
}) {
  const templates = useMeetingTemplates();
  const invite = useInviteToMeeting();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [start, setStart] = useState(tomorrowAtTen());
  const [minutes, setMinutes] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const template = templates.data?.templates.find((t) => t.id === templateId) ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormMessage(null);
    const when = new Date(start);
    const next: Record<string, string> = {};
    if (!start || Number.isNaN(when.getTime())) next.start = 'Enter the start date and time';
    if (
      minutes !== '' &&
      (typeof minutes !== 'number' ||
        minutes < MEETING_PERIOD_LIMITS.min ||
        minutes > MEETING_PERIOD_LIMITS.max)
    )
      next.durationMinutes = `A meeting lasts ${MEETING_PERIOD_LIMITS.min} to ${MEETING_PERIOD_LIMITS.max} minutes`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await invite.mutateAsync({
        threadId: String(threadId),
        start: when.toISOString(),
        ...(templateId ? { templateId } : {}),
        ...(typeof minutes === 'number' ? { durationMinutes: minutes } : {}),
      });
      notifySuccess(`${candidateName} gets a calendar invitation from your mailbox.`, {
        title: 'Invitation sent',
      });
      onDone();
    } catch (error) {
      const split = splitServerError(error, ['start', 'durationMinutes', 'templateId']);
      setErrors(split.fields);
      setFormMessage(split.formMessage);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Template"
          placeholder="No template"
          clearable
          data={(templates.data?.templates ?? []).map((t) => ({
            value: t.id,
            label: `${t.name} (${t.periodMinutes} min)`,
          }))}
          value={templateId}
          onChange={setTemplateId}
          error={errors.templateId}
        />
        <TextInput
          label="Starts"
          type="datetime-local"
          required
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.start}
        />
        <NumberInput
          label="Length in minutes"
          description={`Leave empty for ${template ? `the template's ${template.periodMinutes}` : DEFAULT_MEETING_MINUTES} minutes`}
          min={MEETING_PERIOD_LIMITS.min}
          max={MEETING_PERIOD_LIMITS.max}
          clampBehavior="none"
          allowDecimal={false}
          value={minutes}
          onChange={setMinutes}
          error={errors.durationMinutes}
        />
        <Text fz="xs" c="dimmed">
          The invitation goes from your mailbox; {candidateName} moves to Scheduled.
        </Text>
        {formMessage ? (
          <Alert color="red" variant="light" role="alert">
            {formMessage}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InviteToMeetingButton({
  threadId,
  candidateName,
}: {
  threadId: number;
  candidateName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        Invite to a meeting
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Invite ${candidateName} to a meeting`}>
        {open ? (
          <InviteForm threadId={threadId} candidateName={candidateName} onDone={() => setOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}
