import { describe, expect, it } from 'vitest';
import { ID_PREFIX, PAGINATION, SEARCH_PLACEHOLDER, TIMING_MS } from './limits';
import {
  FALLBACK_RECEIVER_NAME,
  FALLBACK_SENDER_NAME,
  fillMessageTemplate,
  isSilentErrorMessage,
  PROJECT_LIMIT_MESSAGE,
  PURCHASE_THANK_YOU_MESSAGE,
  SILENT_ERROR_MESSAGES,
  subscriptionReactivatedMessage,
  TOAST_DURATION_MS,
  trialIneligibleMessage,
} from './messages';

describe('error catalogue', () => {
  it('keeps the two forbidden messages silent, exactly as written', () => {
    expect(SILENT_ERROR_MESSAGES).toEqual([
      'Forbidden resource',
      'You do not have access to view this resource.',
    ]);
    expect(isSilentErrorMessage('Forbidden resource')).toBe(true);
    expect(isSilentErrorMessage('forbidden resource')).toBe(false);
    expect(isSilentErrorMessage('You do not have access to view this resource')).toBe(false);
  });

  it('fills the plan into the templates', () => {
    expect(trialIneligibleMessage('Growth')).toBe(
      'Ineligible for Growth Trial: It appears you are not eligible at the moment. Upgrade to Growth instead.',
    );
    expect(subscriptionReactivatedMessage('Enterprise')).toBe(
      'Enterprise Subscription Reactivated: Welcome back! We will automatically renew your subscription on scheduled renewal date.',
    );
    expect(fillMessageTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('has the verbatim limit and purchase messages and fallback names', () => {
    expect(PROJECT_LIMIT_MESSAGE).toBe(
      "You've reached your project limit. Archive older projects in order to create new projects or upgrade to Professional to get unlimited projects!",
    );
    expect(PURCHASE_THANK_YOU_MESSAGE).toBe(
      'Thank you for your purchase. You are all set! We successfully added your purchased credits to your account. Happy recruiting!',
    );
    expect(FALLBACK_RECEIVER_NAME).toBe('There There');
    expect(FALLBACK_SENDER_NAME).toBe('Unknown');
  });

  it('closes warnings after 5 s, long messages after 20 s and keeps errors open', () => {
    expect(TOAST_DURATION_MS).toEqual({ SUCCESS: 5000, WARNING: 5000, ERROR: null, LONG_MESSAGE: 20_000 });
  });
});

describe('limits', () => {
  it('match section 9', () => {
    expect(PAGINATION).toEqual({ DEFAULT_PAGE_SIZE: 10, DEFAULT_LIMIT: 10, MAX_RESULT_WINDOW: 10_000 });
    expect(ID_PREFIX).toEqual({ SEARCH_HISTORY: 'sh_', JOB_DESCRIPTION: 'jd_' });
    expect(SEARCH_PLACEHOLDER).toBe('Type To Search');
    expect(TIMING_MS.LIST_POLL_INTERVAL).toBe(10 * 60 * 1000);
    expect(TIMING_MS.ERROR_RETRY_DELAY).toBe(180_000);
    expect(TIMING_MS.FOCUS_REFETCH_THROTTLE).toBe(5000);
    expect(TIMING_MS.NURTURING_SENDER_REFRESH_THROTTLE).toBe(100);
  });
});
