import { describe, expect, it } from 'vitest';
import { ONBOARDING_FLAGS, type OnboardingFlags, onboardingChecklist } from './onboarding';

const none = Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, false])) as OnboardingFlags;
const all = Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, true])) as OnboardingFlags;

describe('onboardingChecklist', () => {
  it('starts at 0 % with the first step current and nothing locked', () => {
    const c = onboardingChecklist(none, {});
    expect(c.percent).toBe(0);
    expect(c.steps.map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo', 'todo', 'todo']);
  });

  it('an item is done when any of its flags is; a step when all its items are', () => {
    const c = onboardingChecklist({ ...none, SurveyAnswered: true, CandidatesImported: true }, {});
    expect(c.steps[0]?.state).toBe('done');
    expect(c.steps[1]?.items.map((i) => i.done)).toEqual([true, false]);
    expect(c.steps[1]?.state).toBe('current');
    expect(c.percent).toBe(17);
  });

  it('skipped steps count as finished unless done; all finished is complete', () => {
    const c = onboardingChecklist(
      { ...all, ExportToAts: false },
      { skipped: ['ConnectToATS', 'GetStarted'] },
    );
    expect(c.steps.find((s) => s.step === 'ConnectToATS')?.state).toBe('skipped');
    expect(c.steps.find((s) => s.step === 'GetStarted')?.state).toBe('done');
    expect(c).toMatchObject({ percent: 100, complete: true });
  });

  it('never offers the browser-extension button', () => {
    expect(onboardingChecklist(none, {}).steps.flatMap((s) => s.buttons)).not.toContain('AddToChrome');
  });
});
