import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMESHEET_DATE_PRESET,
  TIMESHEET_DATE_PRESETS,
  TIMESHEET_SERVICES,
  timesheetPresetRange,
} from './timesheets';

describe('timesheet services', () => {
  it('are ordered 1 to 5 and start at 0', () => {
    expect(TIMESHEET_SERVICES.map((service) => [service.value, service.order, service.initialHours])).toEqual(
      [
        ['recruiting', 1, 0],
        ['sourcing', 2, 0],
        ['engagement_leading', 3, 0],
        ['executive_recruiting', 4, 0],
        ['non_billable', 5, 0],
      ],
    );
  });
});

describe('timesheet date presets', () => {
  it('default to this week', () => {
    expect(TIMESHEET_DATE_PRESETS.map((preset) => preset.value)).toEqual([
      'this_week',
      'this_2_weeks',
      'this_month',
      'this_quarter',
    ]);
    expect(DEFAULT_TIMESHEET_DATE_PRESET).toBe('this_week');
  });

  it('use ISO weeks, Monday to Sunday', () => {
    // Wednesday 2025-01-01 belongs to ISO week 2025-W01, which starts on Monday 2024-12-30.
    expect(timesheetPresetRange('this_week', new Date('2025-01-01T12:00:00Z'))).toEqual({
      start: '2024-12-30',
      end: '2025-01-05',
    });
    // A Sunday stays in the week that began the Monday before.
    expect(timesheetPresetRange('this_week', new Date('2025-01-05T23:59:59Z'))).toEqual({
      start: '2024-12-30',
      end: '2025-01-05',
    });
    expect(timesheetPresetRange('this_week', new Date('2025-01-06T00:00:00Z')).start).toBe('2025-01-06');
  });

  it('cover the previous and current week for "this 2 weeks"', () => {
    expect(timesheetPresetRange('this_2_weeks', new Date('2025-01-01T12:00:00Z'))).toEqual({
      start: '2024-12-23',
      end: '2025-01-05',
    });
  });

  it('cover whole months and quarters, leap days included', () => {
    expect(timesheetPresetRange('this_month', new Date('2024-02-10T00:00:00Z'))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(timesheetPresetRange('this_quarter', new Date('2024-12-31T23:00:00Z'))).toEqual({
      start: '2024-10-01',
      end: '2024-12-31',
    });
    expect(timesheetPresetRange('this_quarter', new Date('2024-02-10T00:00:00Z'))).toEqual({
      start: '2024-01-01',
      end: '2024-03-31',
    });
  });
});
