import { Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import {
  type CandidateRecord,
  EMAIL_TYPES,
  emailsSchema,
  PHONE_TYPES,
  phonesSchema,
} from '@talentbase/shared';
import type { RecordRef } from '../api/query-keys';
import { ListEditModal } from './list-edit-modal';

type Editable = NonNullable<CandidateRecord['editableContacts']>;
type Email = Editable['emails'][number];
type Phone = Editable['phones'][number];
const label = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;

type Props = { contacts: Editable; refTo: RecordRef; opened: boolean; onClose: () => void };

export function EmailsModal({ contacts, refTo, opened, onClose }: Props) {
  return (
    <ListEditModal<Email, 'emails'>
      title="Edit emails"
      size="lg"
      part="emails"
      refTo={refTo}
      initialRows={contacts.emails.length ? contacts.emails : [{ address: '', type: 'work', primary: true }]}
      // The first address is the primary one until the recruiter picks another.
      emptyRow={(rows) => ({ address: '', type: 'work', primary: rows.length === 0 })}
      noun="email"
      emptyText="No email addresses."
      savedText="Emails saved."
      schema={emailsSchema}
      toValue={(rows) => rows}
      inCards={false}
      around={(entries, form) => (
        <Radio.Group
          value={String(
            Math.max(
              0,
              form.values.rows.findIndex((e) => e.primary),
            ),
          )}
          onChange={(i) =>
            form.setFieldValue(
              'rows',
              form.values.rows.map((e, n) => ({ ...e, primary: String(n) === i })),
            )
          }
          label="Primary address"
        >
          <Stack gap="xs" mt={4}>
            {entries}
          </Stack>
        </Radio.Group>
      )}
      opened={opened}
      onClose={onClose}
      renderRow={(form, i, remove) => (
        <Group align="flex-start" wrap="nowrap">
          <Radio value={String(i)} aria-label={`Make email ${i + 1} primary`} mt={8} />
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Email ${i + 1}`}
            placeholder="name@example.com"
            {...form.getInputProps(`rows.${i}.address`)}
          />
          <Select
            w={130}
            aria-label={`Email ${i + 1} type`}
            data={EMAIL_TYPES.map((v) => ({ value: v, label: label(v) }))}
            allowDeselect={false}
            {...form.getInputProps(`rows.${i}.type`)}
          />
          {remove}
        </Group>
      )}
    />
  );
}

export function PhonesModal({ contacts, refTo, opened, onClose }: Props) {
  return (
    <ListEditModal<Phone, 'phones'>
      title="Edit phone numbers"
      size="lg"
      part="phones"
      refTo={refTo}
      initialRows={contacts.phones.length ? contacts.phones : [{ number: '', type: 'personal' }]}
      emptyRow={() => ({ number: '', type: 'personal' })}
      noun="phone"
      emptyText="No phone numbers."
      savedText="Phone numbers saved."
      schema={phonesSchema}
      toValue={(rows) => rows}
      inCards={false}
      opened={opened}
      onClose={onClose}
      renderRow={(form, i, remove) => (
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Phone ${i + 1}`}
            placeholder="+1 512 555 0100"
            {...form.getInputProps(`rows.${i}.number`)}
          />
          <Select
            w={130}
            aria-label={`Phone ${i + 1} type`}
            data={PHONE_TYPES.map((v) => ({ value: v, label: label(v) }))}
            allowDeselect={false}
            {...form.getInputProps(`rows.${i}.type`)}
          />
          {remove}
        </Group>
      )}
    />
  );
}
