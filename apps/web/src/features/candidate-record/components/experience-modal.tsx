import { Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type CandidateRecord, experienceSchema } from '@talentbase/shared';
import type { RecordRef } from '../api/query-keys';
import { ListEditModal } from './list-edit-modal';

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
  return (
    <ListEditModal
      title="Edit experience"
      part="experience"
      refTo={refTo}
      initialRows={record.profile.position.map((p) => ({
        title: p.title,
        company: p.company.name,
        location: p.location ?? '',
        summary: p.summary ?? '',
        iscurrent: p.iscurrent,
        start_date: p.start_date ?? '',
        end_date: p.end_date ?? '',
      }))}
      emptyRow={() => ({ ...EMPTY })}
      noun="position"
      emptyText="No positions yet."
      savedText="Experience saved."
      schema={experienceSchema}
      toValue={toValue}
      opened={opened}
      onClose={onClose}
      renderRow={(form, i, remove) => (
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
              disabled={form.values.rows[i]?.iscurrent}
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
          <Group justify="flex-end">{remove}</Group>
        </Stack>
      )}
    />
  );
}
