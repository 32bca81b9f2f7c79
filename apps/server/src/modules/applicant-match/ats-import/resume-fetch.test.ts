/**
 * Fetching an imported application's résumé from the vendor's published API, against a local
 * server playing Lever and Greenhouse: the file's bytes and name come back; a vendor without
 * résumés, a missing résumé, a refused key or a file over the limit is "no résumé", never an error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalApplicant } from '../../integrations/connectors';
import {
  type Recorded,
  startVendorServer,
  type VendorServer,
} from '../../integrations/connectors/test-support/vendor-server';
import { resumeFetcher } from './resume-fetch';

const KEY = 'lever-resume-Key-1234';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4 a small resume');

let server: VendorServer;
beforeAll(async () => {
  server = await startVendorServer((req: Recorded) => {
    if (req.path === '/files/big.pdf') return { text: 'x'.repeat(11 * 1024 * 1024) };
    if (req.headers.authorization !== BASIC) return { status: 401, json: { message: 'Bad key' } };
    if (req.path === '/v1/opportunities/opp-1/resumes')
      return { json: { data: [{ id: 'res-9', file: { name: 'Ada Lovelace.pdf', ext: 'pdf' } }] } };
    if (req.path === '/v1/opportunities/opp-1/resumes/res-9/download')
      return { text: PDF.toString('latin1'), headers: { 'content-type': 'application/pdf' } };
    if (req.path === '/v1/opportunities/opp-2/resumes') return { json: { data: [] } };
    if (req.path === '/v1/candidates/77')
      return {
        json: {
          id: 77,
          attachments: [{ filename: 'big.pdf', url: `${server.url}/files/big.pdf`, type: 'resume' }],
        },
      };
    return undefined;
  });
});
afterAll(() => server?.close());

const application = (applicationId: string, candidateId = 'c-1'): ExternalApplicant => ({
  candidateId,
  applicationId,
  name: 'Ada Lovelace',
  emails: [],
  stageId: null,
  appliedAt: null,
});

describe('résumés of imported applications', () => {
  it('downloads a Lever opportunity’s résumé with the key', async () => {
    const fetch = resumeFetcher('lever', { apiKey: KEY, baseUrl: `${server.url}/v1` }, true, 2000);
    const file = await fetch?.(application('opp-1'));
    expect(file?.filename).toBe('Ada Lovelace.pdf');
    expect(Buffer.from(file?.bytes ?? []).toString('latin1')).toBe(PDF.toString('latin1'));
  });

  it('is no résumé when there is none, the key is refused, or the file is over 10 MB', async () => {
    const lever = resumeFetcher('lever', { apiKey: KEY, baseUrl: `${server.url}/v1` }, true, 2000);
    expect(await lever?.(application('opp-2'))).toBeNull();
    const refused = resumeFetcher('lever', { apiKey: 'wrong', baseUrl: `${server.url}/v1` }, true, 2000);
    expect(await refused?.(application('opp-1'))).toBeNull();
    const gh = resumeFetcher('greenhouse_harvest', { apiKey: KEY, baseUrl: `${server.url}/v1` }, true, 2000);
    expect(await gh?.(application('1', '77'))).toBeNull();
  });

  it('gives no fetcher for a vendor without résumés, or without a key', () => {
    expect(resumeFetcher('workable', { apiKey: KEY }, true)).toBeNull();
    expect(resumeFetcher('lever', {}, true)).toBeNull();
  });

  it('refuses a private address unless the team allows private hosts', async () => {
    const fetch = resumeFetcher('lever', { apiKey: KEY, baseUrl: `${server.url}/v1` }, false, 2000);
    expect(await fetch?.(application('opp-1'))).toBeNull();
  });
});
