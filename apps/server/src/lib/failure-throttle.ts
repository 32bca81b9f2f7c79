/**
 * Throttling of failed attempts (wrong passwords) with growing delays, instead of a fixed lockout
 * that anyone can trigger for anyone (OWASP Authentication Cheat Sheet, "account lockout").
 *
 * Each key (an account, a source address, a device) has a bucket: the first `freeFailures`
 * failures cost nothing; each further one makes the key wait `firstDelayMs`, then twice that, and
 * so on up to `maxDelayMs`. While a key waits, attempts are refused without checking the password
 * and without counting. A bucket is forgotten a day after its last failure.
 *
 * An attempt is counted as a failure when it starts and given back when it succeeds, so that a
 * burst of parallel guesses cannot all pass the check before the first one is recorded.
 *
 * State is kept in memory, per process, on purpose: no table, nothing to clean up, and it holds
 * for unknown emails exactly as for known ones. With several server processes an attacker gets up
 * to that many times the allowance (the delays still grow), and a restart forgets the buckets.
 * The number of buckets is bounded: beyond `maxKeys` the oldest are dropped.
 */
export type ThrottleRule = {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A success clears the bucket (an account or a device); otherwise it only gives its attempt back (an address). */
  clearOnSuccess: boolean;
};

export type ThrottleKey = { key: string; rule: ThrottleRule };

type Bucket = { failures: number; blockedUntil: number; lastFailureAt: number };

export type ThrottleAttempt =
  | { allowed: false; retryAfterMs: number }
  | { allowed: true; succeeded: () => void };

const FORGET_AFTER_MS = 24 * 3600_000;

export class FailureThrottle {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds before the key may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const bucket = this.live(key);
    return bucket ? Math.max(0, bucket.blockedUntil - this.now()) : 0;
  }

  /** Starts an attempt on every key at once: refused when any of them is waiting. */
  attempt(keys: ThrottleKey[]): ThrottleAttempt {
    const wait = Math.max(0, ...keys.map((k) => this.retryAfterMs(k.key)));
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    for (const k of keys) this.fail(k);
    return { allowed: true, succeeded: () => this.giveBack(keys) };
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && this.now() - bucket.lastFailureAt > FORGET_AFTER_MS) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private fail({ key, rule }: ThrottleKey): void {
    const now = this.now();
    const bucket = this.live(key) ?? { failures: 0, blockedUntil: 0, lastFailureAt: now };
    bucket.failures += 1;
    bucket.lastFailureAt = now;
    const over = bucket.failures - rule.freeFailures;
    if (over >= 0) {
      const delay = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(over, 30));
      bucket.blockedUntil = now + delay;
    }
    // Re-inserted so that the map's order is the order of last failure, oldest first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }

  private giveBack(keys: ThrottleKey[]): void {
    for (const { key, rule } of keys) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      if (rule.clearOnSuccess) {
        this.buckets.delete(key);
        continue;
      }
      bucket.failures -= 1;
      if (bucket.failures <= 0) this.buckets.delete(key);
      else if (bucket.failures < rule.freeFailures) bucket.blockedUntil = 0;
    }
  }
}

/** "45 seconds", "3 minutes": how long a throttled caller waits, for messages. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
