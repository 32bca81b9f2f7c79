import { describe, expect, it } from 'vitest';
import { extractText } from './extract-text';
import {
  makeCorruptPdf,
  makeDeclaredZipBomb,
  makeDocx,
  makeEncryptedPdf,
  makeImageOnlyPdf,
  makePng,
  makeStreamedZipBomb,
  makeTextPdf,
  utf16,
} from './fixtures/build-files';
import { ENGLISH_RESUME } from './fixtures/sample-resumes';

const read = (fileName: string, data: Buffer) => extractText({ fileName, data });

function rejected(result: Awaited<ReturnType<typeof extractText>>): string {
  if (!('rejected' in result)) throw new Error(`expected a refusal, got text: ${result.text.slice(0, 80)}`);
  return result.rejected;
}

function textOf(result: Awaited<ReturnType<typeof extractText>>): string {
  if ('rejected' in result) throw new Error(`expected text, got: ${result.rejected}`);
  return result.text;
}

describe('extractText: PDF', () => {
  it('reads a text PDF line by line', async () => {
    const text = textOf(await read('jane.pdf', await makeTextPdf(ENGLISH_RESUME)));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Jane Q. Doe');
    expect(lines).toContain('WORK EXPERIENCE');
    expect(text).toContain('Senior Software Engineer, Acme Payments Inc.');
    expect(text).toContain('Mar 2020 – Present');
  });

  it('refuses an empty file before opening it', async () => {
    expect(rejected(await read('empty.pdf', Buffer.alloc(0)))).toMatch(/"empty\.pdf" is empty/);
  });

  it('refuses a 50 MB PDF by its size, without reading it', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    const t0 = performance.now();
    expect(rejected(await read('huge.pdf', big))).toMatch(/50\.0 MB, over the 10 MB limit/);
    expect(performance.now() - t0).toBeLessThan(200);
  });

  it('says a password-protected PDF is encrypted', async () => {
    expect(rejected(await read('locked.pdf', makeEncryptedPdf()))).toMatch(
      /protected by a password \(encrypted\)/,
    );
  });

  it('says an image-only PDF is a scan with no text', async () => {
    expect(rejected(await read('scan.pdf', await makeImageOnlyPdf()))).toMatch(
      /no text to read: it looks like a scan/,
    );
  });

  it('says a damaged PDF cannot be opened', async () => {
    expect(rejected(await read('broken.pdf', makeCorruptPdf()))).toMatch(/damaged and cannot be opened/);
  });

  it('says a truncated PDF cannot be read rather than inventing text', async () => {
    const full = await makeTextPdf(ENGLISH_RESUME);
    const result = await read('cut.pdf', full.subarray(0, 400));
    expect(rejected(result)).toMatch(/"cut\.pdf"/);
  });

  it('refuses a picture renamed to .pdf as the wrong type', async () => {
    expect(rejected(await read('photo.pdf', makePng(4, 4)))).toMatch(/not a real PDF file/);
  });

  it('stops a file that takes longer than its time limit', async () => {
    const pdf = await makeTextPdf(
      Array.from({ length: 2000 }, (_, i) => `Line ${i} of a very long document`),
    );
    const result = await extractText({ fileName: 'slow.pdf', data: pdf }, { timeLimitMs: 1 });
    expect(rejected(result)).toMatch(/took more than 1 ms to read and was stopped/);
  });
});

describe('extractText: DOCX', () => {
  it('reads paragraphs and table cells as lines', async () => {
    const docx = makeDocx(['Jane Doe', 'EXPERIENCE', 'Engineer, Acme & Co <Labs>'], [['Python', 'Go']]);
    const text = textOf(await read('jane.docx', docx));
    expect(text.split('\n')).toEqual([
      'Jane Doe',
      'EXPERIENCE',
      'Engineer, Acme & Co <Labs>',
      'Python',
      'Go',
    ]);
  });

  it('stops a streamed ZIP bomb early (its size is hidden from the header)', async () => {
    const bomb = makeStreamedZipBomb(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(rejected(await read('bomb.docx', bomb))).toMatch(/ZIP bomb/);
    // Inflating it whole would take 60 MB; the guard stops long before.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses a ZIP bomb that declares its size, before inflating it', async () => {
    expect(rejected(await read('declared.docx', makeDeclaredZipBomb(25)))).toMatch(/ZIP bomb/);
  });

  it('says a damaged DOCX cannot be opened', async () => {
    const docx = makeDocx(['Jane Doe', 'A long enough paragraph to be compressed into a real stream.']);
    const cut = docx.subarray(0, Math.floor(docx.length * 0.6));
    expect(rejected(await read('cut.docx', cut))).toMatch(/damaged|not a Word document/);
  });

  it('refuses an empty DOCX', async () => {
    expect(rejected(await read('empty.docx', Buffer.alloc(0)))).toMatch(/is empty/);
  });
});

describe('extractText: TXT', () => {
  const sample = 'Jürgen Müller\nEXPERIENCE\nIngenieur — München';

  it('reads UTF-8, with and without a BOM', async () => {
    expect(textOf(await read('a.txt', Buffer.from(sample, 'utf8')))).toBe(sample);
    expect(
      textOf(await read('b.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample)]))),
    ).toBe(sample);
  });

  it('reads UTF-16 little and big endian with their BOM', async () => {
    expect(textOf(await read('le.txt', utf16(sample, 'le')))).toBe(sample);
    expect(textOf(await read('be.txt', utf16(sample, 'be')))).toBe(sample);
  });

  it('reads Windows-1252 text with a warning', async () => {
    const result = await read('legacy.txt', Buffer.from([0x4a, 0xfc, 0x72, 0x67, 0x65, 0x6e]));
    expect(textOf(result)).toBe('Jürgen');
    expect('warnings' in result && result.warnings[0]).toMatch(/Windows-1252/);
  });

  it('refuses binary data named .txt', async () => {
    expect(rejected(await read('program.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3])))).toMatch(
      /not a text file/,
    );
  });

  it('refuses a text file of only spaces as holding no text', async () => {
    expect(rejected(await read('blank.txt', Buffer.from('   \n\n  ')))).toMatch(/holds no text/);
  });

  it('refuses an unknown type and an old Word file with what to do', async () => {
    expect(rejected(await read('cv.pages', Buffer.from('x')))).toMatch(
      /upload a PDF, DOCX, TXT or JSON Resume file/,
    );
    expect(rejected(await read('cv.doc', Buffer.from('x')))).toMatch(/save it as DOCX or PDF/);
  });
});
