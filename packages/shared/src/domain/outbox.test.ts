import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveOutboxSequenceType,
  deriveOutboxThreadStatus,
  findUpcomingStep,
  REPLY_DISPLAY_STATUS_FLOOR,
  replyDisplayLabel,
  replyDisplayStatus,
  replyStatusOf,
  sequenceKindOf,
  threadSequenceStatus,
} from './outbox';

describe('deriveOutboxThreadStatus', () => {
  const live = { is_active: true, is_bounced: false };

  it('reads an inactive thread as canceled before anything else', () => {
    expect(
      deriveOutboxThreadStatus({ is_active: false, is_bounced: true, sequence: { status: 'finished' } }),
    ).toBe('canceled');
  });

  it('reads a bounced active thread as bounced whatever the sequence says', () => {
    expect(
      deriveOutboxThreadStatus({ is_active: true, is_bounced: true, sequence: { status: 'failed' } }),
    ).toBe('bounced');
  });

  it('otherwise follows the sequence status', () => {
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: 'cancelled' } })).toBe('canceled');
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: 'failed' } })).toBe('failed');
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: 'finished' } })).toBe('finished');
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: 'ongoing' } })).toBe('scheduled');
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: 'anything' } })).toBe('scheduled');
    expect(deriveOutboxThreadStatus({ ...live, sequence: { status: null } })).toBe('scheduled');
    expect(deriveOutboxThreadStatus({ ...live, sequence: null })).toBe('scheduled');
    expect(deriveOutboxThreadStatus(live)).toBe('scheduled');
  });
});

describe('deriveOutboxSequenceType', () => {
  it('is text for the text channel, whatever the type', () => {
    expect(deriveOutboxSequenceType({ channel: 'Text', type: 'normal' })).toBe('text');
    expect(deriveOutboxSequenceType({ channel: 'text', type: 'single' })).toBe('text');
  });

  it('is sequence for a normal type and single otherwise', () => {
    expect(deriveOutboxSequenceType({ channel: 'Email', type: 'normal' })).toBe('sequence');
    expect(deriveOutboxSequenceType({ channel: 'Email', type: 'oneOff' })).toBe('single');
    expect(deriveOutboxSequenceType({})).toBe('single');
  });
});

describe('findUpcomingStep', () => {
  const steps = [
    { step: 3, sent: false, failed: false },
    { step: 1, sent: true, failed: false },
    { step: 2, sent: false, failed: true },
  ];

  it('is the step after the last sent or failed one, by step number', () => {
    expect(findUpcomingStep(steps, 'ongoing')?.step).toBe(3);
    expect(
      findUpcomingStep([{ step: 1, sent: true, failed: false }, ...steps.slice(0, 1)], 'ongoing')?.step,
    ).toBe(3);
  });

  it('is the first step when nothing has gone out yet', () => {
    expect(
      findUpcomingStep(
        [
          { step: 2, sent: false, failed: false },
          { step: 1, sent: false, failed: false },
        ],
        'ongoing',
      )?.step,
    ).toBe(1);
  });

  it('does not exist after the last step or when the sequence is not ongoing', () => {
    const allDone = steps.map((step) => ({ ...step, sent: true }));
    expect(findUpcomingStep(allDone, 'ongoing')).toBeUndefined();
    for (const status of ['finished', 'cancelled', 'failed', null, undefined]) {
      expect(findUpcomingStep(steps, status)).toBeUndefined();
    }
    expect(findUpcomingStep([], 'ongoing')).toBeUndefined();
  });

  it('does not reorder the caller’s array', () => {
    const copy = [...steps];
    findUpcomingStep(steps, 'ongoing');
    expect(steps).toEqual(copy);
  });
});

describe('replyDisplayStatus', () => {
  const base = { opened: false, clicked: false, replied: false, status: 3 };

  it('ranks opened combinations 9, 8, 7, 6', () => {
    expect(replyDisplayStatus({ ...base, opened: true, clicked: true, replied: true })).toBe(9);
    expect(replyDisplayStatus({ ...base, opened: true, clicked: true })).toBe(8);
    expect(replyDisplayStatus({ ...base, opened: true, replied: true })).toBe(7);
    expect(replyDisplayStatus({ ...base, opened: true })).toBe(6);
  });

  it('falls back to the reply status minus 1 when not opened', () => {
    expect(replyDisplayStatus(base)).toBe(2);
    expect(replyDisplayStatus({ ...base, clicked: true, replied: true, status: 5 })).toBe(4);
    expect(replyDisplayStatus({ ...base, status: 1 })).toBe(0);
  });

  it('never goes below -1', () => {
    expect(REPLY_DISPLAY_STATUS_FLOOR).toBe(-1);
    expect(replyDisplayStatus({ ...base, status: 0 })).toBe(-1);
    expect(replyDisplayStatus({ ...base, status: -1 })).toBe(-1);
    expect(replyDisplayStatus({ ...base, status: -50 })).toBe(-1);
  });
});

describe('replyDisplayStatus properties', () => {
  it('always lands between -1 and 9', () => {
    const reply = fc.record({
      opened: fc.boolean(),
      clicked: fc.boolean(),
      replied: fc.boolean(),
      status: fc.integer({ min: -1000, max: 10 }),
    });
    fc.assert(
      fc.property(reply, (value) => {
        const shown = replyDisplayStatus(value);
        return shown >= -1 && shown <= 9;
      }),
    );
  });
});

describe('how rows feed the rules', () => {
  it('a cancelled campaign cancels its running threads; otherwise the thread status stands', () => {
    expect(threadSequenceStatus('ongoing', 'cancelled')).toBe('cancelled');
    expect(threadSequenceStatus('ongoing', 'paused')).toBe('ongoing');
    expect(threadSequenceStatus('finished', 'cancelled')).toBe('finished');
    expect(
      deriveOutboxThreadStatus({
        is_active: true,
        is_bounced: false,
        sequence: { status: threadSequenceStatus('ongoing', 'cancelled') },
      }),
    ).toBe('canceled');
  });

  it('a campaign of several steps is a sequence, one step a single email, text stays text', () => {
    expect(deriveOutboxSequenceType({ channel: 'Email', type: sequenceKindOf(3) })).toBe('sequence');
    expect(deriveOutboxSequenceType({ channel: 'Email', type: sequenceKindOf(1) })).toBe('single');
    expect(deriveOutboxSequenceType({ channel: 'Text', type: sequenceKindOf(3) })).toBe('text');
  });

  it('maps message rows to reply statuses and display labels', () => {
    const shown = (status: string, delivered = false, bounced = false, flags = {}) =>
      replyDisplayLabel(
        replyDisplayStatus({
          opened: false,
          clicked: false,
          replied: false,
          ...flags,
          status: replyStatusOf({ status, delivered, bounced }),
        }),
      );
    expect(shown('cancelled')).toBe('Canceled');
    expect(shown('scheduled')).toBe('Scheduled');
    expect(shown('sending')).toBe('Sending');
    expect(shown('sent')).toBe('Sent');
    expect(shown('sent', true)).toBe('Delivered');
    expect(shown('failed')).toBe('Failed');
    expect(shown('sent', true, true)).toBe('Bounced');
    expect(shown('sent', true, false, { opened: true })).toBe('Opened');
    expect(shown('sent', true, false, { opened: true, clicked: true })).toBe('Opened, clicked');
    expect(shown('sent', true, false, { opened: true, replied: true })).toBe('Opened, replied');
    expect(shown('sent', true, false, { opened: true, clicked: true, replied: true })).toBe(
      'Opened, clicked, replied',
    );
    expect(shown('whatever')).toBe('Scheduled');
    expect(replyDisplayLabel(42)).toBe('Unknown');
  });
});
