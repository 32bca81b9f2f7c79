import { STAGE_ID } from '@talentbase/shared/domain/pipeline';
import { describe, expect, it } from 'vitest';
import { pipelineTarget, SCHEDULED_LABEL } from './pipeline-effects';

const at = (stageId: number | null, stageLabel = 1, categoryId = 1) => ({ categoryId, stageId, stageLabel });
const SCHEDULED = { stageId: STAGE_ID.SCHEDULED, stageLabel: SCHEDULED_LABEL.NA };

describe('meetings move candidates in the pipeline', () => {
  it('a meeting moves a sourcing candidate at Good Fit, Contacted or Replied to Scheduled', () => {
    for (const stageId of [STAGE_ID.GOOD_FIT, STAGE_ID.CONTACTED, STAGE_ID.REPLIED])
      expect(pipelineTarget('meeting_scheduled', at(stageId, 3))).toEqual(SCHEDULED);
  });

  it('a new meeting clears Canceled and Reschedule later; one already at Scheduled N/A stays', () => {
    expect(pipelineTarget('meeting_scheduled', at(STAGE_ID.SCHEDULED, SCHEDULED_LABEL.CANCELED))).toEqual(
      SCHEDULED,
    );
    expect(
      pipelineTarget('meeting_scheduled', at(STAGE_ID.SCHEDULED, SCHEDULED_LABEL.RESCHEDULE_LATER)),
    ).toEqual(SCHEDULED);
    expect(pipelineTarget('meeting_scheduled', at(STAGE_ID.SCHEDULED))).toBeNull();
  });

  it('leaves archived, exported and other categories alone', () => {
    expect(pipelineTarget('meeting_scheduled', at(STAGE_ID.ARCHIVED))).toBeNull();
    expect(pipelineTarget('meeting_scheduled', at(STAGE_ID.EXPORTED))).toBeNull();
    expect(pipelineTarget('meeting_scheduled', at(null, 1, 2))).toBeNull();
  });

  it('cancel and reschedule later only relabel someone at Scheduled', () => {
    expect(pipelineTarget('meeting_canceled', at(STAGE_ID.SCHEDULED))).toEqual({
      stageId: STAGE_ID.SCHEDULED,
      stageLabel: SCHEDULED_LABEL.CANCELED,
    });
    expect(pipelineTarget('reschedule_later', at(STAGE_ID.SCHEDULED, SCHEDULED_LABEL.CANCELED))).toEqual({
      stageId: STAGE_ID.SCHEDULED,
      stageLabel: SCHEDULED_LABEL.RESCHEDULE_LATER,
    });
    expect(pipelineTarget('meeting_canceled', at(STAGE_ID.SCHEDULED, SCHEDULED_LABEL.CANCELED))).toBeNull();
    expect(pipelineTarget('meeting_canceled', at(STAGE_ID.CONTACTED))).toBeNull();
    expect(pipelineTarget('reschedule_later', at(STAGE_ID.REPLIED))).toBeNull();
  });
});

describe('a bounce in the pipeline', () => {
  const BOUNCED = { stageId: STAGE_ID.GOOD_FIT, stageLabel: 4 };

  it('labels a Good Fit candidate Email bounced', () => {
    expect(pipelineTarget('bounced', at(STAGE_ID.GOOD_FIT, 3))).toEqual(BOUNCED);
    expect(pipelineTarget('bounced', at(STAGE_ID.GOOD_FIT, 4))).toBeNull();
  });

  it('undoes "Email delivered" when the notice comes after the server took the message', () => {
    expect(pipelineTarget('bounced', at(STAGE_ID.CONTACTED, 2))).toEqual(BOUNCED);
  });

  it('leaves someone who opened or clicked, or replied, where they are', () => {
    expect(pipelineTarget('bounced', at(STAGE_ID.CONTACTED, 3))).toBeNull();
    expect(pipelineTarget('bounced', at(STAGE_ID.CONTACTED, 4))).toBeNull();
    expect(pipelineTarget('bounced', at(STAGE_ID.REPLIED, 3))).toBeNull();
  });
});
