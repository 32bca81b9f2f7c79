import { useEffect, useRef } from 'react';
import { isShortcutEvent } from './keyboard-target';
import { SHORTCUTS, type ShortcutId } from './shortcut-list';

export type ShortcutHandlers = Partial<Record<ShortcutId, () => void>>;

/** The listed shortcut `event` presses, or null (typed text, a modifier, a dialog: see keyboard-target.ts). */
export function shortcutFor(event: KeyboardEvent): ShortcutId | null {
  if (!isShortcutEvent(event)) return null;
  return SHORTCUTS.find((s) => s.key === event.key)?.id ?? null;
}

/**
 * Registers a page's shortcuts while it is mounted: `handlers` maps listed shortcuts to what they
 * do here. Several pages' hooks can live together (the layout's "?" and "/", a page's j/k/x/e);
 * each handles only its own. The latest handlers are used without re-registering.
 */
export function useShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const id = shortcutFor(event);
      const handler = id ? latest.current[id] : undefined;
      if (!handler) return;
      // "/" would otherwise be typed into the field it focuses, and Firefox opens its quick find.
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
