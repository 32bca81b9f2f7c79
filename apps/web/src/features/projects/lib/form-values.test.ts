import { PROJECT_DEFAULT_FIELDS } from '@talentbase/shared/domain/projects';
import { describe, expect, it } from 'vitest';
import { projectInformation } from '../test/fixtures';
import {
  emptyProjectFormValues,
  nameFromJobTitle,
  PROJECT_FORM_FIELDS,
  projectFormErrors,
  projectFormValuesOf,
  toProjectFields,
} from './form-values';

describe('project form values', () => {
  it('lists the ten fields in the spec order', () => {
    expect(PROJECT_FORM_FIELDS).toEqual([
      'jobTitle',
      'projectStatus',
      'projectName',
      'jobId',
      'projectDescription',
      'department',
      'workArrangement',
      'employmentType',
      'numberOfOpenings',
      'jobLocation',
    ]);
    expect(PROJECT_FORM_FIELDS).toHaveLength(PROJECT_DEFAULT_FIELDS.length);
  });

  it('asks for the three required fields with the contract messages', () => {
    expect(projectFormErrors(emptyProjectFormValues())).toEqual({
      jobTitle: 'Enter job title',
      projectStatus: 'Please select',
      projectName: 'Enter a project name',
    });
  });

  it('rejects half-typed or out-of-range openings', () => {
    const base = { ...emptyProjectFormValues(), jobTitle: 'Nurse', projectName: 'Nurse', projectStatus: '0' };
    expect(projectFormErrors({ ...base, numberOfOpenings: '-' }).numberOfOpenings).toBe(
      'Enter a whole number',
    );
    expect(projectFormErrors({ ...base, numberOfOpenings: 0 }).numberOfOpenings).toBe('At least 1 opening');
    expect(projectFormErrors({ ...base, numberOfOpenings: 1001 }).numberOfOpenings).toBe(
      'At most 1,000 openings',
    );
    expect(projectFormErrors({ ...base, numberOfOpenings: '' })).toEqual({});
  });

  it('sends trimmed values and leaves empty optional fields out', () => {
    const fields = toProjectFields({
      ...emptyProjectFormValues(),
      jobTitle: '  Registered Nurse ',
      projectStatus: '2',
      projectName: ' Nurses Boston ',
      department: '   ',
      workArrangement: 'onsite',
      numberOfOpenings: 3,
    });
    expect(fields).toEqual({
      jobTitle: 'Registered Nurse',
      projectStatus: 2,
      projectName: 'Nurses Boston',
      workArrangement: 'onsite',
      numberOfOpenings: 3,
    });
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields);
  });

  it('prefills from a project; an archived one with the status it returns to', () => {
    const values = projectFormValuesOf(projectInformation({ jobLocation: null, numberOfOpenings: null }));
    expect(values).toMatchObject({
      jobTitle: 'Backend Engineer',
      projectStatus: '0',
      jobId: 'REQ-42',
      workArrangement: 'hybrid',
      numberOfOpenings: '',
      jobLocation: '',
    });
    expect(
      projectFormValuesOf(projectInformation({ projectStatus: 4, archived: true, statusBeforeArchive: 2 }))
        .projectStatus,
    ).toBe('2');
    expect(
      projectFormValuesOf(projectInformation({ projectStatus: 4, archived: true, statusBeforeArchive: null }))
        .projectStatus,
    ).toBeNull();
  });

  it('suggests a name within the 120-character limit', () => {
    expect(nameFromJobTitle('  Nurse')).toBe('Nurse');
    expect(nameFromJobTitle('x'.repeat(200))).toHaveLength(120);
  });
});
