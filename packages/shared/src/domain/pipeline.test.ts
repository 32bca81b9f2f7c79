import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTBOUND_PIPELINE,
  isStageId,
  NO_LABEL,
  STAGE_ID,
  STAGE_IDS,
  STAGE_LABELS,
  shownLabelName,
  stageLabelsFor,
} from './pipeline';

describe('default outbound pipeline', () => {
  it('uses stage ids 0, 1, 2, 3, 5 and 6', () => {
    expect([...STAGE_IDS].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6]);
    const idsInPipeline = DEFAULT_OUTBOUND_PIPELINE.flatMap((category) =>
      category.stages.map((stage) => stage.stageId),
    );
    expect([...idsInPipeline].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(isStageId(4)).toBe(false);
    expect(isStageId(5)).toBe(true);
  });

  it('has the spec categories in order', () => {
    expect(DEFAULT_OUTBOUND_PIPELINE.map((category) => category.categoryName)).toEqual([
      'Sourcing',
      'Screen',
      'Interview',
      'Offer',
      'Hired',
      'Archived',
    ]);
  });

  it('puts Good Fit, Contacted, Replied, Scheduled and hidden Exported under Sourcing', () => {
    const sourcing = DEFAULT_OUTBOUND_PIPELINE[0];
    expect(sourcing?.stages.map((stage) => [stage.stageName, stage.stageId, stage.hidden])).toEqual([
      ['Good Fit', 1, false],
      ['Contacted', 2, false],
      ['Replied', 3, false],
      ['Scheduled', 5, false],
      ['Exported', 6, true],
    ]);
  });

  it('leaves Screen, Interview, Offer and Hired without stages', () => {
    for (const category of DEFAULT_OUTBOUND_PIPELINE.slice(1, 5)) expect(category.stages).toEqual([]);
  });

  it('has a hidden, editable Archived stage 0', () => {
    expect(DEFAULT_OUTBOUND_PIPELINE.at(-1)?.stages).toEqual([
      { stageId: STAGE_ID.ARCHIVED, stageName: 'Archived', hidden: true, editable: true },
    ]);
  });
});

describe('stage labels', () => {
  it('are numbered from 1 in spec order', () => {
    expect(STAGE_LABELS.GOOD_FIT).toEqual([
      { order: 1, label: 'N/A' },
      { order: 2, label: 'Shortlisted' },
      { order: 3, label: 'Email scheduled' },
      { order: 4, label: 'Email bounced' },
      { order: 5, label: 'Text scheduled' },
      { order: 6, label: 'Text bounced' },
    ]);
    expect(STAGE_LABELS.CONTACTED.map((label) => label.label)).toEqual([
      'N/A',
      'Email delivered',
      'Email opened',
      'Email clicked',
      'Text delivered',
      'Text clicked',
      'LinkedIn InMail sent',
      'LinkedIn connected',
      'Called',
    ]);
    expect(STAGE_LABELS.REPLIED.map((label) => label.label)).toEqual([
      'N/A',
      'Shortlisted',
      'Interested',
      'Not interested',
      'Contact later',
    ]);
    expect(STAGE_LABELS.SCHEDULED.map((label) => label.label)).toEqual([
      'N/A',
      'Canceled',
      'Reschedule later',
    ]);
  });

  it('are found by stage id, empty for stages without labels', () => {
    expect(stageLabelsFor(STAGE_ID.CONTACTED)).toHaveLength(9);
    expect(stageLabelsFor(STAGE_ID.SCHEDULED).at(-1)).toEqual({ order: 3, label: 'Reschedule later' });
    expect(stageLabelsFor(STAGE_ID.EXPORTED)).toEqual([]);
    expect(stageLabelsFor(STAGE_ID.ARCHIVED)).toEqual([]);
  });
});

describe('shownLabelName', () => {
  it('keeps the spec tables as they are and shows their N/A as "No label"', () => {
    expect(STAGE_LABELS.GOOD_FIT[0]?.label).toBe('N/A');
    expect(shownLabelName(STAGE_ID.GOOD_FIT, 1)).toBe(NO_LABEL);
    expect(NO_LABEL).toBe('No label');
  });

  it('names a real label, and answers "No label" without a stage, a label or a known one', () => {
    expect(shownLabelName(STAGE_ID.GOOD_FIT, 2)).toBe('Shortlisted');
    expect(shownLabelName(null, 3)).toBe(NO_LABEL);
    expect(shownLabelName(STAGE_ID.GOOD_FIT, null)).toBe(NO_LABEL);
    expect(shownLabelName(STAGE_ID.GOOD_FIT, 99)).toBe(NO_LABEL);
  });
});
