import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconMail, IconPhone } from '@tabler/icons-react';
import type { CandidateRecord } from '@talentbase/shared';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useMe } from '../../auth/api/get-me';
import { revealToastMessage, useViewContacts } from '../../sourcing/api/view-contacts';
import { ContactBlock } from '../../sourcing/components/profile/contact-block';
import { useRecordRefresh } from '../api/get-record';
import type { RecordRef } from '../api/query-keys';
import { EmailsModal, PhonesModal } from './contacts-modal';
import { SectionCard } from './section-card';

/**
 * Contacts as search shows them (masked until the team reveals them, one credit), with the
 * email and phone editors for those who may edit. Editing needs the contacts revealed first,
 * so nobody replaces addresses they have not seen.
 */
export function ContactsCard({ record, refTo }: { record: CandidateRecord; refTo: RecordRef }) {
  const me = useMe().data;
  const canReveal = useCan('sourcing');
  const reveal = useViewContacts();
  const refresh = useRecordRefresh(refTo);
  const [editing, setEditing] = useState<'emails' | 'phones' | null>(null);
  const credits = me ? { ...me.contractCredits, warning: me.creditWarning } : undefined;
  const { contacts, editableContacts, permissions } = record;
  return (
    <SectionCard title="Contact">
      {canReveal || contacts.revealed ? (
        <ContactBlock
          contacts={contacts}
          credits={credits}
          revealing={reveal.isPending}
          revealError={reveal.error}
          onReveal={() =>
            reveal.mutate(record.candidateId, {
              // Says what the reveal cost, as on the search page; an error shows in the card.
              onSuccess: (result) => {
                notifySuccess(revealToastMessage(result));
                refresh();
              },
            })
          }
        />
      ) : (
        <Stack gap={4}>
          {contacts.emailV2.maskedEmails.map((m) => (
            <Group key={m} gap={6}>
              <IconLock size={14} aria-hidden="true" />
              <Text fz="sm" c="dimmed">
                {m}
              </Text>
            </Group>
          ))}
          {contacts.hasEmail || contacts.hasPhone ? (
            <Text fz="xs" c="dimmed">
              Contacts are hidden until a teammate with sourcing access reveals them.
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              No contact details on file.
            </Text>
          )}
        </Stack>
      )}
      {permissions.editContact ? (
        editableContacts ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMail size={14} />}
              onClick={() => setEditing('emails')}
            >
              Edit emails
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPhone size={14} />}
              onClick={() => setEditing('phones')}
            >
              Edit phones
            </Button>
          </Group>
        ) : (
          <Text fz="xs" c="dimmed">
            Reveal the contacts to edit them.
          </Text>
        )
      ) : null}
      {editableContacts && editing === 'emails' ? (
        <EmailsModal contacts={editableContacts} refTo={refTo} opened onClose={() => setEditing(null)} />
      ) : null}
      {editableContacts && editing === 'phones' ? (
        <PhonesModal contacts={editableContacts} refTo={refTo} opened onClose={() => setEditing(null)} />
      ) : null}
    </SectionCard>
  );
}
