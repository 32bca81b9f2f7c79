// User-facing messages of the error catalogue (core spec section 8), verbatim, and toast timing.

/** Auto-close delays in ms; `null` means the toast stays until dismissed. */
export const TOAST_DURATION_MS = {
  SUCCESS: 5_000,
  WARNING: 5_000,
  ERROR: null,
  /** Subscription reactivated and purchase thank-you: long enough to read a paragraph. */
  LONG_MESSAGE: 20_000,
} as const;

// Permission probes answer with these; showing them would flash an error on pages that simply
// hide what the user may not see.
export const SILENT_ERROR_MESSAGES = [
  'Forbidden resource',
  'You do not have access to view this resource.',
] as const;

export function isSilentErrorMessage(message: string): boolean {
  return (SILENT_ERROR_MESSAGES as readonly string[]).includes(message);
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function fillMessageTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^{}]+)\}/g, (match, key: string) => values[key] ?? match);
}

export const PROJECT_LIMIT_MESSAGE =
  "You've reached your project limit. Archive older projects in order to create new projects or upgrade to Professional to get unlimited projects!";

export const TRIAL_INELIGIBLE_TEMPLATE =
  'Ineligible for {plan} Trial: It appears you are not eligible at the moment. Upgrade to {plan} instead.';

export function trialIneligibleMessage(plan: string): string {
  return fillMessageTemplate(TRIAL_INELIGIBLE_TEMPLATE, { plan });
}

export const SUBSCRIPTION_REACTIVATED_TEMPLATE =
  '{Enterprise} Subscription Reactivated: Welcome back! We will automatically renew your subscription on scheduled renewal date.';

export function subscriptionReactivatedMessage(planName: string): string {
  return fillMessageTemplate(SUBSCRIPTION_REACTIVATED_TEMPLATE, { Enterprise: planName });
}

export const PURCHASE_THANK_YOU_MESSAGE =
  'Thank you for your purchase. You are all set! We successfully added your purchased credits to your account. Happy recruiting!';

export const TEMPLATE_THUMBNAIL_ERROR_MESSAGE = 'Error generating template thumbnail';

/** Shown when a thread's receiver or sender has no usable name. */
export const FALLBACK_RECEIVER_NAME = 'There There';
export const FALLBACK_SENDER_NAME = 'Unknown';
