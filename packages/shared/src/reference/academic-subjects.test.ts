import { describe, expect, it } from 'vitest';
import { isValidSlug } from '../validators/slug';
import {
  ACADEMIC_SUBJECT_ALL,
  ACADEMIC_SUBJECT_FILTER_OPTIONS,
  ACADEMIC_SUBJECT_NONE_ASSIGNED,
  ACADEMIC_SUBJECTS,
  findAcademicSubject,
} from './academic-subjects';

describe('ACADEMIC_SUBJECTS', () => {
  it('has about 300 subjects with unique labels and slugs', () => {
    expect(ACADEMIC_SUBJECTS.length).toBeGreaterThanOrEqual(290);
    expect(new Set(ACADEMIC_SUBJECTS.map((subject) => subject.value)).size).toBe(ACADEMIC_SUBJECTS.length);
    expect(new Set(ACADEMIC_SUBJECTS.map((subject) => subject.label)).size).toBe(ACADEMIC_SUBJECTS.length);
  });

  it('uses valid slugs and is alphabetical', () => {
    for (const subject of ACADEMIC_SUBJECTS) {
      expect(isValidSlug(subject.value), subject.value).toBe(true);
      expect(subject.value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    const labels = ACADEMIC_SUBJECTS.map((subject) => subject.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers All and None assigned ahead of the subjects', () => {
    expect(ACADEMIC_SUBJECT_NONE_ASSIGNED).toEqual({ label: 'None assigned', value: -1 });
    expect(ACADEMIC_SUBJECT_ALL).toEqual({ label: 'All', value: 'all' });
    expect(ACADEMIC_SUBJECT_FILTER_OPTIONS.slice(0, 2)).toEqual([
      ACADEMIC_SUBJECT_ALL,
      ACADEMIC_SUBJECT_NONE_ASSIGNED,
    ]);
    expect(ACADEMIC_SUBJECT_FILTER_OPTIONS).toHaveLength(ACADEMIC_SUBJECTS.length + 2);
  });

  it('finds subjects by slug', () => {
    expect(findAcademicSubject('computer-science')?.label).toBe('Computer Science');
    expect(findAcademicSubject('all')).toBeUndefined();
  });
});
