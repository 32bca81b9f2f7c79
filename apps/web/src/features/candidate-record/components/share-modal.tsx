import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { SHARE_MAX_RECIPIENTS, SHARE_TTL_DAYS } from '@talentbase/shared';
import { useState } from 'react';
import { type ShareTarget, useShareProfiles } from '../api/gdpr-and-share';
import type { RecordRef } from '../api/query-keys';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';

/**
 * Creates a read-only link without contact details. Email delivery comes with the email
 * integration: for now the link is shown to copy and send.
 */
export function ShareModal({
  target,
  record,
  opened,
  onClose,
}: {
  target: ShareTarget;
  /** The record page the dialog was opened from, refreshed after sharing. */
  record?: RecordRef;
  opened: boolean;
  onClose: () => void;
}) {
  const share = useShareProfiles(target, record);
  const many = target.candidateIds.length > 1;
  const [recipients, setRecipients] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const server = editErrors(share.error);
  const link = share.data ? `${window.location.origin}${share.data.sharePath}` : null;
  const close = () => {
    share.reset();
    setRecipients([]);
    setMessage('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={many ? `Share ${target.candidateIds.length} profiles` : 'Share profile'}
      size="lg"
    >
      {link ? (
        <Stack gap="sm">
          <Text fz="sm">
            Anyone with this link can read {many ? 'the profiles' : 'the profile'}, without contact details or
            your team’s notes, for {SHARE_TTL_DAYS} days. Copy it and send it to {recipients.join(', ')}.
          </Text>
          <Group wrap="nowrap" gap="xs">
            <TextInput
              aria-label="Share link"
              value={link}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            share.mutate({ recipients, ...(message.trim() ? { message } : {}) });
          }}
        >
          <Stack gap="sm">
            <FormMessage message={server.message} />
            <TagsInput
              label="Recipients"
              description={`Email addresses, up to ${SHARE_MAX_RECIPIENTS}. Press Enter after each.`}
              placeholder="name@company.com"
              value={recipients}
              onChange={setRecipients}
              maxTags={SHARE_MAX_RECIPIENTS}
              splitChars={[',', ' ', ';']}
              error={Object.entries(server.fields).find(([k]) => k.startsWith('recipients'))?.[1]}
              data-autofocus
            />
            <Textarea
              label="Message (optional)"
              rows={3}
              maxLength={2000}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Alert variant="light" color="gray">
              The link is read-only and leaves out emails, phone numbers, social links, notes and files.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={share.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={share.isPending} disabled={recipients.length === 0}>
                Create link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
