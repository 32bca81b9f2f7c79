import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { winAnsiSanitiser } from './win-ansi';

async function helveticaSanitiser() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const canEncode = (ch: string) => {
    try {
      font.encodeText(ch);
      return true;
    } catch {
      return false;
    }
  };
  return { sanitise: winAnsiSanitiser(canEncode), font };
}

describe('winAnsiSanitiser with Helvetica', () => {
  it('keeps what WinAnsi has: Western European accents, € and typographic quotes', async () => {
    const { sanitise } = await helveticaSanitiser();
    for (const text of ['Zoë Ångström', 'François Müller', 'Price: 5 €', '“quoted” – dash…', 'Straße']) {
      expect(sanitise(text)).toBe(text);
    }
  });

  it('drops accents it lacks, transliterates a few letters, and replaces the rest with ?', async () => {
    const { sanitise, font } = await helveticaSanitiser();
    expect(sanitise('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(sanitise('Nguyễn Văn Đức')).toBe('Nguyen Van Duc');
    expect(sanitise('Ő ő Ș ț')).toBe('O o S t');
    expect(sanitise('王小明 🚀')).toBe('??? ?');
    expect(sanitise('a\u2212b\u2009c')).toBe('a-b c');
    expect(sanitise('tab\there\u0000\u200B')).toBe('tab here');
    // Whatever comes out, the font encodes it.
    expect(() => font.encodeText(sanitise('Łódź — Ελλάδα — Москва — 東京 — ẞ — ı'))).not.toThrow();
  });
});
