import { describe, expect, it } from 'vitest';
import { APPLICANT_CSV_MAX_ROWS, readApplicantCsv } from './intake-csv';

const csv = (text: string) => readApplicantCsv('list.csv', Buffer.from(text));

describe('applicant CSV', () => {
  it('reads one applicant per row by the headers, ignoring columns it does not use', async () => {
    const read = await csv(
      '\ufeffFirst Name;Last Name;E-mail Address;Mobile;Job Title;Employer;City;LinkedIn URL;Notes\n' +
        'Ada;Lovelace;ada@example.org;+44 20 7946 0958;Engineer;Analytical Engines;London;linkedin.com/in/ada;secret\n' +
        '\n' +
        ';;;;;;;;\n' +
        'Grace;Hopper;not-an-email;;;;;;\n',
    );
    expect(read).toEqual({
      rows: [
        {
          row: 1,
          fields: {
            fullName: 'Ada Lovelace',
            emails: ['ada@example.org'],
            phones: ['+44 20 7946 0958'],
            title: 'Engineer',
            company: 'Analytical Engines',
            location: 'London',
            linkedinUrl: 'https://linkedin.com/in/ada',
          },
        },
        { row: 2, fullName: 'Grace Hopper', rejected: expect.stringContaining('E-mail Address') },
      ],
    });
  });

  it('refuses a file that is not a list of applicants, with the reason', async () => {
    expect(await csv('')).toEqual({ rejected: expect.stringContaining('empty') });
    expect(await csv('Email,Phone\na@example.org,1')).toEqual({
      rejected: expect.stringContaining('no name column'),
    });
    expect(await csv('Name,Email\n')).toEqual({ rejected: expect.stringContaining('no applicants') });
    expect(await readApplicantCsv('x.csv', Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).toEqual({
      rejected: expect.stringContaining('Excel'),
    });
    const many = ['Name', ...Array.from({ length: APPLICANT_CSV_MAX_ROWS + 1 }, (_, i) => `Person ${i}`)];
    expect(await csv(many.join('\n'))).toEqual({ rejected: expect.stringContaining('candidate import') });
  });
});
