/**
 * Dragging cards between columns with dnd-kit. The keyboard moves a picked-up card a whole column
 * at a time (left and right arrows) instead of dnd-kit's default 25 px steps, and a drop lands in
 * the column under the pointer or, from the keyboard, under the card's centre.
 */
import {
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';
import type { PipelineCandidate } from '@talentbase/shared';
import type { Column } from './board';

export type DragData = { candidate: PipelineCandidate; columnKey: string };
export type DropData = { column: Column };

/** `order` gives the droppable column keys left to right, read when a key is pressed. */
export function columnKeyboardCoordinates(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
      event.preventDefault();
      return undefined;
    }
    if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const keys = order();
    const from = String(over?.id ?? (active.data.current as DragData | undefined)?.columnKey ?? '');
    const next = keys[keys.indexOf(from) + (event.code === 'ArrowRight' ? 1 : -1)];
    const rect = next === undefined ? undefined : droppableRects.get(next);
    if (!rect) return undefined;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 8 };
  };
}

/** The column under the pointer; from the keyboard (no pointer), the one under the card's centre. */
export const columnCollision: CollisionDetection = (args) => {
  const pointer = pointerWithin(args);
  if (pointer.length > 0) return pointer;
  const { collisionRect, droppableContainers, droppableRects } = args;
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + Math.min(collisionRect.height / 2, 40);
  const under = droppableContainers.find((c) => {
    const r = droppableRects.get(c.id);
    return r !== undefined && x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height;
  });
  if (under) return [{ id: under.id, data: { droppableContainer: under, value: 0 } }];
  return rectIntersection(args);
};

const dragged = (data: unknown) => (data as DragData | undefined)?.candidate.name ?? 'The candidate';
const columnName = (data: unknown) => (data as DropData | undefined)?.column.name ?? 'a stage';
const fromName = (data: unknown, columns: readonly Column[]) =>
  columns.find((c) => c.key === (data as DragData | undefined)?.columnKey)?.name ?? 'their stage';

export const DRAG_INSTRUCTIONS =
  'To move this candidate to another stage, press Space or Enter, choose the stage with the left and right arrow keys, then press Space or Enter again. Press Escape to cancel.';

/** What a screen reader hears while a card is dragged; the toast then says what the server did. */
export function boardAnnouncements(columns: () => readonly Column[]): Announcements {
  // Only a change of stage is worth saying: the first "over" (the card's own column) would
  // otherwise replace the pick-up message before a screen reader has read it.
  let lastOver: string | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = (active.data.current as DragData | undefined)?.columnKey ?? null;
      return `Picked up ${dragged(active.data.current)} from ${fromName(active.data.current, columns())}. Use the left and right arrow keys to choose a stage.`;
    },
    onDragOver: ({ active, over }) => {
      const now = over ? String(over.id) : null;
      if (now === lastOver) return undefined;
      lastOver = now;
      return over
        ? `${dragged(active.data.current)} is over ${columnName(over.data.current)}.`
        : `${dragged(active.data.current)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const name = dragged(active.data.current);
      const from = fromName(active.data.current, columns());
      if (!over) return `${name} was dropped outside the stages and stays in ${from}.`;
      const home = (active.data.current as DragData | undefined)?.columnKey;
      return String(over.id) === home
        ? `${name} stays in ${from}.`
        : `${name} was dropped on ${columnName(over.data.current)}.`;
    },
    onDragCancel: ({ active }) =>
      `Moving ${dragged(active.data.current)} was cancelled. They stay in ${fromName(active.data.current, columns())}.`,
  };
}
