import { ActionIcon, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type CandidateRecord, educationListSchema } from '@talentbase/shared';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ModalActions } from './modal-actions';

type Row = { school: string; degree: string; major: string; startyear: string; endyear: string };
const year = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

export function EducationModal({
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
  const save = useUpdateInfo(refTo, 'education');
  const form = useForm<{ rows: Row[] }>({
    initialValues: {
      rows: record.profile.education.map((e) => ({
        school: e.school,
        degree: e.degree ?? '',
        major: e.major ?? '',
        startyear: e.startyear ? String(e.startyear) : '',
        endyear: e.endyear ? String(e.endyear) : '',
      })),
    },
  });
  const server = editErrors(save.error);
  const rowErrors = (errors: Record<string, string>) =>
    Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `rows.${k}` : 'rows', v]));
  return (
    <Modal opened={opened} onClose={onClose} title="Edit education" size="xl">
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ rows }) => {
          const value = rows.map((r) => ({
            school: r.school,
            degree: r.degree || null,
            major: r.major || null,
            startyear: year(r.startyear),
            endyear: year(r.endyear),
          }));
          const errors = zodFieldErrors(educationListSchema, value);
          if (Object.keys(errors).length) return form.setErrors(rowErrors(errors));
          const saved = await save.mutateAsync(value).catch((e: unknown) => {
            form.setErrors(rowErrors(editErrors(e).fields));
            return null;
          });
          if (saved) {
            notifySuccess('Education saved.');
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          {form.values.rows.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No schools yet.
            </Text>
          ) : null}
          {form.values.rows.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <Card key={i} withBorder padding="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label="School" required {...form.getInputProps(`rows.${i}.school`)} />
                <TextInput label="Degree" {...form.getInputProps(`rows.${i}.degree`)} />
                <TextInput label="Major" {...form.getInputProps(`rows.${i}.major`)} />
                <TextInput
                  label="Start year"
                  inputMode="numeric"
                  {...form.getInputProps(`rows.${i}.startyear`)}
                />
                <TextInput
                  label="End year"
                  inputMode="numeric"
                  {...form.getInputProps(`rows.${i}.endyear`)}
                />
                <Group justify="flex-end" align="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove school ${i + 1}`}
                    onClick={() => form.removeListItem('rows', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </SimpleGrid>
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
            onClick={() =>
              form.insertListItem('rows', { school: '', degree: '', major: '', startyear: '', endyear: '' })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            Add school
          </Button>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
