import { FORBIDDEN_MESSAGE, NO_ACCESS_MESSAGE } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { decideToast, TOAST_AUTO_CLOSE_MS } from './toast-policy';

const idle = { errorShowing: false };
const erroring = { errorShowing: true };

describe('decideToast (spec section 8)', () => {
  it('keeps error toasts until dismissed', () => {
    expect(decideToast({ kind: 'error', message: 'Could not save' }, idle)).toEqual({
      show: true,
      cleanPrevious: true,
      autoClose: false,
    });
  });

  it.each([FORBIDDEN_MESSAGE, NO_ACCESS_MESSAGE, `  ${NO_ACCESS_MESSAGE} `])(
    'never toasts the access message %j',
    (message) => {
      expect(decideToast({ kind: 'error', message }, idle)).toEqual({
        show: false,
        reason: 'access-message',
      });
    },
  );

  it('does not stack an error toast on another error toast', () => {
    expect(decideToast({ kind: 'error', message: 'Could not save' }, erroring)).toEqual({
      show: false,
      reason: 'error-already-showing',
    });
  });

  it('auto-closes success toasts after 5 s, or after the time asked for', () => {
    expect(decideToast({ kind: 'success', message: 'Saved' }, idle)).toMatchObject({
      show: true,
      autoClose: TOAST_AUTO_CLOSE_MS,
    });
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(
      decideToast({ kind: 'success', message: 'Thank you for your purchase.', autoCloseMs: 20_000 }, idle),
    ).toMatchObject({
      autoClose: 20_000,
    });
  });

  it('closes warning toasts after 5 s whatever the caller asks', () => {
    expect(decideToast({ kind: 'warning', message: 'Careful', autoCloseMs: 60_000 }, idle)).toMatchObject({
      show: true,
      autoClose: 5000,
    });
  });

  it('shows success and warning toasts even while an error toast is showing, replacing it', () => {
    expect(decideToast({ kind: 'success', message: 'Saved' }, erroring)).toMatchObject({
      show: true,
      cleanPrevious: true,
    });
    expect(decideToast({ kind: 'warning', message: 'Careful' }, erroring)).toMatchObject({
      show: true,
      cleanPrevious: true,
    });
  });

  it('always replaces the previous toast: one visible at a time', () => {
    for (const kind of ['success', 'error', 'warning', 'info'] as const) {
      expect(decideToast({ kind, message: 'x' }, idle)).toMatchObject({ show: true, cleanPrevious: true });
    }
  });

  it('shows nothing for an empty message', () => {
    expect(decideToast({ kind: 'success', message: '   ' }, idle)).toEqual({
      show: false,
      reason: 'empty-message',
    });
  });
});
