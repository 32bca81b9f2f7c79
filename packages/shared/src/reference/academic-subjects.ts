// Academic subjects (second spec, section 3.7). The list itself is in data/academic-subjects.ts.
import { ACADEMIC_SUBJECT_DATA } from './data/academic-subjects';

export type AcademicSubjectOption = { label: string; value: string };

export const ACADEMIC_SUBJECTS: readonly AcademicSubjectOption[] = ACADEMIC_SUBJECT_DATA;

/** Filter option for records with no subject; -1 because it must never equal a real slug. */
export const ACADEMIC_SUBJECT_NONE_ASSIGNED = { label: 'None assigned', value: -1 } as const;
export const ACADEMIC_SUBJECT_ALL = { label: 'All', value: 'all' } as const;

/** Options of the subject filter: All first, then None assigned, then the subjects. */
export const ACADEMIC_SUBJECT_FILTER_OPTIONS: readonly { label: string; value: string | number }[] = [
  ACADEMIC_SUBJECT_ALL,
  ACADEMIC_SUBJECT_NONE_ASSIGNED,
  ...ACADEMIC_SUBJECTS,
];

const SUBJECT_BY_VALUE = new Map(ACADEMIC_SUBJECTS.map((subject) => [subject.value, subject]));

export function findAcademicSubject(value: string): AcademicSubjectOption | undefined {
  return SUBJECT_BY_VALUE.get(value);
}
