/**
 * Toasts for the whole app. The decision (show or not, how long) is `decideToast` in
 * toast-policy.ts; this module only applies it to Mantine's notification store. Error toasts get
 * an id prefix so "is an error toast showing?" is read from the store itself, which also notices
 * toasts the user closed with the close button.
 */
import { notifications, notificationsStore } from '@mantine/notifications';
import { createElement } from 'react';
import { isApiError } from './api-client';
import { type ToastAction, ToastMessageWithAction } from './toast-action';
import { decideToast, type ToastKind, type ToastRequest } from './toast-policy';

const ERROR_ID_PREFIX = 'tb-toast-error-';
let sequence = 0;

const COLOR: Record<ToastKind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'violet' };
const DEFAULT_TITLE: Record<ToastKind, string> = {
  success: 'Done',
  error: 'Something went wrong',
  warning: 'Heads up',
  info: 'Note',
};

function errorToastShowing(): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((n) => n.id?.startsWith(ERROR_ID_PREFIX));
}

/**
 * Shows a toast if the rules allow it; answers the toast id, or null when it was suppressed. An
 * `action` (Undo ...) puts a button in the toast that runs it and closes the toast.
 */
export function notify(request: ToastRequest, action?: ToastAction): string | null {
  const decision = decideToast(request, { errorShowing: errorToastShowing() });
  if (!decision.show) return null;
  notifications.clean();
  sequence += 1;
  const id = `${request.kind === 'error' ? ERROR_ID_PREFIX : 'tb-toast-'}${sequence}`;
  notifications.show({
    id,
    title: request.title ?? DEFAULT_TITLE[request.kind],
    message: action
      ? createElement(ToastMessageWithAction, {
          message: request.message,
          action,
          onDone: () => notifications.hide(id),
        })
      : request.message,
    color: COLOR[request.kind],
    autoClose: decision.autoClose,
    withCloseButton: true,
  });
  return id;
}

export function notifySuccess(
  message: string,
  options: { title?: string; autoCloseMs?: number; action?: ToastAction } = {},
) {
  const { action, ...rest } = options;
  return notify({ kind: 'success', message, ...rest }, action);
}

export function notifyWarning(message: string, title?: string) {
  return notify({ kind: 'warning', message, title });
}

export function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

export function notifyError(error: unknown, title?: string) {
  return notify({ kind: 'error', message: errorMessage(error), title });
}
