/**
 * The toast rules of spec section 8 as a pure function, so every rule is unit tested without a DOM:
 * - error toasts stay until dismissed;
 * - error toasts are never shown for the two access messages (the page shows an in-place panel);
 * - an error toast is not shown while another error toast is showing;
 * - success toasts auto-close (5 s unless the caller asks for longer, e.g. the 20 s purchase toast);
 * - warning toasts close after 5 s;
 * - one toast at a time: showing a new one removes the previous one first.
 */
import { FORBIDDEN_MESSAGE, NO_ACCESS_MESSAGE } from '@talentbase/shared';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type ToastRequest = {
  kind: ToastKind;
  message: string;
  title?: string;
  /** Only honoured for success and info toasts; errors stay and warnings always close after 5 s. */
  autoCloseMs?: number;
};

export type ToastState = { errorShowing: boolean };

export type ToastDecision =
  | { show: false; reason: 'access-message' | 'error-already-showing' | 'empty-message' }
  | { show: true; cleanPrevious: true; autoClose: number | false };

/** Spec section 9: "Toast auto-close 5 s". */
export const TOAST_AUTO_CLOSE_MS = 5_000;

const NEVER_TOASTED = new Set([FORBIDDEN_MESSAGE, NO_ACCESS_MESSAGE]);

export function decideToast(request: ToastRequest, state: ToastState): ToastDecision {
  const message = request.message.trim();
  if (!message) return { show: false, reason: 'empty-message' };
  switch (request.kind) {
    case 'error':
      if (NEVER_TOASTED.has(message)) return { show: false, reason: 'access-message' };
      if (state.errorShowing) return { show: false, reason: 'error-already-showing' };
      return { show: true, cleanPrevious: true, autoClose: false };
    case 'warning':
      return { show: true, cleanPrevious: true, autoClose: TOAST_AUTO_CLOSE_MS };
    case 'success':
    case 'info':
      return { show: true, cleanPrevious: true, autoClose: request.autoCloseMs ?? TOAST_AUTO_CLOSE_MS };
  }
}
