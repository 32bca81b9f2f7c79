/**
 * Synthetic résumés for the scoring benchmark: plain texts in the judged set's layout, drawn
 * from the talent taxonomy's titles (their skills, certifications and fields) with a seeded
 * random generator, so a run of 50,000 is the same every time and looks like a real applicant
 * pool — mostly people of other families, some of the job's own.
 */
import { findAcademicSubject } from '@talentbase/shared/reference/academic-subjects';
import { TITLES } from '../../../talent/taxonomy/titles';

const CITIES = [
  'Seattle, WA, US',
  'Austin, TX, US',
  'Chicago, IL, US',
  'Boston, MA, US',
  'New York, NY, US',
  'Denver, CO, US',
  'Portland, OR, US',
  'Manchester, UK',
  'London, UK',
  'Toronto, Canada',
];
const LANGUAGES = ['Spanish (fluent)', 'French (basic)', 'German (professional)', 'Mandarin (native)'];
const DEGREES = ['B.S.', 'B.A.', 'M.S.', 'MBA', 'Associate of Science', 'Ph.D.'];

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function sample<T>(random: () => number, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length > 0)
    out.push(copy.splice(Math.floor(random() * copy.length), 1)[0] as T);
  return out;
}

export function syntheticResume(random: () => number, index: number): string {
  const title = pick(random, TITLES);
  const positions = 1 + Math.floor(random() * 3);
  let year = 2026;
  const lines = [`Applicant ${index}`, pick(random, CITIES), title.name, '', 'EXPERIENCE'];
  for (let i = 0; i < positions; i++) {
    const span = 1 + Math.floor(random() * 5);
    const end = i === 0 ? 'Present' : `${year}-06`;
    const start = `${year - span}-0${1 + Math.floor(random() * 9)}`;
    year -= span + 1;
    const skills = sample(random, title.skills, 3);
    lines.push(
      `${i === 0 ? title.name : pick(random, TITLES).name} — Company ${index % 997} | ${start} – ${end}`,
    );
    lines.push(`- Day to day work with ${skills.join(', ')}.`);
  }
  lines.push(
    '',
    'EDUCATION',
    `${pick(random, DEGREES)}, ${findAcademicSubject(title.majors[0] ?? '')?.label ?? 'General Studies'} — State University | ${year}`,
  );
  lines.push('', 'SKILLS', sample(random, title.skills, 6).join(', '));
  if (title.certifications?.length)
    lines.push('', 'CERTIFICATIONS', ...sample(random, title.certifications, 2));
  if (random() < 0.3) lines.push('', 'LANGUAGES', `English (native), ${pick(random, LANGUAGES)}`);
  return lines.join('\n');
}
