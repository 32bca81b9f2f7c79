/**
 * A job description cut into clauses (lines, bullets, sentences), each with the weight its
 * section and its own words give it: must-have ("Requirements", "required", "must"),
 * nice-to-have ("Preferred", "a plus", "bonus") or neutral (the duties). Company blurbs and
 * benefits are skipped: "we serve hospitals" is not a requirement of the candidate.
 */
export type Weight = 'must' | 'nice' | 'neutral';
export type Clause = { text: string; start: number; weight: Weight; inRequirements: boolean };

const HEADING_MAX = 80;
const MUST_HEADING =
  /^(?:requirements?|required(?: skills| qualifications| experience)?|minimum qualifications|basic qualifications|qualifications|must[- ]haves?|what you(?:'|’)ll need|what you need|what you bring|what we(?:'|’)re looking for|who you are|essential(?: criteria| skills)?|you have|your profile|skills(?: and experience)?|experience)\b/i;
const NICE_HEADING =
  /^(?:preferred(?: qualifications| skills| experience)?|nice[- ]to[- ]haves?|bonus(?: points)?|pluses|desirable(?: criteria)?|good to have|it(?:'|’)s a plus|extra credit|ideally)\b/i;
const NEUTRAL_HEADING =
  /^(?:responsibilities|key responsibilities|what you(?:'|’)ll do|the role|role|duties|about the role|your role|day[- ]to[- ]day|job summary|summary|overview|position summary|location|schedule)\b/i;
const SKIP_HEADING =
  /^(?:about us|about the company|who we are|our company|benefits|perks|what we offer|why join|compensation|equal opportunity|eeo|our mission|our values)\b/i;

const NICE_WORDS =
  /\b(?:preferred|nice to have|nice-to-have|a plus|is a plus|plus\b|bonus|desirable|desired|ideally|advantageous|an advantage|helpful|beneficial)\b/i;
const MUST_WORDS =
  /\b(?:required|requires|requirement|must|mandatory|essential|need to|needs to|minimum|at least|you have|you bring|you will need|proven|demonstrated)\b/i;

function headingOf(line: string): 'must' | 'nice' | 'neutral' | 'skip' | null {
  if (line.length > HEADING_MAX * 2) return null;
  const text = line.replace(/^[#*\s-]+|[:*\s]+$/g, '');
  if (text.length === 0 || text.length > HEADING_MAX) return null;
  // A heading is short, and either ends with a colon or is the whole line without a full stop.
  if (!line.trimEnd().endsWith(':') && /[.!?]$/.test(text)) return null;
  if (text.split(/\s+/).length > 7) return null;
  if (SKIP_HEADING.test(text)) return 'skip';
  if (NICE_HEADING.test(text)) return 'nice';
  if (MUST_HEADING.test(text)) return 'must';
  if (NEUTRAL_HEADING.test(text)) return 'neutral';
  return null;
}

/** The clauses of a description, with offsets into it. */
export function clausesOf(description: string): Clause[] {
  const out: Clause[] = [];
  let section: 'must' | 'nice' | 'neutral' | 'skip' = 'neutral';
  let sectionIsRequirements = false;
  const lineRe = /[^\n\r]+/g;
  for (let m = lineRe.exec(description); m !== null; m = lineRe.exec(description)) {
    const line = m[0];
    const heading = headingOf(line);
    if (heading) {
      section = heading;
      sectionIsRequirements = heading === 'must' || heading === 'nice';
      // "Requirements: 5+ years of Python" keeps its content after the colon.
      const colon = line.indexOf(':');
      if (colon < 0 || colon === line.trimEnd().length - 1) continue;
    }
    if (section === 'skip') continue;
    // Sentences within the line.
    let cursor = 0;
    while (cursor < line.length) {
      const s = nextSentenceEnd(line, cursor);
      const raw = line.slice(cursor, s);
      // Bullets and numbering are layout, not words of the requirement.
      const text = raw.trim().replace(/^(?:[-*•·▪◦–]|\d{1,2}[.)])\s+/, '');
      if (text.length > 1) {
        const offset = m.index + cursor + raw.indexOf(text);
        // "4+ years of accounting, public accounting preferred": the preference is the tail's.
        const comma = text.lastIndexOf(', ');
        const tail = comma > 0 ? text.slice(comma + 2) : '';
        if (comma > 0 && NICE_WORDS.test(tail) && !NICE_WORDS.test(text.slice(0, comma))) {
          const head = text.slice(0, comma);
          out.push({
            text: head,
            start: offset,
            weight: weightOf(head, section),
            inRequirements: sectionIsRequirements,
          });
          out.push({
            text: tail,
            start: offset + comma + 2,
            weight: 'nice',
            inRequirements: sectionIsRequirements,
          });
        } else
          out.push({
            text,
            start: offset,
            weight: weightOf(text, section),
            inRequirements: sectionIsRequirements,
          });
      }
      cursor = s;
    }
  }
  return out;
}

// A sentence ends at ". ", "! ", "? " or "; " (not in "e.g." or "Node.js", which have no space).
function nextSentenceEnd(line: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (
      (c === '.' || c === '!' || c === '?' || c === ';') &&
      (i + 1 === line.length || line[i + 1] === ' ')
    ) {
      const before = line.slice(Math.max(from, i - 4), i).toLowerCase();
      if (c === '.' && /(?:e\.g|i\.e|etc|\bvs|\bsr|\bjr|\bdr|\bst)$/.test(before)) continue;
      return i + 1;
    }
  }
  return line.length;
}

function weightOf(text: string, section: 'must' | 'nice' | 'neutral'): Weight {
  if (NICE_WORDS.test(text)) return 'nice';
  if (MUST_WORDS.test(text)) return 'must';
  return section;
}
