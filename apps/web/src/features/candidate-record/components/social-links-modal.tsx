import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CandidateRecord,
  SOCIAL_LINK_KEYS,
  SOCIAL_LINK_LABEL,
  type SocialLinkKey,
  socialLinksEditSchema,
} from '@talentbase/shared';
import { zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import type { RecordRef } from '../api/query-keys';
import { useUpdateInfo } from '../api/update-info';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ModalActions } from './modal-actions';

export function SocialLinksModal({
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
  const save = useUpdateInfo(refTo, 'socialLinks');
  const links = record.profile.basic.social_links;
  const form = useForm<Record<SocialLinkKey, string>>({
    initialValues: Object.fromEntries(SOCIAL_LINK_KEYS.map((k) => [k, links[k] ?? ''])) as Record<
      SocialLinkKey,
      string
    >,
    validate: (v) => zodFieldErrors(socialLinksEditSchema, v),
  });
  const server = editErrors(save.error);
  return (
    <Modal opened={opened} onClose={onClose} title="Edit social links" size="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const saved = await save.mutateAsync(values).catch((e: unknown) => {
            form.setErrors(editErrors(e).fields);
            return null;
          });
          if (saved) {
            notifySuccess('Social links saved.');
            onClose();
          }
        })}
      >
        <Stack gap="sm">
          <FormMessage message={server.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_LINK_KEYS.map((key) => (
              <TextInput
                key={key}
                label={SOCIAL_LINK_LABEL[key]}
                placeholder="https://"
                {...form.getInputProps(key)}
              />
            ))}
          </SimpleGrid>
          <ModalActions pending={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
