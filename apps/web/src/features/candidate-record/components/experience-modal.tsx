import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type CandidateRecord, experienceSchema } from '@talentbase/shared';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ModalActions } from './modal-actions';

type Row = {
  title: string;
  company: string;
  location: string;
  summary: string;
  iscurrent: boolean;
  start_date: string;
  end_date: string;
};
const EMPTY: Row = {
  title: '',
  company: '',
  location: '',
  summary: '',
  iscurrent: false,
  start_date: '',
  end_date: '',
};

const toValue = (rows: Row[]) =>
  rows.map((r) => ({
    title: r.title,
    company: r.company,
    location: r.location || null,
    summary: r.summary || null,
    iscurrent: r.iscurrent,
    start_date: r.start_date.trim() || null,
    end_date: r.iscurrent ? null : r.end_date.trim() || null,
  }));

export function ExperienceModal({
  record,
  refTo,
  opened,
  onClose,
}: {
  record: CandidateRecord;
  refTo: RecordRef;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useUpdateInfo(refTo, 'experience');
  const form = useForm<{ rows: Row[] }>({
    initialValues: {
      rows: record.profile.position.map((p) => ({
        title: p.title,
        company: p.company.name,
        location: p.location ?? '',
        summary: p.summary ?? '',
        iscurrent: p.iscurrent,
        start_date: p.start_date ?? '',
        end_date: p.end_date ?? '',
      })),
    },
  });
  const server = editErrors(save.error);
  const rowErrors = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `rows.${k}` : 'rows', v]));
  return (
    <Modal opened={opened} onClose={onClose} title="Edit experience" size="xl">
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ rows }) => {
          const value = toValue(rows);
          const errors = zodFieldErrors(experienceSchema, value);
          if (Object.keys(errors).length) return form.setErrors(rowErrors(errors));
          const saved = await save.mutateAsync(value).catch((e: unknown) => {
            form.setErrors(rowErrors(editErrors(e).fields));
            return null;
          });
          if (saved) {
            notifySuccess('Experience saved.');
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          {form.values.rows.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No positions yet.
            </Text>
          ) : null}
          {form.values.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <Card key={i} withBorder padding="sm">
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Title" required {...form.getInputProps(`rows.${i}.title`)} />
                  <TextInput label="Company" required {...form.getInputProps(`rows.${i}.company`)} />
                  <TextInput
                    label="Start (YYYY-MM)"
                    placeholder="2021-03"
                    {...form.getInputProps(`rows.${i}.start_date`)}
                  />
                  <TextInput
                    label="End (YYYY-MM)"
                    placeholder="2023-08"
                    disabled={row.iscurrent}
                    {...form.getInputProps(`rows.${i}.end_date`)}
                  />
                  <TextInput label="Location" {...form.getInputProps(`rows.${i}.location`)} />
                  <Checkbox
                    mt="lg"
                    label="Current position"
                    {...form.getInputProps(`rows.${i}.iscurrent`, { type: 'checkbox' })}
                  />
                </SimpleGrid>
                <Textarea label="Summary" rows={3} {...form.getInputProps(`rows.${i}.summary`)} />
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove position ${i + 1}`}
                    onClick={() => form.removeListItem('rows', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Card>
          ))}
          {form.errors.rows ? (
            <Text c="red" fz="sm">
              {form.errors.rows}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('rows', { ...EMPTY })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add position
          </Button>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
