import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { basicInfoSchema, type CandidateRecord } from '@talentbase/shared';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';

const FIELDS = [
  ['fullname', 'Full name'],
  ['headline', 'Headline'],
  ['current_title', 'Current title'],
  ['current_company', 'Current company'],
  ['location', 'Location'],
  ['city', 'City'],
  ['state', 'State or region'],
  ['country', 'Country'],
] as const;

type Values = Record<(typeof FIELDS)[number][0] | 'summary', string>;

function valuesOf(record: CandidateRecord): Values {
  const b = record.profile.basic;
  return {
    fullname: b.fullname,
    headline: b.headline ?? '',
    summary: b.summary ?? '',
    current_title: b.current_title ?? '',
    current_company: b.current_company ?? '',
    location: b.location ?? '',
    city: b.city ?? '',
    state: b.state ?? '',
    country: b.country ?? '',
  };
}

export function BasicInfoModal({
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
  const save = useUpdateInfo(refTo, 'basicInfo');
  const form = useForm<Values>({
    initialValues: valuesOf(record),
    validate: (v) => zodFieldErrors(basicInfoSchema, v),
  });
  const server = editErrors(save.error);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit basic info" size="lg">
      <form
        onSubmit={form.onSubmit(async (values) => {
          const saved = await save.mutateAsync(values).catch((e: unknown) => {
            form.setErrors(editErrors(e).fields);
            return null;
          });
          if (!saved) return;
          notifySuccess('Basic info saved.');
          onClose();
        })}
        noValidate
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map(([key, label]) => (
              <TextInput
                key={key}
                label={label}
                required={key === 'fullname'}
                data-autofocus={key === 'fullname' || undefined}
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
          <Textarea label="Summary" rows={3} {...form.getInputProps('summary')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
