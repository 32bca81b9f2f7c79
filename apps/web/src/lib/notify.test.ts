import { notifications, notificationsStore } from '@mantine/notifications';
import { NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { notify, notifyError, notifySuccess, notifyWarning } from './notify';

const shown = () => notificationsStore.getState().notifications;

describe('notify applies the toast rules to the notification store', () => {
  beforeEach(() => notifications.clean());

  it('keeps one toast at a time', () => {
    notifySuccess('First');
    notifyWarning('Second');
    expect(shown().map((n) => n.message)).toEqual(['Second']);
    expect(shown()[0]?.autoClose).toBe(5000);
  });

  it('does not replace a showing error toast with another error', () => {
    const first = notifyError(new ApiError({ status: 500, code: 'INTERNAL', message: 'Server exploded' }));
    const second = notifyError(new Error('Again'));
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(shown().map((n) => n.message)).toEqual(['Server exploded']);
    expect(shown()[0]?.autoClose).toBe(false);
  });

  it('shows the next error once the first was dismissed', () => {
    const id = notifyError(new Error('One'));
    if (id) notifications.hide(id);
    expect(notifyError(new Error('Two'))).not.toBeNull();
  });

  it('never toasts the no-access message', () => {
    expect(notify({ kind: 'error', message: NO_ACCESS_MESSAGE })).toBeNull();
    expect(shown()).toHaveLength(0);
  });
});
