import { describe, expect, it } from 'vitest';
import {
  makeDocx,
  makeEncryptedPdf,
  makeImageOnlyPdf,
  makeStreamedZipBomb,
  makeTextPdf,
  utf16,
} from './fixtures/build-files';
import { ENGLISH_RESUME, GERMAN_RESUME, NAMELESS_RESUME } from './fixtures/sample-resumes';
import { type IntakeFile, lacksResume, readResume, readResumes, streamResumes } from './intake';

const now = new Date('2026-11-01T00:00:00Z');

describe('readResumes', () => {
  it('answers every file of a mixed batch in input order, bad ones included', async () => {
    const files: IntakeFile[] = [
      {
        fileName: 'jane.pdf',
        data: await makeTextPdf(ENGLISH_RESUME.filter((l) => !/^German|LANGUAGES|English \(/.test(l))),
      },
      { fileName: 'empty.pdf', data: Buffer.alloc(0) },
      { fileName: 'locked.pdf', data: makeEncryptedPdf() },
      { fileName: 'scan.pdf', data: await makeImageOnlyPdf() },
      { fileName: 'lukas.docx', data: makeDocx(GERMAN_RESUME) },
      { fileName: 'bomb.docx', data: makeStreamedZipBomb(40) },
      { fileName: 'nurse.txt', data: utf16(NAMELESS_RESUME.join('\r\n'), 'le') },
      {
        fileName: 'ann.json',
        data: Buffer.from(JSON.stringify({ basics: { name: 'Ann Lee', email: 'ann@example.com' } })),
      },
      { fileName: 'bad.json', data: Buffer.from('{nope') },
      {
        fileName: '../../etc/lost.pdf',
        data: () => Promise.reject(new Error('disk gone')),
      },
    ];
    const results = await readResumes(files, { now, concurrency: 3 });
    expect(results.map((r) => [r.fileName, r.status])).toEqual([
      ['jane.pdf', 'parsed'],
      ['empty.pdf', 'rejected'],
      ['locked.pdf', 'rejected'],
      ['scan.pdf', 'rejected'],
      ['lukas.docx', 'parsed_with_warnings'],
      ['bomb.docx', 'rejected'],
      ['nurse.txt', 'parsed_with_warnings'],
      ['ann.json', 'parsed'],
      ['bad.json', 'rejected'],
      ['lost.pdf', 'rejected'],
    ]);
    const jane = results[0];
    if (jane?.status !== 'parsed') throw new Error('jane.pdf was not parsed');
    expect(jane.resume.doc.basic.fullname).toBe('Jane Q. Doe');
    expect(jane.resume.doc.position).toHaveLength(3);
    const nurse = results[6];
    if (nurse?.status !== 'parsed_with_warnings') throw new Error('nurse.txt was not parsed');
    expect(nurse.resume.doc.basic.fullname).toBe('');
    expect(nurse.resume.doc.position[0]?.title).toBe('Registered Nurse');
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(reasons).toEqual([
      expect.stringMatching(/empty/),
      expect.stringMatching(/encrypted/),
      expect.stringMatching(/scan/),
      expect.stringMatching(/ZIP bomb/),
      expect.stringMatching(/not valid JSON/),
      expect.stringMatching(/could not be read/),
    ]);
  });

  it('pulls files lazily: never more in flight than the concurrency', async () => {
    const pdf = await makeTextPdf(ENGLISH_RESUME);
    let loading = 0;
    let most = 0;
    function* files(): Generator<IntakeFile> {
      for (let i = 0; i < 12; i++)
        yield {
          fileName: `r${i}.pdf`,
          data: async () => {
            loading++;
            most = Math.max(most, loading);
            await new Promise((r) => setTimeout(r, 2));
            loading--;
            return pdf;
          },
        };
    }
    const seen: string[] = [];
    for await (const r of streamResumes(files(), { now, concurrency: 2 })) seen.push(r.fileName);
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `r${i}.pdf`));
    expect(most).toBeLessThanOrEqual(2);
  });

  it('reads one file without throwing whatever it holds', async () => {
    const result = await readResume({ fileName: 'x.txt', data: Buffer.from([0, 1, 2, 3, 0, 0]) });
    expect(result).toEqual({
      fileName: 'x.txt',
      status: 'rejected',
      reason: expect.stringMatching(/not a text file/),
    });
  });

  it('marks an applicant as lacking a résumé when there is none or it could not be read', async () => {
    expect(lacksResume(null)).toBe(true);
    expect(lacksResume(await readResume({ fileName: 'empty.txt', data: Buffer.alloc(0) }))).toBe(true);
    expect(
      lacksResume(await readResume({ fileName: 'cv.txt', data: Buffer.from('Jane Doe\nEXPERIENCE') })),
    ).toBe(false);
  });
});
