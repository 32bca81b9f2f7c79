/** Where the tour draws: the targets of a step on screen, and where its popover fits. */

export type Box = { top: number; left: number; width: number; height: number };

export const POPOVER_MAX_WIDTH = 360;
const MARGIN = 12;
const GAP = 12;

export const anchorSelector = (name: string) => `[data-guide="${name}"]`;

/** The first element carrying the anchor that is laid out (hidden copies for other widths are skipped). */
export function findTarget(name: string, root: ParentNode = document): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(anchorSelector(name))) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 || r.height > 0 || el.getClientRects().length > 0) return el;
  }
  return null;
}

export const targetsOf = (target: string | string[]) => (Array.isArray(target) ? target : [target]);

export function boxOf(el: Element, pad = 0): Box {
  const r = el.getBoundingClientRect();
  return { top: r.top - pad, left: r.left - pad, width: r.width + 2 * pad, height: r.height + 2 * pad };
}

/**
 * Below the target if it fits, else above, else pinned to the bottom of the screen; centred on
 * the target and kept inside the viewport; never wider than the screen allows (390 px phones).
 */
export function placePopover(
  target: Box | null,
  popoverHeight: number,
  viewport: { width: number; height: number },
): { top: number; left: number; width: number } {
  const width = Math.min(POPOVER_MAX_WIDTH, viewport.width - 2 * MARGIN);
  const maxLeft = viewport.width - width - MARGIN;
  if (!target) {
    return {
      top: Math.max(MARGIN, (viewport.height - popoverHeight) / 2),
      left: Math.max(MARGIN, maxLeft / 2 + MARGIN / 2),
      width,
    };
  }
  let top = target.top + target.height + GAP;
  if (top + popoverHeight > viewport.height - MARGIN) {
    const above = target.top - GAP - popoverHeight;
    top = above >= MARGIN ? above : Math.max(MARGIN, viewport.height - popoverHeight - MARGIN);
  }
  const centred = target.left + target.width / 2 - width / 2;
  const left = Math.min(Math.max(centred, MARGIN), Math.max(MARGIN, maxLeft));
  return { top, left, width };
}
