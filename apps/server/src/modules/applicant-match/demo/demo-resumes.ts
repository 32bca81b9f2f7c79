/**
 * The sample résumés of the demo applicants: one plain text per applicant, written from its seed,
 * and the same text laid out as a one-page PDF. The scoring details' evidence offsets point into
 * the plain text (as they point into the text read from a real résumé), so every quoted phrase
 * is really on the page. PDFs are made with pdf-lib on first request and kept in memory: a few
 * kilobytes each, and nothing stored on disk or in the database.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { type DemoApplicantSeed, demoEmail, demoPhone } from './demo-applicants';

const PROFICIENCY = [
  '',
  'elementary',
  'limited working',
  'professional working',
  'full professional',
  'native',
];

export function resumeLines(s: DemoApplicantSeed): string[] {
  const e = s.education;
  const lines = [
    `${s.first} ${s.last}`,
    s.headline,
    `${s.city}, ${s.state} | ${demoEmail(s)} | ${demoPhone(s)}`,
    '',
    'SUMMARY',
    s.summary,
    '',
    'EXPERIENCE',
  ];
  for (const p of s.positions) {
    lines.push(`${p.title}, ${p.company} (${p.start} to ${p.end ?? 'present'})`, p.summary);
  }
  lines.push('', 'EDUCATION', `${e.degree} in ${e.major}, ${e.school} (${e.start}-${e.end})`);
  lines.push('', 'SKILLS', s.skills.join(', '));
  lines.push('', 'LANGUAGES', s.languages.map((l) => `${l.name} (${PROFICIENCY[l.proficiency]})`).join(', '));
  if (s.certifications.length) lines.push('', 'CERTIFICATIONS', ...s.certifications);
  lines.push('', 'Authorized to work in the United States.');
  return lines;
}

export function resumeText(s: DemoApplicantSeed): string {
  return resumeLines(s).join('\n');
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;

/** Splits a line into pieces that fit the page width. */
function wrap(line: string, fits: (text: string) => boolean): string[] {
  if (fits(line)) return [line];
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && !fits(next)) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

export async function renderResumePdf(s: DemoApplicantSeed): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${s.first} ${s.last} - sample résumé`);
  pdf.setCreator('Talentbase demo');
  // A fixed date keeps the bytes the same on every start.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  resumeLines(s).forEach((line, index) => {
    const heading = index === 0 || /^[A-Z]{4,}$/.test(line);
    const size = index === 0 ? 18 : 11;
    const f = heading ? bold : font;
    if (line === '') {
      y -= 8;
      return;
    }
    for (const piece of wrap(line, (t) => f.widthOfTextAtSize(t, size) <= maxWidth)) {
      page.drawText(piece, { x: PAGE.margin, y, size, font: f });
      y -= size + 5;
    }
  });
  return pdf.save();
}

const cache = new Map<number, Promise<Uint8Array>>();

export function resumePdf(s: DemoApplicantSeed): Promise<Uint8Array> {
  let pending = cache.get(s.n);
  if (!pending) {
    pending = renderResumePdf(s);
    // A failed render is tried again on the next request rather than cached.
    pending.catch(() => cache.delete(s.n));
    cache.set(s.n, pending);
  }
  return pending;
}
