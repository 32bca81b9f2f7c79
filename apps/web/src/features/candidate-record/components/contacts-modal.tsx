import { ActionIcon, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type CandidateRecord,
  EMAIL_TYPES,
  emailsSchema,
  PHONE_TYPES,
  phonesSchema,
} from '@talentbase/shared';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ModalActions } from './modal-actions';

type Editable = NonNullable<CandidateRecord['editableContacts']>;
const label = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;

export function EmailsModal({
  contacts,
  refTo,
  opened,
  onClose,
}: {
  contacts: Editable;
  refTo: RecordRef;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useUpdateInfo(refTo, 'emails');
  const form = useForm<{ emails: Editable['emails'] }>({
    initialValues: {
      emails: contacts.emails.length ? contacts.emails : [{ address: '', type: 'work', primary: true }],
    },
  });
  const primary = String(
    Math.max(
      0,
      form.values.emails.findIndex((e) => e.primary),
    ),
  );
  const server = editErrors(save.error);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit emails" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ emails }) => {
          const errors = zodFieldErrors(emailsSchema, emails);
          if (Object.keys(errors).length) return form.setErrors(prefix('emails', errors));
          const saved = await save.mutateAsync(emails).catch((e: unknown) => {
            form.setErrors(prefix('emails', editErrors(e).fields));
            return null;
          });
          if (saved) {
            notifySuccess('Emails saved.');
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          <Radio.Group
            value={primary}
            onChange={(i) =>
              form.setFieldValue(
                'emails',
                form.values.emails.map((e, n) => ({ ...e, primary: String(n) === i })),
              )
            }
            label="Primary address"
          >
            <Stack gap="xs" mt={4}>
              {form.values.emails.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                <Group key={i} align="flex-start" wrap="nowrap">
                  <Radio value={String(i)} aria-label={`Make email ${i + 1} primary`} mt={8} />
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={`Email ${i + 1}`}
                    placeholder="name@example.com"
                    {...form.getInputProps(`emails.${i}.address`)}
                    error={form.errors[`emails.${i}.address`]}
                  />
                  <Select
                    w={130}
                    aria-label={`Email ${i + 1} type`}
                    data={EMAIL_TYPES.map((v) => ({ value: v, label: label(v) }))}
                    allowDeselect={false}
                    {...form.getInputProps(`emails.${i}.type`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={`Remove email ${i + 1}`}
                    onClick={() => form.removeListItem('emails', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          {form.errors.emails ? (
            <Text c="red" fz="sm">
              {form.errors.emails}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              form.insertListItem('emails', {
                address: '',
                type: 'work',
                primary: form.values.emails.length === 0,
              })
            }
            style={{ alignSelf: 'flex-start' }}
          >
            Add email
          </Button>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

export function PhonesModal({
  contacts,
  refTo,
  opened,
  onClose,
}: {
  contacts: Editable;
  refTo: RecordRef;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useUpdateInfo(refTo, 'phones');
  const form = useForm<{ phones: Editable['phones'] }>({
    initialValues: { phones: contacts.phones.length ? contacts.phones : [{ number: '', type: 'personal' }] },
  });
  const server = editErrors(save.error);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit phone numbers" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ phones }) => {
          const errors = zodFieldErrors(phonesSchema, phones);
          if (Object.keys(errors).length) return form.setErrors(prefix('phones', errors));
          const saved = await save.mutateAsync(phones).catch((e: unknown) => {
            form.setErrors(prefix('phones', editErrors(e).fields));
            return null;
          });
          if (saved) {
            notifySuccess('Phone numbers saved.');
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          {form.values.phones.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
            <Group key={i} align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Phone ${i + 1}`}
                placeholder="+1 512 555 0100"
                {...form.getInputProps(`phones.${i}.number`)}
              />
              <Select
                w={130}
                aria-label={`Phone ${i + 1} type`}
                data={PHONE_TYPES.map((v) => ({ value: v, label: label(v) }))}
                allowDeselect={false}
                {...form.getInputProps(`phones.${i}.type`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove phone ${i + 1}`}
                onClick={() => form.removeListItem('phones', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {form.errors.phones ? (
            <Text c="red" fz="sm">
              {form.errors.phones}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('phones', { number: '', type: 'personal' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add phone
          </Button>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Field paths of a list's errors as the form names them (`emails.0.address`). */
function prefix(list: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k ? `${list}.${k}` : list, v]));
}
