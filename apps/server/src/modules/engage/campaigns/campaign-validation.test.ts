import { stepInputSchema } from '@talentbase/shared/contracts/engage-campaigns';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { checkSchedule, checkStep, checkSteps } from './campaign-validation';

const step = (input: Record<string, unknown>) => stepInputSchema.parse(input);

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkStep', () => {
  it('applies the client defaults and numbers the steps', () => {
    const [first, second] = checkSteps([step({ subject: 'Hi', body: 'x' }), step({ body: 'y' })]);
    expect(first).toMatchObject({
      step: 1,
      delayType: 'WEEKDAYS',
      delaySeconds: 259200,
      channel: 'Email',
      trackOpen: true,
      trackLink: true,
      followupType: 'NEW_THREAD',
    });
    expect(second).toMatchObject({ step: 2, followupType: 'SAME_THREAD' });
  });

  it('refuses a negative delay naming the step (400)', () => {
    const e = failure(() => checkStep(step({ body: 'x', delaySeconds: -5 }), 3));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe('Step 4: The delay cannot be negative.');
    expect(e.details).toMatchObject({ step: 4, fields: { 'steps.3.delaySeconds': e.message } });
  });

  it('refuses a fractional or over-a-year delay', () => {
    expect(failure(() => checkStep(step({ body: 'x', delaySeconds: 1.5 }), 1)).statusCode).toBe(400);
    expect(failure(() => checkStep(step({ body: 'x', delaySeconds: 400 * 86400 }), 1)).message).toContain(
      'year',
    );
  });

  it('refuses an unknown variable (422) and a CR/LF subject (422)', () => {
    const unknown = failure(() => checkStep(step({ subject: 'Hi {{Name}}', body: 'x' }), 0));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.message).toMatch(/^Step 1: /);
    const crlf = failure(() => checkStep(step({ subject: 'Hi\nthere', body: 'x' }), 0));
    expect(crlf.statusCode).toBe(422);
  });

  it('sanitises an email body and checks cc and bcc', () => {
    const clean = checkStep(
      step({ subject: 'a', body: '<p onclick="x()">Hi</p><script>1</script>', cc: [' Boss@Example.com '] }),
      0,
    );
    expect(clean.body).toBe('<p>Hi</p>');
    expect(clean.cc).toEqual(['boss@example.com']);
    expect(
      failure(() => checkStep(step({ subject: 'a', body: 'x', bcc: ['a@b.co, c@d.co'] }), 0)).statusCode,
    ).toBe(400);
    expect(
      failure(() => checkStep(step({ subject: 'a', body: 'x', cc: ['a@b.co\r\nBcc: c@d.co'] }), 0))
        .statusCode,
    ).toBe(400);
  });

  it('needs a subject to start a thread, not to follow one', () => {
    expect(failure(() => checkStep(step({ body: 'x' }), 0)).message).toContain('subject');
    expect(failure(() => checkStep(step({ body: 'x', followupType: 'NEW_THREAD' }), 2)).statusCode).toBe(400);
    expect(checkStep(step({ body: 'x' }), 2).subject).toBe('');
  });

  it('defaults a meeting step to 30 minutes and bounds the duration', () => {
    expect(
      checkStep(step({ subject: 'a', body: '<a href="{{meetingLink}}">x</a>' }), 0).meetingDurationMinutes,
    ).toBe(30);
    expect(checkStep(step({ subject: 'a', body: 'x' }), 0).meetingDurationMinutes).toBeNull();
    expect(
      failure(() => checkStep(step({ subject: 'a', body: 'x', meetingDurationMinutes: 2 }), 0)).statusCode,
    ).toBe(400);
  });

  it('keeps a text step to a body of at most 1600 characters', () => {
    expect(checkStep(step({ channel: 'Text', body: 'Hi {{firstName}}' }), 0)).toMatchObject({
      subject: '',
      channel: 'Text',
    });
    expect(failure(() => checkStep(step({ channel: 'Text', body: 'x'.repeat(1601) }), 0)).message).toContain(
      '1600',
    );
    expect(failure(() => checkStep(step({ channel: 'Text', subject: 'no', body: 'x' }), 0)).statusCode).toBe(
      400,
    );
  });
});

describe('checkSchedule', () => {
  it('accepts a normal window and zone', () => {
    expect(() =>
      checkSchedule('Europe/Berlin', { days: [1, 2], start: '08:00', end: '18:00' }),
    ).not.toThrow();
  });

  it('refuses a window that never opens and an unknown zone, naming the field', () => {
    const never = failure(() => checkSchedule('UTC', { days: [1], start: '18:00', end: '08:00' }));
    expect(never.details).toMatchObject({
      fields: { sendingWindow: expect.stringContaining('never opens') },
    });
    const zone = failure(() => checkSchedule('Nowhere/City', { days: [1], start: '08:00', end: '18:00' }));
    expect(zone.details).toMatchObject({ fields: { scheduleTimezone: expect.any(String) } });
  });
});

describe('checkStep on any input the contract lets through', () => {
  it('answers a clean step or a 400/422 naming the step, never another error', async () => {
    const fc = await import('fast-check');
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{{firstName}}', '{{ nope }}', '{{', '}}', '\r\n', '<script>x</script>', '{{{x}}}', ''),
    );
    const input = fc.record({
      channel: fc.constantFrom('Email', 'Text'),
      subject: fc.array(text, { maxLength: 3 }).map((p) => p.join('')),
      body: fc.array(text, { maxLength: 4 }).map((p) => p.join('')),
      cc: fc.array(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 })), { maxLength: 3 }),
      delayType: fc.constantFrom('WEEKDAYS', 'DAYS'),
      delaySeconds: fc.oneof(
        fc.integer({ min: -1e6, max: 4e7 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
      followupType: fc.constantFrom('SAME_THREAD', 'NEW_THREAD'),
      meetingDurationMinutes: fc.option(fc.integer({ min: -10, max: 1000 })),
    });
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 49 }), (raw, index) => {
        const parsed = stepInputSchema.safeParse(raw);
        if (!parsed.success) return;
        try {
          const clean = checkStep(parsed.data, index);
          expect(clean.step).toBe(index + 1);
          if (index === 0) expect(clean.followupType).toBe('NEW_THREAD');
          expect(clean.delaySeconds).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect([400, 422]).toContain((error as AppError).statusCode);
          expect((error as AppError).message).toMatch(new RegExp(`^Step ${index + 1}: `));
        }
      }),
      { numRuns: 300, seed: 14 },
    );
  });
});
