/**
 * The built-in fake applicants of the demo sample projects (spec sections 1 and 7): six people,
 * five under review (stage 1) and one moved forward (stage 2), applying to the sample job
 * "Senior Software Engineer" in Austin, TX. Every name, company and school is invented; addresses
 * are at example.com and phones in the 555-01xx range reserved for fiction. Their ids are
 * negative like the sample projects', so they can never collide with a stored row.
 */
import { APPLICANT_REVIEW_STATUS } from '@talentbase/shared/domain/applicant-match';

export type DemoApplicantSeed = {
  n: number;
  first: string;
  last: string;
  headline: string;
  summary: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Newest first; the first is the current role. */
  positions: { title: string; company: string; start: string; end: string | null; summary: string }[];
  education: { school: string; degree: string; major: string; level: string; start: number; end: number };
  skills: string[];
  languages: { name: string; proficiency: number }[];
  certifications: string[];
  fulltimeYears: number;
  stage: number;
  viewed: boolean;
  appliedAt: string;
};

const UNDER_REVIEW = APPLICANT_REVIEW_STATUS.UnderReview;
const MOVED_FORWARD = APPLICANT_REVIEW_STATUS.MovedForward;

export const DEMO_APPLICANT_SEEDS: readonly DemoApplicantSeed[] = [
  {
    n: 1,
    first: 'Maya',
    last: 'Castellano',
    headline: 'Senior Software Engineer building payment APIs',
    summary:
      'Backend engineer with 8 years of experience shipping TypeScript and Node.js services on PostgreSQL.',
    city: 'Austin',
    state: 'TX',
    latitude: 30.2672,
    longitude: -97.7431,
    positions: [
      {
        title: 'Senior Software Engineer',
        company: 'Brightwater Ledger',
        start: '2021-03',
        end: null,
        summary:
          'Led the move of the billing platform to Kubernetes and tuned PostgreSQL queries for 40M rows.',
      },
      {
        title: 'Software Engineer',
        company: 'Quillmark Systems',
        start: '2017-06',
        end: '2021-02',
        summary: 'Built Node.js microservices and a React admin console.',
      },
    ],
    education: {
      school: 'Hill Country State University',
      degree: 'Bachelor of Science',
      major: 'Computer Science',
      level: 'bachelor',
      start: 2013,
      end: 2017,
    },
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'React'],
    languages: [
      { name: 'English', proficiency: 5 },
      { name: 'Spanish', proficiency: 4 },
    ],
    certifications: [],
    fulltimeYears: 8,
    stage: UNDER_REVIEW,
    viewed: true,
    appliedAt: '2026-01-12T15:04:00.000Z',
  },
  {
    n: 2,
    first: 'Daniel',
    last: 'Okonkwo-Reyes',
    headline: 'Software Engineer II, logistics platform',
    summary: 'Engineer with 6 years of experience in TypeScript, Node.js and AWS for freight tracking.',
    city: 'Round Rock',
    state: 'TX',
    latitude: 30.5083,
    longitude: -97.6789,
    positions: [
      {
        title: 'Software Engineer II',
        company: 'Lanternpost Freight',
        start: '2022-01',
        end: null,
        summary: 'Owns the shipment-tracking API in Node.js backed by PostgreSQL and AWS Lambda.',
      },
      {
        title: 'Junior Developer',
        company: 'Cedar Loop Digital',
        start: '2019-08',
        end: '2021-12',
        summary: 'Wrote TypeScript front ends and REST endpoints.',
      },
    ],
    education: {
      school: 'Brazos Valley Institute of Technology',
      degree: 'Bachelor of Science',
      major: 'Computer Engineering',
      level: 'bachelor',
      start: 2015,
      end: 2019,
    },
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
    languages: [{ name: 'English', proficiency: 5 }],
    certifications: ['AWS Certified Developer'],
    fulltimeYears: 6,
    stage: UNDER_REVIEW,
    viewed: false,
    appliedAt: '2026-01-13T09:30:00.000Z',
  },
  {
    n: 3,
    first: 'Priya',
    last: 'Natarajan-Holm',
    headline: 'Backend Engineer, health data',
    summary: 'Backend engineer with 5 years of experience in Python and Node.js services for clinical data.',
    city: 'San Antonio',
    state: 'TX',
    latitude: 29.4241,
    longitude: -98.4936,
    positions: [
      {
        title: 'Backend Engineer',
        company: 'Marigold Health Data',
        start: '2021-05',
        end: null,
        summary: 'Designed PostgreSQL schemas and Node.js ingestion jobs for lab results.',
      },
      {
        title: 'Data Engineer',
        company: 'Sableridge Analytics',
        start: '2020-01',
        end: '2021-04',
        summary: 'Python pipelines feeding a reporting warehouse.',
      },
    ],
    education: {
      school: 'Gulf Coast Polytechnic',
      degree: 'Master of Science',
      major: 'Computer Science',
      level: 'master',
      start: 2018,
      end: 2020,
    },
    skills: ['Node.js', 'PostgreSQL', 'Python', 'Docker'],
    languages: [
      { name: 'English', proficiency: 5 },
      { name: 'Tamil', proficiency: 5 },
    ],
    certifications: [],
    fulltimeYears: 5,
    stage: UNDER_REVIEW,
    viewed: false,
    appliedAt: '2026-01-14T18:12:00.000Z',
  },
  {
    n: 4,
    first: 'Lucas',
    last: 'Brandvold',
    headline: 'Full-Stack Developer',
    summary: 'Full-stack developer with 3 years of experience in TypeScript and React, some Node.js.',
    city: 'Austin',
    state: 'TX',
    latitude: 30.2672,
    longitude: -97.7431,
    positions: [
      {
        title: 'Full-Stack Developer',
        company: 'Pinegrove Media Works',
        start: '2023-02',
        end: null,
        summary: 'Builds React pages and small Node.js endpoints for a publishing site.',
      },
    ],
    education: {
      school: 'Pecos River College',
      degree: 'Bachelor of Arts',
      major: 'Mathematics',
      level: 'bachelor',
      start: 2018,
      end: 2022,
    },
    skills: ['TypeScript', 'React', 'Node.js', 'CSS'],
    languages: [{ name: 'English', proficiency: 5 }],
    certifications: [],
    fulltimeYears: 3,
    stage: UNDER_REVIEW,
    viewed: true,
    appliedAt: '2026-01-15T11:45:00.000Z',
  },
  {
    n: 5,
    first: 'Hannah',
    last: 'Wexford-Lim',
    headline: 'QA Analyst',
    summary: 'QA analyst with 4 years of experience in manual and Selenium test automation in Java.',
    city: 'Dallas',
    state: 'TX',
    latitude: 32.7767,
    longitude: -96.797,
    positions: [
      {
        title: 'QA Analyst',
        company: 'Northbrook Mutual Insurance',
        start: '2022-04',
        end: null,
        summary: 'Writes Selenium suites in Java and manual test plans for claims software.',
      },
    ],
    education: {
      school: 'Trinity Plains Community College',
      degree: 'Associate of Applied Science',
      major: 'Information Technology',
      level: 'associate',
      start: 2018,
      end: 2020,
    },
    skills: ['Selenium', 'Java', 'Test Planning'],
    languages: [{ name: 'English', proficiency: 5 }],
    certifications: ['ISTQB Foundation'],
    fulltimeYears: 4,
    stage: UNDER_REVIEW,
    viewed: false,
    appliedAt: '2026-01-16T08:05:00.000Z',
  },
  {
    n: 6,
    first: 'Samuel',
    last: 'Idowu-Marsh',
    headline: 'Staff Software Engineer, data platform',
    summary:
      'Staff engineer with 10 years of experience leading TypeScript, Node.js and PostgreSQL teams on AWS and Kubernetes.',
    city: 'Austin',
    state: 'TX',
    latitude: 30.2672,
    longitude: -97.7431,
    positions: [
      {
        title: 'Staff Software Engineer',
        company: 'Redfern Analytics',
        start: '2020-09',
        end: null,
        summary: 'Leads six engineers on a Node.js event platform running on Kubernetes in AWS.',
      },
      {
        title: 'Senior Software Engineer',
        company: 'Oakhaven Retail Labs',
        start: '2016-01',
        end: '2020-08',
        summary: 'Scaled PostgreSQL order storage and wrote TypeScript services.',
      },
    ],
    education: {
      school: 'Hill Country State University',
      degree: 'Bachelor of Science',
      major: 'Computer Science',
      level: 'bachelor',
      start: 2011,
      end: 2015,
    },
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'AWS'],
    languages: [{ name: 'English', proficiency: 5 }],
    certifications: ['Certified Kubernetes Administrator'],
    fulltimeYears: 10,
    stage: MOVED_FORWARD,
    viewed: true,
    appliedAt: '2026-01-10T14:20:00.000Z',
  },
];
