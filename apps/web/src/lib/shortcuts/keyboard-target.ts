/**
 * When a key press is not a shortcut: the rules in one place. A shortcut is a bare key; a key
 * typed into a field, pressed with Ctrl, Alt or Meta (the browser's and the system's own
 * shortcuts), or pressed inside an open dialog, menu or list of options belongs to that place.
 */

/** Input types that take no typed text: a letter pressed on them can be a shortcut. */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** True when keys pressed on `target` type text: text inputs, textareas, selects, contenteditable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Places that own their keys while focus is in them: a modal, an open menu, a list of options. */
const OWNS_KEYS = '[aria-modal="true"], [role="menu"], [role="listbox"]';

export function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (isTypingTarget(event.target)) return false;
  return !(event.target instanceof Element && event.target.closest(OWNS_KEYS));
}
