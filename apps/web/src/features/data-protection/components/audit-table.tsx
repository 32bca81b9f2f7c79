import { ActionIcon, Anchor, Badge, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { AUDIT_KIND_LABEL, type AuditEntry, type AuditKind } from '@talentbase/shared';
import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../lib/labels';
import { erasurePath } from '../lib/paths';

const KIND_COLOR: Record<AuditKind, string> = {
  reveal: 'blue',
  export: 'grape',
  share: 'cyan',
  erasure: 'red',
  access_export: 'orange',
  retention: 'gray',
};

const TARGET_LABEL: Record<string, string> = {
  talent_profile: 'Candidate',
  candidate_share: 'Share link',
  candidate_import: 'Import',
  gdpr_erasure: 'Erasure',
  retention_rule: 'Retention rule',
};

function Target({ target }: { target: AuditEntry['target'] }): ReactNode {
  if (!target)
    return (
      <Text span fz="sm" c="dimmed">
        —
      </Text>
    );
  if (target.type === 'gdpr_erasure')
    return (
      <Anchor component={Link} to={erasurePath(target.id)} fz="sm">
        View erasure
      </Anchor>
    );
  return `${TARGET_LABEL[target.type] ?? target.type.replace(/_/g, ' ')} ${target.id}`;
}

function Who({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor)
    return (
      <Text span fz="sm">
        Talentbase (automatic)
      </Text>
    );
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {actor.name}
      </Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {actor.email}
      </Text>
    </Stack>
  );
}

/** The day on one line, the time under it: narrow enough for a phone's first column. */
function When({ at }: { at: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(at)}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatTime(at)}
      </Text>
    </Stack>
  );
}

const KindBadge = ({ kind }: { kind: AuditKind }) => (
  <Badge variant="light" color={KIND_COLOR[kind]} style={{ whiteSpace: 'nowrap' }}>
    {AUDIT_KIND_LABEL[kind]}
  </Badge>
);

/**
 * Who did what, when. Priority columns on a phone (when, what); kind and who from a small tablet;
 * the target and address on wider screens. Below the widest layout each row has an expander with
 * everything the row does not show.
 */
export function AuditTable({ entries, dimmed }: { entries: readonly AuditEntry[]; dimmed: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table
      aria-label="Audit log"
      fz="sm"
      verticalSpacing="xs"
      style={{ opacity: dimmed ? 0.6 : 1, tableLayout: 'auto' }}
      aria-busy={dimmed}
      data-testid="audit-table"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th visibleFrom="sm">Kind</Table.Th>
          <Table.Th visibleFrom="sm">Who</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th visibleFrom="lg">About</Table.Th>
          <Table.Th visibleFrom="lg">IP address</Table.Th>
          <Table.Th hiddenFrom="lg" w={44}>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const detailsId = `audit-details-${entry.id}`;
          return (
            <Fragment key={entry.id}>
              <Table.Tr data-testid="audit-entry">
                <Table.Td>
                  <When at={entry.at} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <KindBadge kind={entry.kind} />
                </Table.Td>
                <Table.Td visibleFrom="sm" maw={220}>
                  <Who actor={entry.actor} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.what}</Table.Td>
                <Table.Td visibleFrom="lg">
                  <Target target={entry.target} />
                </Table.Td>
                <Table.Td visibleFrom="lg">{entry.ip ?? '—'}</Table.Td>
                <Table.Td hiddenFrom="lg">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={expanded ? 'Hide details' : 'Show details'}
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailsId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {expanded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
              {expanded ? (
                <Table.Tr hiddenFrom="lg" id={detailsId} data-testid="audit-details">
                  <Table.Td colSpan={7} bg="var(--mantine-color-gray-0)">
                    <dl
                      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}
                    >
                      <dt>Kind</dt>
                      <dd style={{ margin: 0 }}>
                        <KindBadge kind={entry.kind} />
                      </dd>
                      <dt>Who</dt>
                      <dd style={{ margin: 0, minWidth: 0 }}>
                        <Who actor={entry.actor} />
                      </dd>
                      <dt>About</dt>
                      <dd style={{ margin: 0 }}>
                        <Target target={entry.target} />
                      </dd>
                      <dt>IP address</dt>
                      <dd style={{ margin: 0 }}>{entry.ip ?? '—'}</dd>
                    </dl>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
