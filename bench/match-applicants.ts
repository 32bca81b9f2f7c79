/**
 * The applicant pool of bench:match: the judged set's résumés, each copied with variations (a
 * name, a city, dates moved back 0 to 4 years, a skill dropped and another added), mixed with
 * synthetic résumés of every title family (matching/eval/synthetic.ts), so a job sees some
 * close applicants and many from other fields, as a real inbox does. Seeded: the same pool
 * every run.
 */
import { EVAL_RESUMES } from '../apps/server/src/modules/applicant-match/matching/eval/judged-set';
import {
  seededRandom,
  syntheticResume,
} from '../apps/server/src/modules/applicant-match/matching/eval/synthetic';
import { SKILLS } from '../apps/server/src/modules/talent/taxonomy/skills';

const CITIES = [
  'Seattle, WA, US',
  'Tacoma, WA, US',
  'Austin, TX, US',
  'Chicago, IL, US',
  'Boston, MA, US',
  'New York, NY, US',
  'Denver, CO, US',
  'San Francisco, CA, US',
  'Atlanta, GA, US',
  'London, UK',
  'Manchester, UK',
  'Toronto, Canada',
];

const judged = Object.values(EVAL_RESUMES);

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** One judged résumé with its name, city, dates and skills varied. */
export function variedResume(random: () => number, index: number): string {
  const lines = pick(random, judged).split('\n');
  const back = Math.floor(random() * 5);
  lines[0] = `Applicant ${index}`;
  // The second line is the place in the judged set's layout; keep it when it is not one.
  if (lines[1] && /,/.test(lines[1]) && random() < 0.6) lines[1] = pick(random, CITIES);
  let inSkills = false;
  for (let i = 2; i < lines.length; i++) {
    let line = lines[i] as string;
    if (back > 0) line = line.replace(/\b(19|20)(\d{2})(?=-\d{2}\b|$)/g, (y) => String(Number(y) - back));
    if (/^[A-Z][A-Z ]+$/.test(line.trim())) inSkills = line.trim() === 'SKILLS';
    else if (inSkills && line.includes(',')) {
      const skills = line.split(/,\s*/);
      skills.splice(Math.floor(random() * skills.length), 1);
      skills.push(pick(random, SKILLS).name);
      line = skills.join(', ');
    }
    lines[i] = line;
  }
  return lines.join('\n');
}

/** `count` résumé texts: 6 in 10 varied judged résumés, 4 in 10 synthetic ones. */
export function applicantPool(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(random() < 0.6 ? variedResume(random, i) : syntheticResume(random, i));
  return out;
}
