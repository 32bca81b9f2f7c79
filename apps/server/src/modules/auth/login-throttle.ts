/**
 * Which buckets a password check counts against (see lib/failure-throttle.ts and the decision in
 * docs/decisions.md, "Sign-in throttling"):
 * - from a browser holding a valid device cookie for this account: that device alone;
 * - from anyone else: the source address and the account, keyed by the typed email whether or
 *   not an account has it, so an unknown email is throttled exactly like a known one;
 * - a password change: the account's own bucket for wrong current passwords.
 */
import { AppError } from '../../lib/errors';
import {
  describeWait,
  FailureThrottle,
  type ThrottleKey,
  type ThrottleRule,
} from '../../lib/failure-throttle';
import { addressKey } from '../../lib/http/client-key';

export type LoginLimits = { maxFailures: number; maxDelayMinutes: number };

/** The first delay once the free failures are spent; each further failure doubles it. */
const FIRST_DELAY_MS = 30_000;
/** An address is shared by an office or a proxy: it gets more free failures than one account. */
const SOURCE_FREE_FACTOR = 4;

export class LoginThrottle {
  private readonly account: ThrottleRule;
  private readonly source: ThrottleRule;

  constructor(
    limits: LoginLimits,
    readonly throttle = new FailureThrottle(),
  ) {
    this.account = {
      freeFailures: limits.maxFailures,
      firstDelayMs: FIRST_DELAY_MS,
      maxDelayMs: limits.maxDelayMinutes * 60_000,
      clearOnSuccess: true,
    };
    this.source = {
      ...this.account,
      freeFailures: limits.maxFailures * SOURCE_FREE_FACTOR,
      clearOnSuccess: false,
    };
  }

  loginKeys(input: { email: string; ip: string | null; deviceId: string | null }): ThrottleKey[] {
    if (input.deviceId) return [{ key: `login-device:${input.deviceId}`, rule: this.account }];
    return [
      { key: `login-source:${addressKey(input.ip)}`, rule: this.source },
      { key: `login-account:${input.email}`, rule: this.account },
    ];
  }

  /**
   * Accepting an invitation with an existing account's password: the invitation's own bucket,
   * the account's sign-in bucket (so the invitation page is no way around the sign-in limit) and
   * the source address's.
   */
  invitationKeys(input: { invitationId: string; email: string; ip: string | null }): ThrottleKey[] {
    return [
      { key: `invitation:${input.invitationId}`, rule: this.account },
      { key: `login-source:${addressKey(input.ip)}`, rule: this.source },
      { key: `login-account:${input.email.toLowerCase()}`, rule: this.account },
    ];
  }

  passwordChangeKeys(userId: string): ThrottleKey[] {
    return [{ key: `password-change:${userId}`, rule: this.account }];
  }
}

/** The one answer for a throttled sign-in, the same for every email. */
export function loginThrottledError(retryAfterMs: number): AppError {
  return new AppError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. Try again in ${describeWait(retryAfterMs)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  );
}

export function passwordChangeThrottledError(retryAfterMs: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many wrong current passwords. Try again in ${describeWait(retryAfterMs)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) },
  );
}
