import { useEffect, useState } from 'react';

/**
 * A roving tab stop (WAI-ARIA toolbar pattern) for a row of controls: the row is one Tab stop,
 * Left/Right (Home/End) move between its controls, and Tab goes on to what follows. Used where
 * several controls sit between the search box and the results (the filter chips and the results
 * toolbar), so that Tab reaches the first result in a few presses (issue 13). The container needs
 * role="toolbar" and a name. Controls added later (a new chip) join the row by themselves.
 */
const CONTROLS = 'button, input, select, textarea, a[href]';

function controls(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (el) =>
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      el.getClientRects().length > 0,
  );
}

/** An unchecked radio is not a Tab stop in a group with a checked one: the checked one stands in. */
function tabStopFor(root: HTMLElement, el: HTMLElement): HTMLElement {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return el;
  const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].find(
    (radio) => radio.name === el.name,
  );
  return checked ?? el;
}

/** Returns a callback ref for the row's container (which may mount later than the component). */
export function useRovingFocus<T extends HTMLElement>(): (node: T | null) => void {
  const [root, setRoot] = useState<T | null>(null);
  useEffect(() => {
    if (!root) return;
    // The control last focused; until then (or once it is gone) the first one, which may only now
    // be enabled (the toolbar's tick box waits for the results).
    let current: HTMLElement | null = null;

    const apply = () => {
      const all = controls(root);
      const chosen = current && all.includes(current) ? current : (all[0] ?? null);
      const stop = chosen ? tabStopFor(root, chosen) : null;
      for (const el of all) el.tabIndex = el === stop ? 0 : -1;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (controls(root).includes(target)) {
        current = target;
        apply();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement;
      // A field one types in keeps its arrows for the caret.
      if (target instanceof HTMLInputElement && target.type === 'text' && !target.readOnly) return;
      const all = controls(root);
      const index = all.indexOf(target);
      if (index < 0) return;
      const last = all.length - 1;
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : Math.min(last, Math.max(0, index + (event.key === 'ArrowRight' ? 1 : -1)));
      // Also keeps a radio's arrows from changing its value: Space chooses, as in a toolbar.
      event.preventDefault();
      all[next]?.focus();
    };

    apply();
    // New or removed controls, and controls enabled or disabled, change the row.
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
  return setRoot;
}
