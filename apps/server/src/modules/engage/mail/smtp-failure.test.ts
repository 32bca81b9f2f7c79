import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeSmtpError, redactSecret } from './smtp-failure';

const err = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('describeSmtpError', () => {
  it.each([
    [
      'a DNS failure',
      err('getaddrinfo ENOTFOUND smtp.nowhere.example', { code: 'EDNS', errno: 'ENOTFOUND' }),
      'host-not-found',
    ],
    [
      'a refused connection',
      err('connect ECONNREFUSED 127.0.0.1:2525', { code: 'ESOCKET', errno: 'ECONNREFUSED' }),
      'unreachable',
    ],
    ['a timeout', err('Greeting never received', { code: 'ETIMEDOUT' }), 'timeout'],
    [
      'an expired certificate',
      err('certificate has expired', { code: 'ESOCKET', cause: { code: 'CERT_HAS_EXPIRED' } }),
      'tls',
    ],
    [
      'a name mismatch',
      err("Hostname/IP does not match certificate's altnames", {
        code: 'ESOCKET',
        errno: 'ERR_TLS_CERT_ALTNAME_INVALID',
      }),
      'tls',
    ],
    ['a missing STARTTLS', err('No STARTTLS', { code: 'ETLS' }), 'tls'],
    [
      'a refused password',
      err('Invalid login: 535 5.7.8 bad', { code: 'EAUTH', responseCode: 535 }),
      'auth-failed',
    ],
    [
      'a refused recipient',
      err('Can not send mail', {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 no such user',
        permanent: true,
      }),
      'rejected',
    ],
    ['a garbled answer', err('Invalid greeting', { code: 'EPROTOCOL' }), 'protocol'],
  ])('names %s', (_name, error, reason) => {
    const failure = describeSmtpError(error, 'ann', 'secret-password');
    expect(failure.reason).toBe(reason);
    expect(failure.message.length).toBeGreaterThan(20);
  });

  it('tells a permanent refusal from a temporary one, and quotes the server on a refusal', () => {
    expect(
      describeSmtpError(
        err('x', { code: 'EENVELOPE', responseCode: 550, response: '550 no such user', permanent: true }),
        '',
        '',
      ),
    ).toMatchObject({
      reason: 'rejected',
      permanent: true,
      message: expect.stringContaining('550 no such user'),
    });
    expect(
      describeSmtpError(
        err('x', { code: 'EMESSAGE', responseCode: 451, response: '451 try later', permanent: false }),
        '',
        '',
      ),
    ).toMatchObject({
      reason: 'rejected',
      permanent: false,
    });
  });
});

describe('redactSecret', () => {
  it('removes the password in every form AUTH PLAIN and LOGIN carry it (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 4, maxLength: 40 }),
        (user, password) => {
          fc.pre(!'535 rejected [redacted]'.includes(password));
          const plain = Buffer.from(`\u0000${user}\u0000${password}`).toString('base64');
          const login = Buffer.from(password).toString('base64');
          expect(redactSecret(`535 rejected ${password} ${plain} ${login}`, user, password)).toBe(
            '535 rejected [redacted] [redacted] [redacted]',
          );
        },
      ),
    );
  });
});
