import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { allowCalendlyCheck } from './calendar-accounts.service';

describe('checking Calendly tokens', () => {
  it('allows ten checks a minute per user, then says when to try again', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) allowCalendlyCheck('user-a', t0 + i * 1000);
    let refused: unknown = null;
    try {
      allowCalendlyCheck('user-a', t0 + 15_000);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    expect((refused as AppError).message).toBe(
      'Calendly was asked to check a token 10 times in the last minute. Try again in 45 s.',
    );
    // Another user is not held back; a minute after the first check, one more is allowed.
    expect(() => allowCalendlyCheck('user-b', t0 + 15_000)).not.toThrow();
    expect(() => allowCalendlyCheck('user-a', t0 + 60_001)).not.toThrow();
  });
});
