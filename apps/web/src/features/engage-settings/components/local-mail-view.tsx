/**
 * Local test mail: what this machine's catcher received from the team's local mailboxes, newest
 * first, and one message with its headers, its HTML (sanitised by the server, links kept so the
 * tracking and unsubscribe links can be tried) and its text. A banner says, always, that none of
 * it was delivered to anyone.
 */
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { LocalMailMessage, LocalMailSummary } from '@talentbase/shared/contracts/engage-mailboxes';
import type { MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { formatBytes } from '../../../lib/file-checks';
import { useLocalMail, useLocalMailMessage } from '../api/engage-settings-calls';
import { AnswerAsCandidate } from './answer-as-candidate';

export function LocalMailBanner() {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title="Local test mail: nothing here was delivered"
      data-testid="local-mail-banner"
    >
      These messages were caught on this machine by the built-in test mail server and not delivered to anyone.
      Mailboxes set to “Local test mail” send here, so you can see exactly what a candidate would receive.
    </Alert>
  );
}

function MessageRow({ m, selected, onOpen }: { m: LocalMailSummary; selected: boolean; onOpen: () => void }) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      p="sm"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 6,
        // A border rather than a tint: the dimmed lines keep their contrast on the page's background.
        boxShadow: selected ? 'inset 3px 0 0 var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Text
        fz="sm"
        fw={selected ? 700 : 600}
        c={selected ? 'blue.8' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {m.subject || '(no subject)'}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        To {m.to.join(', ') || 'nobody'} · from {m.from ?? 'unknown'}
      </Text>
      <Text fz="xs" c="dimmed">
        {new Date(m.receivedAt).toLocaleString()}
      </Text>
    </UnstyledButton>
  );
}

const HEADER_ROWS: [keyof LocalMailMessage['headers'], string][] = [
  ['from', 'From'],
  ['to', 'To'],
  ['cc', 'Cc'],
  ['subject', 'Subject'],
  ['date', 'Date'],
  ['messageId', 'Message-ID'],
  ['inReplyTo', 'In-Reply-To'],
  ['references', 'References'],
  ['listUnsubscribe', 'List-Unsubscribe'],
  ['listUnsubscribePost', 'List-Unsubscribe-Post'],
];

/** Links in a caught message open in a new tab, never in place of the app. */
function openLinksApart(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as HTMLElement).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href) return;
  event.preventDefault();
  window.open(href, '_blank', 'noopener,noreferrer');
}

function MessageView({ id }: { id: number }) {
  const message = useLocalMailMessage(id);
  if (!message.data) {
    if (message.isError)
      return (
        <LoadError
          title="This message could not be loaded"
          error={message.error}
          onRetry={() => message.refetch()}
        />
      );
    return <Skeleton height={320} data-testid="local-message-loading" />;
  }
  const m = message.data;
  return (
    <Stack gap="md" data-testid="local-message">
      <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {m.headers.subject || '(no subject)'}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder fz="xs">
        <Table.Tbody>
          {HEADER_ROWS.filter(([key]) => m.headers[key]).map(([key, label]) => (
            <Table.Tr key={key}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.headers[key]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AnswerAsCandidate key={m.id} id={m.id} />
      {m.attachments.length > 0 ? (
        <Group gap="xs" data-testid="local-message-attachments">
          <Text fz="sm" fw={500}>
            Attachments
          </Text>
          {m.attachments.map((a) => (
            <Badge
              key={`${a.fileName}:${a.size}:${a.contentType}`}
              variant="light"
              color="gray"
              tt="none"
              fw={500}
            >
              {a.fileName} · {formatBytes(a.size)}
            </Badge>
          ))}
        </Group>
      ) : null}
      {m.html ? (
        <Card withBorder padding="md">
          <Text fz="xs" c="dimmed" mb="xs">
            HTML (links open in a new tab)
          </Text>
          {/* Sanitised on the server with the email allow-list: no scripts, styles or event handlers. */}
          <Box
            onClick={openLinksApart}
            style={{ overflowWrap: 'anywhere', maxWidth: '100%', overflowX: 'auto' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised email HTML
            dangerouslySetInnerHTML={{ __html: m.html }}
          />
        </Card>
      ) : null}
      {m.text ? (
        <Card withBorder padding="md">
          <Text fz="xs" c="dimmed" mb="xs">
            Plain text
          </Text>
          <Text
            component="pre"
            fz="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}
          >
            {m.text}
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}

export function LocalMailView() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('id')) || null;
  const list = useLocalMail(page);

  const go = (next: { page?: number; id?: number | null }) => {
    const p = new URLSearchParams(params);
    if (next.page !== undefined) p.set('page', String(next.page));
    if (next.id === null) p.delete('id');
    else if (next.id !== undefined) p.set('id', String(next.id));
    setParams(p);
  };

  if (!list.data) {
    if (list.isError)
      return (
        <LoadError
          title="Local test mail could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      );
    return <Skeleton height={320} data-testid="local-mail-loading" />;
  }
  const { data, total, pageSize, enabled } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Stack gap="md">
      {!enabled ? (
        <Alert color="gray" variant="light">
          The local test mail server is not running on this installation, so no new messages arrive here.
        </Alert>
      ) : null}
      {total === 0 ? (
        <Card withBorder padding="xl" data-testid="local-mail-empty">
          <Stack gap="xs" align="center">
            <Text fw={500}>No test mail yet</Text>
            <Text fz="sm" c="dimmed" ta="center">
              When a sequence sends from a mailbox set to “Local test mail”, its messages appear here.{' '}
              <Anchor component={Link} to="/admin/settings/email">
                Check your mailbox
              </Anchor>
              .
            </Text>
          </Stack>
        </Card>
      ) : (
        <Group align="flex-start" gap="md" wrap="wrap">
          <Card withBorder padding="xs" style={{ flex: '1 1 280px', maxWidth: '100%', minWidth: 0 }}>
            <Group justify="space-between" px="sm" py={4}>
              <Text fz="sm" fw={500}>
                Messages
              </Text>
              <Badge variant="light">{total}</Badge>
            </Group>
            <Stack gap={2} component="nav" aria-label="Caught messages">
              {data.map((m) => (
                <MessageRow key={m.id} m={m} selected={m.id === selected} onOpen={() => go({ id: m.id })} />
              ))}
            </Stack>
            {pages > 1 ? (
              <Group justify="center" mt="sm">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={(p) => go({ page: p, id: null })}
                  size="sm"
                />
              </Group>
            ) : null}
          </Card>
          <Box style={{ flex: '2 1 420px', minWidth: 0, maxWidth: '100%' }}>
            {selected ? (
              <MessageView id={selected} />
            ) : (
              <Text fz="sm" c="dimmed" p="md">
                Choose a message to see it as the candidate would, with its headers.
              </Text>
            )}
          </Box>
        </Group>
      )}
    </Stack>
  );
}
