import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import type { PipelineCandidate } from '@talentbase/shared';
import { Fragment, useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import {
  RowDetails,
  RowExpander,
  SECONDARY,
  useCompactTables,
  useExpandedRows,
} from '../../../components/responsive-table';
import { usePipelineCandidates } from '../api/get-pipeline';
import type { ListFilter } from '../api/query-keys';
import { daysInStage, labelName, labelOptions, positionKey, positionLabel, positionsOf } from '../lib/board';
import { CandidateMenu, LabelMenu } from './candidate-actions';
import type { ReportRows, SelectionProps } from './pipeline-board';
import { usePipeline } from './pipeline-context';

const PAGE_SIZE = 25;
const EMPTY: PipelineCandidate[] = [];

/** The candidate list filter as a table: contact, personal email, availability, stage and label, paged. */
export function PipelineList({
  selection,
  onRows,
}: {
  selection: SelectionProps & { setPage: (rows: PipelineCandidate[], on: boolean) => void };
  onRows: ReportRows;
}) {
  const { projectId, summary, abilities, openCandidate } = usePipeline();
  const [stage, setStage] = useState<string | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const [contact, setContact] = useState(false);
  const [personal, setPersonal] = useState(false);
  const [available, setAvailable] = useState(false);
  const [page, setPage] = useState(1);
  const positions = positionsOf(summary, true);
  const position = positions.find((p) => p.key === stage);
  const labels = position ? labelOptions(position.stageId) : [];
  const filter: ListFilter = {
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    filterByContact: contact,
    filterByPersonalContact: personal,
    filterByAvailability: available,
    ...(position ? { categoryId: position.categoryId, stageId: position.stageId } : {}),
    ...(position && label ? { stageNumber: Number(label) } : {}),
  };
  const list = usePipelineCandidates(projectId, filter);
  const rows = list.data?.data ?? EMPTY;
  useEffect(() => onRows('list', rows), [onRows, rows]);
  useEffect(() => () => onRows('list', null), [onRows]);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE) + (list.data?.totalCapped ? 1 : 0));
  const selectable = abilities.move || abilities.copy;
  const compact = useCompactTables();
  const expanded = useExpandedRows<number>();
  const allOnPage = rows.length > 0 && rows.every((r) => selection.isSelected(r.candidateId));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="sm" data-testid="pipeline-list">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Stage"
          placeholder="All stages"
          clearable
          w={220}
          data={positions.map((p) => ({ value: p.key, label: positionLabel(p) }))}
          value={stage}
          onChange={(v) => {
            reset(setStage)(v);
            setLabel(null);
          }}
        />
        <Select
          label="Label"
          placeholder={labels.length ? 'All labels' : 'Choose a stage first'}
          clearable
          w={200}
          disabled={labels.length === 0}
          data={labels.map((l) => ({ value: String(l.order), label: l.name }))}
          value={label}
          onChange={reset(setLabel)}
        />
        <Switch
          label="Has contact info"
          checked={contact}
          onChange={(e) => reset(setContact)(e.currentTarget.checked)}
        />
        <Switch
          label="Has personal email"
          checked={personal}
          onChange={(e) => reset(setPersonal)(e.currentTarget.checked)}
        />
        <Switch
          label="Likely available"
          checked={available}
          onChange={(e) => reset(setAvailable)(e.currentTarget.checked)}
        />
      </Group>
      {list.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label="Loading candidates">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError
          title="The candidate list could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed" fz="sm" py="lg" ta="center" data-testid="list-empty">
          {contact || personal || available || stage
            ? 'No candidates match these filters.'
            : 'No candidates in this project yet. Add some from Sourcing.'}
        </Text>
      ) : (
        // On a phone: tick box, name, stage and the menu; the rest opens under the row.
        <Table.ScrollContainer minWidth={compact ? 0 : 980}>
          <Table highlightOnHover verticalSpacing="xs" layout={compact ? 'auto' : 'fixed'}>
            <Table.Thead>
              <Table.Tr>
                {selectable ? (
                  <Table.Th w={40}>
                    <Checkbox
                      size="xs"
                      aria-label="Select all on this page"
                      checked={allOnPage}
                      onChange={(e) => selection.setPage(rows, e.currentTarget.checked)}
                    />
                  </Table.Th>
                ) : null}
                <Table.Th w={190}>Name</Table.Th>
                <Table.Th {...SECONDARY}>Title and company</Table.Th>
                <Table.Th w={130}>Stage</Table.Th>
                <Table.Th {...SECONDARY} w={130}>
                  Label
                </Table.Th>
                <Table.Th {...SECONDARY} w={90}>
                  In stage
                </Table.Th>
                <Table.Th {...SECONDARY} w={80}>
                  Contact
                </Table.Th>
                {selectable ? <Table.Th w={44} aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => {
                const at = positions.find((p) => p.key === positionKey(c.categoryId, c.stageId));
                const open = expanded.isOpen(c.candidateId);
                const label =
                  abilities.move && labelOptions(c.stageId).length > 0 ? (
                    <LabelMenu candidate={c} />
                  ) : c.stageLabel > 1 ? (
                    <Badge size="sm" variant="light" radius="sm">
                      {labelName(c.stageId, c.stageLabel)}
                    </Badge>
                  ) : (
                    <Text fz="sm" c="dimmed">
                      No label
                    </Text>
                  );
                const role = [c.currentTitle, c.currentCompany].filter(Boolean).join(' at ') || '—';
                const contact = c.hasPersonalEmail ? 'Personal email' : c.hasContact ? 'Yes' : '—';
                return (
                  <Fragment key={c.candidateId}>
                    <Table.Tr data-testid="list-row">
                      {selectable ? (
                        <Table.Td>
                          <Checkbox
                            size="xs"
                            aria-label={`Select ${c.name}`}
                            checked={selection.isSelected(c.candidateId)}
                            onChange={() => undefined}
                            onClick={(e) => selection.toggle(c, e.shiftKey, rows)}
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <RowExpander
                            label={c.name}
                            open={open}
                            onToggle={() => expanded.toggle(c.candidateId)}
                          />
                          <Anchor
                            component="button"
                            type="button"
                            aria-haspopup="dialog"
                            onClick={() => openCandidate(c)}
                            fz="sm"
                            fw={500}
                            truncate="end"
                            display="block"
                            // On a phone the table sizes to its content: a capped name keeps the
                            // stage and the menu in view.
                            maw={compact ? '40vw' : '100%'}
                            title={c.name}
                          >
                            {c.name}
                          </Anchor>
                        </Group>
                      </Table.Td>
                      <Table.Td {...SECONDARY}>
                        <Text fz="sm" truncate="end">
                          {role}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" truncate="end">
                          {at?.name ?? `Category ${c.categoryId}`}
                        </Text>
                      </Table.Td>
                      <Table.Td {...SECONDARY}>{label}</Table.Td>
                      <Table.Td fz="sm" {...SECONDARY}>
                        {daysInStage(c.stageUpdatedAt)}
                      </Table.Td>
                      <Table.Td fz="sm" {...SECONDARY}>
                        {contact}
                      </Table.Td>
                      {selectable ? (
                        <Table.Td>
                          <CandidateMenu candidate={c} />
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                    <RowDetails
                      open={open}
                      colSpan={8}
                      items={[
                        { label: 'Title and company', value: role },
                        { label: 'Label', value: label },
                        { label: 'In stage', value: daysInStage(c.stageUpdatedAt) },
                        { label: 'Contact', value: contact },
                      ]}
                    />
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" data-testid="list-total">
          {total.toLocaleString('en-US')}
          {list.data?.totalCapped ? '+' : ''} candidates
        </Text>
        {pages > 1 ? <Pagination size="sm" total={pages} value={page} onChange={setPage} /> : null}
      </Group>
    </Stack>
  );
}
