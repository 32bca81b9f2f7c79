import { Group, SimpleGrid, TextInput } from '@mantine/core';
import { type CandidateRecord, educationListSchema } from '@talentbase/shared';
import type { RecordRef } from '../api/query-keys';
import { ListEditModal } from './list-edit-modal';

type Row = { school: string; degree: string; major: string; startyear: string; endyear: string };
const EMPTY: Row = { school: '', degree: '', major: '', startyear: '', endyear: '' };
const year = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

const toValue = (rows: Row[]) =>
  rows.map((r) => ({
    school: r.school,
    degree: r.degree || null,
    major: r.major || null,
    startyear: year(r.startyear),
    endyear: year(r.endyear),
  }));

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
  return (
    <ListEditModal
      title="Edit education"
      part="education"
      refTo={refTo}
      initialRows={record.profile.education.map((e) => ({
        school: e.school,
        degree: e.degree ?? '',
        major: e.major ?? '',
        startyear: e.startyear ? String(e.startyear) : '',
        endyear: e.endyear ? String(e.endyear) : '',
      }))}
      emptyRow={() => ({ ...EMPTY })}
      noun="school"
      emptyText="No schools yet."
      savedText="Education saved."
      schema={educationListSchema}
      toValue={toValue}
      opened={opened}
      onClose={onClose}
      renderRow={(form, i, remove) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="School" required {...form.getInputProps(`rows.${i}.school`)} />
          <TextInput label="Degree" {...form.getInputProps(`rows.${i}.degree`)} />
          <TextInput label="Major" {...form.getInputProps(`rows.${i}.major`)} />
          <TextInput label="Start year" inputMode="numeric" {...form.getInputProps(`rows.${i}.startyear`)} />
          <TextInput label="End year" inputMode="numeric" {...form.getInputProps(`rows.${i}.endyear`)} />
          <Group justify="flex-end" align="flex-end">
            {remove}
          </Group>
        </SimpleGrid>
      )}
    />
  );
}
