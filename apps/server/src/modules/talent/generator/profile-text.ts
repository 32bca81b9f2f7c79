/**
 * The words on a generated profile: headline, summary, focus and the availability reason. A few
 * templates per part, filled from the career, so results read like people wrote them.
 */
import type { Random } from './random';

export type TextFacts = {
  title: string;
  company: string;
  years: number;
  industry: string;
  skills: readonly string[];
  family: string;
  city: string;
};

const plural = (n: number) => (n === 1 ? 'year' : 'years');

export function headline(f: TextFacts, r: Random): string {
  const top = f.skills.slice(0, 3).join(', ');
  switch (r.int(4)) {
    case 0:
      return `${f.title} at ${f.company}`;
    case 1:
      return top ? `${f.title} | ${top}` : f.title;
    case 2:
      return `${f.title} · ${f.industry}`;
    default:
      return `${f.title} based in ${f.city}`;
  }
}

const CLOSERS: Record<string, readonly string[]> = {
  engineering: [
    'I enjoy turning ambiguous problems into simple, reliable systems.',
    'Care about code review, testing and mentoring.',
    'Open to roles with strong engineering culture.',
  ],
  data: [
    'Comfortable from raw data to a decision-ready dashboard.',
    'Believe good data beats clever models.',
  ],
  product: ['Obsessed with customer discovery and clear roadmaps.', 'Shipped products used by millions.'],
  design: ['Portfolio available on request.', 'Passionate about accessible, human-centred design.'],
  healthcare: [
    'Committed to compassionate, evidence-based patient care.',
    'Experienced in fast-paced clinical settings.',
  ],
  research: ['Published in peer-reviewed journals.', 'Enjoy bridging research and practical applications.'],
  architecture: ['Experienced across concept, design development and construction documents.'],
  game: ['Shipped titles on PC and console.', 'Love building worlds players want to return to.'],
  sales: ['Consistently exceeded quota.', 'Built pipelines from the ground up in new territories.'],
  marketing: ['Data-driven marketer with a creative streak.', 'Grew inbound pipeline quarter over quarter.'],
  finance: ['Trusted partner to leadership on planning and controls.'],
  hr: ['People-first partner to managers and teams.', 'Experienced in scaling teams quickly.'],
  operations: ['Continuous-improvement mindset.', 'Keep complex operations running smoothly.'],
  legal: ['Pragmatic advice that lets the business move.'],
  customer_success: ['Customer advocate with a record of high retention.'],
  education: ['Dedicated to helping every learner succeed.'],
};

export function summary(f: TextFacts, r: Random): string {
  const skills = f.skills.slice(0, 4);
  const skillText =
    skills.length > 1 ? `${skills.slice(0, -1).join(', ')} and ${skills[skills.length - 1]}` : skills[0];
  const years = Math.max(1, Math.round(f.years));
  const first =
    f.years < 1
      ? `Early-career ${f.title.toLowerCase()} starting out in ${f.industry.toLowerCase()}.`
      : r.chance(0.5)
        ? `${f.title} with ${years} ${plural(years)} of experience in ${f.industry.toLowerCase()}.`
        : `${years} ${plural(years)} as a ${f.title.toLowerCase()}, currently at ${f.company}.`;
  const second = skillText ? `Skilled in ${skillText}.` : '';
  const closer = r.pick(CLOSERS[f.family] ?? CLOSERS.operations ?? ['']);
  return [first, second, closer].filter(Boolean).join(' ');
}

export function availabilityReason(tenureYears: number, activity: number): string {
  if (tenureYears >= 4) return 'Long tenure at current company';
  if (activity >= 4) return 'Recently active and updating profile';
  if (tenureYears < 1) return 'Recently started a new role';
  return 'Typical tenure for the role';
}
