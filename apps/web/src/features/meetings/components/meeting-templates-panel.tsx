/**
 * Meeting templates: a name, a length (5 to 480 minutes, 30 by default), where and what. Yours can
 * be changed; a colleague's are listed so you can invite with them.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type MeetingTemplate,
  type SaveMeetingTemplate,
  saveMeetingTemplateRequestSchema,
} from '@talentbase/shared/contracts/meetings';
import { DEFAULT_MEETING_MINUTES, MEETING_PERIOD_LIMITS } from '@talentbase/shared/domain/calendar-status';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteMeetingTemplate, useMeetingTemplates, useSaveMeetingTemplate } from '../api/meetings-calls';

type Values = { name: string; periodMinutes: number | string; description: string; location: string };
const FIELDS = ['name', 'periodMinutes', 'description', 'location'] as const;
const EMPTY: Values = { name: '', periodMinutes: DEFAULT_MEETING_MINUTES, description: '', location: '' };

const toRequest = (v: Values): SaveMeetingTemplate => ({
  name: v.name,
  periodMinutes: typeof v.periodMinutes === 'number' ? v.periodMinutes : Number.NaN,
  description: v.description,
  location: v.location,
});

function TemplateForm({ editing, onDone }: { editing: MeetingTemplate | null; onDone: () => void }) {
  const save = useSaveMeetingTemplate();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: editing
      ? {
          name: editing.name,
          periodMinutes: editing.periodMinutes,
          description: editing.description,
          location: editing.location,
        }
      : EMPTY,
    validate: (values) => zodFieldErrors(saveMeetingTemplateRequestSchema, toRequest(values)),
  });
  const submit = form.onSubmit(async (values) => {
    setFormMessage(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, input: toRequest(values) });
      notifySuccess(editing ? 'The template is saved.' : 'The template is ready to invite with.', {
        title: editing ? 'Template saved' : 'Template created',
      });
      onDone();
    } catch (error) {
      const split = splitServerError(error, FIELDS);
      form.setErrors(split.fields);
      setFormMessage(split.formMessage);
    }
  });
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {editing ? `Edit “${editing.name}”` : 'New meeting template'}
          </Title>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <NumberInput
            label="Length in minutes"
            description={`From ${MEETING_PERIOD_LIMITS.min} to ${MEETING_PERIOD_LIMITS.max} minutes`}
            min={MEETING_PERIOD_LIMITS.min}
            max={MEETING_PERIOD_LIMITS.max}
            step={5}
            allowDecimal={false}
            // Say what is wrong rather than silently changing what was typed.
            clampBehavior="none"
            {...form.getInputProps('periodMinutes')}
          />
          <TextInput label="Location" {...form.getInputProps('location')} />
          <Textarea label="Description" minRows={3} {...form.getInputProps('description')} />
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save template' : 'Create template'}
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function MeetingTemplatesPanel() {
  const templates = useMeetingTemplates();
  const remove = useDeleteMeetingTemplate();
  const [editing, setEditing] = useState<MeetingTemplate | 'new' | null>(null);

  const del = async (t: MeetingTemplate) => {
    try {
      await remove.mutateAsync(t.id);
      notifySuccess(`“${t.name}” is deleted.`, { title: 'Template deleted' });
    } catch (error) {
      notifyError(error, 'The template could not be deleted');
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="templates-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="templates-title">
          Meeting templates
        </Title>
        {editing === null ? <Button onClick={() => setEditing('new')}>New template</Button> : null}
      </Group>
      {editing !== null ? (
        <TemplateForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {templates.isError ? (
        <LoadError
          title="Templates could not be loaded"
          error={templates.error}
          onRetry={() => templates.refetch()}
        />
      ) : !templates.data ? (
        <Skeleton height={80} />
      ) : templates.data.templates.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No meeting templates yet. A template keeps a meeting's length, place and description for the next
          invitation.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {templates.data.templates.map((t) => (
            <Card key={t.id} withBorder padding="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t.name}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {t.periodMinutes} minutes{t.location ? ` · ${t.location}` : ''}
                    {t.mine ? '' : ` · by ${t.owner.name}`}
                  </Text>
                </Stack>
                {t.mine ? (
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setEditing(t)}>
                      Edit<VisuallyHidden> {t.name}</VisuallyHidden>
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => del(t)}>
                      Delete<VisuallyHidden> {t.name}</VisuallyHidden>
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
