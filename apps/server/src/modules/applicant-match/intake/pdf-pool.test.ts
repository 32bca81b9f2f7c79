import { afterAll, describe, expect, it } from 'vitest';
import { makeCorruptPdf, makeEncryptedPdf, makeImageOnlyPdf, makeTextPdf } from './fixtures/build-files';
import { ENGLISH_RESUME } from './fixtures/sample-resumes';
import { PdfWorkerPool } from './pdf-pool';

describe('PdfWorkerPool', () => {
  const pool = new PdfWorkerPool(2);
  afterAll(() => pool.close());

  it('reads PDFs in worker threads with the same answers as in this thread', async () => {
    const [text, locked, scan, broken] = await Promise.all([
      makeTextPdf(ENGLISH_RESUME).then((pdf) => pool.read('jane.pdf', pdf, 10_000)),
      pool.read('locked.pdf', makeEncryptedPdf(), 10_000),
      makeImageOnlyPdf().then((pdf) => pool.read('scan.pdf', pdf, 10_000)),
      pool.read('broken.pdf', makeCorruptPdf(), 10_000),
    ]);
    expect(pool.broken).toBe(false);
    expect(text && 'text' in text && text.text.split('\n')[0]).toBe('Jane Q. Doe');
    expect(locked).toEqual({ rejected: expect.stringMatching(/encrypted/) });
    expect(scan).toEqual({ rejected: expect.stringMatching(/looks like a scan/) });
    expect(broken).toEqual({ rejected: expect.stringMatching(/damaged/) });
  });

  it('stops a file over its time limit by replacing its worker, and goes on', async () => {
    const long = await makeTextPdf(
      Array.from({ length: 1500 }, (_, i) => `Line ${i} of a very long document`),
    );
    expect(await pool.read('slow.pdf', long, 1)).toEqual({
      rejected: expect.stringMatching(/took more than 1 ms/),
    });
    const after = await pool.read('jane.pdf', await makeTextPdf(ENGLISH_RESUME), 10_000);
    expect(after && 'text' in after && after.text).toContain('Acme Payments Inc.');
  });

  it('does not touch the caller’s buffer', async () => {
    const pdf = await makeTextPdf(ENGLISH_RESUME);
    const copy = Buffer.from(pdf);
    await pool.read('jane.pdf', pdf, 10_000);
    expect(pdf.equals(copy)).toBe(true);
  });
});
