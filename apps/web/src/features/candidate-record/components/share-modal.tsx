import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import {
  SHARE_MAX_RECIPIENTS,
  SHARE_MAX_TTL_DAYS,
  SHARE_MIN_TTL_DAYS,
  SHARE_OPTIONAL_SECTIONS,
  SHARE_SECTION_LABEL,
  SHARE_TTL_DAYS,
  type ShareOptionalSection,
} from '@talentbase/shared';
import { useState } from 'react';
import { type ShareTarget, useShareProfiles } from '../api/gdpr-and-share';
import type { RecordRef } from '../api/query-keys';
import { editErrors } from '../lib/server-errors';
import { FormMessage } from './form-message';
import { ShareLinks } from './share-links';

const expiryDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Creates a read-only link without contact details, for 1 to 90 days (30 unless changed);
 * compensation, visa, work authorisation and clearance only when ticked. Opened from a record,
 * it also lists the candidate's active links with revoke. Email delivery comes with the email
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
  const [days, setDays] = useState<number | string>(SHARE_TTL_DAYS);
  const [include, setInclude] = useState<ShareOptionalSection[]>([]);
  const server = editErrors(share.error);
  const link = share.data ? `${window.location.origin}${share.data.sharePath}` : null;
  const validDays =
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= SHARE_MIN_TTL_DAYS &&
    days <= SHARE_MAX_TTL_DAYS;
  const close = () => {
    share.reset();
    setRecipients([]);
    setMessage('');
    setDays(SHARE_TTL_DAYS);
    setInclude([]);
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
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Anyone with this link can read {many ? 'the profiles' : 'the profile'}, without contact details or
            your team’s notes, until {expiryDay(share.data?.expiresAt ?? '')}. Copy it and send it to{' '}
            {recipients.join(', ')}.
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
            if (!validDays) return;
            share.mutate({
              recipients,
              ...(message.trim() ? { message } : {}),
              expiresInDays: days as number,
              include,
            });
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
            <NumberInput
              label="Link works for"
              description={`${SHARE_MIN_TTL_DAYS} to ${SHARE_MAX_TTL_DAYS} days`}
              suffix={days === 1 ? ' day' : ' days'}
              min={SHARE_MIN_TTL_DAYS}
              max={SHARE_MAX_TTL_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={days}
              onChange={setDays}
              w={{ base: '100%', xs: 220 }}
              error={
                server.fields.expiresInDays ??
                (validDays ? undefined : `Choose ${SHARE_MIN_TTL_DAYS} to ${SHARE_MAX_TTL_DAYS} days`)
              }
            />
            <Checkbox.Group
              label="Also show"
              description="Left out of the link unless ticked"
              value={include}
              onChange={(v) => setInclude(v as ShareOptionalSection[])}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
                {SHARE_OPTIONAL_SECTIONS.map((s) => (
                  <Checkbox key={s} value={s} label={SHARE_SECTION_LABEL[s]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Alert variant="light" color="gray">
              The link is read-only and leaves out emails, phone numbers, social links, notes and files.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={share.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={share.isPending}
                disabled={recipients.length === 0 || !validDays}
              >
                Create link
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {record && !many ? (
        <>
          <Divider my="md" />
          <ShareLinks refTo={record} enabled={opened} />
        </>
      ) : null}
    </Modal>
  );
}
