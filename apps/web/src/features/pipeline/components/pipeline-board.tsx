/**
 * The board: a column per stage in pipeline order, cards dragged between them (mouse, touch or
 * keyboard, with spoken announcements), hidden stages (Exported, Archived) as folded columns that
 * open on demand, and a strip of every stage with its count above the columns, so counts stay in
 * view however far the board is scrolled. Columns keep their width and the board scrolls
 * sideways behind arrow buttons and an always-visible scrollbar.
 */
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconEyeOff,
  IconLayoutSidebarRightCollapse,
} from '@tabler/icons-react';
import type { PipelineCandidate } from '@talentbase/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { itemShortcuts } from '../../../lib/shortcuts/item-focus';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { usePipelineCandidates } from '../api/get-pipeline';
import { boardColumns, type Column } from '../lib/board';
import {
  boardAnnouncements,
  columnCollision,
  columnKeyboardCoordinates,
  DRAG_INSTRUCTIONS,
  type DragData,
} from '../lib/board-dnd';
import { CandidateCard, CardBody } from './candidate-card';
import { usePipeline } from './pipeline-context';

const PAGE = 25;
const COLUMN_WIDTH = 248;
const FOLDED_WIDTH = 52;
const EMPTY: PipelineCandidate[] = [];
// A click stays a click: a drag starts after 6 px with a mouse, after a 250 ms press with a finger.
const MOUSE = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 250, tolerance: 8 } };

export type SelectionProps = {
  isSelected: (candidateId: number) => boolean;
  /** Toggles one candidate; with shift, everything between the last one clicked and it in `order`. */
  toggle: (candidate: PipelineCandidate, shift: boolean, order: PipelineCandidate[]) => void;
};

/** Tells the section which cards a column shows, in order (the side panel's previous/next). */
export type ReportRows = (key: string, rows: PipelineCandidate[] | null) => void;

const countText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'candidate' : 'candidates'}`;
export const columnDomId = (key: string) => `board-column-${key.replace(/[^a-z0-9]/gi, '-')}`;

function FoldedColumn({ column, onOpen }: { column: Column; onOpen: () => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.key, data: { column } });
  return (
    <Paper
      ref={setNodeRef}
      id={columnDomId(column.key)}
      w={FOLDED_WIDTH}
      mih={220}
      p={4}
      radius="md"
      withBorder
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      style={{
        flexShrink: 0,
        borderStyle: 'dashed',
        borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
      data-testid="board-column"
      data-folded="true"
      aria-label={`${column.name}: ${countText(column.count)} (hidden stage)`}
      component="section"
    >
      <Tooltip label={`Show ${column.name}`} position="bottom">
        <UnstyledButton
          onClick={onOpen}
          aria-expanded={false}
          aria-label={`Show ${column.name}, a hidden stage with ${countText(column.count)}`}
          w="100%"
          h="100%"
          mih={210}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, paddingTop: 6 }}
        >
          <IconEyeOff size={16} aria-hidden="true" />
          <Text fz="sm" fw={700} data-testid="column-count">
            {column.count.toLocaleString('en-US')}
          </Text>
          <Text fz="sm" fw={600} style={{ writingMode: 'vertical-rl', whiteSpace: 'nowrap' }}>
            {column.name}
          </Text>
        </UnstyledButton>
      </Tooltip>
    </Paper>
  );
}

function BoardColumn({
  column,
  selection,
  onRows,
  onFold,
}: {
  column: Column;
  selection: SelectionProps;
  onRows: ReportRows;
  onFold?: () => void;
}) {
  const { projectId } = usePipeline();
  const [limit, setLimit] = useState(PAGE);
  const { setNodeRef, isOver, active } = useDroppable({ id: column.key, data: { column } });
  const page = usePipelineCandidates(projectId, {
    categoryId: column.categoryId,
    stageId: column.stageId,
    limit,
  });
  const rows = page.data?.data ?? EMPTY;
  const total = page.data?.total ?? column.count;
  useEffect(() => {
    onRows(column.key, rows);
  }, [onRows, column.key, rows]);
  useEffect(() => () => onRows(column.key, null), [onRows, column.key]);
  const from = (active?.data.current as DragData | undefined)?.columnKey;
  const target = isOver && from !== column.key;
  return (
    <Paper
      ref={setNodeRef}
      id={columnDomId(column.key)}
      tabIndex={-1}
      component="section"
      aria-label={`${column.name}: ${countText(column.count)}${column.hidden ? ' (hidden stage)' : ''}`}
      w={COLUMN_WIDTH}
      p="xs"
      radius="md"
      withBorder
      bg={target ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-gray-0)'}
      style={{
        flexShrink: 0,
        borderColor: target ? 'var(--mantine-primary-color-filled)' : undefined,
        borderStyle: column.hidden ? 'dashed' : undefined,
      }}
      data-testid="board-column"
      data-guide="pipeline-stage"
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" gap={4}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          {column.stageId !== null && column.name !== column.categoryName ? (
            <Text fz={11} c="dimmed" tt="uppercase" truncate="end">
              {column.categoryName}
            </Text>
          ) : null}
          <Title order={3} fz="sm" title={column.name}>
            <Text span inherit truncate="end" display="block">
              {column.name}
            </Text>
          </Title>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Text fz="sm" fw={700} data-testid="column-count" aria-hidden="true">
            {column.count.toLocaleString('en-US')}
          </Text>
          {onFold ? (
            <ActionIcon
              size={24}
              variant="subtle"
              color="gray"
              aria-label={`Fold ${column.name}`}
              aria-expanded
              onClick={onFold}
            >
              <IconLayoutSidebarRightCollapse size={14} aria-hidden="true" />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      {page.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label={`Loading ${column.name}`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={64} radius="md" />
          ))}
        </Stack>
      ) : page.isError ? (
        <LoadError title="Could not load this stage" error={page.error} onRetry={() => void page.refetch()} />
      ) : rows.length === 0 ? (
        <Text fz="xs" c="dimmed" ta="center" py="lg" data-testid="column-empty">
          {target ? `Drop here to move to ${column.name}.` : `No candidates in ${column.name} yet.`}
        </Text>
      ) : (
        <Stack gap={6} mah="max(320px, calc(100dvh - 320px))" style={{ overflowY: 'auto' }} p={2}>
          {rows.map((c) => (
            <CandidateCard
              key={c.candidateId}
              candidate={c}
              columnKey={column.key}
              selected={selection.isSelected(c.candidateId)}
              onToggle={(_, shift) => selection.toggle(c, shift, rows)}
            />
          ))}
          {total > rows.length ? (
            <Button
              size="xs"
              variant="subtle"
              loading={page.isFetching}
              onClick={() => setLimit((l) => Math.min(100, l + PAGE))}
              disabled={limit >= 100}
            >
              {limit >= 100
                ? `${(total - rows.length).toLocaleString('en-US')} more in the list view`
                : 'Show more'}
            </Button>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}

/** Every stage with its count: always in view, and a way to jump to a column off-screen. */
function StageStrip({ columns, onJump }: { columns: Column[]; onJump: (column: Column) => void }) {
  return (
    <Group
      component="nav"
      aria-label="Stages"
      gap={4}
      wrap="wrap"
      style={{ flex: 1, minWidth: 0 }}
      data-testid="stage-strip"
    >
      {columns.map((c) => (
        <Button
          key={c.key}
          size="compact-xs"
          variant={c.count > 0 ? 'light' : 'default'}
          color={c.count > 0 ? undefined : 'gray'}
          onClick={() => onJump(c)}
          leftSection={c.hidden ? <IconEyeOff size={12} aria-hidden="true" /> : undefined}
          rightSection={
            <Text span fz="xs" fw={700} inherit>
              {c.count.toLocaleString('en-US')}
            </Text>
          }
          aria-label={`${c.name}: ${countText(c.count)}${c.hidden ? ', hidden stage' : ''}. Show column`}
          data-testid="stage-chip"
        >
          {c.name}
        </Button>
      ))}
    </Group>
  );
}

export function PipelineBoard({ selection, onRows }: { selection: SelectionProps; onRows: ReportRows }) {
  const { summary, moves } = usePipeline();
  const columns = useMemo(() => boardColumns(summary), [summary]);
  const [opened, setOpened] = useLocalStorage<string[]>({
    key: 'tb-board-open-hidden-stages',
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const isOpen = (c: Column) => !c.hidden || opened.includes(c.key);
  const viewport = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ left: false, right: false });
  const [dragging, setDragging] = useState<PipelineCandidate | null>(null);
  const order = useRef<string[]>([]);
  order.current = columns.map((c) => c.key);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  // j/k walk the cards in reading order (down a column, then on to the next), x ticks, e opens.
  const boardRef = useRef<HTMLDivElement>(null);
  useShortcuts(itemShortcuts(() => boardRef.current));

  const measure = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    setScroll({ left: el.scrollLeft > 2, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns open and close change the width
  useEffect(measure, [opened, columns.length]);

  const keyboard = useMemo(() => ({ coordinateGetter: columnKeyboardCoordinates(() => order.current) }), []);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, keyboard),
  );
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(() => columnsRef.current),
      screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
    }),
    [],
  );

  const open = (c: Column) => setOpened((prev) => (prev.includes(c.key) ? prev : [...prev, c.key]));
  const fold = (c: Column) => setOpened((prev) => prev.filter((k) => k !== c.key));
  const jump = (c: Column) => {
    if (c.hidden) open(c);
    // After a hidden column opened, its width changed: wait a frame before scrolling to it.
    requestAnimationFrame(() => {
      const el = document.getElementById(columnDomId(c.key));
      el?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
      el?.focus({ preventScroll: true });
    });
  };
  const scrollBy = (direction: 1 | -1) =>
    viewport.current?.scrollBy({ left: direction * (COLUMN_WIDTH + 12) * 2, behavior: 'smooth' });

  const onDragStart = (e: DragStartEvent) =>
    setDragging((e.active.data.current as DragData | undefined)?.candidate ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const data = e.active.data.current as DragData | undefined;
    const target = columns.find((c) => c.key === e.over?.id);
    if (!data || !target || target.key === data.columnKey) return;
    moves.moveTo([data.candidate], { categoryId: target.categoryId, stageId: target.stageId });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <StageStrip columns={columns} onJump={jump} />
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <ActionIcon
            variant="default"
            aria-label="Scroll the board left"
            disabled={!scroll.left}
            onClick={() => scrollBy(-1)}
          >
            <IconChevronLeft size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label="Scroll the board right"
            disabled={!scroll.right}
            onClick={() => scrollBy(1)}
          >
            <IconChevronRight size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <Box pos="relative">
          <ScrollArea
            type="always"
            offsetScrollbars="x"
            viewportRef={viewport}
            onScrollPositionChange={measure}
            scrollbarSize={10}
          >
            <Group
              ref={boardRef}
              gap="sm"
              align="flex-start"
              wrap="nowrap"
              pb={4}
              data-testid="pipeline-board"
            >
              {columns.map((column) =>
                isOpen(column) ? (
                  <BoardColumn
                    key={column.key}
                    column={column}
                    selection={selection}
                    onRows={onRows}
                    onFold={column.hidden ? () => fold(column) : undefined}
                  />
                ) : (
                  <FoldedColumn key={column.key} column={column} onOpen={() => open(column)} />
                ),
              )}
            </Group>
          </ScrollArea>
          {scroll.right ? (
            <Box
              aria-hidden="true"
              pos="absolute"
              top={0}
              right={0}
              bottom={12}
              w={40}
              style={{
                pointerEvents: 'none',
                background: 'linear-gradient(to right, transparent, var(--mantine-color-body))',
              }}
            />
          ) : null}
        </Box>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <Card padding="xs" withBorder shadow="md" w={COLUMN_WIDTH - 20} style={{ cursor: 'grabbing' }}>
              <CardBody candidate={dragging} interactive={false} />
            </Card>
          ) : null}
        </DragOverlay>
      </DndContext>
    </Stack>
  );
}
