import type { ClientRect, DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { Column } from './board';
import { boardAnnouncements, columnCollision, columnKeyboardCoordinates } from './board-dnd';

const rect = (left: number, width = 240, top = 100, height = 400): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const keys = ['1:1', '1:2', '1:6', '2:-'];
const rects = new Map<string, ClientRect>([
  ['1:1', rect(0)],
  ['1:2', rect(252)],
  ['1:6', rect(504, 52)],
  ['2:-', rect(568)],
]);
const card = rect(10, 220, 150, 90);

type Args = Parameters<KeyboardCoordinateGetter>[1];
function press(code: string, over: string | null, home = '1:1') {
  let prevented = false;
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
  const context = {
    active: { id: 11, data: { current: { columnKey: home } } },
    over: over === null ? null : { id: over },
    collisionRect: card,
    droppableRects: rects,
  } as unknown as Args['context'];
  const at = columnKeyboardCoordinates(() => keys)(event, {
    active: 11,
    context,
    currentCoordinates: { x: card.left, y: card.top },
  });
  return { at, prevented };
}

describe('moving a card with the keyboard', () => {
  it('the right arrow centres it in the next column, the left arrow in the previous one', () => {
    expect(press('ArrowRight', null)).toEqual({ at: { x: 252 + 10, y: 108 }, prevented: true });
    expect(press('ArrowRight', '1:2').at).toEqual({ x: 504 + (52 - 220) / 2, y: 108 });
    expect(press('ArrowLeft', '2:-').at).toEqual({ x: 504 + (52 - 220) / 2, y: 108 });
  });

  it('stops at either end, ignores up and down, and leaves other keys alone', () => {
    expect(press('ArrowLeft', '1:1').at).toBeUndefined();
    expect(press('ArrowRight', '2:-').at).toBeUndefined();
    expect(press('ArrowDown', '1:2')).toEqual({ at: undefined, prevented: true });
    expect(press('KeyA', '1:2')).toEqual({ at: undefined, prevented: false });
  });

  it('without a pointer the drop goes to the column under the card centre, a folded one included', () => {
    const containers = keys.map((id) => ({
      id,
      disabled: false,
      data: { current: {} },
    })) as unknown as DroppableContainer[];
    const hit = (left: number) =>
      columnCollision({
        active: { id: 11 } as never,
        collisionRect: rect(left, 220, 108, 90),
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      })[0]?.id;
    expect(hit(262)).toBe('1:2');
    expect(hit(504 - 84)).toBe('1:6');
    expect(hit(600)).toBe('2:-');
  });
});

describe('what a screen reader hears', () => {
  const columns = [
    { key: '1:1', name: 'Good Fit' },
    { key: '1:2', name: 'Contacted' },
  ] as Column[];
  const a = boardAnnouncements(() => columns);
  const active = { id: 11, data: { current: { candidate: { name: 'Ada' }, columnKey: '1:1' } } } as never;
  const over = (key: string, name: string) =>
    ({ id: key, data: { current: { column: { key, name } } } }) as never;

  it('names the candidate, where they come from and where they are dropped', () => {
    expect(a.onDragStart({ active })).toMatch(/^Picked up Ada from Good Fit\./);
    // Still over its own column: nothing new to say, the pick-up message stays.
    expect(a.onDragOver({ active, over: over('1:1', 'Good Fit') })).toBeUndefined();
    expect(a.onDragOver({ active, over: over('1:2', 'Contacted') })).toBe('Ada is over Contacted.');
    expect(a.onDragOver({ active, over: over('1:2', 'Contacted') })).toBeUndefined();
    expect(a.onDragOver({ active, over: over('1:1', 'Good Fit') })).toBe('Ada is over Good Fit.');
    expect(a.onDragEnd({ active, over: over('1:2', 'Contacted') })).toBe('Ada was dropped on Contacted.');
    expect(a.onDragEnd({ active, over: over('1:1', 'Good Fit') })).toBe('Ada stays in Good Fit.');
    expect(a.onDragEnd({ active, over: null })).toBe(
      'Ada was dropped outside the stages and stays in Good Fit.',
    );
    expect(a.onDragCancel({ active, over: null })).toBe('Moving Ada was cancelled. They stay in Good Fit.');
  });
});
