import { describe, expect, it } from 'vitest';
import {
  isDemoProjectId,
  jobBoardSource,
  ONBOARDING_MODE,
  PROJECT_CREATION_SOURCE,
  PROJECT_DEFAULT_FIELDS,
  PROJECT_STATUS,
  SEARCH_HISTORY_TYPE,
} from './projects';

describe('project codes', () => {
  it('match the spec', () => {
    expect(PROJECT_STATUS).toEqual({ NORMAL: 0, DELETED: 1, MEMBER: 2, INVISIBLE: 3, ARCHIVED: 4 });
    expect(PROJECT_CREATION_SOURCE).toEqual({
      MANUAL_CREATE: 0,
      AUTO_CREATE: 1,
      ALPHA_PROJECT: 2,
      MANUAL_CREATE_ATS: 3,
    });
    expect(ONBOARDING_MODE).toEqual({ NONE: 0, IMPLANTATION: 1, ONBOARDING: 2 });
    expect(SEARCH_HISTORY_TYPE).toEqual({ ALL_IN_ONE: 0, REDISCOVERY: 2 });
  });

  it('recognises only the two demo project ids', () => {
    expect([-2, -1, 0, 1, -3].map(isDemoProjectId)).toEqual([true, true, false, false, false]);
  });

  it('keys the default fields 1 to 10 starting with job title', () => {
    expect(PROJECT_DEFAULT_FIELDS.map((field) => field.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(PROJECT_DEFAULT_FIELDS[0]).toMatchObject({ name: 'jobTitle', placeholder: 'Enter job title' });
    expect(PROJECT_DEFAULT_FIELDS[1]).toMatchObject({ name: 'projectStatus', placeholder: 'Please select' });
    expect(PROJECT_DEFAULT_FIELDS.at(-1)?.name).toBe('jobLocation');
  });

  it('builds job-board source values', () => {
    expect(jobBoardSource('indeed')).toBe('jobboard_indeed');
  });
});
