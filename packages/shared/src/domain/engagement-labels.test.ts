import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_STATUS, engagementStatusName } from './engagement';
import { engagementStatusFor, isLabelOf, stageLabelName } from './engagement-labels';
import { STAGE_ID, STAGE_LABELS, stageLabelsFor } from './pipeline';

describe('engagement status of a stage label', () => {
  it('maps the examples recruiters rely on', () => {
    expect(engagementStatusFor(STAGE_ID.GOOD_FIT, 2)).toBe(ENGAGEMENT_STATUS.GoodFitShortlisted);
    expect(engagementStatusFor(STAGE_ID.CONTACTED, 3)).toBe(ENGAGEMENT_STATUS.EmailOpened);
    expect(engagementStatusFor(STAGE_ID.REPLIED, 3)).toBe(ENGAGEMENT_STATUS.Interested);
    expect(engagementStatusFor(STAGE_ID.SCHEDULED, 2)).toBe(ENGAGEMENT_STATUS.MeetingCanceled);
    expect(engagementStatusFor(STAGE_ID.GOOD_FIT, 6)).toBe(ENGAGEMENT_STATUS.TextBounced);
  });

  it('gives every label of every sourcing stage a status named like the label', () => {
    const normal = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
    for (const [key, labels] of Object.entries(STAGE_LABELS)) {
      const stageId = STAGE_ID[key as keyof typeof STAGE_LABELS];
      for (const { order, label } of labels) {
        const name = engagementStatusName(engagementStatusFor(stageId, order)) ?? '';
        if (order === 1) expect(name).toBe('NA');
        else {
          // "Email clicked" is EmailClickthrough, "Canceled" is MeetingCanceled, "Shortlisted" in
          // Replied is RepliedShortlisted: the status name holds the label's main word.
          const word = normal(label)
            .replace(/clicked$/, 'click')
            .replace(/ed$/, '');
          expect(normal(name)).toContain(word.slice(0, 5));
        }
      }
    }
  });

  it('N/A and stages without labels are NA', () => {
    for (const stageId of [STAGE_ID.GOOD_FIT, STAGE_ID.CONTACTED, STAGE_ID.REPLIED, STAGE_ID.SCHEDULED]) {
      expect(engagementStatusFor(stageId, 1)).toBe(ENGAGEMENT_STATUS.NA);
    }
    expect(engagementStatusFor(null, 1)).toBe(ENGAGEMENT_STATUS.NA);
    expect(engagementStatusFor(STAGE_ID.EXPORTED, 1)).toBe(ENGAGEMENT_STATUS.NA);
    expect(engagementStatusFor(STAGE_ID.ARCHIVED, 1)).toBe(ENGAGEMENT_STATUS.NA);
  });

  it('knows which labels exist for a stage', () => {
    expect(isLabelOf(STAGE_ID.CONTACTED, 9)).toBe(true);
    expect(isLabelOf(STAGE_ID.CONTACTED, 10)).toBe(false);
    expect(isLabelOf(STAGE_ID.SCHEDULED, 4)).toBe(false);
    expect(isLabelOf(STAGE_ID.EXPORTED, 2)).toBe(false);
    expect(isLabelOf(null, 1)).toBe(true);
    expect(isLabelOf(null, 2)).toBe(false);
    expect(isLabelOf(STAGE_ID.GOOD_FIT, 0)).toBe(false);
    expect(stageLabelName(STAGE_ID.REPLIED, 4)).toBe('Not interested');
    expect(stageLabelName(null, 1)).toBe('N/A');
    expect(stageLabelsFor(STAGE_ID.REPLIED)).toHaveLength(5);
  });
});
