import { describe, expect, it } from 'vitest';
import { describeWait, FailureThrottle, type ThrottleRule } from './failure-throttle';
import { addressKey } from './http/client-key';

const rule: ThrottleRule = {
  freeFailures: 3,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  clearOnSuccess: true,
};

function clock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Fails once (the attempt is not given back) and returns the wait that follows. */
function failOnce(throttle: FailureThrottle, key: string, r = rule): number {
  const attempt = throttle.attempt([{ key, rule: r }]);
  if (!attempt.allowed) throw new Error('refused');
  return throttle.retryAfterMs(key);
}

describe('FailureThrottle', () => {
  it('lets the free failures through, then doubles the delay up to the cap', () => {
    const c = clock();
    const throttle = new FailureThrottle(1000, c.now);
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const wait = failOnce(throttle, 'a');
      waits.push(wait);
      c.advance(wait);
    }
    expect(waits).toEqual([0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });

  it('refuses during the wait without counting, and a success clears an account', () => {
    const c = clock();
    const throttle = new FailureThrottle(1000, c.now);
    for (let i = 0; i < 3; i++) failOnce(throttle, 'a');
    const refused = throttle.attempt([{ key: 'a', rule }]);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 30_000 });
    c.advance(30_000);
    const attempt = throttle.attempt([{ key: 'a', rule }]);
    expect(attempt.allowed).toBe(true);
    if (attempt.allowed) attempt.succeeded();
    expect(throttle.retryAfterMs('a')).toBe(0);
    expect(failOnce(throttle, 'a')).toBe(0);
  });

  it('gives an address its attempt back on success without clearing its other failures', () => {
    const source = { ...rule, clearOnSuccess: false };
    const throttle = new FailureThrottle(1000, clock().now);
    failOnce(throttle, 'ip', source);
    failOnce(throttle, 'ip', source);
    const ok = throttle.attempt([{ key: 'ip', rule: source }]);
    // Counted while it runs: a parallel guess would now wait.
    expect(throttle.retryAfterMs('ip')).toBe(30_000);
    if (ok.allowed) ok.succeeded();
    expect(throttle.retryAfterMs('ip')).toBe(0);
    expect(failOnce(throttle, 'ip', source)).toBe(30_000);
  });

  it('is refused when any of its keys waits, and forgets a bucket a day after its last failure', () => {
    const c = clock();
    const throttle = new FailureThrottle(1000, c.now);
    for (let i = 0; i < 3; i++) failOnce(throttle, 'account');
    expect(
      throttle.attempt([
        { key: 'fresh', rule },
        { key: 'account', rule },
      ]).allowed,
    ).toBe(false);
    c.advance(24 * 3600_000 + 1);
    expect(failOnce(throttle, 'account')).toBe(0);
  });

  it('keeps at most maxKeys buckets, dropping the oldest', () => {
    const throttle = new FailureThrottle(2, clock().now);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) failOnce(throttle, key);
    expect(throttle.retryAfterMs('a')).toBe(0);
    expect(throttle.retryAfterMs('c')).toBeGreaterThan(0);
  });

  it('says how long to wait', () => {
    expect(describeWait(30_000)).toBe('30 seconds');
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(61_000)).toBe('2 minutes');
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
