import { LOCK_REASONS, type TemplateDetailInput, templateDetailInputSchema } from '@talentbase/shared';
import { defaultTemplateDetail, type TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { describe, expect, it } from 'vitest';
import { applyTemplateRules } from './template-rules';

const base = defaultTemplateDetail();
const input = (detail: TemplateDetail = base): TemplateDetailInput => structuredClone(detail);

function errors(next: TemplateDetailInput, from: TemplateDetail = base) {
  const result = applyTemplateRules(from, next);
  if (result.ok) throw new Error('expected the rules to refuse');
  return result.fields;
}
function accepted(next: TemplateDetailInput, from: TemplateDetail = base) {
  const result = applyTemplateRules(from, next);
  if (!result.ok) throw new Error(`expected the rules to accept: ${JSON.stringify(result.fields)}`);
  return result.detail;
}

describe('hiring-process rules', () => {
  it('accepts the default outbound pipeline as it is', () => {
    expect(accepted(input())).toEqual(base);
  });

  it('numbers new categories from 10 and new stages from 100, above ids already used', () => {
    const next = input();
    next.splice(5, 0, { categoryName: 'Assessment', stages: [{ stageName: 'Take-home', stageStatus: 0 }] });
    const first = accepted(next);
    expect(first[5]).toEqual({
      categoryId: 10,
      categoryName: 'Assessment',
      stages: [{ stageId: 100, stageName: 'Take-home', stageStatus: 0 }],
    });
    const again = input(first);
    again[1]?.stages.push({ stageName: 'Phone screen', stageStatus: 0 });
    again.splice(2, 0, { categoryName: 'References', stages: [] });
    const second = accepted(again, first);
    expect(second[1]?.stages[0]?.stageId).toBe(101);
    expect(second[2]?.categoryId).toBe(11);
  });

  it('keeps Sourcing first and Archived last, both present', () => {
    expect(errors(input().slice(1))).toEqual({ templateDetail: LOCK_REASONS.fixedCategory });
    const reversed = input().reverse();
    expect(errors(reversed)).toMatchObject({
      'templateDetail.5': 'Sourcing stays the first category.',
      'templateDetail.0': 'Archived stays the last category.',
    });
  });

  it('refuses renaming, hiding, removing or adding sourcing stages', () => {
    const renamed = input();
    (renamed[0]?.stages[2] ?? { stageName: '' }).stageName = 'Answered';
    expect(errors(renamed)).toEqual({ 'templateDetail.0.stages.2': LOCK_REASONS.fixedStage });
    const hidden = input();
    (hidden[0]?.stages[0] ?? { stageStatus: 0 }).stageStatus = 1;
    expect(errors(hidden)).toEqual({ 'templateDetail.0.stages.0': LOCK_REASONS.fixedStage });
    const removed = input();
    removed[0]?.stages.pop();
    expect(errors(removed)).toEqual({ 'templateDetail.0.stages': LOCK_REASONS.fixedStage });
    const added = input();
    added[0]?.stages.push({ stageName: 'Nurture', stageStatus: 0 });
    expect(errors(added)).toEqual({ 'templateDetail.0.stages.5': LOCK_REASONS.sourcingNoStages });
  });

  it('lets the Archived stage be renamed, never shown, and never joined by another', () => {
    const renamed = input();
    (renamed[5]?.stages[0] ?? { stageName: '' }).stageName = 'Closed';
    expect(accepted(renamed)[5]?.stages[0]).toEqual({ stageId: 0, stageName: 'Closed', stageStatus: 1 });
    const shown = input();
    (shown[5]?.stages[0] ?? { stageStatus: 1 }).stageStatus = 0;
    expect(errors(shown)).toEqual({ 'templateDetail.5.stages.0.stageStatus': LOCK_REASONS.archivedStage });
    const more = input();
    more[5]?.stages.push({ stageName: 'Later', stageStatus: 1 });
    expect(errors(more)).toEqual({ 'templateDetail.5.stages': LOCK_REASONS.archivedNoStages });
  });

  it('refuses unknown ids, items listed twice and stages moved across categories', () => {
    const unknown = input();
    unknown.splice(1, 1, { categoryId: 42, categoryName: 'Screen', stages: [] });
    expect(errors(unknown)).toEqual({ 'templateDetail.1.categoryId': 'Unknown category' });
    const fixedId = input();
    fixedId[1]?.stages.push({ stageId: 2, stageName: 'Contacted again', stageStatus: 0 });
    expect(errors(fixedId)).toEqual({ 'templateDetail.1.stages.0.stageId': 'Unknown stage' });
    const withStage: TemplateDetail = structuredClone(base);
    withStage[1]?.stages.push({ stageId: 100, stageName: 'Phone screen', stageStatus: 0 });
    const moved = input(withStage);
    const stage = moved[1]?.stages.pop();
    if (stage) moved[2]?.stages.push(stage);
    expect(errors(moved, withStage)).toEqual({
      'templateDetail.2.stages.0.stageId': 'A stage cannot move to another category',
    });
    const twice = input(withStage);
    twice[1]?.stages.push({ stageId: 100, stageName: 'Phone screen 2', stageStatus: 0 });
    expect(errors(twice, withStage)).toEqual({
      'templateDetail.1.stages.1.stageId': 'This stage is listed twice',
    });
  });

  it('wants names unique among categories and within a category, whatever their case', () => {
    const categories = input();
    categories.splice(2, 0, { categoryName: 'SCREEN', stages: [] });
    expect(errors(categories)).toEqual({
      'templateDetail.2.categoryName': 'Another category is already called “SCREEN”',
    });
    const stages = input();
    stages[1]?.stages.push({ stageName: 'Call', stageStatus: 0 }, { stageName: 'call', stageStatus: 1 });
    expect(errors(stages)).toEqual({
      'templateDetail.1.stages.1.stageName': 'Another stage of this category is already called “call”',
    });
    // The same stage name in two categories is fine.
    const across = input();
    across[1]?.stages.push({ stageName: 'Call', stageStatus: 0 });
    across[2]?.stages.push({ stageName: 'Call', stageStatus: 0 });
    expect(applyTemplateRules(base, across).ok).toBe(true);
  });

  it('is fed by the request schema, which trims names and bounds lengths and counts', () => {
    const parsed = templateDetailInputSchema.safeParse([
      { categoryName: '  Sourcing  ', stages: [{ stageName: ' x ', stageStatus: 0 }] },
    ]);
    expect(parsed.success && parsed.data[0]?.categoryName).toBe('Sourcing');
    expect(templateDetailInputSchema.safeParse([{ categoryName: ' ', stages: [] }]).success).toBe(false);
    expect(templateDetailInputSchema.safeParse([{ categoryName: 'x'.repeat(61), stages: [] }]).success).toBe(
      false,
    );
    expect(templateDetailInputSchema.safeParse([{ categoryName: 'x', stages: [], extra: 1 }]).success).toBe(
      false,
    );
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ categoryName: `C${i}`, stages: [] }));
    expect(templateDetailInputSchema.safeParse(tooMany).success).toBe(false);
  });
});
