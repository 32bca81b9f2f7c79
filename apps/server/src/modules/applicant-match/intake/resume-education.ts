/**
 * Schools and degrees from the education section. A line naming a school (University, College,
 * Universidad, Hochschule ...) starts an entry; a degree ("Bachelor of Science in Nursing",
 * "B.Sc. Computer Science", "MBA", "Máster en ...") and years attach to the entry they sit with.
 * The education level is the highest degree read, in the spec's values.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import { EDUCATION_LEVEL_RANK } from '@talentbase/shared/domain/degrees';
import type { EducationLevel } from '@talentbase/shared/domain/sourcing-filters';
import { findDateRange, SINGLE_DATE } from './resume-dates';

type Education = TalentProfileDoc['education'][number];

const SCHOOL =
  /\b(?:university|college|institute|institut|school|academy|polytechnic|conservatory|universidad|universitat|universität|universitaet|hochschule|fachhochschule|technische|école|ecole|université|instituto|faculdade|universidade|colegio|gymnasium|lycée|iit|mit)\b/i;

/** Degree patterns with their level, most specific first. */
const DEGREES: [RegExp, EducationLevel][] = [
  [
    /\b(?:ph\.?\s?d\.?|doctor of philosophy|doctorate|doctorado|promotion|dr\. rer\. nat\.|doctorat)\b/i,
    'ph.d',
  ],
  [/\bpharm\.?\s?d\.?\b|\bdoctor of pharmacy\b/i, 'pharmd'],
  [/\bj\.?d\.?\b|\bjuris doctor\b/i, 'jd'],
  [/\bm\.?d\.?\b(?! in)|\bdoctor of medicine\b/i, 'md'],
  [/\bd\.?o\.?\b(?=[\s,]|$)|\bdoctor of osteopathic medicine\b/i, 'do'],
  [/\bm\.?b\.?a\.?\b|\bmaster of business administration\b/i, 'mba'],
  [
    /\b(?:master(?:'s)?|m\.?sc?\.?|m\.?a\.?|m\.?eng\.?|m\.?s\.?|msn|mph|msw|ll\.?m\.?|meng|máster|magíster|maestría|mestrado|diplom(?:-\w+)?|magister)\b/i,
    'master',
  ],
  [
    /\b(?:bachelor(?:'s)?|b\.?sc?\.?|b\.?a\.?|b\.?eng\.?|b\.?s\.?|bsn|bba|b\.?com|beng|btech|b\.tech|licenciatura|licenciado|licenciada|grado|bacharelado|licence)\b/i,
    'bachelor',
  ],
  [/\b(?:associate(?:'s)? (?:of|degree|in)|a\.?a\.?s?\.?|a\.?s\.?)\b/i, 'associate'],
  [/\b(?:high school|secondary school|ged|abitur|bachillerato|baccalauréat|matura)\b/i, 'high_school'],
];

/**
 * Whether `a` is a higher degree than `b`, by the ranks search uses (EDUCATION_LEVEL_RANK);
 * among doctorates, which share a rank there, a Ph.D. is named over a professional doctorate
 * (an MD-PhD reads as Ph.D.).
 */
function higherDegree(a: EducationLevel, b: EducationLevel): boolean {
  const ra = EDUCATION_LEVEL_RANK[a];
  const rb = EDUCATION_LEVEL_RANK[b];
  return ra > rb || (ra === rb && a === 'ph.d' && b !== 'ph.d');
}

function degreeIn(text: string): { level: EducationLevel; match: RegExpExecArray } | null {
  for (const [re, level] of DEGREES) {
    const match = re.exec(text);
    if (match) return { level, match };
  }
  return null;
}

function cut(s: string | null | undefined): string | null {
  const t = s?.trim().replace(/^[,;:|\-–—\s]+|[,;:|\-–—\s]+$/g, '');
  return t ? t.slice(0, 500) : null;
}

type Draft = {
  school: string | null;
  degree: string | null;
  major: string | null;
  start: number | null;
  end: number | null;
  level: EducationLevel | null;
};

function readDegree(piece: string): { degree: string; major: string | null; level: EducationLevel } | null {
  const found = degreeIn(piece);
  if (!found) return null;
  // "Bachelor of Science in Computer Science": the major follows the last "in" ("en", "im");
  // "B.Sc. Physics", "Master of Science Informatik": it follows the degree and its "of Science".
  const after = [...piece.matchAll(/\b(?:in|en|em|im)\s+(?=\p{L})/gu)].pop();
  const tail = piece
    .slice(found.match.index + found.match[0].length)
    .replace(/^[\s.,:–—-]+/, '')
    .replace(
      /^(?:of|in)\s+(?:science|arts|engineering|business administration|laws|philosophy|medicine)\b\s*/i,
      '',
    )
    .replace(/^[\s.,:–—-]+/, '');
  const major = after
    ? piece.slice((after.index ?? 0) + after[0].length)
    : tail && !/^(?:of|in)\b/i.test(tail)
      ? tail
      : null;
  return { degree: cut(piece) ?? piece, major: cut(major ?? null), level: found.level };
}

export type EducationRead = { education: Education[]; level: EducationLevel | null };

export function readEducation(lines: readonly string[]): EducationRead {
  const drafts: Draft[] = [];
  let current: Draft | null = null;
  const fresh = (): Draft => {
    const d: Draft = { school: null, degree: null, major: null, start: null, end: null, level: null };
    drafts.push(d);
    return d;
  };
  for (const raw of lines) {
    let line = raw.replace(/^[•●▪◦*·\-–—]\s*/, '');
    const range = findDateRange(line);
    let start: number | null = null;
    let end: number | null = null;
    if (range) {
      start = range.start.year;
      end = range.end?.year ?? null;
      line = `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`;
    } else {
      const single = SINGLE_DATE.exec(line);
      if (single && /^(?:19|20)\d{2}$/.test((single[1] as string).trim())) {
        end = Number(single[1]);
        line = line.replace(single[0], ' ');
      }
    }
    const pieces = line
      .split(/\s*(?:\||•|·|\t| — | – | - |,(?=\s*\p{Lu}))\s*/u)
      .map((p) => p.trim())
      .filter(Boolean);
    const schoolPiece = pieces.find((p) => SCHOOL.test(p)) ?? null;
    const degreePieces = pieces.filter((p) => p !== schoolPiece);
    const degree = degreePieces.map(readDegree).find(Boolean) ?? (schoolPiece ? null : null);
    if (schoolPiece) {
      // A school line after a degree-only line completes that entry ("B.Sc. ...\nStanford University").
      if (!current || current.school) current = fresh();
      current.school = cut(schoolPiece);
    }
    if (degree) {
      if (!current || current.degree) current = fresh();
      current.degree = degree.degree;
      // "BSN, Nursing, Boston College": the piece after a bare degree is its field of study.
      const degreeAt = degreePieces.findIndex((p) => readDegree(p) !== null);
      const next = degreePieces[degreeAt + 1];
      current.major = degree.major ?? (next && !readDegree(next) ? cut(next) : current.major);
      current.level = degree.level;
    }
    if (current && (start !== null || end !== null)) {
      current.start ??= start;
      current.end ??= end;
    }
  }
  const education: Education[] = drafts
    .filter((d) => d.school || d.degree)
    .map((d, i) => ({
      id: i + 1,
      school: d.school ?? '',
      degree: d.degree,
      major: d.major,
      startyear: d.start,
      endyear: d.end,
    }));
  let level: EducationLevel | null = null;
  for (const d of drafts) if (d.level && (level === null || higherDegree(d.level, level))) level = d.level;
  return { education, level };
}
