import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconLock } from '@tabler/icons-react';
import type { Contacts, FilterPanelConfig } from '@talentbase/shared';
import { TermHelp } from '../../../../components/term-help';
import { errorMessage } from '../../../../lib/notify';
import { formatCount } from '../../lib/format';

type Credits = FilterPanelConfig['credits'];

function EmailLine({ address, tag }: { address: string; tag?: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor href={`mailto:${address}`} fz="sm" truncate>
        {address}
      </Anchor>
      {tag ? (
        <Badge size="xs" variant="light" color="gray">
          {tag}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Emails and phones: masked until the team reveals them (one credit, once per team). */
export function ContactBlock({
  contacts,
  credits,
  revealing,
  revealError,
  onReveal,
}: {
  contacts: Contacts;
  credits: Credits | undefined;
  revealing: boolean;
  revealError: unknown;
  onReveal: () => void;
}) {
  const { emailV2, contact } = contacts;
  const hasAny = contacts.hasEmail || contacts.hasPhone;
  const phones = (Object.entries(emailV2.phones) as [string, string[]][]).flatMap(([kind, numbers]) =>
    numbers.map((n) => ({ kind, number: n })),
  );

  if (!hasAny) {
    return (
      <Text fz="sm" c="dimmed">
        No contact details on file.
      </Text>
    );
  }

  if (!contacts.revealed) {
    const masked = [...emailV2.maskedEmails];
    return (
      <Stack gap="xs" data-testid="contact-block">
        {masked.map((m) => (
          <Group key={m} gap={6}>
            <IconLock size={14} aria-hidden="true" />
            <Text fz="sm" c="dimmed">
              {m}
            </Text>
          </Group>
        ))}
        {contact.phone.masked ? (
          <Group gap={6}>
            <IconLock size={14} aria-hidden="true" />
            <Text fz="sm" c="dimmed">
              {contact.phone.masked}
            </Text>
          </Group>
        ) : null}
        <Group gap="sm">
          <Button leftSection={<IconEye size={16} />} loading={revealing} onClick={onReveal}>
            Reveal contacts
          </Button>
          {credits ? (
            <Group gap={2} wrap="nowrap">
              <Text fz="xs" c="dimmed">
                Uses 1 credit · {formatCount(credits.remaining)} of {formatCount(credits.total)} left
              </Text>
              <TermHelp term="contractCredits" />
            </Group>
          ) : null}
        </Group>
        {credits?.warning ? (
          <Text fz="xs" c="orange">
            {credits.remaining > 0
              ? 'Your team is running low on contact credits.'
              : 'Your team has no contact credits left.'}
          </Text>
        ) : null}
        {revealError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {errorMessage(revealError)}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  const others = emailV2.otherEmails.filter((e) => e !== emailV2.primaryEmail);
  return (
    <Stack gap={6} data-testid="contact-block">
      {emailV2.primaryEmail ? <EmailLine address={emailV2.primaryEmail} tag="Primary" /> : null}
      {others.map((e) => (
        <EmailLine key={e} address={e} />
      ))}
      {emailV2.guessEmails.map((e) => (
        <EmailLine key={e} address={e} tag="Guessed" />
      ))}
      {phones.map((p) => (
        <Group key={`${p.kind}-${p.number}`} gap={6}>
          <Anchor href={`tel:${p.number.replace(/[^\d+]/g, '')}`} fz="sm">
            {p.number}
          </Anchor>
          <Badge size="xs" variant="light" color="gray">
            {p.kind}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
