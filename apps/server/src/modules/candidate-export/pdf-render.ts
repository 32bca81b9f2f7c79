/**
 * Candidate profiles as a PDF (pdf-lib, standard fonts): each candidate starts on a new page and
 * runs over as many pages as it needs; the team's watermark is drawn across every page, and a
 * footer gives the export date and page numbers.
 */
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ExportCandidate } from './export-data';
import { winAnsiSanitiser } from './win-ansi';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 50;
const FOOTER = 30;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const ACCENT = rgb(0.13, 0.39, 0.78);

type Fonts = { regular: PDFFont; bold: PDFFont };
type Style = {
  size: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  indent?: number;
  after?: number;
};

class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  readonly safe: (text: string) => string;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    const canEncode = (ch: string) => {
      try {
        fonts.regular.encodeText(ch);
        return true;
      } catch {
        return false;
      }
    };
    this.safe = winAnsiSanitiser(canEncode);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  /** Splits text into lines that fit the width, breaking long words if it must. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text.replace(/\r\n?/g, '\n')).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, style: Style): void {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const indent = style.indent ?? 0;
    const leading = style.size * 1.35;
    for (const line of this.wrap(text, font, style.size, PAGE.width - 2 * MARGIN - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size: style.size,
        font,
        color: style.color ?? INK,
      });
    }
    this.y -= style.after ?? 0;
  }

  section(title: string): void {
    this.ensure(40);
    this.y -= 12;
    this.text(title.toUpperCase(), { size: 10, bold: true, color: ACCENT, after: 2 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }
}

const yearMonth = (value: string | null | undefined) => value ?? '';
function period(start: string | null | undefined, end: string | null | undefined, current: boolean): string {
  const from = yearMonth(start);
  const to = current ? 'present' : yearMonth(end);
  return from || to ? `${from || '?'} – ${to || '?'}` : '';
}

function writeCandidate(w: PdfWriter, c: ExportCandidate): void {
  w.newPage();
  w.text(c.fullName, { size: 20, bold: true, after: 2 });
  const headline = [c.title, c.company].filter(Boolean).join(' at ');
  if (headline) w.text(headline, { size: 12 });
  if (c.location) w.text(c.location, { size: 10, color: MUTED });
  const contacts = [...c.emails, ...c.phones];
  if (contacts.length) w.text(contacts.join('  ·  '), { size: 9, color: MUTED });
  if (c.linkedin) w.text(c.linkedin, { size: 9, color: MUTED });
  if (c.doc.basic.summary) {
    w.section('Summary');
    w.text(c.doc.basic.summary, { size: 9.5 });
  }

  w.section('Experience');
  if (c.doc.position.length === 0) w.text('No experience listed', { size: 9.5, color: MUTED });
  for (const p of c.doc.position) {
    w.text([p.title, p.company.name].filter(Boolean).join(' — '), { size: 10.5, bold: true });
    const when = [period(p.start_date, p.end_date, p.iscurrent), p.location ?? '']
      .filter(Boolean)
      .join('  ·  ');
    if (when) w.text(when, { size: 9, color: MUTED });
    if (p.summary) w.text(p.summary, { size: 9, indent: 8 });
    w.text('', { size: 4 });
  }

  w.section('Education');
  if (c.doc.education.length === 0) w.text('No education listed', { size: 9.5, color: MUTED });
  for (const e of c.doc.education) {
    w.text(e.school, { size: 10.5, bold: true });
    const detail = [
      [e.degree, e.major].filter(Boolean).join(', '),
      period(e.startyear?.toString(), e.endyear?.toString(), false),
    ]
      .filter(Boolean)
      .join('  ·  ');
    if (detail) w.text(detail, { size: 9, color: MUTED });
    w.text('', { size: 4 });
  }

  w.section('Skills');
  w.text(c.skills.length ? c.skills.join(', ') : 'No skills listed', {
    size: 9.5,
    color: c.skills.length ? INK : MUTED,
  });
}

/** The watermark across the page's diagonal, centred, light enough to read the page through. */
function drawWatermark(page: PDFPage, text: string, font: PDFFont): void {
  const angle = Math.atan2(PAGE.height, PAGE.width);
  const diagonal = Math.hypot(PAGE.width, PAGE.height);
  const size = Math.min(72, (diagonal * 0.75) / Math.max(1, font.widthOfTextAtSize(text, 1)));
  const width = font.widthOfTextAtSize(text, size);
  const height = font.heightAtSize(size);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  page.drawText(text, {
    x: PAGE.width / 2 - (width / 2) * cos + (height / 3) * sin,
    y: PAGE.height / 2 - (width / 2) * sin - (height / 3) * cos,
    size,
    font,
    color: rgb(0.55, 0.55, 0.6),
    opacity: 0.18,
    rotate: degrees((angle * 180) / Math.PI),
  });
}

export async function renderCandidatesPdf(
  candidates: readonly ExportCandidate[],
  options: { watermark: string | null; exportedAt?: Date },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new PdfWriter(doc, fonts);
  for (const candidate of candidates) writeCandidate(writer, candidate);
  const date = (options.exportedAt ?? new Date()).toISOString().slice(0, 10);
  const watermark = options.watermark ? writer.safe(options.watermark) : null;
  writer.pages.forEach((page, i) => {
    const footer = `Exported from Talentbase on ${date}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: fonts.regular, color: MUTED });
    const number = `Page ${i + 1} of ${writer.pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(number, 8);
    page.drawText(number, {
      x: PAGE.width - MARGIN - width,
      y: MARGIN - 20,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    if (watermark) drawWatermark(page, watermark, fonts.bold);
  });
  doc.setTitle(candidates.length === 1 ? writer.safe(candidates[0]?.fullName ?? '') : 'Candidate profiles');
  doc.setProducer('Talentbase');
  doc.setCreator('Talentbase');
  return doc.save();
}
