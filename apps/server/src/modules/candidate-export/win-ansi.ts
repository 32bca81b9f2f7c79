/**
 * The PDF's standard fonts (Helvetica) only encode WinAnsi (Windows-1252). Candidate data is
 * any Unicode, so every string goes through here first: a character the font cannot encode is
 * replaced by its unaccented letter (Ő → O), a close transliteration (Ł → L), or "?" — never a
 * crashed export because of one name in Polish, Vietnamese or Chinese.
 */

const TRANSLITERATION: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ŋ: 'n',
  Ŋ: 'N',
  ẞ: 'SS',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2022': '\u2022',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
};

/** A function that makes text encodable by a font, given whether the font encodes one character. */
export function winAnsiSanitiser(canEncode: (ch: string) => boolean): (text: string) => string {
  const cache = new Map<string, string>();
  const safe = (ch: string): string => {
    const known = cache.get(ch);
    if (known !== undefined) return known;
    let out: string;
    if (ch === '\t') out = ' ';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
    else if (/[\u0000-\u001F\u007F-\u009F\u200B-\u200D\uFEFF]/.test(ch)) out = '';
    else if (canEncode(ch)) out = ch;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      const transliterated = TRANSLITERATION[ch];
      if (transliterated !== undefined && [...transliterated].every(canEncode)) out = transliterated;
      else if (base !== '' && base !== ch && [...base].every(canEncode)) out = base;
      else out = '?';
    }
    cache.set(ch, out);
    return out;
  };
  return (text: string) => {
    let out = '';
    for (const ch of text) out += safe(ch);
    return out;
  };
}
