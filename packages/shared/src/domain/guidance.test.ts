import { describe, expect, it } from 'vitest';
import {
  GUIDANCE_ACTIONS,
  GUIDANCE_EXPIRY_FLOOR,
  GUIDANCE_EXPIRY_FLOOR_MS,
  GUIDANCE_FEEDBACK,
  GUIDANCE_PRIORITY_RANGE,
  GUIDANCE_STYLES,
  GUIDANCE_TUTORIAL_TYPES,
  HELP_TAB_KINDS,
  ONBOARDING_ACTION_BUTTONS,
  ONBOARDING_STEPS,
} from './guidance';

describe('guidance codes', () => {
  it('match the spec lists', () => {
    expect(GUIDANCE_TUTORIAL_TYPES).toHaveLength(13);
    expect(GUIDANCE_TUTORIAL_TYPES[0]).toBe('MemberDashboard');
    expect(GUIDANCE_TUTORIAL_TYPES.at(-1)).toBe('UniversalSearchWithProjects');
    expect(GUIDANCE_ACTIONS).toEqual(['Next', 'Prev', 'Exit', 'Complete', 'None']);
    expect(GUIDANCE_STYLES).toEqual([
      'Popover',
      'NumberPopover',
      'PopoverWithMasking',
      'HighlightMultiArea',
      'PurpleHighlight',
      'NewLabel',
      'PopoverWhite',
    ]);
    expect(GUIDANCE_FEEDBACK).toEqual(['NO_FEEDBACK', 'HELPFUL', 'NOT_HELPFUL']);
    expect(ONBOARDING_STEPS).toEqual([
      'GetStarted',
      'FindCandidates',
      'ManageProject',
      'ContactCandidates',
      'ConnectToATS',
      'CollaborateWithTeam',
    ]);
    expect(ONBOARDING_ACTION_BUTTONS).toHaveLength(15);
    expect(HELP_TAB_KINDS).toEqual(['MAIN', 'SEARCH', 'ARTICLE', 'TOPIC', 'NEW']);
  });

  it('has the 2023-01-01 expiry floor and priorities 701 to 1000', () => {
    expect(new Date(GUIDANCE_EXPIRY_FLOOR).getTime()).toBe(GUIDANCE_EXPIRY_FLOOR_MS);
    expect(GUIDANCE_EXPIRY_FLOOR.startsWith('2023-01-01')).toBe(true);
    expect(GUIDANCE_PRIORITY_RANGE).toEqual({ min: 701, max: 1000 });
  });
});
